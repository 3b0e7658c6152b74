import type { Config } from '../../config/index.ts';
import type { AppContext } from '../context.ts';
import { getSetting } from '../modules/settings/service.ts';
import { renderEmail, type TemplateData } from './templates.ts';
import { createMailTransport, type MailTransport, type SentMail } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** A name under templates/emails/ (both .html and .txt exist). */
  template: string;
  data: TemplateData;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

// One transport per configuration: the SMTP transport opens a connection per message, so
// nothing lingers between sends and nothing needs closing when the app stops.
const transports = new WeakMap<Config, MailTransport>();

function transportFor(ctx: AppContext): MailTransport {
  let transport = transports.get(ctx.config);
  if (!transport) {
    transport = createMailTransport(ctx.config, ctx.logger);
    transports.set(ctx.config, transport);
  }
  return transport;
}

/** Renders a template (site name and app URL are always available to it) and sends it from config.mail.from. */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<SentMail> {
  const siteName = await getSetting('branding.site_name');
  const { html, text } = renderEmail(message.template, { site_name: siteName, app_url: ctx.config.appUrl, ...message.data });
  return transportFor(ctx).sendMail({ from: ctx.config.mail.from, to: message.to, subject: message.subject, html, text, headers: message.headers });
}

/**
 * Sends without making the request wait for the mail server, and without letting a slow or
 * failing one change the answer: a failure is logged for the operator. Also keeps answers that
 * must not reveal whether an account exists equally fast either way.
 */
export function queueMail(ctx: AppContext, build: () => Promise<MailMessage | null>): void {
  void (async () => {
    const message = await build();
    if (message) await sendMail(ctx, message);
  })().catch((error: unknown) => ctx.logger.error({ err: error }, 'sending mail failed'));
}
