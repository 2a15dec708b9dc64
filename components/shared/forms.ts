// What every form's logic shares: zod validation into per-field messages, and the service's error split
// between the form's fields and one message for the whole form. The hooks are in useServiceForm.ts.
import type * as z from 'zod/mini';
import type { ServiceError } from '@/services/types/common';

export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a zod schema and keeps the first message of each field. */
export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * Splits a service error into messages for the form's own fields and one message for the form.
 * `aliases` maps a service member (e.g. 'emailOrPhoneNumber') to the form field that holds it.
 */
export function serviceErrorFor(
  error: ServiceError,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): { fieldErrors: FieldErrors; formError: string | null } {
  const fieldErrors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [member, message] of Object.entries(error.fields ?? {})) {
    const field = aliases[member] ?? member;
    if (fields.includes(field)) fieldErrors[field] ??= message;
    else unplaced.push(message);
  }
  const placed = Object.keys(fieldErrors).length > 0;
  // A validation error whose members all landed on fields needs no generic line above the form.
  const formError = placed && unplaced.length === 0 ? null : [error.message, ...unplaced].join('\n');
  return { fieldErrors, formError };
}
