// Business constants shared by the server, the web app and the CLI. Nothing else defines them.

export const API_PREFIX = '/api/v1';

export const TOAST_DURATION_MS = { danger: 8000, positive: 3000, loading: null } as const;
export const TOAST_ID_LENGTH = 6;
export const TOAST_POSITIONS = ['bottom-center', 'bottom-right'] as const;

export const DIALOG_WIDTHS = {
  '2xs': 256,
  xs: 320,
  sm: 384,
  md: 440,
  lg: 620,
  xl: 780,
  '2xl': 850,
  fullscreen: 1280,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH_PX = 350;
export const HISTORY_MAX_STEPS = 500;
export const ELEMENT_ID_LENGTH = 10;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PROJECT_PAGES = 200;

export const THEME_STORAGE_KEY = 'be-active-theme';
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
export const DEFAULT_COOKIE_DAYS = 7;
export const COOKIE_NOTICE_DAYS = 30;
export const DEFAULT_WORKSPACE_ID = 0;

export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const EMAIL_VERIFICATION_HOURS = 24;
export const TRIAL_DAYS = 7;

export const SPINNER_DELAY_MS = 500;
export const SPINNER_MIN_MS = 200;
export const COPY_CONFIRMATION_MS = 1000;
export const SOCIAL_POPUP = { width: 650, height: 550, pollMs: 1000 } as const;

export const QUERY_STALE_MS = 30_000;
export const QUERY_MAX_RETRIES = 2;

export const MENU_POSITIONS = [
  'admin-navbar',
  'admin-sidebar',
  'custom-page-navbar',
  'auth-page-footer',
  'auth-dropdown',
  'account-settings-page',
  'billing-page',
  'checkout-page-navbar',
  'checkout-page-footer',
  'pricing-table-page',
  'contact-us-page',
  'notifications-page',
  'footer',
  'footer-secondary',
] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];

export const PERMISSIONS = {
  admin: 'admin',
  adminAccess: 'admin.access',
  projectsCreate: 'projects.create',
  apiAccess: 'api.access',
  aiGenerate: 'ai.generate',
} as const;

export const MESSAGES = {
  notAuthorizedTitle: "Looks like you're not authorized to access this page",
  notAuthorizedText: 'Sorry about that! Please visit our pricing page to get where you need to go.',
  notAuthorizedButton: 'Take me there!',
  pageLoadErrorTitle: 'There was an issue loading this page',
  pageLoadErrorText: 'Please try again later',
  genericError: 'There was an issue. Please try again.',
} as const;
