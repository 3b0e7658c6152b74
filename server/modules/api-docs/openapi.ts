import Joi from 'joi';
import joiToJson from 'joi-to-json';
import { API_PREFIX } from '../../../common/constants.ts';

// The OpenAPI 3.1 document of the HTTP API, read from the route table (paths, methods, declared
// auth and access, joi validation, description/notes/tags), so a new route is documented the
// moment it is registered. This file only sees plain route data: the hapi plugin hands it
// server.table(). It names no server: the paths are absolute on the host serving the document.

/** What the generator reads of one route of `server.table()`. */
export interface RouteEntry {
  method: string;
  path: string;
  settings: {
    auth?: false | { mode?: string } | null;
    description?: string;
    notes?: string | string[];
    tags?: string | string[];
    validate?: { params?: unknown; query?: unknown; payload?: unknown } | null;
    payload?: { parse?: boolean | 'gunzip'; multipart?: unknown; allow?: string | string[] } | null;
    plugins?: {
      access?: { permission?: string; passwordConfirmed?: boolean; feature?: string };
      openapi?: RouteDocs;
    } | null;
  };
}

/** What a route may add about itself, as `options.plugins.openapi`. */
export interface RouteDocs {
  /** The success statuses when not 200: 201 for a create, 202 for work that goes on, 204 for no body. */
  status?: number | number[];
}

// A CommonJS module exporting the function itself, which its types describe as an ES module's `parse`.
const parseJoi = joiToJson as unknown as typeof joiToJson.parse;

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

/** The token format of server/http/auth.ts. */
const BEARER_FORMAT = '<id>|<secret>';

const SECURITY_SCHEME = 'bearerAuth';
const API_ROOTS = [API_PREFIX, '/auth', '/secure'];
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Whether a route is part of the API: under /api/v1, /auth or /secure, and neither a catch-all
 * (`{any*}` answers the JSON 404 of unknown endpoints) nor an OPTIONS answer (CORS and tus
 * discovery). The static files, the storage and the web app's pages live elsewhere.
 */
export function isApiRoute(route: Pick<RouteEntry, 'method' | 'path'>): boolean {
  if (route.method.toLowerCase() === 'options') return false;
  if (!API_ROOTS.some((root) => route.path === root || route.path.startsWith(`${root}/`))) return false;
  return !/\{\w+\*\d*\}/.test(route.path);
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request is malformed or fails validation; `errors` names each field.',
  '401': 'No valid credentials: the token is missing, wrong, expired or revoked.',
  '403': 'Not allowed: the account lacks the permission, the API access or the plan for this.',
  '404': 'No such resource, or not visible to the requester.',
  '422': 'The input breaks a rule; `errors` names each field.',
  '423': 'The password must be confirmed first, which only a browser session can do.',
  '429': 'Too many attempts; wait for the number of seconds in Retry-After.',
};

const ERROR_REFS: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthenticated',
  '403': 'Forbidden',
  '404': 'NotFound',
  '422': 'Unprocessable',
  '423': 'PasswordConfirmationRequired',
  '429': 'TooManyRequests',
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted: the work goes on after the answer.',
  204: 'Done; no body.',
};

function components(): OpenApiDocument['components'] {
  const responses: Record<string, unknown> = {};
  for (const [status, name] of Object.entries(ERROR_REFS)) {
    responses[name] = { description: ERROR_RESPONSES[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    securitySchemes: {
      [SECURITY_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: BEARER_FORMAT,
        description: `An API token from Account settings → Developers, sent as \`Authorization: Bearer ${BEARER_FORMAT}\`. It acts as its owner, who needs the api.access permission.`,
      },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: 'What went wrong, in words for a person.' },
          errors: {
            type: 'object',
            description: 'Per field: its message, or its messages.',
            additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          },
        },
      },
    },
    responses,
  };
}

interface JoiDescription {
  type?: string;
  keys?: Record<string, JoiDescription>;
  items?: JoiDescription[];
  matches?: { schema?: JoiDescription }[];
  rules?: { name: string; args?: { regex?: string } }[];
}

/**
 * Where joi-to-json's reading differs from joi's: an object declared without keys takes any keys
 * (joi-to-json closes it), `any` is simply no constraint (joi-to-json lists every type), and a
 * pattern with flags cannot be said in JSON Schema.
 */
function refine(json: Schema, joi: JoiDescription): void {
  if (joi.type === 'any') delete json.type;
  // JSON Schema patterns take no flags, and joi-to-json leaves them in the pattern (`^[a-z]+$/i`).
  if (joi.rules?.some((rule) => rule.name === 'pattern' && /\/[a-z]+$/.test(rule.args?.regex ?? ''))) delete json.pattern;
  if (joi.type === 'object' && !joi.keys) {
    delete json.properties;
    delete json.required;
    delete json.additionalProperties;
  }
  for (const [name, child] of Object.entries(joi.keys ?? {})) {
    const property = (json.properties as Record<string, Schema> | undefined)?.[name];
    if (property) refine(property, child);
  }
  if (joi.items?.length === 1 && json.items && typeof json.items === 'object') refine(json.items as Schema, joi.items[0]);
  const options = (json.anyOf ?? json.oneOf) as Schema[] | undefined;
  joi.matches?.forEach((match, index) => {
    if (match.schema && options?.[index]) refine(options[index], match.schema);
  });
}

function toJsonSchema(schema: unknown): Schema | null {
  if (!Joi.isSchema(schema)) return null;
  const json = parseJoi(schema as never, 'open-api-3.1') as Schema;
  refine(json, schema.describe() as JoiDescription);
  if (Array.isArray(json.required) && json.required.length === 0) delete json.required;
  return json;
}

function authMode(route: RouteEntry): 'none' | 'optional' | 'required' {
  const auth = route.settings.auth;
  if (auth === false) return 'none';
  return auth?.mode === 'optional' || auth?.mode === 'try' ? 'optional' : 'required';
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1]);
}

function parameters(route: RouteEntry): Schema[] {
  const list: Schema[] = [];
  for (const location of ['path', 'query'] as const) {
    const schema = toJsonSchema(route.settings.validate?.[location === 'path' ? 'params' : 'query']);
    const properties = (schema?.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema?.required ?? []) as string[]);
    const names = location === 'path' ? pathParams(route.path) : Object.keys(properties);
    for (const name of names) {
      const { description, ...property } = properties[name] ?? { type: 'string' };
      list.push({ name, in: location, required: location === 'path' || required.has(name), ...(description ? { description } : {}), schema: property });
    }
  }
  return list;
}

function contentTypes(route: RouteEntry): string[] {
  const payload = route.settings.payload;
  if (payload?.multipart) return ['multipart/form-data'];
  if (payload?.allow) return ([] as string[]).concat(payload.allow);
  return [payload?.parse === false ? 'application/octet-stream' : 'application/json'];
}

/** The upload client sends the file of a multipart form as `file` (common/uploads). */
function multipartSchema(schema: Schema): Schema {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (!properties.file) return schema;
  return { ...schema, properties: { ...properties, file: { type: 'string', format: 'binary' } } };
}

function requestBody(route: RouteEntry): Schema | null {
  if (!BODY_METHODS.has(route.method)) return null;
  const schema = toJsonSchema(route.settings.validate?.payload);
  const raw = route.settings.payload?.parse === false;
  // A parsed body nobody validates is not part of the contract; a raw one (uploads, saves) is read by the handler.
  if (!schema && !raw) return null;
  const content = Object.fromEntries(
    contentTypes(route).map((type) => {
      if (schema) return [type, { schema: type === 'multipart/form-data' ? multipartSchema(schema) : schema }];
      return [type, { schema: type.includes('json') ? {} : { type: 'string', format: 'binary' } }];
    }),
  );
  return { required: Array.isArray(schema?.required) && schema.required.length > 0, content };
}

function successStatuses(route: RouteEntry): number[] {
  const declared = route.settings.plugins?.openapi?.status;
  return declared === undefined ? [200] : ([] as number[]).concat(declared);
}

function responses(route: RouteEntry, mode: ReturnType<typeof authMode>, body: Schema | null): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const status of successStatuses(route)) {
    result[String(status)] = status === 204 ? { description: SUCCESS_DESCRIPTIONS[204] } : { description: SUCCESS_DESCRIPTIONS[status] ?? 'Success.', content: { 'application/json': { schema: { type: 'object' } } } };
  }
  const access = route.settings.plugins?.access;
  const validate = route.settings.validate ?? {};
  const errors = new Set<string>();
  if (validate.params || validate.query || validate.payload || body) errors.add('400');
  if (mode !== 'none') errors.add('401').add('403');
  if (pathParams(route.path).length || access?.feature) errors.add('404');
  if (body) errors.add('422');
  if (access?.passwordConfirmed) errors.add('423');
  // The forms open to visitors (login, registration, password reset, contact) count attempts per address.
  if (mode === 'optional' && route.method !== 'get') errors.add('429');
  for (const status of [...errors].sort()) result[status] = { $ref: `#/components/responses/${ERROR_REFS[status]}` };
  return result;
}

function words(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : ([] as string[]).concat(value);
}

function operationDescription(route: RouteEntry, mode: ReturnType<typeof authMode>): string | undefined {
  const access = route.settings.plugins?.access;
  const lines = words(route.settings.notes);
  if (mode === 'optional') lines.push('Open to visitors; a token makes the call as its owner.');
  if (access?.permission) lines.push(`Requires the \`${access.permission}\` permission.`);
  if (access?.passwordConfirmed) lines.push('Needs a password confirmed in a browser session, so an API token cannot call it.');
  return lines.length ? lines.join('\n\n') : undefined;
}

/** `/api/v1/projects/{id}` → projects; the admin area by resource (admin/users); /auth and /secure → auth. */
function defaultTag(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) return 'auth';
  const segments = path.slice(API_PREFIX.length + 1).split('/');
  return segments[0] === 'admin' && segments[1] && !segments[1].startsWith('{') ? `admin/${segments[1]}` : segments[0];
}

function operationId(method: string, path: string): string {
  const relative = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  const parts = relative
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\??\}$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join('');
    });
  return method + parts.join('');
}

function operation(route: RouteEntry): Operation {
  const mode = authMode(route);
  const body = requestBody(route);
  const settings = route.settings;
  const description = operationDescription(route, mode);
  const params = parameters(route);
  const tags = words(settings.tags);
  return {
    operationId: operationId(route.method, route.path),
    tags: tags.length ? tags : [defaultTag(route.path)],
    ...(settings.description ? { summary: settings.description } : {}),
    ...(description ? { description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, mode, body),
    ...(mode === 'none' ? {} : { security: mode === 'optional' ? [{}, { [SECURITY_SCHEME]: [] }] : [{ [SECURITY_SCHEME]: [] }] }),
  };
}

const DESCRIPTION = [
  'Every endpoint of this installation, generated from its route table.',
  `Authenticate with an API token: \`Authorization: Bearer ${BEARER_FORMAT}\` (create one in Account settings → Developers).`,
  'Errors answer `{"message": "…", "errors": {"field": "…"}}`. Requests may add `workspaceId` to act in a workspace, and reads accept `with` to include relations (comma-separated).',
].join('\n\n');

/** The OpenAPI document of the API routes among `routes` (a server's route table). */
export function openApiDocument(routes: readonly RouteEntry[], title: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const documented = routes.filter(isApiRoute).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of documented) {
    const path = route.path.replace(/\{(\w+)\?\}/g, '{$1}');
    const entry = operation({ ...route, method: route.method.toLowerCase() });
    for (const tag of entry.tags as string[]) tags.add(tag);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: entry };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: API_PREFIX.split('/').pop()!, description: DESCRIPTION },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: components(),
  };
}
