import { UniqueConstraintError } from 'sequelize';
import { CAPTCHA_PROVIDERS, type CaptchaProvider, type FormSettings } from '../../../common/forms.ts';
import { emailProblem, normalizeEmail } from '../../../common/validation.ts';
import { InvalidError, type FieldErrors } from '../../errors.ts';
import type { Project } from '../projects/models.ts';
import { findAccessibleProject } from '../projects/service.ts';
import { openSecret, sealSecret } from '../settings/secrets.ts';
import { getAllSettings } from '../settings/service.ts';
import { User } from '../users/models.ts';
import { ProjectFormSettingsRow } from './models.ts';
import { newWebhookSecret } from './webhook.ts';

// A site's form settings: who gets the e-mail for each submission, how long submissions are kept,
// the captcha its forms show, and the key its webhooks are signed with. A project without a row
// has the defaults; the row is made the first time something needs the webhook key or a change.

export const MAX_RECIPIENTS = 10;
export const MAX_RETENTION_DAYS = 3650;
export const DEFAULT_RETENTION_DAYS = 365;

const CAPTCHA_NAMES: Record<Exclude<CaptchaProvider, 'none'>, string> = { recaptcha: 'reCAPTCHA', turnstile: 'Turnstile', hcaptcha: 'hCaptcha' };

export const FORM_SETTINGS_MESSAGES = {
  badRecipient: (address: string) => `"${address}" is not a valid e-mail address.`,
  tooManyRecipients: `Enter at most ${MAX_RECIPIENTS} recipients.`,
  retention: `Keep submissions between 0 (for ever) and ${MAX_RETENTION_DAYS} days.`,
  provider: `Choose one of: ${CAPTCHA_PROVIDERS.join(', ')}.`,
  siteKey: (provider: string) => `Enter the site key of your ${provider} account.`,
  secret: (provider: string) => `Enter the secret key of your ${provider} account.`,
} as const;

/** PUT form-settings: only what is sent changes. `captcha_secret` is write-only; '' removes it. */
export interface FormSettingsInput {
  email_enabled?: boolean;
  recipients?: string[];
  retention_days?: number;
  captcha_provider?: string;
  captcha_site_key?: string;
  captcha_secret?: string;
}

/** The stored row, or null while the project has the defaults. */
export function storedFormSettings(projectId: number): Promise<ProjectFormSettingsRow | null> {
  return ProjectFormSettingsRow.findOne({ where: { project_id: projectId } });
}

/** The project's row, made with a new webhook key when there is none; two callers at once end up with the same row. */
export async function formSettingsRow(projectId: number): Promise<ProjectFormSettingsRow> {
  const existing = await storedFormSettings(projectId);
  if (existing) return existing;
  try {
    return await ProjectFormSettingsRow.create({ project_id: projectId, webhook_secret: newWebhookSecret() });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    return (await storedFormSettings(projectId))!;
  }
}

async function ownerEmail(project: Pick<Project, 'user_id'>): Promise<string | null> {
  return (await User.findByPk(project.user_id, { attributes: ['email'] }))?.email ?? null;
}

/** Where a submission's e-mail goes: the recipients the owner set, else (never set) the owner's own address. */
export async function siteRecipients(project: Pick<Project, 'user_id'>, row: ProjectFormSettingsRow | null): Promise<string[]> {
  if (row?.recipients) return row.recipients;
  const owner = await ownerEmail(project);
  return owner ? [owner] : [];
}

/** The captcha secret a site's forms are verified with ('' when none is stored). */
export function captchaSecretOf(row: ProjectFormSettingsRow | null): string {
  return openSecret(row?.captcha_secret ?? '');
}

async function serialize(project: Project, row: ProjectFormSettingsRow): Promise<FormSettings> {
  return {
    email_enabled: Boolean(row.email_enabled),
    recipients: await siteRecipients(project, row),
    retention_days: row.retention_days,
    captcha_provider: row.captcha_provider,
    captcha_site_key: row.captcha_site_key,
    captcha_secret_set: captchaSecretOf(row) !== '',
    webhook_secret: row.webhook_secret,
  };
}

export async function getFormSettings(user: User, projectId: number): Promise<FormSettings> {
  const project = await findAccessibleProject(user, projectId);
  return serialize(project, await formSettingsRow(project.id));
}

function cleanRecipients(input: string[], errors: FieldErrors): string[] {
  const addresses: string[] = [];
  input.forEach((raw, index) => {
    const address = raw.trim();
    if (emailProblem(address) !== null) errors[`recipients.${index}`] = FORM_SETTINGS_MESSAGES.badRecipient(address);
    else if (!addresses.includes(normalizeEmail(address))) addresses.push(normalizeEmail(address));
  });
  if (addresses.length > MAX_RECIPIENTS) errors.recipients = FORM_SETTINGS_MESSAGES.tooManyRecipients;
  return addresses;
}

/** The platform's own reCAPTCHA keys (Admin › Settings), which a site may use instead of its own. */
async function platformRecaptcha(): Promise<boolean> {
  const settings = await getAllSettings();
  return Boolean(settings['recaptcha.site_key']?.trim() && settings['recaptcha.secret_key']);
}

/**
 * The captcha part of a change, checked whole when any of it is sent. The stored secret only
 * counts while the provider stays the same: another provider's secret would make every visitor's
 * check fail.
 */
async function captchaChanges(row: ProjectFormSettingsRow, input: FormSettingsInput, errors: FieldErrors) {
  if (input.captcha_provider === undefined && input.captcha_site_key === undefined && input.captcha_secret === undefined) return {};
  const provider = (input.captcha_provider ?? row.captcha_provider) as CaptchaProvider;
  if (!CAPTCHA_PROVIDERS.includes(provider)) {
    errors.captcha_provider = FORM_SETTINGS_MESSAGES.provider;
    return {};
  }
  const siteKey = (input.captcha_site_key ?? row.captcha_site_key).trim();
  const secret = input.captcha_secret !== undefined ? input.captcha_secret.trim() : provider === row.captcha_provider ? captchaSecretOf(row) : '';
  if (provider !== 'none') {
    const name = CAPTCHA_NAMES[provider];
    const platformKeys = provider === 'recaptcha' && !siteKey && !secret && (await platformRecaptcha());
    if (!platformKeys && !siteKey) errors.captcha_site_key = FORM_SETTINGS_MESSAGES.siteKey(name);
    if (!platformKeys && !secret) errors.captcha_secret = FORM_SETTINGS_MESSAGES.secret(name);
  }
  return { captcha_provider: provider, captcha_site_key: siteKey, captcha_secret: secret ? sealSecret(secret) : null };
}

/** PUT form-settings: checks the whole change (422 with every field's problem) before writing any of it. */
export async function updateFormSettings(user: User, projectId: number, input: FormSettingsInput): Promise<FormSettings> {
  const project = await findAccessibleProject(user, projectId);
  const row = await formSettingsRow(project.id);
  const errors: FieldErrors = {};
  const recipients = input.recipients === undefined ? undefined : cleanRecipients(input.recipients, errors);
  if (input.retention_days !== undefined && !(Number.isInteger(input.retention_days) && input.retention_days >= 0 && input.retention_days <= MAX_RETENTION_DAYS)) {
    errors.retention_days = FORM_SETTINGS_MESSAGES.retention;
  }
  const captcha = await captchaChanges(row, input, errors);
  const problems = Object.values(errors);
  if (problems.length) throw new InvalidError(String(problems[0]), errors);
  await row.update({
    ...(input.email_enabled === undefined ? {} : { email_enabled: input.email_enabled }),
    ...(recipients === undefined ? {} : { recipients }),
    ...(input.retention_days === undefined ? {} : { retention_days: input.retention_days }),
    ...captcha,
  });
  return serialize(project, row);
}

/** A new webhook key: receivers holding the old one refuse the next delivery until they are given this one. */
export async function rotateWebhookSecret(user: User, projectId: number): Promise<FormSettings> {
  const project = await findAccessibleProject(user, projectId);
  const row = await formSettingsRow(project.id);
  await row.update({ webhook_secret: newWebhookSecret() });
  return serialize(project, row);
}
