// The product page's reading parts: the shop's promises, the description, the FAQs, the delivery and
// warranty note, and the game's categories. HTML from the catalog goes through lib/sanitize.ts. The parts past
// the buying island are `below-fold`, each with its usual height at 390 px: a first load lays out only the
// sections near the first screen (docs/performance.md).
import { IntentLink } from '@/components/shared/IntentLink';
import { catalogPath } from '@/lib/catalog-query';
import { persianNumbersInText } from '@/lib/persian-numbers';
import { sanitizeRichText } from '@/lib/sanitize';
import type { ProductDetail } from '@/services/types/commerce';
import { ServiceHtml } from '@/components/ui/ServiceHtml';
import { SECTION_ANCHOR_CLASS, SECTION_IDS } from './section-anchors';

const sectionTitle = 'text-base font-extrabold text-slate-900';

export function ProductPromises() {
  return (
    <ul className="mt-5 grid grid-cols-3 gap-2 text-center text-xs text-slate-600">
      <li className="rounded-2xl bg-slate-50 p-3">تحویل فوری پس از پرداخت</li>
      <li className="rounded-2xl bg-slate-50 p-3">گارانتی تا پایان ضمانت اکانت</li>
      <li className="rounded-2xl bg-slate-50 p-3">پشتیبانی هر روز هفته</li>
    </ul>
  );
}

export function ProductDescription({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return (
    <section
      id={SECTION_IDS.description}
      tabIndex={-1}
      aria-labelledby="product-description"
      className={`mt-6 below-fold [--below-fold-height:376px] ${SECTION_ANCHOR_CLASS}`}
    >
      <h2 id="product-description" className={sectionTitle}>
        درباره بازی
      </h2>
      <ServiceHtml
        className="mt-2 space-y-3 text-[15px] leading-8 text-slate-700 [&_a]:text-brand-600 [&_a]:underline"
        html={sanitizeRichText(html)}
      />
    </section>
  );
}

export function ProductFaqs({ faqs }: { faqs: ProductDetail['faqs'] }) {
  if (!faqs?.length) return null;
  return (
    <section
      id={SECTION_IDS.faqs}
      tabIndex={-1}
      aria-labelledby="product-faqs"
      className={`mt-6 below-fold [--below-fold-height:180px] ${SECTION_ANCHOR_CLASS}`}
    >
      <h2 id="product-faqs" className={sectionTitle}>
        پرسش‌های پرتکرار
      </h2>
      <div className="product-faqs mt-2 space-y-2">
        {faqs.map((faq) => (
          <details key={faq.id}>
            <summary>{persianNumbersInText(faq.questions)}</summary>
            <ServiceHtml html={sanitizeRichText(faq.answer)} />
          </details>
        ))}
      </div>
    </section>
  );
}

export function DeliveryNote() {
  return (
    <section className="mt-6 rounded-2xl bg-brand-50 p-4 text-sm leading-7 text-brand-900 below-fold [--below-fold-height:204px]">
      <h2 className="font-extrabold">تحویل و گارانتی</h2>
      <p className="mt-1">
        مشخصات اکانت بلافاصله پس از پرداخت در بخش «سفارش های من» نمایش داده می‌شود. تا پایان دوره ضمانت، اگر اکانت از
        دسترس خارج شود، جایگزین یا مبلغ آن به کیف پول شما بازگردانده می‌شود. پیش از تغییر رمز یا ایمیل اکانت با پشتیبانی
        هماهنگ کنید.
      </p>
    </section>
  );
}

export function ProductCategories({ categories }: { categories: ProductDetail['categories'] }) {
  if (!categories?.length) return null;
  return (
    <nav aria-label="دسته بندی های بازی" className="mt-6 below-fold [--below-fold-height:56px]">
      {/* The chips' style once, on the list, rather than on each link in the page's flight data. */}
      <ul className="flex flex-wrap gap-2 [&_a]:rounded-full [&_a]:border [&_a]:border-slate-200 [&_a]:px-3 [&_a]:py-1 [&_a]:text-xs [&_a]:text-slate-600 [&_a:hover]:bg-slate-50">
        {categories.map((category) => (
          <li key={category.slug}>
            <IntentLink href={catalogPath({ kind: 'category', slug: category.slug })}>{category.name}</IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
