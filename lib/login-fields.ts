// The buyer's game-account form (CONTRACTS §12.2) as pure data: a field's Persian texts, its direction, the
// checks the commerce service makes (docs/contracts/commerce.md, Account forms) in the same words, and the
// { fieldKey, value } list it takes. The shapes are the contract's (contracts/commerce.openapi.yaml), not the
// service layer's, so lib/ stays free of it.
import type { components } from '@/contracts/generated/commerce';
import { toPersianDigits } from './digits';

export type LoginFieldKind = components['schemas']['LoginFieldType'];

/** A field of a sign-in provider's form, as LoginProvider/GetByOrderItemId answers it (its id aside). */
export type LoginFieldDefinition = Omit<components['schemas']['LoginProviderField'], 'id'>;

/** One value as OrderItemProviderField/Submit takes it. */
type SubmittedLoginField = components['schemas']['LoginFieldValue'];

/** What was typed: text for most fields, a tick for a Checkbox, one text per input of an InputGroup. */
export type LoginFieldValue = string | boolean | string[];
export type LoginValues = Partial<Record<string, LoginFieldValue>>;

export type LoginFieldErrors = Partial<Record<string, string>>;

/** The service's limits, in characters (each input of a group on its own). */
export const LOGIN_FIELD_LIMITS: Record<LoginFieldKind, number> = {
  Select: 64,
  Text: 128,
  Password: 128,
  Checkbox: 5,
  InputGroup: 64,
  Email: 256,
  Textarea: 1000,
};

export const LOGIN_FIELD_MESSAGES = {
  required: (label: string) => `«${label}» را وارد کنید.`,
  choose: (label: string) => `یکی از گزینه‌های «${label}» را انتخاب کنید.`,
  mustAccept: 'برای ادامه باید این مورد را بپذیرید.',
  email: 'نشانی ایمیل معتبر نیست.',
  fillAll: (label: string, count: number) => `هر ${toPersianDigits(count)} خانه‌ی «${label}» را پر کنید.`,
  tooLong: (label: string, max: number) => `«${label}» حداکثر ${toPersianDigits(max)} نویسه است.`,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Texts = { label: string; placeholder: string | null; info: string | null };

function translation(field: LoginFieldDefinition, language: string) {
  return field.translations.find((entry) => entry.language?.toLowerCase() === language);
}

/** The Persian label (else the English one, else the key), and the Persian placeholder and hint. */
export function loginFieldTexts(field: LoginFieldDefinition): Texts {
  const fa = translation(field, 'fa');
  const en = translation(field, 'en');
  return {
    label: fa?.label?.trim() || en?.label?.trim() || field.key,
    placeholder: fa?.placeholder?.trim() || null,
    info: fa?.info?.trim() || null,
  };
}

/** An option's Persian name, else its English one, else its value. */
export function loginOptionName(option: LoginFieldDefinition['options'][number]): string {
  const named = (language: string) =>
    option.translations.find((entry) => entry.language?.toLowerCase() === language)?.displayName;
  return named('fa') || named('en') || option.value;
}

/** The fields in the order the service numbers them. */
export function sortedLoginFields<F extends Pick<LoginFieldDefinition, 'order'>>(fields: readonly F[]): F[] {
  return [...fields].sort((a, b) => a.order - b.order);
}

const LATIN_TEXT_KEY = /user|name|tag|code|login|account|id$/i;

/** Values that are Latin by nature (addresses, passwords, codes, user names) are typed left to right. */
export function isLatinLoginField(field: Pick<LoginFieldDefinition, 'type' | 'key'>): boolean {
  if (field.type === 'Email' || field.type === 'Password' || field.type === 'InputGroup') return true;
  return field.type === 'Text' && LATIN_TEXT_KEY.test(field.key);
}

export function textValue(values: LoginValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

export function isTicked(values: LoginValues, key: string): boolean {
  return values[key] === true;
}

/** An InputGroup's inputs, always `inputGroupCount` of them. */
export function groupValues(
  values: LoginValues,
  field: Pick<LoginFieldDefinition, 'key' | 'inputGroupCount'>,
): string[] {
  const value = values[field.key];
  const given = Array.isArray(value) ? value : [];
  return Array.from({ length: field.inputGroupCount }, (_, index) => given[index] ?? '');
}

/** The one value of a field as it is sent: a password as typed, anything else without surrounding spaces. */
function sentText(field: LoginFieldDefinition, values: LoginValues): string {
  const value = textValue(values, field.key);
  return field.type === 'Password' ? value : value.trim();
}

function fieldError(field: LoginFieldDefinition, values: LoginValues): string | null {
  const { label } = loginFieldTexts(field);
  const limit = LOGIN_FIELD_LIMITS[field.type];
  if (field.type === 'Checkbox')
    return field.isRequired && !isTicked(values, field.key) ? LOGIN_FIELD_MESSAGES.mustAccept : null;
  if (field.type === 'InputGroup') {
    const inputs = groupValues(values, field).map((value) => value.trim());
    const filled = inputs.filter((value) => value !== '').length;
    if (filled === 0) return field.isRequired ? LOGIN_FIELD_MESSAGES.required(label) : null;
    if (filled !== field.inputGroupCount) return LOGIN_FIELD_MESSAGES.fillAll(label, field.inputGroupCount);
    return inputs.some((value) => value.length > limit) ? LOGIN_FIELD_MESSAGES.tooLong(label, limit) : null;
  }
  const value = sentText(field, values);
  if (value.trim() === '') {
    if (!field.isRequired) return null;
    return field.type === 'Select' ? LOGIN_FIELD_MESSAGES.choose(label) : LOGIN_FIELD_MESSAGES.required(label);
  }
  if (value.length > limit) return LOGIN_FIELD_MESSAGES.tooLong(label, limit);
  if (field.type === 'Email' && !EMAIL_PATTERN.test(value)) return LOGIN_FIELD_MESSAGES.email;
  if (field.type === 'Select' && !field.options.some((option) => option.value === value))
    return LOGIN_FIELD_MESSAGES.choose(label);
  return null;
}

/** Every field's first mistake, by key, checked as the service checks them; empty when all is well. */
export function loginFieldErrors(fields: readonly LoginFieldDefinition[], values: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  for (const field of sortedLoginFields(fields)) {
    const error = fieldError(field, values);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/**
 * The `fields` of OrderItemProviderField/Submit: a Checkbox as 'true'/'false', an InputGroup's key once per
 * input, and nothing for an optional field left empty.
 */
export function loginSubmissionFields(
  fields: readonly LoginFieldDefinition[],
  values: LoginValues,
): SubmittedLoginField[] {
  const sent: SubmittedLoginField[] = [];
  for (const field of sortedLoginFields(fields)) {
    if (field.type === 'Checkbox') {
      sent.push({ fieldKey: field.key, value: String(isTicked(values, field.key)) });
    } else if (field.type === 'InputGroup') {
      const inputs = groupValues(values, field).map((value) => value.trim());
      if (inputs.some((value) => value !== '')) sent.push(...inputs.map((value) => ({ fieldKey: field.key, value })));
    } else {
      const value = sentText(field, values);
      if (value.trim() !== '') sent.push({ fieldKey: field.key, value });
    }
  }
  return sent;
}

/** A service error's members (field keys, any case) as the form's own keys; the rest under `unplaced`. */
export function errorsOnLoginFields(
  fields: readonly Pick<LoginFieldDefinition, 'key'>[],
  members: Record<string, string>,
): { errors: LoginFieldErrors; unplaced: string[] } {
  const errors: LoginFieldErrors = {};
  const unplaced: string[] = [];
  for (const [member, message] of Object.entries(members)) {
    const field = fields.find((candidate) => candidate.key.toLowerCase() === member.toLowerCase());
    if (field) errors[field.key] ??= message;
    else unplaced.push(message);
  }
  return { errors, unplaced };
}
