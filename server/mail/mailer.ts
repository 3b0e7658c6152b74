import type { Config } from '../../config/index.ts';
import type { AppContext } from '../context.ts';
import { getAllSettings } from '../modules/settings/service.ts';
import { mailSetup, type MailSetup } from './setup.ts';
import { renderEmail, type TemplateData } from './templates.ts';
import { transportFor, type MailTransport, type SentMail } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** A name under templates/emails/ (both .html and .txt exist). */
  template: string;
  data: TemplateData;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Where replies go when not to the sender (a contact message's author). */
  replyTo?: string;
}

// The transport of the mail setup in use, per configuration. The setup is worked out from the
// settings on every send, so an admin's new SMTP server takes the next message without a restart;
// the transport is made again only when the setup changed. The SMTP transport opens a connection
// per message, so nothing lingers between sends and nothing needs closing when the app stops.
const transports = new WeakMap<Config, { route: string; transport: MailTransport }>();

function currentTransport(ctx: AppContext, setup: MailSetup): MailTransport {
  const route = JSON.stringify(setup.route);
  const known = transports.get(ctx.config);
  if (known?.route === route) return known.transport;
  known?.transport.close();
  const transport = transportFor(setup, ctx.config.dataDir, ctx.logger);
  transports.set(ctx.config, { route, transport });
  return transport;
}

async function deliver(ctx: AppContext, transport: MailTransport, from: string, message: MailMessage): Promise<SentMail> {
  const siteName = (await getAllSettings())['branding.site_name'];
  const { html, text } = renderEmail(message.template, { site_name: siteName, app_url: ctx.config.appUrl, ...message.data });
  return transport.sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, html, text, headers: message.headers });
}

/** Renders a template (site name and app URL are always available to it) and sends it the way the settings say. */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<SentMail> {
  const setup = mailSetup(ctx.config, await getAllSettings());
  return deliver(ctx, currentTransport(ctx, setup), setup.from, message);
}

/** Sends through a setup that is not saved (an admin's test mail), on a transport of its own. */
export async function sendMailWith(ctx: AppContext, setup: MailSetup, message: MailMessage): Promise<SentMail> {
  const transport = transportFor(setup, ctx.config.dataDir, ctx.logger);
  try {
    return await deliver(ctx, transport, setup.from, message);
  } finally {
    transport.close();
  }
}

/** Resolves when the setup can send; rejects with the transport's reason otherwise. */
export async function verifyMailSetup(ctx: AppContext, setup: MailSetup): Promise<void> {
  const transport = transportFor(setup, ctx.config.dataDir, ctx.logger);
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
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
