// The contact form's rules (the same ones the CMS applies), with Persian messages, and the mapping of
// a failed send back onto the form's fields.
import * as z from 'zod/mini';
import { toLatinDigits } from './digits';
import { normalizeIranianMobile } from './phone';

export type ContactField = 'name' | 'contact' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'contact', 'message'];
export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', contact: '', message: '' };

export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  nameRequired: 'نام را وارد کنید.',
  nameTooLong: 'نام نباید بیشتر از ۱۰۰ نویسه باشد.',
  contactRequired: 'شماره موبایل یا ایمیل را وارد کنید.',
  contactInvalid: 'شماره موبایل یا ایمیل معتبر نیست.',
  messageTooShort: 'پیام باید دست‌کم ۱۰ نویسه باشد.',
  messageTooLong: 'پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.',
  sendFailed: 'ارسال پیام انجام نشد. لطفاً دوباره تلاش کنید.',
  sent: 'پیام شما ارسال شد. همکاران ما به‌زودی پاسخ می‌دهند.',
} as const;

/** A mobile becomes '09xxxxxxxxx', an e-mail is lower-cased with Latin digits; anything else is an error. */
function normalizeContact(value: string): string | null {
  const mobile = normalizeIranianMobile(value);
  if (mobile) return mobile;
  const email = toLatinDigits(value).toLowerCase();
  return z.email().check(z.maxLength(254)).safeParse(email).success ? email : null;
}

const trimmedText = () => z.string().check(z.trim());

export const contactFormSchema = z.object({
  name: trimmedText().check(
    z.minLength(1, CONTACT_MESSAGES.nameRequired),
    z.maxLength(NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  ),
  contact: z.pipe(
    trimmedText().check(z.minLength(1, CONTACT_MESSAGES.contactRequired)),
    z.transform((value: string, ctx) => {
      const normalized = normalizeContact(value);
      if (normalized) return normalized;
      ctx.issues.push({ code: 'custom', message: CONTACT_MESSAGES.contactInvalid, input: value });
      return z.NEVER;
    }),
  ),
  message: trimmedText().check(
    z.minLength(MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort),
    z.maxLength(MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  ),
});

export type ContactInput = z.output<typeof contactFormSchema>;

/** The cleaned message, or the first error of each field. */
export function validateContactForm(
  values: ContactValues,
): { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors } {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** Server field names (ABP camelCase 'name', Strapi 'Name', …) → the form's fields; unknown ones are dropped. */
export function fieldErrorsFromService(fields: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.toLowerCase();
    if (isContactField(field) && message && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The service's message when it is written for people (Persian); a Persian fallback when it is a server's English. */
export function contactErrorMessage(message: string | null | undefined): string {
  return message && /[\u0600-\u06ff]/.test(message) ? message : CONTACT_MESSAGES.sendFailed;
}
