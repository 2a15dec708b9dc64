// Vitest global set-up of the unit project: the local sandbox as its own process on a free port with a
// throw-away database, so the shop's tests meet it over HTTP exactly as the shop does (never by import).
import net from 'node:net';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../../scripts/sandbox-process.mjs';

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

export default async function startUnitSandbox(project: TestProject) {
  // The origin the shop's defaults name, so absolute file URLs read as they do in development.
  const sandbox = await startSandbox({ port: await freePort(), publicUrl: 'http://localhost:4010' });
  project.provide('sandboxUrl', sandbox.origin);
  return sandbox.stop;
}
