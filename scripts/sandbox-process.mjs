// The local sandbox as a process of its own, on a given port with a throw-away database, for whatever needs
// it for a while: the build (scripts/build.mjs), the unit tests (tests/unit/support/sandbox-process.ts) and
// the web benchmark (bench/web.mjs). It is up when /__sandbox/health answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answersOk, waitUntil } from './processes.mjs';

/** Whether a sandbox answers at `origin`. */
export function sandboxAnswers(origin) {
  return answersOk(`${origin}/__sandbox/health`);
}

/**
 * Starts the sandbox and resolves once it answers; rejects (with its output) when it does not within a minute.
 * Its database is a throw-away one unless `dbFile` names one to keep.
 */
export async function startSandbox({ port, publicUrl = `http://localhost:${port}`, env = process.env, dbFile = null }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-sandbox-'));
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'sandbox/server.ts'], {
    env: {
      ...env,
      SANDBOX_PORT: String(port),
      SANDBOX_PUBLIC_URL: publicUrl,
      SANDBOX_DB_FILE: dbFile ?? path.join(directory, 'sandbox.db'),
      SANDBOX_LOG_OTP: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const origin = `http://127.0.0.1:${port}`;
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  }

  try {
    await waitUntil(() => sandboxAnswers(origin), {
      what: `the sandbox on port ${port}`,
      process_: {
        child,
        get output() {
          return output;
        },
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
