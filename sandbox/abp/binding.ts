// ASP.NET Core model binding as ABP hosts do it (docs/contracts/README.md, "Binding"): keys are case-insensitive,
// GET/DELETE read the query string, POST/PUT read a JSON body, arrays come in three query forms.
import type { Context } from 'hono';
import { z } from 'zod';
import { AbpValidationError, type ValidationErrorInfo } from './errors';

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/** Reads and validates the JSON body. Malformed JSON or a failed schema → 400 with validationErrors. */
export async function bindBody<S extends AnyObjectSchema>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new AbpValidationError([{ message: 'The input was not valid JSON.', members: ['input'] }]);
    }
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AbpValidationError([{ message: 'The input field is required.', members: ['input'] }]);
  }
  return validate(schema, matchKeys(schema, raw as Record<string, unknown>));
}

/** Reads and validates the query string (GET and DELETE). */
export function bindQuery<S extends AnyObjectSchema>(c: Context, schema: S): z.infer<S> {
  return validate(schema, matchKeys(schema, queryToObject(new URL(c.req.url).searchParams)));
}

/** `Type=a&Type=b`, `Type[0]=a` and `Type[]=a` all become `{ Type: ['a', 'b'] }`; single keys stay strings. */
export function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  // No prototype: a key such as `__proto__[]` is then a key like any other, never an inherited object.
  const result = Object.create(null) as Record<string, string | string[]>;
  for (const [rawKey, value] of params) {
    const isArrayForm = /\[\d*\]$/.test(rawKey);
    const key = rawKey.replace(/\[\d*\]$/, '');
    const existing = result[key];
    if (existing === undefined) result[key] = isArrayForm ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

/** Members no DTO has, which an ordinary object would take for its prototype: ignored like any unknown member. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Renames incoming keys to the schema's spelling, ignoring case (firstname → firstName). */
function matchKeys(schema: AnyObjectSchema, raw: Record<string, unknown>): Record<string, unknown> {
  const byLowerCase = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]));
  const matched: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (PROTOTYPE_KEYS.has(key.toLowerCase())) continue;
    matched[byLowerCase.get(key.toLowerCase()) ?? key] = value;
  }
  return matched;
}

function validate<S extends AnyObjectSchema>(schema: S, input: Record<string, unknown>): z.infer<S> {
  // reportInput keeps issue.input, which tells a missing member from a wrong one.
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new AbpValidationError(parsed.error.issues.map((issue) => toValidationErrorInfo(issue, input)));
}

function toValidationErrorInfo(issue: z.core.$ZodIssue, input: Record<string, unknown>): ValidationErrorInfo {
  const member = issue.path.map(String).join('.') || 'input';
  const camelMember = member.charAt(0).toLowerCase() + member.slice(1);
  const field = member.charAt(0).toUpperCase() + member.slice(1);
  // A coerced member that was never sent reaches zod as NaN, not undefined: it is missing all the same.
  const absent = issue.path.length === 1 && input[String(issue.path[0])] === undefined;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || absent);
  // zod's own English texts are replaced by ASP.NET's; schema authors' custom (Persian) messages are kept.
  const custom = !missing && !issue.message.startsWith('Invalid') && !issue.message.startsWith('Too ');
  const message = missing
    ? `The ${field} field is required.`
    : custom
      ? issue.message
      : `The field ${field} is invalid.`;
  return { message, members: [camelMember] };
}

/** A query value that may arrive once or many times, as an array of strings. */
export const queryArray = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** `?Slug=` of the by-slug reads (a product, its gallery, a brand, a category): required, trimmed. */
export const slugQuery = z.object({ slug: z.string().trim().min(1) });

/** ABP paging input: MaxResultCount 1..1000 (default 10), SkipCount ≥ 0 (default 0). */
export const pagingShape = {
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(10),
};
