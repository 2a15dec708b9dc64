// IntersectionObserver, driven by the test: jsdom has none. A test stubs the global with the class and says how
// much of an element is on screen (or within the observer's margin) with `onScreen`.
import { act } from '@testing-library/react';

export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords = () => [];
}

/** Tells every observer of `element` that this share of it is now intersecting. */
export function onScreen(element: Element, ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.all.filter((candidate) => candidate.observed.has(element))) {
      const entry = {
        target: element,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
      } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  });
}
