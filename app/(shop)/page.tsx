// The shop's home: highlights, then the CMS Home page's sections in its editors' order (hero, banner rows,
// category tiles, the special offer), platform chips and product rails, the promises, the latest blog posts and,
// from the CMS's about page, an intro, a short FAQ and the support channels.
// Each part comes from its own read and fails alone, with a notice in its place; only when every read fails
// does the page fail (503).
import { readPosts } from '@/services/server/cached/blog';
import { readSearch } from '@/services/server/cached/catalog';
import { StoriesRow } from '@/components/home/stories/StoriesRow';
import { RecentlyViewed } from '@/components/catalog/recently-viewed/RecentlyViewed';
import { readHighlights } from '@/services/server/cached/cms';
import {
  HOME_RAIL_SIZE,
  readAboutPage,
  readBestSellersByPlatform,
  readHomePage,
  readPreorders,
  type PlatformRail,
} from '@/services/server/cached/home';
import { toPostSummary } from '@/services/server/views/blog';
import { toHomeAbout, toHomeSections } from '@/services/server/views/home';
import { SectionNotice } from '@/components/ui/SectionNotice';
import { HomeCmsSections } from '@/components/home/HomeCmsSections';
import { BestSellers } from '@/components/home/BestSellers';
import { loadBestSellers } from './best-sellers-action';
import { loadHomeRail } from './home-rails-action';
import { PlatformChips } from '@/components/home/PlatformChips';
import { LateProductRail } from '@/components/catalog/LateProductRail';
import { HOME_RAILS, isDiscounted, type HomeRail } from '@/components/home/home-rails';
import type { Settled } from '@/lib/settle';
import type { ProductListItem } from '@/services/types/commerce';
import { Promises } from '@/components/home/Promises';
import { LatestPosts } from '@/components/home/LatestPosts';
import { HomeAbout } from '@/components/home/HomeAbout';
import { settle } from '@/lib/settle';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { HOME_DESCRIPTION, HOME_TITLE, indexableMetadata, siteStructuredData } from '@/services/server/views/seo';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 60;

/** Indexable builds only (docs/seo.md); otherwise the layout's fixed title and noindex. */
export function generateMetadata(): Metadata {
  const site = siteIndexing();
  return site.indexing
    ? indexableMetadata({ title: HOME_TITLE, description: HOME_DESCRIPTION, path: '/' }, site.siteUrl)
    : {};
}

const UNAVAILABLE = {
  highlights: 'استوری ها فعلا در دسترس نیستند.',
  rails: 'فهرست بازی ها فعلا در دسترس نیست؛ کمی بعد دوباره سر بزنید.',
  bestSellers: 'پرفروش ترین ها فعلا در دسترس نیستند.',
  preorders: 'پیش خریدها فعلا در دسترس نیستند.',
  banners: 'بنرهای صفحه اصلی فعلا در دسترس نیستند.',
  posts: 'نوشته های وبلاگ فعلا در دسترس نیستند.',
  about: 'معرفی گیمینو و پرسش های پرتکرار فعلا در دسترس نیستند.',
};

/** The newest games (and the platform chips' counts) and the most visited (the discounted rail is picked from those). */
function readLists() {
  return Promise.all([
    readSearch({ skipCount: 0, maxResultCount: HOME_RAIL_SIZE }),
    readSearch({ skipCount: 0, maxResultCount: 60, orderBy: 'Visitor', sortBy: 'desc' }),
  ]);
}

/** A rail below the first screen: its title now, its cards when the shopper scrolls near (./home-rails-action.tsx). */
function HomeRail({ rail }: { rail: HomeRail }) {
  const { title, href } = HOME_RAILS[rail];
  return <LateProductRail title={title} href={href} load={loadHomeRail.bind(null, rail)} />;
}

export default async function HomePage() {
  const [highlights, homePage, lists, bestSellers, preorders, posts, aboutPage] = await Promise.all([
    settle(readHighlights()),
    settle(readHomePage()),
    settle(readLists()),
    settle(readBestSellersByPlatform()),
    settle(readPreorders()),
    settle(readPosts(1, 6)),
    settle(readAboutPage()),
  ]);
  const reads = [highlights, homePage, lists, bestSellers, preorders, posts, aboutPage];
  // Nothing to show at all: the page fails whole (its error boundary, and a 503).
  if (!lists.ok && reads.every((read) => !read.ok)) throw lists.error;
  const site = siteIndexing();

  return (
    <>
      <h1 className="sr-only">گیمینو، فروشگاه اکانت بازی</h1>
      {site.indexing ? <JsonLd data={siteStructuredData(site.siteUrl)} /> : null}
      {highlights.ok ? (
        <StoriesRow highlights={highlights.value} />
      ) : (
        <SectionNotice label="استوری ها" message={UNAVAILABLE.highlights} />
      )}
      {homePage.ok ? (
        <HomeCmsSections sections={toHomeSections(homePage.value)} />
      ) : (
        <SectionNotice label="بنرها" message={UNAVAILABLE.banners} />
      )}
      <HomeRails lists={lists} bestSellers={bestSellers} preorders={preorders} />
      <Promises />
      {posts.ok ? (
        <LatestPosts posts={posts.value.posts.map(toPostSummary)} />
      ) : (
        <SectionNotice label="تازه های وبلاگ" message={UNAVAILABLE.posts} />
      )}
      {aboutPage.ok ? (
        <HomeAbout about={toHomeAbout(aboutPage.value)} />
      ) : (
        <SectionNotice label="درباره گیمینو" message={UNAVAILABLE.about} />
      )}
      <RecentlyViewed />
    </>
  );
}

type HomeRailsProps = {
  lists: Settled<Awaited<ReturnType<typeof readLists>>>;
  bestSellers: Settled<PlatformRail[]>;
  preorders: Settled<ProductListItem[]>;
};

/** Platform chips, the newest games, the best sellers by platform, the pre-orders and the discounted games. */
function HomeRails({ lists, bestSellers, preorders }: HomeRailsProps) {
  const firstPlatform = bestSellers.ok ? bestSellers.value[0] : undefined;
  return (
    <>
      {lists.ok ? (
        <>
          <PlatformChips facets={lists.value[0].facets} />
          {lists.value[0].pagedResult.items.length > 0 ? <HomeRail rail="newest" /> : null}
        </>
      ) : (
        <SectionNotice label="بازی ها" message={UNAVAILABLE.rails} />
      )}
      {bestSellers.ok ? (
        <BestSellers
          platforms={bestSellers.value.map(({ slug, label }) => ({ id: slug, label }))}
          loadFirstPanel={firstPlatform ? loadBestSellers.bind(null, firstPlatform.slug) : null}
          loadPanel={loadBestSellers}
        />
      ) : (
        <SectionNotice label="پرفروش ترین ها" message={UNAVAILABLE.bestSellers} />
      )}
      {preorders.ok ? (
        preorders.value.length > 0 ? (
          <HomeRail rail="preorder" />
        ) : null
      ) : (
        <SectionNotice label="پیش خرید" message={UNAVAILABLE.preorders} />
      )}
      {lists.ok && lists.value[1].pagedResult.items.some(isDiscounted) ? <HomeRail rail="discounted" /> : null}
    </>
  );
}
