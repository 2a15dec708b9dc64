// A body limit on every host, answered 413 in the host's own error shape (docs/contracts/README.md, "Binding";
// cms.md and blog.md, "Errors"): ABP hosts 256 KiB, the CMS and the blog 64 KiB; the development endpoints'
// 16 KiB is in dev-endpoints.test.ts.
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const KiB = 1024;

/** A JSON object of about `size` bytes. */
const jsonOfSize = (size: number) => JSON.stringify({ data: { Name: 'x', Contact: 'x', Message: 'x'.repeat(size) } });

/** The same body sent without Content-Length, in chunks, as a client that streams it would. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * KiB));
      offset += 16 * KiB;
    },
  });
}

describe('body limits', () => {
  it.each([
    'identity/api/services/app/OTP/SendOTP',
    'payment/api/services/app/UserDepositBankGateway/MakeToken',
    'commerce/api/services/app/Product/SearchWithFacets',
    'discount/api/services/app/Discount/Register',
  ])('ABP %s: over 256 KiB is a 413 envelope with a Persian message', async (path) => {
    const response = await request<AbpBody>(`${sandbox.url}/${path}`, { body: jsonOfSize(300 * KiB) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: { code: 0, message: 'حجم درخواست بیش از حد مجاز است.', details: null, validationErrors: null },
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('ABP: a streamed body without Content-Length is cut off at the limit too', async () => {
    const response = await fetch(`${sandbox.url}/identity/api/services/app/OTP/SendOTP`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
      body: streamed(jsonOfSize(300 * KiB)),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as AbpBody).error!.message).toBe('The request body is too large.');
  });

  it('CMS: a contact message over 64 KiB is a 413 PayloadTooLargeError; a normal one is still stored', async () => {
    const response = await request(`${sandbox.url}/cms/api/contacts`, { body: jsonOfSize(70 * KiB) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      data: null,
      error: { status: 413, name: 'PayloadTooLargeError', message: 'Payload Too Large', details: {} },
    });
    const normal = await request(`${sandbox.url}/cms/api/contacts`, {
      body: { data: { Name: 'مریم', Contact: '09123456789', Message: 'پیامی کوتاه برای پشتیبانی.' } },
    });
    expect(normal.status).toBe(201);
  });

  it('blog: a body over 64 KiB is a 413 in WordPress shape', async () => {
    const response = await request(`${sandbox.url}/blog/wp-json/wp/v2/posts`, { body: jsonOfSize(70 * KiB) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'rest_request_too_large',
      message: 'The request body is too large.',
      data: { status: 413 },
    });
  });
});
