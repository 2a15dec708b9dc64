// Seeding the whole sandbox: each service seeds its own tables, in an order that lets later
// services refer to earlier ones (the demo user first, then its orders, then its wallet).
import type { SandboxDeps } from '../deps';

export { DEMO_USER, DEMO_WALLET_BALANCE } from './demo';

export type SeedableService = { name: string; seed: (deps: SandboxDeps) => void };

export const SEED_ORDER = ['identity', 'commerce', 'discount', 'payment', 'cms', 'blog'] as const;

export function seedServices(deps: SandboxDeps, services: SeedableService[]): void {
  const rank = (service: SeedableService) => SEED_ORDER.indexOf(service.name as (typeof SEED_ORDER)[number]);
  for (const service of [...services].sort((a, b) => rank(a) - rank(b))) service.seed(deps);
}
