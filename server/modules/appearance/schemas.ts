import Joi from 'joi';
import { HOMEPAGE_TYPES, THEME_VALUE_FORBIDDEN, THEME_VALUE_NAME, type ThemeJson } from '../../../common/appearance/values.ts';
import { SEO_ROUTES } from '../../../common/appearance/types.ts';
import { MENU_POSITIONS } from '../../../common/constants.ts';
import { BadRequestError, type FieldErrors } from '../../errors.ts';

// The shapes the appearance API accepts. The routes validate payloads with them (400 naming each
// field); the CLI checks a theme file with the same schema before importing it.

/** Site-wide custom CSS and HTML each; a settings row is LONGTEXT, this keeps the HTML shell light. */
export const CUSTOM_CODE_MAX = 200_000;

const assetUrl = Joi.string().trim().max(2000).allow(null, '');
const seoEntry = Joi.object({
  title: Joi.string().trim().max(200).allow('').default(''),
  description: Joi.string().trim().max(500).allow('').default(''),
});

export const appearanceSettingsSchema = Joi.object({
  'branding.site_name': Joi.string().trim().min(1).max(100),
  'branding.site_description': Joi.string().trim().max(500).allow(''),
  'branding.logo_light': assetUrl,
  'branding.logo_dark': assetUrl,
  'branding.favicon': assetUrl,
  'homepage.type': Joi.string().valid(...HOMEPAGE_TYPES),
  'homepage.value': Joi.string().trim().max(191).allow(null, ''),
  'custom_code.css': Joi.string().max(CUSTOM_CODE_MAX).allow(''),
  'custom_code.html': Joi.string().max(CUSTOM_CODE_MAX).allow(''),
  seo: Joi.object(Object.fromEntries(SEO_ROUTES.map((route) => [route, seoEntry]))),
  'seo.og_image': assetUrl,
  'cookie_notice.enable': Joi.boolean(),
  'cookie_notice.position': Joi.string().valid('top', 'bottom'),
  'cookie_notice.button.label': Joi.string().trim().min(1).max(50),
  'cookie_notice.button.action': Joi.string().trim().max(255).allow(null, ''),
});

const themeValues = Joi.object()
  .pattern(
    THEME_VALUE_NAME,
    Joi.string()
      .trim()
      .max(300)
      .custom((value: string, helpers) => (THEME_VALUE_FORBIDDEN.test(value) ? helpers.error('string.themeValue') : value))
      .messages({ 'string.themeValue': 'A theme value cannot contain angle brackets, braces or semicolons.' }),
  )
  .max(80)
  .messages({ 'object.unknown': '{{#label}} is not a CSS variable name (--name)' });

const themeFields = {
  name: Joi.string().trim().min(1).max(90).required(),
  values: themeValues.required(),
  is_dark: Joi.boolean().default(false),
  default_light: Joi.boolean().default(false),
  default_dark: Joi.boolean().default(false),
};

/** A theme's JSON, as `export` writes it. */
export const themeJsonSchema = Joi.object(themeFields);

const themeInput = Joi.object({ id: Joi.number().integer().min(1), ...themeFields });

const menuItemInput = Joi.object({
  id: Joi.number().integer().min(1),
  label: Joi.string().trim().min(1).max(191).required(),
  action: Joi.string().trim().max(255).allow('').required(),
  type: Joi.string().valid('link', 'route').required(),
  target: Joi.string().valid('_blank', '_self').allow(null),
  icon: Joi.string().trim().max(50).allow(null, ''),
  roles: Joi.array().items(Joi.number().integer().min(1)).max(100).unique().default([]),
  permissions: Joi.array().items(Joi.string().trim().min(1).max(100)).max(50).unique().default([]),
  order: Joi.number().integer().min(0).max(100_000),
});

const menuInput = Joi.object({
  id: Joi.number().integer().min(1),
  name: Joi.string().trim().min(1).max(90).required(),
  positions: Joi.array()
    .items(Joi.string().valid(...MENU_POSITIONS))
    .unique()
    .required(),
  items: Joi.array().items(menuItemInput).max(200).required(),
});

export const appearancePayloadSchema = Joi.object({
  settings: appearanceSettingsSchema,
  themes: Joi.array().items(themeInput).max(100),
  menus: Joi.array().items(menuInput).max(100),
});

/** A theme file read by the CLI: the schema's verdict as a 400-style error naming each field. */
export function parseThemeJson(value: unknown): ThemeJson {
  const { error, value: theme } = themeJsonSchema.validate(value, { abortEarly: false, errors: { wrap: { label: false } } });
  if (!error) return theme as ThemeJson;
  const fields: FieldErrors = {};
  for (const detail of error.details) fields[detail.path.join('.') || 'theme'] = detail.message;
  throw new BadRequestError(error.details[0].message, fields);
}
