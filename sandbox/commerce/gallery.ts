// Product/GetGallries (sic, as the real service spells it; docs/contracts/commerce.md, "Gallery"): a game's
// screenshots and trailer in the order they were uploaded. Anonymous.
import type { Hono } from 'hono';
import type { components } from '../../contracts/generated/commerce';
import { bindQuery, slugQuery } from '../abp/binding';
import { ok } from '../abp/envelope';
import { abpDateTime } from '../dates';
import { EntityNotFoundError } from '../abp/errors';
import type { SandboxDeps } from '../deps';
import { galleryCaption } from '../files/gallery';
import { fileUrls } from '../files/urls';
import { galleries, type SeedGallery } from '../seed/gallery';
import { persianDigits } from '../text';

export type GalleryItemDto = components['schemas']['GalleryItem'];

/** Item ids are unique across the catalog: ten a game, in the order of seed/gallery.ts. */
const firstIdOf = (gallery: SeedGallery) => (galleries.indexOf(gallery) + 1) * 10;

/** The sandbox is its own CDN: the CDN addresses are the file addresses. Every item is dated when its product was
 * added (`productCreationTime`, an instant): the seed keeps no upload date of its own. */
export function galleryItems(gallery: SeedGallery, persianName: string, productCreationTime: string): GalleryItemDto[] {
  const creationTime = abpDateTime(productCreationTime);
  const images: GalleryItemDto[] = Array.from({ length: gallery.images }, (_, index) => {
    const number = index + 1;
    const filePath = fileUrls.galleryImage(gallery.slug, number);
    const thumbnail = fileUrls.galleryThumbnail(gallery.slug, number);
    return {
      id: 0,
      mediaType: 'Image',
      filePath,
      cdnPath: filePath,
      thumbnail,
      cdnThumbnail: thumbnail,
      duration: null,
      fileAltAttribute: `${persianName}: ${galleryCaption(number)}`,
      fileTitleAttribute: `تصویر ${persianDigits(number)} از ${persianName}`,
      creationTime,
    };
  });
  const { video } = gallery;
  const items = [...images];
  if (video) {
    const filePath = fileUrls.galleryVideo(gallery.slug, video.format);
    const poster = fileUrls.galleryPoster(gallery.slug);
    items.splice(video.position, 0, {
      id: 0,
      mediaType: 'Video',
      filePath,
      cdnPath: filePath,
      thumbnail: poster,
      cdnThumbnail: poster,
      duration: video.seconds,
      fileAltAttribute: `تریلر ${persianName}`,
      fileTitleAttribute: `تریلر ${persianName}`,
      creationTime,
    });
  }
  return items.map((item, index) => ({ ...item, id: firstIdOf(gallery) + index }));
}

export function mountGalleryRoutes(app: Hono, { db }: SandboxDeps) {
  app.get('/api/services/app/Product/GetGallries', (c) => {
    const { slug } = bindQuery(c, slugQuery);
    const product = db
      .prepare('SELECT slug, persian_name, creation_time FROM commerce_products WHERE slug = ?')
      .get(slug.toLowerCase()) as { slug: string; persian_name: string; creation_time: string } | undefined;
    if (!product) throw new EntityNotFoundError('Product', slug);
    const gallery = galleries.find((candidate) => candidate.slug === product.slug);
    return ok(c, gallery ? galleryItems(gallery, product.persian_name, product.creation_time) : []);
  });
}
