'use client';
// The hamburger and its side menu (docs/PRODUCT.md, Side menu): closes on the backdrop, the close button or a link, animating for 0.3 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { SIDE_MENU_CLOSE_MS } from '@/lib/constants';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { ColorSchemeSwitch } from '@/components/shared/ColorSchemeSwitch';
import { makeModalAfterPaint } from '@/components/shared/modal-after-paint';
import { Logo } from './Logo';

// docs/PRODUCT.md, Side menu: the first three entries, which the spec left as '#', lead to real pages: orders are
// followed from the profile's order list, and the ordering guide is a CMS page.
export const SIDE_MENU_LINKS: ReadonlyArray<{ label: string; href: string }> = [
  { label: 'دسته بندی ها', href: '/categories' },
  { label: 'پیگیری سفارش', href: '/profile/orders' },
  { label: 'راهنمای ثبت سفارش', href: '/order-guide' },
  { label: 'قوانین و مقررات', href: '/terms' },
  { label: 'سوالات متداول', href: '/faq' },
  { label: 'درباره ما', href: '/about' },
  { label: 'تماس با ما', href: '/contact' },
];

type MenuState = 'closed' | 'opening' | 'open' | 'closing';

export function SideMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<MenuState>('closed');
  const modal = useRef(false);
  const shown = state === 'open';

  // Shown plain first (components/shared/modal-after-paint.ts), made modal once the slide is under way on the
  // compositor.
  const open = () => {
    dialogRef.current?.show();
    setState('opening');
  };

  const close = useCallback(() => {
    setState((current) => (current === 'open' || current === 'opening' ? 'closing' : current));
  }, []);

  // Slide in on the frame after the dialog is shown, so the transition runs.
  useEffect(() => {
    if (state !== 'opening') return;
    const frame = requestAnimationFrame(() => setState((current) => (current === 'opening' ? 'open' : current)));
    return () => cancelAnimationFrame(frame);
  }, [state]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (state !== 'open' || !dialog || modal.current) return;
    return makeModalAfterPaint(dialog, () => (modal.current = true));
  }, [state]);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(() => {
      dialogRef.current?.close();
      modal.current = false;
      setState('closed');
    }, SIDE_MENU_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        aria-label="منو"
        aria-haspopup="dialog"
        aria-expanded={state === 'open' || state === 'opening'}
        onClick={open}
        className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="منوی کناری"
        data-state={state}
        onCancel={(event) => {
          // Escape: animate out like every other way of closing.
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        onKeyDown={(event) => {
          // Before it turns modal the browser sends no cancel for Escape.
          if (event.key === 'Escape' && !modal.current) close();
        }}
        className={`fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent ${
          shown ? 'side-menu-shown' : ''
        }`}
      >
        <div
          className={`absolute inset-0 bg-slate-900/50 transition-opacity dark:bg-black/60 duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`}
          aria-hidden="true"
          onClick={close}
        />
        <div
          className={`absolute inset-y-0 start-0 flex w-72 max-w-[85%] flex-col bg-white shadow-xl transition-transform duration-300 ease-out ${
            shown ? 'translate-x-0' : 'translate-x-full'
          }`}
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Logo />
            <button
              type="button"
              aria-label="بستن منو"
              onClick={close}
              className="grid size-10 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="منوی اصلی" className="flex-1 overflow-y-auto px-2 py-3">
            <ul className="space-y-1">
              {SIDE_MENU_LINKS.map((link) => (
                <li key={link.label}>
                  <IntentLink
                    href={link.href}
                    onClick={close}
                    className="block rounded-xl px-3 py-3 text-[15px] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-100 px-2 py-2">
            <ColorSchemeSwitch />
          </div>
        </div>
      </dialog>
    </>
  );
}
