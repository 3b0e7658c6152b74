import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets at rest (2FA secrets, recovery codes) are sealed with AES-256-GCM under the APP_KEY,
// so a copy of the database alone does not reveal them.

function keyFrom(appKey: string): Buffer {
  if (!appKey) throw new Error('APP_KEY is not set: run `sitewright install` to generate one');
  if (appKey.startsWith('base64:')) {
    const raw = Buffer.from(appKey.slice('base64:'.length), 'base64');
    if (raw.length === 32) return raw;
  }
  return createHash('sha256').update(appKey).digest();
}

export function encrypt(appKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appKey), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
}

export function decrypt(appKey: string, payload: string): string {
  const [version, iv, tag, sealed] = payload.split(':');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(appKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}
