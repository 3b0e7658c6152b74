import type { ModelDefinition } from '../db/registry.ts';
import { jobModels } from '../jobs/models.ts';
import { aiModels } from './ai/models.ts';
import { authModels } from './auth/models.ts';
import { businessModels } from './business/models.ts';
import { collabModels } from './collab/models.ts';
import { collectionModels } from './collections/models.ts';
import { contactModels } from './contact/models.ts';
import { formModels } from './forms/models.ts';
import { billingModels } from './billing/models.ts';
import { localizationModels } from './localization/models.ts';
import { menuModels } from './menus/models.ts';
import { notificationModels } from './notifications/models.ts';
import { pageModels } from './pages/models.ts';
import { projectModels } from './projects/models.ts';
import { domainModels, publishingModels } from './publishing/models.ts';
import { roleModels } from './roles/models.ts';
import { settingModels } from './settings/models.ts';
import { tagModels } from './tags/models.ts';
import { templateModels } from './templates/models.ts';
import { themeModels } from './themes/models.ts';
import { uploadModels } from './uploads/models.ts';
import { userModels } from './users/models.ts';
import { workspaceModels } from './workspaces/models.ts';

/**
 * Every module's models, in the order they are bound: a module's associations may only name
 * models listed before it (users after roles). A new module with tables adds its definition here.
 */
export const modelDefinitions: readonly ModelDefinition[] = [
  roleModels,
  userModels,
  settingModels,
  themeModels,
  menuModels,
  pageModels,
  localizationModels,
  billingModels,
  authModels,
  projectModels,
  businessModels,
  publishingModels,
  domainModels,
  templateModels,
  uploadModels,
  jobModels,
  aiModels,
  workspaceModels,
  notificationModels,
  tagModels,
  contactModels,
  formModels,
  collectionModels,
  collabModels,
];
