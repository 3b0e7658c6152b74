import { API_PREFIX } from '../../common/constants.ts';
import { CliError } from '../errors.ts';

/** A refusal from the server, with its status so a caller can tell "not found" from the rest. */
export class ApiError extends CliError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The server could not be reached, or the connection dropped before its answer was in: worth a retry where the request is safe to repeat. */
export class ConnectionError extends CliError {}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, string | string[]>;
}

/** The error shape `{message, errors?}` as one line: the message, then each field's problem it does not already say. */
function describeRefusal(body: ErrorBody | null, fallback: string): string {
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  const extra = Object.entries(body?.errors ?? {})
    .map(([field, problems]) => [field, (Array.isArray(problems) ? problems : [problems]).filter((problem) => problem !== message)] as const)
    .filter(([, problems]) => problems.length > 0)
    .map(([field, problems]) => `${field}: ${problems.join(' ')}`);
  return extra.length ? `${message} (${extra.join('; ')})` : message;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** The JSON API of a Sitewright server, called with an API token (remote mode). */
export class SitewrightApi {
  readonly baseUrl: string;

  constructor(
    server: string,
    private readonly token: string,
  ) {
    this.baseUrl = server.replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+/i.test(this.baseUrl)) throw new CliError(`--server expects an http(s) URL, got "${server}"`);
  }

  /** Sends JSON (or raw bytes) and answers the parsed body; every refusal becomes an ApiError with the server's message. */
  async request<T>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = { ...extraHeaders, Authorization: `Bearer ${this.token}`, Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof Uint8Array) {
      headers['Content-Type'] = 'application/octet-stream';
      // A file's bytes, read into an ordinary (not shared) ArrayBuffer.
      payload = body as Uint8Array<ArrayBuffer>;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${API_PREFIX}${path}`, { method, headers, body: payload });
    } catch (error) {
      throw new ConnectionError(`Could not reach ${this.baseUrl}: ${causeOf(error)}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ConnectionError(`Lost the connection to ${this.baseUrl}: ${causeOf(error)}`);
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: reported below by status.
    }
    if (response.ok) {
      if (parsed === null && text) throw new CliError(`${this.baseUrl} does not look like a Sitewright server (${method} ${API_PREFIX}${path} did not answer JSON)`);
      return parsed as T;
    }
    const refusal = describeRefusal(parsed as ErrorBody | null, `${this.baseUrl} answered ${response.status} ${response.statusText}`.trim());
    if (response.status === 401) throw new ApiError(`${this.baseUrl} refused the API token: ${refusal}`, 401);
    throw new ApiError(refusal, response.status);
  }
}
