import { expect } from 'chai';
import { GENERATION_MESSAGES, type GenerationRecord } from '../../common/ai/generations.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { AiGeneration } from '../../server/modules/ai/models.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { cliEnv, runCli } from '../cli/helpers.ts';

const PROMPT = 'a bicycle repair workshop in Leeds called Spoke & Chain';

describe('AI generations: Idempotency-Key', function () {
  this.timeout(180_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp({ listen: true });
  });
  after(() => app?.stop());

  async function account(): Promise<{ user: User; token: string }> {
    const { user } = await createTestUser();
    return { user, token: (await createAccessToken(user, 'script')).plainTextToken };
  }

  function post(token: string, payload: object, key?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (key !== undefined) headers['idempotency-key'] = key;
    return app.server.inject({ method: 'POST', url: '/api/v1/ai/generations', payload, headers });
  }

  async function projectCount(token: string): Promise<number> {
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/projects', headers: { authorization: `Bearer ${token}` } });
    return (response.result as { pagination: { total: number } }).pagination.total;
  }

  async function finished(token: string, id: number): Promise<GenerationRecord> {
    const events = await app.server.inject({ method: 'GET', url: `/api/v1/ai/generations/${id}/events`, headers: { authorization: `Bearer ${token}` } });
    const blocks = events.payload.split('\n\n').filter((block) => block.startsWith('event: generation\n'));
    return JSON.parse(blocks.at(-1)!.slice(blocks.at(-1)!.indexOf('data: ') + 6)) as GenerationRecord;
  }

  it('answers the generation the key started when the same request comes again, making one site', async () => {
    const { user, token } = await account();
    const first = await post(token, { prompt: PROMPT, pages: 2 }, 'run-7f3c');
    expect(first.statusCode, first.payload).to.equal(202);
    const { generation } = first.result as { generation: GenerationRecord };
    expect((await finished(token, generation.id)).status).to.equal('succeeded');

    const again = await post(token, { prompt: PROMPT, pages: 2 }, 'run-7f3c');
    expect(again.statusCode, again.payload).to.equal(202);
    const replayed = (again.result as { generation: GenerationRecord }).generation;
    expect([replayed.id, replayed.status]).to.deep.equal([generation.id, 'succeeded']);
    expect(await AiGeneration.count({ where: { user_id: user.id } })).to.equal(1);
    expect(await projectCount(token)).to.equal(1);

    // Without a key, or with another, a request is a new generation.
    for (const key of [undefined, 'run-8a21']) expect((await post(token, { prompt: PROMPT, pages: 2 }, key)).statusCode).to.equal(202);
    expect(await AiGeneration.count({ where: { user_id: user.id } })).to.equal(3);
  });

  it('refuses the same key with another request (422, {message, errors}) and keeps keys apart per user', async () => {
    const { user, token } = await account();
    expect((await post(token, { prompt: PROMPT, pages: 2 }, 'shared-key')).statusCode).to.equal(202);
    for (const payload of [
      { prompt: 'a florist in Ghent', pages: 2 },
      { prompt: PROMPT, pages: 3 },
      { prompt: PROMPT, pages: 2, language: 'nl' },
    ]) {
      const reused = await post(token, payload, 'shared-key');
      expect(reused.statusCode, JSON.stringify(payload)).to.equal(422);
      expect(reused.result).to.deep.equal({ message: GENERATION_MESSAGES.keyReused, errors: { idempotency_key: GENERATION_MESSAGES.keyReused } });
    }
    expect(await AiGeneration.count({ where: { user_id: user.id } })).to.equal(1);

    const other = await account();
    const theirs = await post(other.token, { prompt: 'a florist in Ghent', pages: 2 }, 'shared-key');
    expect(theirs.statusCode, theirs.payload).to.equal(202);
    expect(await AiGeneration.count({ where: { user_id: other.user.id } })).to.equal(1);

    expect((await post(token, { prompt: PROMPT }, 'x'.repeat(256))).statusCode).to.equal(400);
  });

  describe('sitewright generate against a connection that drops', function () {
    let proxy: TcpProxy;
    before(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(app.server.info.port) }, { cutAnswerTo: 'POST /api/v1/ai/generations ' });
    });
    after(() => proxy?.close());

    it('retries the POST with the same key after the server answered it, making exactly one generation and one project', async () => {
      const { user, token } = await account();
      const work = makeTempDir('sitewright-idempotency-');
      const result = await runCli(['generate', PROMPT, '--pages', '2', '--server', proxy.url], {
        cwd: work,
        env: cliEnv({ HOME: work, SITEWRIGHT_TOKEN: token }),
        timeoutMs: 150_000,
      });
      expect(proxy.cuts(), 'the first answer was cut off').to.equal(1);
      expect(result.code, result.stderr).to.equal(0);
      const rows = await AiGeneration.findAll({ where: { user_id: user.id } });
      expect(rows).to.have.length(1);
      expect(rows[0].idempotency_key).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await projectCount(token)).to.equal(1);
      expect(result.stdout).to.equal(`${rows[0].project_id} ${proxy.url}/editor/${rows[0].project_id}\n`);
    });
  });
});
