'use client';
// The gallery's strip: its videos, then its pictures as buttons that open the full-screen viewer at the one tapped.
// It is given each item's addresses and words once, and draws the thumbnails (the optimizer's src and srcset) and
// the viewer's list from them. The viewer is a chunk of its own, fetched on the first tap: the product page does
// not pay for it on its first load.
import { lazy, Suspense, useState } from 'react';
import { GalleryThumbnail } from './GalleryThumbnail';
import { GalleryVideo, type GalleryVideoProps } from './GalleryVideo';

const GalleryViewer = lazy(() => import('./GalleryViewer'));

/** `src`: the full picture the viewer shows; `thumbnail`: the strip's; `alt`: its description, for both. */
export type GalleryPicture = { src: string; thumbnail: string; alt: string };

export function GalleryStrip({
  title,
  videos,
  pictures,
}: {
  /** The game's name, the viewer's title. */
  title: string;
  videos: GalleryVideoProps[];
  pictures: GalleryPicture[];
}) {
  // Each opening is a new viewer (its key), starting at the picture tapped.
  const [opened, setOpened] = useState<{ open: boolean; index: number; key: number } | null>(null);
  const openAt = (index: number) => setOpened((current) => ({ open: true, index, key: (current?.key ?? 0) + 1 }));
  return (
    <>
      <ul className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {videos.map((video) => (
          <li key={video.src} className="shrink-0 snap-start">
            <GalleryVideo {...video} />
          </li>
        ))}
        {pictures.map((picture, index) => (
          <li key={picture.src} className="shrink-0 snap-start">
            {/* The thumbnail's alt text names the button. */}
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => openAt(index)}
              className="block overflow-hidden rounded-xl bg-slate-200"
            >
              <GalleryThumbnail src={picture.thumbnail} alt={picture.alt} className="aspect-video w-72 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <GalleryViewer
            key={opened.key}
            title={title}
            pictures={pictures}
            open={opened.open}
            startAt={opened.index}
            onClose={() => setOpened((current) => current && { ...current, open: false })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
