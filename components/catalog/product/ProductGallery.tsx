// The product's gallery under its titles: one strip of videos, then pictures, that swipes sideways and snaps to each
// (CSS scroll snap, no carousel). Rendered on the server; only the video player and the viewer are client code.
// Every tile has a fixed 16:9 box, so nothing moves as they load, and each is smaller than the cover, which stays
// the page's largest paint. Nothing is shown when the game has no gallery.
import { ServerImage } from '@/components/ui/ServerImage';
import type { GalleryItem } from '@/services/types/commerce';
import { GalleryPictureButton, GalleryViewerRoot, type ViewerPicture } from './GalleryPictures';
import { GalleryVideo } from './GalleryVideo';
import { captionOf, galleryInOrder, mediaAddress, thumbnailAddress, videoTitleOf } from './gallery-items';
import { SECTION_ANCHOR_CLASS } from './section-anchors';

/** One gallery a page. */
const HEADING_ID = 'product-gallery';

/**
 * A video's poster as a lazy picture through the image optimizer, drawn over the video until it plays. The
 * video's own poster attribute would fetch the full-size file as the page loads, wherever the strip is.
 */
function videoPoster(address: string | null) {
  if (!address) return null;
  return (
    <ServerImage
      src={address}
      alt=""
      width={288}
      height={162}
      loading="lazy"
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/** `id`: the section's anchor for the page's tabs bar, when it has a video to link to. */
export function ProductGallery({ items, gameTitle, id }: { items: GalleryItem[]; gameTitle: string; id?: string }) {
  const ordered = galleryInOrder(items);
  if (ordered.length === 0) return null;
  const pictures = ordered.filter((item) => item.mediaType !== 'Video');
  const viewerPictures: ViewerPicture[] = pictures.map((item) => ({
    src: mediaAddress(item),
    alt: captionOf(item, gameTitle),
    title: item.fileTitleAttribute?.trim() || null,
  }));

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
      <GalleryViewerRoot title={gameTitle} pictures={viewerPictures}>
        <ul className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {ordered.map((item) => (
            <li key={item.id} className="shrink-0 snap-start">
              {item.mediaType === 'Video' ? (
                <GalleryVideo
                  src={mediaAddress(item)}
                  poster={videoPoster(thumbnailAddress(item))}
                  title={videoTitleOf(item, gameTitle)}
                  duration={item.duration}
                />
              ) : (
                <GalleryPictureButton index={pictures.indexOf(item)}>
                  <ServerImage
                    src={thumbnailAddress(item)!}
                    alt={captionOf(item, gameTitle)}
                    // Drawn 288 × 162 (w-72, 16:9, as the videos) on every phone: one width at 1x and one at 2x.
                    width={288}
                    height={162}
                    loading="lazy"
                    className="aspect-video w-72 object-cover"
                  />
                </GalleryPictureButton>
              )}
            </li>
          ))}
        </ul>
      </GalleryViewerRoot>
    </section>
  );
}
