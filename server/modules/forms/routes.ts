import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../common/forms.ts';
import { siteBuilder, siteReader } from '../../http/access.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import { EXPORT_FORMATS, SUBMISSIONS_MAX_PER_PAGE, SUBMISSIONS_PER_PAGE, type ExportFormat } from './limits.ts';
import type { SubmissionListQuery } from './service.ts';
import type { FormSettingsInput } from './settings.ts';

// A site's forms for its owner and team: the submissions inbox, its export, the form settings and
// the forms overview. Signed in or with an API token, on projects the requester reaches (404 otherwise).

const submissions = lazyImport(() => import('./service.ts'));
const submissionExport = lazyImport(() => import('./export.ts'));
const formSettings = lazyImport(() => import('./settings.ts'));

const id = Joi.number().integer().positive().max(2147483647).required();
const projectParams = Joi.object({ id });
const submissionParams = Joi.object({ id, submissionId: id });

const filterQuery = {
  query: Joi.string().allow('').trim().max(191),
  status: Joi.string()
    .valid(...SUBMISSION_STATUSES, 'all')
    .default('all'),
  form: Joi.string().allow('').max(10),
};

const listQuery = Joi.object({
  ...filterQuery,
  page: Joi.number().integer().min(1).default(1),
  per_page: Joi.number().integer().min(1).max(SUBMISSIONS_MAX_PER_PAGE).default(SUBMISSIONS_PER_PAGE),
});

const exportQuery = Joi.object({
  ...filterQuery,
  format: Joi.string()
    .valid(...EXPORT_FORMATS)
    .default('csv'),
});

// Shapes only: the rules (valid addresses, the retention range, a provider's keys) are the service's, answered 422 per field.
const settingsPayload = Joi.object({
  email_enabled: Joi.boolean(),
  recipients: Joi.array().items(Joi.string().allow('').max(191)).max(50),
  retention_days: Joi.number().integer(),
  captcha_provider: Joi.string().max(16),
  captcha_site_key: Joi.string().allow('').max(255),
  captcha_secret: Joi.string().allow('').max(1000),
}).min(1);

export const formRoutes: Plugin<void> = {
  name: 'form-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/submissions',
      options: {
        description: "A site's form submissions",
        notes:
          'Newest first. `status` all (the default) lists new and handled ones, never spam; `query` searches the answers, the e-mail and the form name; ' +
          '`counts` has the number per status for the same search and form.',
        plugins: siteReader,
        validate: { params: projectParams, query: listQuery },
      },
      handler: async (request) => (await submissions()).listSubmissions(authUser(request), request.params.id as number, request.query as SubmissionListQuery),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/submissions/export',
      options: {
        description: "Download a site's form submissions as CSV or JSON",
        notes: 'CSV: created_at, form, status, email, then one column per field name; a value a spreadsheet would run as a formula starts with an apostrophe.',
        plugins: siteReader,
        validate: { params: projectParams, query: exportQuery },
      },
      handler: async (request, h) => {
        const { format, ...filter } = request.query as unknown as SubmissionListQuery & { format: ExportFormat };
        const file = await (await submissionExport()).exportSubmissions(authUser(request), request.params.id as number, format, filter);
        return h.response(file.body).type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).header('Cache-Control', 'no-store');
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/submissions/{submissionId}',
      options: { description: 'One form submission', plugins: siteReader, validate: { params: submissionParams } },
      handler: async (request) => ({ submission: await (await submissions()).getSubmission(authUser(request), request.params.id as number, request.params.submissionId as number) }),
    });

    server.route({
      method: 'PATCH',
      path: '/api/v1/projects/{id}/submissions/{submissionId}',
      options: {
        description: 'Mark a form submission handled, new again, or spam',
        plugins: siteReader,
        validate: {
          params: submissionParams,
          payload: Joi.object({
            status: Joi.string()
              .valid(...SUBMISSION_STATUSES)
              .required(),
          }),
        },
      },
      handler: async (request) => {
        const { status } = request.payload as { status: SubmissionStatus };
        return { submission: await (await submissions()).setSubmissionStatus(authUser(request), request.params.id as number, request.params.submissionId as number, status) };
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/projects/{id}/submissions/{submissionId}',
      options: { description: 'Delete a form submission', plugins: { ...siteReader, openapi: { status: 204 } }, validate: { params: submissionParams } },
      handler: async (request, h) => {
        await (await submissions()).deleteSubmission(authUser(request), request.params.id as number, request.params.submissionId as number);
        return h.response().code(204);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/forms',
      options: {
        description: "The forms on a site's pages, with their submission counts and warnings",
        notes: 'Read from the saved pages, published or not; the warnings say what would go wrong once they are published (a form whose submissions reach nobody).',
        plugins: siteReader,
        validate: { params: projectParams },
      },
      handler: async (request) => (await submissions()).formsOverview(appContext(request), authUser(request), request.params.id as number),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/form-settings',
      options: { description: "A site's form settings", plugins: siteReader, validate: { params: projectParams } },
      handler: async (request) => ({ settings: await (await formSettings()).getFormSettings(authUser(request), request.params.id as number) }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}/form-settings',
      options: {
        description: "Change a site's form settings",
        notes:
          `Only what is sent changes. At most 10 valid recipients; retention_days from 0 (keep for ever) to 3650; a captcha provider other than none needs a site key and a secret ` +
          "(reCAPTCHA may use the platform's keys when the site sets none). captcha_secret is write-only; '' removes it. Problems answer 422 per field.",
        plugins: siteBuilder,
        validate: { params: projectParams, payload: settingsPayload },
      },
      handler: async (request) => ({ settings: await (await formSettings()).updateFormSettings(authUser(request), request.params.id as number, request.payload as FormSettingsInput) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/form-settings/webhook-secret',
      options: {
        description: "Replace a site's webhook signing key",
        notes: 'Webhook receivers checking the signature with the old key refuse deliveries until they are given the new one.',
        plugins: siteBuilder,
        validate: { params: projectParams },
      },
      handler: async (request) => ({ settings: await (await formSettings()).rotateWebhookSecret(authUser(request), request.params.id as number) }),
    });
  },
};
