import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import { FORM_LIMITS, FORM_RATE_LIMIT } from '../../common/forms.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import { Job } from '../../server/jobs/models.ts';
import { FORM_MAIL_JOB } from '../../server/modules/forms/jobs.ts';
import { FormSubmissionRow, ProjectFormSettingsRow } from '../../server/modules/forms/models.ts';
import { sealSecret } from '../../server/modules/settings/secrets.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { HUMAN_TOKEN, RECAPTCHA_SECRET, startSiteverify, type SiteverifyStandIn } from '../auth/support/siteverify.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { siteHost } from '../publishing/support/site-http.ts';
import { setHomeHtml } from './support.ts';

// A visitor's post to a form of a published site, on the site's own host: stored against the
// project and answered with a 303 (or JSON for the site runtime), spam kept apart, limits kept.

const PROXY = '10.0.0.1';
const FORM_ID = 'form000001';

function formHtml(id: string, thanks: string): string {
  return (
    '<section data-id="sect000001"><h2 data-id="head000001">Book a table</h2>' +
    `<form data-id="${id}" data-sw-thanks="${thanks}" method="post" action="/api/v1/forms/submit">` +
    '<label data-id="labl000001" for="bk-name">Your name</label><input data-id="inpt000001" id="bk-name" type="text" name="name" required="">' +
    '<label data-id="labl000002" for="bk-mail">E-mail</label><input data-id="inpt000002" id="bk-mail" type="email" name="email" required="">' +
    '<label data-id="labl000003" for="bk-msg">Message</label><textarea data-id="text000001" id="bk-msg" name="message"></textarea>' +
    '<button data-id="bttn000001" type="submit">Book</button></form></section>'
  );
}

const VALID = { name: 'Ada Lovelace', email: 'ada@example.net', message: 'Table for two, please.', _sw_started: '8000', _sw_website: '' };

let addressCount = 0;
/** A visitor address of its own per test: the per-address limit counts each on its own. */
function newVisitor(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

interface PostOptions {
  ip: string;
  host: string;
  json?: boolean;
  contentType?: string;
  payload?: string;
}

describe('forms: a visitor posts a form of a published site (forms/intake.ts)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let client: PublishingClient;
  let project: { id: number; slug: string };
  let live: DeployRecord;

  before(async () => {
    app = await startTestApp({ listen: true, env: { TRUSTED_PROXIES: PROXY } });
    client = await PublishingClient.signedIn(app);
    project = await client.create('Form Bistro');
    await setHomeHtml(project.id, formHtml(FORM_ID, 'message:Thanks &lt;b&gt;friend&lt;/b&gt;, see you soon.'));
    live = (await client.publish(project.id, { prod: true })).deploy;
  });
  after(() => app?.stop());

  function post(path: string, fields: Record<string, string>, options: PostOptions): Promise<ServerInjectResponse> {
    return app.server.inject({
      method: 'POST',
      url: path,
      remoteAddress: PROXY,
      headers: {
        host: options.host,
        'x-forwarded-for': options.ip,
        'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
        'user-agent': 'Visitor Browser/1.0',
        ...(options.json ? { accept: 'application/json' } : { accept: 'text/html' }),
      },
      payload: options.payload ?? new URLSearchParams(fields).toString(),
    });
  }
  const postLive = (fields: Record<string, string>, options: Partial<PostOptions> = {}) =>
    post(`/_forms/${FORM_ID}`, fields, { ip: newVisitor(), host: siteHost(project.slug), ...options });

  const submissions = () => FormSubmissionRow.findAll({ where: { project_id: project.id }, order: [['id', 'ASC']] });
  const mailJobsFor = async (id: number) => (await Job.findAll({ where: { type: FORM_MAIL_JOB } })).filter((job) => (job.payload as { submissionId: number }).submissionId === id);

  it('stores a plain post with only the declared fields and answers 303 to the thanks page, which shows the message escaped', async () => {
    const ip = newVisitor();
    const response = await postLive({ ...VALID, admin: 'yes' }, { ip });
    expect(response.statusCode, response.payload).to.equal(303);
    const location = String(response.headers.location);
    expect(location.startsWith('/_forms/thanks?')).to.equal(true);

    const row = (await submissions()).at(-1)!;
    expect(row.status).to.equal('new');
    expect(row.form_id).to.equal(FORM_ID);
    expect(row.form_name).to.equal('Book a table');
    expect(row.deploy_id).to.equal(live.id);
    expect(row.fields).to.deep.equal([
      { name: 'name', label: 'Your name', value: 'Ada Lovelace' },
      { name: 'email', label: 'E-mail', value: 'ada@example.net' },
      { name: 'message', label: 'Message', value: 'Table for two, please.' },
    ]);
    expect(row.email).to.equal('ada@example.net');
    expect(row.ip, 'the client behind the trusted proxy').to.equal(ip);
    expect(row.user_agent).to.equal('Visitor Browser/1.0');
    expect(await mailJobsFor(row.id), 'the owner’s e-mail is queued').to.have.length(1);

    const thanks = await app.server.inject({ url: location, headers: { host: siteHost(project.slug) } });
    expect(thanks.statusCode).to.equal(200);
    expect(thanks.payload).to.contain('Thanks &lt;b&gt;friend&lt;/b&gt;, see you soon.');
    expect(thanks.payload).not.to.contain('<b>friend');
  });

  it('answers the site runtime’s background post with JSON the sandboxed page may read', async () => {
    const response = await postLive(VALID, { json: true });
    expect(response.statusCode).to.equal(200);
    expect(response.headers['access-control-allow-origin']).to.equal('*');
    expect(JSON.parse(response.payload)).to.deep.equal({ ok: true, message: 'Thanks <b>friend</b>, see you soon.' });
  });

  it('keeps a filled-in trap field or a too fast post as spam, answered like a success and never delivered', async () => {
    const before = (await submissions()).length;
    const trapped = await postLive({ ...VALID, _sw_website: 'http://spam.example' });
    const hasty = await postLive({ ...VALID, _sw_started: '900' });
    expect(trapped.statusCode).to.equal(303);
    expect(hasty.statusCode).to.equal(303);
    expect(trapped.headers.location).to.equal(hasty.headers.location);
    const rows = (await submissions()).slice(before);
    expect(rows.map((row) => row.status)).to.deep.equal(['spam', 'spam']);
    for (const row of rows) expect(await mailJobsFor(row.id)).to.deep.equal([]);
  });

  it(`refuses the ${FORM_RATE_LIMIT.perIpPerMinute + 1}th post from one address in a minute with 429 and Retry-After`, async () => {
    const ip = newVisitor();
    for (let i = 0; i < FORM_RATE_LIMIT.perIpPerMinute; i++) expect((await postLive(VALID, { ip })).statusCode, `post ${i + 1}`).to.equal(303);
    const refused = await postLive(VALID, { ip });
    expect(refused.statusCode).to.equal(429);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    expect(refused.headers['content-type']).to.match(/^text\/html/);
    expect(refused.payload).to.contain('Too many submissions');
    expect((await postLive(VALID)).statusCode, 'another visitor still gets through').to.equal(303);
  });

  it('refuses a body over 64 KB, or more fields than a form may have, with 413 and stores nothing', async () => {
    const before = (await submissions()).length;
    const big = await postLive({ ...VALID, message: 'x'.repeat(FORM_LIMITS.bodyBytes + 1024) });
    expect(big.statusCode).to.equal(413);
    expect(big.payload).to.contain('Too much to send');
    const fields = Object.fromEntries(Array.from({ length: FORM_LIMITS.fields + 10 }, (_, i) => [`extra${i}`, 'x']));
    expect((await postLive({ ...VALID, ...fields })).statusCode).to.equal(413);
    expect((await submissions()).length).to.equal(before);
  });

  it('answers a missing or wrong answer with a 422 page listing what to correct, the form filled in again as typed', async () => {
    const before = (await submissions()).length;
    const missing = await postLive({ ...VALID, email: '' });
    expect(missing.statusCode).to.equal(422);
    expect(missing.payload).to.contain('Enter your e-mail address.');

    const wrong = await postLive({ ...VALID, name: '<script>alert(1)</script>', email: 'not-an-address' });
    expect(wrong.statusCode).to.equal(422);
    expect(wrong.headers['content-type']).to.match(/^text\/html/);
    expect(wrong.payload).to.contain('Enter a valid e-mail address.');
    expect(wrong.payload).to.contain(`action="/_forms/${FORM_ID}"`);
    expect(wrong.payload).to.contain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(wrong.payload).to.contain('value="not-an-address"');
    expect(wrong.payload).to.contain('>Table for two, please.</textarea>');
    expect(wrong.payload).to.contain('href="/"');
    expect(wrong.payload).not.to.contain('<script>alert');

    const json = await postLive({ ...VALID, email: 'not-an-address' }, { json: true });
    expect(json.statusCode).to.equal(422);
    expect(JSON.parse(json.payload)).to.deep.equal({ message: 'Enter a valid e-mail address.', errors: { email: 'Enter a valid e-mail address.' } });
    expect((await submissions()).length).to.equal(before);
  });

  it('takes multipart and JSON bodies too', async () => {
    const boundary = '----sw-boundary';
    const multipart =
      Object.entries(VALID)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    expect((await postLive({}, { contentType: `multipart/form-data; boundary=${boundary}`, payload: multipart })).statusCode).to.equal(303);
    expect((await postLive({}, { contentType: 'application/json', payload: JSON.stringify(VALID) })).statusCode).to.equal(303);
    const [multipartRow, jsonRow] = (await submissions()).slice(-2);
    expect(multipartRow.fields.map((field) => field.value)).to.deep.equal([VALID.name, VALID.email, VALID.message]);
    expect(jsonRow.fields.map((field) => field.value)).to.deep.equal([VALID.name, VALID.email, VALID.message]);
  });

  it('answers 404 for a form the host does not serve; a draft deploy’s host accepts its own forms', async () => {
    expect((await post('/_forms/nosuchform', VALID, { ip: newVisitor(), host: siteHost(project.slug) })).statusCode).to.equal(404);

    await setHomeHtml(project.id, formHtml('form000002', 'anchor:#booked'));
    const draft = (await client.publish(project.id, { prod: false })).deploy;
    const draftHost = siteHost(project.slug, draft.label);
    const accepted = await post('/_forms/form000002', VALID, { ip: newVisitor(), host: draftHost });
    expect(accepted.statusCode).to.equal(303);
    expect(accepted.headers.location).to.equal('/#booked');
    const row = (await submissions()).at(-1)!;
    expect([row.form_id, row.deploy_id]).to.deep.equal(['form000002', draft.id]);
    expect((await post('/_forms/form000002', VALID, { ip: newVisitor(), host: siteHost(project.slug) })).statusCode, 'not on the live site').to.equal(404);
    expect((await post(`/_forms/${FORM_ID}`, VALID, { ip: newVisitor(), host: draftHost })).statusCode, 'the live form is not on the draft').to.equal(404);
  });

  describe('with a captcha', () => {
    let siteverify: SiteverifyStandIn;
    let captchaSite: { id: number; slug: string };

    before(async () => {
      siteverify = await startSiteverify();
      await setSetting('forms.recaptcha_verify_url', siteverify.url);
      captchaSite = await client.create('Captcha Cafe');
      await ProjectFormSettingsRow.create({ project_id: captchaSite.id, captcha_provider: 'recaptcha', captcha_site_key: 'public-site-key', captcha_secret: sealSecret(RECAPTCHA_SECRET), webhook_secret: 'x'.repeat(64) });
      await setHomeHtml(captchaSite.id, formHtml('form000003', 'page:nosuchpage'));
      await client.publish(captchaSite.id, { prod: true });
    });
    after(() => siteverify?.close());

    const postCaptcha = (fields: Record<string, string>) => post('/_forms/form000003', fields, { ip: newVisitor(), host: siteHost(captchaSite.slug) });

    it('shows the widget on the published page and lets its provider’s script in', async () => {
      const home = await app.server.inject({ url: '/', headers: { host: siteHost(captchaSite.slug) } });
      expect(home.payload).to.contain('<div class="g-recaptcha" data-sitekey="public-site-key"></div>');
      expect(home.payload).to.contain('<script src="https://www.google.com/recaptcha/api.js"></script>');
      expect(String(home.headers['content-security-policy'])).to.contain('https://www.google.com/recaptcha/').and.contain('https://www.gstatic.com/recaptcha/');
    });

    it('refuses a post without a token or with a bad one, and takes one with a good token', async () => {
      const missing = await postCaptcha(VALID);
      expect(missing.statusCode).to.equal(422);
      expect(missing.payload).to.contain('Please confirm you are not a robot.');
      expect(missing.payload, 'the page to correct shows the widget again').to.contain('class="g-recaptcha"');
      const bad = await postCaptcha({ ...VALID, 'g-recaptcha-response': 'token-from-a-bot' });
      expect(bad.statusCode).to.equal(422);
      expect(siteverify.requests.at(-1)).to.include({ secret: RECAPTCHA_SECRET, response: 'token-from-a-bot' });
      expect(await FormSubmissionRow.count({ where: { project_id: captchaSite.id } })).to.equal(0);

      const good = await postCaptcha({ ...VALID, 'g-recaptcha-response': HUMAN_TOKEN });
      expect(good.statusCode).to.equal(303);
      expect(String(good.headers.location), 'a thanks page that is gone falls back to the message').to.match(/^\/_forms\/thanks\?/);
      expect(await FormSubmissionRow.count({ where: { project_id: captchaSite.id, status: 'new' } })).to.equal(1);
    });
  });
});
