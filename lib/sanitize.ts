// The one gate for HTML (and the CMS's Markdown) that comes from the CMS or the blog: a whitelist of reading
// markup, nothing that runs.
// Pure (no React): server components call it and hand the result to dangerouslySetInnerHTML.
import { marked } from 'marked';
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { createNumberPass } from './persian-numbers';
import { safeReturnUrl } from './return-url';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Tags whose text is code or chrome, never reading matter: dropped with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'head',
  'title',
];

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * http(s), mailto:, tel: or a path/anchor in the shop. Control characters and spaces are ignored the way
 * browsers ignore them ('jav\tascript:'), and '//host' or '/\host' (another site) is not a shop path.
 */
export function isSafeHref(href: string): boolean {
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return false;
  if (/^[\\/]/.test(cleaned)) return safeReturnUrl(cleaned) !== null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return scheme === null || SAFE_SCHEMES.has(scheme[1].toLowerCase());
}

const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'time',
  'blockquote',
  'code',
  'pre',
  'kbd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const RICH_TEXT_OPTIONS: IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    '*': ['dir', 'lang'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    abbr: ['title'],
    time: ['datetime'],
    q: ['cite'],
    blockquote: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page's title is its one h1; a heading inside the content steps down a level.
    h1: sanitizeHtml.simpleTransform('h2', {}),
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // A link that cannot be followed safely keeps its words but stops looking like a link.
      if (!isSafeHref(href)) return { tagName: 'span', attribs: {} };
      // Whatever target/rel the author wrote is replaced by ours.
      const rest: Record<string, string> = { ...attribs, href };
      delete rest.target;
      delete rest.rel;
      // Links that leave the shop open apart and carry no referrer or opener.
      if (ABSOLUTE_HTTP.test(href)) {
        return { tagName, attribs: { ...rest, href, target: '_blank', rel: 'noopener noreferrer nofollow' } };
      }
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image that is not an absolute http(s) address (relative, data:, javascript:) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ABSOLUTE_HTTP.test((frame.attribs.src ?? '').trim()),
};

declare const sanitized: unique symbol;
/**
 * HTML that went through sanitizeRichText: the only kind a component may inject. The brand makes the rule a
 * type: a plain string from a service does not fit where SanitizedHtml is asked for.
 */
export type SanitizedHtml = string & { readonly [sanitized]: true };

/**
 * The sanitizer's walk, with each text node's numbers in Persian digits on the way (lib/persian-numbers.ts): the
 * HTML is parsed once for both.
 */
function withPersianNumbers(options: IOptions, phoneLinks: boolean): IOptions {
  const numbers = createNumberPass({ phoneLinks });
  return {
    ...options,
    onOpenTag: (tag) => numbers.open(tag),
    onCloseTag: (tag) => numbers.close(tag),
    textFilter: (text) => numbers.text(text),
  };
}

/**
 * CMS/blog HTML reduced to safe reading markup: no scripts, no event handlers, no javascript: links, no frames, no
 * styles. Its numbers are in Persian digits and a phone number is a tel: link.
 */
export function sanitizeRichText(html: string | null | undefined): SanitizedHtml {
  if (!html) return '' as SanitizedHtml;
  return sanitizeHtml(html, withPersianNumbers(RICH_TEXT_OPTIONS, true)).trim() as SanitizedHtml;
}

/**
 * CMS Markdown (the real CMS writes FAQ and terms answers so, CONTRACTS §12.9) as safe reading markup: marked
 * renders it, then it goes through the same gate as HTML. HTML written into the Markdown passes through marked
 * and is cleaned like any other, so an answer written as HTML comes out as before.
 */
export function markdownToSafeHtml(markdown: string | null | undefined): SanitizedHtml {
  if (!markdown?.trim()) return '' as SanitizedHtml;
  return sanitizeRichText(marked.parse(markdown, { async: false, gfm: true }));
}

const TEXT_OPTIONS: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

// sanitize-html re-escapes these four in text; everything else already arrives decoded.
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * HTML as plain text (titles, excerpts, descriptions): tags and scripts gone, entities decoded, spaces collapsed,
 * numbers in Persian digits. The result is text for React to escape, never markup to inject.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces so that '<p>a</p><p>b</p>' does not read 'ab'.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|td|th|tr)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, withPersianNumbers(TEXT_OPTIONS, false))
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at a word boundary and ends it with an ellipsis. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
