import { createHmac } from 'node:crypto';

// An RFC 6238 TOTP written from the RFCs alone (RFC 4648 base32, RFC 4226 HOTP), sharing no
// code with otplib: codes it computes are what any standard authenticator app would show.

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new Error(`Not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = ((hmac[offset] & 0x7f) << 24) | (hmac[offset + 1] << 16) | (hmac[offset + 2] << 8) | hmac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238: T = floor(unix time / 30); `stepOffset` picks an earlier or later step. */
export function totp(base32Secret: string, options: { time?: number; stepOffset?: number; digits?: number } = {}): string {
  const seconds = Math.floor((options.time ?? Date.now()) / 1000);
  return hotp(base32Decode(base32Secret), Math.floor(seconds / 30) + (options.stepOffset ?? 0), options.digits ?? 6);
}

/** Waits out the end of a 30 s step, so a code computed now is checked by the server in the same step. */
export async function awayFromStepBoundary(marginMs = 2000): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 30_000 - marginMs) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
}
