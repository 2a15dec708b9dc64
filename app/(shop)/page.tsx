// The shop's home: highlights, platform chips, product rails, the latest blog posts and the promises strip.
// Each part comes from its own service (highlights: CMS, chips and rails: commerce, posts: blog) and fails
// alone, with a notice in its place; only when all three fail does the page fail (503).
import Link from 'next/link';
import { PostRow } from '@/components/blog/PostCard';
import { readPosts } from '@/services/cached/blog';
import { readSearch } from '@/services/cached/catalog';
import { discountPercent } from '@/components/ui/Price';
import { ProductRail } from '@/components/catalog/ProductCard';
import { StoriesRow } from '@/components/home/stories/StoriesRow';
import { RecentlyViewed } from '@/components/catalog/recently-viewed/RecentlyViewed';
import { readHighlights } from '@/services/cached/cms';
import { BoltIcon, HeadsetIcon, ShieldIcon } from '@/components/ui/icons';
import { toPostSummary } from '@/services/views/blog';
import type { WpPost } from '@/services/types/blog';
import type { ProductListItem } from '@/services/types/commerce';
import { SectionNotice } from '@/components/ui/SectionNotice';
import { settle } from '@/lib/settle';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { HOME_DESCRIPTION, HOME_TITLE, indexableMetadata, siteStructuredData } from '@/services/views/seo';

// Rendered once and served from the render cache, refreshed with its reads (services/cached/policy.ts).
export const revalidate = 60;

const RAIL_SIZE = 10;

/** Indexable builds only (docs/seo.md); otherwise the layout's fixed title and noindex. */
export function generateMetadata(): Metadata {
  const site = siteIndexing();
  return site.indexing ? indexableMetadata({ title: HOME_TITLE, description: HOME_DESCRIPTION, path: '/' }, site.siteUrl) : {};
}

const isDiscounted = (product: ProductListItem) => {
  const price = product.minVariant?.items[0];
  return discountPercent(price?.regularPrice, price?.salePrice) > 0;
};

const PROMISES = [
  { icon: BoltIcon, title: 'تحویل آنی', text: 'مشخصات اکانت بلافاصله پس از پرداخت' },
  { icon: ShieldIcon, title: 'گارانتی', text: 'تا پایان دوره ضمانت هر اکانت' },
  { icon: HeadsetIcon, title: 'پشتیبانی', text: 'هر روز هفته، از ۹ صبح تا ۱۲ شب' },
];

const UNAVAILABLE = {
  highlights: 'استوری ها فعلا در دسترس نیستند.',
  rails: 'فهرست بازی ها فعلا در دسترس نیست؛ کمی بعد دوباره سر بزنید.',
  posts: 'نوشته های وبلاگ فعلا در دسترس نیستند.',
};

function readRails() {
  return Promise.all([
    readSearch({ skipCount: 0, maxResultCount: RAIL_SIZE }),
    readSearch({ skipCount: 0, maxResultCount: RAIL_SIZE, orderBy: 'Sale', sortBy: 'desc' }),
    readSearch({ skipCount: 0, maxResultCount: 60, orderBy: 'Visitor', sortBy: 'desc' }),
  ]);
}

export default async function HomePage() {
  const [highlights, rails, posts] = await Promise.all([settle(readHighlights()), settle(readRails()), settle(readPosts(1, 3))]);
  if (!highlights.ok && !rails.ok && !posts.ok) throw rails.error;
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
      {rails.ok ? <HomeRails rails={rails.value} /> : <SectionNotice label="بازی ها" message={UNAVAILABLE.rails} />}
      <Promises />
      {posts.ok ? <LatestPosts posts={posts.value.posts} /> : <SectionNotice label="تازه های وبلاگ" message={UNAVAILABLE.posts} />}
      <RecentlyViewed />
    </>
  );
}

function HomeRails({ rails: [newest, bestSelling, popular] }: { rails: Awaited<ReturnType<typeof readRails>> }) {
  const platforms = newest.facets.find((facet) => facet.key === 'variants')?.items ?? [];
  const discounted = popular.pagedResult.items.filter(isDiscounted).slice(0, RAIL_SIZE);
  return (
    <>
      {platforms.length ? (
        <nav aria-label="پلتفرم ها" className="mt-4">
          <ul className="flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]">
            {platforms.map((platform) => (
              <li key={platform.value} className="shrink-0">
                <Link
                  href={`/products?variants=${encodeURIComponent(platform.value)}`}
                  className="block rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
                >
                  <bdi dir="ltr">{platform.label}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ProductRail title="جدیدترین بازی ها" href="/products" products={newest.pagedResult.items} listId="home-newest" />
      <ProductRail title="پرفروش ترین ها" href="/products?sort=bestselling" products={bestSelling.pagedResult.items} listId="home-bestselling" />
      <ProductRail title="تخفیف دارها" href="/products" products={discounted} listId="home-discounted" />
    </>
  );
}

function Promises() {
  return (
    <section className="mt-6 grid grid-cols-3 gap-2 px-4" aria-label="چرا گیمینو">
      {PROMISES.map(({ icon: PromiseIcon, title, text }) => (
        <div key={title} className="flex flex-col items-center rounded-2xl bg-brand-50 px-2 py-3 text-center">
          <PromiseIcon size={26} className="text-brand-600" />
          <p className="mt-1.5 text-sm font-bold text-slate-900">{title}</p>
          <p className="mt-0.5 text-[11px] leading-5 text-slate-600">{text}</p>
        </div>
      ))}
    </section>
  );
}

function LatestPosts({ posts }: { posts: WpPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="mt-6 px-4" aria-labelledby="home-blog-title">
      <div className="flex items-center justify-between">
        <h2 id="home-blog-title" className="text-base font-extrabold text-slate-900">
          تازه های وبلاگ
        </h2>
        <Link href="/blogs" className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50">
          همه نوشته ها
        </Link>
      </div>
      <ul className="mt-3 space-y-2">
        {posts.map((post) => (
          <li key={post.id}>
            <PostRow post={toPostSummary(post)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
