// Where the sandbox serves the images it generates. Commerce, payment and blog hand out absolute URLs
// (as a CDN would); the CMS hands out relative /uploads/… paths that clients prefix with its origin.
import { sandboxConfig } from '../config';

const base = () => sandboxConfig.publicUrl;

/**
 * The format each kind of picture comes in, as the real hosts serve it (irangamecenter's types/commerce.ts
 * and payment page): covers as WebP, brand and bank logos as PNG, PEGI badges and content descriptors as JPEG,
 * ESRB badges and account-form provider icons as SVG. Where no evidence shows a kind, it takes its nearest
 * kin's: gallery shots and category pictures a cover's, company logos a brand's, a post's featured picture
 * and the CMS's banners JPEG as photographs are uploaded, avatars PNG.
 */
export const PICTURE_FORMATS = {
  productCover: 'webp',
  gallery: 'webp',
  category: 'webp',
  brand: 'png',
  company: 'png',
  gateway: 'png',
  avatar: 'png',
  pegi: 'jpg',
  descriptor: 'jpg',
  esrb: 'svg',
  loginProvider: 'svg',
  blogMedia: 'jpg',
  cmsCover: 'webp',
  cmsArtwork: 'jpg',
  cmsIcon: 'png',
} as const;

export type PictureFormat = (typeof PICTURE_FORMATS)[keyof typeof PICTURE_FORMATS];

export const PICTURE_MIME_TYPES: Record<PictureFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const F = PICTURE_FORMATS;

/** A CMS upload's format by what it pictures. */
export function cmsUploadFormat(kind: 'cover' | 'artwork' | 'icon'): PictureFormat {
  return kind === 'cover' ? F.cmsCover : kind === 'icon' ? F.cmsIcon : F.cmsArtwork;
}

export const fileUrls = {
  productCover: (slug: string) => `${base()}/commerce/files/products/${slug}.${F.productCover}`,
  brandLogo: (slug: string) => `${base()}/commerce/files/brands/${slug}.${F.brand}`,
  companyLogo: (slug: string) => `${base()}/commerce/files/companies/${slug}.${F.company}`,
  categoryImage: (slug: string) => `${base()}/commerce/files/categories/${slug}.${F.category}`,
  pegiImage: (keyword: string) => `${base()}/commerce/files/ratings/${keyword.toLowerCase()}.${F.pegi}`,
  esrbImage: (keyword: string) => `${base()}/commerce/files/ratings/esrb-${keyword.toLowerCase()}.${F.esrb}`,
  galleryImage: (slug: string, number: number) => `${base()}/commerce/files/gallery/${slug}-${number}.${F.gallery}`,
  galleryThumbnail: (slug: string, number: number) =>
    `${base()}/commerce/files/gallery/${slug}-${number}-thumb.${F.gallery}`,
  /** MP4 as one file; HLS as a playlist whose segments sit beside it. */
  galleryVideo: (slug: string, format: 'mp4' | 'hls') =>
    `${base()}/commerce/files/videos/${slug}/${format === 'mp4' ? 'trailer.mp4' : 'hls/index.m3u8'}`,
  galleryPoster: (slug: string) => `${base()}/commerce/files/videos/${slug}/poster.jpg`,
  descriptorImage: (keyword: string) => `${base()}/commerce/files/descriptors/${keyword.toLowerCase()}.${F.descriptor}`,
  loginProviderIcon: (providerKey: string) =>
    `${base()}/commerce/files/login-providers/${providerKey.toLowerCase()}.${F.loginProvider}`,
  gatewayLogo: (keyword: string) => `${base()}/payment/files/gateways/${keyword.toLowerCase()}.${F.gateway}`,
  blogMedia: (slug: string) => `${base()}/blog/wp-content/uploads/${slug}.${F.blogMedia}`,
  avatar: (slug: string, size: number) => `${base()}/blog/wp-content/avatars/${slug}-${size}.${F.avatar}`,
  /** Relative, Strapi local-provider style: a drawn picture (`.webp`, `.jpg`, `.png`), or a highlight's video. */
  cmsUpload: (name: string, ext: string) => `/uploads/${name}${ext}`,
};
