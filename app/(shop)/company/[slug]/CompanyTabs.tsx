// The company page's two tabs, 'ناشر' and 'سازنده': links to the games it published and to those it developed, so
// each tab is an address of its own (kept, shared, indexed) and works before any script loads.
import { IntentLink } from '@/components/shared/IntentLink';
import { COMPANY_ROLES, companyHref, type CatalogScope } from '@/lib/catalog-query';

export function CompanyTabs({ scope }: { scope: Extract<CatalogScope, { kind: 'company' }> }) {
  return (
    <nav aria-label="بازی های شرکت" className="mx-4 mb-3 flex gap-1 rounded-2xl bg-slate-100 p-1">
      {COMPANY_ROLES.map(({ role, label }) => {
        const current = scope.role === role;
        return (
          <IntentLink
            key={role}
            href={companyHref(scope.slug, role)}
            aria-current={current ? 'page' : undefined}
            className={`flex-1 rounded-xl py-2 text-center text-sm ${
              current ? 'bg-white font-bold text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {label}
          </IntentLink>
        );
      })}
    </nav>
  );
}
