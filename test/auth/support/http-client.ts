import type { Server, ServerInjectResponse } from '@hapi/hapi';

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(response: ServerInjectResponse): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  return lines.map((line) => {
    const [pair, ...rest] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const eq = attribute.indexOf('=');
      if (eq === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
    }
    return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
  });
}

export const SESSION_COOKIE = 'sitewright_session';
const TEST_XSRF = 'browser-xsrf-token';

/**
 * One browser against server.inject: keeps the cookies the server sets (and drops the ones it
 * clears), and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on every request, as the web app does.
 */
export class Browser {
  readonly cookies = new Map<string, string>([['XSRF-TOKEN', TEST_XSRF]]);

  constructor(
    private readonly server: Server,
    private readonly options: { userAgent?: string; remoteAddress?: string } = {},
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<ServerInjectResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.server.inject({
      method,
      url,
      payload: payload as object | undefined,
      remoteAddress: this.options.remoteAddress,
      headers: {
        ...(this.options.userAgent ? { 'user-agent': this.options.userAgent } : {}),
        ...(cookie ? { cookie } : {}),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
    });
    for (const set of parseSetCookies(response)) {
      const expired = set.attributes['max-age'] === '0' || (typeof set.attributes.expires === 'string' && Date.parse(set.attributes.expires) <= Date.now());
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, payload, headers);
  }

  put(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, payload, headers);
  }

  /** The signed-in user's e-mail as the server sees it, or null for a visitor. */
  async whoAmI(): Promise<string | null> {
    const response = await this.get('/api/v1/bootstrap-data');
    return (response.result as { data: { user: { email: string } | null } }).data.user?.email ?? null;
  }
}
