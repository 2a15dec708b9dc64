// The hint and the error under a control that the shared text fields do not cover (select, checkbox, group),
// with the ids its aria-describedby names.

/** Room above a control the form focuses, so the sticky header (3.5rem) never covers it or its label. */
export const SCROLL_MARGIN = 'scroll-mt-28';

export function describedBy(id: string, hint: string | null, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldNotes({ id, hint, error }: { id: string; hint: string | null; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs leading-5 text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm leading-6 text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
