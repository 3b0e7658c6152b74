// Run by cache-clear.test.ts in its own process: a second app instance on the test's database,
// with its own module graph and so its own site cache. Entries live ten minutes here, so only the
// shared cache generation can make this instance read a changed setting during the test.
import { loadConfig } from '../../../config/index.ts';
import { setCacheLifetime } from '../../../server/cache/site-cache.ts';
import { bootApp } from '../../../server/index.ts';

setCacheLifetime(10 * 60_000);
const config = loadConfig({
  cwd: process.env.CONFIG_CWD,
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    APP_KEY: process.env.APP_KEY,
    MIGRATION_LOCK_TIMEOUT: '20000',
  },
});
const app = await bootApp(config, { listen: true });
process.stdout.write(`listening on ${app.server.info.uri}\n`);
process.once('SIGTERM', () => {
  void app.stop().finally(() => process.exit(0));
});
