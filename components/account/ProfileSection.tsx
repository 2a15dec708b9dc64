// One titled box of /profile/edit.
import type { ReactNode } from 'react';

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4">
      <h2 id={id} className="font-extrabold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'وضعیت: تأیید شده' in green or 'تأیید نشده' in amber, for an e-mail address or a phone number. */
export function ConfirmationStatus({ confirmed }: { confirmed: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      وضعیت:{' '}
      <span className={confirmed ? 'font-bold text-emerald-700' : 'font-bold text-amber-700'}>
        {confirmed ? 'تأیید شده' : 'تأیید نشده'}
      </span>
    </p>
  );
}
