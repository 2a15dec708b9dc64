// The home page's highlights: banners side by side that snap one at a time (CSS scroll-snap, no script).
// The first banner is the page's largest paint, so it is preloaded and never lazy.
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { toPersianDigits } from '@/lib/digits';
import { safeReturnUrl } from '@/lib/return-url';
import { cmsMediaUrl } from '@/services/cms';
import type { CmsHighlight } from '@/services/types/cms';
import { largestPaintImage } from '@/components/ui/largest-paint';

export function HighlightsCarousel({ highlights }: { highlights: CmsHighlight[] }) {
  const slides = highlights.filter((highlight) => highlight.Item?.Image?.url);
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="پیشنهادهای ویژه" className="pt-3">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 [scrollbar-width:none]">
        {slides.map((highlight, index) => {
          const image = highlight.Item!.Image!;
          const target = highlight.Item!.Items.find((item) => item.Url)?.Url ?? '/products';
          const href = safeReturnUrl(target) ?? '/products';
          return (
            <li
              key={highlight.id}
              aria-roledescription="slide"
              aria-label={`${toPersianDigits(index + 1)} از ${toPersianDigits(slides.length)}`}
              className="w-[88%] shrink-0 snap-start"
            >
              <Link href={href} className="relative block overflow-hidden rounded-2xl bg-slate-200">
                <ServerImage
                  src={cmsMediaUrl(image.url)!}
                  alt={image.alternativeText || highlight.Item!.Title || ''}
                  width={image.width}
                  height={image.height}
                  sizes="(max-width: 512px) 88vw, 450px"
                  {...largestPaintImage(index === 0)}
                  className="aspect-[2/1] h-auto w-full object-cover"
                />
                <span className="sr-only">{highlight.Item!.Title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
