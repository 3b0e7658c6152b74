import { expect } from 'chai';
import { verificationUrl } from '../../server/modules/auth/email-verification.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { linkIn, mailTo, startMailServer, type TestMailServer } from './support/mail-server.ts';
import { makeUser, PASSWORD } from './support/users.ts';

const INVALID_LINK = 'This verification link is invalid or has expired. Request a new one.';
const SUBJECT = 'Verify your email address';
const pathOf = (url: URL) => url.pathname + url.search;

describe('auth: e-mail verification', () => {
  let mail: TestMailServer;
  let app: TestApp;
  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ env: { MAIL_URL: mail.url } });
    await setSetting('require_email_confirmation', true);
  });
  after(async () => {
    await app.stop();
    await mail.close();
  });

  async function registerAndReadLink(email: string): Promise<URL> {
    const response = await new Browser(app.server).post('/auth/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      policies: { terms: true, privacy: true },
    });
    expect(response.result).to.deep.include({ status: 'needs_email_verification' });
    return linkIn(await mail.take(mailTo(email, SUBJECT)), '/auth/email/verify/');
  }

  it('register → mail → link → verified; a visitor is sent on to the login page', async () => {
    const link = await registerAndReadLink('verify-flow@example.com');
    expect(link.origin).to.equal(app.config.appUrl);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).to.be.within(24 * 3600 * 1000 - 60_000, 24 * 3600 * 1000);

    const response = await new Browser(app.server).get(pathOf(link));
    expect(response.statusCode).to.equal(302);
    expect(response.headers.location).to.equal('/login?verified=1');
    const user = await User.findOne({ where: { email: 'verify-flow@example.com' } });
    expect(user!.email_verified_at).to.be.instanceOf(Date);

    // Following it again changes nothing and still works (mail clients prefetch links).
    expect((await new Browser(app.server).get(pathOf(link))).statusCode).to.equal(302);
  });

  it('sends a signed-in user to /?verified=1', async () => {
    const link = await registerAndReadLink('signed-in@example.com');
    const browser = new Browser(app.server);
    await browser.post('/auth/login', { email: 'signed-in@example.com', password: PASSWORD });
    const bootstrap = await browser.get('/api/v1/bootstrap-data');
    expect((bootstrap.result as { data: { user: { email_verified_at: string | null } } }).data.user.email_verified_at).to.equal(null);
    const response = await browser.get(pathOf(link));
    expect(response.headers.location).to.equal('/?verified=1');
    const after = await browser.get('/api/v1/bootstrap-data');
    expect((after.result as { data: { user: { email_verified_at: string | null } } }).data.user.email_verified_at).to.be.a('string');
  });

  it('refuses forged, altered and expired links with 403 and a message the user can act on', async () => {
    const link = await registerAndReadLink('forged@example.com');
    const other = await makeUser('other-user@example.com', { verified: false });
    const signature = link.searchParams.get('signature')!;
    const forgedSignature = new URL(link);
    forgedSignature.searchParams.set('signature', signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')));
    const laterExpiry = new URL(link);
    laterExpiry.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    const otherUser = new URL(link);
    otherUser.pathname = link.pathname.replace(/\/verify\/\d+\//, `/verify/${other.id}/`);
    const unsigned = new URL(link);
    unsigned.search = '';

    for (const url of [forgedSignature, laterExpiry, otherUser, unsigned]) {
      const response = await new Browser(app.server).get(pathOf(url));
      expect(response.statusCode, url.href).to.equal(403);
      expect(response.result).to.deep.equal({ message: INVALID_LINK });
    }
    const html = await new Browser(app.server).get(pathOf(forgedSignature), { accept: 'text/html,application/xhtml+xml' });
    expect(html.statusCode).to.equal(403);
    expect(html.headers['content-type']).to.match(/^text\/html/);
    expect(html.payload).to.contain(INVALID_LINK);
    expect(html.payload).to.contain('href="/login"');

    const user = await User.findOne({ where: { email: 'forged@example.com' } });
    const expired = new URL(verificationUrl(app.ctx, user!, new Date(Date.now() - 25 * 3600 * 1000)));
    const response = await new Browser(app.server).get(pathOf(expired));
    expect(response.statusCode).to.equal(403);
    expect(response.result).to.deep.equal({ message: INVALID_LINK });

    await user!.reload();
    await other.reload();
    expect(user!.email_verified_at).to.equal(null);
    expect(other.email_verified_at).to.equal(null);
    // The genuine link still works.
    expect((await new Browser(app.server).get(pathOf(link))).statusCode).to.equal(302);
  });

  it('a link stops working when the account changes its e-mail address', async () => {
    const link = await registerAndReadLink('changing@example.com');
    await User.update({ email: 'changed@example.com' }, { where: { email: 'changing@example.com' } });
    expect((await new Browser(app.server).get(pathOf(link))).statusCode).to.equal(403);
  });

  it('resends the mail at most once a minute per address, answering visitors alike for unknown addresses', async () => {
    await makeUser('resend@example.com', { verified: false });
    const browser = new Browser(app.server);
    const first = await browser.post('/auth/email/verification-notification', { email: 'resend@example.com' });
    expect(first.statusCode).to.equal(200);
    expect(first.result).to.deep.equal({ message: 'Email sent' });
    const resent = await mail.take(mailTo('resend@example.com', SUBJECT));
    expect((await new Browser(app.server).get(pathOf(linkIn(resent, '/auth/email/verify/')))).statusCode).to.equal(302);

    const again = await browser.post('/auth/email/verification-notification', { email: 'RESEND@example.com' });
    expect(again.statusCode).to.equal(429);
    expect((again.result as { message: string }).message).to.match(/^Please wait \d+ seconds before requesting another email\.$/);
    expect(Number(again.headers['retry-after'])).to.be.within(1, 60);

    const unknown = await browser.post('/auth/email/verification-notification', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).to.equal(200);
    expect(unknown.result).to.deep.equal(first.result);
  });

  it('resends to the signed-in user without an e-mail in the form', async () => {
    await makeUser('gate@example.com', { verified: false });
    const browser = new Browser(app.server);
    await browser.post('/auth/login', { email: 'gate@example.com', password: PASSWORD });
    const response = await browser.post('/auth/email/verification-notification', {});
    expect(response.result).to.deep.equal({ message: 'Email sent' });
    await mail.take(mailTo('gate@example.com', SUBJECT));
  });
});
