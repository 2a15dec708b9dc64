// The bare account screens' own small top bar: a back link named 'بازگشت' and the page's one h1.
import { IntentLink } from '@/components/shared/IntentLink';
import { BackIcon } from '@/components/ui/icons';

export function AccountTopBar({ title, backHref }: { title: string; backHref?: string }) {
  return (
    <div className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-100 bg-white/95 px-2 py-2 backdrop-blur">
      {backHref ? (
        <IntentLink
          href={backHref}
          className="flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <BackIcon size={22} />
          <span className="sr-only">بازگشت</span>
        </IntentLink>
      ) : (
        <span className="size-11" aria-hidden="true" />
      )}
      <h1 className="text-lg font-extrabold text-slate-900">{title}</h1>
    </div>
  );
}
