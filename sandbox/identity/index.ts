// Identity host (docs/contracts/identity.md): OTP and password sign-in, profile, account recovery.
import { createAbpApp } from '../abp/app';
import type { SandboxDeps } from '../deps';
import { DEMO_USER } from '../seed/demo';
import { mountLoginRoutes } from './login';
import { seedPasswordHash } from './passwords';
import { mountProfileRoutes } from './profile';
import { mountRecoveryRoutes } from './recovery';
import { createUser } from './users';

export { identityMigrations } from './schema';
export { lastCodeSentTo } from './otp';

export function createIdentityApp(deps: SandboxDeps) {
  const app = createAbpApp(deps);
  mountLoginRoutes(app, deps);
  mountProfileRoutes(app, deps);
  mountRecoveryRoutes(app, deps);
  return app;
}

/** Other shoppers besides the demo account; all share one development password. */
export const SEED_USERS = [
  {
    phoneNumber: '09121112233',
    firstName: 'علی',
    lastName: 'رضایی',
    emailAddress: 'ali.rezaei@example.com',
    gender: true,
  },
  { phoneNumber: '09351234567', firstName: 'مریم', lastName: 'کریمی', emailAddress: null, gender: false },
  { phoneNumber: '09901234567', firstName: null, lastName: null, emailAddress: null, gender: null },
] as const;
export const SEED_USERS_PASSWORD = 'Player@2024';

export function seedIdentity({ db, config }: SandboxDeps): void {
  createUser(db, {
    id: DEMO_USER.id,
    phoneNumber: DEMO_USER.phoneNumber,
    passwordHash: seedPasswordHash(DEMO_USER.password, config.scryptLogN),
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    emailAddress: DEMO_USER.emailAddress,
    isEmailConfirmed: true,
    gender: DEMO_USER.gender,
    birthDay: '1995-03-21T00:00:00',
    nationalityId: 'IR',
  });
  for (const user of SEED_USERS)
    createUser(db, { ...user, passwordHash: seedPasswordHash(SEED_USERS_PASSWORD, config.scryptLogN) });
}
