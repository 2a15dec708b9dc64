'use client';
// Tabs that switch panels in place (WAI-ARIA tabs, automatic activation): one tab in the tab order at a time, the
// arrows move along the row as it reads (in RTL ArrowLeft is the next tab), Home/End jump to the ends. The first
// panel comes with the page; another is asked for (`loadPanel`) when its tab is first chosen, kept once it came,
// and shown at the height of the panel it replaces while it comes, so nothing below moves.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RetryNotice } from '@/components/ui/RetryNotice';

export type PlatformTab = { id: string; label: string };

/** The tab an arrow or Home/End key leads to, or null for any other key. `rtl`: the row reads right to left. */
export function targetTab(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

const readsRightToLeft = (element: HTMLElement) =>
  (element.closest('[dir]')?.getAttribute('dir') ?? document.dir) === 'rtl';

export const PANEL_LOADING = 'در حال بارگذاری…';
export const PANEL_FAILED = 'این فهرست بارگذاری نشد.';
const PANEL_FAILED_HINT = 'اتصال را بررسی کنید و دوباره امتحان کنید.';

type Panel =
  { state: 'loading'; height: number } | { state: 'failed'; height: number } | { state: 'ready'; content: ReactNode };

type Props = {
  label: string;
  tabs: PlatformTab[];
  firstPanel: ReactNode;
  /** The content of the tab with this id, from the server. */
  loadPanel: (id: string) => Promise<ReactNode>;
};

export function PlatformTabs({ label, tabs, firstPanel, loadPanel }: Props) {
  const [selected, setSelected] = useState(0);
  const [panels, setPanels] = useState<Record<string, Panel>>(() => ({
    [tabs[0].id]: { state: 'ready', content: firstPanel },
  }));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shownPanel = useRef<HTMLDivElement | null>(null);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${tabs[index].id}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index].id}`;

  const load = (id: string, height: number) => {
    setPanels((all) => ({ ...all, [id]: { state: 'loading', height } }));
    loadPanel(id).then(
      (content) => setPanels((all) => ({ ...all, [id]: { state: 'ready', content } })),
      () => setPanels((all) => ({ ...all, [id]: { state: 'failed', height } })),
    );
  };

  const select = (index: number) => {
    setSelected(index);
    const id = tabs[index].id;
    if (!panels[id]) load(id, shownPanel.current?.offsetHeight ?? 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetTab(event.key, index, tabs.length, readsRightToLeft(event.currentTarget));
    if (target === null) return;
    event.preventDefault();
    select(target);
    buttons.current[target]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`h-9 shrink-0 rounded-full border px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none ${
                isSelected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500'
              }`}
            >
              <bdi dir="ltr">{tab.label}</bdi>
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const panel = panels[tab.id];
        const isSelected = index === selected;
        return (
          <div
            key={tab.id}
            ref={isSelected ? shownPanel : undefined}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            aria-busy={panel?.state === 'loading' || undefined}
            hidden={!isSelected}
            tabIndex={0}
            style={panel && panel.state !== 'ready' ? { minHeight: panel.height } : undefined}
          >
            {panel?.state === 'ready' ? panel.content : null}
            {panel?.state === 'loading' ? (
              <p role="status" className="px-4 py-8 text-center text-sm text-slate-500">
                {PANEL_LOADING}
              </p>
            ) : null}
            {panel?.state === 'failed' ? (
              <RetryNotice
                title={PANEL_FAILED}
                message={PANEL_FAILED_HINT}
                onRetry={() => load(tab.id, panel.height)}
                className="mx-4 mt-3 py-8"
              />
            ) : null}
          </div>
        );
      })}
    </>
  );
}
