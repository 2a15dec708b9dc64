'use client';
// The gallery's pictures as buttons that open the full-screen viewer at the one tapped. The viewer is a chunk of
// its own, fetched on the first tap: the product page does not pay for it on its first load.
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

const GalleryViewer = lazy(() => import('./GalleryViewer'));

export type ViewerPicture = { src: string; alt: string; title: string | null };

const OpenViewer = createContext<(index: number) => void>(() => undefined);

/** Holds the viewer for `pictures`; a GalleryPictureButton anywhere inside opens it. */
export function GalleryViewerRoot({
  title,
  pictures,
  children,
}: {
  title: string;
  pictures: ViewerPicture[];
  children: ReactNode;
}) {
  // Each opening is a new viewer (its key), starting at the picture tapped.
  const [opened, setOpened] = useState<{ open: boolean; index: number; key: number } | null>(null);
  const openAt = useCallback(
    (index: number) => setOpened((current) => ({ open: true, index, key: (current?.key ?? 0) + 1 })),
    [],
  );
  return (
    <OpenViewer.Provider value={openAt}>
      {children}
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
    </OpenViewer.Provider>
  );
}

/** A thumbnail (the server-rendered picture inside, whose alt text names the button) that opens picture `index`. */
export function GalleryPictureButton({ index, children }: { index: number; children: ReactNode }) {
  const openAt = useContext(OpenViewer);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openAt(index)}
      className="block overflow-hidden rounded-xl bg-slate-200"
    >
      {children}
    </button>
  );
}
