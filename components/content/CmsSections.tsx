// The sections of a CMS page, in the CMS's order: rich text, images (a hero, or a titled picture that may
// link on), lists of titled items (numbered for the terms, a grid with icons for the about page's `icons`) and
// FAQs (the accordion).
import { ServerImage } from '@/components/ui/ServerImage';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/shared/IntentLink';
import { ChevronEndIcon } from '@/components/ui/content-icons';
import { isSameHeading, safeCmsHref, type SectionView } from '@/services/server/views/cms';
import { toPersianDigits } from '@/lib/digits';
import { safeReturnUrl } from '@/lib/return-url';
import { cmsMediaUrl } from '@/services/cms';
import { FaqAccordion } from './FaqAccordion';
import { RichText } from '@/components/ui/RichText';
import { largestPaintImage } from '@/components/ui/largest-paint';

/** The layout is at most max-w-lg (32rem) wide, less its padding. */
export const CONTENT_IMAGE_SIZES = '(max-width: 32rem) calc(100vw - 2rem), 30rem';

const headingId = (key: string) => `section-${key.replace(/[^a-z0-9-]/gi, '-')}`;

type SectionsProps = {
  sections: SectionView[];
  /** The page's h1: a section title that only repeats it is not shown again. */
  pageTitle: string;
};

export function CmsSections({ sections, pageTitle }: SectionsProps) {
  const firstImage = sections.find((section) => section.kind === 'image');
  return (
    <div className="flex flex-col gap-6 px-4 pb-8">
      {sections.map((section) => {
        const title = isSameHeading(section.title, pageTitle) ? null : section.title;
        const preload = section === firstImage;
        switch (section.kind) {
          case 'image':
            return <ImageSection key={section.key} section={section} title={title} preload={preload} />;
          case 'richText':
            return (
              <SectionFrame key={section.key} id={section.key} title={title}>
                <RichText sanitizedHtml={section.html} />
              </SectionFrame>
            );
          case 'list':
            return (
              <SectionFrame key={section.key} id={section.key} title={title} subtitle={section.subtitle}>
                <ListSection layout={section.layout} items={section.items} />
              </SectionFrame>
            );
          case 'faq':
            return (
              <SectionFrame key={section.key} id={section.key} title={title}>
                <FaqAccordion items={section.items} headingLevel={title ? 3 : 2} />
              </SectionFrame>
            );
        }
      })}
    </div>
  );
}

function SectionFrame({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string | null;
  subtitle?: string | null;
  children: ReactNode;
}) {
  if (!title) return <section>{children}</section>;
  return (
    <section aria-labelledby={headingId(id)}>
      <h2 id={headingId(id)} className="text-lg leading-8 font-extrabold text-slate-900">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm leading-6 text-slate-500">{subtitle}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function SectionImage({ section, preload }: { section: Extract<SectionView, { kind: 'image' }>; preload: boolean }) {
  const src = cmsMediaUrl(section.media.url);
  if (!src) return null;
  return (
    <ServerImage
      src={src}
      alt={section.alt}
      width={section.media.width ?? 1200}
      height={section.media.height ?? 600}
      sizes={CONTENT_IMAGE_SIZES}
      {...largestPaintImage(preload)}
      className="h-auto w-full bg-slate-100"
    />
  );
}

function ImageSection({
  section,
  title,
  preload,
}: {
  section: Extract<SectionView, { kind: 'image' }>;
  title: string | null;
  preload: boolean;
}) {
  const href = safeCmsHref(section.url);
  const image = <SectionImage section={section} preload={preload} />;

  // The hero sits under the h1 and says the same thing: the picture alone.
  if (section.hero || !title) {
    return <div className="overflow-hidden rounded-2xl">{image}</div>;
  }

  if (href) {
    const body = (
      <>
        {image}
        <span className="flex items-center justify-between gap-3 px-4 py-3 font-bold text-slate-900">
          {title}
          <ChevronEndIcon size={20} className="shrink-0 text-brand-600" />
        </span>
      </>
    );
    const className =
      'block overflow-hidden rounded-2xl border border-slate-200 bg-white transition-colors hover:border-brand-500';
    return (
      <section>
        {safeReturnUrl(href) ? (
          <IntentLink href={href} className={className}>
            {body}
          </IntentLink>
        ) : (
          <a href={href} className={className} rel="noopener noreferrer">
            {body}
          </a>
        )}
      </section>
    );
  }

  return (
    <SectionFrame id={section.key} title={title}>
      <div className="overflow-hidden rounded-2xl">{image}</div>
    </SectionFrame>
  );
}

type ListItems = Extract<SectionView, { kind: 'list' }>['items'];

function ListSection({
  layout,
  items,
}: {
  layout: Extract<SectionView, { kind: 'list' }>['layout'];
  items: ListItems;
}) {
  if (layout === 'numbered') return <NumberedList items={items} />;
  if (layout === 'icons') return <IconGrid items={items} />;
  return <CardList items={items} />;
}

/** The icon says what the title beside it says, so it is decorative. */
function IconGrid({ items }: { items: ListItems }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {items.map((item) => {
        const src = item.icon ? cmsMediaUrl(item.icon.url) : null;
        return (
          <li
            key={item.id}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center"
          >
            {src ? (
              <ServerImage
                src={src}
                alt=""
                width={48}
                height={48}
                sizes="48px"
                className="size-12 rounded-xl bg-slate-100"
              />
            ) : null}
            {item.title ? <h3 className="mt-2 leading-7 font-bold text-slate-900">{item.title}</h3> : null}
            <RichText sanitizedHtml={item.html} className="mt-1 text-sm" />
          </li>
        );
      })}
    </ul>
  );
}

function NumberedList({ items }: { items: ListItems }) {
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li key={item.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-extrabold text-brand-700"
          >
            {toPersianDigits(index + 1)}
          </span>
          <div className="min-w-0 flex-1">
            {item.title ? <h3 className="leading-8 font-bold text-slate-900">{item.title}</h3> : null}
            <RichText sanitizedHtml={item.html} className="mt-1" />
          </div>
        </li>
      ))}
    </ol>
  );
}

function CardList({ items }: { items: ListItems }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4">
          {item.title ? (
            <h3 className="flex items-center gap-2 leading-8 font-bold text-slate-900">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
              {item.title}
            </h3>
          ) : null}
          <RichText sanitizedHtml={item.html} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}

/** What a CMS page shows when it has not been written yet. */
export function ContentUnavailable() {
  return (
    <p className="mx-4 mb-8 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center leading-7 text-slate-500">
      محتوای این صفحه هنوز آماده نشده است. لطفاً بعداً دوباره سر بزنید.
    </p>
  );
}
