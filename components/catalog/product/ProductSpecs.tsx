// The game's facts as a two-column table: publisher, developer, genres, themes, modes, perspective, release.
// The publisher and developer lead to their company's page, on the tab of what it was to this game.
import { IntentLink } from '@/components/shared/IntentLink';
import { companyHref } from '@/lib/catalog-query';
import { formatJalaliDate } from '@/lib/dates';
import type { Keyword, ProductDetail } from '@/services/types/commerce';
import { SECTION_ANCHOR_CLASS, SECTION_IDS } from './section-anchors';

const names = (keywords: Keyword[] | null | undefined) => (keywords ?? []).map((keyword) => keyword.name).join('، ');

export type SpecRow = { label: string; value: string; href?: string };

/** The rows that have a value, in the order the page shows them. */
export function specRows(product: ProductDetail): SpecRow[] {
  const { publisher, developer } = product;
  const rows: SpecRow[] = [
    {
      label: 'ناشر',
      value: publisher?.name ?? '',
      href: publisher?.slug ? companyHref(publisher.slug, 'publisher') : undefined,
    },
    {
      label: 'سازنده',
      value: developer?.name ?? '',
      href: developer?.slug ? companyHref(developer.slug, 'developer') : undefined,
    },
    { label: 'ژانر', value: names(product.genres) },
    { label: 'تم', value: names(product.theme) },
    { label: 'حالت بازی', value: names(product.gameplay) },
    { label: 'زاویه دید', value: names(product.playerPerspective) },
    { label: 'تاریخ انتشار', value: product.releaseDate ? formatJalaliDate(product.releaseDate) : '' },
  ];
  return rows.filter((row) => row.value);
}

export function ProductSpecs({ product }: { product: ProductDetail }) {
  const rows = specRows(product);
  if (rows.length === 0) return null;
  return (
    <section
      id={SECTION_IDS.specs}
      tabIndex={-1}
      aria-labelledby="product-specs"
      className={`mt-6 below-fold [--below-fold-height:320px] ${SECTION_ANCHOR_CLASS}`}
    >
      <h2 id="product-specs" className="text-base font-extrabold text-slate-900">
        مشخصات
      </h2>
      {/* The rows' and cells' styles once, on the table, rather than on each of them in the page's flight data. */}
      <table className="mt-2 w-full overflow-hidden rounded-2xl text-sm [&_td]:px-3 [&_td]:py-2.5 [&_td]:text-slate-800 [&_th]:w-28 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2.5 [&_th]:text-start [&_th]:font-medium [&_th]:text-slate-500 [&_tr]:border-b [&_tr]:border-slate-100 [&_tr:last-child]:border-0">
        <tbody>
          {rows.map(({ label, value, href }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                {href ? (
                  <IntentLink href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    <bdi>{value}</bdi>
                  </IntentLink>
                ) : (
                  <bdi>{value}</bdi>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
