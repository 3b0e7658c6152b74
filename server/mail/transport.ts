import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodemailer } from '../lazy-packages.ts';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';
import type { Config } from '../../config/index.ts';
import { redactUrl } from '../../config/index.ts';
import type { MailRoute, MailSetup } from './setup.ts';

export interface SentMail {
  messageId: string;
  /** Where the `log` transport wrote the message. */
  file?: string;
}

/** The one surface the rest of the server sends mail through, whichever transport is configured. */
export interface MailTransport {
  readonly description: string;
  sendMail(message: Mail.Options): Promise<SentMail>;
  /** Resolves when the transport can send; rejects with the reason otherwise. */
  verify(): Promise<void>;
  close(): void;
}

const VERIFY_TIMEOUT_MS = 5000;

type MailConfig = Pick<Config, 'mail' | 'dataDir'>;

/** The environment's mail setup (MAIL_URL, MAIL_FROM), before any admin setting. */
function environmentSetup(config: MailConfig): MailSetup {
  return { route: config.mail.url === 'log' ? { driver: 'log' } : { driver: 'smtp', url: config.mail.url }, from: config.mail.from };
}

/** The environment's transport (MAIL_URL). */
export function createMailTransport(config: MailConfig, logger?: Logger): MailTransport {
  return transportFor(environmentSetup(config), config.dataDir, logger);
}

/** A transport for a mail setup (server/mail/setup.ts): the one in use, or one an admin is trying. */
export function transportFor(setup: MailSetup, dataDir: string, logger?: Logger): MailTransport {
  return setup.route.driver === 'log' ? createLogTransport(setup.from, dataDir, logger) : createSmtpTransport(setup.route, setup.from);
}

/**
 * The zero-setup transport: each message becomes an .eml file under <DATA_DIR>/mail that any
 * mail client opens, so sign-up and reset links work on a box that has no SMTP server.
 */
function createLogTransport(from: string, dataDir: string, logger?: Logger): MailTransport {
  const directory = join(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `mail is written to ${directory}`,
    async sendMail(message) {
      const info = await transporter.sendMail({ from, ...message });
      mkdirSync(directory, { recursive: true });
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      logger?.info({ to: message.to, subject: message.subject, file }, 'mail written to the log');
      return { messageId: info.messageId, file };
    },
    async verify() {
      mkdirSync(directory, { recursive: true });
    },
    close() {
      transporter.close();
    },
  };
}

function createSmtpTransport(route: Exclude<MailRoute, { driver: 'log' }>, from: string): MailTransport {
  // Short connection timeouts: a wrong host should fail a send (or doctor) in seconds, not minutes.
  const timeouts = { connectionTimeout: VERIFY_TIMEOUT_MS, greetingTimeout: VERIFY_TIMEOUT_MS };
  const options: SMTPTransport.Options =
    'url' in route
      ? { url: route.url, ...timeouts }
      : {
          host: route.server.host,
          port: route.server.port,
          secure: route.server.secure,
          auth: route.server.username ? { user: route.server.username, pass: route.server.password } : undefined,
          ...timeouts,
        };
  const transporter = nodemailer.createTransport(options);
  return {
    description: 'url' in route ? `SMTP at ${redactUrl(route.url)}` : `SMTP at ${route.server.host}:${route.server.port}`,
    async sendMail(message) {
      const info = await transporter.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
    async verify() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${VERIFY_TIMEOUT_MS / 1000} s`)), VERIFY_TIMEOUT_MS);
      });
      try {
        await Promise.race([transporter.verify(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** Used by `sitewright doctor`: a one-line verdict on a mail setup, the environment's unless another is given. */
export async function verifyMailTransport(config: MailConfig, setup: MailSetup = environmentSetup(config)): Promise<{ ok: boolean; message: string }> {
  if (setup.route.driver === 'log') return { ok: true, message: `mail is written to the log (${join(config.dataDir, 'mail')})` };
  const transport = transportFor(setup, config.dataDir);
  try {
    await transport.verify();
    return { ok: true, message: `${transport.description} accepts connections` };
  } catch (error) {
    return { ok: false, message: `${transport.description} is not usable: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    transport.close();
  }
}
