// What every service module of the sandbox is built with.
import type { SandboxConfig } from './config';
import type { Db } from './db/database';

export type SandboxDeps = { db: Db; config: SandboxConfig };
