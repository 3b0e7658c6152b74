import { ACTIVE_WORKSPACE_COOKIE, API_PREFIX, DEFAULT_WORKSPACE_ID } from '../../../../common/constants.ts';
import { getCookie } from '../cookies.ts';
import { HttpError, type HttpErrorBody } from './http-error.ts';

// The one API client of the web app.
//  - paths go under /api/v1/ unless they start with auth or secure, or are absolute URLs;
//  - credentials are sent; JSON in and out (FormData bodies are sent as multipart);
//  - GET, POST and PUT carry workspaceId when a workspace is selected (cookie activeWorkspaceId);
//  - PUT, PATCH and DELETE travel as POST with X-HTTP-Method-Override and ?_method=;
//  - GET array params with, load and loadCount are joined by commas;
//  - X-XSRF-TOKEN carries the decoded XSRF-TOKEN cookie;
//  - non-2xx answers throw HttpError {status, body: {message, errors?}}.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, unknown>;
export type RequestBody = Record<string, unknown> | unknown[] | FormData | Blob | string | null | undefined;

export interface RequestOptions {
  /** Query string parameters. */
  params?: QueryParams;
  body?: RequestBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const COMMA_JOINED_PARAMS = new Set(['with', 'load', 'loadCount']);
const OVERRIDDEN_METHODS = new Set<HttpMethod>(['PUT', 'PATCH', 'DELETE']);
const WORKSPACE_METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT']);

let requestsInFlight = 0;

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** Where requests go: the browser's fetch, or, while the server renders a page, the server itself. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** How many API requests are waiting for an answer (the unread stream opens once the page is quiet). */
export function apiRequestsInFlight(): number {
  return requestsInFlight;
}

export function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z\d+\-.]*:\/\//i.test(path) || path.startsWith('//');
}

/** The anti-forgery header from the XSRF-TOKEN cookie (read per request: login and logout replace it). */
export function xsrfHeader(): Record<string, string> {
  const xsrf = getCookie('XSRF-TOKEN');
  return xsrf ? { 'X-XSRF-TOKEN': xsrf } : {};
}

/** Maps an API path to the URL the browser calls. */
export function apiUrl(path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const trimmed = path.replace(/^\/+/, '');
  const prefix = API_PREFIX.replace(/^\/+/, '');
  if (trimmed === prefix || trimmed.startsWith(`${prefix}/`)) return `/${trimmed}`;
  if (/^(auth|secure)(?=$|[/?#])/.test(trimmed)) return `/${trimmed}`;
  return `${API_PREFIX}/${trimmed}`;
}

/**
 * The selected workspace id from the activeWorkspaceId cookie, or null. The built-in default
 * (personal) workspace, id 0, counts as "no workspace selected", so no parameter is sent for it.
 */
export function activeWorkspaceId(): number | null {
  const raw = getCookie(ACTIVE_WORKSPACE_COOKIE);
  if (raw === null || raw.trim() === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id === DEFAULT_WORKSPACE_ID) return null;
  return id;
}

function appendParam(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    if (COMMA_JOINED_PARAMS.has(key)) {
      search.append(key, value.map(String).join(','));
    } else {
      for (const item of value) appendParam(search, key, item);
    }
    return;
  }
  if (value instanceof Date) search.append(key, value.toISOString());
  else if (typeof value === 'object') search.append(key, JSON.stringify(value));
  else search.append(key, String(value));
}

export function buildUrl(path: string, params?: QueryParams): string {
  const url = apiUrl(path);
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) appendParam(search, key, value);
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

function withWorkspace(body: RequestBody, workspaceId: number): RequestBody {
  if (body instanceof FormData) {
    if (!body.has('workspaceId')) body.append('workspaceId', String(workspaceId));
    return body;
  }
  if (body === undefined || body === null) return { workspaceId };
  if (isPlainObject(body)) return 'workspaceId' in body ? body : { ...body, workspaceId };
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toErrorBody(status: number, statusText: string, data: unknown): HttpErrorBody {
  if (isPlainObject(data)) {
    const message = typeof data.message === 'string' ? data.message : '';
    return { ...data, message } as HttpErrorBody;
  }
  return { message: typeof data === 'string' && data.length < 300 ? data : statusText || `HTTP ${status}` };
}

export async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const params: QueryParams = { ...options.params };
  let body = options.body;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

  const workspaceId = activeWorkspaceId();
  if (workspaceId !== null && WORKSPACE_METHODS.has(method)) {
    if (method === 'GET') {
      if (params.workspaceId === undefined) params.workspaceId = workspaceId;
    } else {
      body = withWorkspace(body, workspaceId);
    }
  }

  let sentMethod: 'GET' | 'POST' = method === 'GET' ? 'GET' : 'POST';
  if (OVERRIDDEN_METHODS.has(method)) {
    headers['X-HTTP-Method-Override'] = method;
    params._method = method;
    sentMethod = 'POST';
  }

  Object.assign(headers, xsrfHeader());

  let payload: BodyInit | undefined;
  if (sentMethod !== 'GET' && body !== undefined && body !== null) {
    if (body instanceof FormData || body instanceof Blob) {
      payload = body; // the browser sets the multipart boundary / blob type
    } else if (typeof body === 'string') {
      payload = body;
      headers['Content-Type'] ??= 'text/plain;charset=UTF-8';
    } else {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }
  }

  const url = buildUrl(path, params);
  let response: Response;
  let data: unknown;
  requestsInFlight++;
  try {
    try {
      response = await transport(url, {
        method: sentMethod,
        headers,
        body: payload,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new HttpError(0, { message: '' }, url);
    }
    data = await readBody(response);
  } finally {
    requestsInFlight--;
  }
  if (!response.ok) throw new HttpError(response.status, toErrorBody(response.status, response.statusText, data), url);
  return data as T;
}

type WithoutBody = Omit<RequestOptions, 'body'>;
type WithoutParams = Omit<RequestOptions, 'params'> & { params?: QueryParams };

export const apiClient = {
  request,
  get<T = unknown>(path: string, params?: QueryParams, options: WithoutBody = {}): Promise<T> {
    return request<T>('GET', path, { ...options, params: { ...options.params, ...params } });
  },
  post<T = unknown>(path: string, body?: RequestBody, options: WithoutParams = {}): Promise<T> {
    return request<T>('POST', path, { ...options, body });
  },
  put<T = unknown>(path: string, body?: RequestBody, options: WithoutParams = {}): Promise<T> {
    return request<T>('PUT', path, { ...options, body });
  },
  patch<T = unknown>(path: string, body?: RequestBody, options: WithoutParams = {}): Promise<T> {
    return request<T>('PATCH', path, { ...options, body });
  },
  /** DELETE; pass query parameters with options.params (e.g. {deleteCurrentUser: true}). */
  delete<T = unknown>(path: string, body?: RequestBody, options: WithoutParams = {}): Promise<T> {
    return request<T>('DELETE', path, { ...options, body });
  },
};
