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
  // Where contact page messages are mailed (server/modules/contact/); null sends them to the first admin.
  'contact.address': null as string | null,
  'notifications.integrated': true,
  'notifications.subs.integrated': true,
  // Web Push (server/modules/notifications/push.ts): the VAPID key pair, made on first need; the
  // private key is encrypted under APP_KEY. Without it the browser channel is not offered.
  'notifications.vapid_keys': null as { public_key: string; private_key: string } | null,
  // Push services answer on https; http endpoints are accepted only when this is on (a loopback
  // push service in tests or development), since the server posts to whatever URL a browser names.
  'notifications.push_allow_http': false,
  // Billing charges only once STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; an admin may switch it off.
  'billing.enable': true,
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
  // The appearance editor's custom code and SEO (server/modules/appearance/): the server writes them
  // into the HTML shell (server/http/web-app.ts), so they stay out of bootstrap data.
  'custom_code.css': '',
  'custom_code.html': '',
  // Route (common/appearance/types.ts SEO_ROUTES) → title and description; an empty one falls back to branding.
  'seo.routes': {} as Partial<Record<string, { title: string; description: string }>>,
  'seo.og_image': null as string | null,
  'uploads.chunk_size': 5 * 1024 * 1024,
  // null follows STORAGE_DRIVER; bootstrap data publishes the effective driver either way.
  'uploads.uploads_driver': null as 'local' | 's3' | null,
  'uploads.public_driver': null as 'local' | 's3' | null,
  'uploads.s3_direct_upload': false,
  'uploads.disable_tus': false,
  // Bytes; null lifts the limit. 1 GB leaves room for the 200 MB files the tests send.
  'uploads.max_size': 1024 * 1024 * 1024 as number | null,
  // Mime wildcards, exact mimes or extensions (common/uploads/restrictions.ts); null allows every type.
  'uploads.allowed_types': null as string[] | null,
  // Types a web server might execute if the bytes ever landed in a served folder.
  'uploads.blocked_types': ['exe', 'bat', 'cmd', 'com', 'msi', 'php', 'phtml', 'sh'] as string[],
  // Bytes each user may keep across their non-deleted files; null is unlimited. Per user, so not in bootstrap data.
  'uploads.user_quota': null as number | null,
  published_sites_url: null as string | null,
  // Where published sites' files live: null follows STORAGE_DRIVER, like the upload disks.
  'publishing.target': null as 'local' | 's3' | null,
  // Custom domain verification (server/modules/publishing/domain-checks.ts): the DNS servers asked
  // for the TXT record and the host's address, as "ip:port" (empty: the system's), and the port the
  // token file is fetched from (a proxy in front of the app answers on 80).
  'publishing.dns_servers': [] as string[],
  'publishing.http_check_port': 80,
  // Google's siteverify endpoint; any service speaking its wire format (form secret+response → {success}) works.
  'recaptcha.verify_url': 'https://www.google.com/recaptcha/api/siteverify',
  // The captcha check of published sites' forms (server/modules/forms/captcha.ts), per provider, in the
  // same wire format; null follows recaptcha.verify_url.
  'forms.recaptcha_verify_url': null as string | null,
  'forms.turnstile_verify_url': 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'forms.hcaptcha_verify_url': 'https://api.hcaptcha.com/siteverify',
  // Social login (social-routes.ts): OAuth client of each provider. endpoint_base_url, when set,
  // moves every endpoint https://<host>/<path> of that provider to <endpoint_base_url>/<host>/<path>
  // (tests point it at a loopback stand-in; an egress proxy could use it too).
  'social.google.client_id': '',
  'social.google.client_secret': '',
  'social.google.endpoint_base_url': null as string | null,
  'social.facebook.client_id': '',
  'social.facebook.client_secret': '',
  'social.facebook.endpoint_base_url': null as string | null,
  'social.twitter.client_id': '',
  'social.twitter.client_secret': '',
  'social.twitter.endpoint_base_url': null as string | null,
  'social.github.client_id': '',
  'social.github.client_secret': '',
  'social.github.endpoint_base_url': null as string | null,
  // A JavaScript module under DATA_DIR (relative path) whose default export lists extra editor elements; null serves an empty list.
  'editor.custom_elements_module': null as string | null,
  // The only scripts that run inside widgets and page custom code, in previews and published pages
  // (common/editor/script-policy.ts): exact https URLs. By default the Omelette waitlist SDK.
  'editor.script_allowlist': ['https://cdn.omelette.app/sdk/v1/waitlist.js'] as string[],
  // AI generation (server/modules/ai/endpoint-settings.ts): null follows the environment
  // (AI_BASE_URL, AI_MODEL, AI_API_KEY); 'composer' keeps generation offline even when it is set.
  'ai.provider': null as 'composer' | 'openai' | null,
  'ai.base_url': null as string | null,
  'ai.model': null as string | null,
  // Seconds one answer of the model may take; null: 60 for api.openai.com, 180 for any other host.
  'ai.timeout_seconds': null as number | null,
  // Encrypted under APP_KEY; empty follows AI_API_KEY.
  'ai.api_key': '',
  // Pictures of generated sites (server/modules/ai/images/): stock photo keys (encrypted), their API
  // base URLs (tests point them at stand-ins) and an OpenAI-compatible images endpoint; none set
  // leaves the user's photos and the bundled patterns.
  'ai.images.unsplash_key': '',
  'ai.images.unsplash_base_url': 'https://api.unsplash.com',
  'ai.images.pexels_key': '',
  'ai.images.pexels_base_url': 'https://api.pexels.com',
  'ai.images.generation_base_url': null as string | null,
  'ai.images.generation_model': null as string | null,
  'ai.images.generation_api_key': '',
  // Mail (server/mail/setup.ts): null follows MAIL_URL and MAIL_FROM; 'smtp' uses the mail.* server
  // below, 'log' writes .eml files under DATA_DIR/mail. mail.from applies with any driver.
  'mail.driver': null as 'log' | 'smtp' | null,
  'mail.host': '',
  'mail.port': 587,
  // TLS from the first byte (port 465); off, the connection upgrades with STARTTLS when the server offers it.
  'mail.secure': false,
  'mail.username': '',
  'mail.password': '',
  'mail.from': null as string | null,
  // Storage (server/storage/setup.ts): null follows STORAGE_DRIVER and S3_*; otherwise these replace them.
  'storage.driver': null as 'local' | 's3' | null,
  'storage.s3.endpoint': '',
  'storage.s3.bucket': '',
  'storage.s3.region': 'us-east-1',
  'storage.s3.access_key_id': '',
  'storage.s3.secret_access_key': '',
  'storage.s3.force_path_style': false,
  // Stripe keys; empty follows STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
  'stripe.secret_key': '',
  'stripe.webhook_secret': '',
  // 'admins': the admin area refuses an admin who has not turned on two-factor authentication.
  'auth.two_factor': 'optional' as 'optional' | 'admins',
  // Sanitized HTML shown above and below the user dashboard (server/modules/ads/).
  'ads.dashboard_top': null as string | null,
  'ads.dashboard_bottom': null as string | null,
  // Raised by POST admin/cache/clear; every instance forgets its site cache when it sees a new one.
  'cache.generation': 0,
};

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export type SettingsMap = { [K in SettingKey]: (typeof DEFAULT_SETTINGS)[K] };

export const PRIVATE_SETTINGS: ReadonlySet<string> = new Set([
  'recaptcha.secret_key',
  'recaptcha.verify_url',
  'forms.recaptcha_verify_url',
  'forms.turnstile_verify_url',
  'forms.hcaptcha_verify_url',
  'social.google.client_secret',
  'social.google.endpoint_base_url',
  'social.facebook.client_secret',
  'social.facebook.endpoint_base_url',
  'social.twitter.client_secret',
  'social.twitter.endpoint_base_url',
  'social.github.client_secret',
  'social.github.endpoint_base_url',
  'editor.custom_elements_module',
  'uploads.user_quota',
  'publishing.dns_servers',
  'publishing.http_check_port',
  'ai.provider',
  'ai.base_url',
  'ai.model',
  'ai.timeout_seconds',
  'ai.api_key',
  'ai.images.unsplash_key',
  'ai.images.unsplash_base_url',
  'ai.images.pexels_key',
  'ai.images.pexels_base_url',
  'ai.images.generation_base_url',
  'ai.images.generation_model',
  'ai.images.generation_api_key',
  'notifications.vapid_keys',
  'notifications.push_allow_http',
  'mail.driver',
  'mail.host',
  'mail.port',
  'mail.secure',
  'mail.username',
  'mail.password',
  'mail.from',
  'storage.driver',
  'storage.s3.endpoint',
  'storage.s3.bucket',
  'storage.s3.region',
  'storage.s3.access_key_id',
  'storage.s3.secret_access_key',
  'storage.s3.force_path_style',
  'stripe.secret_key',
  'stripe.webhook_secret',
  'auth.two_factor',
  'ads.dashboard_top',
  'ads.dashboard_bottom',
  'cache.generation',
  'custom_code.css',
  'custom_code.html',
  'seo.routes',
  'seo.og_image',
  'contact.address',
]);
