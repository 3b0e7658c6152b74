// Shapes shared by the server, the web app and the CLI. Field names are those of the JSON the API sends.

export interface Restriction {
  name: string;
  value: number | string | boolean | null;
}

export interface Permission {
  id?: number;
  name: string;
  display_name?: string;
  group?: string;
  description?: string;
  restrictions: Restriction[];
}

export interface Role {
  id: number;
  name: string;
  description?: string | null;
  default?: boolean;
  guests?: boolean;
  permissions?: Permission[];
}

export interface User {
  id: number;
  email: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  email_verified_at: string | null;
  unread_notifications_count: number;
  two_factor_confirmed_at: string | null;
  two_factor_recovery_codes?: string[];
  social_profiles?: { service_name: string; username: string | null }[];
  tokens?: { id: number; name: string; last_used_at: string | null }[];
  /** Every subscription the user ever had; `valid` while it is active, trialing or cancelled but not yet ended. */
  subscriptions?: { id: number; valid: boolean; product_id?: number; status?: string }[];
  roles: Role[];
  permissions: Permission[];
  autumn_subscription_active: boolean;
  created_at?: string;
}

export interface Theme {
  id: number;
  name: string;
  /** CSS custom properties applied verbatim, e.g. {"--be-background": "#ffffff"}. */
  values: Record<string, string>;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
}

export interface MenuItem {
  id: number;
  label: string;
  action: string;
  type: 'link' | 'route';
  target?: '_blank' | '_self' | null;
  icon?: string | null;
  roles?: number[];
  permissions?: string[];
  order: number;
}

export interface Menu {
  id: number;
  name: string;
  positions: string[];
  items: MenuItem[];
}

export interface CookieNotice {
  enable: boolean;
  position: 'top' | 'bottom';
  button: { label: string; action?: string | null };
}

export interface Localization {
  id?: number;
  language: string;
  name: string;
}

/** Settings visible to the browser. Secrets never appear here. */
export interface PublicSettings {
  base_url: string;
  asset_url: string;
  published_sites_url: string;
  version: string;
  branding: { site_name: string; site_description: string; logo_light: string | null; logo_dark: string | null; favicon: string | null };
  homepage: { type: 'landing' | 'login' | 'register' | 'customPage'; value: string | null };
  dates: { default_timezone: string; format: string };
  registration: { disable: boolean; policies: { id: string; label: string; action: string }[] };
  require_email_confirmation: boolean;
  social: {
    compact_buttons: boolean;
    google: { enable: boolean };
    facebook: { enable: boolean };
    twitter: { enable: boolean };
    github: { enable: boolean };
  };
  recaptcha: { site_key: string; enable: { register: boolean; contact: boolean } };
  notifications: { integrated: boolean; subs: { integrated: boolean } };
  billing: { enable: boolean; integrated: boolean };
  api: { integrated: boolean };
  themes: { user_change: boolean; default_mode: 'light' | 'dark' };
  i18n: { enable: boolean; default_localization: string };
  auth: { redirect_uri: string; admin_redirect_uri: string; secondary_redirect_uri: string | null };
  site: { demo: boolean };
  cookie_notice: CookieNotice;
  /** The script policy's allowlist (common/editor/script-policy.ts). */
  editor: { script_allowlist: string[] };
  uploads: {
    chunk_size: number;
    /** The effective driver of each disk ('local' or 's3'), after STORAGE_DRIVER fills an unset setting. */
    uploads_driver: 'local' | 's3';
    public_driver: 'local' | 's3';
    s3_direct_upload: boolean;
    disable_tus: boolean;
    max_size: number | null;
    allowed_types: string[] | null;
    blocked_types: string[];
  };
}

export interface BootstrapData {
  settings: PublicSettings;
  user: User | null;
  i18n: { language: string; name: string; lines: Record<string, string> };
  themes: { all: Theme[]; selectedThemeId: number | null };
  menus: Menu[];
  guest_role: Role | null;
  cookie_notice: CookieNotice;
  show_cookie_notice: boolean;
  /** Set while an admin's session acts as this user: the banner and its "Back to admin". */
  impersonating: { admin_id: number; admin_name: string } | null;
  /** The dashboard's ad slots (sanitized HTML) for a signed-in user; both null for visitors. */
  ads: Ads;
}

/** The admin's ads above and below the user dashboard: sanitized HTML, null when a slot is empty. */
export interface Ads {
  dashboard_top: string | null;
  dashboard_bottom: string | null;
}

/** The one error shape every API failure has. */
export interface ApiError {
  message: string;
  errors?: Record<string, string | string[]>;
}

export interface TimezoneOption {
  value: string;
  text: string;
}

export interface ValueLists {
  localizations?: Localization[];
  countries?: { code: string; name: string }[];
  timezones?: Record<string, TimezoneOption[]>;
}
