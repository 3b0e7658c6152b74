import { expect } from 'chai';
import type { GenerationRecord } from '../../../common/ai/generations.ts';
import { createTestUser, signInAs } from '../../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';
import { startChatServer, type ChatStandIn } from './chat-server.ts';

// Generations through the API as the web app makes them: started with a POST, followed on their
// event stream to the end; and the app a suite runs them on with a chat stand-in as its endpoint.

export type ApiRequest = (method: string, url: string, payload?: object) => ReturnType<TestApp['server']['inject']>;

/** The `generation` events of a finished event stream, in order. */
export function generationEvents(payload: string): GenerationRecord[] {
  return payload
    .split('\n\n')
    .filter((block) => block.startsWith('event: generation\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as GenerationRecord);
}

/** Starts a generation and follows its event stream to the end: the generation's last record. */
export async function generateThrough(request: ApiRequest, payload: object): Promise<GenerationRecord> {
  const started = await request('POST', '/api/v1/ai/generations', payload);
  expect(started.statusCode, started.payload).to.equal(202);
  const { generation } = started.result as { generation: GenerationRecord };
  return generationEvents((await request('GET', `/api/v1/ai/generations/${generation.id}/events`)).payload).at(-1)!;
}

export interface EndpointApp {
  readonly chat: ChatStandIn;
  readonly app: TestApp;
  /** A request of the signed-in user's. */
  request: ApiRequest;
}

/** The app with a chat stand-in as its AI endpoint and a signed-in user, started before the suite's tests and stopped after them. */
export function useEndpointApp(): EndpointApp {
  let chat: ChatStandIn;
  let app: TestApp;
  let cookie = '';
  before(async () => {
    chat = await startChatServer();
    app = await startTestApp({ env: { AI_BASE_URL: chat.baseUrl, AI_MODEL: 'stand-in-model', AI_API_KEY: 'sk-test' } });
    await app.server.initialize();
    cookie = await signInAs((await createTestUser()).user);
  });
  after(async () => {
    await app?.stop();
    await chat?.close();
  });
  return {
    get chat() {
      return chat;
    },
    get app() {
      return app;
    },
    request: (method, url, payload) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) }),
  };
}
