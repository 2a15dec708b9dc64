// A post's categories or tags as small chips, each a link to its topic page (/blogs/category/<slug>,
// /blogs/tag/<slug>) when its slug is known, else a label.
import { IntentLink } from '@/components/shared/IntentLink';
import type { PostTermView } from '@/services/server/views/blog';

export function TermChips({
  terms,
  label,
  tone = 'brand',
  prefix = '',
}: {
  terms: PostTermView[];
  /** Names the list for screen readers ('دسته‌بندی‌ها', 'برچسب‌ها'). */
  label: string;
  tone?: 'brand' | 'slate';
  /** '#' for tags. */
  prefix?: string;
}) {
  if (terms.length === 0) return null;
  const toneClass = tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700';
  const chipClass = `inline-block rounded-full px-2.5 py-0.5 text-xs leading-6 font-medium ${toneClass}`;
  return (
    // Above a card's stretched title link (painted later), so that a chip opens its own page.
    <ul aria-label={label} className="relative z-10 flex flex-wrap gap-1.5">
      {terms.map((term) => {
        // Latin names (PS5, FC 26) keep their own direction inside the Persian line.
        const name = (
          <>
            {prefix}
            <bdi>{term.name}</bdi>
          </>
        );
        return (
          <li key={`${term.id}-${term.name}`}>
            {term.href ? (
              <IntentLink
                href={term.href}
                className={`${chipClass} hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 focus-visible:outline-none`}
              >
                {name}
              </IntentLink>
            ) : (
              <span className={chipClass}>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
