import { expect } from 'chai';
import http from 'node:http';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import { pageHref } from '../../common/editor/links.ts';
import { FORM_HONEYPOT_FIELD, type FormSubmission } from '../../common/forms.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { siteHost, siteRequest } from '../publishing/support/site-http.ts';
import { elementsOf } from '../templates/support.ts';

// The whole way of a booking on a generated site, as a visitor's plain browser (or curl) makes
// it: the published page's form, posted over a socket to the site's own host, lands in the
// site's submissions and in the owner's mailbox; the same post with the trap field filled does not.

/** A form post as a browser without JavaScript sends it: urlencoded, to the site host. */
function postForm(app: TestApp, host: string, path: string, fields: Record<string, string>): Promise<{ status: number; location?: string }> {
  const port = app.server.info.port;
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { host: `${host}:${port}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A value a visitor would type for a field of this type. */
function answerFor(type: string | undefined, name: string): string {
  switch (type) {
    case 'email':
      return 'guest@example.net';
    case 'tel':
      return '+44 20 7946 0000';
    case 'date':
      return '2027-03-14';
    case 'time':
      return '19:30';
    case 'number':
      return '2';
    default:
      return `My ${name}`;
  }
}

describe('forms: a booking on a generated, published site reaches the owner', function () {
  this.timeout(120_000);
  let mail: TestMailServer;
  let app: TestApp;

  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ listen: true, env: { MAIL_URL: mail.url } });
  });
  after(async () => {
    await app?.stop();
    await mail?.close();
  });

  it('stores the post from the site host, mails the owner with the guest as Reply-To, and keeps a bot out', async () => {
    const owner = await PublishingClient.signedIn(app);
    const started = await owner.request('POST', '/api/v1/ai/generations', { prompt: 'Casa Lupa, a small Italian restaurant in Leeds taking table bookings online', pages: 3 });
    expect(started.statusCode, started.payload).to.equal(202);
    const { generation } = started.result as { generation: GenerationRecord };
    const events = await owner.request('GET', `/api/v1/ai/generations/${generation.id}/events`);
    const done = JSON.parse(events.payload.split('\n\n').filter((block) => block.startsWith('event: generation\n')).at(-1)!.split('data: ')[1]) as GenerationRecord;
    expect(done.status, done.error ?? '').to.equal('succeeded');
    const project = await owner.get(done.project_id!);
    const published = await owner.publish(project.id, { prod: true });
    expect(published.deploy.status).to.equal('ready');

    // The booking form as the published site serves it.
    const host = siteHost(project.slug);
    let formPage: { path: string; action: string; fields: { name: string; type?: string }[] } | null = null;
    for (const [index, page] of project.pages!.entries()) {
      const file = pageHref({ ...page, slug: page.doc.slug }, index);
      const path = file === 'index.html' ? '/' : `/${file}`;
      const elements = elementsOf((await siteRequest(app, host, path)).body.toString('utf8'));
      const form = elements.find((element) => element.tag === 'form');
      if (!form) continue;
      const fields = elements.filter((element) => ['input', 'textarea', 'select'].includes(element.tag) && element.attrs.name && element.attrs.type !== 'hidden' && !element.attrs.name.startsWith('_sw_'));
      formPage = { path, action: form.attrs.action, fields: fields.map((field) => ({ name: field.attrs.name, type: field.attrs.type })) };
      break;
    }
    expect(formPage, 'a generated restaurant site has a booking form').to.not.equal(null);
    expect(formPage!.action).to.match(/^\/_forms\/[A-Za-z0-9_-]{10}$/);

    const answers = Object.fromEntries(formPage!.fields.map((field) => [field.name, answerFor(field.type, field.name)]));
    const sent = await postForm(app, host, formPage!.action, answers);
    expect(sent.status).to.equal(303);
    expect(sent.location).to.be.a('string');

    const received = await mail.take(mailTo(owner.user.email));
    expect(received.subject).to.match(/^New submission: .+ on /);
    expect(received.parsed.replyTo?.value.map((address) => address.address)).to.deep.equal(['guest@example.net']);

    const bot = await postForm(app, host, formPage!.action, { ...answers, [FORM_HONEYPOT_FIELD]: 'http://spam.example' });
    expect(bot.status, 'a bot is answered like a guest').to.equal(303);

    const inbox = await owner.request('GET', `/api/v1/projects/${project.id}/submissions`);
    const { submissions, counts } = inbox.result as { submissions: FormSubmission[]; counts: Record<string, number> };
    expect(submissions).to.have.length(1);
    expect(submissions[0].email).to.equal('guest@example.net');
    expect(counts).to.include({ new: 1, spam: 1 });
    expect(mail.pending().filter(mailTo(owner.user.email)), 'the bot is never mailed').to.deep.equal([]);
  });
});
