// The account details a buyer submits, sealed at rest with AES-256-GCM (CONTRACTS §12.2 [PROP]: stored
// encrypted, never returned). The key is the SHA-256 of SANDBOX_FIELD_KEY; the order item's id is bound in as
// additional data, so a sealed value copied onto another item does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export type SubmittedField = { fieldKey: string; value: string };

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
const aadOf = (orderItemId: number) => Buffer.from(`order-item:${orderItemId}`, 'utf8');

/** "v1.<iv>.<tag>.<ciphertext>", each part base64url. */
export function sealFields(secret: string, orderItemId: number, fields: SubmittedField[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(aadOf(orderItemId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(fields), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** For the shop's staff (no route reads it): the fields back, or an error when the key or the item is wrong. */
export function openFields(secret: string, orderItemId: number, sealed: string): SubmittedField[] {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAAD(aadOf(orderItemId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8')) as SubmittedField[];
}
