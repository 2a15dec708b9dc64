// `npm test`: typecheck, lint, vitest, production build, Playwright (the shop, then the cluster). Ends with one line
// `N passed, N failed`, counted from vitest's and Playwright's JSON reports (typecheck, lint
// and the build count as one check each).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by file and title: the summary repeats them, so the tail of a CI log says which failed. */
const failedTests = [];
/** [label, output] of each runner that failed with no failed test, for the summary. */
const runFailures = [];

/**
 * Runs one step with its output on the console as it comes; resolves to whether it passed and the end of what
 * it printed (the last OUTPUT_KEPT characters), for a summary that says why a run failed without a failed test.
 */
const OUTPUT_KEPT = 20_000;
async function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  let output = '';
  const keep = (stream) => (chunk) => {
    stream.write(chunk);
    output = (output + chunk).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return { ok, output };
}

async function check(label, command, args) {
  const { ok } = await run(label, command, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
  return ok;
}

/**
 * Why a runner exited with an error while every test passed (an unhandled error, a set-up that threw, a worker
 * that timed out): its errors section when it printed one (vitest's `⎯⎯ Unhandled Errors ⎯⎯`), else its last lines.
 */
function whyTheRunFailed(output) {
  const lines = output.split('\n');
  const section = lines.findIndex((line) => /⎯{3,}.*(error|fail)/i.test(line));
  return (section >= 0 ? lines.slice(section, section + 60) : lines.slice(-30)).join('\n');
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });

await check('typecheck', 'npx', ['tsc', '--noEmit']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
await check('contract documents', 'npx', ['tsx', 'scripts/contracts/lint.mts']);
await check('contract types current', 'npx', ['tsx', 'scripts/contracts/types.mts', '--check']);
await check('contract usage current', 'npx', ['tsx', 'scripts/contracts/usage.mts', '--check']);

const vitestReport = 'test-results/vitest-report.json';
rmSync(vitestReport, { force: true });
// Which documented operations the sandbox's contract tests reached (tests/sandbox/contract.ts).
rmSync('test-results/contract-seen', { recursive: true, force: true });
const { ok: vitestOk, output: vitestOutput } = await run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (vitest.numFailedTests > 0) failures.push(`vitest: ${vitest.numFailedTests} failed`);
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failedTests.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`);
    }
  }
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  totals.failed += 1;
  failures.push('vitest (the run itself failed)');
  runFailures.push(['vitest', vitestOutput]);
}
await check('contract coverage', 'npx', ['tsx', 'scripts/contracts/coverage.mts']);

/** The tests of a Playwright JSON report that did not end as expected, by file and title path. */
function unexpectedSpecs(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected'))
        names.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

/** One Playwright run, counted from its JSON report (`report`, as its config names it). */
async function playwright(label, args, report) {
  rmSync(report, { force: true });
  const { ok, output } = await run(label, 'npx', ['playwright', 'test', ...args]);
  const results = existsSync(report) ? readJson(report) : null;
  const stats = results?.stats;
  if (stats) {
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0) failures.push(`${label}: ${stats.unexpected} failed`);
    failedTests.push(...unexpectedSpecs(results));
  }
  if (!ok && (!stats || stats.unexpected === 0)) {
    totals.failed += 1;
    failures.push(`${label} (the run itself failed)`);
    runFailures.push([label, output]);
  }
}

if (await check('build', 'npm', ['run', 'build'])) {
  await playwright('playwright', [], 'test-results/e2e-report.json');
  // The cluster (Redis, two instances, nginx) after the rest: it takes the sandbox's port for itself.
  await playwright('playwright cluster', ['-c', 'playwright.cluster.config.ts'], 'test-results/cluster-report.json');
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
for (const name of failedTests) console.log(`  ✘ ${name}`);
for (const [label, output] of runFailures)
  console.log(`\nWhy ${label} failed with no failed test:\n${whyTheRunFailed(output)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
