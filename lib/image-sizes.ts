// The image optimizer's widths (next.config.ts) and the addresses next/image writes for a picture of fixed width,
// for a client component that draws thumbnails from their sources: `getImageProps` would bring next/image's
// prop handling into the page's first load (3.4 KiB gzip on the product page) to build two addresses.

// The layout is at most 512 px wide (max-w-lg), so nothing is drawn wider than 512 × 3 device pixels; Next's
// default list runs to 3840 and put eight long URLs in every srcset of the HTML.
export const DEVICE_SIZES = [384, 640, 828, 1080, 1536];
export const IMAGE_SIZES = [48, 64, 96, 128, 256];
/** Next's default and only quality (no `images.qualities` in next.config.ts). */
const QUALITY = 75;
const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);

/**
 * The optimizer's `src` and `srcSet` of a picture drawn `width` CSS pixels wide, as next/image writes them: the
 * smallest width the optimizer makes at 1x and at 2x, `src` the larger (tests/unit/lib/image-sizes.test.ts holds
 * them to next/image's own).
 */
export function fixedWidthSources(source: string, width: number): { src: string; srcSet: string } {
  const widths = [
    ...new Set([width, 2 * width].map((wanted) => ALL_SIZES.find((size) => size >= wanted) ?? ALL_SIZES.at(-1)!)),
  ];
  const address = (w: number) => `/_next/image?url=${encodeURIComponent(source)}&w=${w}&q=${QUALITY}`;
  return {
    src: address(widths.at(-1)!),
    srcSet: widths.map((w, index) => `${address(w)} ${index + 1}x`).join(', '),
  };
}
