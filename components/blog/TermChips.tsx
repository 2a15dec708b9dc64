// Category or tag names as small chips (there are no term pages in the shop, so they are labels, not links).
import type { PostTermView } from '@/services/views/blog';

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
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {terms.map((term) => (
        <li key={`${term.id}-${term.name}`} className={`rounded-full px-2.5 py-0.5 text-xs leading-6 font-medium ${toneClass}`}>
          {prefix}
          {/* Latin names (PS5, FC 26) keep their own direction inside the Persian line. */}
          <bdi>{term.name}</bdi>
        </li>
      ))}
    </ul>
  );
}
