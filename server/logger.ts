// The server's log (pino): one JSON line per request and per failed read of a service, for a log shipper to
// read; readable lines instead on a terminal, or with LOG_FORMAT=pretty. LOG_LEVEL sets the level (info).
// Nothing a shopper could be recognised by, or could log in with, reaches a line: fields with such names are
// replaced whole, and any text is scrubbed of tokens, phone numbers, email addresses and codes in addresses.
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

const REDACTED = '[redacted]';

/** Field names whose value is never logged, wherever they stand (pino's redact paths, one level deep and top). */
const SECRET_FIELDS = ['authorization', 'cookie', 'token', 'accessToken', 'refreshToken', 'password', 'phoneNumber', 'phone', 'email', 'code', 'otp'];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

const DIGIT = '[0-9\u06F0-\u06F9\u0660-\u0669]';
const SCRUBBERS: [RegExp, string][] = [
  // A JWT, wherever it stands.
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(bearer\s+)[\w.~+/-]+=*/gi, `$1${REDACTED}`],
  // A query parameter whose name says it carries a secret or a person: its value.
  [/([?&;][^=&#\s]*(?:token|code|otp|password|phone|mobile|email|secret|key)[^=&#\s]*=)[^&#\s]*/gi, `$1${REDACTED}`],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // An Iranian mobile number in any of its spellings and digits: 0912…, 912…, +98912…, 0098912…
  [new RegExp(`(?:(?:\\+|00)?98|0)?9${DIGIT}{9}(?!${DIGIT})`, 'g'), '[phone]'],
];

export function scrub(text: string): string {
  return SCRUBBERS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function scrubValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValues(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValues(item, depth + 1)]));
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
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { level: (label) => ({ level: label }), log: (fields) => scrubValues(fields) as Record<string, unknown> },
    serializers: { err: (error: unknown) => scrubValues(pino.stdSerializers.err(error as Error)) },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  const stream = destination ?? (format === 'pretty' ? pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }) : undefined);
  return stream ? pino(options, stream) : pino(options);
}
