// Vitest global set-up of the unit project: the local sandbox as its own process on a free port with a
// throw-away database, so the shop's tests meet it over HTTP exactly as the shop does (never by import).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}):\n${log()}`);
    const answered = await fetch(`${url}/blog/wp-json/wp/v2/posts?per_page=1`).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sandbox did not answer within a minute:\n${log()}`);
}

export default async function startSandbox(project: TestProject) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-unit-sandbox-'));
  let output = '';
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'sandbox/server.ts'], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      // The origin the shop's defaults name, so absolute file URLs read as they do in development.
      SANDBOX_PUBLIC_URL: 'http://localhost:4010',
      SANDBOX_DB_FILE: path.join(directory, 'sandbox.db'),
      SANDBOX_LOG_OTP: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilServing(url, child, () => output);
  project.provide('sandboxUrl', url);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
}
