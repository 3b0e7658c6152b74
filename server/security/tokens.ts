import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak does not hand out sessions or API
 * access. Every authenticated request hashes its cookie or token: the one-shot hash costs half of
 * a Hash object's.
 */
export function sha256(text: string): string {
  return hash('sha256', text);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
