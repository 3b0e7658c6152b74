import { SocialAuthError } from './errors.ts';

// Calls to the providers: JSON answers, form posts, a time limit, and errors that carry the
// provider's answer for the log (never for the browser).

const TIMEOUT_MS = 10_000;
const USER_AGENT = 'Sitewright';

/**
 * Where a provider's endpoints live. Without a base URL they are the real https:// URLs; with one
 * (setting social.<service>.endpoint_base_url), https://<host>/<path> becomes
 * <base>/<host>/<path>, so one stand-in server can play every host of a provider.
 */
export interface ProviderEndpoints {
  url(realUrl: string): string;
}

export function providerEndpoints(baseUrl: string | null | undefined): ProviderEndpoints {
  const base = baseUrl?.trim().replace(/\/+$/, '');
  if (!base) return { url: (realUrl) => realUrl };
  return {
    url(realUrl) {
      const real = new URL(realUrl);
      return `${base}/${real.host}${real.pathname}${real.search}`;
    },
  };
}

async function readJson(response: Response, url: string): Promise<unknown> {
  const body = await response.text();
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : null;
  } catch {
    throw new SocialAuthError(`${redact(url)} answered ${response.status} with a body that is not JSON`, body.slice(0, 500));
  }
  const error = (parsed as { error?: unknown } | null)?.error;
  if (!response.ok || error) throw new SocialAuthError(`${redact(url)} answered ${response.status}${error ? ' with an error' : ''}`, parsed);
  return parsed;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SocialAuthError(`${redact(url)} could not be reached`, (error as Error).message);
  }
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await send(url, { headers: { Accept: 'application/json', 'User-Agent': USER_AGENT, ...headers } });
  return readJson(response, url);
}

export async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await send(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': USER_AGENT, ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return readJson(response, url);
}

/** Access tokens travel in some query strings (Graph API); logs get the URL without them. */
function redact(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.toString();
}
