import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface TestMailServer {
  /** MAIL_URL for the app under test. */
  url: string;
  /** Every message received so far, oldest first. */
  received: ReceivedMail[];
  /** Waits for the first message not taken yet that matches, and takes it. */
  take(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages not taken yet. */
  pending(): ReceivedMail[];
  close(): Promise<void>;
}

export interface MailServerOptions {
  /** Refuse this many messages first, with a temporary failure (451), as a mail server that is struggling does. */
  refuseFirst?: number;
  /** Require AUTH PLAIN/LOGIN with these credentials (over plain SMTP, as a local relay may). */
  auth?: { username: string; password: string };
}

/**
 * A real SMTP server on loopback (smtp-server) that parses what nodemailer sends (mailparser).
 * No TLS, and no AUTH unless `auth` asks for it: the app's transport talks plain SMTP to it, as to a local relay.
 */
export async function startMailServer(options: MailServerOptions = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let refusals = options.refuseFirst ?? 0;
  const auth = options.auth;
  const server = new SMTPServer({
    authOptional: !auth,
    allowInsecureAuth: Boolean(auth),
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.username && credentials.password === auth.password) return callback(null, { user: credentials.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals <= 0) return callback();
      refusals -= 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((address) => address.value.map((v) => v.address ?? ''));
          received.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const pending = () => received.filter((mail) => !taken.has(mail));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    pending,
    async take(match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = pending().find(match);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms; pending: ${JSON.stringify(pending().map((m) => [m.to, m.subject]))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const mailTo = (address: string, subject?: string) => (mail: ReceivedMail) =>
  mail.to.includes(address) && (subject === undefined || mail.subject === subject);

/** The first link in the plain-text body whose path starts with `pathPrefix`. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s)]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
}
