// What an indexable build (docs/seo.md) tells search engines about a product's page: its metadata and its
// structured data. Pure, like services/server/views/seo.ts, whose builders these use.
import 'server-only';
import { isoWithOffset } from '@/lib/dates';
import { isShopCurrency } from '@/lib/money';
import { htmlToText } from '@/lib/sanitize';
import { absoluteUrl } from '@/lib/site-indexing';
import {
  faqPage,
  product as productData,
  videoObject,
  type OfferAvailability,
  type StructuredData,
} from '@/lib/structured-data';
import type { GalleryItem, ProductDetail, StockStatus } from '@/services/types/commerce';
import { purchaseOptions } from '@/services/commerce/purchase-options';
import { productTrail } from './product-trail';
import { crumbsOf, SITE_NAME, type PageSeo } from './seo';

const productName = (product: Pick<ProductDetail, 'persianName' | 'name'>) => product.persianName || product.name;

export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** A product's page without the variant asked for: every variant address has it as its canonical. */
export function productSeo(product: ProductDetail, description: string): PageSeo {
  const title = htmlToText(product.page?.title) || `خرید اکانت ${productName(product)}`;
  return {
    title,
    description,
    path: productPath(product.slug),
    image: product.filePath ? { url: product.filePath, alt: product.fileAltAttribute || productName(product) } : null,
  };
}

/** Stock as an offer states it: a pre-order is bought now and delivered at release; what is not sold yet has none to sell. */
export function offerAvailability(status: StockStatus): OfferAvailability {
  if (status === 'InStock') return 'InStock';
  if (status === 'OnBackOrder') return 'PreOrder';
  return 'OutOfStock';
}

/**
 * Product (one offer per buyable variant, in IRR), its breadcrumbs, a VideoObject per trailer of its gallery and,
 * when it shows questions, FAQPage. A trailer's upload date is not known: the game's release date stands for it.
 */
export function productStructuredData(
  product: ProductDetail,
  gallery: GalleryItem[],
  siteUrl: string,
): StructuredData[] {
  const url = absoluteUrl(siteUrl, productPath(product.slug));
  const pictures = [
    product.filePath,
    ...gallery.filter((item) => item.mediaType === 'Image').map((item) => item.filePath),
  ].filter(Boolean);
  const description = htmlToText(product.shortDescription) || htmlToText(product.page?.metas?.description) || undefined;
  // An offer is in IRR (productData's currency): a variant priced in another currency is left out.
  const offers = purchaseOptions(product.variants)
    .filter(({ item }) => isShopCurrency(item.currencyType))
    .map(({ platform, node, item }) => ({
      name: `${node.value} ${platform.value}`,
      sku: item.sku,
      url: `${url}?variantId=${item.id}`,
      price: item.salePrice,
      availability: offerAvailability(item.status),
    }));
  const released = isoWithOffset(product.releaseDate);
  const videos = gallery
    .filter((item) => item.mediaType === 'Video' && item.thumbnail && released)
    .map((item) =>
      videoObject({
        name: item.fileTitleAttribute || item.fileAltAttribute || `تریلر ${productName(product)}`,
        description: item.fileAltAttribute || item.fileTitleAttribute || `تریلر ${productName(product)}`,
        thumbnailUrl: absoluteUrl(siteUrl, item.thumbnail),
        uploadDate: released!,
        contentUrl: absoluteUrl(siteUrl, item.cdnPath || item.filePath),
        durationSeconds: item.duration,
      }),
    );
  // The same trail as the page's visible breadcrumbs.
  const trail = productTrail(product).map((step): [string, string] => [step.name, step.path]);
  const faqs = (product.faqs ?? [])
    .map((faq) => ({ question: htmlToText(faq.questions), answer: htmlToText(faq.answer) }))
    .filter((faq) => faq.question && faq.answer);
  return [
    productData({
      name: productName(product),
      url,
      images: pictures.map((picture) => absoluteUrl(siteUrl, picture)),
      description,
      brand: product.brands?.[0]?.name,
      offers,
      seller: SITE_NAME,
    }),
    crumbsOf(siteUrl, trail),
    ...videos,
    ...(faqs.length ? [faqPage(faqs)] : []),
  ];
}
