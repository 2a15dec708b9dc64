import type { Metadata } from 'next';
import { CmsSections } from '@/components/content/CmsSections';
import { ContactChannels } from '@/components/content/ContactChannels';
import { ContactForm } from '@/components/content/ContactForm';
import { FaqAccordion } from '@/components/content/FaqAccordion';
import { readCmsPage, readContacts } from '@/services/server/cached/cms';
import { cmsPageMetadata } from '@/app/cms-page-metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { siteIndexing } from '@/lib/site-indexing';
import { faqStructuredData } from '@/services/server/views/seo';
import { PageHeading } from '@/components/ui/PageHeading';
import { contactFaqItems, toSectionViews } from '@/services/server/views/cms';
import { htmlToText } from '@/lib/sanitize';

// Rendered once and served from the render cache, refreshed with its reads (services/server/cached/policy.ts).
export const revalidate = 300;

const TITLE = 'تماس با ما';

export function generateMetadata(): Promise<Metadata> {
  return cmsPageMetadata({
    name: 'contact',
    path: '/contact',
    title: TITLE,
    description: 'راه‌های ارتباط با پشتیبانی گیمینو: تیکت، گفت‌وگوی آنلاین، تلفن و نشانی.',
  });
}

export default async function Page() {
  const [page, contacts] = await Promise.all([readCmsPage('contact'), readContacts()]);
  const sections = toSectionViews(page);
  const faqs = contactFaqItems(contacts?.Faqs);
  const faqTitle = htmlToText(contacts?.Faqs?.Title) || 'پیش از تماس بخوانید';
  const site = siteIndexing();
  const questions = site.indexing ? faqStructuredData(faqs) : null;

  return (
    <>
      {questions ? <JsonLd data={[questions]} /> : null}
      <PageHeading>{TITLE}</PageHeading>
      {sections.length > 0 ? <CmsSections sections={sections} pageTitle={TITLE} /> : null}

      <ContactChannels channels={contacts?.ContactUs ?? []} />

      {/* '#form' is where the CMS's ticket channel points. */}
      <section id="form" aria-labelledby="contact-form-title" className="mt-8 scroll-mt-20 px-4">
        <h2 id="contact-form-title" className="text-lg leading-8 font-extrabold text-slate-900">
          ارسال پیام
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-500">
          پیام شما به صورت تیکت ثبت می‌شود و پاسخ را از همان راه تماسی که می‌نویسید می‌گیرید.
        </p>
        <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-4">
          <ContactForm />
        </div>
      </section>

      {faqs.length > 0 ? (
        <section aria-labelledby="contact-faq-title" className="mt-8 px-4 pb-8">
          <h2 id="contact-faq-title" className="text-lg leading-8 font-extrabold text-slate-900">
            {faqTitle}
          </h2>
          <div className="mt-3">
            <FaqAccordion items={faqs} />
          </div>
        </section>
      ) : (
        <div className="pb-8" />
      )}
    </>
  );
}
