// The product's gallery under its titles: one strip of videos, then pictures, that swipes sideways and snaps to each
// (CSS scroll snap, no carousel). The strip and its viewer are client code, given each item's addresses and words
// once (GalleryStrip). Every tile has a fixed 16:9 box, so nothing moves as they load, and each is smaller than the
// cover, which stays the page's largest paint. Nothing is shown when the game has no gallery.
import type { GalleryItem } from '@/services/types/commerce';
import { GalleryStrip, type GalleryPicture } from './GalleryStrip';
import type { GalleryVideoProps } from './GalleryVideo';
import { captionOf, galleryInOrder, mediaAddress, thumbnailAddress, videoTitleOf } from './gallery-items';
import { SECTION_ANCHOR_CLASS } from './section-anchors';

/** One gallery a page. */
const HEADING_ID = 'product-gallery';

/** `id`: the section's anchor for the page's tabs bar, when it has a video to link to. */
export function ProductGallery({ items, gameTitle, id }: { items: GalleryItem[]; gameTitle: string; id?: string }) {
  const ordered = galleryInOrder(items);
  if (ordered.length === 0) return null;
  const videos: GalleryVideoProps[] = ordered
    .filter((item) => item.mediaType === 'Video')
    .map((item) => ({
      src: mediaAddress(item),
      poster: thumbnailAddress(item),
      title: videoTitleOf(item, gameTitle),
      duration: item.duration,
    }));
  const pictures: GalleryPicture[] = ordered
    .filter((item) => item.mediaType !== 'Video')
    .map((item) => ({ src: mediaAddress(item), thumbnail: thumbnailAddress(item)!, alt: captionOf(item, gameTitle) }));

  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={HEADING_ID}
      className={`-mx-4 mt-6 ${SECTION_ANCHOR_CLASS}`}
    >
      <h2 id={HEADING_ID} className="mb-3 px-4 text-base font-extrabold text-slate-900">
        گالری تصاویر و ویدیو
      </h2>
      <GalleryStrip title={gameTitle} videos={videos} pictures={pictures} />
    </section>
  );
}
