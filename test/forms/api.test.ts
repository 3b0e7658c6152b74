import { expect } from 'chai';
import type { FormSettings, FormSubmission } from '../../common/forms.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import type { SubmissionList } from '../../server/modules/forms/service.ts';
import { FORM_SETTINGS_MESSAGES } from '../../server/modules/forms/settings.ts';
import { WorkspaceMember } from '../../server/modules/workspaces/models.ts';
import { createWorkspace } from '../../server/modules/workspaces/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { addSubmission, FormsClient, ids, setHomeHtml } from './support.ts';

// The owner's side of a site's forms over HTTP: the submissions inbox, its export, the form
// settings and the forms overview, for the owner, a team member and an API token, and a 404 for
// anybody else.

describe('Forms: the submissions API', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let app: TestApp;
  let owner: FormsClient;
  let projectId: number;
  let first: FormSubmission;
  let second: FormSubmission;
  let spam: FormSubmission;
  let booking: FormSubmission;

  before(async () => {
    app = await startTestApp();
    owner = await FormsClient.signedIn(app);
    projectId = (await owner.site('Corner Bakery')).id;
    const serialize = async (row: Awaited<ReturnType<typeof addSubmission>>) => (await owner.request('GET', `/api/v1/projects/${projectId}/submissions/${row.id}`)).result as { submission: FormSubmission };
    first = (await serialize(await addSubmission(projectId, { fields: { name: 'Ann', message: 'Do you bake spelt bread?' }, email: 'ann@example.net', ageMs: 3000 }))).submission;
    second = (await serialize(await addSubmission(projectId, { fields: { name: 'Bob', message: 'Opening hours, please' }, email: 'bob@example.net', ageMs: 2000 }))).submission;
    spam = (await serialize(await addSubmission(projectId, { fields: { name: 'Bot', message: 'Cheap pills' }, status: 'spam', ageMs: 1000 }))).submission;
    booking = (
      await serialize(await addSubmission(projectId, { form_id: 'form000002', form_name: 'Booking', fields: { name: 'Cleo', date: '2030-05-01', notes: '=HYPERLINK("http://evil")' }, email: null }))
    ).submission;
  });
  after(() => app.stop());

  const list = async (client: FormsClient, query = '') => {
    const response = await client.request('GET', `/api/v1/projects/${projectId}/submissions${query}`);
    expect(response.statusCode, response.payload).to.equal(200);
    return response.result as SubmissionList;
  };

  it('lists the inbox newest first without spam, with counts per status', async () => {
    const inbox = await list(owner);
    expect(ids(inbox.submissions)).to.deep.equal([booking.id, second.id, first.id]);
    expect(inbox).to.include({ total: 3, page: 1, per_page: 25 });
    expect(inbox.counts).to.deep.equal({ new: 3, handled: 0, spam: 1 });
    expect(inbox.submissions[2]).to.deep.include({
      project_id: projectId,
      form_id: 'form000001',
      form_name: 'Contact',
      email: 'ann@example.net',
      status: 'new',
      handled_at: null,
      fields: [
        { name: 'name', label: 'Name', value: 'Ann' },
        { name: 'message', label: 'Message', value: 'Do you bake spelt bread?' },
      ],
    });
    expect(ids((await list(owner, '?status=spam')).submissions)).to.deep.equal([spam.id]);
    const paged = await list(owner, '?per_page=2&page=2');
    expect([ids(paged.submissions), paged.total]).to.deep.equal([[first.id], 3]);
    expect(ids((await list(owner, '?form=form000002')).submissions)).to.deep.equal([booking.id]);
  });

  it('searches the answers, the e-mail and the form name, not the field names', async () => {
    expect(ids((await list(owner, '?query=SPELT')).submissions)).to.deep.equal([first.id]);
    expect(ids((await list(owner, '?query=bob@example')).submissions)).to.deep.equal([second.id]);
    expect(ids((await list(owner, '?query=booking')).submissions)).to.deep.equal([booking.id]);
    // "message" is a field name of every contact submission, and no visitor's answer.
    const byName = await list(owner, '?query=message');
    expect([byName.total, byName.counts]).to.deep.equal([0, { new: 0, handled: 0, spam: 0 }]);
    const quoted = await list(owner, `?query=${encodeURIComponent('("http')}`);
    expect(ids(quoted.submissions)).to.deep.equal([booking.id]);
    expect((await list(owner, '?query=pills')).counts).to.deep.equal({ new: 0, handled: 0, spam: 1 });
  });

  it('reads one, marks it handled and new again, and refuses an unknown status', async () => {
    const url = `/api/v1/projects/${projectId}/submissions/${second.id}`;
    const handled = await owner.request('PATCH', url, { status: 'handled' });
    expect(handled.statusCode, handled.payload).to.equal(200);
    const marked = (handled.result as { submission: FormSubmission }).submission;
    expect(marked.status).to.equal('handled');
    expect(Date.parse(marked.handled_at!)).to.be.closeTo(Date.now(), 10_000);
    expect((await list(owner)).counts).to.deep.equal({ new: 2, handled: 1, spam: 1 });
    expect(ids((await list(owner, '?status=handled')).submissions)).to.deep.equal([second.id]);
    const again = (await owner.request('PATCH', url, { status: 'new' })).result as { submission: FormSubmission };
    expect(again.submission).to.include({ status: 'new', handled_at: null });
    const bad = await owner.request('PATCH', url, { status: 'archived' });
    expect(bad.statusCode).to.equal(400);
    expect(JSON.parse(bad.payload)).to.have.property('message');
  });

  it('deletes one with 204; it is gone after', async () => {
    const extra = await addSubmission(projectId, { fields: { message: 'delete me' } });
    const url = `/api/v1/projects/${projectId}/submissions/${extra.id}`;
    expect((await owner.request('DELETE', url)).statusCode).to.equal(204);
    const gone = await owner.request('GET', url);
    expect(gone.statusCode).to.equal(404);
    expect(JSON.parse(gone.payload)).to.deep.equal({ message: 'Submission not found.' });
  });

  it('exports CSV with a column per field, quoted, with formulas neutralised', async () => {
    const response = await owner.request('GET', `/api/v1/projects/${projectId}/submissions/export?format=csv`);
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).to.match(/^attachment; filename="corner-bakery-submissions-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.payload.startsWith('\uFEFF')).to.equal(true);
    const lines = response.payload.slice(1).split('\r\n');
    expect(lines[0]).to.equal('created_at,form,status,email,name,date,notes,message');
    expect(lines[1]).to.equal(`${booking.created_at},Booking,new,,Cleo,2030-05-01,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[2]).to.equal(`${second.created_at},Contact,new,bob@example.net,Bob,,,"Opening hours, please"`);
    expect(lines[3]).to.equal(`${first.created_at},Contact,new,ann@example.net,Ann,,,Do you bake spelt bread?`);
    expect(lines.slice(4)).to.deep.equal(['']);

    const json = await owner.request('GET', `/api/v1/projects/${projectId}/submissions/export?format=json&status=spam`);
    expect(json.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).to.match(/filename="corner-bakery-submissions-[\d-]+\.json"/);
    expect(JSON.parse(json.payload)).to.deep.equal({ submissions: [spam] });
    const searched = await owner.request('GET', `/api/v1/projects/${projectId}/submissions/export?format=json&query=ann`);
    expect(ids((JSON.parse(searched.payload) as { submissions: FormSubmission[] }).submissions)).to.deep.equal([first.id]);
  });

  it('answers a team member for a team site, and a stranger 404 on every route', async () => {
    const teammate = await FormsClient.signedIn(app);
    const team = await createWorkspace(owner.user, 'Bakery Team');
    await WorkspaceMember.create({ workspace_id: team.id, user_id: teammate.user.id, role: 'member' });
    const teamSite = (await owner.site('Team Bakery', team.id)).id;
    const row = await addSubmission(teamSite, { fields: { message: 'For the team' } });
    const forTeam = (await teammate.request('GET', `/api/v1/projects/${teamSite}/submissions`)).result as SubmissionList;
    expect(ids(forTeam.submissions)).to.deep.equal([row.id]);
    expect((await teammate.request('PATCH', `/api/v1/projects/${teamSite}/submissions/${row.id}`, { status: 'handled' })).statusCode).to.equal(200);
    // The owner's own site is not the teammate's.
    expect((await teammate.request('GET', `/api/v1/projects/${projectId}/submissions`)).statusCode).to.equal(404);

    const stranger = await FormsClient.signedIn(app);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/v1/projects/${projectId}/submissions`],
      ['GET', `/api/v1/projects/${projectId}/submissions/export`],
      ['GET', `/api/v1/projects/${projectId}/submissions/${first.id}`],
      ['PATCH', `/api/v1/projects/${projectId}/submissions/${first.id}`, { status: 'spam' }],
      ['DELETE', `/api/v1/projects/${projectId}/submissions/${first.id}`],
      ['GET', `/api/v1/projects/${projectId}/forms`],
      ['GET', `/api/v1/projects/${projectId}/form-settings`],
      ['PUT', `/api/v1/projects/${projectId}/form-settings`, { retention_days: 1 }],
      ['POST', `/api/v1/projects/${projectId}/form-settings/webhook-secret`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await stranger.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
    }
    // A submission of another site is not found through this one.
    expect((await owner.request('GET', `/api/v1/projects/${projectId}/submissions/${row.id}`)).statusCode).to.equal(404);
    expect((await owner.request('GET', `/api/v1/projects/${projectId}/submissions/${first.id}`)).result).to.deep.equal({ submission: first });
    expect((await list(owner)).counts.spam).to.equal(1);
  });

  it('works with an API token, without cookies or CSRF', async () => {
    const { plainTextToken } = await createAccessToken(owner.user, 'crm sync');
    const authorization = `Bearer ${plainTextToken}`;
    const listed = await app.server.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/submissions?status=spam`, headers: { authorization } });
    expect(ids((listed.result as SubmissionList).submissions)).to.deep.equal([spam.id]);
    const marked = await app.server.inject({ method: 'PATCH', url: `/api/v1/projects/${projectId}/submissions/${first.id}`, headers: { authorization }, payload: { status: 'handled' } });
    expect(marked.statusCode, marked.payload).to.equal(200);
    const csv = await app.server.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/submissions/export`, headers: { authorization } });
    expect(csv.payload).to.contain(`${first.created_at},Contact,handled,ann@example.net`);
    const foreign = (await createAccessToken((await FormsClient.signedIn(app)).user, 'other')).plainTextToken;
    const refused = await app.server.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/submissions`, headers: { authorization: `Bearer ${foreign}` } });
    expect(refused.statusCode).to.equal(404);
    expect((await app.server.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/submissions` })).statusCode).to.equal(401);
  });
});

describe('Forms: settings and the forms overview', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let app: TestApp;
  let owner: FormsClient;
  let projectId: number;
  const settingsUrl = () => `/api/v1/projects/${projectId}/form-settings`;

  before(async () => {
    app = await startTestApp();
    owner = await FormsClient.signedIn(app);
    projectId = (await owner.site('Studio')).id;
  });
  after(() => app.stop());

  const settings = async () => ((await owner.request('GET', settingsUrl())).result as { settings: FormSettings }).settings;

  it("starts with e-mail to the owner's address, a year of retention, no captcha and a webhook key", async () => {
    const initial = await settings();
    expect(initial).to.deep.include({ email_enabled: true, recipients: [owner.email], retention_days: 365, captcha_provider: 'none', captcha_site_key: '', captcha_secret_set: false });
    expect(initial.webhook_secret).to.match(/^[0-9a-f]{64}$/);
    expect((await settings()).webhook_secret, 'the same key on every read').to.equal(initial.webhook_secret);
  });

  it('changes only what is sent, keeps the captcha secret write-only, and rotates the webhook key', async () => {
    const before = await settings();
    const response = await owner.request('PUT', settingsUrl(), {
      recipients: [' Team@Studio.example ', 'owner@studio.example', 'team@studio.example'],
      retention_days: 30,
      captcha_provider: 'turnstile',
      captcha_site_key: '0x4AAAAAAA',
      captcha_secret: '0x4AAAAAAAsecret',
    });
    expect(response.statusCode, response.payload).to.equal(200);
    const saved = (response.result as { settings: FormSettings }).settings;
    expect(saved).to.deep.equal({
      ...before,
      recipients: ['team@studio.example', 'owner@studio.example'],
      retention_days: 30,
      captcha_provider: 'turnstile',
      captcha_site_key: '0x4AAAAAAA',
      captcha_secret_set: true,
    });
    expect(response.payload).to.not.contain('0x4AAAAAAAsecret');
    expect((await owner.request('PUT', settingsUrl(), { email_enabled: false })).statusCode).to.equal(200);
    expect(await settings()).to.deep.equal({ ...saved, email_enabled: false });

    const rotated = await owner.request('POST', `${settingsUrl()}/webhook-secret`);
    const key = (rotated.result as { settings: FormSettings }).settings.webhook_secret;
    expect(key).to.match(/^[0-9a-f]{64}$/).and.not.equal(before.webhook_secret);
    expect((await settings()).webhook_secret).to.equal(key);
  });

  it('refuses bad settings with 422 and a problem per field, changing nothing', async () => {
    const before = await settings();
    const many = Array.from({ length: 11 }, (_, i) => `person${i}@studio.example`);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ recipients: ['ok@studio.example', 'not-an-address'] }, { 'recipients.1': FORM_SETTINGS_MESSAGES.badRecipient('not-an-address') }],
      [{ recipients: many }, { recipients: FORM_SETTINGS_MESSAGES.tooManyRecipients }],
      [{ retention_days: 3651 }, { retention_days: FORM_SETTINGS_MESSAGES.retention }],
      [{ retention_days: -1, captcha_provider: 'friendlycaptcha' }, { retention_days: FORM_SETTINGS_MESSAGES.retention, captcha_provider: FORM_SETTINGS_MESSAGES.provider }],
      [{ captcha_provider: 'hcaptcha' }, { captcha_secret: FORM_SETTINGS_MESSAGES.secret('hCaptcha') }],
      [{ captcha_provider: 'recaptcha', captcha_site_key: '' }, { captcha_site_key: FORM_SETTINGS_MESSAGES.siteKey('reCAPTCHA'), captcha_secret: FORM_SETTINGS_MESSAGES.secret('reCAPTCHA') }],
    ];
    for (const [payload, errors] of cases) {
      const response = await owner.request('PUT', settingsUrl(), payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
      expect(JSON.parse(response.payload), JSON.stringify(payload)).to.deep.equal({ message: Object.values(errors)[0], errors });
    }
    expect((await owner.request('PUT', settingsUrl(), { retention_days: 'soon' })).statusCode).to.equal(400);
    expect(await settings()).to.deep.equal(before);
    // Switching provider needs that provider's secret; the same provider keeps the stored one.
    expect((await owner.request('PUT', settingsUrl(), { captcha_site_key: '0x4BBBBBBB' })).statusCode).to.equal(200);
    expect((await owner.request('PUT', settingsUrl(), { captcha_provider: 'none' })).statusCode).to.equal(200);
    expect(await settings()).to.deep.include({ captcha_provider: 'none', captcha_secret_set: false });
  });

  it('lists the forms of the saved pages with their submissions, and warns about forms that reach nobody', async () => {
    await setHomeHtml(
      projectId,
      '<section data-id="sect000001"><h2 data-id="head000001">Book a table</h2>' +
        '<form data-id="book000001" method="post"><input data-id="inpt000001" name="name" required><button data-id="butn000001">Send</button></form>' +
        '<form data-id="hook000001" method="post" data-sw-form-name="Newsletter" data-sw-webhook="https://hooks.example.com/in"><input data-id="inpt000002" type="email" name="email"></form>' +
        '<form data-id="locl000001" method="post" data-sw-form-name="Local" data-sw-webhook="http://127.0.0.1:9/hook"><input data-id="inpt000003" name="x"></form></section>',
    );
    await addSubmission(projectId, { form_id: 'book000001' });
    await addSubmission(projectId, { form_id: 'book000001' });
    await addSubmission(projectId, { form_id: 'book000001', status: 'spam' });
    const overview = async () => {
      const response = await owner.request('GET', `/api/v1/projects/${projectId}/forms`);
      expect(response.statusCode, response.payload).to.equal(200);
      return response.result as { forms: { id: string; name: string; pageName: string; webhook: string | null; submissions: number }[]; warnings: string[] };
    };
    // E-mail is off (the previous test): only the form with a webhook reaches anyone.
    const off = await overview();
    expect(off.forms.map((form) => [form.id, form.name, form.pageName, form.webhook, form.submissions])).to.deep.equal([
      ['book000001', 'Book a table', 'Home', null, 2],
      ['hook000001', 'Newsletter', 'Home', 'https://hooks.example.com/in', 0],
      ['locl000001', 'Local', 'Home', 'http://127.0.0.1:9/hook', 0],
    ]);
    expect(off.warnings).to.deep.equal([
      'The form “Book a table” on Home has no recipient: e-mail is off and it has no webhook. Submissions are only kept in Submissions.',
      'The form “Local” on Home has a webhook the server will not call: 127.0.0.1 is a loopback address.',
    ]);
    await owner.request('PUT', settingsUrl(), { email_enabled: true, recipients: [] });
    expect((await overview()).warnings[0]).to.equal('The form “Book a table” on Home has no recipient: there are no e-mail recipients and it has no webhook. Submissions are only kept in Submissions.');
    await owner.request('PUT', settingsUrl(), { recipients: ['desk@studio.example'] });
    expect((await overview()).warnings).to.have.length(1);
  });
});
