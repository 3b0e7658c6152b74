import { expect } from 'chai';
import type { SitePlan } from '../../common/ai/site-plan.ts';
import { parseSitePlan, SITE_PLAN_JSON_SCHEMA } from '../../server/modules/ai/plan-schema.ts';
import { AiProviderError } from '../../server/modules/ai/providers/errors.ts';
import { generatePlanWithChat, type ChatEndpoint, type PlanProgress } from '../../server/modules/ai/providers/openai.ts';
import {
  completion,
  failure,
  jsonSchemaRefused,
  rateLimited,
  stall,
  startChatServer,
  streamed,
  unauthorized,
  type ChatStandIn,
} from './support/chat-server.ts';
import { samplePlan } from './support/sample-plan.ts';

const API_KEY = 'sk-test-0123456789abcdef';
const PROMPT = 'A sourdough bakery on the Kraanlei in Ghent, run by Sofie Claes since 1998.';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function providerError(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await rejection(promise);
  expect(error).to.be.instanceOf(AiProviderError);
  const failed = error as AiProviderError;
  expect(failed.message).not.to.include(API_KEY);
  return failed;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

function parsed(value: unknown): SitePlan {
  const result = parseSitePlan(value);
  if ('errors' in result) throw new Error(`expected a plan, got: ${result.errors.join('; ')}`);
  return result.plan;
}

function errorsOf(value: unknown): string[] {
  const result = parseSitePlan(value);
  if ('plan' in result) throw new Error('expected errors, got a plan');
  return result.errors;
}

describe('AI: OpenAI-compatible provider', function () {
  let server: ChatStandIn;
  let endpoint: ChatEndpoint;

  beforeEach(async function () {
    server = await startChatServer();
    // With the trailing slash people paste.
    endpoint = { baseUrl: `${server.baseUrl}/`, apiKey: API_KEY, model: 'test-model' };
  });

  afterEach(async function () {
    await server.close();
  });

  it('reads a plan streamed in pieces that cut the JSON anywhere, reporting progress', async function () {
    const content = JSON.stringify(samplePlan());
    server.reply(streamed(content, 23));
    const events: PlanProgress[] = [];
    const plan = await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3, onProgress: (event) => events.push(event) });
    expect(plan).to.deep.equal(samplePlan());
    expect(events[0]).to.deep.equal({ stage: 'request' });
    const received = events.filter((event) => event.stage === 'streaming').map((event) => event.received ?? 0);
    expect(received.length).to.be.greaterThan(10);
    expect(received).to.deep.equal([...received].sort((a, b) => a - b));
    expect(received.at(-1)).to.equal(content.length);
  });

  it('stops reading at [DONE] when the server keeps the connection open', async function () {
    server.reply(streamed(JSON.stringify(samplePlan()), 200, true));
    const plan = await generatePlanWithChat({ ...endpoint, timeoutMs: 1000 }, { prompt: PROMPT, pages: 3 });
    expect(plan).to.deep.equal(samplePlan());
  });

  it('asks for strict json_schema output, streamed, with the plan described and a Bearer key', async function () {
    server.reply(streamed(JSON.stringify(samplePlan())));
    await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3, language: 'en' });
    expect(server.requests).to.have.length(1);
    const [request] = server.requests;
    expect(request.method).to.equal('POST');
    expect(request.path).to.equal('/v1/chat/completions');
    expect(request.headers.authorization).to.equal(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).to.equal('application/json');
    expect(request.body.model).to.equal('test-model');
    expect(request.body.stream).to.equal(true);
    expect(request.body.response_format).to.deep.equal({ type: 'json_schema', json_schema: { name: 'site_plan', strict: true, schema: SITE_PLAN_JSON_SCHEMA } });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).to.deep.equal(['system', 'user']);
    expect(messages[1].content).to.equal(PROMPT);
    const system = messages[0].content;
    for (const expected of ['Exactly 3 pages', 'English', 'Plain text only', 'utensils', 'hero-mountains', 'type: "pricing"', 'Lorem ipsum']) {
      expect(system).to.include(expected);
    }
  });

  it('sends no Authorization header without a key', async function () {
    server.reply(streamed(JSON.stringify(samplePlan())));
    await generatePlanWithChat({ ...endpoint, apiKey: '' }, { prompt: PROMPT, pages: 3 });
    expect(server.requests[0].headers).not.to.have.property('authorization');
  });

  it('gives a schema OpenAI accepts in strict mode: every object closed, every property required', function () {
    const objects: Record<string, unknown>[] = [];
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      const node = value as Record<string, unknown>;
      if (node.type === 'object') objects.push(node);
      Object.values(node).forEach(walk);
    };
    walk(SITE_PLAN_JSON_SCHEMA);
    expect(objects.length).to.be.greaterThan(20);
    for (const node of objects) {
      expect(node.additionalProperties).to.equal(false);
      expect(node.required).to.deep.equal(Object.keys(node.properties as object));
    }
    const pages = (SITE_PLAN_JSON_SCHEMA.properties as Record<string, { items: { properties: { sections: { items: { anyOf: { properties: { type: unknown } }[] } } } } }>).pages;
    const variants = pages.items.properties.sections.items.anyOf.map((variant) => variant.properties.type);
    expect(variants).to.have.length(15);
    expect(variants[0]).to.deep.equal({ type: 'string', enum: ['hero'] });
  });

  it('takes a non-streamed chat.completion from a server that ignores stream, even fenced', async function () {
    server.reply(completion(`\`\`\`json\n${JSON.stringify(samplePlan(), null, 2)}\n\`\`\``));
    const plan = await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 });
    expect(plan).to.deep.equal(samplePlan());
  });

  it('falls back to json_object once when the server refuses json_schema', async function () {
    server.reply(jsonSchemaRefused(), streamed(JSON.stringify(samplePlan())));
    const events: PlanProgress[] = [];
    const plan = await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3, onProgress: (event) => events.push(event) });
    expect(plan.name).to.equal('Brood & Zo');
    expect(server.requests.map((request) => (request.body.response_format as { type: string }).type)).to.deep.equal(['json_schema', 'json_object']);
    expect(server.requests[1].body.messages).to.deep.equal(server.requests[0].body.messages);
    expect(events.map((event) => event.stage)).to.include('retry');
  });

  it('writes the language asked for, whatever the model named', async function () {
    server.reply(streamed(JSON.stringify(samplePlan())));
    const plan = await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3, language: 'de' });
    expect(plan.language).to.equal('de');
    expect((server.requests[0].body.messages as { content: string }[])[0].content).to.include('German');
  });

  it('sends invalid JSON back once for repair, and takes the repaired plan', async function () {
    const broken = '{"name": "Brood & Zo", "pages": [';
    server.reply(streamed(broken), streamed(JSON.stringify(samplePlan())));
    const plan = await generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 });
    expect(plan).to.deep.equal(samplePlan());
    expect(server.requests).to.have.length(2);
    const messages = server.requests[1].body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).to.deep.equal(['system', 'user', 'assistant', 'user']);
    expect(messages[2].content).to.equal(broken);
    expect(messages[3].content).to.match(/^Your JSON was invalid: the answer is not JSON .*Answer again with only the corrected JSON\.$/);
    // A repair keeps the output mode: still strict json_schema.
    expect((server.requests[1].body.response_format as { type: string }).type).to.equal('json_schema');
  });

  it('fails with invalid-output after a second answer that is not a plan', async function () {
    const { pages: _, ...withoutPages } = samplePlan();
    server.reply(streamed('not json at all'), streamed(JSON.stringify(withoutPages)));
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('invalid-output');
    expect(error.message).to.equal('The AI endpoint answered with output that is not a valid site plan: pages is required.');
    expect(server.requests).to.have.length(2);
  });

  it('gives up on an endpoint that stalls mid-stream after the timeout', async function () {
    server.reply(stall());
    const started = Date.now();
    const error = await providerError(generatePlanWithChat({ ...endpoint, timeoutMs: 300 }, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('timeout');
    expect(error.message).to.equal('The AI endpoint did not answer within 0.3 seconds.');
    expect(Date.now() - started).to.be.lessThan(2000);
  });

  it('says when to try again on 429, from Retry-After', async function () {
    server.reply(rateLimited(17));
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('rate-limited');
    expect(error.retryAfterSeconds).to.equal(17);
    expect(error.message).to.equal('The AI endpoint is rate-limiting requests (429); try again in 17 seconds.');
    expect(server.requests).to.have.length(1);
  });

  for (const status of [500, 503]) {
    it(`reports a ${status} with the endpoint's own words`, async function () {
      server.reply(failure(status, 'The model is loading,\n please wait.'));
      const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
      expect(error.kind).to.equal('unavailable');
      expect(error.status).to.equal(status);
      expect(error.message).to.equal(`The AI endpoint answered ${status}: The model is loading, please wait.`);
    });
  }

  it('reports a failure a server sends inside a 200 answer', async function () {
    server.reply(failure(200, 'CUDA out of memory'));
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('unavailable');
    expect(error.message).to.equal('The AI endpoint failed while answering: CUDA out of memory.');
  });

  it('reports a refused key on 401, without the key', async function () {
    server.reply(unauthorized());
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('auth');
    expect(error.message).to.equal('The AI endpoint refused the API key (401).');
  });

  it('keeps the key out of a quoted error body that echoes it', async function () {
    server.reply(failure(400, `Unknown model test-model for key ${API_KEY}`));
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('bad-request');
    expect(error.message).to.equal('The AI endpoint refused the request (400): Unknown model test-model for key [key].');
  });

  it('reports an endpoint nobody answers at', async function () {
    await server.close();
    const error = await providerError(generatePlanWithChat(endpoint, { prompt: PROMPT, pages: 3 }));
    expect(error.kind).to.equal('unavailable');
    expect(error.message).to.equal(`Could not reach the AI endpoint at ${new URL(server.baseUrl).origin}: ECONNREFUSED.`);
    server = await startChatServer();
  });

  it('rejects with an AbortError, not a timeout, when the caller cancels', async function () {
    server.reply(stall());
    const controller = new AbortController();
    const request = generatePlanWithChat(endpoint, {
      prompt: PROMPT,
      pages: 3,
      signal: controller.signal,
      onProgress: (event) => event.stage === 'streaming' && controller.abort(),
    });
    const error = await rejection(request);
    expect(error).not.to.be.instanceOf(AiProviderError);
    expect((error as Error).name).to.equal('AbortError');
  });
});

describe('AI: parseSitePlan', function () {
  it('keeps a valid plan as it is', function () {
    expect(parsed(samplePlan())).to.deep.equal(samplePlan());
  });

  it('strips markup, script URLs and control characters from every string', function () {
    const plan = samplePlan();
    const hero = plan.pages[0].sections[0] as Extract<SitePlan['pages'][0]['sections'][0], { type: 'hero' }>;
    hero.heading = '<script>alert(1)</script>Fresh <b>bread</b>\u202E daily';
    hero.text = 'Visit JaVa\tScript:alert(1) us\u0000 now <img src=x onerror=alert(1)';
    hero.actions[0].label = '<<b>script>Menu';
    plan.footer = '  Baked\nin   Ghent  ';
    const result = parsed(plan);
    const cleaned = result.pages[0].sections[0] as typeof hero;
    expect(cleaned.heading).to.equal('Fresh bread daily');
    expect(cleaned.text).to.equal('Visit alert(1) us now');
    expect(cleaned.actions[0].label).to.equal('Menu');
    expect(result.footer).to.equal('Baked in Ghent');
    for (const value of strings(result)) expect(value).not.to.match(/<[a-z/]|javascript:|[\p{Cc}\u202e]/iu);
  });

  it('caps lengths at a word', function () {
    const plan = samplePlan();
    plan.name = 'Bakery '.repeat(20);
    plan.pages[0].sections[0] = { ...plan.pages[0].sections[0], heading: 'word '.repeat(60) } as SitePlan['pages'][0]['sections'][0];
    const result = parsed(plan);
    expect(result.name.length).to.be.at.most(60);
    expect(result.name).to.match(/^(Bakery )*Bakery$/);
    expect((result.pages[0].sections[0] as { heading: string }).heading.length).to.be.at.most(120);
  });

  it('drops nulls, unknown icons and unknown pictures instead of failing', function () {
    const plan = samplePlan() as unknown as { pages: { sections: Record<string, unknown>[] }[] };
    const [hero, features] = plan.pages[0].sections;
    hero.eyebrow = null;
    hero.image = 'https://evil.example/x.png';
    (features.items as Record<string, unknown>[])[0].icon = 'unicorn';
    const gallery = plan.pages[1].sections[2];
    (gallery.images as Record<string, unknown>[]).push({ image: 'selfie', caption: 'Not ours' });
    const result = parsed(plan);
    const [parsedHero, parsedFeatures] = result.pages[0].sections as unknown as Record<string, unknown>[];
    expect(parsedHero).not.to.have.property('eyebrow');
    expect(parsedHero).not.to.have.property('image');
    expect((parsedFeatures.items as Record<string, unknown>[])[0]).not.to.have.property('icon');
    expect((result.pages[1].sections[2] as { images: unknown[] }).images).to.have.length(2);
  });

  it('points links at pages that exist, the home page otherwise', function () {
    const plan = samplePlan();
    const hero = plan.pages[0].sections[0] as Extract<SitePlan['pages'][0]['sections'][0], { type: 'hero' }>;
    hero.actions = [
      { label: 'Shop', page: 'shop', section: 'order' },
      { label: 'Menu', page: '/Menu.html' },
      { label: 'Home', page: 'index' },
      { label: 'Order', page: 'contact', section: 'nowhere' },
    ];
    const cleaned = parsed(plan).pages[0].sections[0] as typeof hero;
    expect(cleaned.actions).to.deep.equal([
      { label: 'Shop', page: '' },
      { label: 'Menu', page: 'menu' },
      { label: 'Home', page: '' },
      { label: 'Order', page: 'contact' },
    ]);
  });

  it('makes the first page the home page and slugs and section ids unique', function () {
    const plan = samplePlan();
    plan.pages[0].slug = 'home';
    plan.pages[2].slug = 'menu';
    plan.pages[1].sections[1].id = 'menu';
    plan.pages[1].sections[2].id = 'Our Menu!';
    const result = parsed(plan);
    expect(result.pages.map((page) => page.slug)).to.deep.equal(['', 'menu', 'menu-2']);
    expect(result.pages[1].sections.map((section) => section.id)).to.deep.equal(['menu', 'menu-2', 'our-menu', 'news']);
  });

  it('gives a select without options a text field, and options only to a select', function () {
    const plan = samplePlan() as unknown as { pages: { sections: { fields?: Record<string, unknown>[] }[] }[] };
    const fields = plan.pages[2].sections[4].fields ?? [];
    fields[0].options = ['A'];
    delete fields[2].options;
    const result = parsed(plan);
    const parsedFields = (result.pages[2].sections[4] as unknown as { fields: Record<string, unknown>[] }).fields;
    expect(parsedFields[0]).to.deep.equal({ label: 'Name', type: 'text', required: true });
    expect(parsedFields[2]).to.deep.equal({ label: 'Cake', type: 'text' });
  });

  it('refuses too many pages, and none', function () {
    const plan = samplePlan();
    const nine = { ...plan, pages: Array.from({ length: 9 }, (_, index) => ({ ...plan.pages[1], slug: `page-${index}` })) };
    expect(errorsOf(nine)).to.deep.equal(['pages must contain less than or equal to 8 items']);
    expect(errorsOf({ ...plan, pages: [] })).to.deep.equal(['pages must contain at least 1 items']);
  });

  it('says what is missing or wrong, by path', function () {
    const plan = samplePlan() as unknown as { pages: { sections: Record<string, unknown>[] }[] };
    plan.pages[0].sections[0].heading = '<b></b>';
    plan.pages[0].sections[1].type = 'carousel';
    expect(errorsOf(plan)).to.deep.equal([
      'pages[0].sections[0].heading is required',
      `pages[0].sections[1].type must be one of [hero, features, text, stats, menu, hours, pricing, testimonials, team, faq, gallery, posts, form, contact, cta]`,
    ]);
    expect(errorsOf('a string')).to.deep.equal(['value must be of type object']);
  });
});
