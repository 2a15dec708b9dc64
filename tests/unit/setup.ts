import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach } from 'vitest';

// Next's request storage expects the global a Next server sets up; the data-cache tests run its real cache.
(globalThis as typeof globalThis & { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;

// findBy/waitFor give up after 3 s, not 1: on a busy two-core CI machine a dialog imported on first use
// (transformed then) can take over a second to appear. A test that passes is no slower for it.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom has no <dialog> behaviour: open/close toggle the `open` attribute, as the browser does.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no media queries: a device that prefers nothing (light, motion allowed) unless a test says otherwise.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
