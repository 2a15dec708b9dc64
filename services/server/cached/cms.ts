// CMS reads for server components (pages, contacts, highlights, categories), cached under the 'cms' tag.
import 'server-only';
import { getCategories, getContacts, getHighlights, getPage } from '@/services/cms';
import type { CmsPageName } from '@/services/types/cms';
import { seoDescription } from '@/services/server/views/cms';
import { cachedRead } from './policy';

export const readCmsPage = cachedRead('cms', 'page', getPage);
export const readContacts = cachedRead('cms', 'contacts', getContacts);
export const readHighlights = cachedRead('cms', 'highlights', () => getHighlights());
export const readCmsCategories = cachedRead('cms', 'categories', getCategories);

/**
 * The page's description from its CMS SEO block, or `fallback`. Never a title: the shop's title is fixed.
 * A CMS failure here only costs the description; the page itself shows the error.
 */
export async function readCmsDescription(name: CmsPageName, fallback: string): Promise<string> {
  const page = await readCmsPage(name).catch(() => null);
  return seoDescription(page) ?? fallback;
}
