import { ELEMENT_ID_LENGTH } from '../constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 = 4 * 62: bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 248;

/** A random element id of ELEMENT_ID_LENGTH letters and digits (Web Crypto: browser and Node). */
export function generateId(): string {
  let id = '';
  const bytes = new Uint8Array(ELEMENT_ID_LENGTH * 2);
  while (id.length < ELEMENT_ID_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === ELEMENT_ID_LENGTH) break;
    }
  }
  return id;
}

// Ids end up in CSS attribute selectors and URLs; anything outside this set is replaced on parse.
const USABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether an existing data-id from saved markup can be kept as it is. */
export function isUsableId(id: string | undefined): id is string {
  return id !== undefined && USABLE_ID.test(id);
}
