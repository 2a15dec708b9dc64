// What every Strapi 5 entry of the CMS stand-in carries: a stable documentId, its timestamps and its locale.
import { createHash } from 'node:crypto';

/** A stable v5 documentId: 24 lowercase letters and digits derived from what the document is. */
export function documentIdFor(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(digest.subarray(0, 24), (byte) => alphabet[byte % alphabet.length]).join('');
}

const CREATED_AT = '2026-01-12T08:30:00.000Z';
const UPDATED_AT = '2026-03-02T10:15:00.000Z';
const PUBLISHED_AT = '2026-03-02T10:15:01.000Z';
export const LOCALE = 'fa';

export function timestamps() {
  return { createdAt: CREATED_AT, updatedAt: UPDATED_AT, publishedAt: PUBLISHED_AT };
}
