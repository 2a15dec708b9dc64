// A gallery tile's picture through the image optimizer, drawn 288 × 162 (w-72, 16:9) on every phone: one width at
// 1x and one at 2x. The strip's client components draw it from the picture's own address, so the page's data
// carries that address once rather than the optimizer's src and srcset besides; the attributes are next/image's.
import { fixedWidthSources } from '@/lib/image-sizes';

const WIDTH = 288;
const HEIGHT = 162;

export function GalleryThumbnail({ src, alt, className }: { src: string; alt: string; className: string }) {
  const sources = fixedWidthSources(src, WIDTH);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      loading="lazy"
      width={WIDTH}
      height={HEIGHT}
      decoding="async"
      className={className}
      style={{ color: 'transparent' }}
      srcSet={sources.srcSet}
      src={sources.src}
    />
  );
}
