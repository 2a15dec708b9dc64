// The gallery's files (docs/contracts/commerce.md, "Gallery"): screenshots drawn on request, and the committed
// trailers of sandbox/files/videos/ (made by make-videos.ts) served as a CDN would: their media type, a day of
// caching and byte ranges, since a browser asks for ranges to start and seek an MP4.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { findGame } from '../seed/catalog';
import { findGallery, GALLERY_SCENES } from '../seed/gallery';
import { GALLERY_SIZES, galleryShot } from './gallery-art';
import { pictureResponse } from './raster';
import { PICTURE_FORMATS } from './urls';

const VIDEOS = fileURLToPath(new URL('./videos/', import.meta.url));
const ONE_DAY = 86_400;

const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** The caption of screenshot `number` (from 1): the scene it shows. */
export function galleryCaption(number: number): string {
  return GALLERY_SCENES[(number - 1) % GALLERY_SCENES.length];
}

/** The files a trailer folder may hold, by format; any other name is a 404 before the disk is asked. */
const TRAILER_FILES = {
  mp4: /^(trailer\.mp4|poster\.jpg)$/,
  hls: /^(poster\.jpg|hls\/index\.m3u8|hls\/segment-\d{1,3}\.ts)$/,
};

const fileCache = new Map<string, Buffer | null>();

/** A trailer folder's file from disk (read once), or null when there is none. */
export function readTrailerFile(slug: string, name: string): Buffer | null {
  const key = `${slug}/${name}`;
  if (!fileCache.has(key)) {
    try {
      fileCache.set(key, fs.readFileSync(path.join(VIDEOS, slug, name)));
    } catch {
      fileCache.set(key, null);
    }
  }
  return fileCache.get(key)!;
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** A single `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2); null to answer the whole file. */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  // No header, another unit or several ranges: the whole file is a valid answer to all of them.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A video or poster with its media type, a day of caching and byte ranges. */
export function mediaResponse(c: Context, bytes: Buffer, name: string) {
  const headers: Record<string, string> = {
    'Content-Type': MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1)],
    'Cache-Control': `public, max-age=${ONE_DAY}`,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = byteRange(c.req.header('Range'), bytes.length);
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
  if (range === null) return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Length': String(bytes.length) });
  const part = bytes.subarray(range.start, range.end + 1);
  return c.body(new Uint8Array(part), 206, {
    ...headers,
    'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
    'Content-Length': String(part.length),
  });
}

export function mountGalleryFiles(app: Hono, notFound: (c: Context) => Response) {
  const format = PICTURE_FORMATS.gallery;
  const shotName = new RegExp(`^([a-z0-9-]+)-(\\d{1,2})(-thumb)?\\.${format}$`);
  app.get('/commerce/files/gallery/:file', (c) => {
    const match = shotName.exec(c.req.param('file'));
    const gallery = match ? findGallery(match[1]) : undefined;
    const game = match ? findGame(match[1]) : undefined;
    const number = Number(match?.[2]);
    if (!match || !gallery || !game || number < 1 || number > gallery.images) return notFound(c);
    const markup = galleryShot(
      game,
      number,
      galleryCaption(number),
      match[3] ? GALLERY_SIZES.thumbnail : GALLERY_SIZES.full,
    );
    return pictureResponse(c, markup, format);
  });

  const trailerFile = (c: Context, slug: string, name: string) => {
    const video = findGallery(slug)?.video;
    const bytes = video && TRAILER_FILES[video.format].test(name) ? readTrailerFile(slug, name) : null;
    return bytes ? mediaResponse(c, bytes, name) : notFound(c);
  };
  app.get('/commerce/files/videos/:slug/:file', (c) => trailerFile(c, c.req.param('slug'), c.req.param('file')));
  app.get('/commerce/files/videos/:slug/hls/:file', (c) =>
    trailerFile(c, c.req.param('slug'), `hls/${c.req.param('file')}`),
  );
}
