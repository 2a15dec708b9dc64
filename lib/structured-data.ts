// schema.org structured data (JSON-LD) for an indexable build (docs/seo.md): one builder per kind the pages carry,
// each with what Google's rich results require of it, and the one serializer that makes it safe inside a <script>.
// Pure: the builders take absolute URLs and plain values; services/server/views/seo.ts turns the services' data into them.

const CONTEXT = 'https://schema.org';

/** One JSON-LD object, ready to serialize. */
export type StructuredData = { '@context': typeof CONTEXT; '@type': string } & Record<string, unknown>;

/** What an offer says about stock: bought now, none left, or bought now and delivered at release. */
export type OfferAvailability = 'InStock' | 'OutOfStock' | 'PreOrder';

export type Crumb = { name: string; url: string };

/** A trail from the home page to the page itself; `url`s absolute. */
export function breadcrumbList(crumbs: Crumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type OrganizationInput = { name: string; url: string; logo: string; description?: string };

export function organization({ name, url, logo, description }: OrganizationInput): StructuredData {
  return { '@context': CONTEXT, '@type': 'Organization', name, url, logo, ...(description ? { description } : {}) };
}

/** The search box of the site's result: `searchUrl` holds `{search_term_string}` where the phrase goes. */
export function webSite({ name, url, searchUrl }: { name: string; url: string; searchUrl: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url,
    inLanguage: 'fa-IR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type OfferInput = {
  /** IRR, a whole number. */
  price: number;
  availability: OfferAvailability;
  name?: string;
  sku?: string;
  url?: string;
};

export type ProductInput = {
  name: string;
  url: string;
  images: string[];
  description?: string;
  sku?: string;
  brand?: string;
  offers: OfferInput[];
  seller: string;
};

export function product({ name, url, images, description, sku, brand, offers, seller }: ProductInput): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    url,
    image: images,
    ...(description ? { description } : {}),
    ...(sku ? { sku } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      ...(offer.name ? { name: offer.name } : {}),
      ...(offer.sku ? { sku: offer.sku } : {}),
      ...(offer.url ? { url: offer.url } : {}),
      price: offer.price,
      priceCurrency: 'IRR',
      availability: `${CONTEXT}/${offer.availability}`,
      seller: { '@type': 'Organization', name: seller },
    })),
  };
}

export type VideoInput = {
  name: string;
  description: string;
  thumbnailUrl: string;
  /** ISO 8601 with its offset. */
  uploadDate: string;
  contentUrl: string;
  /** Whole seconds. */
  durationSeconds?: number | null;
};

/** Seconds as an ISO 8601 duration: 95 → 'PT1M35S'. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`;
}

export function videoObject({
  name,
  description,
  thumbnailUrl,
  uploadDate,
  contentUrl,
  durationSeconds,
}: VideoInput): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: [thumbnailUrl],
    uploadDate,
    contentUrl,
    ...(durationSeconds ? { duration: isoDuration(durationSeconds) } : {}),
  };
}

/** Questions as shown on the page, each with its answer as text. */
export function faqPage(entries: { question: string; answer: string }[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export type BlogPostingInput = {
  headline: string;
  url: string;
  images: string[];
  /** ISO 8601 with its offset. */
  datePublished: string;
  dateModified?: string;
  description?: string;
  author?: string;
  publisher: { name: string; logo: string };
};

export function blogPosting(input: BlogPostingInput): StructuredData {
  const { headline, url, images, datePublished, dateModified, description, author, publisher } = input;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: images,
    datePublished,
    ...(dateModified ? { dateModified } : {}),
    ...(description ? { description } : {}),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    publisher: { '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject', url: publisher.logo } },
    inLanguage: 'fa-IR',
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: every '<', '>' and '&' as a JSON escape, so text from a service
 * can neither close the element nor open a comment, and U+2028/U+2029 escaped as well. The JSON means the same.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
