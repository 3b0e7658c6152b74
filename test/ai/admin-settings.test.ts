import { expect } from 'chai';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import type { AiSettings, AiTestResult } from '../../common/ai/settings.ts';
import { Setting } from '../../server/modules/settings/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { completion, startChatServer, streamed, unauthorized, type ChatStandIn } from './support/chat-server.ts';
import { samplePlan } from './support/sample-plan.ts';

const KEY = 'sk-admin-secret-123';

describe('admin AI settings', function () {
  this.timeout(60_000);
  let chat: ChatStandIn;
  let app: TestApp;
  let admin = '';

  before(async () => {
    chat = await startChatServer();
    app = await startTestApp();
    await app.server.initialize();
    admin = await signInAs((await createTestUser({ roles: ['admin'] })).user);
  });
  after(async () => {
    await app?.stop();
    await chat?.close();
  });

  const request = (method: string, url: string, payload?: object, cookie = admin) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });

  async function generate(): Promise<GenerationRecord> {
    const started = await request('POST', '/api/v1/ai/generations', { prompt: 'a bakery in Lisbon', pages: 3 });
    const { generation } = started.result as { generation: GenerationRecord };
    const events = (await request('GET', `/api/v1/ai/generations/${generation.id}/events`)).payload.split('\n\n').filter((block) => block.startsWith('event: generation'));
    return JSON.parse(events.at(-1)!.slice(events.at(-1)!.indexOf('data: ') + 6)) as GenerationRecord;
  }

  it('starts on the offline composer when the environment names no endpoint', async () => {
    const { settings } = (await request('GET', '/api/v1/admin/ai')).result as { settings: AiSettings };
    expect(settings).to.deep.include({ provider: 'composer', base_url: null, model: null, api_key_set: false });
    expect(settings.in_use).to.deep.equal({ provider: 'composer', base_url: null, model: null, timeout_seconds: null });
  });

  it('refuses an endpoint without URL or model, or with a URL that is not http(s), saying which field', async () => {
    for (const [payload, field] of [
      [{ provider: 'openai', model: 'm' }, 'base_url'],
      [{ provider: 'openai', base_url: 'ftp://host/v1', model: 'm' }, 'base_url'],
      [{ provider: 'openai', base_url: chat.baseUrl }, 'model'],
    ] as const) {
      const response = await request('PUT', '/api/v1/admin/ai', payload);
      expect(response.statusCode, JSON.stringify(payload)).to.equal(422);
      expect((response.result as { errors: Record<string, unknown> }).errors).to.have.property(field);
    }
    const { settings } = (await request('GET', '/api/v1/admin/ai')).result as { settings: AiSettings };
    expect(settings.provider, 'nothing was saved').to.equal('composer');
  });

  it('tests the endpoint in the form before it is saved, answering its error when it fails', async () => {
    chat.reply(completion('OK'));
    const passed = await request('POST', '/api/v1/admin/ai/test', { provider: 'openai', base_url: chat.baseUrl, model: 'stand-in-model', api_key: KEY });
    expect(passed.statusCode, passed.payload).to.equal(200);
    const { result } = passed.result as { result: AiTestResult };
    expect(result).to.include({ model: 'stand-in-model', reply: 'OK' });
    expect(result.latency_ms).to.be.a('number');
    expect(chat.requests.at(-1)!.headers.authorization).to.equal(`Bearer ${KEY}`);

    chat.reply(unauthorized());
    const refused = await request('POST', '/api/v1/admin/ai/test', { provider: 'openai', base_url: chat.baseUrl, model: 'stand-in-model', api_key: 'wrong' });
    expect(refused.statusCode).to.equal(422);
    expect((refused.result as { message: string }).message).to.match(/401/);
  });

  it('saves the endpoint with its key encrypted and never answered, and generation uses it', async () => {
    const saved = await request('PUT', '/api/v1/admin/ai', { provider: 'openai', base_url: chat.baseUrl, model: 'stand-in-model', api_key: KEY });
    expect(saved.statusCode, saved.payload).to.equal(200);
    expect(saved.payload).to.not.contain(KEY);
    const { settings } = saved.result as { settings: AiSettings };
    expect(settings).to.deep.include({ provider: 'openai', base_url: chat.baseUrl, model: 'stand-in-model', api_key_set: true });
    const stored = await Setting.findOne({ where: { name: 'ai.api_key' } });
    expect(String(stored?.get('value'))).to.not.contain(KEY);

    chat.reply(streamed(JSON.stringify(samplePlan())));
    const done = await generate();
    expect([done.status, done.provider]).to.deep.equal(['succeeded', 'openai']);
    expect(chat.requests.at(-1)!.headers.authorization).to.equal(`Bearer ${KEY}`);

    // Saving again without a key keeps the stored one.
    await request('PUT', '/api/v1/admin/ai', { provider: 'openai', base_url: chat.baseUrl, model: 'other-model' });
    chat.reply(streamed(JSON.stringify(samplePlan())));
    await generate();
    expect(chat.requests.at(-1)!.headers.authorization).to.equal(`Bearer ${KEY}`);
    expect(chat.requests.at(-1)!.body.model).to.equal('other-model');
  });

  it('keeps generation offline once the admin chooses the composer, the endpoint left as it was', async () => {
    const asked = chat.requests.length;
    await request('PUT', '/api/v1/admin/ai', { provider: 'composer', base_url: chat.baseUrl, model: 'stand-in-model' });
    const done = await generate();
    expect([done.status, done.provider]).to.deep.equal(['succeeded', 'composer']);
    expect(chat.requests.length).to.equal(asked);
  });
});
