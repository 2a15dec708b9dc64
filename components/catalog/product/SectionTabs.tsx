// The bar of in-page links to the product page's sections (sections.ts), sticky under the share header (h-14).
// Server HTML of a fixed height, so nothing moves; once the page is interactive, follow-sections.ts (through
// SectionTabsFollower) marks the section in view and scrolls smoothly to the one chosen. Nothing is shown for a game with fewer than two sections. In the dark look
// the marked tab's text takes the light brand tone that color-scheme.css gives brand text.
import { SectionTabsFollower } from './SectionTabsFollower';
import type { ProductSection } from './sections';

export function SectionTabs({ sections }: { sections: ProductSection[] }) {
  if (sections.length < 2) return null;
  return (
    <nav
      aria-label="بخش های صفحه"
      className="sticky top-14 z-20 mt-4 h-12 border-b border-slate-100 bg-white/95 backdrop-blur"
    >
      <SectionTabsFollower ids={sections.map((section) => section.id)}>
        <ul className="flex h-full items-center gap-1 px-3">
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <a href={`#${section.id}`} className="section-tab">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </SectionTabsFollower>
    </nav>
  );
}
