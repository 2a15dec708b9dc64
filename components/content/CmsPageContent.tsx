// A CMS page under its fixed Persian h1: /terms, /faq and /about are this with a different page name.
import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';
import { seoDescription, toSectionViews } from '@/lib/cms-content';
import type { CmsPageName } from '@/services/types';
import { CmsSections, ContentUnavailable } from './CmsSections';
import { readCmsPage } from './cms-data';

export async function CmsPageContent({ name, title }: { name: CmsPageName; title: string }) {
  const sections = toSectionViews(await readCmsPage(name));
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {sections.length > 0 ? <CmsSections sections={sections} pageTitle={title} /> : <ContentUnavailable />}
    </>
  );
}

/**
 * The page's description from its CMS SEO block, or `fallback`. Never a title: the shop's title is fixed.
 * A CMS failure here only costs the description; the page itself shows the error.
 */
export async function cmsPageMetadata(name: CmsPageName, fallback: string): Promise<Metadata> {
  const page = await readCmsPage(name).catch(() => null);
  return { description: seoDescription(page) ?? fallback };
}
