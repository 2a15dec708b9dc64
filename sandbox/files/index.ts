// Serves the generated images behind fileUrls (files/urls.ts). Mounted at the root of the sandbox,
// ahead of the services; a name the seed data does not know is a 404, as on a real file server.
import { Hono, type Context } from 'hono';
import type { SandboxDeps } from '../deps';
import { findBlogAuthor, findBlogMedia } from '../seed/blog';
import { brands, categories, findGame, games } from '../seed/catalog';
import { gatewayKeywordOf, type GatewayKeyword } from '../payment/gateways';
import { findCmsUpload } from '../seed/cms';
import { findCmsVideo } from '../seed/cms-highlights';
import { loginProviders } from '../seed/login-providers';
import type { SeedCompany } from '../seed/types';
import { descriptorLabels, esrbInfo, pegiInfo } from '../seed/vocabulary';
import { mediaResponse, mountGalleryFiles, readTrailerFile } from './gallery';
import { pictureResponse } from './raster';
import * as art from './svg';
import { cmsUploadFormat, PICTURE_FORMATS as F, type PictureFormat } from './urls';

function notFound(c: Context) {
  return c.text('Not Found', 404, { 'X-Content-Type-Options': 'nosniff' });
}

/** A file name's name and extension (in lower case); null when it is not a plain `<name>.<extension>`. */
function splitName(file: string): { name: string; extension: string } | null {
  const match = /^([a-z0-9][a-z0-9._-]*)\.([a-z0-9]+)$/i.exec(file);
  return match ? { name: match[1], extension: match[2].toLowerCase() } : null;
}

/** The name in the URL without its extension; null when it does not end in `.<format>`. */
function baseName(file: string, format: PictureFormat): string | null {
  const parts = splitName(file);
  return parts?.extension === format ? parts.name : null;
}

const companies: Map<string, SeedCompany> = new Map(
  games.flatMap((game) => [game.publisher, game.developer]).map((company) => [company.slug, company]),
);

const descriptorsByKey = new Map(Object.entries(descriptorLabels).map(([key, label]) => [key.toLowerCase(), label]));

/** Names drawn on the gateway logos the payment host hands out (payment/gateways.ts). */
const GATEWAY_NAMES: Record<GatewayKeyword, string> = {
  Saman: 'Saman Bank',
  Mellat: 'Bank Mellat',
  Melli: 'Bank Melli',
};

export function createFilesApp(deps: SandboxDeps): Hono {
  void deps; // Images are generated from seed data alone.
  const app = new Hono();

  app.get('/commerce/files/products/:file', (c) => {
    const game = findGame(baseName(c.req.param('file'), F.productCover) ?? '');
    return game ? pictureResponse(c, art.productCover(game.name, game.coverColors), F.productCover) : notFound(c);
  });

  mountGalleryFiles(app, notFound);

  app.get('/commerce/files/brands/:file', (c) => {
    const slug = baseName(c.req.param('file'), F.brand);
    const brand = brands.find((candidate) => candidate.slug === slug);
    return brand ? pictureResponse(c, art.squareLogo(brand.name, brand.colors), F.brand) : notFound(c);
  });

  app.get('/commerce/files/companies/:file', (c) => {
    const company = companies.get(baseName(c.req.param('file'), F.company) ?? '');
    return company
      ? pictureResponse(c, art.squareLogo(company.name, art.colorsFor(company.slug)), F.company)
      : notFound(c);
  });

  app.get('/commerce/files/login-providers/:file', (c) => {
    const key = baseName(c.req.param('file'), F.loginProvider);
    const provider = loginProviders.find((candidate) => candidate.providerKey.toLowerCase() === key?.toLowerCase());
    return provider
      ? pictureResponse(c, art.squareLogo(provider.displayName, provider.colors, 96), F.loginProvider)
      : notFound(c);
  });

  app.get('/commerce/files/categories/:file', (c) => {
    const slug = baseName(c.req.param('file'), F.category);
    const category = categories.find((candidate) => candidate.slug === slug);
    return category ? pictureResponse(c, art.categoryImage(category.name, category.colors), F.category) : notFound(c);
  });

  app.get('/commerce/files/ratings/:file', (c) => {
    // ESRB badges and PEGI badges come in different formats, as on the real host.
    const file = c.req.param('file');
    const esrb = /^esrb-(.+)$/.exec((baseName(file, F.esrb) ?? '').toLowerCase());
    if (esrb) {
      const key = Object.keys(esrbInfo).find((keyword) => keyword.toLowerCase() === esrb[1]);
      return key ? pictureResponse(c, art.esrbBadge(key), F.esrb) : notFound(c);
    }
    const name = (baseName(file, F.pegi) ?? '').toLowerCase();
    const pegi = Object.keys(pegiInfo).find((keyword) => keyword.toLowerCase() === name);
    return pegi ? pictureResponse(c, art.pegiBadge(pegi.slice('PEGI'.length)), F.pegi) : notFound(c);
  });

  app.get('/commerce/files/descriptors/:file', (c) => {
    const label = descriptorsByKey.get((baseName(c.req.param('file'), F.descriptor) ?? '').toLowerCase());
    return label ? pictureResponse(c, art.descriptorIcon(label), F.descriptor) : notFound(c);
  });

  app.get('/payment/files/gateways/:file', (c) => {
    const keyword = gatewayKeywordOf(baseName(c.req.param('file'), F.gateway) ?? '');
    if (!keyword) return notFound(c);
    const logo = art.squareLogo(GATEWAY_NAMES[keyword], art.colorsFor(keyword.toLowerCase()), 160);
    return pictureResponse(c, logo, F.gateway);
  });

  app.get('/blog/wp-content/uploads/:file', (c) => {
    const media = findBlogMedia(baseName(c.req.param('file'), F.blogMedia) ?? '');
    return media
      ? pictureResponse(c, art.titledArtwork(media.title, media.colors, 1200, 675), F.blogMedia)
      : notFound(c);
  });

  app.get('/blog/wp-content/avatars/:file', (c) => {
    const match = /^(.+)-(24|48|96)$/.exec(baseName(c.req.param('file'), F.avatar) ?? '');
    const author = match ? findBlogAuthor(match[1]) : undefined;
    return match && author ? pictureResponse(c, art.avatar(author.name, Number(match[2])), F.avatar) : notFound(c);
  });

  app.get('/cms/uploads/:file', (c) => {
    // A highlight's video: a gallery trailer under its CMS name, with byte ranges as any MP4 here.
    const file = splitName(c.req.param('file'));
    if (!file) return notFound(c);
    const video = file.extension === 'mp4' ? findCmsVideo(file.name) : undefined;
    if (video) {
      const bytes = readTrailerFile(video.trailer, 'trailer.mp4');
      return bytes ? mediaResponse(c, bytes, 'trailer.mp4') : notFound(c);
    }
    const upload = findCmsUpload(file.name);
    const format = upload && cmsUploadFormat(upload.kind);
    if (!upload || file.extension !== format) return notFound(c);
    const markup =
      upload.kind === 'cover'
        ? art.productCover(upload.title, upload.colors)
        : upload.kind === 'icon'
          ? art.squareLogo(upload.title, upload.colors, upload.width)
          : art.titledArtwork(upload.title, upload.colors, upload.width, upload.height);
    return pictureResponse(c, markup, format);
  });

  return app;
}
