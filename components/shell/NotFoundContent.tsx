// The Persian not-found message; the pages around it decide the frame.
import { IntentLink } from '@/components/shared/IntentLink';

export function NotFoundContent({ what = 'صفحه' }: { what?: string }) {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        ۴۰۴
      </p>
      <h1 className="mt-4 text-xl font-extrabold text-slate-900">{what} مورد نظر پیدا نشد</h1>
      <p className="mt-2 leading-7 text-slate-500">
        ممکن است نشانی را اشتباه وارد کرده باشید یا این {what} دیگر وجود نداشته باشد.
      </p>
      <div className="mt-6 flex gap-3">
        <IntentLink href="/" className="rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700">
          صفحه اصلی
        </IntentLink>
        <IntentLink
          href="/products"
          className="rounded-xl border border-slate-200 px-5 py-3 font-bold text-slate-700 hover:bg-slate-50"
        >
          مشاهده محصولات
        </IntentLink>
      </div>
    </section>
  );
}
