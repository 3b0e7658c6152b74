import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { authUser } from '../http/context.ts';
import { cancelUserJob, getUserJob } from './service.ts';

const jobId = Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() });

/** Following and cancelling one's own jobs: signed in (the default auth, session or token); someone else's job is not found. */
export const jobRoutes: Plugin<void> = {
  name: 'job-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/jobs/{id}',
      options: { validate: { params: jobId } },
      handler: async (request) => ({ job: await getUserJob(authUser(request).id, request.params.id as number) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/jobs/{id}/cancel',
      options: { validate: { params: jobId } },
      handler: async (request) => ({ job: await cancelUserJob(authUser(request).id, request.params.id as number) }),
    });
  },
};
