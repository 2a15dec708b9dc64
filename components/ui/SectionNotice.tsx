// What stands in place of a section whose service did not answer: a quiet line, the rest of the page goes on.
export function SectionNotice({ label, message }: { label: string; message: string }) {
  return (
    <section aria-label={label} className="mx-4 mt-4">
      <p
        role="status"
        className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm leading-7 text-slate-600"
      >
        {message}
      </p>
    </section>
  );
}
