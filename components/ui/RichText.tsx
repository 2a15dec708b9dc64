// Sanitised CMS/blog HTML, typeset for Persian: generous line height, clear headings, Persian list
// numbers, links that look like links, tables that scroll sideways on a phone instead of overflowing.
// Only ever given the output of lib/sanitize.

/** Reading typography for HTML we do not write ourselves (the typography plugin is not installed). */
export const PROSE_CLASS = [
  'text-[0.95rem] leading-8 text-slate-700 break-words',
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-3',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:leading-8 [&_h2]:font-extrabold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-slate-800',
  '[&_h5]:mt-4 [&_h5]:font-bold [&_h6]:mt-4 [&_h6]:font-bold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_ol]:my-3 [&_ol]:list-[persian] [&_ol]:ps-6',
  '[&_li]:my-1.5 [&_li]:ps-1 [&_li::marker]:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-500/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-brand-600',
  '[&_strong]:font-bold [&_strong]:text-slate-900 [&_b]:font-bold',
  '[&_blockquote]:my-5 [&_blockquote]:rounded-e-xl [&_blockquote]:border-s-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-800',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-1 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_hr]:my-6 [&_hr]:border-slate-200',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre]:[direction:ltr]',
  '[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-start [&_th]:font-bold',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top',
].join(' ');

/** `sanitizedHtml` must come from sanitizeRichText (lib/sanitize), directly or through lib/cms-content. */
export function RichText({ sanitizedHtml, className = '' }: { sanitizedHtml: string; className?: string }) {
  if (!sanitizedHtml) return null;
  return <div className={`${PROSE_CLASS} ${className}`} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
