// The sitemap's media (Product/GetAllForSiteMap, docs/contracts/commerce.md "Sitemap"): every product with its
// cover, or every product that has a trailer with its trailers.
import type { components } from '../../contracts/generated/commerce';
import { abpDateTime } from '../dates';
import { findGallery } from '../seed/gallery';
import type { ProductRecord } from './catalog';
import { galleryItems } from './gallery';
import { coverOf } from './product-card';

type SiteMapProductDto = components['schemas']['SiteMapProduct'];

export function coverEntries(products: ProductRecord[]): SiteMapProductDto[] {
  return products.map((product) => {
    const cover = coverOf(product);
    return {
      id: product.id,
      slug: product.slug,
      galleries: [
        {
          id: product.id,
          mediaType: 'Image' as const,
          filePath: cover.filePath,
          thumbnail: cover.filePath,
          fileTitleAttribute: cover.fileTitleAttribute,
          fileAltAttribute: cover.fileAltAttribute,
          duration: null,
          creationTime: abpDateTime(product.creationTime),
        },
      ],
    };
  });
}

/** The gallery's trailers as the sitemap lists them: GetGallries' own items, dated when the product was added. */
export function trailerEntries(products: ProductRecord[]): SiteMapProductDto[] {
  return products.flatMap((product) => {
    const gallery = findGallery(product.slug);
    const videos = gallery
      ? galleryItems(gallery, product.persianName, product.creationTime).filter((item) => item.mediaType === 'Video')
      : [];
    if (!videos.length) return [];
    const galleries = videos.map((video) => ({
      id: video.id,
      mediaType: 'Video' as const,
      filePath: video.filePath,
      thumbnail: video.thumbnail,
      fileTitleAttribute: video.fileTitleAttribute ?? '',
      fileAltAttribute: video.fileAltAttribute ?? '',
      duration: video.duration,
      creationTime: video.creationTime,
    }));
    return [{ id: product.id, slug: product.slug, galleries }];
  });
}
