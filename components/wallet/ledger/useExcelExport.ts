'use client';
// 'خروجی اکسل': the service makes the file of the filtered ledger, then the file is fetched with its one-time
// key and saved through an object URL. One at a time (a double click makes one file); a 401 ends the session.
import { useState } from 'react';
import { downloadExportFile, exportTransactions, type TransactionFilters } from '@/services/payment';
import { useSubmission } from '@/components/shared/useServiceForm';
import { useSessionExpiry } from '@/components/shared/useSessionExpiry';

export const EXPORT_FAILED = 'خروجی اکسل آماده نشد.';

/** How long the saved file's object URL is kept: long enough for the browser to take it over. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands the bytes to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'failed'; message: string } | null;

export function useExcelExport(filters: TransactionFilters) {
  const expire = useSessionExpiry();
  const { pending, run } = useSubmission();
  const [outcome, setOutcome] = useState<ExportOutcome>(null);

  const start = () =>
    run(async () => {
      setOutcome(null);
      const made = await exportTransactions(filters);
      const file = made.ok ? await downloadExportFile(made.data) : made;
      if (!file.ok) {
        if (!expire(file.error)) setOutcome({ kind: 'failed', message: file.error.message });
        return;
      }
      saveFile(file.data.blob, file.data.fileName);
      setOutcome({ kind: 'saved', fileName: file.data.fileName });
    });

  return { pending, outcome, start };
}
