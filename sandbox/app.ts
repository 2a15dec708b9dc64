// The whole sandbox as one Hono app: CORS, the files app at the root, the six services under their
// prefixes (docs/contracts/README.md, "Base URLs and settings") and the /__sandbox development endpoints.
import { sandboxConfig, type SandboxConfig } from './config';
import type { Db } from './db/database';
import type { SandboxDeps } from './deps';
import * as platform from './platform';
import { sandboxModules } from './services';

export type { SandboxModules, SandboxService } from './platform';

/** Pass `modules` to run a subset of the services (tests); the default is all six. */
export function createSandboxApp(deps: SandboxDeps, modules: platform.SandboxModules = sandboxModules) {
  return platform.createSandboxApp(deps, modules);
}

/** Opens the database with every service's migrations (identity, payment, commerce, discount, cms, blog); seeds it when new. */
export function openSandboxDatabase(
  file: string,
  config: SandboxConfig = sandboxConfig,
  modules: platform.SandboxModules = sandboxModules,
): Db {
  return platform.openSandboxDatabase(file, modules, config);
}

/** Empties the data and seeds again (POST /__sandbox/reset does the same). */
export function reseedSandbox(deps: SandboxDeps, modules: platform.SandboxModules = sandboxModules) {
  platform.reseed(deps, modules);
}
