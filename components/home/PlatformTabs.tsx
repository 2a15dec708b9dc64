'use client';
// Tabs that switch between panels the server already rendered (WAI-ARIA tabs, automatic activation): one tab in
// the tab order at a time, the arrows move along the row as it reads (in RTL ArrowLeft is the next tab), Home/End
// jump to the ends. Only the selected panel is shown; the hidden ones keep their lazy pictures unloaded.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

export function PlatformTabs({ label, tabs, panels }: { label: string; tabs: PlatformTab[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${tabs[index].id}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index].id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetTab(event.key, index, tabs.length, readsRightToLeft(event.currentTarget));
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
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
              onClick={() => setSelected(index)}
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
      {panels.map((panel, index) => (
        <div
          key={tabs[index].id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          tabIndex={0}
        >
          {panel}
        </div>
      ))}
    </>
  );
}
