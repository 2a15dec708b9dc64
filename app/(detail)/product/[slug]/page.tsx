// The product page: cover, titles, the buying island, description, metadata, age ratings, FAQs, notes, related games.
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { readProduct } from '@/services/cached/catalog';
import { ProductRail } from '@/components/catalog/ProductCard';
import { ProductPurchase } from '@/components/catalog/ProductPurchase';
import { formatJalaliDate } from '@/lib/dates';
import { toPersianDigits } from '@/lib/digits';
import { sanitizeRichText } from '@/lib/sanitize';
import type { AgeRating, Keyword } from '@/services/types/commerce';

type PageProps = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function productFor(params: PageProps['params']) {
  await connection();
  const { slug } = await params;
  return readProduct(decodeURIComponent(slug));
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const product = await productFor(params);
  if (!product) return {};
  const description =
    product.page?.metas?.description ||
    `خرید اکانت ${product.persianName ?? product.name} با تحویل فوری و گارانتی از گیمینو.`;
  return { description, openGraph: { description, images: product.filePath ? [product.filePath] : undefined } };
}

const names = (keywords: Keyword[] | null | undefined) => (keywords ?? []).map((keyword) => keyword.name).join('، ');

function AgeRatingBadge({ rating, system }: { rating: AgeRating; system: 'PEGI' | 'ESRB' }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-200 p-3">
      {rating.image ? <Image src={rating.image} alt={`${system} ${rating.title ?? rating.keyword}`} width={44} height={54} /> : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">
          <bdi dir="ltr">{system}</bdi>: {rating.name}
        </p>
        {rating.description ? <p className="mt-1 text-xs leading-6 text-slate-500">{rating.description}</p> : null}
        {rating.items?.length ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {rating.items.map((descriptor) => (
              <li key={descriptor.keyword} className="rounded-full bg-slate-100 px-2 text-[11px] leading-5 text-slate-600">
                {descriptor.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export default async function ProductPage({ params, searchParams }: PageProps) {
  const product = await productFor(params);
  if (!product) notFound();
  const query = await searchParams;
  const preferredVariantId = Number(Array.isArray(query.variantId) ? query.variantId[0] : query.variantId) || undefined;
  const title = product.persianName || product.name;

  const metadataRows: [string, string][] = [
    ['ناشر', product.publisher?.name ?? ''],
    ['سازنده', product.developer?.name ?? ''],
    ['ژانر', names(product.genres)],
    ['تم', names(product.theme)],
    ['حالت بازی', names(product.gameplay)],
    ['زاویه دید', names(product.playerPerspective)],
    ['تاریخ انتشار', product.releaseDate ? formatJalaliDate(product.releaseDate) : ''],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <article className="pb-4">
      <div className="relative bg-gradient-to-b from-slate-100 to-white px-4 pt-4 pb-2">
        <div className="mx-auto w-52 overflow-hidden rounded-2xl shadow-lg">
          {product.filePath ? (
            <Image
              src={product.filePath}
              alt={product.fileAltAttribute || title}
              width={416}
              height={555}
              preload
              sizes="208px"
              className="aspect-[3/4] w-full object-cover"
            />
          ) : null}
        </div>
      </div>
      <div className="px-4">
        <h1 className="mt-3 text-center text-xl leading-8 font-extrabold text-slate-900">{title}</h1>
        {product.persianName && product.persianName !== product.name ? (
          <p dir="ltr" className="mt-1 text-center text-sm text-slate-500">
            {product.name}
          </p>
        ) : null}
        {product.rating?.length ? (
          <ul className="mt-3 flex justify-center gap-2" aria-label="امتیاز منتقدان">
            {product.rating.map((rating) => (
              <li key={rating.id} className="rounded-full bg-amber-50 px-3 py-1 text-xs font-bold text-amber-800">
                <bdi dir="ltr">{rating.type}</bdi> {toPersianDigits(rating.value)} از {toPersianDigits(rating.total)}
              </li>
            ))}
          </ul>
        ) : null}
        {product.shortDescription ? <p className="mt-3 text-center text-sm leading-7 text-slate-600">{product.shortDescription}</p> : null}

        <section className="mt-5" aria-label="خرید">
          <ProductPurchase productId={product.id} variants={product.variants ?? []} preferredVariantId={preferredVariantId} />
        </section>

        <ul className="mt-5 grid grid-cols-3 gap-2 text-center text-xs text-slate-600">
          <li className="rounded-2xl bg-slate-50 p-3">تحویل فوری پس از پرداخت</li>
          <li className="rounded-2xl bg-slate-50 p-3">گارانتی تا پایان ضمانت اکانت</li>
          <li className="rounded-2xl bg-slate-50 p-3">پشتیبانی هر روز هفته</li>
        </ul>

        {product.description ? (
          <section className="mt-6">
            <h2 className="text-base font-extrabold text-slate-900">درباره بازی</h2>
            <div
              className="mt-2 space-y-3 text-[15px] leading-8 text-slate-700 [&_a]:text-brand-600 [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(product.description) }}
            />
          </section>
        ) : null}

        {metadataRows.length ? (
          <section className="mt-6">
            <h2 className="text-base font-extrabold text-slate-900">مشخصات</h2>
            <table className="mt-2 w-full overflow-hidden rounded-2xl text-sm">
              <tbody>
                {metadataRows.map(([label, value]) => (
                  <tr key={label} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="w-28 bg-slate-50 px-3 py-2.5 text-start font-medium text-slate-500">
                      {label}
                    </th>
                    <td className="px-3 py-2.5 text-slate-800">
                      <bdi>{value}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        {product.pegi || product.esrb ? (
          <section className="mt-6 space-y-2">
            <h2 className="text-base font-extrabold text-slate-900">رده سنی</h2>
            {product.pegi ? <AgeRatingBadge rating={product.pegi} system="PEGI" /> : null}
            {product.esrb ? <AgeRatingBadge rating={product.esrb} system="ESRB" /> : null}
          </section>
        ) : null}

        {product.faqs?.length ? (
          <section className="mt-6">
            <h2 className="text-base font-extrabold text-slate-900">پرسش‌های پرتکرار</h2>
            <div className="mt-2 space-y-2">
              {product.faqs.map((faq) => (
                <details key={faq.id} className="group rounded-2xl border border-slate-200 px-4 py-3">
                  <summary className="cursor-pointer list-none font-medium text-slate-800 marker:hidden">{faq.questions}</summary>
                  <div
                    className="mt-2 text-sm leading-7 text-slate-600"
                    dangerouslySetInnerHTML={{ __html: sanitizeRichText(faq.answer) }}
                  />
                </details>
              ))}
            </div>
          </section>
        ) : null}

        <section className="mt-6 rounded-2xl bg-brand-50 p-4 text-sm leading-7 text-brand-900">
          <h2 className="font-extrabold">تحویل و گارانتی</h2>
          <p className="mt-1">
            مشخصات اکانت بلافاصله پس از پرداخت در بخش «سفارش های من» نمایش داده می‌شود. تا پایان دوره ضمانت، اگر اکانت از
            دسترس خارج شود، جایگزین یا مبلغ آن به کیف پول شما بازگردانده می‌شود. پیش از تغییر رمز یا ایمیل اکانت با پشتیبانی
            هماهنگ کنید.
          </p>
        </section>

        {product.categories?.length ? (
          <nav aria-label="دسته بندی های بازی" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {product.categories.map((category) => (
                <li key={category.slug}>
                  <Link href="/categories" className="rounded-full border border-slate-200 px-3 py-1 text-xs text-slate-600 hover:bg-slate-50">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="-mb-2">
        <ProductRail title="بازی های مشابه" href={`/products?genres=${product.genres?.[0]?.keyword ?? ''}`} products={product.similar ?? []} />
      </div>
    </article>
  );
}
