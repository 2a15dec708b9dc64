'use client';
// /profile/orders: the three tabs with their counts, the search, and the chosen tab's orders. The tab and the
// search live in the address (router.replace, so a reload or a way back finds them again).
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { OrderTab } from '@/services/types/commerce';
import { useOrderStatisticsQuery } from '@/store/api/orderApi';
import { ORDER_TABS } from '@/components/shared/orders/order-status';
import { useKeptData, useReadFailure, useSessionRead } from '@/components/shared/useSessionRead';
import { ORDER_SEARCH_DEBOUNCE_MS, orderSearchPhrase, ordersListHref } from './list-query';
import { OrderSearch } from './OrderSearch';
import { OrdersPanel, SearchOutcome } from './OrdersPanel';
import { OrderTabs, panelIdOf, tabIdOf } from './OrderTabs';
import { useOrderList } from './useOrderList';

export function OrdersPage({ initialTab, initialSearch }: { initialTab: OrderTab; initialSearch: string }) {
  const router = useRouter();
  const [tab, setTab] = useState(initialTab);
  const [typed, setTyped] = useState(initialSearch);
  // The typed text once typing has paused: what is searched and what the address keeps.
  const [settled, setSettled] = useState(initialSearch);

  useEffect(() => {
    if (typed === settled) return;
    const timer = setTimeout(() => setSettled(typed), ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, settled]);

  const query = orderSearchPhrase(settled);
  const { view, loadMore, retry } = useOrderList(tab, query);
  // How many orders each tab holds (Order/GetStatistics). The counts only decorate the tabs: when they cannot be
  // read the tabs go without them, and the list's own retry asks again.
  const session = useSessionRead();
  const statistics = useOrderStatisticsQuery(undefined, { skip: session.stopped, refetchOnMountOrArgChange: true });
  useReadFailure(session, statistics.error);
  const counts = useKeptData(session, statistics.currentData) ?? null;

  // The address the page was opened at needs no rewrite; later ones replace it rather than add history.
  const written = useRef(ordersListHref(initialTab, initialSearch));
  useEffect(() => {
    const href = ordersListHref(tab, settled);
    if (href === written.current) return;
    written.current = href;
    router.replace(href, { scroll: false });
  }, [tab, settled, router]);

  const searchBox = useRef<HTMLInputElement>(null);
  // The button that cleared the search goes with the empty state: the focus waits in the search box instead.
  const clearSearch = () => {
    setTyped('');
    setSettled('');
    searchBox.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-8">
      <OrderTabs selected={tab} counts={counts} onSelect={setTab} />
      <OrderSearch inputRef={searchBox} value={typed} onChange={setTyped} onSubmit={() => setSettled(typed)} />
      {ORDER_TABS.map(({ tab: panelTab }) => (
        <div
          key={panelTab}
          role="tabpanel"
          id={panelIdOf(panelTab)}
          aria-labelledby={tabIdOf(panelTab)}
          hidden={panelTab !== tab}
        >
          {panelTab === tab ? (
            <>
              <SearchOutcome query={query} view={view} />
              <OrdersPanel
                tab={tab}
                query={query}
                view={view}
                onRetry={() => {
                  retry();
                  // The counts, if they could not be read, are asked for again with the list.
                  if (!counts && !session.stopped) void statistics.refetch();
                }}
                onLoadMore={loadMore}
                onClearSearch={clearSearch}
              />
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
