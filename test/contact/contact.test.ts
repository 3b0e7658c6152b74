import { expect } from 'chai';
import { up as contactMigration } from '../../migrations/0018-contact-messages.ts';
import { ContactMessage } from '../../server/modules/contact/models.ts';
import { contactRecipient } from '../../server/modules/contact/service.ts';
import { Menu, MenuItem } from '../../server/modules/menus/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { Job } from '../../server/jobs/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { Browser } from '../auth/support/http-client.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { HUMAN_TOKEN, RECAPTCHA_SECRET, startSiteverify, type SiteverifyStandIn } from '../auth/support/siteverify.ts';

// The contact page's API end to end: POST contact stores the message and a background job mails
// it through a real (loopback) SMTP server to the contact address, replies going to the sender;
// five messages an hour per address; the human check; and the admins' list.

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about plans',
  message: 'Hello,\ncan a team share one plan?\n\nThanks',
  ...extra,
});

type ErrorBody = { message: string; errors?: Record<string, string> };

describe('contact page messages', function () {
  this.timeout(30_000);
  let mail: TestMailServer;
  let siteverify: SiteverifyStandIn;
  let app: TestApp;
  let adminEmail: string;
  let adminCookie: string;
  let ipCounter = 0;
  /** A visitor from an address no earlier test used, so each test starts with a fresh hourly allowance. */
  const visitor = () => new Browser(app.server, { remoteAddress: `198.51.100.${++ipCounter}` });

  before(async () => {
    mail = await startMailServer();
    siteverify = await startSiteverify();
    app = await startTestApp({ env: { MAIL_URL: mail.url, APP_URL: 'https://site.example.test' } });
    // Starts the job runner, as listening does.
    await app.server.initialize();
    const admin = await createTestUser({ roles: ['admin'] });
    adminEmail = admin.email;
    adminCookie = await signInAs(admin.user);
  });
  after(async () => {
    await app.stop();
    await Promise.all([mail.close(), siteverify.close()]);
  });
  afterEach(async () => {
    await setSetting('contact.address', null);
    await setSetting('recaptcha.enable.contact', false);
  });

  const admin = (method: string, url: string, payload?: unknown) =>
    app.server.inject({ method, url, payload: payload as object, headers: { cookie: `${adminCookie}; XSRF-TOKEN=t`, 'x-xsrf-token': 't' } });

  it('stores the message and mails it to the first admin, with replies going to the sender', async () => {
    const response = await visitor().post('/api/v1/contact', form());
    expect(response.statusCode, response.payload).to.equal(200);
    expect(response.result).to.deep.equal({ message: 'Your message has been sent. We will get back to you soon.' });

    const stored = await ContactMessage.findOne({ where: { email: 'ada@example.com' } });
    expect(stored).to.include({ name: 'Ada Lovelace', subject: 'A question about plans', message: 'Hello,\ncan a team share one plan?\n\nThanks', user_id: null, read_at: null });
    expect(stored!.ip).to.match(/^198\.51\.100\.\d+$/);

    const received = await mail.take(mailTo(adminEmail), 10_000);
    expect(received.subject).to.equal('Contact form: A question about plans');
    expect(received.parsed.replyTo?.value[0].address).to.equal('ada@example.com');
    expect(received.text).to.contain('From: Ada Lovelace <ada@example.com>');
    expect(received.text).to.contain('can a team share one plan?');
    expect(received.text).to.contain('https://site.example.test/admin/contact-messages');
    expect(received.html).to.contain('Ada Lovelace &lt;ada@example.com&gt;');
  });

  it('mails the contact.address setting when it is set, and escapes the message in the HTML part', async () => {
    await setSetting('contact.address', 'support@example.com');
    const response = await visitor().post('/api/v1/contact', form({ name: 'Mallory', email: 'mallory@example.com', message: '<script>alert(1)</script><b>bold</b>' }));
    expect(response.statusCode).to.equal(200);
    const received = await mail.take(mailTo('support@example.com'), 10_000);
    expect(received.html).to.not.contain('<script>');
    expect(received.html).to.contain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(received.text).to.contain('<script>alert(1)</script><b>bold</b>');
    expect(await contactRecipient()).to.equal('support@example.com');
  });

  it('keeps a signed-in sender\'s account on the message', async () => {
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: form({ email: user.email }),
      remoteAddress: '203.0.113.9',
      headers: { cookie: `${cookie}; XSRF-TOKEN=t`, 'x-xsrf-token': 't' },
    });
    expect(response.statusCode, response.payload).to.equal(200);
    expect((await ContactMessage.findOne({ where: { email: user.email } }))!.user_id).to.equal(user.id);
    await mail.take(mailTo(adminEmail), 10_000);
  });

  it('refuses missing and malformed fields with a message per field, and stores nothing', async () => {
    const before = await ContactMessage.count();
    const response = await visitor().post('/api/v1/contact', { name: ' ', email: 'not-an-address', subject: 'x'.repeat(201) });
    expect(response.statusCode).to.equal(400);
    const { errors } = response.result as ErrorBody;
    expect(errors).to.deep.equal({
      name: 'This field is required.',
      email: 'Enter a valid email address.',
      subject: 'This field may not be longer than 200 characters.',
      message: 'This field is required.',
    });
    expect(await ContactMessage.count()).to.equal(before);
  });

  it('accepts five messages an hour from one address; the sixth is 429 with a clear message and is neither stored nor mailed', async () => {
    await setSetting('contact.address', 'limits@example.com');
    const sender = visitor();
    for (let i = 1; i <= 5; i++) {
      const response = await sender.post('/api/v1/contact', form({ subject: `Message ${i}` }));
      expect(response.statusCode, `message ${i}`).to.equal(200);
    }
    const sixth = await sender.post('/api/v1/contact', form({ subject: 'Message 6' }));
    expect(sixth.statusCode).to.equal(429);
    expect((sixth.result as ErrorBody).message).to.match(/^You can send 5 messages an hour\. Please try again in (\d+ minutes|a minute)\.$/);
    expect(Number(sixth.headers['retry-after'])).to.be.within(3500, 3600);
    expect(await ContactMessage.count({ where: { subject: 'Message 6' } })).to.equal(0);

    for (let i = 1; i <= 5; i++) await mail.take(mailTo('limits@example.com', `Contact form: Message ${i}`), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.pending().filter((m) => m.subject === 'Contact form: Message 6')).to.have.length(0);

    // Another address is not held back by the first one's count.
    expect((await visitor().post('/api/v1/contact', form({ subject: 'Message 7' }))).statusCode).to.equal(200);
    await mail.take(mailTo('limits@example.com', 'Contact form: Message 7'), 10_000);
  });

  describe('with the human check on for the contact form', () => {
    beforeEach(async () => {
      await setSetting('recaptcha.secret_key', RECAPTCHA_SECRET);
      await setSetting('recaptcha.verify_url', siteverify.url);
      await setSetting('recaptcha.enable.contact', true);
    });

    it('refuses a message without a token that passes, with the product\'s message', async () => {
      for (const extra of [{}, { recaptcha_token: 'bot-token' }]) {
        const response = await visitor().post('/api/v1/contact', form({ subject: 'From a bot', ...extra }));
        expect(response.statusCode).to.equal(422);
        expect((response.result as ErrorBody).message).to.equal('Could not verify you are human.');
      }
      expect(await ContactMessage.count({ where: { subject: 'From a bot' } })).to.equal(0);
    });

    it('accepts a token checked first through recaptcha/verify, as the web app sends it', async () => {
      const sender = visitor();
      expect((await sender.post('/api/v1/recaptcha/verify', { token: HUMAN_TOKEN })).result).to.deep.equal({ success: true });
      const response = await sender.post('/api/v1/contact', form({ subject: 'From a human', recaptcha_token: HUMAN_TOKEN }));
      expect(response.statusCode, response.payload).to.equal(200);
      await mail.take(mailTo(adminEmail, 'Contact form: From a human'), 10_000);
    });
  });

  describe('admin list', () => {
    it('lists messages newest first, searches and filters by read state, marks read and unread, and deletes', async () => {
      await ContactMessage.destroy({ where: {} });
      const sender = visitor();
      await sender.post('/api/v1/contact', form({ subject: 'First one' }));
      await sender.post('/api/v1/contact', form({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Second one' }));

      const list = await admin('GET', '/api/v1/admin/contact-messages');
      expect(list.statusCode).to.equal(200);
      const { pagination } = list.result as { pagination: { data: { id: number; subject: string; read_at: string | null; email: string }[]; total: number } };
      expect(pagination.total).to.equal(2);
      expect(pagination.data.map((m) => m.subject)).to.deep.equal(['Second one', 'First one']);
      const [second, first] = pagination.data;

      const search = await admin('GET', '/api/v1/admin/contact-messages?query=grace');
      expect((search.result as typeof list.result & { pagination: { data: { id: number }[] } }).pagination.data.map((m) => m.id)).to.deep.equal([second.id]);

      const read = await admin('PUT', `/api/v1/admin/contact-messages/${first.id}`, { read: true });
      expect(read.statusCode).to.equal(200);
      expect((read.result as { message: { read_at: string | null } }).message.read_at).to.be.a('string');
      const unreadOnly = await admin('GET', `/api/v1/admin/contact-messages?filters=${encodeURIComponent(JSON.stringify([{ key: 'read', value: false }]))}`);
      expect((unreadOnly.result as { pagination: { data: { id: number }[] } }).pagination.data.map((m) => m.id)).to.deep.equal([second.id]);
      const unread = await admin('PUT', `/api/v1/admin/contact-messages/${first.id}`, { read: false });
      expect((unread.result as { message: { read_at: string | null } }).message.read_at).to.equal(null);

      const one = await admin('GET', `/api/v1/admin/contact-messages/${second.id}`);
      expect((one.result as { message: { email: string } }).message.email).to.equal('grace@example.com');

      expect((await admin('DELETE', `/api/v1/admin/contact-messages/${second.id}`)).statusCode).to.equal(204);
      expect((await admin('GET', `/api/v1/admin/contact-messages/${second.id}`)).statusCode).to.equal(404);
      expect((await admin('DELETE', '/api/v1/admin/contact-messages', { ids: [first.id, 999_999] })).statusCode).to.equal(204);
      expect(await ContactMessage.count()).to.equal(0);
      // The mails of this test's messages.
      await mail.take(mailTo(adminEmail, 'Contact form: First one'), 10_000);
      await mail.take(mailTo(adminEmail, 'Contact form: Second one'), 10_000);
    });

    it('skips the mail of a message deleted before its job ran', async () => {
      await setSetting('contact.address', 'deleted@example.com');
      const row = await ContactMessage.create({ name: 'Gone', email: 'gone@example.com', subject: 'Deleted', message: 'x' });
      await row.destroy();
      const { enqueueJob } = await import('../../server/jobs/service.ts');
      const job = await enqueueJob('contact-mail', { messageId: row.id });
      for (let i = 0; i < 100; i++) {
        const current = await Job.findByPk(job.id);
        if (current?.status === 'succeeded') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await Job.findByPk(job.id))!.status).to.equal('succeeded');
      expect(mail.pending().filter((m) => m.to.includes('deleted@example.com'))).to.have.length(0);
    });
  });

  it('lets an admin set the contact address (an e-mail address or empty)', async () => {
    const bad = await admin('PUT', '/api/v1/admin/settings', { settings: { 'contact.address': 'nobody' } });
    expect(bad.statusCode).to.equal(400);
    expect((bad.result as ErrorBody).errors).to.have.property('settings.contact.address', "Enter an e-mail address, or leave it empty to use the first admin's.");
    const good = await admin('PUT', '/api/v1/admin/settings', { settings: { 'contact.address': 'help@example.com' } });
    expect(good.statusCode, good.payload).to.equal(200);
    expect(await contactRecipient()).to.equal('help@example.com');
    // Not in the public bootstrap data.
    const bootstrap = await app.server.inject('/api/v1/bootstrap-data');
    expect(bootstrap.payload).to.not.contain('help@example.com');
  });

  it('adds the Messages screen to an admin sidebar seeded before it, once, after Tags', async () => {
    const menu = (await Menu.findOne({ where: { name: 'Admin sidebar' } }))!;
    await MenuItem.destroy({ where: { menu_id: menu.id, action: '/admin/contact-messages' } });
    const sequelize = Menu.sequelize!;
    const context = { queryInterface: sequelize.getQueryInterface(), sequelize };
    await contactMigration({ context });
    await contactMigration({ context });
    const actions = (await MenuItem.findAll({ where: { menu_id: menu.id }, order: [['order', 'ASC']] })).map((item) => item.action);
    expect(actions.filter((action) => action === '/admin/contact-messages')).to.have.length(1);
    expect(actions.indexOf('/admin/contact-messages')).to.equal(actions.indexOf('/admin/tags') + 1);
  });
});
