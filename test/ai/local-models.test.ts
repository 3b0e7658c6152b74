import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import type { AiSettings } from '../../common/ai/settings.ts';
import { invalidateCache } from '../../server/cache/site-cache.ts';
import { parseSettingValue, setSetting } from '../../server/modules/settings/service.ts';
import type { SettingKey } from '../../server/modules/settings/defaults.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { withCsrf } from '../helpers/http.ts';
import { cliEnv, repoRoot, runCliOk } from '../cli/helpers.ts';
import { slowlyStreamed, startChatServer, type ChatStandIn } from './support/chat-server.ts';
import { samplePlan } from './support/sample-plan.ts';

// The README's "Local models" recipes, line for line, against stand-ins that speak each server's
// dialect: the recipe's `sitewright config set` lines are applied (the time limit through the real
// CLI, the rest as its `config set` does, to keep the test short), then a site is generated from a
// model that streams slowly, as one on a CPU does.

/** The `sitewright config set` lines of a README recipe, with the stand-in's URL for the documented one. */
function recipe(heading: string, baseUrl: string): [string, string][] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf(`#### ${heading}\n`)))![1];
  const lines = [...block.matchAll(/^sitewright config set (\S+) (\S+)$/gm)].map(([, key, value]): [string, string] => [key, key === 'ai.base_url' ? baseUrl : value]);
  expect(lines.map(([key]) => key)).to.deep.equal(['ai.provider', 'ai.base_url', 'ai.model', 'ai.timeout_seconds']);
  return lines;
}

/** The page objects of samplePlan() complete at about 1.8k, 3.1k and 4.5k characters: a page every few pieces. */
const PIECE = 300;
const PIECE_DELAY_MS = 120;

describe('AI: local models (README recipes)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let work: string;
  let member = '';
  let admin = '';

  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
    work = makeTempDir('sitewright-local-models-');
    member = await signInAs((await createTestUser()).user);
    admin = await signInAs((await createTestUser({ roles: ['admin'] })).user);
  });
  after(() => app?.stop());

  const request = (method: string, url: string, payload?: object, cookie = member) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });

  /** `sitewright config set …` on this install: the time limit through the CLI itself. */
  async function configure(lines: [string, string][]): Promise<void> {
    const env = cliEnv({ HOME: work, DATABASE_URL: app.config.database.url, DATA_DIR: app.config.dataDir, APP_KEY: app.config.appKey });
    for (const [key, value] of lines) {
      if (key === 'ai.timeout_seconds') await runCliOk(['config', 'set', key, value], { cwd: work, env, timeoutMs: 60_000 });
      else await setSetting(key, parseSettingValue(key as SettingKey, value));
    }
    // The CLI is another process: this one forgets its cached settings, as it would within seconds.
    invalidateCache('settings');
  }

  /** Every `generation` event of the generation, in order, the finished one last. */
  async function generate(prompt: string): Promise<GenerationRecord[]> {
    const started = await request('POST', '/api/v1/ai/generations', { prompt, pages: 3 });
    expect(started.statusCode, started.payload).to.equal(202);
    const { generation } = started.result as { generation: GenerationRecord };
    return (await request('GET', `/api/v1/ai/generations/${generation.id}/events`)).payload
      .split('\n\n')
      .filter((block) => block.startsWith('event: generation\n'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as GenerationRecord);
  }

  /** The pages were shown one by one while the model was still writing (no provider yet: the plan was not complete). */
  function expectPagesOneByOne(events: GenerationRecord[]): void {
    const names = samplePlan().pages.map((page) => page.name);
    const whileStreaming = events.filter((event) => event.provider === null && event.page_names.length > 0);
    expect(whileStreaming.map((event) => event.page_names)).to.deep.include.members([names.slice(0, 1), names.slice(0, 2)]);
    for (const event of whileStreaming) expect([event.status, event.pages_ready]).to.deep.equal(['writing', event.page_names.length]);
    const last = events.at(-1)!;
    expect([last.status, last.provider, last.notice, last.page_names, last.pages_ready]).to.deep.equal(['succeeded', 'openai', null, names, names.length]);
  }

  async function settings(): Promise<AiSettings> {
    return ((await request('GET', '/api/v1/admin/ai', undefined, admin)).result as { settings: AiSettings }).settings;
  }

  describe('Ollama', function () {
    let ollama: ChatStandIn;
    // Ollama's OpenAI-compatible endpoint from before structured outputs: json_schema is ignored, not refused.
    before(async () => (ollama = await startChatServer({ dialect: 'ollama', jsonSchema: 'ignored', models: ['llama3.1:8b'] })));
    after(() => ollama?.close());

    it('generates with llama3.1:8b, reading the plan out of free text and showing each page as it streams', async () => {
      await configure(recipe('Ollama', ollama.baseUrl));
      const { timeout_seconds, in_use } = await settings();
      expect([timeout_seconds, in_use]).to.deep.equal([600, { provider: 'openai', base_url: ollama.baseUrl, model: 'llama3.1:8b', timeout_seconds: 600 }]);

      // Unconstrained, the model wraps the object in a sentence and a code fence.
      ollama.reply(slowlyStreamed(`Here is the site plan:\n\`\`\`json\n${JSON.stringify(samplePlan(), null, 1)}\n\`\`\``, PIECE, PIECE_DELAY_MS));
      const events = await generate('a sourdough bakery on the Kraanlei in Ghent');
      expectPagesOneByOne(events);
      const asked = ollama.requests.at(-1)!;
      expect([asked.path, asked.body.model, asked.body.stream, asked.headers.authorization]).to.deep.equal(['/v1/chat/completions', 'llama3.1:8b', true, undefined]);
    });

    it('says which model to pull when Ollama does not have it, and the composer writes the site', async () => {
      await configure([['ai.model', 'llama3.2']]);
      const last = (await generate('a sourdough bakery on the Kraanlei in Ghent')).at(-1)!;
      expect([last.status, last.provider]).to.deep.equal(['succeeded', 'composer']);
      expect(last.notice).to.contain('404').and.contain('model "llama3.2" not found, try pulling it first');
    });
  });

  describe('llama.cpp server', function () {
    let llama: ChatStandIn;
    // A llama-server that knows only "text" and "json_object" answers json_schema with a 500.
    before(async () => (llama = await startChatServer({ dialect: 'llama.cpp', jsonSchema: 'refused' })));
    after(() => llama?.close());

    it('falls back from the refused json_schema to json_object and shows each page as it streams', async () => {
      await configure(recipe('llama.cpp server', llama.baseUrl));
      expect((await settings()).in_use.timeout_seconds).to.equal(900);
      const asked = llama.requests.length;
      llama.reply(slowlyStreamed(JSON.stringify(samplePlan()), PIECE, PIECE_DELAY_MS));
      expectPagesOneByOne(await generate('a sourdough bakery on the Kraanlei in Ghent'));
      const formats = llama.requests.slice(asked).map((each) => (each.body.response_format as { type: string }).type);
      expect(formats).to.deep.equal(['json_schema', 'json_object']);
    });
  });

  it('gives a local endpoint 180 s and api.openai.com 60 s unless the admin sets a limit', async () => {
    for (const [url, seconds] of [
      ['http://127.0.0.1:11434/v1', 180],
      ['http://gpu-box.lan:8080/v1', 180],
      ['https://api.openai.com/v1', 60],
    ] as const) {
      const saved = await request('PUT', '/api/v1/admin/ai', { provider: 'openai', base_url: url, model: 'm', timeout_seconds: null }, admin);
      expect(saved.statusCode, saved.payload).to.equal(200);
      const { timeout_seconds, in_use } = (saved.result as { settings: AiSettings }).settings;
      expect([timeout_seconds, in_use.timeout_seconds], url).to.deep.equal([null, seconds]);
    }
    const refused = await request('PUT', '/api/v1/admin/ai', { provider: 'openai', base_url: 'http://127.0.0.1:11434/v1', model: 'm', timeout_seconds: 5 }, admin);
    expect(refused.statusCode).to.equal(400);
    expect((refused.result as { errors: Record<string, string> }).errors.timeout_seconds).to.equal('At least 10 seconds.');
  });
});
