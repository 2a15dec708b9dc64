// Messages from the shop's contact form: POST /api/contacts {data:{Name, Contact, Message}}.
// Validated as Strapi does (400 ValidationError with details.errors), stored in cms_contacts.
import { randomBytes } from 'node:crypto';
import type { Db, Migration } from '../db/database';
import { normaliseMobile, toLatinDigits } from '../text';

export const contactsMigration: Migration = {
  id: 'cms-001-contacts',
  up: (db) =>
    db.exec(`CREATE TABLE cms_contacts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      document_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      contact TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`),
};

export type FieldError = { path: string[]; message: string; name: 'ValidationError'; value: unknown };

const FIELDS = ['Name', 'Contact', 'Message'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type ContactInput = { Name: string; Contact: string; Message: string };

/** Returns the cleaned message or the list of errors, each with a Persian message. */
export function validateContact(
  data: Record<string, unknown>,
): { ok: true; value: ContactInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const error = (field: string, message: string) =>
    errors.push({ path: [field], message, name: 'ValidationError', value: data[field] ?? null });

  for (const key of Object.keys(data)) {
    if (!(FIELDS as readonly string[]).includes(key)) error(key, `Invalid key ${key}`);
  }
  const text = (field: string) => (typeof data[field] === 'string' ? (data[field] as string).trim() : '');

  const name = text('Name');
  if (!name) error('Name', 'نام را وارد کنید.');
  else if (name.length > 100) error('Name', 'نام نباید بیشتر از ۱۰۰ نویسه باشد.');

  const rawContact = text('Contact');
  let contact = '';
  if (!rawContact) {
    error('Contact', 'شماره‌ی موبایل یا ایمیل را وارد کنید.');
  } else {
    const mobile = normaliseMobile(rawContact);
    const email = toLatinDigits(rawContact).toLowerCase();
    if (mobile) contact = mobile;
    else if (EMAIL.test(email) && email.length <= 254) contact = email;
    else error('Contact', 'شماره‌ی موبایل یا ایمیل معتبر نیست.');
  }

  const message = text('Message');
  if (!message) error('Message', 'متن پیام را وارد کنید.');
  else if (message.length < 10) error('Message', 'متن پیام باید دست‌کم ۱۰ نویسه باشد.');
  else if (message.length > 2000) error('Message', 'متن پیام نباید بیشتر از ۲۰۰۰ نویسه باشد.');

  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, value: { Name: name, Contact: contact, Message: message } };
}

export function storeContact(db: Db, input: ContactInput) {
  const documentId = randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(24, '0')
    .slice(0, 24);
  const createdAt = new Date().toISOString();
  const { lastInsertRowid } = db
    .prepare('INSERT INTO cms_contacts (document_id, name, contact, message, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(documentId, input.Name, input.Contact, input.Message, createdAt);
  return {
    id: Number(lastInsertRowid),
    documentId,
    ...input,
    createdAt,
    updatedAt: createdAt,
    publishedAt: createdAt,
    locale: 'fa',
  };
}
