import Joi from 'joi';

// The one description of every environment variable Sitewright reads.
export const envSchema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('production'),
  DATABASE_URL: Joi.string()
    .pattern(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/)
    .message('DATABASE_URL must start with sqlite:, mysql:// or mariadb://'),
  APP_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  HOST: Joi.string().default('127.0.0.1'),
  PORT: Joi.number().port().default(3000),
  DATA_DIR: Joi.string().default('./storage'),
  APP_KEY: Joi.string().allow(''),
  MAIL_URL: Joi.string().pattern(/^(log|smtps?:\/\/.+)$/).message('MAIL_URL must be "log" or an smtp:// URL').default('log'),
  MAIL_FROM: Joi.string().default('Sitewright <no-reply@localhost>'),
  STORAGE_DRIVER: Joi.string().valid('local', 's3').default('local'),
  S3_ENDPOINT: Joi.string().uri().allow(''),
  S3_BUCKET: Joi.string().allow(''),
  S3_REGION: Joi.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: Joi.string().allow(''),
  S3_SECRET_ACCESS_KEY: Joi.string().allow(''),
  S3_FORCE_PATH_STYLE: Joi.boolean().truthy('1').falsy('0').default(true),
  STRIPE_SECRET_KEY: Joi.string().allow(''),
  STRIPE_WEBHOOK_SECRET: Joi.string().allow(''),
  // Where the Stripe SDK sends its calls instead of api.stripe.com (a proxy, or a test stand-in).
  STRIPE_API_BASE: Joi.string().uri({ scheme: ['http', 'https'] }).allow(''),
  AI_BASE_URL: Joi.string().uri().allow(''),
  AI_API_KEY: Joi.string().allow(''),
  AI_MODEL: Joi.string().allow(''),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  MIGRATION_LOCK_TIMEOUT: Joi.number().integer().min(1000).default(60_000),
  // Background jobs one instance runs at the same time (server/jobs/).
  JOBS_CONCURRENCY: Joi.number().integer().min(1).max(64).default(2),
  // Days a finished job (succeeded, failed, cancelled) is kept before housekeeping deletes it.
  JOBS_RETENTION_DAYS: Joi.number().integer().min(1).default(14),
  // Milliseconds a stopping server (SIGTERM, SIGINT) lets requests in flight finish before it cuts them.
  SHUTDOWN_TIMEOUT: Joi.number().integer().min(0).default(30_000),
  // Comma-separated addresses or CIDRs (or loopback, linklocal, uniquelocal) of the reverse
  // proxies and CDN in front of the app; checked in config/index.ts.
  TRUSTED_PROXIES: Joi.string().allow('').default(''),
  // Comma-separated addresses, CIDRs or host names that requests made for users (Web Push
  // endpoints, domain checks) may reach although they are private or loopback; checked in
  // config/index.ts, applied by server/security/outbound.ts.
  OUTBOUND_ALLOW_PRIVATE: Joi.string().allow('').default(''),
  // Comma-separated host names the app answers on besides APP_URL's (server/http/host-guard.ts),
  // e.g. the name a proxy in another container calls it by; checked in config/index.ts.
  ALLOWED_HOSTS: Joi.string().allow('').default(''),
  // Shared state of several instances (events, rate limits, jobs, the tus locker) lives in this
  // Redis when set (server/coordination/); empty keeps it in the process and the database.
  REDIS_URL: Joi.string()
    .pattern(/^rediss?:\/\//)
    .message('REDIS_URL must start with redis:// or rediss://')
    .allow(''),
  // Put before every Redis key and channel, so several installations can share one Redis.
  REDIS_PREFIX: Joi.string().pattern(/^[A-Za-z0-9:_.-]{1,64}$/).message('REDIS_PREFIX may hold letters, digits and : _ . - (at most 64)').default('sitewright:'),
}).unknown(true);
