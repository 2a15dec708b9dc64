// The top of the product page: the cover (the page's largest paint, preloaded) with the page's own action at its
// corner (the wishlist heart), the titles and the short description. The critics' scores are in ProductCritics.
import type { ReactNode } from 'react';
import { ServerImage } from '@/components/ui/ServerImage';
import type { ProductDetail } from '@/services/types/commerce';
import { largestPaintImage } from '@/components/ui/largest-paint';

export function productTitle(product: Pick<ProductDetail, 'persianName' | 'name'>): string {
  return product.persianName || product.name;
}

export function ProductCover({ product, action }: { product: ProductDetail; action?: ReactNode }) {
  return (
    <div className="relative bg-gradient-to-b from-slate-100 to-white px-4 pt-4 pb-2">
      <div className="mx-auto w-52 overflow-hidden rounded-2xl shadow-lg">
        {product.filePath ? (
          <ServerImage
            src={product.filePath}
            alt={product.fileAltAttribute || productTitle(product)}
            // Drawn 208 px wide (w-52) on every phone: one width at 1x and one at 2x, chosen by the screen's density.
            width={208}
            height={277}
            {...largestPaintImage(true)}
            className="aspect-[3/4] w-full object-cover"
          />
        ) : null}
      </div>
      {action ? <div className="absolute end-4 top-4">{action}</div> : null}
    </div>
  );
}

export function ProductTitles({ product }: { product: ProductDetail }) {
  return (
    <>
      <h1 className="mt-3 text-center text-xl leading-8 font-extrabold text-slate-900">{productTitle(product)}</h1>
      {product.persianName && product.persianName !== product.name ? (
        <p dir="ltr" className="mt-1 text-center text-sm text-slate-500">
          {product.name}
        </p>
      ) : null}
      {product.shortDescription ? (
        <p className="mt-3 text-center text-sm leading-7 text-slate-600">{product.shortDescription}</p>
      ) : null}
    </>
  );
}
