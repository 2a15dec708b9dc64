// A gallery tile's picture through the image optimizer, drawn 288 × 162 (w-72, 16:9) on every phone: one width at
// 1x and one at 2x. The strip's client components draw it from the picture's own address, so the page's data
// carries that address once rather than the optimizer's src and srcset besides.
import { getImageProps } from 'next/image';

export function GalleryThumbnail({ src, alt, className }: { src: string; alt: string; className: string }) {
  const { props } = getImageProps({ src, alt, width: 288, height: 162, loading: 'lazy', className });
  // The alt text comes with props: getImageProps requires it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
