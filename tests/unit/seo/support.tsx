// What the SEO tests share: the two modes of SITE_INDEXING, a page rendered whole (its async server components
// awaited), the JSON-LD blocks of a render, and Google's required properties of each rich result.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { CartProvider } from '@/components/shared/cart/CartProvider';
import { makeStore } from '@/store/store';

export const SITE = 'https://gamino.example';

/** Each test of the calling block runs as an indexable build on SITE (or as the default build). */
export function indexingOn(): void {
  beforeEach(() => {
    vi.stubEnv('SITE_INDEXING', '1');
    vi.stubEnv('SITE_URL', `${SITE}/`);
  });
  afterEach(() => vi.unstubAllEnvs());
}

export function indexingOff(): void {
  beforeEach(() => {
    vi.stubEnv('SITE_INDEXING', '');
    vi.stubEnv('SITE_URL', '');
  });
  afterEach(() => vi.unstubAllEnvs());
}

/** Awaits every async server component of the tree, as Next would before streaming it; Suspense fallbacks left out. */
async function resolved(node: unknown): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map(resolved));
  if (!node || typeof node !== 'object' || !('type' in node) || !('props' in node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return resolved(await (element.type as (props: unknown) => Promise<unknown>)(element.props));
  }
  const props = { ...element.props };
  if ('children' in props) props.children = await resolved(props.children);
  if ('fallback' in props) props.fallback = null;
  return { ...element, props };
}

/** A server page as HTML in a detached element, its client islands inside the store and the cart as in the shell. */
export async function renderPage(page: unknown): Promise<HTMLElement> {
  const tree = (await resolved(await page)) as ReactElement;
  const root = document.createElement('main');
  root.innerHTML = renderToString(
    <Provider store={makeStore()}>
      <CartProvider>{tree}</CartProvider>
    </Provider>,
  );
  return root;
}

export type JsonLdObject = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the render, parsed. */
export function jsonLdOf(root: HTMLElement): JsonLdObject[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLdObject,
  );
}

export const ofType = (blocks: JsonLdObject[], type: string) => blocks.filter((block) => block['@type'] === type);

type Json = Record<string, unknown>;
const has = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const missing = (object: Json, keys: string[], where: string) =>
  keys.filter((key) => !has(object[key])).map((key) => `${where}${key}`);
const isAbsolute = (url: unknown) => typeof url === 'string' && /^https?:\/\/[^/]+/.test(url);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value : has(value) ? [value] : []) as Json[];

/**
 * What Google's rich results require of each type (Search Central's structured data pages): the properties whose
 * absence makes an item ineligible, and absolute URLs where a URL is required. Returns what is missing or wrong.
 */
export function richResultProblems(data: JsonLdObject): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context');
  switch (data['@type']) {
    case 'Product': {
      problems.push(...missing(data, ['name', 'image', 'offers'], ''));
      if (!list(data.image).every(isAbsolute)) problems.push('image (absolute)');
      for (const [index, offer] of list(data.offers).entries()) {
        problems.push(...missing(offer, ['price', 'priceCurrency'], `offers[${index}].`));
        if (typeof offer.price !== 'number') problems.push(`offers[${index}].price (a number)`);
        if (
          has(offer.availability) &&
          !/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|PreSale|BackOrder|Discontinued|SoldOut|LimitedAvailability|OnlineOnly|InStoreOnly)$/.test(
            String(offer.availability),
          )
        )
          problems.push(`offers[${index}].availability`);
      }
      break;
    }
    case 'BreadcrumbList':
      if (!list(data.itemListElement).length) problems.push('itemListElement');
      for (const [index, item] of list(data.itemListElement).entries()) {
        problems.push(...missing(item, ['position', 'name', 'item'], `itemListElement[${index}].`));
        if (item.position !== index + 1) problems.push(`itemListElement[${index}].position`);
        if (!isAbsolute(item.item)) problems.push(`itemListElement[${index}].item (absolute)`);
      }
      break;
    case 'BlogPosting':
      problems.push(...missing(data, ['headline', 'datePublished', 'image'], ''));
      if (!list(data.image).every(isAbsolute)) problems.push('image (absolute)');
      if (
        Number.isNaN(Date.parse(String(data.datePublished))) ||
        !/(Z|[+-]\d{2}:\d{2})$/.test(String(data.datePublished))
      )
        problems.push('datePublished (ISO 8601 with a zone)');
      break;
    case 'FAQPage':
      if (!list(data.mainEntity).length) problems.push('mainEntity');
      for (const [index, question] of list(data.mainEntity).entries()) {
        if (question['@type'] !== 'Question') problems.push(`mainEntity[${index}] is no Question`);
        problems.push(...missing(question, ['name', 'acceptedAnswer'], `mainEntity[${index}].`));
        const answer = question.acceptedAnswer as Json | undefined;
        if (answer && (answer['@type'] !== 'Answer' || !has(answer.text)))
          problems.push(`mainEntity[${index}].acceptedAnswer`);
      }
      break;
    case 'VideoObject':
      problems.push(...missing(data, ['name', 'thumbnailUrl', 'uploadDate'], ''));
      if (!has(data.contentUrl) && !has(data.embedUrl)) problems.push('contentUrl or embedUrl');
      if (!list(data.thumbnailUrl).every(isAbsolute)) problems.push('thumbnailUrl (absolute)');
      if (!/(Z|[+-]\d{2}:\d{2})$/.test(String(data.uploadDate))) problems.push('uploadDate (with a zone)');
      break;
    case 'Organization':
      problems.push(...missing(data, ['name', 'url', 'logo'], ''));
      if (!isAbsolute(data.url) || !isAbsolute(data.logo)) problems.push('url and logo (absolute)');
      break;
    case 'WebSite': {
      problems.push(...missing(data, ['name', 'url', 'potentialAction'], ''));
      const action = data.potentialAction as Json | undefined;
      const target = action?.target as Json | undefined;
      if (action?.['@type'] !== 'SearchAction' || !String(target?.urlTemplate ?? '').includes('{search_term_string}'))
        problems.push('potentialAction');
      if (action?.['query-input'] !== 'required name=search_term_string') problems.push('potentialAction.query-input');
      break;
    }
    default:
      problems.push(`unknown @type ${data['@type']}`);
  }
  return problems;
}
