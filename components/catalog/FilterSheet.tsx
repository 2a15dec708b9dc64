'use client';
// The filter sheet: a bottom dialog listing the nine facets; tapping one opens its options (openedFilter) as
// checkboxes with counts. 'مشاهده نتایج' puts the choice in the URL. The facets are kept in the filters slice.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';
import {
  appliedFilterCount,
  catalogHref,
  emptyFacets,
  FACET_KEYS,
  withChanges,
  type CatalogFacetKey,
  type CatalogQuery,
} from '@/lib/catalog-query';
import type { Facet, FacetItem } from '@/services/types/commerce';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setAvailableFilters, setOpenedFilter } from '@/store/slices/filtersSlice';
import { BackIcon, CloseIcon } from '@/components/ui/icons';
import { FilterButton, FilterSheetActions } from '@/components/ui/filter-sheet';
import { BOTTOM_SHEET_CLASS } from '@/components/ui/bottom-sheet';
import { makeModalAfterPaint } from '@/components/shared/modal-after-paint';

type FilterSheetProps = { query: CatalogQuery; facets: Facet[] };

const isFacetKey = (key: string): key is CatalogFacetKey => (FACET_KEYS as readonly string[]).includes(key);

export function FilterSheet({ query, facets }: FilterSheetProps) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openedFilter = useAppSelector((state) => state.filters.openedFilter);
  const availableFilters = useAppSelector((state) => state.filters.availableFilters);
  const [selection, setSelection] = useState(query.facets);
  const labels = Object.fromEntries(facets.map((facet) => [facet.key, facet.label]));
  const applied = appliedFilterCount(query);

  useEffect(() => {
    const available = Object.fromEntries(
      facets.filter((facet) => isFacetKey(facet.key)).map((facet) => [facet.key, facet.items]),
    );
    dispatch(setAvailableFilters(available));
  }, [facets, dispatch]);

  const modal = useRef(false);
  const cancelModal = useRef<() => void>(() => {});
  // Shown plain first, made modal the frame after (components/shared/modal-after-paint.ts).
  const open = () => {
    const dialog = dialogRef.current;
    setSelection(query.facets);
    dispatch(setOpenedFilter(null));
    if (!dialog) return;
    dialog.show();
    cancelModal.current = makeModalAfterPaint(dialog, () => (modal.current = true));
  };
  const close = () => {
    cancelModal.current();
    dialogRef.current?.close();
    modal.current = false;
    dispatch(setOpenedFilter(null));
  };
  const back = () => {
    if (openedFilter) dispatch(setOpenedFilter(null));
    else close();
  };
  const toggle = (key: CatalogFacetKey, value: string) =>
    setSelection((current) => ({
      ...current,
      [key]: current[key].includes(value) ? current[key].filter((item) => item !== value) : [...current[key], value],
    }));
  const showResults = () => {
    close();
    router.push(catalogHref(withChanges(query, { facets: selection })), { scroll: false });
  };

  const selectedCount = (key: CatalogFacetKey) => selection[key].length;
  const openedItems: FacetItem[] = openedFilter && isFacetKey(openedFilter) ? availableFilters[openedFilter] : [];

  return (
    <>
      <FilterButton applied={applied} onClick={open} className="shrink-0 px-3 py-1.5 font-medium" />
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          back();
        }}
        onKeyDown={(event) => {
          // Before it turns modal the browser sends no cancel for Escape.
          if (event.key === 'Escape' && !modal.current) back();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        // Fixed at the bottom while it is still a plain dialog, which the browser would place where it stands.
        className={`${BOTTOM_SHEET_CLASS} fixed inset-x-0 top-auto bottom-0 z-50 max-h-[85dvh]`}
      >
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
            {openedFilter ? (
              <button
                type="button"
                onClick={() => dispatch(setOpenedFilter(null))}
                aria-label="بازگشت به فهرست فیلترها"
                className="grid size-9 place-items-center rounded-xl hover:bg-slate-100"
              >
                <BackIcon size={20} />
              </button>
            ) : null}
            <h2 id={titleId} className="flex-1 text-base font-extrabold">
              فیلترها
              {openedFilter ? <span className="font-medium text-slate-500"> / {labels[openedFilter]}</span> : null}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="بستن فیلترها"
              className="grid size-9 place-items-center rounded-xl hover:bg-slate-100"
            >
              <CloseIcon size={20} />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-2">
            {openedFilter && isFacetKey(openedFilter) ? (
              <fieldset>
                <legend className="sr-only">{labels[openedFilter]}</legend>
                <ul>
                  {openedItems.map((item) => {
                    const id = `facet-${openedFilter}-${item.value}`;
                    return (
                      <li key={item.value}>
                        <label
                          htmlFor={id}
                          className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-50"
                        >
                          <input
                            id={id}
                            type="checkbox"
                            checked={selection[openedFilter].includes(item.value)}
                            onChange={() => toggle(openedFilter, item.value)}
                            aria-describedby={`${id}-count`}
                            className="size-5 accent-brand-600"
                          />
                          <span className="flex-1">
                            <bdi>{item.label}</bdi>
                          </span>
                          <span id={`${id}-count`} className="text-xs text-slate-500">
                            {toPersianDigits(item.count)}
                            <span className="sr-only"> محصول</span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ) : (
              <ul>
                {facets
                  .filter((facet) => isFacetKey(facet.key) && facet.items.length > 0)
                  .map((facet) => {
                    const key = facet.key as CatalogFacetKey;
                    const count = selectedCount(key);
                    return (
                      <li key={facet.key}>
                        <button
                          type="button"
                          onClick={() => dispatch(setOpenedFilter(key))}
                          aria-describedby={count > 0 ? `facet-${key}-selected` : undefined}
                          className="flex w-full items-center justify-between rounded-xl px-3 py-3.5 text-start hover:bg-slate-50"
                        >
                          <span className="font-medium">{facet.label}</span>
                          {count > 0 ? (
                            <span
                              id={`facet-${key}-selected`}
                              className="rounded-full bg-brand-50 px-2 text-xs leading-6 text-brand-700"
                            >
                              {toPersianDigits(count)} انتخاب
                            </span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
              </ul>
            )}
          </div>
          <FilterSheetActions
            label="مشاهده نتایج"
            onApply={showResults}
            onClearAll={() => setSelection(emptyFacets())}
          />
        </div>
      </dialog>
    </>
  );
}
