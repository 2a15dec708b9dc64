'use client';
// The state of a form that calls a service: what was typed, the errors under the fields and above the
// submit, and a submit that runs once at a time (a double click sends once). The pure parts are in forms.ts.
import { useCallback, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { groupField } from '@/components/ui/form/fields';
import type { ServiceError } from '@/services/types/common';
import { serviceErrorFor, validate, type FieldErrors } from './forms';

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

/** A form's typed values; `bind(field, errors)` gives an input its value, its onChange and its error. */
export function useFieldValues<T extends Record<string, string>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const change = useCallback(
    (field: keyof T, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const bind = (field: keyof T & string, errors: FieldErrors = {}) =>
    groupField({ values, errors, onChange: change }, field);
  return { values, change, bind };
}

/**
 * Errors and submit of one form. `expire` handles a 401 (useSessionExpiry) before anything is shown.
 * `handleSubmit` makes the form's onSubmit: the values are checked with a zod schema, mistakes go under
 * their fields, and clean values go to the task, run once at a time with the old errors cleared.
 */
export function useServiceForm({ expire }: { expire?: (error: ServiceError) => boolean } = {}) {
  const { pending, run } = useSubmission();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows a service error: members on the named fields (through `aliases`), the rest above the submit. */
  const fail = (error: ServiceError, fields: readonly string[], aliases?: Record<string, string>) => {
    if (expire?.(error)) return;
    const mapped = serviceErrorFor(error, fields, aliases);
    setErrors(mapped.fieldErrors);
    setFormError(mapped.formError);
  };

  const clear = () => {
    setErrors({});
    setFormError(null);
  };

  const start = (task: () => Promise<void>) =>
    run(async () => {
      clear();
      await task();
    });

  const handleSubmit =
    <S extends z.ZodMiniType>(schema: S, values: unknown, task: (data: z.output<S>) => Promise<void>) =>
    (event: { preventDefault: () => void }) => {
      event.preventDefault();
      const checked = validate(schema, values);
      if (checked.ok) void start(() => task(checked.data));
      else setErrors(checked.errors);
    };

  return { pending, errors, setErrors, formError, setFormError, fail, clear, start, handleSubmit };
}
export type FieldValues<T extends Record<string, string>> = ReturnType<typeof useFieldValues<T>>;
