import type { Sequelize } from 'sequelize';
import { sitesUrlTemplate } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { getSetting } from '../settings/service.ts';

/**
 * The app URL of each open database, recorded by openAppDatabase. The projects service writes a
 * project's live URL without an AppContext (its callers are many), yet the default sites template
 * derives from APP_URL; the database the models are bound to says which app is asking.
 */
const appUrls = new WeakMap<Sequelize, string>();

export function recordAppUrl(sequelize: Sequelize, appUrl: string): void {
  appUrls.set(sequelize, appUrl);
}

/** The published_sites_url template in effect, e.g. `http://{slug}.localhost:3000`. */
export async function sitesTemplate(ctx: AppContext): Promise<string> {
  return sitesUrlTemplate(await getSetting('published_sites_url'), ctx.config.appUrl);
}

/** The same for code that only has the database its models are bound to. */
export async function sitesTemplateOf(sequelize: Sequelize): Promise<string> {
  const appUrl = appUrls.get(sequelize);
  if (!appUrl) throw new Error('The database was not opened with openAppDatabase: no app URL for site URLs');
  return sitesUrlTemplate(await getSetting('published_sites_url'), appUrl);
}
