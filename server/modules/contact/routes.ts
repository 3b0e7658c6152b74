import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { emailProblem } from '../../../common/validation.ts';
import { clientIp } from '../../http/client-ip.ts';
import { appContext, currentUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { ContactInput } from './service.ts';

const contact = lazyImport(() => import('./service.ts'));

const REQUIRED = 'This field is required.';

const text = (max: number) =>
  Joi.string()
    .trim()
    .max(max)
    .required()
    .messages({ 'any.required': REQUIRED, 'string.empty': REQUIRED, 'string.max': `This field may not be longer than ${max} characters.` });

const contactPayload = Joi.object({
  name: text(100),
  email: text(191).custom((value: string, helpers) => {
    const problem = emailProblem(value);
    return problem === null ? value : helpers.message({ custom: problem });
  }),
  subject: text(200),
  message: text(5000),
  recaptcha_token: Joi.string().max(4000).allow(''),
});

export const contactRoutes: Plugin<void> = {
  name: 'contact-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/contact',
      options: {
        auth: { mode: 'optional' },
        validate: { payload: contactPayload },
        description: 'Send a message through the contact page',
        notes:
          "Stored for the admins and mailed to the site's contact address. Five messages an hour per address (429 after that); " +
          'when the human check is on for the contact form, recaptcha_token must pass it (422 "Could not verify you are human." otherwise).',
      },
      handler: async (request) => {
        const { CONTACT_MESSAGES, submitContactMessage } = await contact();
        await submitContactMessage(appContext(request), request.payload as ContactInput, { ip: clientIp(request), userId: currentUser(request)?.id ?? null });
        return { message: CONTACT_MESSAGES.sent };
      },
    });
  },
};
