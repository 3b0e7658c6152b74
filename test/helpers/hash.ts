import { createHash } from 'node:crypto';

/** Hex SHA-256, to prove uploaded and downloaded bytes are the same. */
export function sha256(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
