import { webpush } from '../../lazy-packages.ts';
import type { AppContext } from '../../context.ts';
import { invalidateCache } from '../../cache/site-cache.ts';
import { decrypt, encrypt } from '../../security/encryption.ts';
import { Setting } from '../settings/models.ts';
import { getSetting } from '../settings/service.ts';

// The VAPID key pair (RFC 8292) that signs every Web Push request: made once, on first need, and
// kept in the private setting notifications.vapid_keys with the private key encrypted under
// APP_KEY. Browsers subscribe with the public key, so it must never change afterwards: of two
// instances making it at once, the first row written wins and the other reads it back.

const SETTING = 'notifications.vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

type StoredKeys = { public_key: string; private_key: string };

function open(ctx: AppContext, stored: StoredKeys): VapidKeys {
  return { publicKey: stored.public_key, privateKey: decrypt(ctx.config.appKey, stored.private_key) };
}

/** The install's VAPID keys, made now if there are none yet; rejects without APP_KEY (nothing to keep the private key under). */
export async function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  const stored = await getSetting(SETTING);
  if (stored?.public_key && stored.private_key) return open(ctx, stored);
  const made = webpush.generateVAPIDKeys();
  const value: StoredKeys = { public_key: made.publicKey, private_key: encrypt(ctx.config.appKey, made.privateKey) };
  const [row] = await Setting.findOrCreate({ where: { name: SETTING }, defaults: { name: SETTING, value: JSON.stringify(value) } });
  let kept = JSON.parse(row.value ?? 'null') as StoredKeys | null;
  if (!kept?.public_key) {
    // A row holding null (an operator cleared it): this pair replaces it.
    await row.update({ value: JSON.stringify(value) });
    kept = value;
  }
  invalidateCache('settings');
  return open(ctx, kept);
}

/**
 * The contact push services may use (RFC 8292 `sub`): the app's https URL, else the sender
 * address of its mail.
 */
export function vapidSubject(ctx: AppContext): string {
  if (ctx.config.appUrl.startsWith('https://')) return ctx.config.appUrl;
  const address = /<([^>]+)>/.exec(ctx.config.mail.from)?.[1] ?? ctx.config.mail.from;
  return `mailto:${address.trim() || 'no-reply@localhost'}`;
}
