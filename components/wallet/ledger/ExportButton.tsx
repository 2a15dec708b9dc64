'use client';
// The 'خروجی اکسل' button and what became of the last export: a spinner while the file is made and fetched,
// the saved file's name, or a Persian alert when it failed (the button is its retry).
import { EXPORT_FAILED, type ExportOutcome } from './useExcelExport';
import { DownloadIcon } from './ledger-icons';

export function ExportButton({ pending, onExport }: { pending: boolean; onExport: () => void }) {
  return (
    <button
      type="button"
      onClick={onExport}
      aria-busy={pending || undefined}
      className="flex items-center gap-1.5 rounded-full border border-slate-200 px-3.5 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50 aria-busy:cursor-progress aria-busy:opacity-70"
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
        />
      ) : (
        <DownloadIcon size={18} />
      )}
      خروجی اکسل
    </button>
  );
}

export function ExportMessage({ pending, outcome }: { pending: boolean; outcome: ExportOutcome }) {
  return (
    <>
      <p role="status" className={outcome?.kind === 'saved' || pending ? 'text-sm text-slate-600' : 'sr-only'}>
        {pending ? 'در حال آماده‌سازی فایل اکسل…' : null}
        {!pending && outcome?.kind === 'saved' ? (
          <>
            فایل <bdi dir="ltr">{outcome.fileName}</bdi> دریافت شد.
          </>
        ) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2.5 text-sm leading-6 text-red-700">
          {EXPORT_FAILED} {outcome.message}
        </p>
      ) : null}
    </>
  );
}
