import Joi from 'joi';
import { MAX_AI_TIMEOUT_SECONDS, MIN_AI_TIMEOUT_SECONDS } from '../../../common/ai/settings.ts';
import { HOMEPAGE_TYPES, isAssetUrl } from '../../../common/appearance/values.ts';
import { emailProblem } from '../../../common/validation.ts';
import { MIN_CHUNK_SIZE } from '../../../common/uploads/constants.ts';
import { CUSTOM_CODE_MAX } from '../appearance/schemas.ts';
import { LANGUAGE_PATTERN } from '../localization/admin-service.ts';
import { DEFAULT_SETTINGS, type SettingKey } from './defaults.ts';
import { isSecretSetting } from './secrets.ts';

// What an admin may set through PUT admin/settings, and with which values. Every editable key has
// a joi schema: an explicit rule below, or one derived from the type of its default. Keys left
// out are the server's own state or operator-only switches (test stand-ins, paths the server
// executes, DNS servers): `sitewright config set` reaches them, the admin area does not.

const INTERNAL_SETTINGS: ReadonlySet<string> = new Set([
  'notifications.vapid_keys',
  'notifications.push_allow_http',
  'cache.generation',
  'recaptcha.verify_url',
  'forms.recaptcha_verify_url',
  'forms.turnstile_verify_url',
  'forms.hcaptcha_verify_url',
  'social.google.endpoint_base_url',
  'social.facebook.endpoint_base_url',
  'social.twitter.endpoint_base_url',
  'social.github.endpoint_base_url',
  'editor.custom_elements_module',
  'publishing.dns_servers',
  'publishing.http_check_port',
  'ai.images.unsplash_base_url',
  'ai.images.pexels_base_url',
]);

export function isEditableSetting(key: string): key is SettingKey {
  return Object.hasOwn(DEFAULT_SETTINGS, key) && !INTERNAL_SETTINGS.has(key);
}

export const EDITABLE_SETTINGS = (Object.keys(DEFAULT_SETTINGS) as SettingKey[]).filter(isEditableSetting);

const MEGABYTE = 1024 * 1024;

/** A path on this site, such as /dashboard (never //host, which a browser reads as another site). */
const sitePath = Joi.string()
  .trim()
  .max(255)
  .pattern(/^\/(?!\/)\S*$/)
  .messages({ 'string.pattern.base': 'Enter a path on this site, starting with /.' });

/** An uploaded file's path or an http(s) URL; empty or null clears it. */
const assetUrl = Joi.string()
  .trim()
  .max(2000)
  .allow('', null)
  .custom((value: string, helpers) => (value === '' || isAssetUrl(value) ? value : helpers.error('string.assetUrl')))
  .messages({ 'string.assetUrl': 'Enter a path on this site (an uploaded file) or an http(s) URL.' });

const httpUrl = Joi.string().trim().max(2000).uri({ scheme: ['http', 'https'] }).messages({ 'string.uri': 'Enter an http:// or https:// URL.', 'string.uriCustomScheme': 'Enter an http:// or https:// URL.' });

const driver = (...names: string[]) => Joi.string().valid(...names).allow(null);

/** "Name <address>" or a bare address, as mail clients show senders. */
const sender = Joi.string()
  .trim()
  .max(320)
  .allow('', null)
  .custom((value: string, helpers) => {
    if (value === '') return null;
    const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
    return Joi.string().email({ tlds: false }).validate(address).error ? helpers.error('string.sender') : value;
  })
  .messages({ 'string.sender': 'Enter an e-mail address, or a name and an address such as "Sitewright <no-reply@example.com>".' });

const timezone = Joi.string()
  .trim()
  .max(64)
  .custom((value: string, helpers) => {
    if (value === 'auto') return value;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return value;
    } catch {
      return helpers.error('string.timezone');
    }
  })
  .messages({ 'string.timezone': 'Choose "auto" or a time zone such as Europe/Lisbon.' });

const fileTypes = Joi.array().items(Joi.string().trim().min(1).max(100)).max(200);

/** An ad slot's HTML before it is sanitized (admin-settings.ts and admin/ads both sanitize on save). */
const adSlot = Joi.string().max(100_000).allow('', null);

const RULES: Partial<Record<SettingKey, Joi.Schema>> = {
  'branding.site_name': Joi.string().trim().min(1).max(100),
  'branding.site_description': Joi.string().trim().max(500).allow(''),
  'branding.logo_light': assetUrl,
  'branding.logo_dark': assetUrl,
  'branding.favicon': assetUrl,
  'homepage.type': Joi.string().valid(...HOMEPAGE_TYPES),
  'homepage.value': Joi.string().trim().max(191).allow('', null),
  'dates.default_timezone': timezone,
  'dates.format': Joi.string().valid('short', 'medium', 'long', 'full'),
  'registration.policies': Joi.array()
    .items(Joi.object({ id: Joi.string().trim().min(1).max(50).required(), label: Joi.string().trim().min(1).max(100).required(), action: Joi.string().trim().min(1).max(255).required() }))
    .max(20),
  'recaptcha.site_key': Joi.string().trim().max(200).allow(''),
  'contact.address': Joi.string()
    .trim()
    .allow('', null)
    .custom((value: string, helpers) => (emailProblem(value) === null ? value : helpers.error('string.contactAddress')))
    .messages({ 'string.contactAddress': "Enter an e-mail address, or leave it empty to use the first admin's." }),
  'themes.default_mode': Joi.string().valid('light', 'dark'),
  'i18n.default_localization': Joi.string().trim().pattern(LANGUAGE_PATTERN).messages({ 'string.pattern.base': 'Choose a language code such as "en" or "pt-BR".' }),
  'auth.redirect_uri': sitePath,
  'auth.admin_redirect_uri': sitePath,
  'auth.secondary_redirect_uri': sitePath.allow('', null),
  'auth.two_factor': Joi.string().valid('optional', 'admins'),
  'cookie_notice.position': Joi.string().valid('top', 'bottom'),
  'cookie_notice.button.label': Joi.string().trim().min(1).max(50),
  'cookie_notice.button.action': Joi.string().trim().max(255).allow('', null),
  'custom_code.css': Joi.string().max(CUSTOM_CODE_MAX).allow(''),
  'custom_code.html': Joi.string().max(CUSTOM_CODE_MAX).allow(''),
  'seo.routes': Joi.object()
    .pattern(Joi.string().max(100), Joi.object({ title: Joi.string().trim().max(200).allow(''), description: Joi.string().trim().max(500).allow('') }))
    .max(100),
  'seo.og_image': assetUrl,
  'uploads.chunk_size': Joi.number()
    .integer()
    .min(MIN_CHUNK_SIZE)
    .max(500 * MEGABYTE),
  'uploads.uploads_driver': driver('local', 's3'),
  'uploads.public_driver': driver('local', 's3'),
  'uploads.max_size': Joi.number().integer().min(1).allow(null),
  'uploads.allowed_types': fileTypes.allow(null),
  'uploads.blocked_types': fileTypes,
  'uploads.user_quota': Joi.number().integer().min(0).allow(null),
  published_sites_url: Joi.string()
    .trim()
    .max(255)
    .allow('', null)
    .pattern(/^https?:\/\/\S+$/)
    .messages({ 'string.pattern.base': 'Enter an http:// or https:// URL; {slug} stands for each site.' }),
  'publishing.target': driver('local', 's3'),
  'social.google.client_id': Joi.string().trim().max(500).allow(''),
  'social.facebook.client_id': Joi.string().trim().max(500).allow(''),
  'social.twitter.client_id': Joi.string().trim().max(500).allow(''),
  'social.github.client_id': Joi.string().trim().max(500).allow(''),
  'editor.script_allowlist': Joi.array()
    .items(Joi.string().trim().uri({ scheme: ['https'] }))
    .max(100),
  'ai.provider': driver('composer', 'openai'),
  'ai.base_url': httpUrl.allow('', null),
  'ai.model': Joi.string().trim().max(200).allow('', null),
  'ai.timeout_seconds': Joi.number().integer().min(MIN_AI_TIMEOUT_SECONDS).max(MAX_AI_TIMEOUT_SECONDS).allow(null),
  'ai.images.generation_base_url': httpUrl.allow('', null),
  'ai.images.generation_model': Joi.string().trim().max(200).allow('', null),
  'mail.driver': driver('log', 'smtp'),
  'mail.host': Joi.string()
    .trim()
    .max(255)
    .allow('')
    .pattern(/^[A-Za-z0-9.:[\]-]+$/)
    .messages({ 'string.pattern.base': 'Enter the SMTP server host name, such as smtp.example.com.' }),
  'mail.port': Joi.number().integer().min(1).max(65535),
  'mail.username': Joi.string().trim().max(255).allow(''),
  'mail.from': sender,
  'storage.driver': driver('local', 's3'),
  'storage.s3.endpoint': httpUrl.allow(''),
  'storage.s3.bucket': Joi.string()
    .trim()
    .allow('')
    .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .messages({ 'string.pattern.base': 'A bucket name has 3 to 63 lowercase letters, digits, dots and hyphens.' }),
  'storage.s3.region': Joi.string()
    .trim()
    .max(64)
    .pattern(/^[a-z0-9-]+$/)
    .messages({ 'string.pattern.base': 'Enter a region such as us-east-1.' }),
  'storage.s3.access_key_id': Joi.string().trim().max(256).allow(''),
  'ads.dashboard_top': adSlot,
  'ads.dashboard_bottom': adSlot,
};

/** Write-only values: empty or absent keeps the stored one, null removes it. */
const secret = Joi.string().max(4000).allow('', null);

function derivedRule(fallback: unknown): Joi.Schema {
  if (typeof fallback === 'boolean') return Joi.boolean();
  if (typeof fallback === 'number') return Joi.number();
  if (typeof fallback === 'string') return Joi.string().max(10_000).allow('');
  if (Array.isArray(fallback)) return Joi.array().max(1000);
  if (fallback !== null && typeof fallback === 'object') return Joi.object();
  return Joi.string().max(10_000).allow('', null);
}

export function settingSchema(key: SettingKey): Joi.Schema {
  if (isSecretSetting(key)) return secret;
  return RULES[key] ?? derivedRule(DEFAULT_SETTINGS[key]);
}

/** `{<key>: value}` for every editable key; anything else is refused as unknown, naming the key. */
export const settingsValuesSchema = Joi.object(Object.fromEntries(EDITABLE_SETTINGS.map((key) => [key, settingSchema(key)]))).messages({
  'object.unknown': '"{{#key}}" is not a setting an admin can change',
});

/** The keys of one provider's settings, for the test routes' unsaved values. */
export function providerValuesSchema(prefix: 'mail' | 'storage'): Joi.ObjectSchema {
  return Joi.object(Object.fromEntries(EDITABLE_SETTINGS.filter((key) => key.startsWith(`${prefix}.`)).map((key) => [key, settingSchema(key)]))).messages({
    'object.unknown': `"{{#key}}" is not a ${prefix} setting`,
  });
}
