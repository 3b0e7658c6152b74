import { PassThrough } from 'node:stream';
import type { Plugin, Request } from '@hapi/hapi';
import { siteBuilder, siteReader } from '../../http/access.ts';
import Joi from 'joi';
import { GENERATION_STYLES } from '../../../common/ai/generations.ts';
import { MAX_GENERATED_PAGES, MIN_GENERATED_PAGES, PLAN_LANGUAGES } from '../../../common/ai/site-plan.ts';
import { appContext, authUser } from '../../http/context.ts';
import { sseEvent, sseResponse } from '../../http/server-sent-events.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { GenerationInput } from './service.ts';

// A generation is a job: starting one answers at once, then the client follows it (server-sent
// events or polling) until it names the new project. Signed in with projects.create (it makes a
// project); someone else's generation answers 404 from the service.

const generations = lazyImport(() => import('./service.ts'));

const id = Joi.number().integer().positive().max(2147483647).required();
const generationParams = Joi.object({ id });

const generationPayload = Joi.object({
  // Emptiness and length are the service's to judge, with the messages the form shows.
  prompt: Joi.string().allow('').max(100_000).required(),
  pages: Joi.number().integer().min(MIN_GENERATED_PAGES).max(MAX_GENERATED_PAGES).default(4),
  language: Joi.string().valid(...PLAN_LANGUAGES).allow(null),
  style: Joi.string().valid(...GENERATION_STYLES).allow(null),
  seed: Joi.number().integer().min(0).max(2147483647).default(0),
  // How many, and whose, are the service's to judge (422 on `photos`, like the form shows it).
  photos: Joi.array().items(Joi.number().integer().positive().max(2147483647)).max(1000),
  workspaceId: Joi.any().strip(),
});

// A client's key for one request (`sitewright generate` sends a random one per run): printable
// characters, as in the header's draft standard.
const generationHeaders = Joi.object({ 'idempotency-key': Joi.string().trim().min(1).max(255).pattern(/^[\x21-\x7e ]+$/) }).unknown();

const generationId = (request: Request) => (request.params as { id: number }).id;

export const aiRoutes: Plugin<void> = {
  name: 'ai-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/ai/generations',
      options: { plugins: { ...siteBuilder, openapi: { status: 202 } }, validate: { payload: generationPayload, headers: generationHeaders } },
      handler: async (request, h) => {
        const input = request.payload as GenerationInput;
        const idempotencyKey = (request.headers as Record<string, string | undefined>)['idempotency-key'];
        const generation = await (await generations()).startGeneration(authUser(request), { ...input, workspaceId: request.app.workspaceId, idempotencyKey });
        return h.response({ generation }).code(202);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/ai/generations/{id}',
      options: { plugins: siteReader, validate: { params: generationParams } },
      handler: async (request) => ({ generation: await (await generations()).getGeneration(authUser(request), generationId(request)) }),
    });

    // `generation` events with the whole record each time it changes (the plan's page names, then
    // each page written), the finished one last; then the stream ends.
    server.route({
      method: 'GET',
      path: '/api/v1/ai/generations/{id}/events',
      options: { plugins: siteReader, validate: { params: generationParams } },
      handler: async (request, h) => {
        const user = authUser(request);
        const id = generationId(request);
        const { followGeneration, getGeneration } = await generations();
        // Someone else's or a missing generation is a plain 404, before any event is sent.
        await getGeneration(user, id);
        const stream = new PassThrough();
        const closed = new AbortController();
        request.raw.req.once('close', () => closed.abort());
        followGeneration(user, id, (record) => stream.write(sseEvent('generation', record)), closed.signal)
          .catch((error: unknown) => {
            appContext(request).logger.warn({ err: error, generation: id }, 'following a generation failed');
            stream.write(sseEvent('error', { message: 'Lost track of the generation; reload to see how it ended.' }));
          })
          .finally(() => stream.end());
        return sseResponse(h, stream);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/ai/generations/{id}/cancel',
      options: { plugins: siteBuilder, validate: { params: generationParams } },
      handler: async (request) => ({ generation: await (await generations()).cancelGeneration(authUser(request), generationId(request)) }),
    });
  },
};
