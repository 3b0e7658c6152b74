import { NO_ADS, adsFrom } from '../ads/service.ts';
import { billingConfigured } from '../billing/gateway.ts';
import type { BootstrapData, PublicSettings } from '../../../common/types.ts';
import { COOKIE_NOTICE_COOKIE, THEME_STORAGE_KEY } from '../../../common/constants.ts';
import { sitesUrlTemplate } from '../../../common/publishing.ts';
import type { Config } from '../../../config/index.ts';
import { loadLocalization } from '../localization/service.ts';
import { listMenus } from '../menus/service.ts';
import { getGuestRole } from '../roles/service.ts';
import { effectiveDriverName } from '../../storage/index.ts';
import { getAllSettings, nestPublicSettings } from '../settings/service.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { listThemes, selectThemeId } from '../themes/service.ts';
import type { Session } from '../auth/models.ts';
import { impersonationOf } from '../users/admin-impersonation.ts';
import type { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';

export const APP_VERSION = '0.1.0';

export function buildPublicSettings(config: Config, settings: SettingsMap, charging: boolean): PublicSettings {
  const nested = nestPublicSettings(settings) as unknown as PublicSettings;
  return {
    ...nested,
    uploads: {
      ...nested.uploads,
      uploads_driver: effectiveDriverName('uploads', config, settings),
      public_driver: effectiveDriverName('public', config, settings),
    },
    // The pricing, checkout and billing screens show only when charging is possible (Stripe keys set).
    billing: { enable: settings['billing.enable'] && charging, integrated: true },
    base_url: config.appUrl,
    asset_url: config.appUrl,
    published_sites_url: sitesUrlTemplate(settings.published_sites_url, config.appUrl),
    version: APP_VERSION,
  };
}

// The public settings of the settings map the site cache holds: the map is replaced whenever a
// setting changes, so the nesting runs once per change rather than on every page load.
const publicSettingsMemo = new WeakMap<SettingsMap, { config: Config; charging: boolean; value: PublicSettings }>();

function publicSettingsOf(config: Config, settings: SettingsMap, charging: boolean): PublicSettings {
  const hit = publicSettingsMemo.get(settings);
  if (hit && hit.config === config && hit.charging === charging) return hit.value;
  const value = buildPublicSettings(config, settings, charging);
  publicSettingsMemo.set(settings, { config, charging, value });
  return value;
}

export interface BootstrapRequest {
  user: User | null;
  /** The request's session, which may be an admin's impersonating `user`. */
  session?: Session | null;
  cookies: Record<string, unknown>;
  language?: string | null;
}

function cookieString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Everything the web app needs on first paint. */
export async function getBootstrapData(config: Config, request: BootstrapRequest): Promise<BootstrapData> {
  const settings = await getAllSettings();
  const language = request.user?.language ?? request.language ?? settings['i18n.default_localization'];
  const [themes, menus, guestRole, i18n, user, impersonating, charging] = await Promise.all([
    listThemes(),
    listMenus(),
    getGuestRole(),
    loadLocalization(language, settings['i18n.default_localization']),
    request.user ? serializeUser(request.user, undefined, { unreadCount: true }) : Promise.resolve(null),
    request.user ? impersonationOf(request.session) : Promise.resolve(null),
    billingConfigured(),
  ]);
  const publicSettings = publicSettingsOf(config, settings, charging);
  return {
    settings: publicSettings,
    user,
    i18n,
    themes: {
      all: themes,
      selectedThemeId: selectThemeId(themes, {
        userChoice: cookieString(request.cookies[THEME_STORAGE_KEY]),
        userChange: settings['themes.user_change'],
        defaultMode: settings['themes.default_mode'],
      }),
    },
    menus,
    guest_role: guestRole,
    cookie_notice: publicSettings.cookie_notice,
    show_cookie_notice: publicSettings.cookie_notice.enable && !request.cookies[COOKIE_NOTICE_COOKIE],
    impersonating,
    ads: request.user ? adsFrom(settings) : NO_ADS,
  };
}
