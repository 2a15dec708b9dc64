'use client';
// What every account form shares: zod validation into per-field messages, the service's error mapped
// onto the fields, and a submit that runs once at a time (a double click sends once).
import { useCallback, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { ServiceError } from '@/services/types/common';

export type FieldErrors = Record<string, string>;

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

/** A submit that is ignored while the previous one is under way. */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
