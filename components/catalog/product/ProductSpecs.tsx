// The game's facts as a two-column table: publisher, developer, genres, themes, modes, perspective, release.
import { formatJalaliDate } from '@/lib/dates';
import type { Keyword, ProductDetail } from '@/services/types/commerce';

const names = (keywords: Keyword[] | null | undefined) => (keywords ?? []).map((keyword) => keyword.name).join('، ');

/** The rows that have a value, in the order the page shows them. */
export function specRows(product: ProductDetail): [string, string][] {
  return [
    ['ناشر', product.publisher?.name ?? ''],
    ['سازنده', product.developer?.name ?? ''],
    ['ژانر', names(product.genres)],
    ['تم', names(product.theme)],
    ['حالت بازی', names(product.gameplay)],
    ['زاویه دید', names(product.playerPerspective)],
    ['تاریخ انتشار', product.releaseDate ? formatJalaliDate(product.releaseDate) : ''],
  ].filter((row): row is [string, string] => Boolean(row[1]));
}

export function ProductSpecs({ product }: { product: ProductDetail }) {
  const rows = specRows(product);
  if (rows.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-base font-extrabold text-slate-900">مشخصات</h2>
      <table className="mt-2 w-full overflow-hidden rounded-2xl text-sm">
        <tbody>
          {rows.map(([label, value]) => (
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
  );
}
