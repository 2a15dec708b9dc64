'use client';
// The header's search button. The dialog, with its service calls, is a chunk of its own that loads on the first
// tap: no page pays for it on its first load.
import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';

const SearchDialog = lazy(() => import('./SearchDialog'));

export function SearchButton() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="جستجو"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
      >
        <SearchIcon />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
