import type { Logger } from 'pino';
import type { Config } from '../config/index.ts';
import type { Database } from './db/index.ts';
import { configureBilling } from './modules/billing/gateway.ts';

/**
 * What a service may need from the running app: the validated configuration, the database, a
 * logger and a clock. The HTTP layer (server/index.ts) and the CLI (cli/runtime.ts) each build
 * one with createAppContext, so services never see a request and the CLI never fakes one.
 */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** The current time; tests pass a fixed one. */
  now(): Date;
}

export function createAppContext(parts: { config: Config; db: Database; logger: Logger; now?: () => Date }): AppContext {
  // The payment gateway follows the configuration of whoever runs the services, server or CLI.
  configureBilling(parts.config);
  return { config: parts.config, db: parts.db, logger: parts.logger, now: parts.now ?? (() => new Date()) };
}
