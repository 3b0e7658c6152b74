// Run by instances.test.ts in its own process: another app instance on the test's database and
// Redis prefix, with its own module graph and so its own event bus. What a socket here learns of
// another instance's pushes can only have come through Redis.
import { loadConfig } from '../../../config/index.ts';
import { bootApp } from '../../../server/index.ts';

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
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    MIGRATION_LOCK_TIMEOUT: '20000',
  },
});
const app = await bootApp(config, { listen: true });
process.stdout.write(`listening on ${app.server.info.uri}\n`);
process.once('SIGTERM', () => {
  void app.stop().finally(() => process.exit(0));
});
