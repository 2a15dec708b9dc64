// Shared msw set-up for the service and store tests: a server, ABP envelope builders and a request recorder.
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

export function startMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const IDENTITY = 'http://localhost:4010/identity';
export const PAYMENT = 'http://localhost:4010/payment';
export const COMMERCE = 'http://localhost:4010/commerce';
export const CMS = 'http://localhost:4010/cms';
export const BLOG = 'http://localhost:4010/blog';
export const DISCOUNT = 'http://localhost:4010/discount';

export function abpOk<T>(result: T) {
  return HttpResponse.json({
    result,
    targetUrl: null,
    success: true,
    error: null,
    unAuthorizedRequest: false,
    __abp: true,
  });
}

export function abpError(
  status: number,
  error: {
    message: string;
    code?: number;
    details?: string | null;
    validationErrors?: { message: string; members: string[] }[] | null;
  },
) {
  return HttpResponse.json(
    {
      result: null,
      targetUrl: null,
      success: false,
      error: { code: 0, details: null, validationErrors: null, ...error },
      unAuthorizedRequest: status === 401,
      __abp: true,
    },
    { status },
  );
}

export const abpUnauthorized = () => abpError(401, { message: 'Current user did not login to the application!' });

/** Records every request a handler sees, so a test can read the headers that went out. */
export function recordRequests() {
  const requests: Request[] = [];
  return {
    requests,
    record(request: Request) {
      requests.push(request.clone());
    },
    get last(): Request {
      const last = requests.at(-1);
      if (!last) throw new Error('no request was made');
      return last;
    },
  };
}

export const demoProfile = {
  id: 1,
  userName: '09123456789',
  firstName: 'علی',
  lastName: 'رضایی',
  emailAddress: null,
  isEmailConfirmed: false,
  phoneNumber: '09123456789',
  isPhoneNumberConfirmed: true,
  isActive: true,
  gender: true,
  birthDay: null,
  nationalId: null,
  nationalityId: null,
  isNewsletter: false,
  timezone: null,
};
