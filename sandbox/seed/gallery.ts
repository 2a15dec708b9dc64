// The product galleries (docs/contracts/commerce.md, "Gallery"): for 24 games, 3 to 8 screenshots drawn by the
// files app and, for 11 of them, a short trailer that sandbox/files/make-videos.ts made once with ffmpeg (MP4, or
// HLS for two). Items keep the order they were uploaded in; the video is wherever its `position` puts it.

export type SeedGalleryVideo = {
  /** MP4 (H.264) as one file, or an HLS playlist of MPEG-TS segments. */
  format: 'mp4' | 'hls';
  /** Whole seconds: what ffmpeg is asked to make and what GetGallries answers as `duration`. */
  seconds: number;
  /** How many screenshots were uploaded before it. */
  position: number;
};

export type SeedGallery = { slug: string; images: number; video: SeedGalleryVideo | null };

/** What each generated screenshot shows, by its number in the gallery: its Persian caption. */
export const GALLERY_SCENES = [
  'نمای جهان بازی',
  'صحنه‌ی نبرد',
  'شهر در شب',
  'جنگل و مسیر اصلی',
  'ساحل و دریا',
  'سفر در بیابان',
  'فضای داخلی',
  'نمای از بالا',
] as const;

const mp4 = (seconds: number, position: number): SeedGalleryVideo => ({ format: 'mp4', seconds, position });
const hls = (seconds: number, position: number): SeedGalleryVideo => ({ format: 'hls', seconds, position });

export const galleries: SeedGallery[] = [
  { slug: 'god-of-war-ragnarok', images: 6, video: hls(6, 2) },
  { slug: 'marvels-spider-man-2', images: 5, video: mp4(5, 1) },
  { slug: 'the-last-of-us-part-ii-remastered', images: 4, video: null },
  { slug: 'ghost-of-tsushima-directors-cut', images: 7, video: mp4(6, 3) },
  { slug: 'elden-ring', images: 5, video: mp4(5, 2) },
  { slug: 'call-of-duty-black-ops-6', images: 3, video: mp4(4, 0) },
  { slug: 'grand-theft-auto-v', images: 8, video: mp4(5, 4) },
  { slug: 'red-dead-redemption-2', images: 6, video: null },
  { slug: 'ea-sports-fc-25', images: 3, video: null },
  { slug: 'ea-sports-fc-26', images: 5, video: mp4(4, 5) },
  { slug: 'hogwarts-legacy', images: 6, video: hls(6, 1) },
  { slug: 'resident-evil-4', images: 4, video: null },
  { slug: 'street-fighter-6', images: 5, video: null },
  { slug: 'mortal-kombat-1', images: 3, video: null },
  { slug: 'gran-turismo-7', images: 6, video: mp4(5, 2) },
  { slug: 'horizon-forbidden-west', images: 7, video: null },
  { slug: 'ratchet-and-clank-rift-apart', images: 4, video: null },
  { slug: 'astro-bot', images: 5, video: mp4(4, 1) },
  { slug: 'final-fantasy-vii-rebirth', images: 6, video: null },
  { slug: 'black-myth-wukong', images: 8, video: null },
  { slug: 'stellar-blade', images: 4, video: null },
  { slug: 'nba-2k25', images: 3, video: null },
  { slug: 'forza-horizon-5', images: 5, video: mp4(5, 3) },
  { slug: 'the-legend-of-zelda-tears-of-the-kingdom', images: 6, video: null },
];

export function findGallery(slug: string): SeedGallery | undefined {
  return galleries.find((gallery) => gallery.slug === slug);
}

/** The games with a trailer: the files the video folder holds and the images app serves. */
export function galleryVideos(): { slug: string; video: SeedGalleryVideo }[] {
  return galleries.flatMap(({ slug, video }) => (video ? [{ slug, video }] : []));
}
