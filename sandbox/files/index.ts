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
import * as art from './svg';

const ONE_DAY = 86_400;

function svgResponse(c: Context, markup: string) {
  return c.body(markup, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': `public, max-age=${ONE_DAY}`,
    'X-Content-Type-Options': 'nosniff',
  });
}

function notFound(c: Context) {
  return c.text('Not Found', 404, { 'X-Content-Type-Options': 'nosniff' });
}

/** The name in the URL without its .svg extension; null when it is not an SVG name. */
function baseName(file: string): string | null {
  const match = /^([a-z0-9][a-z0-9._-]*)\.svg$/i.exec(file);
  return match ? match[1] : null;
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
    const game = findGame(baseName(c.req.param('file')) ?? '');
    return game ? svgResponse(c, art.productCover(game.name, game.coverColors)) : notFound(c);
  });

  mountGalleryFiles(app, notFound);

  app.get('/commerce/files/brands/:file', (c) => {
    const slug = baseName(c.req.param('file'));
    const brand = brands.find((candidate) => candidate.slug === slug);
    return brand ? svgResponse(c, art.squareLogo(brand.name, brand.colors)) : notFound(c);
  });

  app.get('/commerce/files/companies/:file', (c) => {
    const company = companies.get(baseName(c.req.param('file')) ?? '');
    return company ? svgResponse(c, art.squareLogo(company.name, art.colorsFor(company.slug))) : notFound(c);
  });

  app.get('/commerce/files/login-providers/:file', (c) => {
    const key = baseName(c.req.param('file'));
    const provider = loginProviders.find((candidate) => candidate.providerKey.toLowerCase() === key?.toLowerCase());
    return provider ? svgResponse(c, art.squareLogo(provider.displayName, provider.colors, 96)) : notFound(c);
  });

  app.get('/commerce/files/categories/:file', (c) => {
    const slug = baseName(c.req.param('file'));
    const category = categories.find((candidate) => candidate.slug === slug);
    return category ? svgResponse(c, art.categoryImage(category.name, category.colors)) : notFound(c);
  });

  app.get('/commerce/files/ratings/:file', (c) => {
    const name = (baseName(c.req.param('file')) ?? '').toLowerCase();
    const esrb = /^esrb-(.+)$/.exec(name);
    if (esrb) {
      const key = Object.keys(esrbInfo).find((keyword) => keyword.toLowerCase() === esrb[1]);
      return key ? svgResponse(c, art.esrbBadge(key)) : notFound(c);
    }
    const pegi = Object.keys(pegiInfo).find((keyword) => keyword.toLowerCase() === name);
    return pegi ? svgResponse(c, art.pegiBadge(pegi.slice('PEGI'.length))) : notFound(c);
  });

  app.get('/commerce/files/descriptors/:file', (c) => {
    const label = descriptorsByKey.get((baseName(c.req.param('file')) ?? '').toLowerCase());
    return label ? svgResponse(c, art.descriptorIcon(label)) : notFound(c);
  });

  app.get('/payment/files/gateways/:file', (c) => {
    const keyword = gatewayKeywordOf(baseName(c.req.param('file')) ?? '');
    if (!keyword) return notFound(c);
    return svgResponse(c, art.squareLogo(GATEWAY_NAMES[keyword], art.colorsFor(keyword.toLowerCase()), 160));
  });

  app.get('/blog/wp-content/uploads/:file', (c) => {
    const media = findBlogMedia(baseName(c.req.param('file')) ?? '');
    return media ? svgResponse(c, art.titledArtwork(media.title, media.colors, 1200, 675)) : notFound(c);
  });

  app.get('/blog/wp-content/avatars/:file', (c) => {
    const match = /^(.+)-(24|48|96)$/.exec(baseName(c.req.param('file')) ?? '');
    const author = match ? findBlogAuthor(match[1]) : undefined;
    return match && author ? svgResponse(c, art.avatar(author.name, Number(match[2]))) : notFound(c);
  });

  app.get('/cms/uploads/:file', (c) => {
    // A highlight's video: a gallery trailer under its CMS name, with byte ranges as any MP4 here.
    const video = findCmsVideo(/^([a-z0-9-]+)\.mp4$/.exec(c.req.param('file'))?.[1] ?? '');
    if (video) {
      const bytes = readTrailerFile(video.trailer, 'trailer.mp4');
      return bytes ? mediaResponse(c, bytes, 'trailer.mp4') : notFound(c);
    }
    const upload = findCmsUpload(baseName(c.req.param('file')) ?? '');
    if (!upload) return notFound(c);
    const markup =
      upload.kind === 'cover'
        ? art.productCover(upload.title, upload.colors)
        : upload.kind === 'icon'
          ? art.squareLogo(upload.title, upload.colors, upload.width)
          : art.titledArtwork(upload.title, upload.colors, upload.width, upload.height);
    return svgResponse(c, markup);
  });

  return app;
}
