// The CMS Home page's sections in the editors' order: the hero, rows of banners, category tiles and the special
// offer. Only the hero's first picture loads at once; every other picture is lazy and sits in a fixed frame.
import { IntentLink } from '@/components/shared/IntentLink';
import { ServerImage } from '@/components/ui/ServerImage';
import { cmsMediaUrl } from '@/services/cms';
import type { HomeLinkView, HomeSectionView } from '@/services/server/views/home';
import { HomeHero, LinkedPicture } from './HomeHero';

export function HomeCmsSections({ sections }: { sections: HomeSectionView[] }) {
  return sections.map((section) => {
    switch (section.kind) {
      case 'hero':
        return <HomeHero key={section.key} slides={section.slides} />;
      case 'banners':
        return <BannerRow key={section.key} title={section.title} row={section.row} items={section.items} />;
      case 'categories':
        return <CategoryTiles key={section.key} title={section.title} items={section.items} />;
      case 'offer':
        return <SpecialOffer key={section.key} title={section.title} subtitle={section.subtitle} item={section.item} />;
    }
  });
}

/** `banner2`: two banners side by side; `banner3`: wide banners one under another. */
const ROW_LAYOUT = {
  banner2: { grid: 'grid-cols-2', frame: 'aspect-[2/1]', sizes: '(max-width: 512px) 46vw, 230px' },
  banner3: { grid: 'grid-cols-1', frame: 'aspect-[3/1]', sizes: '(max-width: 512px) 92vw, 480px' },
};

function BannerRow({ title, row, items }: { title: string | null; row: 'banner2' | 'banner3'; items: HomeLinkView[] }) {
  const layout = ROW_LAYOUT[row];
  return (
    <section aria-label={title ?? 'بنرها'} className="mt-4 px-4" data-home-section={row}>
      <ul className={`grid ${layout.grid} gap-3`}>
        {items.map((item) => (
          <li key={item.id}>
            <LinkedPicture item={item} sizes={layout.sizes} frame={layout.frame} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryTiles({ title, items }: { title: string | null; items: HomeLinkView[] }) {
  const heading = title ?? 'دسته بندی ها';
  return (
    <section aria-labelledby="home-categories-title" className="mt-6 px-4" data-home-section="category">
      <h2 id="home-categories-title" className="text-base font-extrabold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <IntentLink
              href={item.href!}
              className="block overflow-hidden rounded-2xl border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            >
              {/* The tile's title names it; the picture adds nothing for a screen reader. */}
              <ServerImage
                src={cmsMediaUrl(item.image.url)!}
                alt=""
                width={item.image.width}
                height={item.image.height}
                sizes="(max-width: 512px) 30vw, 150px"
                loading="lazy"
                className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
              />
              <span className="block h-10 truncate px-2 text-center text-xs leading-10 font-bold text-slate-800">
                {item.title}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SpecialOffer({
  title,
  subtitle,
  item,
}: {
  title: string | null;
  subtitle: string | null;
  item: HomeLinkView;
}) {
  const heading = title ?? item.title;
  return (
    <section
      aria-labelledby="home-offer-title"
      className="relative mx-4 mt-6 flex items-center gap-3 overflow-hidden rounded-2xl bg-brand-50 p-3 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600"
      data-home-section="special-offer"
    >
      <ServerImage
        src={cmsMediaUrl(item.image.url)!}
        alt=""
        width={item.image.width}
        height={item.image.height}
        sizes="128px"
        loading="lazy"
        className="aspect-[4/3] h-auto w-32 shrink-0 rounded-xl bg-slate-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h2 id="home-offer-title" className="text-base font-extrabold text-slate-900">
          {heading}
        </h2>
        {subtitle ? <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">{subtitle}</p> : null}
        {item.href ? (
          <IntentLink
            href={item.href}
            className="mt-2 inline-block text-sm font-bold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title && item.title !== heading ? item.title : 'مشاهده پیشنهاد'}
          </IntentLink>
        ) : null}
      </div>
    </section>
  );
}
