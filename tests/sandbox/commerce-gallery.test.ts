import sharp from 'sharp';
// Commerce host over real HTTP: Product/GetGallries and the files it points at, the screenshots, the trailers with
// their posters and byte ranges, and the HLS playlists with their segments (docs/contracts/commerce.md, "Gallery").
import { games } from '@/sandbox/seed/catalog';
import { galleries } from '@/sandbox/seed/gallery';
import type { GalleryItem } from '@/services/types/commerce';
import { PERSIAN } from './commerce-calls';
import { request, sandboxForThisFile, type AbpBody } from './helpers';

const sandbox = sandboxForThisFile();
const api = (path: string) => `${sandbox.url}/commerce/api/services/app/${path}`;

async function galleryOf(slug: string): Promise<GalleryItem[]> {
  const response = await request<AbpBody<GalleryItem[]>>(`${api('Product/GetGallries')}?Slug=${slug}`);
  expect(response.status, slug).toBe(200);
  expect(response.body).toMatchObject({ success: true, error: null, unAuthorizedRequest: false, __abp: true });
  return response.body.result!;
}

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** An MP4's length in seconds, from its movie header (mvhd, version 0: timescale and duration after two dates). */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd');
  expect(at).toBeGreaterThan(0);
  const timescale = bytes.readUInt32BE(at + 4 + 4 + 8);
  return bytes.readUInt32BE(at + 4 + 4 + 12) / timescale;
}

const MAX_TRAILER_BYTES = 300 * 1024;

describe('Product/GetGallries', () => {
  it('answers the pictures and the trailer in upload order, each with both addresses, a thumbnail, its upload date and Persian captions named as the real service names them (fileAltAttribute, fileTitleAttribute)', async () => {
    const items = await galleryOf('elden-ring');
    expect(items.map((item) => item.mediaType)).toEqual(['Image', 'Image', 'Video', 'Image', 'Image', 'Image']);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'cdnPath',
        'cdnThumbnail',
        'creationTime',
        'duration',
        'fileAltAttribute',
        'filePath',
        'fileTitleAttribute',
        'id',
        'mediaType',
        'thumbnail',
      ]);
      expect(item.fileAltAttribute).toMatch(PERSIAN);
      expect(item.fileTitleAttribute).toMatch(PERSIAN);
      expect(item.creationTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(item.cdnPath).toBe(item.filePath);
      expect(item.cdnThumbnail).toBe(item.thumbnail);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const pictures = items.filter((item) => item.mediaType === 'Image');
    expect(pictures.map((item) => item.filePath)).toEqual(
      [1, 2, 3, 4, 5].map((number) => `${sandbox.url}/commerce/files/gallery/elden-ring-${number}.webp`),
    );
    expect(pictures[0]).toMatchObject({
      thumbnail: `${sandbox.url}/commerce/files/gallery/elden-ring-1-thumb.webp`,
      duration: null,
      fileAltAttribute: 'الدن رینگ: نمای جهان بازی',
      fileTitleAttribute: 'تصویر ۱ از الدن رینگ',
    });
    expect(items[2]).toMatchObject({
      filePath: `${sandbox.url}/commerce/files/videos/elden-ring/trailer.mp4`,
      thumbnail: `${sandbox.url}/commerce/files/videos/elden-ring/poster.jpg`,
      duration: 5,
      fileAltAttribute: 'تریلر الدن رینگ',
    });
  });

  it('gives 20 or more games 3 to 8 pictures, 8 or more a trailer, and 2 or more an HLS one; the rest an empty list', async () => {
    let withGallery = 0;
    let withVideo = 0;
    let withHls = 0;
    for (const game of games) {
      const items = await galleryOf(game.slug);
      if (items.length === 0) continue;
      withGallery += 1;
      const pictures = items.filter((item) => item.mediaType === 'Image').length;
      expect(pictures, game.slug).toBeGreaterThanOrEqual(3);
      expect(pictures, game.slug).toBeLessThanOrEqual(8);
      const videos = items.filter((item) => item.mediaType === 'Video');
      if (videos.length > 0) withVideo += 1;
      if (videos.some((video) => video.filePath.endsWith('.m3u8'))) withHls += 1;
    }
    expect(withGallery).toBeGreaterThanOrEqual(20);
    expect(withVideo).toBeGreaterThanOrEqual(8);
    expect(withHls).toBeGreaterThanOrEqual(2);
    expect(await galleryOf('minecraft')).toEqual([]);
  });

  it('binds Slug ignoring case; an unknown slug is the same 404 EntityNotFound as GetBySlug; a missing one a 400', async () => {
    const lower = await request<AbpBody<GalleryItem[]>>(`${api('Product/GetGallries')}?slug=ELDEN-RING`);
    expect(lower.body.result).toHaveLength(6);
    const unknown = await request(`${api('Product/GetGallries')}?Slug=no-such-game`, {
      headers: { 'Accept-Language': 'fa-IR' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false, __abp: true });
    expect(unknown.body.error!.message).toBe('رکورد مورد نظر شما Product با شناسه = no-such-game یافت نشد!');
    const missing = await request(api('Product/GetGallries'));
    expect(missing.status).toBe(400);
    expect(missing.body.error!.validationErrors![0].members).toEqual(['slug']);
  });
});

describe('gallery files', () => {
  it('serves each picture as a 16:9 WebP, as the real host serves covers, 1280×720 and 480×270 for its thumbnail', async () => {
    const [picture] = await galleryOf('hogwarts-legacy');
    const full = await fetchBytes(picture.filePath);
    expect(full.status).toBe(200);
    expect(full.headers.get('Content-Type')).toBe('image/webp');
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    const thumbnail = await fetchBytes(picture.thumbnail!);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
  });

  it('serves every trailer as video/mp4 under 300 kB, as long as its duration says, with a JPEG poster', async () => {
    const trailers = (await Promise.all(galleries.map((gallery) => galleryOf(gallery.slug))))
      .flat()
      .filter((item) => item.filePath.endsWith('.mp4'));
    expect(trailers.length).toBeGreaterThanOrEqual(8);
    for (const trailer of trailers) {
      const video = await fetchBytes(trailer.filePath);
      expect(video.status, trailer.filePath).toBe(200);
      expect(video.headers.get('Content-Type')).toBe('video/mp4');
      expect(video.headers.get('Accept-Ranges')).toBe('bytes');
      expect(video.headers.get('Content-Length')).toBe(String(video.bytes.length));
      expect(video.bytes.subarray(4, 8).toString()).toBe('ftyp');
      expect(video.bytes.length).toBeLessThan(MAX_TRAILER_BYTES);
      expect(mp4Seconds(video.bytes)).toBeCloseTo(trailer.duration!, 1);
      const poster = await fetchBytes(trailer.thumbnail!);
      expect(poster.headers.get('Content-Type')).toBe('image/jpeg');
      expect(poster.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it('answers byte ranges of a trailer, as a browser asks to start and seek it', async () => {
    const url = `${sandbox.url}/commerce/files/videos/elden-ring/trailer.mp4`;
    const whole = (await fetchBytes(url)).bytes;
    const size = whole.length;

    const first = await fetchBytes(url, { Range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('Content-Length')).toBe('100');
    expect(first.bytes).toEqual(whole.subarray(0, 100));

    const rest = await fetchBytes(url, { Range: `bytes=${size - 10}-` });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('Content-Range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(rest.bytes).toEqual(whole.subarray(size - 10));

    const suffix = await fetchBytes(url, { Range: 'bytes=-20' });
    expect(suffix.bytes).toEqual(whole.subarray(size - 20));

    const beyond = await fetchBytes(url, { Range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${size}`);
  });

  it('serves an HLS trailer: the playlist as application/vnd.apple.mpegurl, its segments as video/mp2t, as long as its duration says', async () => {
    const trailer = (await galleryOf('god-of-war-ragnarok')).find((item) => item.mediaType === 'Video')!;
    expect(trailer.filePath).toBe(`${sandbox.url}/commerce/files/videos/god-of-war-ragnarok/hls/index.m3u8`);
    const playlist = await fetchBytes(trailer.filePath);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    const text = playlist.bytes.toString();
    expect(text).toMatch(/^#EXTM3U\n/);
    expect(text).toContain('#EXT-X-ENDLIST');
    const seconds = [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(seconds).toBeCloseTo(trailer.duration!, 1);
    const segments = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(1);
    let bytes = 0;
    for (const segment of segments) {
      const answer = await fetchBytes(new URL(segment, trailer.filePath).href);
      expect(answer.status, segment).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('video/mp2t');
      expect(answer.bytes[0]).toBe(0x47); // the MPEG-TS sync byte
      bytes += answer.bytes.length;
    }
    expect(bytes).toBeLessThan(MAX_TRAILER_BYTES);
  });

  it('answers byte ranges of an HLS segment too, and 416 for one beyond its end', async () => {
    const url = `${sandbox.url}/commerce/files/videos/hogwarts-legacy/hls/segment-0.ts`;
    const whole = (await fetchBytes(url)).bytes;
    const part = await fetchBytes(url, { Range: 'bytes=188-375' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Type')).toBe('video/mp2t');
    expect(part.headers.get('Content-Range')).toBe(`bytes 188-375/${whole.length}`);
    expect(part.bytes).toEqual(whole.subarray(188, 376));
    expect(part.bytes[0]).toBe(0x47); // the second MPEG-TS packet starts here
    const beyond = await fetchBytes(url, { Range: `bytes=${whole.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${whole.length}`);
    expect(beyond.bytes).toHaveLength(0);
  });

  it('answers 404 for any file the gallery does not name', async () => {
    for (const path of [
      '/commerce/files/gallery/elden-ring-6.webp',
      '/commerce/files/gallery/elden-ring-0.webp',
      '/commerce/files/gallery/minecraft-1.webp',
      '/commerce/files/videos/minecraft/trailer.mp4',
      '/commerce/files/videos/elden-ring/hls/index.m3u8',
      '/commerce/files/videos/god-of-war-ragnarok/trailer.mp4',
      '/commerce/files/videos/god-of-war-ragnarok/hls/segment-9.ts',
      '/commerce/files/videos/elden-ring/..%2F..%2Fgallery.ts',
    ]) {
      expect((await fetchBytes(`${sandbox.url}${path}`)).status, path).toBe(404);
    }
  });
});
