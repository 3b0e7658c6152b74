import type { ServerInjectResponse } from '@hapi/hapi';
import type { TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';

export interface AdminSettingsAnswer {
  settings: Record<string, unknown>;
  secrets: Record<string, boolean>;
}

export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string | string[]>;
}

/** Requests as one signed-in browser (session cookie, XSRF echoed) against app.server.inject. */
export function clientFor(app: TestApp, cookie: string) {
  return (method: string, url: string, payload?: object): Promise<ServerInjectResponse> =>
    app.server.inject({ method, url: `/api/v1/${url}`, payload, headers: withCsrf({ cookie }) });
}

export function errorsOf(response: ServerInjectResponse): Record<string, string | string[]> {
  return (response.result as ErrorAnswer).errors ?? {};
}
