import { ELEMENT_ID_LENGTH } from '../constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 248 = 4 * 62: bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 248;
// Parsing a page without ids names every element: one getRandomValues call per id costs more
// than the id. The bytes come from one buffer instead, refilled whole when spent (about 400 ids
// a refill), and each byte is used once.
const RANDOM_BUFFER_BYTES = 4096;

const random = new Uint8Array(RANDOM_BUFFER_BYTES);
let position = RANDOM_BUFFER_BYTES;

function randomByte(): number {
  if (position === RANDOM_BUFFER_BYTES) {
    crypto.getRandomValues(random);
    position = 0;
  }
  return random[position++];
}

/** A random element id of ELEMENT_ID_LENGTH letters and digits (Web Crypto: browser and Node). */
export function generateId(): string {
  let id = '';
  while (id.length < ELEMENT_ID_LENGTH) {
    const byte = randomByte();
    if (byte < UNBIASED_LIMIT) id += ALPHABET[byte % ALPHABET.length];
  }
  return id;
}

// Ids end up in CSS attribute selectors and URLs; anything outside this set is replaced on parse.
const USABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether an existing data-id from saved markup can be kept as it is. */
export function isUsableId(id: string | undefined): id is string {
  return id !== undefined && USABLE_ID.test(id);
}
