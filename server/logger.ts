// The server's log (pino): one JSON line per request and per failed read of a service, for a log shipper to
// read; readable lines instead on a terminal, or with LOG_FORMAT=pretty. LOG_LEVEL sets the level (info).
// Nothing a shopper could be recognised by, or could log in with, reaches a line: fields with such names are
// replaced whole, and any text is scrubbed of tokens, phone numbers, email addresses and codes in addresses.
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

const REDACTED = '[redacted]';

/** Field names whose value is never logged, at any depth (compared without case). */
const SECRET_FIELDS = new Set([
  'authorization',
  'cookie',
  'token',
  'accesstoken',
  'refreshtoken',
  'password',
  'phonenumber',
  'phone',
  'email',
  'code',
  'otp',
]);

const DIGIT = '[0-9\u06F0-\u06F9\u0660-\u0669]';
// One pass over a text, each alternative a kind of secret: a JWT; a bearer token; the value of a query parameter
// whose name says it carries a secret or a person; an email address; an Iranian mobile number in any of its
// spellings and digits (0912…, 912…, +98912…, 0098912…).
const SECRETS = new RegExp(
  [
    String.raw`(?<jwt>eyJ[\w-]+\.[\w-]+\.[\w-]*)`,
    String.raw`(?<bearer>\bbearer\s+)[\w.~+/-]+=*`,
    String.raw`(?<parameter>[?&;][^=&#\s]*(?:token|code|otp|password|phone|mobile|email|secret|key)[^=&#\s]*=)[^&#\s]*`,
    String.raw`(?<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`,
    `(?<phone>(?:(?:\\+|00)?98|0)?9${DIGIT}{9}(?!${DIGIT}))`,
  ].join('|'),
  'gi',
);
// Only a text with one of these can hold a secret: most lines are checked by this alone.
const MAY_HOLD_SECRET = new RegExp(`${DIGIT}|@|eyJ|bearer|=`, 'i');

export function scrub(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(SECRETS, (...args) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    if (groups.jwt) return '[token]';
    if (groups.bearer) return `${groups.bearer}${REDACTED}`;
    if (groups.parameter) return `${groups.parameter}${REDACTED}`;
    return groups.email ? '[email]' : '[phone]';
  });
}

/** A log entry's fields with every secret-named field replaced and every text scrubbed. */
function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    result[key] = SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : scrubFields(item, depth + 1);
  return result;
}

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when it names one; else readable on a terminal, JSON for anything that reads the output. */
export function logFormatFrom(configured: string | undefined, isTerminal: boolean): LogFormat {
  if (configured === 'json' || configured === 'pretty') return configured;
  return isTerminal ? 'pretty' : 'json';
}

type LoggerOptions = { level?: string; format?: LogFormat; destination?: DestinationStream };

export function createLogger({
  level = process.env.LOG_LEVEL || 'info',
  format = logFormatFrom(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
  destination,
}: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => scrubFields(fields) as Record<string, unknown>,
    },
    serializers: { err: (error: unknown) => scrubFields(pino.stdSerializers.err(error as Error)) },
    hooks: {
      logMethod(args, method) {
        return method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  const stream =
    destination ??
    (format === 'pretty' ? pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }) : undefined);
  return stream ? pino(options, stream) : pino(options);
}
