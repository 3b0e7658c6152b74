import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';
import type { Config } from '../../config/index.ts';
import { redactUrl } from '../../config/index.ts';

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

export function createMailTransport(config: MailConfig, logger?: Logger): MailTransport {
  return config.mail.url === 'log' ? createLogTransport(config, logger) : createSmtpTransport(config);
}

/**
 * The zero-setup transport: each message becomes an .eml file under <DATA_DIR>/mail that any
 * mail client opens, so sign-up and reset links work on a box that has no SMTP server.
 */
function createLogTransport(config: MailConfig, logger?: Logger): MailTransport {
  const directory = join(config.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `mail is written to ${directory}`,
    async sendMail(message) {
      const info = await transporter.sendMail({ from: config.mail.from, ...message });
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

function createSmtpTransport(config: MailConfig): MailTransport {
  // Short connection timeouts: a wrong host should fail a send (or doctor) in seconds, not minutes.
  const options: SMTPTransport.Options = { url: config.mail.url, connectionTimeout: VERIFY_TIMEOUT_MS, greetingTimeout: VERIFY_TIMEOUT_MS };
  const transporter = nodemailer.createTransport(options);
  return {
    description: `SMTP at ${redactUrl(config.mail.url)}`,
    async sendMail(message) {
      const info = await transporter.sendMail({ from: config.mail.from, ...message });
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

/** Used by `sitewright doctor`: a one-line verdict on the configured mail transport. */
export async function verifyMailTransport(config: MailConfig): Promise<{ ok: boolean; message: string }> {
  if (config.mail.url === 'log') return { ok: true, message: `mail is written to the log (${join(config.dataDir, 'mail')})` };
  const transport = createMailTransport(config);
  try {
    await transport.verify();
    return { ok: true, message: `${transport.description} accepts connections` };
  } catch (error) {
    return { ok: false, message: `${transport.description} is not usable: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    transport.close();
  }
}
