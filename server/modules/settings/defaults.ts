// Every setting Sitewright knows, with its default. The database stores only what an admin or
// `sitewright config set` changed, so a new default reaches existing installs without a migration.
// Keys listed in PRIVATE_SETTINGS never leave the server.
export const DEFAULT_SETTINGS = {
  'branding.site_name': 'Sitewright',
  'branding.site_description': 'Describe a website and get a real one, then edit it visually and publish it.',
  'branding.logo_light': null as string | null,
  'branding.logo_dark': null as string | null,
  'branding.favicon': null as string | null,
  'homepage.type': 'landing' as 'landing' | 'login' | 'register' | 'customPage',
  'homepage.value': null as string | null,
  'dates.default_timezone': 'auto',
  'dates.format': 'short',
  'registration.disable': false,
  'registration.policies': [
    { id: 'terms', label: 'Terms of Service', action: '/pages/terms-of-service' },
    { id: 'privacy', label: 'Privacy Policy', action: '/pages/privacy-policy' },
  ] as { id: string; label: string; action: string }[],
  require_email_confirmation: false,
  'social.compact_buttons': false,
  'social.google.enable': false,
  'social.facebook.enable': false,
  'social.twitter.enable': false,
  'social.github.enable': false,
  'recaptcha.site_key': '',
  'recaptcha.secret_key': '',
  'recaptcha.enable.register': false,
  'recaptcha.enable.contact': false,
  'notifications.integrated': false,
  'notifications.subs.integrated': false,
  'billing.enable': false,
  'api.integrated': true,
  'themes.user_change': true,
  'themes.default_mode': 'light' as 'light' | 'dark',
  'i18n.enable': true,
  'i18n.default_localization': 'en',
  'auth.redirect_uri': '/dashboard',
  'auth.admin_redirect_uri': '/admin',
  'auth.secondary_redirect_uri': null as string | null,
  'site.demo': false,
  'cookie_notice.enable': false,
  'cookie_notice.position': 'bottom' as 'top' | 'bottom',
  'cookie_notice.button.label': 'OK',
  'cookie_notice.button.action': null as string | null,
  'uploads.chunk_size': 5 * 1024 * 1024,
  'uploads.uploads_driver': 'local',
  'uploads.public_driver': 'local',
  'uploads.s3_direct_upload': false,
  'uploads.disable_tus': false,
  'uploads.max_size': 200 * 1024 * 1024,
  published_sites_url: null as string | null,
};

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export type SettingsMap = { [K in SettingKey]: (typeof DEFAULT_SETTINGS)[K] };

export const PRIVATE_SETTINGS: ReadonlySet<string> = new Set(['recaptcha.secret_key']);
