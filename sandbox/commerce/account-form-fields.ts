// The account form's one submission checked field by field against its provider's form (CONTRACTS §12.2): every
// rule of every field at once, with a Persian message naming the field. Used by account-forms.ts.
import type { ValidationErrorInfo } from '../abp/errors';
import type { SeedLoginField, SeedLoginProvider } from '../seed/login-providers';
import { persianNumber } from '../text';
import type { SubmittedField } from './sealed-fields';

export const accountFieldMessages = {
  required: (label: string) => `«${label}» را وارد کنید.`,
  mustAccept: 'برای ادامه باید این مورد را بپذیرید.',
  email: 'نشانی ایمیل معتبر نیست.',
  option: (label: string) => `یکی از گزینه‌های «${label}» را انتخاب کنید.`,
  checkbox: (label: string) => `مقدار «${label}» باید true یا false باشد.`,
  groupCount: (label: string, count: number) => `«${label}» باید ${persianNumber(count)} مقدار داشته باشد.`,
  once: (label: string) => `«${label}» تنها یک مقدار می‌گیرد.`,
  tooLong: (label: string, max: number) => `«${label}» حداکثر ${persianNumber(max)} نویسه است.`,
  unknownField: (key: string, provider: string) => `فیلد «${key}» در فرم ${provider} نیست.`,
};

const MAX_LENGTH: Record<SeedLoginField['type'], number> = {
  Select: 64,
  Text: 128,
  Password: 128,
  Checkbox: 5,
  InputGroup: 64,
  Email: 256,
  Textarea: 1000,
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/** Each entry as { fieldKey, value } (names matched ignoring case, as ASP.NET binds them). */
function entriesOf(raw: unknown[]): { errors: ValidationErrorInfo[]; entries: { key: string; value: string }[] } {
  const errors: ValidationErrorInfo[] = [];
  const entries: { key: string; value: string }[] = [];
  raw.forEach((item, index) => {
    const members = item && typeof item === 'object' ? Object.entries(item as Record<string, unknown>) : [];
    const member = (name: string) => members.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    const key = text(member('fieldKey'));
    const value = member('value');
    if (!key) errors.push({ message: 'The FieldKey field is required.', members: [`fields[${index}].fieldKey`] });
    else entries.push({ key, value: value === null || value === undefined ? '' : (text(value) ?? '') });
  });
  return { errors, entries };
}

/** Every rule of every field at once, each error naming the field's key (CONTRACTS §1.3 validationErrors). */
export function checkFields(
  provider: SeedLoginProvider,
  raw: unknown[],
): { errors: ValidationErrorInfo[]; fields: SubmittedField[] } {
  const { errors, entries } = entriesOf(raw);
  const byKey = new Map(provider.fields.map((field) => [field.key.toLowerCase(), field]));
  const given = new Map<string, string[]>();
  for (const entry of entries) {
    const field = byKey.get(entry.key.toLowerCase());
    if (!field) {
      errors.push({
        message: accountFieldMessages.unknownField(entry.key, provider.displayName),
        members: [entry.key],
      });
      continue;
    }
    given.set(field.key, [...(given.get(field.key) ?? []), entry.value]);
  }
  const fields: SubmittedField[] = [];
  for (const field of provider.fields) {
    const label = field.fa.label;
    const fail = (message: string) => errors.push({ message, members: [field.key] });
    const values = given.get(field.key) ?? [];
    const filled = values.filter((value) => value.trim() !== '');
    if (field.type === 'InputGroup') {
      if (filled.length === 0 && !field.isRequired) continue;
      if (filled.length !== field.inputGroupCount || values.length !== field.inputGroupCount) {
        fail(
          filled.length === 0
            ? accountFieldMessages.required(label)
            : accountFieldMessages.groupCount(label, field.inputGroupCount),
        );
        continue;
      }
      if (filled.some((value) => value.trim().length > MAX_LENGTH.InputGroup))
        fail(accountFieldMessages.tooLong(label, MAX_LENGTH.InputGroup));
      else fields.push(...filled.map((value) => ({ fieldKey: field.key, value: value.trim() })));
      continue;
    }
    if (values.length > 1) {
      fail(accountFieldMessages.once(label));
      continue;
    }
    // A password is kept as typed; other values without surrounding spaces.
    const value = field.type === 'Password' ? (values[0] ?? '') : (values[0] ?? '').trim();
    if (field.type === 'Checkbox') {
      const normalised = value.toLowerCase();
      if (value !== '' && normalised !== 'true' && normalised !== 'false') fail(accountFieldMessages.checkbox(label));
      else if (field.isRequired && normalised !== 'true') fail(accountFieldMessages.mustAccept);
      else if (value !== '') fields.push({ fieldKey: field.key, value: normalised });
      continue;
    }
    if (value.trim() === '') {
      if (field.isRequired)
        fail(field.type === 'Select' ? accountFieldMessages.option(label) : accountFieldMessages.required(label));
      continue;
    }
    if (value.length > MAX_LENGTH[field.type]) fail(accountFieldMessages.tooLong(label, MAX_LENGTH[field.type]));
    else if (field.type === 'Email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) fail(accountFieldMessages.email);
    else if (field.type === 'Select' && !field.options?.some((option) => option.value === value))
      fail(accountFieldMessages.option(label));
    else fields.push({ fieldKey: field.key, value });
  }
  return { errors, fields };
}
