import type { Readable } from 'node:stream';
import { DEFAULT_FORM_THANKS_MESSAGE, FORM_SUBMIT_PATH_PREFIX, FORM_THANKS_PATH, type PublishedForm, type SubmissionStatus } from '../../../common/forms.ts';
import type { AppContext } from '../../context.ts';
import { Deploy } from '../publishing/models.ts';
import type { SiteAnswer } from '../publishing/site-responses.ts';
import type { ServedSite } from '../publishing/site-lookup.ts';
import { CAPTCHA_FACTS, siteCaptcha, verifyCaptcha, type SiteCaptcha } from './captcha.ts';
import { onSubmissionStored } from './delivery.ts';
import { FormSubmissionRow } from './models.ts';
import { formRateLimit } from './rate-limit.ts';
import { errorPage, formTexts, plainFormPage, thanksPage } from './site-pages.ts';
import { looksLikeSpam } from './spam.ts';
import { checkSubmission, type CheckedSubmission } from './submission-fields.ts';
import { readSubmission, type SubmittedValues } from './submission-body.ts';

// A visitor's post to a form of a published site, on the site's own host: POST /_forms/<form id>.
// The form must be one the host's deploy serves. The post is read (size limit), counted (rate
// limit), checked for spam, validated against the form's declared fields and, where the page
// shows one, the captcha; then stored and handed to delivery (mail, webhook, notification),
// which only queues. A plain post gets a 303 to the thanks target or a page to correct; the site
// runtime's background post (Accept: application/json) gets the same as JSON.

interface FormRequest {
  /** Lower case, as hapi gives it. */
  method: string;
  path: string;
  search: string;
  headers: { 'content-type'?: string; 'content-length'?: string; accept?: string; 'user-agent'?: string };
  body: Readable;
  /** The client's address, as the app reads it behind trusted proxies. */
  ip: string;
}

const MESSAGE_MAX_CHARS = 500;

/** Whether a site host's path is the forms endpoint's (the builder never publishes a file under it). */
export function isFormPath(path: string): boolean {
  return path.startsWith(FORM_SUBMIT_PATH_PREFIX);
}

function wantsJson(request: FormRequest): boolean {
  return /\bapplication\/json\b/i.test(request.headers.accept ?? '');
}

function jsonAnswer(status: number, data: unknown, headers: Record<string, string> = {}): SiteAnswer {
  const body = Buffer.from(JSON.stringify(data));
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // The page runs sandboxed, in an opaque origin: its own host is another origin to its fetch.
      'access-control-allow-origin': '*',
      ...headers,
    },
    body,
  };
}

function redirect(location: string): SiteAnswer {
  return { status: 303, headers: { location, 'cache-control': 'no-store', 'content-length': '0' }, body: Buffer.alloc(0) };
}

async function deployForms(site: ServedSite): Promise<PublishedForm[]> {
  if (!site.deploy) return [];
  const deploy = await Deploy.findByPk(site.deploy.id, { attributes: ['id', 'forms'] });
  return deploy?.forms ?? [];
}

function thanksAnswer(request: FormRequest, form: PublishedForm): SiteAnswer {
  const message = form.thanks.kind === 'message' ? form.thanks.message : DEFAULT_FORM_THANKS_MESSAGE;
  if (wantsJson(request)) return jsonAnswer(200, { ok: true, message, ...(form.thanksPath ? { redirect: form.thanksPath } : {}) });
  if (form.thanksPath) return redirect(form.thanksPath);
  return redirect(`${FORM_THANKS_PATH}?${new URLSearchParams({ f: form.id, m: message })}`);
}

function refusal(request: FormRequest, form: PublishedForm | null, status: number, title: string, text: string, headers: Record<string, string> = {}): SiteAnswer {
  if (wantsJson(request)) return jsonAnswer(status, { message: text }, headers);
  return plainFormPage(status, form?.lang, title, text, headers);
}

function invalidAnswer(request: FormRequest, form: PublishedForm, checked: CheckedSubmission, captcha: SiteCaptcha | null): SiteAnswer {
  const message = Object.values(checked.errors)[0];
  if (wantsJson(request)) return jsonAnswer(422, { message, errors: checked.errors });
  return errorPage(form, checked.errors, checked.typed, captcha);
}

/** The captcha to check: the one the published form shows, while the site still uses that provider. */
async function captchaFor(site: ServedSite, form: PublishedForm): Promise<SiteCaptcha | null> {
  if (!form.captcha || !site.project) return null;
  const captcha = await siteCaptcha(site.project.id);
  return captcha?.provider === form.captcha ? captcha : null;
}

async function store(ctx: AppContext, site: ServedSite, form: PublishedForm, request: FormRequest, checked: CheckedSubmission, status: SubmissionStatus): Promise<void> {
  const submission = await FormSubmissionRow.create({
    project_id: site.project!.id,
    deploy_id: site.deploy?.id ?? null,
    form_id: form.id,
    form_name: form.name.slice(0, 191),
    page_id: form.pageId,
    fields: checked.fields,
    email: checked.email,
    ip: request.ip.slice(0, 64),
    user_agent: request.headers['user-agent']?.slice(0, 255) ?? null,
    status,
  });
  if (status === 'spam') return;
  // Stored is what the visitor was promised: a delivery that cannot even be queued is the owner's to see, not theirs.
  await onSubmissionStored(ctx, submission).catch((error: unknown) => ctx.logger.error({ err: error, submission: submission.id }, 'a form submission could not be handed to delivery'));
}

function firstValue(values: SubmittedValues, name: string): string {
  return (values.get(name) ?? [''])[0];
}

async function acceptPost(ctx: AppContext, site: ServedSite, request: FormRequest, form: PublishedForm): Promise<SiteAnswer> {
  const texts = formTexts(form.lang);
  const body = await readSubmission(request.body, request.headers);
  // The rest of an oversized body is never read: the connection closes with the answer.
  if (body.kind === 'too-large') return refusal(request, form, 413, texts.tooLargeTitle, texts.tooLarge, { connection: 'close' });
  if (body.kind === 'unreadable') return refusal(request, form, 400, texts.errorTitle, texts.unsupported);
  const wait = await formRateLimit(site.project!.id, request.ip);
  if (wait !== null) return refusal(request, form, 429, texts.tooManyTitle, texts.tooMany(wait), { 'retry-after': String(wait) });
  const checked = checkSubmission(form, body.values, texts);
  // Spam is kept apart and answered as a success: a bot learns nothing from the answer.
  if (looksLikeSpam(body.values)) {
    await store(ctx, site, form, request, checked, 'spam');
    return thanksAnswer(request, form);
  }
  const captcha = await captchaFor(site, form);
  if (Object.keys(checked.errors).length) return invalidAnswer(request, form, checked, captcha);
  if (captcha && !(await verifyCaptcha(ctx, captcha, firstValue(body.values, CAPTCHA_FACTS[captcha.provider].responseField), request.ip))) {
    return invalidAnswer(request, form, { ...checked, errors: { captcha: texts.captcha } }, captcha);
  }
  await store(ctx, site, form, request, checked, 'new');
  return thanksAnswer(request, form);
}

/** The answer of a site host to a request under /_forms/. */
export async function answerFormRequest(ctx: AppContext, site: ServedSite, request: FormRequest): Promise<SiteAnswer> {
  const texts = formTexts(undefined);
  if (!site.project || !site.deploy) return refusal(request, null, 404, texts.notFoundTitle, texts.notFound);
  const forms = await deployForms(site);
  if (request.path === FORM_THANKS_PATH && (request.method === 'get' || request.method === 'head')) {
    const query = new URLSearchParams(request.search);
    const form = forms.find((candidate) => candidate.id === query.get('f')) ?? null;
    const message = [...(query.get('m') || DEFAULT_FORM_THANKS_MESSAGE)].slice(0, MESSAGE_MAX_CHARS).join('');
    return thanksPage(message, form);
  }
  // Form ids are letters, digits, - and _: nothing to decode.
  const id = request.path.slice(FORM_SUBMIT_PATH_PREFIX.length);
  const form = forms.find((candidate) => candidate.id === id) ?? null;
  if (!form) return refusal(request, null, 404, texts.notFoundTitle, texts.notFound);
  // Someone who opens the form's address (a bookmark, a reload) is sent to the page it is on.
  if (request.method === 'get' || request.method === 'head') return redirect(form.pagePath);
  if (request.method !== 'post') return plainFormPage(405, form.lang, formTexts(form.lang).errorTitle, formTexts(form.lang).unsupported, { allow: 'POST' });
  return acceptPost(ctx, site, request, form);
}
