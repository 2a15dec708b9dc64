// Child processes for the cluster (scripts/cluster.mjs): started with their output kept and optionally echoed
// line by line under a name, waited on until a check passes, and stopped gracefully.
import { spawn } from 'node:child_process';

const running = new Set();
// Whatever way this script ends, nothing it started is left behind holding a port.
process.once('exit', () => running.forEach((child) => signalGroup(child, 'SIGKILL')));

/** Signals the process and whatever it started itself (tsx runs the server in a child of its own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * The most output kept per process, its latest: an instance logs a line per request, and a cluster runs for
 * days. Enough for the tests to read what a run just wrote.
 */
const KEPT_OUTPUT_CHARACTERS = 4 * 1024 * 1024;

/** Starts `command`; `echo(line)` receives each line of its output, prefixed with `name`. */
export function launch(name, command, args, { env = process.env, echo = null } = {}) {
  // A process group of its own: Ctrl-C reaches the cluster script alone, which closes everything in order.
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const process_ = { name, child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  let partial = '';
  const take = (chunk) => {
    const text = String(chunk);
    process_.output += text;
    if (process_.output.length > KEPT_OUTPUT_CHARACTERS)
      process_.output = process_.output.slice(-KEPT_OUTPUT_CHARACTERS / 2);
    if (!echo) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) echo(`[${name}] ${line}`);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  child.once('error', (error) => (process_.output += `\n${error.message}`));
  return process_;
}

export function isRunning(process_) {
  return process_.child.exitCode === null && process_.child.signalCode === null;
}

/** Sends `signal` and waits for the exit; after `graceMs` the process is killed. */
export async function stop(process_, { signal = 'SIGTERM', graceMs = 15_000 } = {}) {
  if (!isRunning(process_)) return;
  signalGroup(process_.child, signal);
  const timer = setTimeout(() => signalGroup(process_.child, 'SIGKILL'), graceMs);
  await process_.exited;
  clearTimeout(timer);
}

/** Resolves once `check()` is true; rejects with the process's output if it exits or `timeoutMs` passes. */
export async function waitUntil(check, { what, process_ = null, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if ((process_ && !isRunning(process_)) || Date.now() > deadline) {
      throw new Error(`${what} did not come up${process_ ? `:\n${process_.output.slice(-4_000)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Whether `url` answers 200. */
export function answersOk(url) {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}
