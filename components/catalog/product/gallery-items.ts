// What the product gallery makes of Product/GetGallries: the order it shows items in, the address it loads each
// from (the CDN's when there is one), and how a video's length reads.
import { toPersianDigits } from '@/lib/digits';
import type { GalleryItem } from '@/services/types/commerce';

/** Videos first (a shopper wants to see the game move), then pictures; each kind keeps its upload order. */
export function galleryInOrder(items: GalleryItem[]): GalleryItem[] {
  const usable = items.filter((item) => mediaAddress(item) !== '');
  return [
    ...usable.filter((item) => item.mediaType === 'Video'),
    ...usable.filter((item) => item.mediaType !== 'Video'),
  ];
}

export function mediaAddress(item: GalleryItem): string {
  return item.cdnPath || item.filePath || '';
}

/** The small picture of an item (a video's poster); a picture without one shows itself. */
export function thumbnailAddress(item: GalleryItem): string | null {
  return item.cdnThumbnail || item.thumbnail || (item.mediaType === 'Image' ? mediaAddress(item) : null);
}

/** What a picture says to a screen reader: its caption, else its title, else the game's name. */
export function captionOf(
  item: Pick<GalleryItem, 'fileAltAttribute' | 'fileTitleAttribute'>,
  gameTitle: string,
): string {
  return item.fileAltAttribute?.trim() || item.fileTitleAttribute?.trim() || gameTitle;
}

/** A trailer's name: its title, else its caption, else 'ویدیوی' and the game's name. */
export function videoTitleOf(
  item: Pick<GalleryItem, 'fileAltAttribute' | 'fileTitleAttribute'>,
  gameTitle: string,
): string {
  return item.fileTitleAttribute?.trim() || item.fileAltAttribute?.trim() || `ویدیوی ${gameTitle}`;
}

/** An HLS playlist (.m3u8), which most browsers play only through hls.js; anything else is a file a browser plays. */
export function isHlsAddress(address: string): boolean {
  return /\.m3u8$/i.test(address.split(/[?#]/)[0]);
}

/** 5 → '۰:۰۵', 95 → '۱:۳۵'. */
export function durationLabel(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return toPersianDigits(`${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`);
}
