// What the identity tests do over real HTTP, bound to one running sandbox of the identity host alone:
// fresh phone numbers, one-time codes read from /__sandbox/otp, sign-in and registration.
// Shared by the identity-*.test.ts files.
import type { components } from '@/contracts/generated/identity';
import { createIdentityApp, identityMigrations, seedIdentity } from '@/sandbox/identity';
import { DEMO_USER } from '@/sandbox/seed/demo';
import { expect, vi } from 'vitest';
import { request, type AbpBody, type StartedSandbox } from './helpers';

export const identityOnly = {
  services: [
    { name: 'identity' as const, migrations: identityMigrations, seed: seedIdentity, createApp: createIdentityApp },
  ],
};

export type LoginResult = components['schemas']['AuthenticateResultModel'];

/** Only Date is faked: sockets and timers keep running, the sandbox's clock is ours. */
export function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-12-14T10:00:00Z'));
  return (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

export function identityCalls(sandbox: StartedSandbox) {
  const api = (path: string) => `${sandbox.url}/identity/api/services/app/${path}`;
  let nextPhone = 100;
  /** A fresh, unregistered number per test, so the 60 s resend rule never links tests. */
  const freshPhone = () => `0935000${String(nextPhone++).padStart(4, '0')}`;

  async function lastCode(phoneNumber: string): Promise<string> {
    const response = await request<{ code: string }>(`${sandbox.url}/__sandbox/otp?phoneNumber=${phoneNumber}`);
    expect(response.status).toBe(200);
    return response.body.code;
  }

  async function sendOtp(phoneNumber: string) {
    return request(api('OTP/SendOTP'), { body: { emailOrPhoneNumber: phoneNumber } });
  }

  async function passwordLogin(identifier: string, password: string) {
    return request<AbpBody<LoginResult>>(`${sandbox.url}/identity/api/TokenAuth/Login`, {
      body: { emailOrPhoneNumber: identifier, password },
    });
  }

  async function demoToken(): Promise<string> {
    const response = await passwordLogin(DEMO_USER.phoneNumber, DEMO_USER.password);
    expect(response.status).toBe(200);
    return response.body.result!.accessToken;
  }

  /** Registers a new user by OTP and returns its token. */
  async function registerUser(phoneNumber: string, password = 'secret12') {
    await sendOtp(phoneNumber);
    const response = await request<AbpBody<LoginResult>>(api('OTP/Register'), {
      body: { emailOrPhoneNumber: phoneNumber, code: await lastCode(phoneNumber), password },
    });
    expect(response.status).toBe(200);
    return response.body.result!;
  }

  return { api, freshPhone, lastCode, sendOtp, passwordLogin, demoToken, registerUser };
}
