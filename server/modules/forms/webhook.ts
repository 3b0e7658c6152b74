import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { ForbiddenError } from '../../errors.ts';
import { outboundGuard, OutboundRefusedError } from '../../security/outbound.ts';

// A form's webhook: the submission as JSON, POSTed to the URL the form names, signed so the
// receiver can tell it came from this site: `X-Sitewright-Signature: sha256=<hex>` is the
// HMAC-SHA256 of "<timestamp>.<body>" under the site's webhook secret, and the timestamp (unix
// seconds, `X-Sitewright-Timestamp`) lets the receiver refuse old replays. The URL is the site
// owner's to choose, so the request goes through the outbound guard like any user-chosen address.

const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Sitewright-Webhooks/1';

export const WEBHOOK_HEADERS = { timestamp: 'X-Sitewright-Timestamp', signature: 'X-Sitewright-Signature' } as const;

export interface WebhookBody {
  event: 'form.submission';
  site: { id: number; name: string; slug: string };
  form: { id: string; name: string };
  submission: { id: number; created_at: string; email: string | null; fields: { name: string; label: string; value: string }[] };
}

/** A new per-site signing key: 32 random bytes as hex (the column holds 64 characters). */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Sends one delivery and resolves with the receiver's status. A URL the guard refuses (this
 * machine, a private network, the app itself) throws a domain error, which ends the job without
 * a retry: asking again would be refused again.
 */
export async function postWebhook(ctx: AppContext, url: string, secret: string, payload: WebhookBody, signal: AbortSignal): Promise<number> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new ForbiddenError(`The webhook URL is not a valid URL: ${url}`);
  }
  const bytes = new TextEncoder().encode(body);
  try {
    const { status } = await outboundGuard(ctx.config).request(target, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(bytes.byteLength),
        'User-Agent': USER_AGENT,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
      },
      body: bytes,
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    return status;
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw new ForbiddenError(error.message);
    throw error;
  }
}
