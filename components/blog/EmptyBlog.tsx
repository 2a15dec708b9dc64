// /blogs with no posts yet.
import { IntentLink } from '@/components/shared/IntentLink';
import { ArticleIcon } from '@/components/ui/content-icons';

export function EmptyBlog() {
  return (
    <div className="mx-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <ArticleIcon size={44} className="text-slate-300" />
      <h2 className="mt-4 text-base font-extrabold text-slate-900">هنوز مطلبی منتشر نشده است</h2>
      <p className="mt-1 text-sm leading-7 text-slate-500">به‌زودی راهنماها، خبرها و نقدهای تازه را اینجا می‌خوانید.</p>
      <IntentLink
        href="/products"
        className="mt-5 rounded-xl bg-brand-600 px-5 py-3 text-sm font-bold text-white hover:bg-brand-700"
      >
        مشاهده محصولات
      </IntentLink>
    </div>
  );
}
