// What the tabs bar does once the page is interactive (fetched then, so none of it is in the first load): the link
// of the section in view gets aria-current="true" (an IntersectionObserver) and is scrolled into sight inside the
// bar; a tap scrolls to its section smoothly, or at once for those who prefer reduced motion, and moves focus
// there. Until this arrives a tap is a plain in-page jump, which the sections' scroll margin keeps clear of the bar.

/** A section is "in view" once its top passes under the header and the bar (112 px), until the middle of the screen. */
const IN_VIEW_MARGIN = '-112px 0px -50% 0px';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? 'auto' : 'smooth');

function mark(bar: HTMLElement, id: string) {
  for (const link of bar.querySelectorAll('a')) {
    const current = link.getAttribute('href') === `#${id}`;
    if (current === (link.getAttribute('aria-current') === 'true')) continue;
    if (!current) {
      link.removeAttribute('aria-current');
      continue;
    }
    link.setAttribute('aria-current', 'true');
    // Centred in the bar by a relative scroll, which reads the same in a right-to-left bar.
    const [barBox, linkBox] = [bar.getBoundingClientRect(), link.getBoundingClientRect()];
    bar.scrollBy?.({
      left: linkBox.left + linkBox.width / 2 - (barBox.left + barBox.width / 2),
      behavior: scrollBehavior(),
    });
  }
}

function jump(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest('a');
  const id = link?.getAttribute('href')?.slice(1);
  const section = id ? document.getElementById(id) : null;
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  section.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/** Starts following the page's sections in `bar`; returns what stops it. */
export function followSections(bar: HTMLElement, ids: string[]): () => void {
  bar.addEventListener('click', jump);
  if (typeof IntersectionObserver === 'undefined') return () => bar.removeEventListener('click', jump);
  const visible = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      // The first section in page order that is in view; between two, the last one marked stays.
      const first = ids.find((id) => visible.has(id));
      if (first) mark(bar, first);
    },
    { rootMargin: IN_VIEW_MARGIN },
  );
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  return () => {
    observer.disconnect();
    bar.removeEventListener('click', jump);
  };
}
