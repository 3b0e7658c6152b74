import type { ServerInjectResponse } from '@hapi/hapi';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';

export interface Pagination<R> {
  data: R[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A booted app with an admin's and an ordinary user's session, speaking JSON through server.inject. */
export interface AdminWorld {
  app: TestApp;
  admin: string;
  member: string;
  request(method: string, url: string, payload?: object, cookie?: string): Promise<ServerInjectResponse>;
  ok<T>(method: string, url: string, payload?: object): Promise<T>;
  list<R>(path: string, query?: Record<string, unknown>): Promise<Pagination<R>>;
}

export async function startAdminWorld(options: { listen?: boolean } = {}): Promise<AdminWorld> {
  const app = await startTestApp(options);
  const admin = await signInAs((await createTestUser({ roles: ['admin'] })).user);
  const member = await signInAs((await createTestUser()).user);
  const request = (method: string, url: string, payload?: object, cookie = admin) => app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });
  return {
    app,
    admin,
    member,
    request,
    async ok<T>(method: string, url: string, payload?: object): Promise<T> {
      const response = await request(method, url, payload);
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.payload}`);
      return response.result as T;
    },
    async list<R>(path: string, query: Record<string, unknown> = {}): Promise<Pagination<R>> {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
      const url = `${path}${search.size ? `?${search}` : ''}`;
      const response = await request('GET', url);
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.payload}`);
      return (response.result as { pagination: Pagination<R> }).pagination;
    },
  };
}
