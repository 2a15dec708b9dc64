// @vitest-environment node
// The server's log: JSON lines, and nothing in them a shopper could be recognised by or log in with.
import { Writable } from 'node:stream';
import { createLogger, logFormatFrom, scrub } from '@/server/logger';

function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
}

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl';

describe('log redaction', () => {
  it('replaces fields named for secrets or people, at the top and one level down', () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      {
        token: JWT,
        user: { phoneNumber: '09121234567', email: 'sara@example.com', code: '48213' },
        password: 'hunter2',
      },
      'login',
    );
    const text = JSON.stringify(lines[0]);
    for (const secret of [JWT, '09121234567', 'sara@example.com', '48213', 'hunter2'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      token: '[redacted]',
      user: { phoneNumber: '[redacted]', code: '[redacted]' },
      msg: 'login',
    });
  });

  it('scrubs tokens, phone numbers, emails and codes out of any text: messages, paths, errors', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      { path: '/login?phone=09121234567&returnUrl=/cart', detail: `Authorization: Bearer ${JWT}` },
      'sent a code to +989121234567',
    );
    logger.error(
      { err: new Error('verify failed for ۰۹۱۲۱۲۳۴۵۶۷ at /api/otp?code=4821 for ali@example.ir') },
      'failed',
    );
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [JWT, '09121234567', '+989121234567', '۰۹۱۲۱۲۳۴۵۶۷', 'code=4821', 'ali@example.ir'])
      expect(text).not.toContain(secret);
    expect(lines[0].path).toBe('/login?phone=[redacted]&returnUrl=/cart');
    expect(lines[0].msg).toBe('sent a code to [phone]');
  });

  it('keeps what is neither: route templates, order numbers, durations', () => {
    expect(scrub('GET /profile/orders/[id] 1042 200 12.5 ms')).toBe('GET /profile/orders/[id] 1042 200 12.5 ms');
    expect(scrub('/product/elden-ring?variantId=3')).toBe('/product/elden-ring?variantId=3');
  });

  it('writes one JSON line per entry with an ISO time and the level by name; LOG_LEVEL sets the level', () => {
    const { logger, lines } = capturedLogger('warn');
    logger.info('not written');
    logger.warn({ requestId: 'abc12345' }, 'written');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', requestId: 'abc12345', msg: 'written' });
    expect(new Date(String(lines[0].time)).toISOString()).toBe(lines[0].time);
  });

  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('json', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
  });
});
