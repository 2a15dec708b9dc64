// How the image that is a page's largest paint is loaded: straight away and ahead of everything else the page
// fetches. Our pages come whole in their first HTML, so the <img> itself starts the download; a <link
// rel=preload> as well (next/image's `preload`) would only compete with it.
import type { ImageProps } from 'next/image';

export function largestPaintImage(isLargestPaint: boolean): Pick<ImageProps, 'loading' | 'fetchPriority'> {
  return isLargestPaint ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
