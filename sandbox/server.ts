// `npm run sandbox`: the six stand-in services on one port (default http://localhost:4010).
import { serve } from '@hono/node-server';
import { createSandboxApp, openSandboxDatabase } from './app';
import { listeningProblem, sandboxConfig } from './config';
import { DEMO_USER } from './seed/demo';

const problem = listeningProblem(sandboxConfig);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const db = openSandboxDatabase(sandboxConfig.databaseFile);
const app = createSandboxApp({ db, config: sandboxConfig });

const server = serve({ fetch: app.fetch, port: sandboxConfig.port, hostname: sandboxConfig.host }, (info) => {
  console.log(`[sandbox] listening on ${info.address} port ${info.port} (database ${sandboxConfig.databaseFile})`);
  console.log(
    `[sandbox] hosts: /identity /payment /commerce /discount /cms /blog · demo account ${DEMO_USER.phoneNumber} / ${DEMO_USER.password}`,
  );
  console.log(`[sandbox] one-time codes: GET /__sandbox/otp?phoneNumber=${DEMO_USER.phoneNumber}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[sandbox] ${signal}: closing`);
  // Stop accepting connections, let open requests finish, then close the database.
  const forceExit = setTimeout(() => process.exit(1), 5000);
  forceExit.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
