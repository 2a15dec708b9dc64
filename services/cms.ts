// Content host (Strapi 5, docs/contracts/cms.md). Reads throw a ServiceFailure (pages render their error boundary);
// the contact form's write returns a ServiceResult so the form can show the message.
import { isAxiosError } from 'axios';
import { GENERIC_ERROR_MESSAGE, ServiceFailure, toServiceError } from './errors';
import { baseUrlOf, createClient } from './http';
import type { ContactInput } from '@/lib/contact-form';
import type {
  CmsCategory,
  CmsContacts,
  CmsHighlight,
  CmsPage,
  CmsPageName,
  ContactMessageRequest,
  ContactValidationError,
} from './types/cms';
import type { ServiceResult } from './types/common';

/** A list answer; the shop never selects `fields`, so every document comes whole (contracts/cms.openapi.yaml). */
type StrapiCollection<T> = { data: T[] };

// Strapi's qs-style bracket keys are written out literally: axios would encode nested objects differently.
async function readCollection<T>(path: string, query: Record<string, string>): Promise<T[]> {
  try {
    const response = await createClient('cms').get<StrapiCollection<T>>(path, { params: new URLSearchParams(query) });
    return response.data?.data ?? [];
  } catch (err) {
    throw new ServiceFailure(toServiceError(err));
  }
}

/** A content page by its name, or null when it has not been written. */
export async function getPage(name: CmsPageName): Promise<CmsPage | null> {
  const pages = await readCollection<CmsPage>('/api/pages', {
    'filters[Page][$eq]': name,
    locale: 'fa',
    'populate[Sections][populate]': '*',
    'populate[Seo][populate]': '*',
  });
  return pages[0] ?? null;
}

export function getHighlights(keyword?: string): Promise<CmsHighlight[]> {
  return readCollection<CmsHighlight>('/api/highlights', {
    ...(keyword ? { 'filters[Keyword][$eq]': keyword } : {}),
    locale: 'fa',
    'populate[Item][populate][Items][populate]': '*',
  });
}

export function getCategories(): Promise<CmsCategory[]> {
  return readCollection<CmsCategory>('/api/categories', {
    locale: 'fa',
    populate: '*',
    'filters[isTopLevel]': 'true',
    'pagination[pageSize]': '150',
  });
}

/** The contact page's channels and FAQ, or null when missing. */
export async function getContacts(): Promise<CmsContacts | null> {
  const contacts = await readCollection<CmsContacts>('/api/contacts', {
    locale: 'fa',
    'populate[ContactUs][populate][Items][populate]': '*',
    'populate[Faqs][populate]': '*',
  });
  return contacts[0] ?? null;
}

const PERSIAN = /[\u0600-\u06FF]/;

export async function sendContactMessage(input: ContactInput): Promise<ServiceResult<null>> {
  const body: ContactMessageRequest = { data: { Name: input.name, Contact: input.contact, Message: input.message } };
  try {
    await createClient('cms').post('/api/contacts', body);
    return { ok: true, data: null };
  } catch (err) {
    const error = toServiceError(err);
    const fields = contactFieldErrors(err);
    if (fields) return { ok: false, error: { ...error, kind: 'validation', fields } };
    // Strapi's own messages are English ("Forbidden", "Method Not Allowed"); a shopper reads Persian only.
    return { ok: false, error: PERSIAN.test(error.message) ? error : { ...error, message: GENERIC_ERROR_MESSAGE } };
  }
}

/** Strapi's field messages (`Name`, `Contact`, `Message` → the first message of each), or undefined. */
function contactFieldErrors(err: unknown): Record<string, string> | undefined {
  if (!isAxiosError<ContactValidationError>(err)) return undefined;
  const details = err.response?.data?.error?.details;
  if (!details || !('errors' in details)) return undefined;
  const fields: Record<string, string> = {};
  for (const { path, message } of details.errors) {
    const [field] = path;
    if (field && !(field in fields)) fields[field] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Strapi hands out media as relative '/uploads/…' paths; they live under the CMS origin. */
export function cmsMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${baseUrlOf('cms')}${url.startsWith('/') ? '' : '/'}${url}`;
}
