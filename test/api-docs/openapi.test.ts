import { expect } from 'chai';
import Joi from 'joi';
import { isApiRoute } from '../../server/modules/api-docs/openapi.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// The OpenAPI document against the server's own route table: every API route, whichever module
// registered it, must be in it with its method, its parameters, its body and its auth. A route
// added without being documented fails here without anyone keeping a list.

interface Schema {
  type?: string | string[];
  format?: string;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
}
interface Media {
  schema: Schema;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, Media> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, Media> }>;
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('API documentation: the OpenAPI document', function () {
  this.timeout(60_000);
  let app: TestApp;
  let doc: Document;

  before(async () => {
    app = await startTestApp();
    // Registered like any module's route, after the others and before the first request for the document.
    app.server.route({
      method: 'POST',
      path: '/api/v1/openapi-probe/{thing}',
      options: {
        description: 'A route the document has never heard of',
        validate: {
          params: Joi.object({ thing: Joi.number().integer().required() }),
          payload: Joi.object({ name: Joi.string().max(20).required(), note: Joi.string().allow('') }),
        },
      },
      handler: () => ({ ok: true }),
    });
    const response = await app.server.inject('/api/v1/openapi.json');
    expect(response.statusCode, response.payload).to.equal(200);
    doc = JSON.parse(response.payload) as Document;
  });
  after(() => app.stop());

  const apiRoutes = () => app.server.table().filter(isApiRoute);
  const operationOf = (method: string, path: string): Operation | undefined => doc.paths[path.replace(/\{(\w+)\?\}/g, '{$1}')]?.[method.toLowerCase()];

  function resolve(ref: string): unknown {
    expect(ref, 'a local reference').to.match(/^#\//);
    return ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined), doc);
  }

  function walk(node: unknown, visit: (value: Schema, where: string) => void, where = '#'): void {
    if (!node || typeof node !== 'object') return;
    visit(node as Schema, where);
    for (const [key, value] of Object.entries(node)) walk(value, visit, `${where}/${key}`);
  }

  it('is served as cacheable JSON, and unchanged answers 304', async () => {
    const response = await app.server.inject('/api/v1/openapi.json');
    expect(response.headers['content-type']).to.match(/^application\/json/);
    expect(String(response.headers['cache-control'])).to.match(/public/);
    const etag = String(response.headers.etag);
    expect(etag).to.match(/^"[0-9a-f]+"$/);
    const again = await app.server.inject({ url: '/api/v1/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).to.equal(304);
  });

  it('is a structurally valid OpenAPI 3 document', () => {
    expect(doc.openapi).to.match(/^3\.(0|1)\.\d+$/);
    expect(doc.info.title).to.equal('Sitewright API');
    expect(doc.info.version).to.be.a('string').and.not.equal('');
    // No servers: the default, the host that serves the document.
    expect(doc).to.not.have.property('servers');
    const operationIds = new Set<string>();
    const tagNames = new Set((doc.tags as { name: string }[]).map((tag) => tag.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).to.match(/^\//);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const name of templated) expect(name, path).to.match(/^\w+$/);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(METHODS, where).to.include(method);
        expect(operation.operationId, where).to.be.a('string');
        expect(operationIds.has(operation.operationId), `${where}: operationId ${operation.operationId} is unique`).to.equal(false);
        operationIds.add(operation.operationId);
        for (const tag of operation.tags) expect(tagNames.has(tag), `${where}: tag ${tag} is declared`).to.equal(true);
        const parameters = operation.parameters ?? [];
        const inPath = parameters.filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort(), `${where}: path parameters`).to.deep.equal([...templated].sort());
        for (const parameter of parameters) {
          expect(['path', 'query', 'header', 'cookie'], where).to.include(parameter.in);
          expect(parameter.schema, `${where}: ${parameter.name} has a schema`).to.be.an('object');
          if (parameter.in === 'path') expect(parameter.required, `${where}: ${parameter.name} is required`).to.equal(true);
        }
        const keys = new Set(parameters.map((parameter) => `${parameter.in}:${parameter.name}`));
        expect(keys.size, `${where}: parameters are unique`).to.equal(parameters.length);
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((status) => /^2\d\d$/.test(status)), `${where}: a success response`).to.equal(true);
        for (const status of statuses) expect(status, where).to.match(/^[1-5](\d\d|XX)$/);
        if (operation.requestBody) expect(Object.keys(operation.requestBody.content).length, `${where}: body media types`).to.be.greaterThan(0);
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes, `${where}: scheme ${scheme}`).to.have.property(scheme);
        }
      }
    }
    walk(doc, (node, where) => {
      if (typeof node.$ref === 'string') expect(resolve(node.$ref), `${where}: ${node.$ref} resolves`).to.be.an('object');
      if (Array.isArray(node.required) && node.properties && typeof node.properties === 'object' && !Array.isArray(node.properties)) {
        for (const name of node.required) expect(node.properties, `${where}: required ${name} is a property`).to.have.property(name);
      }
    });
  });

  it('documents bearer tokens and the one error shape', () => {
    expect(doc.components.securitySchemes.bearerAuth).to.include({ type: 'http', scheme: 'bearer', bearerFormat: '<id>|<secret>' });
    expect(doc.components.schemas.Error.required).to.deep.equal(['message']);
    expect(doc.components.schemas.Error.properties).to.have.keys('message', 'errors');
    for (const name of ['BadRequest', 'Unauthenticated', 'Forbidden', 'NotFound', 'Unprocessable', 'TooManyRequests']) {
      expect(doc.components.responses[name].content['application/json'].schema).to.deep.equal({ $ref: '#/components/schemas/Error' });
    }
    const me = operationOf('get', '/api/v1/users/{id}')!;
    expect(me.responses['401']).to.deep.equal({ $ref: '#/components/responses/Unauthenticated' });
    expect(me.responses['404']).to.deep.equal({ $ref: '#/components/responses/NotFound' });
  });

  it('has every API route of the route table, with its method', () => {
    const routes = apiRoutes();
    const missing = routes.filter((route) => !operationOf(route.method, route.path)).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(missing, 'routes missing from the document').to.deep.equal([]);
    const documented = Object.values(doc.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(documented, 'nothing but the API routes').to.equal(routes.length);
    // The rule keeps the API and leaves out the catch-alls, the files and the pages.
    const listed = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    for (const expected of ['GET /api/v1/users/{id}', 'POST /auth/login', 'POST /api/v1/access-tokens', 'DELETE /api/v1/access-tokens/{id}', 'GET /api/v1/openapi.json', 'GET /api/v1/admin/users']) {
      expect(listed).to.include(expected);
    }
    for (const left of ['GET /auth/{any*}', 'POST /api/{any*}', 'GET /storage/{file*}', 'GET /assets/{file*}', 'GET /{path*}']) expect(listed).to.not.include(left);
  });

  it('documents a route registered by anyone, from its joi validation', () => {
    const probe = operationOf('post', '/api/v1/openapi-probe/{thing}')!;
    expect(probe.summary).to.equal('A route the document has never heard of');
    expect(probe.parameters).to.deep.equal([{ name: 'thing', in: 'path', required: true, schema: { type: 'integer' } }]);
    const schema = probe.requestBody!.content['application/json'].schema;
    expect(schema.required).to.deep.equal(['name']);
    expect(schema.properties?.name).to.deep.equal({ type: 'string', maxLength: 20 });
    expect(probe.security).to.deep.equal([{ bearerAuth: [] }]);
  });

  it('gives every route with a joi payload a request body with its required fields', () => {
    let checked = 0;
    for (const route of apiRoutes()) {
      const payload = route.settings.validate?.payload;
      if (!Joi.isSchema(payload)) continue;
      const where = `${route.method.toUpperCase()} ${route.path}`;
      const body = operationOf(route.method, route.path)!.requestBody;
      expect(body, `${where} has a request body`).to.be.an('object');
      if (!body) continue;
      const keys = (payload.describe() as { keys?: Record<string, { flags?: { presence?: string } }> }).keys ?? {};
      const required = Object.entries(keys)
        .filter(([, key]) => key.flags?.presence === 'required')
        .map(([name]) => name);
      for (const [type, media] of Object.entries(body.content)) {
        expect(media.schema.required ?? [], `${where} (${type}) requires`).to.have.members(required);
      }
      expect(body.required, `${where}: the body is required when a field is`).to.equal(required.length > 0);
      checked += 1;
    }
    expect(checked).to.be.greaterThan(40);
    const login = operationOf('post', '/auth/login')!.requestBody!.content['application/json'].schema;
    expect(login.required).to.include.members(['email', 'password']);
  });

  it('gives the success status a route declares, 200 otherwise', () => {
    expect(Object.keys(operationOf('post', '/api/v1/projects')!.responses)).to.include('201').and.not.include('200');
    expect(operationOf('delete', '/api/v1/admin/tags/{id}')!.responses['204']).to.deep.equal({ description: 'Done; no body.' });
    expect(Object.keys(operationOf('post', '/api/v1/projects/{id}/deploys')!.responses)).to.include.members(['201', '202']);
    expect(operationOf('get', '/api/v1/users/{id}')!.responses['200'].content).to.have.property('application/json');
  });

  it('sends multipart uploads as forms with the file as binary', () => {
    const upload = operationOf('post', '/api/v1/file-entries')!;
    expect(Object.keys(upload.requestBody!.content)).to.deep.equal(['multipart/form-data']);
    expect(upload.requestBody!.content['multipart/form-data'].schema.properties?.file).to.deep.equal({ type: 'string', format: 'binary' });
  });

  it('asks for a token where the route needs a user, offers it where optional, and never on public routes', () => {
    for (const route of apiRoutes()) {
      const where = `${route.method.toUpperCase()} ${route.path}`;
      const operation = operationOf(route.method, route.path)!;
      const auth = route.settings.auth as false | { mode?: string } | undefined;
      if (auth === false) {
        expect(operation.security, `${where} is public`).to.equal(undefined);
        expect(operation.responses, where).to.not.have.property('401');
      } else if (auth?.mode === 'optional' || auth?.mode === 'try') {
        expect(operation.security, `${where} is open to visitors`).to.deep.equal([{}, { bearerAuth: [] }]);
      } else {
        expect(operation.security, `${where} needs a user`).to.deep.equal([{ bearerAuth: [] }]);
      }
    }
    expect(operationOf('get', '/api/v1/openapi.json')!.security).to.equal(undefined);
    expect(operationOf('post', '/auth/login')!.security).to.deep.equal([{}, { bearerAuth: [] }]);
  });

  it('says which permission a route requires and when a token cannot call it', () => {
    const users = operationOf('get', '/api/v1/admin/users')!;
    expect(users.description).to.include('`admin.access`');
    expect(users.tags).to.deep.equal(['admin/users']);
    const createToken = operationOf('post', '/api/v1/access-tokens')!;
    expect(createToken.description).to.include('API token cannot call it');
    expect(createToken.responses['423']).to.deep.equal({ $ref: '#/components/responses/PasswordConfirmationRequired' });
  });

  it('is public while the API is integrated, and not found when it is not', async () => {
    await setSetting('api.integrated', false);
    try {
      const response = await app.server.inject('/api/v1/openapi.json');
      expect(response.statusCode).to.equal(404);
      expect(JSON.parse(response.payload)).to.have.property('message');
    } finally {
      await setSetting('api.integrated', true);
    }
    expect((await app.server.inject('/api/v1/openapi.json')).statusCode).to.equal(200);
  });
});
