// PEGI and ESRB: the rating's badge, its name and description, and the content descriptors.
import { ServerImage } from '@/components/ui/ServerImage';
import type { AgeRating, ProductDetail } from '@/services/types/commerce';

function AgeRatingBadge({ rating, system }: { rating: AgeRating; system: 'PEGI' | 'ESRB' }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-200 p-3">
      {rating.image ? (
        <ServerImage src={rating.image} alt={`${system} ${rating.title ?? rating.keyword}`} width={44} height={54} />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">
          <bdi dir="ltr">{system}</bdi>: {rating.name}
        </p>
        {rating.description ? <p className="mt-1 text-xs leading-6 text-slate-500">{rating.description}</p> : null}
        {rating.items?.length ? (
          <ul className="rating-descriptors mt-1 flex flex-wrap gap-1">
            {rating.items.map((descriptor) => (
              <li key={descriptor.keyword}>{descriptor.name}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function AgeRatings({ product }: { product: Pick<ProductDetail, 'pegi' | 'esrb'> }) {
  if (!product.pegi && !product.esrb) return null;
  return (
    <section className="mt-6 space-y-2 below-fold [--below-fold-height:284px]">
      <h2 className="text-base font-extrabold text-slate-900">رده سنی</h2>
      {product.pegi ? <AgeRatingBadge rating={product.pegi} system="PEGI" /> : null}
      {product.esrb ? <AgeRatingBadge rating={product.esrb} system="ESRB" /> : null}
    </section>
  );
}
