import { expect } from 'chai';
import { Setting } from '../../server/modules/settings/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from '../auth/support/http-client.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { clientFor, errorsOf, type AdminSettingsAnswer } from './support/admin-client.ts';

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-password-123';

describe('admin settings: mail provider', function () {
  this.timeout(60_000);
  let app: TestApp;
  let relay: TestMailServer;
  let admin: ReturnType<typeof clientFor>;

  before(async () => {
    relay = await startMailServer({ auth: { username: SMTP_USER, password: SMTP_PASSWORD } });
    // The environment writes mail to the log: only the admin's settings can reach the relay.
    app = await startTestApp({ env: { MAIL_URL: 'log' } });
    admin = clientFor(app, await signInAs((await createTestUser({ roles: ['admin'] })).user));
  });
  after(async () => {
    await app?.stop();
    await relay?.close();
  });

  const smtpAt = (port: number, password = SMTP_PASSWORD) => ({
    'mail.driver': 'smtp',
    'mail.host': '127.0.0.1',
    'mail.port': port,
    'mail.secure': false,
    'mail.username': SMTP_USER,
    'mail.password': password,
  });
  const relayPort = () => Number(new URL(relay.url).port);

  async function mailSettings(): Promise<Record<string, unknown>> {
    const { settings } = (await admin('GET', 'admin/settings')).result as AdminSettingsAnswer;
    return Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith('mail.')));
  }

  it('sends a test mail with unsaved SMTP settings, and saves nothing', async () => {
    const before = await mailSettings();
    const response = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: { ...smtpAt(relayPort()), 'mail.from': 'Harbour <hello@harbour.example>' } });
    expect(response.statusCode, response.payload).to.equal(200);
    const mail = await relay.take(mailTo('ops@example.com', 'Test mail from Sitewright'));
    expect(mail.text).to.contain(`SMTP at 127.0.0.1:${relayPort()}`);
    expect(mail.parsed.from?.text).to.contain('hello@harbour.example');
    expect(await mailSettings()).to.deep.equal(before);
  });

  it('answers the test mail failure on the field to fix', async () => {
    const closed = await freePort();
    const unreachable = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: smtpAt(closed) });
    expect(unreachable.statusCode, unreachable.payload).to.equal(422);
    expect(String(errorsOf(unreachable)['settings.mail.host'])).to.match(/ECONNREFUSED/);

    const wrongPassword = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: smtpAt(relayPort(), 'not-the-password') });
    expect(wrongPassword.statusCode, wrongPassword.payload).to.equal(422);
    expect(errorsOf(wrongPassword)).to.have.key('settings.mail.password');
  });

  it('refuses to save SMTP settings that cannot connect, keeping the old ones', async () => {
    const before = await mailSettings();
    const closed = await freePort();
    const response = await admin('PUT', 'admin/settings', { settings: { ...smtpAt(closed), 'branding.site_name': 'Not saved either' } });
    expect(response.statusCode, response.payload).to.equal(422);
    expect(String(errorsOf(response)['settings.mail.host'])).to.match(/ECONNREFUSED/);
    expect(await mailSettings()).to.deep.equal(before);
    expect((await Setting.findOne({ where: { name: 'mail.password' } }))?.value ?? null).to.equal(null);

    const refusedSignIn = await admin('PUT', 'admin/settings', { settings: smtpAt(relayPort(), 'not-the-password') });
    expect(refusedSignIn.statusCode, refusedSignIn.payload).to.equal(422);
    expect(errorsOf(refusedSignIn)).to.have.key('settings.mail.password');
    expect(await mailSettings()).to.deep.equal(before);
  });

  it('saves working SMTP settings, and the next real mail goes through them without a restart', async () => {
    const saved = await admin('PUT', 'admin/settings', { settings: { ...smtpAt(relayPort()), 'mail.from': 'Harbour <hello@harbour.example>' } });
    expect(saved.statusCode, saved.payload).to.equal(200);
    expect(saved.payload).to.not.contain(SMTP_PASSWORD);
    expect((saved.result as AdminSettingsAnswer).secrets['mail.password']).to.equal(true);
    expect(String((await Setting.findOne({ where: { name: 'mail.password' } }))?.value)).to.not.contain(SMTP_PASSWORD);

    const { email } = await createTestUser();
    await new Browser(app.server).post('/auth/forgot-password', { email });
    const reset = await relay.take(mailTo(email, 'Reset your password'));
    expect(reset.parsed.from?.text).to.contain('hello@harbour.example');

    // Saving again without the password keeps it: the next mail still signs in.
    expect((await admin('PUT', 'admin/settings', { settings: { 'mail.password': '', 'mail.from': 'Harbour Desk <desk@harbour.example>' } })).statusCode).to.equal(200);
    const other = (await createTestUser()).email;
    await new Browser(app.server).post('/auth/forgot-password', { email: other });
    expect((await relay.take(mailTo(other, 'Reset your password'))).parsed.from?.text).to.contain('desk@harbour.example');
  });

  it('asks for the password again before a stored one goes to another server or account', async () => {
    const before = await mailSettings();
    const closed = await freePort();
    const again = 'Enter the password again for the new server.';
    for (const changed of [{ 'mail.host': 'localhost', 'mail.port': closed }, { 'mail.username': 'someone-else' }]) {
      const saved = await admin('PUT', 'admin/settings', { settings: { ...changed, 'mail.password': '' } });
      expect(saved.statusCode, saved.payload).to.equal(422);
      expect(errorsOf(saved), JSON.stringify(changed)).to.deep.equal({ 'settings.mail.password': again });

      const tested = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: { ...before, ...changed } });
      expect(tested.statusCode, tested.payload).to.equal(422);
      expect(errorsOf(tested), JSON.stringify(changed)).to.deep.equal({ 'settings.mail.password': again });
    }
    expect(await mailSettings()).to.deep.equal(before);

    // Typed again, the new server is tried (and here refuses the connection).
    const retyped = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: { ...before, 'mail.host': 'localhost', 'mail.port': closed, 'mail.password': SMTP_PASSWORD } });
    expect(retyped.statusCode, retyped.payload).to.equal(422);
    expect(errorsOf(retyped)).to.have.key('settings.mail.host');
    // The same server on another port keeps the stored password.
    const test = await admin('POST', 'admin/settings/mail/test', { to: 'ops@example.com', settings: { ...before, 'mail.port': relayPort() } });
    expect(test.statusCode, test.payload).to.equal(200);
    await relay.take(mailTo('ops@example.com', 'Test mail from Sitewright'));
  });

  it('moves to another mail server as soon as it is saved', async () => {
    const second = await startMailServer();
    try {
      const port = Number(new URL(second.url).port);
      const saved = await admin('PUT', 'admin/settings', { settings: { 'mail.port': port, 'mail.username': '', 'mail.password': null } });
      expect(saved.statusCode, saved.payload).to.equal(200);
      const { email } = await createTestUser();
      await new Browser(app.server).post('/auth/forgot-password', { email });
      await second.take(mailTo(email, 'Reset your password'));
      expect(relay.pending().filter(mailTo(email))).to.have.length(0);
    } finally {
      await admin('PUT', 'admin/settings', { settings: { 'mail.driver': null } });
      await second.close();
    }
  });
});
