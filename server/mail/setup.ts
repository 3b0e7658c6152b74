import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';

/** An SMTP server as the admin's mail settings describe it. */
export interface SmtpServer {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
}

/** How mail leaves: written to the log folder, or sent to an SMTP server (MAIL_URL's, or the settings'). */
export type MailRoute = { driver: 'log' } | { driver: 'smtp'; url: string } | { driver: 'smtp'; server: SmtpServer };

export interface MailSetup {
  route: MailRoute;
  from: string;
}

/**
 * The mail settings an admin saved, else the environment: mail.driver null follows MAIL_URL, and
 * mail.from, when set, replaces MAIL_FROM whichever way mail leaves.
 */
export function mailSetup(config: Pick<Config, 'mail'>, settings: SettingsMap): MailSetup {
  const from = settings['mail.from'] || config.mail.from;
  switch (settings['mail.driver']) {
    case 'log':
      return { route: { driver: 'log' }, from };
    case 'smtp':
      return {
        route: {
          driver: 'smtp',
          server: {
            host: settings['mail.host'],
            port: settings['mail.port'],
            secure: settings['mail.secure'],
            username: settings['mail.username'],
            password: settings['mail.password'],
          },
        },
        from,
      };
    default:
      return { route: config.mail.url === 'log' ? { driver: 'log' } : { driver: 'smtp', url: config.mail.url }, from };
  }
}
