// Password hashes (docs/contracts/identity.md, "Password hashes"): scrypt at OWASP's N=2^17, r=8, p=1 by default,
// the parameters stored with each hash, older hashes still accepted and hashed again on a successful sign-in.
import { randomBytes, scryptSync } from 'node:crypto';
import { OWASP_SCRYPT_LOG_N, sandboxConfig } from '@/sandbox/config';
import { hashPassword, needsRehash, seedPasswordHash, verifyPassword } from '@/sandbox/identity/passwords';
import { TEST_SCRYPT_LOG_N, request, sandboxForThisFile } from './helpers';
import { identityCalls, identityOnly } from './identity-calls';

const sandbox = sandboxForThisFile({ modules: identityOnly });
const { api, freshPhone, passwordLogin, registerUser } = identityCalls(sandbox);

/** A hash as this sandbox wrote them before parameters were stored: Node's default scrypt (N=2^14). */
function legacyHash(password: string) {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

const storedHash = (userId: number) =>
  (
    sandbox.deps.db.prepare('SELECT password_hash FROM identity_users WHERE id = ?').get(userId) as {
      password_hash: string;
    }
  ).password_hash;

describe('password hashes', () => {
  it("default to OWASP's parameters, written into the hash, and verify", async () => {
    expect(OWASP_SCRYPT_LOG_N).toBe(17);
    expect(process.env.SANDBOX_SCRYPT_LOG_N).toBeUndefined();
    expect(sandboxConfig.scryptLogN).toBe(17);
    const hash = await hashPassword('Demo@12345', sandboxConfig.scryptLogN);
    expect(hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('Demo@12346', hash)).toBe(false);
  });

  it('seeded accounts share one hash per password and process, so seeding again costs nothing', () => {
    expect(seedPasswordHash('Player@2024', TEST_SCRYPT_LOG_N)).toBe(seedPasswordHash('Player@2024', TEST_SCRYPT_LOG_N));
    expect(needsRehash(seedPasswordHash('Player@2024', TEST_SCRYPT_LOG_N), TEST_SCRYPT_LOG_N)).toBe(false);
  });

  it('an older hash still signs in, is then hashed again at the current parameters, and the session stays valid', async () => {
    const phone = freshPhone();
    const { userId, accessToken } = await registerUser(phone, 'legacy-pass1');
    sandbox.deps.db
      .prepare('UPDATE identity_users SET password_hash = ? WHERE id = ?')
      .run(legacyHash('legacy-pass1'), userId);

    expect((await passwordLogin(phone, 'wrong-pass1')).status).toBe(500);
    expect(storedHash(userId)).toMatch(/^scrypt\$[^$]+\$[^$]+$/);

    expect((await passwordLogin(phone, 'legacy-pass1')).status).toBe(200);
    expect(storedHash(userId)).toMatch(new RegExp(`^scrypt\\$ln=${TEST_SCRYPT_LOG_N},r=8,p=1\\$`));
    expect((await passwordLogin(phone, 'legacy-pass1')).status).toBe(200);
    expect((await request(api('Profile/GetCurrentUserProfileForEdit'), { token: accessToken })).status).toBe(200);
  });
});
