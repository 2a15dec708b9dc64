// The product page's sections that the tabs bar links to, in page order: only those the page has for this game.
import type { GalleryItem, ProductDetail, ProductListItem } from '@/services/types/commerce';
import { criticScores } from '@/services/server/views/critic-scores';
import { specRows } from './ProductSpecs';
import { SECTION_IDS } from './section-anchors';

export type ProductSection = { id: string; label: string };

export const SIMILAR_GAMES = 'بازی های مشابه';

type PageContent = { product: ProductDetail; gallery: GalleryItem[]; similar: ProductListItem[] };

export function productSections({ product, gallery, similar }: PageContent): ProductSection[] {
  const sections: [boolean, ProductSection][] = [
    [gallery.some((item) => item.mediaType === 'Video'), { id: SECTION_IDS.video, label: 'ویدیو' }],
    [
      Boolean(criticScores(product, false).length || product.awards?.length),
      { id: SECTION_IDS.critics, label: 'نظر منتقدان' },
    ],
    [Boolean(product.description), { id: SECTION_IDS.description, label: 'توضیحات' }],
    [specRows(product).length > 0, { id: SECTION_IDS.specs, label: 'مشخصات' }],
    [Boolean(product.faqs?.length), { id: SECTION_IDS.faqs, label: 'سوالات متداول' }],
    [similar.length > 0, { id: SECTION_IDS.similar, label: SIMILAR_GAMES }],
  ];
  return sections.filter(([present]) => present).map(([, section]) => section);
}
