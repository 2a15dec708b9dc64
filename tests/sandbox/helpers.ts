// Starts a real sandbox for contract tests: a temporary SQLite file, a random loopback port, real HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { sandboxConfig } from '@/sandbox/config';
import type { SandboxDeps } from '@/sandbox/deps';
import * as platform from '@/sandbox/platform';
import { checkAnswer, loadOperations, takeViolations, writeSeen } from './contract';

/** The cheap scrypt cost of the contract tests' sandboxes (SANDBOX_SCRYPT_LOG_N). */
export const TEST_SCRYPT_LOG_N = 12;

export type StartedSandbox = { url: string; deps: SandboxDeps; close(): Promise<void> };

/** `modules` narrows the sandbox to some services; by default all five run, as in `npm run sandbox`. */
export async function startSandbox(options: { modules?: platform.SandboxModules } = {}): Promise<StartedSandbox> {
  // Loaded lazily so a test of one service does not need every other service's code.
  const modules = options.modules ?? (await import('@/sandbox/services')).sandboxModules;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gamino-sandbox-'));
  // scrypt at N = 2^12 rather than OWASP's 2^17: a hash in milliseconds, for the hundreds of sign-ins of the suite.
  // The production parameters have their own test (identity-password-hashes.test.ts).
  const config = {
    ...sandboxConfig,
    databaseFile: path.join(directory, 'sandbox.db'),
    logOtp: false,
    scryptLogN: TEST_SCRYPT_LOG_N,
  };
  const db = platform.openSandboxDatabase(config.databaseFile, modules, config);
  const deps: SandboxDeps = { db, config };
  const app = platform.createSandboxApp(deps, modules);
  await loadOperations();
  // Every answer is checked against the contract documents on its way out (tests/sandbox/contract.ts).
  const fetch = async (request: Request) => {
    const response = await app.fetch(request);
    await checkAnswer(request, response.clone());
    return response;
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Absolute file URLs (covers, logos) are built on the public URL; point them at this server.
  sandboxConfig.publicUrl = url;
  config.publicUrl = url;
  return {
    url,
    deps,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => {
          db.close();
          fs.rmSync(directory, { recursive: true, force: true });
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** Fails the test whose calls got an answer the contract documents do not allow; call once per test file. */
export function checkContractAfterEachTest(): void {
  afterEach(() => {
    expect(takeViolations(), 'answers that break contracts/*.openapi.yaml').toEqual([]);
  });
  afterAll(() => writeSeen(`${process.pid}-${Date.now()}`));
}

/**
 * Starts a sandbox before the test file runs and closes it afterwards. The returned object reads the
 * running sandbox lazily, so helpers can be built from it at the top of the file.
 */
export function sandboxForThisFile(options: { modules?: platform.SandboxModules } = {}): StartedSandbox {
  let started: StartedSandbox | undefined;
  checkContractAfterEachTest();
  beforeAll(async () => {
    started = await startSandbox(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const running = () => {
    if (!started) throw new Error('the sandbox is not running outside the tests of this file');
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get deps() {
      return running().deps;
    },
    close: () => running().close(),
  };
}

/** The ABP envelope of a call without a valid login (401). */
export const UNAUTHORIZED_ENVELOPE = {
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 0, message: 'ورود کابر جاری منقضی شده است', details: null, validationErrors: null },
  unAuthorizedRequest: true,
  __abp: true,
};

export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

export type AbpBody<T = unknown> = {
  result: T | null;
  targetUrl: null;
  success: boolean;
  error: {
    code: number;
    message: string;
    details: string | null;
    validationErrors: { message: string; members: string[] }[] | null;
  } | null;
  unAuthorizedRequest: boolean;
  __abp: true;
};

/** A JSON request over real HTTP; `body` objects are sent as JSON, strings as they are. */
export async function request<T = AbpBody>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body =
    init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}
