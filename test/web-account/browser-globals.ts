// The few browser globals the web modules under test touch (window.location for redirect checks,
// document.cookie and fetch for the API client), replaced for one describe block.
import { queryClient } from '../../web/src/lib/query-client.ts';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

export type Responder = (call: RecordedCall) => Response;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Installs the globals in `before` and restores them in `after`; returns the recorded calls. */
export function useBrowserGlobals(origin = 'http://app.test') {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { window: globals.window, document: globals.document, fetch: globals.fetch };
  const calls: RecordedCall[] = [];
  const state = { respond: ((): Response => json(200, {})) as Responder };

  before(() => {
    // A query a component of an earlier test file left retrying would otherwise reach this block's
    // fetch: which files share a process depends on how mocha --parallel deals them out.
    queryClient.clear();
    globals.window = { location: { origin, protocol: new URL(origin).protocol } };
    globals.document = { cookie: '' };
    globals.fetch = async (url: string, init: RequestInit) => {
      const call = { method: String(init.headers && (init.headers as Record<string, string>)['X-HTTP-Method-Override'] || init.method), url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return state.respond(call);
    };
  });
  after(() => Object.assign(globals, saved));
  beforeEach(() => {
    calls.length = 0;
    state.respond = () => json(200, {});
  });

  return {
    calls,
    /** Answers every following request with `responder`. */
    respondWith(responder: Responder) {
      state.respond = responder;
    },
  };
}
