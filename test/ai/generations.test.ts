import { expect } from 'chai';
import { GENERATION_MESSAGES, type GenerationRecord } from '../../common/ai/generations.ts';
import { DEFAULT_WORKSPACE_ID, PERMISSIONS } from '../../common/constants.ts';
import type { Project } from '../../common/editor/types.ts';
import { QuotaError } from '../../server/errors.ts';
import { startGeneration } from '../../server/modules/ai/service.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { configureBilling } from '../../server/modules/billing/gateway.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { failure, stall, streamed } from './support/chat-server.ts';
import { generateThrough, generationEvents, useEndpointApp } from './support/generations.ts';
import { samplePlan } from './support/sample-plan.ts';

const BAKERY = 'a cosy bakery in Lisbon with online orders and opening hours';

async function expectRejection(promise: Promise<unknown>, type: new (...args: never[]) => Error, message: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).to.be.instanceOf(type);
  expect((error as Error).message).to.equal(message);
}

describe('AI generations API', function () {
  this.timeout(60_000);
  let app: TestApp;
  let user: User;
  let cookie = '';

  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    ({ user } = await createTestUser());
    cookie = await signInAs(user);
  });
  after(() => app.stop());

  function request(method: string, url: string, payload?: object, as = cookie) {
    return app.server.inject({ method, url, payload, headers: withCsrf({ cookie: as }) });
  }

  async function start(payload: object, as = cookie): Promise<GenerationRecord> {
    const response = await request('POST', '/api/v1/ai/generations', payload, as);
    expect(response.statusCode, response.payload).to.equal(202);
    return (response.result as { generation: GenerationRecord }).generation;
  }

  /** Follows the generation's event stream to its end, as the web app does. */
  async function follow(id: number, as = cookie): Promise<GenerationRecord[]> {
    const response = await request('GET', `/api/v1/ai/generations/${id}/events`, undefined, as);
    expect(response.statusCode, response.payload).to.equal(200);
    expect(response.headers['content-type']).to.match(/^text\/event-stream/);
    return generationEvents(response.payload);
  }

  it('generates a multi-page site from a description, streaming the plan and each page, then the project', async () => {
    const started = await start({ prompt: BAKERY, pages: 4 });
    expect(started).to.include({ prompt: BAKERY, pages: 4, seed: 0, style: null, project_id: null });
    expect(started.status).to.be.oneOf(['queued', 'planning', 'writing', 'succeeded']);

    const events = await follow(started.id);
    const last = events.at(-1)!;
    expect(last.status, last.error ?? '').to.equal('succeeded');
    expect(last.provider).to.equal('composer');
    expect(last.notice).to.equal(null);
    expect(last.page_names).to.have.length(4);
    expect(last.pages_ready).to.equal(4);
    // Every event is a change, and the pages come in one after the other once the plan names them.
    expect(new Set(events.map((event) => JSON.stringify(event))).size).to.equal(events.length);
    const ready = events.map((event) => event.pages_ready);
    expect(ready).to.deep.equal([...ready].sort((a, b) => a - b));

    const response = await request('GET', `/api/v1/projects/${last.project_id}`);
    expect(response.statusCode).to.equal(200);
    const { project } = response.result as { project: Project };
    expect(project.pages!.map((page) => page.name)).to.deep.equal(last.page_names);
    const text = project.pages!.map((page) => page.html).join(' ');
    expect(text).to.contain('Lisbon');
    expect(text).to.match(/<form\b/);
    expect(text).to.match(/id="opening-hours"/);
    expect(text).to.not.match(/<script|javascript:|\son\w+=/i);
    expect(project.pages!.every((page) => page.doc.lang === 'en')).to.equal(true);

    // The editor saves the generated pages back as they are, language and all.
    const saved = await request('PUT', `/api/v1/projects/${project.id}/pages`, { version: project.version, pages: project.pages });
    expect(saved.statusCode, saved.payload).to.equal(200);
  });

  it('answers the same generation to its owner only: someone else gets 404 on every route', async () => {
    const own = await start({ prompt: 'a dentist in Porto', pages: 1 });
    await follow(own.id);
    const stranger = await signInAs((await createTestUser()).user);
    for (const [method, url] of [
      ['GET', `/api/v1/ai/generations/${own.id}`],
      ['GET', `/api/v1/ai/generations/${own.id}/events`],
      ['POST', `/api/v1/ai/generations/${own.id}/cancel`],
    ] as const) {
      const response = await request(method, url, undefined, stranger);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
      expect((response.result as { message: string }).message).to.equal(GENERATION_MESSAGES.notFound);
    }
    expect((await request('GET', `/api/v1/ai/generations/${own.id}`)).statusCode).to.equal(200);
  });

  it('refuses an empty, an overlong description and a page count out of range with the reason', async () => {
    for (const [payload, status, field, message] of [
      [{ prompt: '   ' }, 422, 'prompt', GENERATION_MESSAGES.promptRequired],
      [{ prompt: 'x'.repeat(4001) }, 422, 'prompt', GENERATION_MESSAGES.promptTooLong],
      [{ prompt: BAKERY, pages: 9 }, 400, 'pages', null],
      [{ prompt: BAKERY, language: 'xx' }, 400, 'language', null],
      [{ prompt: BAKERY, style: 'gothic' }, 400, 'style', null],
    ] as const) {
      const response = await request('POST', '/api/v1/ai/generations', payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(status);
      const body = response.result as { message: string; errors: Record<string, unknown> };
      expect(body.errors).to.have.property(field);
      if (message) expect(body.message).to.equal(message);
    }
  });

  it('works with an API token, no cookie or CSRF token needed', async () => {
    const { plainTextToken } = await createAccessToken(user, 'script');
    const headers = { authorization: `Bearer ${plainTextToken}` };
    const response = await app.server.inject({ method: 'POST', url: '/api/v1/ai/generations', payload: { prompt: 'a yoga studio in Ghent', pages: 2 }, headers });
    expect(response.statusCode, response.payload).to.equal(202);
    const { generation } = response.result as { generation: GenerationRecord };
    const events = await app.server.inject({ method: 'GET', url: `/api/v1/ai/generations/${generation.id}/events`, headers });
    expect(generationEvents(events.payload).at(-1)!.status).to.equal('succeeded');
  });

  it("counts generations against the plan's monthly allowance while billing is on, with a message saying so", async () => {
    // Route access under billing needs a subscription (the billing issue); the allowance is the service's.
    const { user: subscriber } = await createTestUser();
    const { user: outsider } = await createTestUser();
    await grantPermission('user', subscriber.id, PERMISSIONS.aiGenerate, [{ name: 'count', value: 1 }]);
    const generate = (who: User, prompt: string) => startGeneration(who, { prompt, pages: 1, workspaceId: DEFAULT_WORKSPACE_ID });
    // Billing is on with Stripe keys set; no Stripe call is made here.
    configureBilling({ ...app.config, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiBase: '' } });
    try {
      await generate(subscriber, 'a barber in Lyon');
      await expectRejection(generate(subscriber, 'a barber in Nice'), QuotaError, GENERATION_MESSAGES.quotaUsed(1));
      await expectRejection(generate(outsider, 'a barber in Nice'), QuotaError, GENERATION_MESSAGES.notInPlan);
    } finally {
      configureBilling(app.config);
    }
    // Without billing the same users generate again.
    expect((await generate(subscriber, 'a barber in Nice')).status).to.not.equal('failed');
    expect((await generate(outsider, 'a barber in Nice')).status).to.not.equal('failed');
  });
});

describe('AI generations with an OpenAI-compatible endpoint', function () {
  this.timeout(60_000);
  const endpoint = useEndpointApp();
  const { request } = endpoint;

  const generate = (prompt: string, style: string | null = null) => generateThrough(request, { prompt, pages: 3, style });

  async function projectCount(): Promise<number> {
    return ((await request('GET', '/api/v1/projects')).result as { pagination: { total: number } }).pagination.total;
  }

  it("builds the site from the endpoint's plan", async () => {
    const plan = samplePlan();
    endpoint.chat.reply(streamed(JSON.stringify(plan)));
    const done = await generate('a bakery in Lisbon', 'luxury');
    expect([done.status, done.provider, done.notice, done.style]).to.deep.equal(['succeeded', 'openai', null, 'luxury']);
    expect(done.page_names).to.deep.equal(plan.pages.map((page) => page.name));
    const asked = endpoint.chat.requests.at(-1)!.body as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(asked).to.include({ model: 'stand-in-model', stream: true });
    expect(asked.messages[0].content).to.contain('The look and the voice are luxury');
  });

  it('falls back to the composer with a notice when the endpoint fails', async () => {
    endpoint.chat.reply(failure(503, 'The model is overloaded'));
    const done = await generate('a bakery in Lisbon');
    expect([done.status, done.provider]).to.deep.equal(['succeeded', 'composer']);
    expect(done.notice).to.match(/^The AI endpoint failed \(.*503.*\), so the built-in composer wrote this site instead\.$/);
    expect(done.page_names).to.have.length(3);
  });

  it('cancels a generation waiting on the endpoint and leaves no project behind', async () => {
    const before = await projectCount();
    const asked = endpoint.chat.requests.length;
    endpoint.chat.reply(stall());
    const started = await request('POST', '/api/v1/ai/generations', { prompt: 'a bakery in Lisbon', pages: 2 });
    const { generation } = started.result as { generation: GenerationRecord };
    for (let waited = 0; endpoint.chat.requests.length === asked && waited < 100; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
    const cancelled = await request('POST', `/api/v1/ai/generations/${generation.id}/cancel`);
    expect(cancelled.statusCode).to.equal(200);
    const last = generationEvents((await request('GET', `/api/v1/ai/generations/${generation.id}/events`)).payload).at(-1)!;
    expect([last.status, last.project_id]).to.deep.equal(['cancelled', null]);
    expect(await projectCount()).to.equal(before);
  });
});
