// Categories: the catalog's categories (platforms and kinds of game) and its brands, each with its product count,
// each opening its own page.
import { ServerImage } from '@/components/ui/ServerImage';
import { readSearch } from '@/services/server/cached/catalog';
import { readCmsCategories } from '@/services/server/cached/cms';
import { catalogPath } from '@/lib/catalog-query';
import { toPersianDigits } from '@/lib/digits';
import { cmsMediaUrl } from '@/services/cms';
import { BRAND_LISTING_SEARCH, brandsWithCounts, categoryHref } from '@/services/server/views/categories';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/shared/IntentLink';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { crumbsOf, indexableMetadata } from '@/services/server/views/seo';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 60;

const TITLE = 'دسته بندی ها';

/** Nothing of its own before launch; in an indexable build, its title, description and canonical (docs/seo.md). */
export function generateMetadata(): Metadata {
  const site = siteIndexing();
  if (!site.indexing) return {};
  const description =
    'همه‌ی دسته‌ها و برندهای بازی در گیمینو: پلی‌استیشن، ایکس‌باکس، نینتندو سوییچ، PC و ژانرهای محبوب.';
  return indexableMetadata({ title: TITLE, description, path: '/categories' }, site.siteUrl);
}

export default async function CategoriesPage() {
  const [categories, catalog] = await Promise.all([readCmsCategories(), readSearch(BRAND_LISTING_SEARCH)]);
  const brands = brandsWithCounts(catalog.pagedResult.items);
  const site = siteIndexing();

  return (
    <>
      {site.indexing ? (
        <JsonLd
          data={[
            crumbsOf(site.siteUrl, [
              ['خانه', '/'],
              [TITLE, '/categories'],
            ]),
          ]}
        />
      ) : null}
      <div className="px-4 pt-5 pb-3">
        <h1 className="text-xl font-extrabold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {toPersianDigits(catalog.pagedResult.totalCount)} بازی در همه دسته ها
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 px-4">
        {categories.map((category) => {
          const image = cmsMediaUrl(category.Image?.url);
          const title = category.Title;
          return (
            <li key={category.id}>
              <IntentLink
                href={categoryHref(category)}
                className="block overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-brand-500"
              >
                {image ? (
                  <ServerImage
                    src={image}
                    alt=""
                    width={400}
                    height={300}
                    sizes="(max-width: 512px) 50vw, 256px"
                    className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
                  />
                ) : null}
                <span className="block p-2.5">
                  <span className="block text-sm font-bold text-slate-900">{title}</span>
                  {typeof category.productCount === 'number' ? (
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {toPersianDigits(category.productCount)} بازی
                    </span>
                  ) : null}
                </span>
              </IntentLink>
            </li>
          );
        })}
      </ul>

      {brands.length ? (
        <section className="mt-6 px-4" aria-labelledby="brands-title">
          <h2 id="brands-title" className="text-base font-extrabold text-slate-900">
            برندها
          </h2>
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {brands.map(({ brand, count }) => (
              <li key={brand.slug}>
                <IntentLink
                  href={catalogPath({ kind: 'brand', slug: brand.slug })}
                  className="flex flex-col items-center gap-1.5 rounded-2xl border border-slate-200 bg-white p-3 text-center hover:border-brand-500"
                >
                  {brand.filePath ? (
                    <ServerImage src={brand.filePath} alt="" width={48} height={48} className="rounded-xl" />
                  ) : null}
                  <bdi dir="ltr" className="text-xs font-bold text-slate-800">
                    {brand.name}
                  </bdi>
                  <span className="text-[11px] text-slate-500">{toPersianDigits(count)} بازی</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
