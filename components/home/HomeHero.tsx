// The hero slider of the CMS's `banner` section: slides side by side that snap one at a time (CSS scroll-snap,
// no script). Its first picture is the page's largest paint: loaded at once, never lazy; the rest wait.
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import { largestPaintImage } from '@/components/ui/largest-paint';
import { toPersianDigits } from '@/lib/digits';
import { cmsMediaUrl } from '@/services/cms';
import type { HomeLinkView } from '@/services/server/views/home';

export const HERO_LABEL = 'بنرهای اصلی';

/** A picture of a section, linked when the CMS gave a safe place to go. The frame's ratio is fixed: no shift. */
export function LinkedPicture({
  item,
  sizes,
  frame,
  isLargestPaint = false,
}: {
  item: HomeLinkView;
  sizes: string;
  frame: string;
  isLargestPaint?: boolean;
}) {
  const picture = (
    <ServerImage
      src={cmsMediaUrl(item.image.url)!}
      alt={item.alt}
      width={item.image.width}
      height={item.image.height}
      sizes={sizes}
      {...largestPaintImage(isLargestPaint)}
      className={`${frame} h-auto w-full bg-slate-200 object-cover`}
    />
  );
  if (!item.href) return <div className="overflow-hidden rounded-2xl">{picture}</div>;
  return (
    <IntentLink
      href={item.href}
      className="block overflow-hidden rounded-2xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      {picture}
      {item.title && item.title !== item.alt ? <span className="sr-only">{item.title}</span> : null}
    </IntentLink>
  );
}

export function HomeHero({ slides }: { slides: HomeLinkView[] }) {
  return (
    <section aria-roledescription="carousel" aria-label={HERO_LABEL} className="pt-3" data-home-section="hero">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-ps-4 px-4 [scrollbar-width:none]">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            aria-roledescription="slide"
            aria-label={`${toPersianDigits(index + 1)} از ${toPersianDigits(slides.length)}`}
            className={`${slides.length > 1 ? 'w-[88%]' : 'w-full'} shrink-0 snap-start`}
          >
            <LinkedPicture
              item={slide}
              sizes="(max-width: 512px) 88vw, 450px"
              frame="aspect-[2/1]"
              isLargestPaint={index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
