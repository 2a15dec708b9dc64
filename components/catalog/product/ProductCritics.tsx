// 'نظر منتقدان': the critics' scores and, beside them, the awards the game has won (a trophy before each line).
// Shown only when the game has either.
import { Icon, type IconProps } from '@/components/ui/icons';
import { toPersianDigits } from '@/lib/digits';
import type { ProductDetail } from '@/services/types/commerce';
import { criticScores } from '@/services/server/views/critic-scores';
import { SECTION_ANCHOR_CLASS, SECTION_IDS } from './section-anchors';

const HEADING_ID = 'product-critics';

export const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5v1.5A3.5 3.5 0 0 0 8.5 11M16 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 13v4M8.5 20h7M9.5 17h5v3h-5z" />
  </Icon>
);

export function ProductCritics({ product }: { product: Pick<ProductDetail, 'rating' | 'awards'> }) {
  const ratings = criticScores(product);
  const awards = product.awards ?? [];
  if (ratings.length === 0 && awards.length === 0) return null;
  return (
    <section
      id={SECTION_IDS.critics}
      tabIndex={-1}
      aria-labelledby={HEADING_ID}
      className={`mt-6 ${SECTION_ANCHOR_CLASS}`}
    >
      <h2 id={HEADING_ID} className="text-base font-extrabold text-slate-900">
        نظر منتقدان
      </h2>
      {ratings.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="امتیاز منتقدان">
          {ratings.map((rating) => (
            <li key={rating.key} className="rounded-full bg-amber-50 px-3 py-1 text-xs font-bold text-amber-800">
              <bdi dir="ltr">{rating.site}</bdi> {toPersianDigits(rating.value)} از {toPersianDigits(rating.total)}
            </li>
          ))}
        </ul>
      ) : null}
      {awards.length ? (
        <ul className="mt-3 space-y-2" aria-label="جوایز">
          {awards.map((award) => (
            <li
              key={award}
              className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm leading-6 text-slate-700"
            >
              <TrophyIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
              {/* The award's own name and event are English inside a Persian line: each run keeps its direction. */}
              <span dir="auto">{toPersianDigits(award)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
