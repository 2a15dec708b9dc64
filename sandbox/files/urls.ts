// Where the sandbox serves the images it generates. Commerce, payment and blog hand out absolute URLs
// (as a CDN would); the CMS hands out relative /uploads/… paths that clients prefix with its origin.
import { sandboxConfig } from '../config';

const base = () => sandboxConfig.publicUrl;

export const fileUrls = {
  productCover: (slug: string) => `${base()}/commerce/files/products/${slug}.svg`,
  brandLogo: (slug: string) => `${base()}/commerce/files/brands/${slug}.svg`,
  companyLogo: (slug: string) => `${base()}/commerce/files/companies/${slug}.svg`,
  categoryImage: (slug: string) => `${base()}/commerce/files/categories/${slug}.svg`,
  pegiImage: (keyword: string) => `${base()}/commerce/files/ratings/${keyword.toLowerCase()}.svg`,
  esrbImage: (keyword: string) => `${base()}/commerce/files/ratings/esrb-${keyword.toLowerCase()}.svg`,
  galleryImage: (slug: string, number: number) => `${base()}/commerce/files/gallery/${slug}-${number}.svg`,
  galleryThumbnail: (slug: string, number: number) => `${base()}/commerce/files/gallery/${slug}-${number}-thumb.svg`,
  /** MP4 as one file; HLS as a playlist whose segments sit beside it. */
  galleryVideo: (slug: string, format: 'mp4' | 'hls') =>
    `${base()}/commerce/files/videos/${slug}/${format === 'mp4' ? 'trailer.mp4' : 'hls/index.m3u8'}`,
  galleryPoster: (slug: string) => `${base()}/commerce/files/videos/${slug}/poster.jpg`,
  descriptorImage: (keyword: string) => `${base()}/commerce/files/descriptors/${keyword.toLowerCase()}.svg`,
  loginProviderIcon: (providerKey: string) =>
    `${base()}/commerce/files/login-providers/${providerKey.toLowerCase()}.svg`,
  gatewayLogo: (keyword: string) => `${base()}/payment/files/gateways/${keyword.toLowerCase()}.svg`,
  blogMedia: (slug: string) => `${base()}/blog/wp-content/uploads/${slug}.svg`,
  avatar: (slug: string, size: number) => `${base()}/blog/wp-content/avatars/${slug}-${size}.svg`,
  /** Relative, Strapi local-provider style: a drawn picture, or a highlight's video. */
  cmsUpload: (name: string, ext: '.svg' | '.mp4' = '.svg') => `/uploads/${name}${ext}`,
};
