// The CMS seed as Strapi 5 documents: stable ids and 24-character documentIds, components with
// their own ids, media objects from media.ts (docs/contracts/cms.md, "Documents").
import { categories, games } from '../seed/catalog';
import { cmsContactChannels, cmsContactFaqs, cmsHighlights, cmsPages, type CmsSectionSeed } from '../seed/cms';
import { mediaObject } from './media';
import type { CmsDocument } from './query';
import { documentIdFor, LOCALE, timestamps } from './stamps';

/** Component ids count per component kind, as Strapi's component tables do. */
function idCounter() {
  const counters = new Map<string, number>();
  return (kind: string) => {
    const next = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, next);
    return next;
  };
}

function baseScalars(collection: string, key: string, id: number) {
  return { id, documentId: documentIdFor(`${collection}:${key}`), ...timestamps(), locale: LOCALE };
}

function section(nextId: (kind: string) => number, seed: CmsSectionSeed) {
  const common = {
    __component: seed.component,
    id: nextId(seed.component),
    Keyword: seed.Keyword ?? null,
    Title: seed.Title,
  };
  switch (seed.component) {
    case 'shared.rich-text':
      return { ...common, Body: seed.Body };
    case 'shared.repeter':
      return {
        ...common,
        Subtitle: seed.Subtitle ?? null,
        Description: seed.Description ?? null,
        Url: seed.Url ?? null,
        Items: seed.Items.map((item) =>
          'Question' in item
            ? { id: nextId('shared.item'), Question: item.Question, Answer: item.Answer }
            : 'Url' in item
              ? {
                  id: nextId('shared.item'),
                  Title: item.Title,
                  Url: item.Url,
                  Image: mediaObject(item.image),
                  // Editors write a picture's alt and title beside it; the seed's are its title.
                  ImageAlternative: item.Title,
                  ImageTitle: item.Title,
                }
              : {
                  id: nextId('shared.item'),
                  Title: item.Title,
                  Description: item.Description,
                  ...(item.image ? { Image: mediaObject(item.image) } : {}),
                },
        ),
      };
    case 'shared.image':
      return {
        ...common,
        Url: seed.Url ?? null,
        Image: mediaObject(seed.image),
        ImageTitle: seed.ImageTitle,
        ImageAlternative: seed.ImageAlternative,
      };
  }
}

function buildPages(): CmsDocument[] {
  const nextId = idCounter();
  return cmsPages.map((page, index) => ({
    scalars: { ...baseScalars('page', page.Page, index + 1), Page: page.Page },
    populatable: {
      Sections: page.Sections.map((seed) => section(nextId, seed)),
      Seo: {
        id: nextId('shared.seo'),
        PageTitle: page.seoTitle,
        Schema: null,
        Metas: [
          { id: nextId('shared.meta'), Type: 'description', Value: page.seoDescription },
          { id: nextId('shared.meta'), Type: 'og:title', Value: page.seoTitle },
        ],
      },
    },
  }));
}

function buildHighlights(): CmsDocument[] {
  const nextId = idCounter();
  return cmsHighlights.map((highlight, index) => ({
    scalars: { ...baseScalars('highlight', highlight.Keyword, index + 1), Keyword: highlight.Keyword },
    populatable: {
      Item: {
        id: nextId('shared.highlight'),
        Title: highlight.Title,
        Image: mediaObject(highlight.image),
        Items: highlight.Items.map((item) => ({
          id: nextId('shared.highlight-item'),
          Url: item.Url,
          Title: item.Title,
          Header: item.Header,
          Subtitle: item.Subtitle,
          Image: mediaObject(item.image),
        })),
      },
    },
  }));
}

/** Where a category leads in the shop: its own page, which lists its games (CONTRACTS §12.7). */
const categoryUrl = (slug: string) => `/category/${slug}`;

function buildCategories(): CmsDocument[] {
  return categories.map((category, index) => ({
    scalars: {
      ...baseScalars('category', category.slug, index + 1),
      Title: category.name,
      Slug: category.slug,
      Url: categoryUrl(category.slug),
      Description: category.description,
      isTopLevel: true,
      productCount: games.filter((game) => game.categorySlugs.includes(category.slug)).length,
    },
    populatable: { Image: mediaObject(`category-${category.slug}`), Children: [] },
  }));
}

function buildContacts(): CmsDocument[] {
  const nextId = idCounter();
  return [
    {
      scalars: { ...baseScalars('contact', 'contact-page', 1), Title: 'تماس با گیمینو' },
      populatable: {
        ContactUs: cmsContactChannels.map((channel) => ({
          id: nextId('contact.channel'),
          Keyword: channel.Keyword,
          Title: channel.Title,
          Subtitle: channel.Subtitle,
          Url: channel.Url,
          icon: null,
          Items: channel.Items.map((item) => ({ id: nextId('contact.item'), ...item, icon: null })),
        })),
        Faqs: {
          id: nextId('shared.faqs'),
          Title: cmsContactFaqs.Title,
          Items: cmsContactFaqs.Items.map((item) => ({ id: nextId('shared.faq'), ...item })),
        },
      },
    },
  ];
}

export type CmsCollections = Record<'pages' | 'highlights' | 'categories' | 'contacts', CmsDocument[]>;

export function buildCollections(): CmsCollections {
  return {
    pages: buildPages(),
    highlights: buildHighlights(),
    categories: buildCategories(),
    contacts: buildContacts(),
  };
}
