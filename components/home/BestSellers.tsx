// The best sellers, one tab per platform. The page carries the tabs only: the first platform's rail is asked of
// the server when the shopper scrolls near it, another's when its tab is first chosen.
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { RAIL_HEIGHT, RailPlaceholder } from '@/components/ui/RailPlaceholder';
import { LoadWhenNear } from '@/components/shared/LoadWhenNear';
import { PlatformTabs, type PlatformTab } from './PlatformTabs';

export const BEST_SELLERS_TITLE = 'پرفروش ترین ها';

type Props = {
  platforms: PlatformTab[];
  /** The first platform's rail, from the server once near the screen; null when it has none. */
  loadFirstPanel: (() => Promise<ReactNode>) | null;
  /** Another platform's rail, from the server (app/(shop)/best-sellers-action.tsx). */
  loadPanel: (id: string) => Promise<ReactNode>;
};

export function BestSellers({ platforms, loadFirstPanel, loadPanel }: Props) {
  if (platforms.length === 0) return null;
  // The rail's height and its mt-3: nothing below moves when it comes.
  const firstPanel = loadFirstPanel ? (
    <LoadWhenNear
      load={loadFirstPanel}
      placeholder={<RailPlaceholder className={`mt-3 ${RAIL_HEIGHT}`} />}
      className="h-[350px]"
    />
  ) : null;
  return (
    <section
      className="mt-6 below-fold [--below-fold-height:430px]"
      aria-labelledby="home-best-sellers-title"
      data-home-section="best-sellers"
    >
      <div className="flex items-center justify-between px-4">
        <h2 id="home-best-sellers-title" className="text-base font-extrabold text-slate-900">
          {BEST_SELLERS_TITLE}
        </h2>
        <IntentLink
          href="/products?sort=bestselling"
          className="rounded-lg px-2 py-1 text-sm font-medium text-brand-600 hover:bg-brand-50"
        >
          مشاهده همه
        </IntentLink>
      </div>
      <div className="mt-3">
        <PlatformTabs label={BEST_SELLERS_TITLE} tabs={platforms} firstPanel={firstPanel} loadPanel={loadPanel} />
      </div>
    </section>
  );
}
