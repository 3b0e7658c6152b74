import { isAssetUrl } from '../../../common/appearance/values.ts';
import { SEO_ROUTES, type AppearanceData, type AppearanceSettings, type AppearanceUpdate, type SeoEntry, type SeoRoute } from '../../../common/appearance/types.ts';
import { invalidateCache } from '../../cache/site-cache.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, type FieldErrors } from '../../errors.ts';
import { listMenus, saveMenus } from '../menus/service.ts';
import { CustomPage } from '../pages/models.ts';
import type { SettingKey, SettingsMap } from '../settings/defaults.ts';
import { clearSiteCache } from '../settings/cache-generation.ts';
import { Setting } from '../settings/models.ts';
import { getAllSettings, setSetting } from '../settings/service.ts';
import { listThemes, saveThemes } from '../themes/service.ts';

// The appearance editor's one save: settings, themes and menus in a single transaction, so a
// refused menu leaves the site name and themes as they were too.

type StoredKey = Exclude<keyof AppearanceSettings, 'seo'>;

const STORED_KEYS = [
  'branding.site_name',
  'branding.site_description',
  'branding.logo_light',
  'branding.logo_dark',
  'branding.favicon',
  'homepage.type',
  'homepage.value',
  'custom_code.css',
  'custom_code.html',
  'seo.og_image',
  'cookie_notice.enable',
  'cookie_notice.position',
  'cookie_notice.button.label',
  'cookie_notice.button.action',
] as const satisfies readonly (StoredKey & SettingKey)[];

/** Settings that hold an address and are null rather than empty when unset. */
const URL_KEYS = ['branding.logo_light', 'branding.logo_dark', 'branding.favicon', 'seo.og_image'] as const;
const NULLABLE_KEYS: readonly string[] = [...URL_KEYS, 'homepage.value', 'cookie_notice.button.action'];

/** Every SEO route with its title and description ('' where none is set). */
export function seoEntries(settings: SettingsMap): Record<SeoRoute, SeoEntry> {
  const stored = settings['seo.routes'] ?? {};
  return Object.fromEntries(SEO_ROUTES.map((route) => [route, { title: stored[route]?.title ?? '', description: stored[route]?.description ?? '' }])) as Record<SeoRoute, SeoEntry>;
}

function appearanceSettings(settings: SettingsMap): AppearanceSettings {
  const picked = Object.fromEntries(STORED_KEYS.map((key) => [key, settings[key]])) as Omit<AppearanceSettings, 'seo'>;
  return { ...picked, seo: seoEntries(settings) };
}

export async function getAppearance(): Promise<AppearanceData> {
  const [settings, themes, menus] = await Promise.all([getAllSettings(), listThemes(), listMenus()]);
  return { settings: appearanceSettings(settings), themes, menus };
}

async function customPageExists(idOrSlug: string): Promise<boolean> {
  const where = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  return (await CustomPage.count({ where })) > 0;
}

/** The settings part, checked against the current values (a homepage page must exist) and written. */
async function saveSettings(input: Partial<AppearanceSettings>, current: SettingsMap): Promise<void> {
  const values: Record<string, unknown> = { ...input };
  for (const key of NULLABLE_KEYS) if (values[key] === '') values[key] = null;
  const errors: FieldErrors = {};
  for (const key of URL_KEYS) {
    const url = values[key];
    if (typeof url === 'string' && !isAssetUrl(url)) errors[`settings.${key}`] = 'Enter a path on this site (an uploaded file) or an http(s) URL.';
  }
  if ('homepage.type' in values || 'homepage.value' in values) {
    const type = (values['homepage.type'] ?? current['homepage.type']) as AppearanceSettings['homepage.type'];
    const page = ('homepage.value' in values ? values['homepage.value'] : current['homepage.value']) as string | null;
    if (type === 'customPage' && !page) errors['settings.homepage.value'] = 'Choose the custom page to show as the homepage.';
    else if (type === 'customPage' && page && !(await customPageExists(page))) errors['settings.homepage.value'] = 'There is no custom page with this slug.';
  }
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new InvalidError(Array.isArray(first) ? first[0] : first, errors);

  for (const key of STORED_KEYS) if (key in values) await setSetting(key, values[key]);
  if (input.seo) {
    const seo = { ...seoEntries(current), ...input.seo };
    await setSetting('seo.routes', seo);
  }
}

/**
 * Saves what the payload holds (settings subset, full theme list, full menu list) in one
 * transaction, and answers as GET does. The site cache is cleared once it commits — here at once,
 * on other instances at their next generation check — so the next page load (bootstrap data and
 * the HTML shell) shows the change.
 */
export async function saveAppearance(payload: AppearanceUpdate): Promise<AppearanceData> {
  await inTransaction(Setting.sequelize!, async (transaction) => {
    transaction.afterCommit(() => {
      invalidateCache('settings');
      invalidateCache('themes');
      invalidateCache('menus');
    });
    if (payload.settings) await saveSettings(payload.settings, await getAllSettings());
    if (payload.themes) await saveThemes(payload.themes);
    if (payload.menus) await saveMenus(payload.menus);
  });
  await clearSiteCache();
  return getAppearance();
}
