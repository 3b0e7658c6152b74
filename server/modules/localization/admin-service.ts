import { Op, UniqueConstraintError } from 'sequelize';
import { invalidateCache } from '../../cache/site-cache.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { paginate, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import { getSetting, setSetting } from '../settings/service.ts';
import englishLines from './lines/en.json' with { type: 'json' };
import { Localization } from './models.ts';

// Languages for admins: each localization holds a translation of every English source line.
// English ships with the app (lines/en.json); a line that is absent or empty is untranslated and
// shows in English.

export const ENGLISH = 'en';
/** "fr", or a regional variant such as "pt-BR". */
export const LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
export const LOCALIZATION_NOT_FOUND_MESSAGE = 'Localization not found.';
export const LANGUAGE_TAKEN_MESSAGE = 'The language has already been taken.';
export const ENGLISH_UNDELETABLE_MESSAGE = 'English is the source of every translation and cannot be deleted.';
export const DEFAULT_UNDELETABLE_MESSAGE = 'This is the default localization: choose another default first.';
export const ENGLISH_LANGUAGE_MESSAGE = 'The language of English cannot be changed.';

const SOURCE_LINES = englishLines as Record<string, string>;
const SOURCE_KEYS = Object.keys(SOURCE_LINES);

export interface LocalizationSummary {
  id: number;
  name: string;
  language: string;
  missing_lines: number;
  total_lines: number;
  created_at: string;
  updated_at: string;
}

export interface LocalizationDetail extends LocalizationSummary {
  lines: Record<string, string>;
}

export interface LocalizationInput {
  name: string;
  language: string;
  lines?: Record<string, string>;
}

const LOCALIZATION_LIST: ListSpec<Localization> = {
  model: Localization,
  searchable: ['name', 'language'],
  sortable: ['name', 'language', 'created_at', 'updated_at'],
  filters: {},
  defaultOrder: ['name', 'asc'],
};

function untranslated(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

function summary(localization: Localization): LocalizationSummary {
  const lines = localization.lines;
  return {
    id: localization.id,
    name: localization.name,
    language: localization.language,
    missing_lines: SOURCE_KEYS.filter((key) => untranslated(lines[key])).length,
    total_lines: SOURCE_KEYS.length,
    created_at: new Date(localization.created_at).toISOString(),
    updated_at: new Date(localization.updated_at).toISOString(),
  };
}

/** Every source line, in the source's order (empty when untranslated), then any other line the localization keeps. */
function detail(localization: Localization): LocalizationDetail {
  const lines: Record<string, string> = {};
  for (const key of SOURCE_KEYS) lines[key] = localization.lines[key] ?? '';
  for (const [key, value] of Object.entries(localization.lines)) if (!(key in lines)) lines[key] = value;
  return { ...summary(localization), lines };
}

export function listLocalizationsForAdmin(query: ListQuery): Promise<Pagination<LocalizationSummary>> {
  return paginate(LOCALIZATION_LIST, query, (rows) => rows.map(summary));
}

async function findLocalizationRow(id: number): Promise<Localization> {
  const localization = await Localization.findByPk(id);
  if (!localization) throw new NotFoundError(LOCALIZATION_NOT_FOUND_MESSAGE);
  return localization;
}

export async function getLocalization(id: number): Promise<LocalizationDetail> {
  return detail(await findLocalizationRow(id));
}

async function assertLanguageFree(language: string, exceptId?: number): Promise<void> {
  const clash = await Localization.findOne({ attributes: ['id'], where: { language, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (clash) throw InvalidError.field('language', LANGUAGE_TAKEN_MESSAGE);
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw InvalidError.field('language', LANGUAGE_TAKEN_MESSAGE);
    throw error;
  }
}

/** Pages, the app and the bootstrap data read translations through the site cache: show changes at once. */
function forgetCachedTranslations(): void {
  invalidateCache('localization.');
}

/** A new language starts as a copy of English (as edited here), so every line reads sensibly before it is translated. */
export async function createLocalization(input: Pick<LocalizationInput, 'name' | 'language'>): Promise<LocalizationDetail> {
  await assertLanguageFree(input.language);
  const english = await Localization.findOne({ where: { language: ENGLISH } });
  const lines = { ...SOURCE_LINES, ...(english?.lines ?? {}) };
  const localization = await saving(() => Localization.create({ name: input.name, language: input.language, lines }));
  forgetCachedTranslations();
  // Read back: MariaDB keeps whole seconds, so the answer equals what a later read gives.
  return detail(await localization.reload());
}

/** Only lines of the source (or that the localization already has) can be set: a typo in a key would be a line nothing reads. */
function assertKnownLines(localization: Localization, lines: Record<string, string>): void {
  const unknown = Object.keys(lines).filter((key) => !(key in SOURCE_LINES) && !(key in localization.lines));
  if (unknown.length) throw InvalidError.field('lines', `Unknown line: "${unknown[0]}".`);
}

/** Renames, changes the language code, and merges lines (an empty value marks a line untranslated). */
export async function updateLocalization(id: number, input: Partial<LocalizationInput>): Promise<LocalizationDetail> {
  const localization = await findLocalizationRow(id);
  const previousLanguage = localization.language;
  if (input.language !== undefined && input.language !== previousLanguage) {
    if (previousLanguage === ENGLISH) throw InvalidError.field('language', ENGLISH_LANGUAGE_MESSAGE);
    await assertLanguageFree(input.language, localization.id);
  }
  if (input.lines) assertKnownLines(localization, input.lines);
  localization.set({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.lines ? { lines: { ...localization.lines, ...input.lines } } : {}),
  });
  await saving(() => localization.save());
  // The default follows its localization to the new code, or every visitor would fall back to nothing.
  if (localization.language !== previousLanguage && (await getSetting('i18n.default_localization')) === previousLanguage) {
    await setSetting('i18n.default_localization', localization.language);
  }
  forgetCachedTranslations();
  return detail(await localization.reload());
}

async function assertDeletable(localizations: Localization[]): Promise<void> {
  if (localizations.some((localization) => localization.language === ENGLISH)) throw new ConflictError(ENGLISH_UNDELETABLE_MESSAGE);
  const defaultLanguage = await getSetting('i18n.default_localization');
  if (localizations.some((localization) => localization.language === defaultLanguage)) throw new ConflictError(DEFAULT_UNDELETABLE_MESSAGE);
}

export async function deleteLocalization(id: number): Promise<void> {
  const localization = await findLocalizationRow(id);
  await assertDeletable([localization]);
  await localization.destroy();
  forgetCachedTranslations();
}

/** All or nothing: a selection that includes English or the default deletes none of them. Unknown ids are skipped. */
export async function deleteLocalizations(ids: number[]): Promise<number> {
  const localizations = await Localization.findAll({ where: { id: ids } });
  await assertDeletable(localizations);
  const deleted = await Localization.destroy({ where: { id: localizations.map((localization) => localization.id) } });
  forgetCachedTranslations();
  return deleted;
}
