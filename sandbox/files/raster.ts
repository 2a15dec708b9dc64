// Turns the pictures the sandbox draws as SVG into the formats the real hosts serve (PICTURE_FORMATS). A
// browser decodes a raster picture off the page's main thread, whereas an SVG with text is parsed, styled and
// laid out on it; serving SVG where the real host serves WebP or JPEG would charge the shop's pages a cost no
// shopper pays (docs/performance.md).
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { PICTURE_MIME_TYPES, type PictureFormat } from './urls';

// Every picture the seed names is a few kB once encoded (about a thousand of them); made-up names are 404s
// before they get here, so the bound only caps what a long run keeps.
const encoded = new LRUCache<string, Promise<Buffer>>({ max: 4096 });

function encode(markup: string, format: Exclude<PictureFormat, 'svg'>): Promise<Buffer> {
  const image = sharp(Buffer.from(markup));
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'jpg') return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The bytes of `markup` in `format`, encoded once per `key` (the picture's path). */
async function pictureBytes(key: string, markup: string, format: PictureFormat): Promise<Buffer> {
  if (format === 'svg') return Buffer.from(markup);
  const cacheKey = `${format} ${key}`;
  let pending = encoded.get(cacheKey);
  if (!pending) {
    pending = encode(markup, format);
    encoded.set(cacheKey, pending);
    // A failed encoding is not kept, so the next request tries again.
    pending.catch(() => encoded.delete(cacheKey));
  }
  return pending;
}

const ONE_DAY = 86_400;

/** A drawn picture in the format its kind is served in, with a CDN's day of caching. */
export async function pictureResponse(c: Context, markup: string, format: PictureFormat) {
  const bytes = await pictureBytes(c.req.path, markup, format);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': format === 'svg' ? 'image/svg+xml; charset=utf-8' : PICTURE_MIME_TYPES[format],
    'Cache-Control': `public, max-age=${ONE_DAY}`,
    'X-Content-Type-Options': 'nosniff',
  });
}
