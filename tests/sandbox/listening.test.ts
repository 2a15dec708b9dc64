// Where the sandbox listens (docs/contracts/README.md, "Base URLs and settings"): the loopback by default,
// and nowhere else while either key is the development default printed in the repository.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_FIELD_KEY, DEVELOPMENT_JWT_SECRET, isLoopbackHost, listeningProblem } from '@/sandbox/config';

const ownKeys = { jwtSecret: 'a-secret-of-our-own', fieldKey: 'a-field-key-of-our-own', scryptLogN: 17 };

describe('SANDBOX_HOST and the development keys', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])(
    '%s is the loopback: the development keys may stay',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
      expect(
        listeningProblem({ host, jwtSecret: DEVELOPMENT_JWT_SECRET, fieldKey: DEVELOPMENT_FIELD_KEY, scryptLogN: 12 }),
      ).toBeNull();
    },
  );

  it.each([
    [
      'the development secret',
      { jwtSecret: DEVELOPMENT_JWT_SECRET },
      /SANDBOX_JWT_SECRET is unset or the development default/,
    ],
    [
      'the development field key',
      { fieldKey: DEVELOPMENT_FIELD_KEY },
      /SANDBOX_FIELD_KEY is unset or the development default/,
    ],
    [
      'both',
      { jwtSecret: DEVELOPMENT_JWT_SECRET, fieldKey: DEVELOPMENT_FIELD_KEY },
      /SANDBOX_JWT_SECRET and SANDBOX_FIELD_KEY are/,
    ],
  ])('on 0.0.0.0 with %s it refuses, naming what to set', (_case, keys, message) => {
    expect(listeningProblem({ ...ownKeys, ...keys, host: '0.0.0.0' })).toMatch(message);
  });

  it("off the loopback, a scrypt cost lowered below OWASP's (a test knob) is refused too", () => {
    expect(listeningProblem({ ...ownKeys, host: '0.0.0.0', scryptLogN: 12 })).toMatch(
      /SANDBOX_SCRYPT_LOG_N is below OWASP's 17/,
    );
  });

  it('on another interface with keys of its own it may start', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'sandbox.internal']) {
      expect(isLoopbackHost(host), host).toBe(false);
      expect(listeningProblem({ ...ownKeys, host }), host).toBeNull();
    }
  });

  it('npm run sandbox on 0.0.0.0 with the development keys exits non-zero with the reason, before it listens', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-listen-'));
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'sandbox/server.ts'], {
      env: {
        ...process.env,
        SANDBOX_HOST: '0.0.0.0',
        SANDBOX_PORT: '0',
        SANDBOX_JWT_SECRET: '',
        SANDBOX_FIELD_KEY: 'own',
        SANDBOX_DB_FILE: path.join(directory, 'db'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    fs.rmSync(directory, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain('refusing to listen on 0.0.0.0: SANDBOX_JWT_SECRET is unset');
    expect(output).not.toContain('listening on');
  });
});
