// Where the game sits, above its cover: خانه › its first category › the game (the current page, not a link). The
// same trail as the page's BreadcrumbList (services/server/views/product-trail.ts). One line of fixed height: a long name
// is cut short rather than wrapping.
import { IntentLink } from '@/components/shared/IntentLink';
import { productTrail } from '@/services/server/views/product-trail';
import type { ProductDetail } from '@/services/types/commerce';

export function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  const trail = productTrail(product);
  return (
    <nav aria-label="مسیر صفحه" className="h-10 px-4">
      <ol className="flex h-full min-w-0 items-center gap-1.5 text-xs text-slate-500">
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={step.path} className={`flex items-center gap-1.5 ${last ? 'min-w-0' : 'shrink-0'}`}>
              {index > 0 ? <span aria-hidden="true">‹</span> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-700">
                  {step.name}
                </span>
              ) : (
                <IntentLink href={step.path} className="rounded hover:text-brand-700 hover:underline">
                  {step.name}
                </IntentLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
