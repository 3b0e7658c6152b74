import type { Sequelize } from 'sequelize';
import type { Config } from '../../config/index.ts';
import { AccessToken, AuthToken, initAuthModels, RateLimit, Session, SocialProfile } from '../modules/auth/models.ts';
import { initBillingModels, Price, Product } from '../modules/billing/models.ts';
import { initLocalizationModels, Localization } from '../modules/localization/models.ts';
import { initMenuModels, Menu, MenuItem } from '../modules/menus/models.ts';
import { CustomPage, initPageModels } from '../modules/pages/models.ts';
import { initProjectModels, Project, ProjectPage } from '../modules/projects/models.ts';
import { initRoleModels, Permission, Permissionable, Role } from '../modules/roles/models.ts';
import { initSettingModels, Setting } from '../modules/settings/models.ts';
import { initTemplateModels, SiteTemplate } from '../modules/templates/models.ts';
import { initThemeModels, Theme } from '../modules/themes/models.ts';
import { initUserModels, User, UserRole } from '../modules/users/models.ts';
import { FileEntryModel, initUploadModels, PendingUpload } from '../modules/uploads/models.ts';
import { invalidateCache } from '../cache/site-cache.ts';
import { assertDatabaseReachable, createSequelize, DatabaseUnavailableError, describeConnectionError } from './connection.ts';

export const models = {
  User,
  UserRole,
  Role,
  Permission,
  Permissionable,
  Setting,
  Theme,
  Menu,
  MenuItem,
  CustomPage,
  Localization,
  Product,
  Price,
  Session,
  AccessToken,
  SocialProfile,
  AuthToken,
  RateLimit,
  Project,
  ProjectPage,
  SiteTemplate,
  FileEntryModel,
  PendingUpload,
};

export interface Database {
  sequelize: Sequelize;
  close(): Promise<void>;
}

// Models are module-level classes (one database per process); re-binding them to a new
// connection, as tests do, must start from no associations or Sequelize rejects the aliases.
function defineModels(sequelize: Sequelize): void {
  for (const model of Object.values(models)) {
    for (const key of Object.keys(model.associations ?? {})) delete (model.associations as Record<string, unknown>)[key];
  }
  initRoleModels(sequelize);
  initUserModels(sequelize);
  initSettingModels(sequelize);
  initThemeModels(sequelize);
  initMenuModels(sequelize);
  initPageModels(sequelize);
  initLocalizationModels(sequelize);
  initBillingModels(sequelize);
  initAuthModels(sequelize);
  initProjectModels(sequelize);
  initTemplateModels(sequelize);
  initUploadModels(sequelize);
}

/** Connects (failing with one actionable line when unreachable) and binds the models. */
export async function openDatabase(config: Config): Promise<Database> {
  let sequelize: Sequelize;
  try {
    sequelize = createSequelize(config.database);
  } catch (error) {
    // Creating the SQLite folder can fail (a file in the way, no permission): say so in one line.
    throw new DatabaseUnavailableError(describeConnectionError(error, config.database));
  }
  try {
    await assertDatabaseReachable(sequelize, config.database);
  } catch (error) {
    await sequelize.close().catch(() => undefined);
    throw error;
  }
  defineModels(sequelize);
  // Cached rows belong to the connection they came from.
  invalidateCache();
  return { sequelize, close: () => sequelize.close() };
}
