import { THEME_FONT_VALUE, THEME_RADIUS_VALUES, isCssLength, type ThemeJson } from '../../../common/appearance/values.ts';
import type { ThemeInput } from '../../../common/appearance/types.ts';
import type { Theme as ThemeData } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, NotFoundError, type FieldErrors } from '../../errors.ts';
import { clearSiteCache } from '../settings/cache-generation.ts';
import { Theme } from './models.ts';

export const THEME_NOT_FOUND_MESSAGE = 'Theme not found';
const LAST_THEME_MESSAGE = "The last theme can't be deleted: the site needs one.";
const NAME_TAKEN_MESSAGE = 'The name has already been taken.';
// themes.values is a TEXT column (64 KB on MariaDB); far more than any real theme needs.
const MAX_VALUES_BYTES = 60_000;

export function serializeTheme(theme: Theme): ThemeData {
  return { id: theme.id, name: theme.name, values: theme.values, is_dark: theme.is_dark, default_light: theme.default_light, default_dark: theme.default_dark };
}

export function listThemes(): Promise<ThemeData[]> {
  return cached('themes', async () => (await Theme.findAll({ where: { user_id: null }, order: [['id', 'ASC']] })).map(serializeTheme));
}

/**
 * Theme selection: the user's choice when changing is allowed (a theme id
 * or "light"/"dark", as the web app stores it under be-active-theme); otherwise the default for the
 * configured mode, falling back to the first theme.
 */
export function selectThemeId(themes: ThemeData[], options: { userChoice?: string | null; userChange: boolean; defaultMode: 'light' | 'dark' }): number | null {
  if (themes.length === 0) return null;
  const forMode = (mode: string) => themes.find((t) => (mode === 'dark' ? t.default_dark : t.default_light));
  const choice = options.userChange ? options.userChoice?.trim() : null;
  if (choice) {
    const chosen = /^\d+$/.test(choice) ? themes.find((t) => t.id === Number(choice)) : forMode(choice);
    if (chosen) return chosen.id;
  }
  return (forMode(options.defaultMode) ?? themes[0]).id;
}

/** What the Font and Rounding sub-pages must hold, beyond the shape the routes' schema checks. */
function themeValueErrors(values: Record<string, string>, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of THEME_RADIUS_VALUES) {
    if (values[name] !== undefined && !isCssLength(values[name])) errors[`${prefix}.${name}`] = 'Enter a length such as 8px, 0.5rem or 0.';
  }
  if (values[THEME_FONT_VALUE] !== undefined && values[THEME_FONT_VALUE].trim() === '') errors[`${prefix}.${THEME_FONT_VALUE}`] = 'Choose a font.';
  if (Buffer.byteLength(JSON.stringify(values)) > MAX_VALUES_BYTES) errors[prefix] = 'The theme has too many values.';
  return errors;
}

function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new InvalidError(Array.isArray(first) ? first[0] : first, errors);
}

/** Names are compared as MariaDB's collation does, so both databases refuse the same ones. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Replaces the site themes with this full list: an entry with an id updates that theme, one without
 * creates a theme, and a site theme left out is deleted. Exactly one theme must be the default
 * light theme and one the default dark theme afterwards. Joins the caller's transaction; the
 * caller clears the 'themes' cache once it commits.
 */
export async function saveThemes(inputs: ThemeInput[], field = 'themes'): Promise<void> {
  await inTransaction(Theme.sequelize!, async () => {
    const existing = new Map((await Theme.findAll({ where: { user_id: null } })).map((theme) => [theme.id, theme]));
    const errors: FieldErrors = {};
    if (inputs.length === 0) errors[field] = LAST_THEME_MESSAGE;
    const otherNames = new Set((await Theme.findAll({ attributes: ['name', 'user_id'] })).filter((theme) => theme.user_id !== null).map((theme) => nameKey(theme.name)));
    const seenNames = new Set<string>();
    const seenIds = new Set<number>();
    inputs.forEach((input, index) => {
      if (input.id !== undefined && (!existing.has(input.id) || seenIds.has(input.id))) errors[`${field}.${index}.id`] = THEME_NOT_FOUND_MESSAGE;
      if (input.id !== undefined) seenIds.add(input.id);
      const name = nameKey(input.name);
      if (seenNames.has(name) || otherNames.has(name)) errors[`${field}.${index}.name`] = NAME_TAKEN_MESSAGE;
      seenNames.add(name);
      Object.assign(errors, themeValueErrors(input.values, `${field}.${index}.values`));
    });
    if (inputs.length > 0 && inputs.filter((input) => input.default_light).length !== 1) errors[`${field}.default_light`] = 'Mark exactly one theme as the default light theme.';
    if (inputs.length > 0 && inputs.filter((input) => input.default_dark).length !== 1) errors[`${field}.default_dark`] = 'Mark exactly one theme as the default dark theme.';
    throwIfAny(errors);

    const kept = new Set(inputs.flatMap((input) => (input.id === undefined ? [] : [input.id])));
    const removed = [...existing.keys()].filter((id) => !kept.has(id));
    if (removed.length) await Theme.destroy({ where: { id: removed } });
    // Two themes may swap names in one save: park the renamed ones first so the unique index never sees a clash.
    for (const input of inputs) {
      const theme = input.id === undefined ? undefined : existing.get(input.id);
      if (theme && theme.name !== input.name.trim()) await theme.update({ name: `~renaming-${theme.id}` });
    }
    for (const input of inputs) {
      const attributes = { name: input.name.trim(), values: input.values, is_dark: input.is_dark, default_light: input.default_light, default_dark: input.default_dark };
      const theme = input.id === undefined ? undefined : existing.get(input.id);
      if (theme) await theme.update(attributes);
      else await Theme.create({ ...attributes, user_id: null });
    }
  });
}

/** A site theme as JSON, without its id: what `import` takes back, here or on another install. */
export async function exportTheme(id: number): Promise<ThemeJson> {
  const theme = await Theme.findOne({ where: { id, user_id: null } });
  if (!theme) throw new NotFoundError(THEME_NOT_FOUND_MESSAGE);
  return { name: theme.name, values: theme.values, is_dark: theme.is_dark, default_light: theme.default_light, default_dark: theme.default_dark };
}

/**
 * Adds a theme from its JSON. A name already in use gets " (2)", " (3)"… so importing the same file
 * twice keeps both; a default flag it carries moves to it, so there is still one default per mode.
 */
export async function importTheme(json: ThemeJson): Promise<ThemeData> {
  throwIfAny(themeValueErrors(json.values, 'values'));
  const theme = await inTransaction(Theme.sequelize!, async () => {
    const taken = new Set((await Theme.findAll({ attributes: ['name'] })).map((row) => nameKey(row.name)));
    const base = json.name.trim();
    let name = base;
    for (let copy = 2; taken.has(nameKey(name)); copy += 1) name = `${base.slice(0, 90)} (${copy})`;
    if (json.default_light) await Theme.update({ default_light: false }, { where: { user_id: null } });
    if (json.default_dark) await Theme.update({ default_dark: false }, { where: { user_id: null } });
    return Theme.create({ name, values: json.values, is_dark: json.is_dark, default_light: json.default_light, default_dark: json.default_dark, user_id: null });
  });
  // Also from the CLI: running servers pick the new theme up at their next cache generation check.
  await clearSiteCache();
  return serializeTheme(theme);
}
