import { expect } from 'chai';
import { ASSIST_MESSAGES } from '../../common/ai/assist.ts';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import type { Project } from '../../common/editor/types.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { startGeneration } from '../../server/modules/ai/service.ts';
import { textsFor } from '../../server/modules/ai/composer/texts/index.ts';
import { Project as ProjectRow } from '../../server/modules/projects/models.ts';
import { setSettings } from '../../server/modules/settings/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { activeContent, htmlErrors } from './render-checks.ts';
import { completion, failure, startChatServer, type ChatStandIn } from './support/chat-server.ts';
import { startImageServers, type ImageStandIns } from './support/image-servers.ts';

const BAKERY = 'a cosy bakery in Lisbon with online orders and opening hours';

interface Answer {
  html?: string;
  text?: string;
  alt?: string;
  notice: string | null;
}

/** A generated project of the user's, through the generation job as the dashboard makes it. */
async function generatedProject(app: TestApp, user: User, cookie: string): Promise<Project> {
  const generation = await startGeneration(user, { prompt: BAKERY, pages: 3, workspaceId: DEFAULT_WORKSPACE_ID });
  expect((await waitForJob(generation.job_id!)).status).to.equal('succeeded');
  const record = await app.server.inject({ method: 'GET', url: `/api/v1/ai/generations/${generation.id}`, headers: { cookie } });
  const projectId = (record.result as { generation: { project_id: number } }).generation.project_id;
  const response = await app.server.inject({ method: 'GET', url: `/api/v1/projects/${projectId}`, headers: { cookie } });
  return (response.result as { project: Project }).project;
}

/** The outer HTML of the element with `id` in a page's markup (generated markup: no nesting of the same tag at the top). */
function sectionOf(html: string, id: string): string {
  const start = html.search(new RegExp(`<(section|div)\\b[^>]*\\sid="${id}"`));
  expect(start, `section #${id}`).to.be.greaterThan(-1);
  const tag = /^<(\w+)/.exec(html.slice(start))![1];
  let depth = 0;
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = start;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`unclosed #${id}`);
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

function page(body: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Section</title>\n</head>\n<body>\n<main>${body}</main>\n</body>\n</html>\n`;
}

describe('AI assist API', function () {
  this.timeout(60_000);

  describe('offline (the built-in rules)', () => {
    let app: TestApp;
    let user: User;
    let cookie = '';
    let project: Project;

    before(async () => {
      app = await startTestApp();
      await app.server.initialize();
      ({ user } = await createTestUser());
      cookie = await signInAs(user);
      project = await generatedProject(app, user, cookie);
    });
    after(() => app.stop());

    async function post(url: string, payload: object, as = cookie): Promise<{ status: number; body: Answer & { errors?: Record<string, string> } }> {
      const response = await app.server.inject({ method: 'POST', url, payload, headers: withCsrf({ cookie: as }) });
      return { status: response.statusCode, body: JSON.parse(response.payload) as Answer & { errors?: Record<string, string> } };
    }

    it('regenerates one section of a generated page: same id and type, new text, valid markup, nothing active', async () => {
      const home = project.pages![0];
      for (const id of ['hero', 'highlights']) {
        const old = sectionOf(home.html, id);
        const { status, body } = await post('/api/v1/ai/sections', { projectId: project.id, pageId: home.id, html: old, seed: 1 });
        expect(status, JSON.stringify(body)).to.equal(200);
        expect(body.notice).to.equal(null);
        const html = body.html!;
        expect(html).to.match(new RegExp(`^<(section|div) [^>]*id="${id}"`));
        expect(/class="([^"]*)"/.exec(html)![1]).to.equal(/class="([^"]*)"/.exec(old)![1]);
        expect(textOf(html)).to.not.equal(textOf(old));
        expect(html).to.match(/data-id="[^"]{10}"/);
        expect(activeContent(html)).to.deep.equal([]);
        expect(html).to.not.match(/<script|javascript:|\son\w+=/i);
        expect(await htmlErrors(page(html.replace(/ data-id="[^"]*"/g, '')), `${id}.html`)).to.deep.equal([]);
      }
      // The features keep their kind: services stay services.
      const features = (await post('/api/v1/ai/sections', { projectId: project.id, pageId: home.id, html: sectionOf(home.html, 'highlights'), seed: 2 })).body.html!;
      expect(features).to.contain('service');
    });

    it('tells a section with no other version apart, and refuses markup with no element', async () => {
      const pageWithHours = project.pages!.find((each) => each.html.includes('id="opening-hours"'))!;
      const hours = sectionOf(pageWithHours.html, 'opening-hours');
      const { status, body } = await post('/api/v1/ai/sections', { projectId: project.id, pageId: pageWithHours.id, html: hours, seed: 3 });
      expect(status).to.equal(200);
      expect(body.html).to.match(/^<section [^>]*id="opening-hours"/);
      expect(body.html).to.contain('<table');
      expect(body.notice).to.equal(ASSIST_MESSAGES.sameSection);

      const refused = await post('/api/v1/ai/sections', { projectId: project.id, pageId: project.pages![0].id, html: 'just text', seed: 0 });
      expect(refused.status).to.equal(422);
      expect(refused.body.errors).to.have.property('html');
    });

    it('names a project that has no name by a placeholder in the site language, never by a made-up name', async () => {
      const unnamed = await generatedProject(app, user, cookie);
      await ProjectRow.update({ name: '' }, { where: { id: unnamed.id } });
      const home = unnamed.pages![0];
      const { body } = await post('/api/v1/ai/sections', { projectId: unnamed.id, pageId: home.id, html: sectionOf(home.html, 'hero'), seed: 1 });
      // Every hero of the bakery's says its name.
      expect(textOf(body.html!)).to.contain(`At ${textsFor('en').placeholders.business} the ovens`);
      expect(textsFor('en').placeholders.business).to.equal('Your business name');
    });

    it("answers 404 for someone else's project", async () => {
      const stranger = await signInAs((await createTestUser()).user);
      const home = project.pages![0];
      const { status } = await post('/api/v1/ai/sections', { projectId: project.id, pageId: home.id, html: sectionOf(home.html, 'hero'), seed: 1 }, stranger);
      expect(status).to.equal(404);
    });

    it('rewrites text by the rules in every mode', async () => {
      const long = 'Fresh bread every morning from our wood-fired oven. We use flour from local mills. Come early: the croissants go fast.';
      const shorter = (await post('/api/v1/ai/rewrite', { text: long, mode: 'shorter' })).body;
      expect(shorter.text!.length).to.be.lessThan(long.length);
      expect(long.startsWith(shorter.text!)).to.equal(true);
      const heading = (await post('/api/v1/ai/rewrite', { text: 'Fresh bread and pastries baked every morning in Lisbon', mode: 'shorter' })).body;
      expect(heading.text!.length).to.be.lessThan(54);

      const longer = (await post('/api/v1/ai/rewrite', { text: 'Fresh bread every morning', mode: 'longer' })).body;
      expect(longer.text!.length).to.be.greaterThan('Fresh bread every morning'.length);
      expect(longer.text!.startsWith('Fresh bread every morning.')).to.equal(true);

      const formal = (await post('/api/v1/ai/rewrite', { text: "We're open on Sundays, so don't miss our brunch!", mode: 'formal' })).body;
      expect(formal.text).to.equal('We are open on Sundays, so do not miss our brunch.');
      const friendly = (await post('/api/v1/ai/rewrite', { text: 'We are happy to assist you. Do not hesitate to contact us.', mode: 'friendlier' })).body;
      expect(friendly.text).to.equal("We're happy to help you. Don't hesitate to contact us.");
      const german = (await post('/api/v1/ai/rewrite', { text: 'Hallo! Hast du Fragen? Schreib uns, wir helfen dir gern.', mode: 'formal' })).body;
      expect(german.text).to.contain('Ihnen');

      const translated = (await post('/api/v1/ai/rewrite', { text: 'Opening hours', mode: 'translate', language: 'de' })).body;
      expect(translated).to.deep.equal({ text: 'Öffnungszeiten', notice: null });
      const unknown = (await post('/api/v1/ai/rewrite', { text: 'Our sourdough rests for two days.', mode: 'translate', language: 'fr' })).body;
      expect(unknown).to.deep.equal({ text: 'Our sourdough rests for two days.', notice: ASSIST_MESSAGES.translationNeedsEndpoint });
    });

    it('suggests alt text from the file name and the text nearby', async () => {
      expect((await post('/api/v1/ai/alt-text', { src: '/site-assets/img/dish-pasta.svg', context: '' })).body).to.deep.equal({ alt: 'Dish of pasta', notice: null });
      const hashed = (await post('/api/v1/ai/alt-text', { src: '/uploads/3f9a2c1b7d8e4f60/sunny-terrace.a1b2c3d4e5.jpg?v=2', context: 'Breakfast outside' })).body;
      expect(hashed.alt).to.equal('Sunny terrace, breakfast outside');
      expect((await post('/api/v1/ai/alt-text', { src: '/uploads/IMG_2041.jpg', context: 'Our new oven' })).body.alt).to.equal('Our new oven');
    });

    it('refuses bad input with 400 naming the field', async () => {
      for (const [url, payload, field] of [
        ['/api/v1/ai/rewrite', { text: '', mode: 'shorter' }, 'text'],
        ['/api/v1/ai/rewrite', { text: '   ', mode: 'shorter' }, 'text'],
        ['/api/v1/ai/rewrite', { text: 'Hello', mode: 'louder' }, 'mode'],
        ['/api/v1/ai/rewrite', { text: 'x'.repeat(5001), mode: 'shorter' }, 'text'],
        ['/api/v1/ai/rewrite', { text: 'Hello', mode: 'translate' }, 'language'],
        ['/api/v1/ai/alt-text', { src: '', context: '' }, 'src'],
        ['/api/v1/ai/alt-text', { src: 'a.jpg', context: 'x'.repeat(501) }, 'context'],
        ['/api/v1/ai/sections', { projectId: project.id, pageId: 'x', html: '' }, 'html'],
      ] as const) {
        const { status, body } = await post(url, payload);
        expect(status, `${url} ${JSON.stringify(payload).slice(0, 60)}`).to.equal(400);
        expect(body.errors, field).to.have.property(field);
      }
      const accepted = await post('/api/v1/ai/rewrite', { text: 'x'.repeat(5000), mode: 'shorter' });
      expect(accepted.status).to.equal(200);
    });
  });

  describe('on a site with stock photos', () => {
    let app: TestApp;
    let servers: ImageStandIns;
    let cookie = '';
    let project: Project;

    before(async () => {
      servers = await startImageServers();
      app = await startTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
      await app.server.initialize();
      await setSettings({ 'ai.images.unsplash_key': 'unsplash-access-key', 'ai.images.unsplash_base_url': servers.unsplashBase });
      const { user } = await createTestUser();
      cookie = await signInAs(user);
      project = await generatedProject(app, user, cookie);
    });
    after(async () => {
      await app?.stop();
      await servers?.close();
    });

    const photosOf = (html: string) => [...html.matchAll(/(?:src="|url\(')(\/storage\/[^"']+)/g)].map((match) => match[1]);
    /** The credit line of the page's footer, as a visitor reads it. */
    const creditsOf = (html: string) => textOf(/<footer[^>]*class="site-footer"[\s\S]*?<p[^>]*class="small mb-2">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');

    it('keeps the photos a regenerated section showed, so the credits their sources ask for stay true', async () => {
      for (const page of project.pages!) {
        for (const id of [...page.html.matchAll(/<(?:section|div)\b[^>]*\sid="([^"]+)"/g)].map((match) => match[1])) {
          const old = sectionOf(page.html, id);
          const shown = photosOf(old);
          if (shown.length === 0) continue;
          const response = await app.server.inject({ method: 'POST', url: '/api/v1/ai/sections', payload: { projectId: project.id, pageId: page.id, html: old, seed: 1 }, headers: withCsrf({ cookie }) });
          const html = (JSON.parse(response.payload) as Answer).html!;
          expect(photosOf(html), `#${id} shows its photos still`).to.deep.equal(shown);
          // The page as the editor has it afterwards: every photo it shows still credited in its footer.
          const after = page.html.replace(old, html);
          expect(photosOf(after).sort()).to.deep.equal(photosOf(page.html).sort());
          expect(creditsOf(after)).to.equal(creditsOf(page.html)).and.to.match(/^Photo: /);
        }
      }
    });
  });

  describe('with an OpenAI-compatible endpoint', () => {
    let app: TestApp;
    let chat: ChatStandIn;
    let cookie = '';
    let user: User;

    before(async () => {
      chat = await startChatServer();
      app = await startTestApp({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: 'stand-in-model', AI_API_KEY: 'sk-test' } });
      await app.server.initialize();
      ({ user } = await createTestUser());
      cookie = await signInAs(user);
    });
    after(async () => {
      await app.stop();
      await chat.close();
    });

    async function post(url: string, payload: object): Promise<{ status: number; body: Answer }> {
      const response = await app.server.inject({ method: 'POST', url, payload, headers: withCsrf({ cookie }) });
      return { status: response.statusCode, body: JSON.parse(response.payload) as Answer };
    }

    it("uses the endpoint's rewrite and alt text, as plain text", async () => {
      chat.reply(completion('"Fresh bread, daily."'));
      expect((await post('/api/v1/ai/rewrite', { text: 'Fresh bread every single morning of the week.', mode: 'shorter' })).body).to.deep.equal({ text: 'Fresh bread, daily.', notice: null });
      const sent = chat.requests.at(-1)!.body as { messages: { content: string }[]; response_format?: unknown };
      expect(sent.response_format).to.equal(undefined);
      expect(sent.messages[1].content).to.contain('Fresh bread every single morning');

      chat.reply(completion('A bowl of <b>pasta</b> with basil'));
      expect((await post('/api/v1/ai/alt-text', { src: '/img/dish-pasta.svg', context: 'Menu' })).body).to.deep.equal({ alt: 'A bowl of pasta with basil', notice: null });
    });

    it('falls back to the rules with a notice when the endpoint fails', async () => {
      chat.reply(failure(503, 'Service Unavailable'));
      const { status, body } = await post('/api/v1/ai/rewrite', { text: "We're open, don't wait!", mode: 'formal' });
      expect(status).to.equal(200);
      expect(body.text).to.equal('We are open, do not wait.');
      expect(body.notice).to.match(/^The AI endpoint failed \(The AI endpoint answered 503: Service Unavailable\)/);

      chat.reply(failure(503, 'Service Unavailable'));
      const alt = (await post('/api/v1/ai/alt-text', { src: '/img/dish-pasta.svg', context: '' })).body;
      expect(alt.alt).to.equal('Dish of pasta');
      expect(alt.notice).to.contain('503');
    });

    it("regenerates a section with the endpoint's copy, and with the composer's when the endpoint fails", async () => {
      chat.reply(failure(503, 'down'));
      const project = await generatedProject(app, user, cookie);
      const home = project.pages![0];
      const old = sectionOf(home.html, 'highlights');

      const items = [1, 2, 3].map((n) => ({ title: `Loaf number ${n}`, text: `Baked slowly, batch ${n}.`, icon: 'leaf' }));
      chat.reply(completion(JSON.stringify({ type: 'features', id: 'whatever', heading: 'Why our bread <script>alert(1)</script>', items })));
      const online = (await post('/api/v1/ai/sections', { projectId: project.id, pageId: home.id, html: old, seed: 1 })).body;
      expect(online.notice).to.equal(null);
      expect(online.html).to.match(/^<section [^>]*id="highlights"/);
      expect(online.html).to.contain('Loaf number 2');
      expect(online.html).to.not.match(/<script|alert/);
      // The model is told the project's name, the only one it may give the business.
      const system = (chat.requests.at(-1)!.body.messages as { content: string }[])[0].content;
      expect(system).to.contain(`The business is called "${project.name}"`);

      chat.reply(failure(503, 'down'));
      const fallback = (await post('/api/v1/ai/sections', { projectId: project.id, pageId: home.id, html: old, seed: 1 })).body;
      expect(fallback.notice).to.contain('503');
      expect(fallback.html).to.match(/^<section [^>]*id="highlights"/);
      expect(textOf(fallback.html!)).to.not.equal(textOf(old));
    });
  });
});
