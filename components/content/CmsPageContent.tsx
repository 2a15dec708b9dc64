// A CMS page under its fixed Persian h1: /terms, /faq and /about are this with a different page.
import { PageHeading } from '@/components/ui/PageHeading';
import type { CmsPage } from '@/services/types/cms';
import { toSectionViews } from '@/services/server/views/cms';
import { CmsSections, ContentUnavailable } from './CmsSections';

export function CmsPageContent({ page, title }: { page: CmsPage | null; title: string }) {
  const sections = toSectionViews(page);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {sections.length > 0 ? <CmsSections sections={sections} pageTitle={title} /> : <ContentUnavailable />}
    </>
  );
}
