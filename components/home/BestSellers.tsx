// The best sellers, one tab per platform. Every platform's rail is rendered on the server and handed in; the
// tabs only choose which one shows, so switching fetches nothing and the hidden rails' lazy covers wait.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PlatformTabs } from './PlatformTabs';

export const BEST_SELLERS_TITLE = 'پرفروش ترین ها';

export type PlatformPanel = { slug: string; label: string; rail: ReactNode };

export function BestSellers({ platforms }: { platforms: PlatformPanel[] }) {
  if (platforms.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="home-best-sellers-title" data-home-section="best-sellers">
      <div className="flex items-center justify-between px-4">
        <h2 id="home-best-sellers-title" className="text-base font-extrabold text-slate-900">
          {BEST_SELLERS_TITLE}
        </h2>
        <Link
          href="/products?sort=bestselling"
          className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50"
        >
          مشاهده همه
        </Link>
      </div>
      <div className="mt-3">
        <PlatformTabs
          label={BEST_SELLERS_TITLE}
          tabs={platforms.map(({ slug, label }) => ({ id: slug, label }))}
          panels={platforms.map(({ rail }) => rail)}
        />
      </div>
    </section>
  );
}
