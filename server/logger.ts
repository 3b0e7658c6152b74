import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/index.ts';

export const REDACTED = '[Redacted]';

/** Headers that carry a credential: a session cookie, a Bearer token, an XSRF token. */
const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization', 'x-xsrf-token', 'x-csrf-token', 'x-api-key'];

/** Field names whose values are credentials wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'plainTextToken',
  'secret',
  'client_secret',
  'two_factor_secret',
  'recovery_code',
  'recovery_codes',
  'signature',
  'apiKey',
  'api_key',
];

/** Query parameters that carry a one-time credential (an OAuth `code` and `state` among them). */
const SECRET_QUERY_SET = new Set([...SECRET_FIELDS, 'code', 'state', 'oauth_token', 'oauth_verifier', 'expires'].map((f) => f.toLowerCase()));

function redactPaths(): string[] {
  const headerPaths = SECRET_HEADERS.flatMap((header) => [
    `headers["${header}"]`,
    `*.headers["${header}"]`,
    `*.*.headers["${header}"]`,
  ]);
  const fieldPaths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]);
  return [...headerPaths, ...fieldPaths];
}

/** A URL with credential-bearing query values and the password-reset token replaced. */
export function scrubUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/^(\/password\/reset\/)[^/?#]+/i, `$1${REDACTED}`).replace(/^(\/auth\/email\/verify\/[^/]+\/)[^/?#]+/i, `$1${REDACTED}`);
  if (!query) return safePath;
  const scrubbedQuery = query
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // keep the raw name
      }
      return SECRET_QUERY_SET.has(name.toLowerCase()) && pair.includes('=') ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${scrubbedQuery}`;
}

function scrubHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  const copy: Record<string, unknown> = { ...(headers as Record<string, unknown>) };
  for (const name of Object.keys(copy)) if (SECRET_HEADERS.includes(name.toLowerCase())) copy[name] = REDACTED;
  return copy;
}

function scrubQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const copy: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  for (const name of Object.keys(copy)) if (SECRET_QUERY_SET.has(name.toLowerCase())) copy[name] = REDACTED;
  return copy;
}

function serializeRequest(req: unknown): unknown {
  const serialized = pino.stdSerializers.req(req as Parameters<typeof pino.stdSerializers.req>[0]) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    id: serialized.id,
    method: serialized.method,
    url: typeof serialized.url === 'string' ? scrubUrl(serialized.url) : serialized.url,
    headers: scrubHeaders(serialized.headers),
    remoteAddress: serialized.remoteAddress,
    remotePort: serialized.remotePort,
  };
  if (serialized.query) out.query = scrubQuery(serialized.query);
  return out;
}

/**
 * An error as pino's serializer gives it, with binary values reduced to their size. Node attaches
 * the offending bytes (`rawPacket`) to an HTTP parser error; redaction walking into a Buffer throws,
 * and bytes a stranger sent do not belong in a log anyway.
 */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const serialized = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(serialized)) {
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) serialized[key] = `[${value.byteLength} bytes]`;
  }
  return serialized;
}

/**
 * No log call may throw: a call can run inside an event handler (a client error, a response
 * event), where an exception ends the process. When a serializer or redaction fails, the entry is
 * written again as its message alone, with the reason it was cut.
 */
function logWithoutThrowing(this: Logger, args: Parameters<pino.LogFn>, method: pino.LogFn): void {
  try {
    method.apply(this, args);
  } catch (error) {
    const message = args.find((arg): arg is string => typeof arg === 'string') ?? 'log entry';
    try {
      method.call(this, `${message} (details not logged: ${error instanceof Error ? error.message : String(error)})`);
    } catch {
      // Nothing is left to log with; losing this one line is better than losing the process.
    }
  }
}

function serializeResponse(res: unknown): unknown {
  const serialized = pino.stdSerializers.res(res as Parameters<typeof pino.stdSerializers.res>[0]) as unknown as Record<string, unknown>;
  return { statusCode: serialized.statusCode, headers: scrubHeaders(serialized.headers) };
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLOURS: Record<number, string> = { 10: '90', 20: '36', 30: '32', 40: '33', 50: '31', 60: '35' };
const OMITTED_IN_PRETTY = new Set(['level', 'time', 'msg', 'req', 'res', 'responseTime', 'pid', 'hostname', 'tags']);

/** One readable line per entry for a person at a terminal: time, level, message, then any extra fields. */
export function prettyLine(json: string, colour = true): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = Number(entry.level);
  const name = (LEVEL_NAMES[level] ?? String(entry.level)).padEnd(5);
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : new Date(Number(entry.time) || Date.now()).toISOString().slice(11, 19);
  const label = colour ? `\u001b[${LEVEL_COLOURS[level] ?? '0'}m${name}\u001b[0m` : name;
  const extras = Object.entries(entry)
    .filter(([key]) => !OMITTED_IN_PRETTY.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string } | undefined;
  const stack = err?.stack && level >= 50 ? `\n${err.stack}` : '';
  const message = [time, label, String(entry.msg ?? ''), ...extras.filter((e) => !e.startsWith('err='))].join(' ');
  return `${message}${stack}\n`;
}

function prettyStream(out: NodeJS.WriteStream): DestinationStream {
  return { write: (line: string) => void out.write(prettyLine(line.trimEnd(), out.hasColors?.() ?? false)) };
}

export interface LoggerOptions {
  /** Where lines go (tests pass a stream to read them); stdout by default. */
  destination?: DestinationStream;
  /** Readable one-line output; by default when stdout is a terminal. */
  pretty?: boolean;
}

export function createLogger(config: Pick<Config, 'logLevel'>, options: LoggerOptions = {}): Logger {
  const pretty = options.pretty ?? (!options.destination && Boolean(process.stdout.isTTY));
  const destination = options.destination ?? (pretty ? prettyStream(process.stdout) : undefined);
  const settings: pino.LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials never reach a log line: the request and response serializers drop secret
    // headers and query values, and `redact` covers the same names in anything else logged.
    serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
    redact: { paths: redactPaths(), censor: REDACTED },
    hooks: { logMethod: logWithoutThrowing },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

const PENDING = Symbol('pending child bindings');
const MADE = Symbol('child logger');

/**
 * The logger hapi-pino is given: its per-request child loggers are made when a line is written at
 * an enabled level, not when the request arrives. pino serializes and redacts a child's bindings
 * (here the whole request) as soon as the child exists, which every request paid for even when it
 * wrote nothing (a quiet log level, a probe, a static file); a line that is written carries the
 * same bindings, serialized and redacted the same way.
 */
export function withLazyRequestLoggers(logger: Logger): Logger {
  type MakeChild = (this: Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => Logger;
  type Lazy = Logger & { [PENDING]: Parameters<MakeChild>; [MADE]?: Logger };
  const parent = Object.create(logger) as Logger;
  const makeChild = logger.child as unknown as MakeChild;
  const made = (lazy: Lazy) => (lazy[MADE] ??= makeChild.apply(parent, lazy[PENDING]));
  // One prototype for every request's logger: a request only pays for an object holding its bindings.
  const lazyLogger = Object.create(parent) as Logger;
  for (const level of Object.keys(parent.levels.values) as pino.Level[]) {
    lazyLogger[level] = function (this: Lazy, ...args: unknown[]) {
      if (parent.isLevelEnabled(level)) (made(this)[level] as (...rest: unknown[]) => void)(...args);
    } as pino.LogFn;
  }
  lazyLogger.child = function (this: Lazy, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    return made(this).child(bindings, options);
  } as unknown as Logger['child'];
  lazyLogger.bindings = function (this: Lazy) {
    return made(this).bindings();
  };
  parent.child = function (bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    const lazy = Object.create(lazyLogger) as Lazy;
    lazy[PENDING] = [bindings, options];
    return lazy;
  } as unknown as Logger['child'];
  return parent;
}

/** What a request-bound logger needs of a request, as the request arrived. */
interface ArrivingRequest {
  info: { id: string; remoteAddress: string; remotePort: number | string };
  method: string;
  path: string;
  query: object;
  headers: object;
}

/**
 * A request's log bindings, taken when it arrives. With the child logger made later (above), the
 * request must not be read then: route validation replaces its query and request-context removes
 * the shared parameters from it, and a written line shows the request as it came in.
 */
export function requestBindings(request: ArrivingRequest): { req: ArrivingRequest } {
  const { info, method, path, query, headers } = request;
  return { req: { info, method, path, query: { ...query }, headers } };
}
