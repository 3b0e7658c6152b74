import { adminRoutes } from './admin/routes.ts';
import { adsAdminRoutes } from './ads/admin-routes.ts';
import { apiDocsRoutes } from './api-docs/routes.ts';
import { aiAssistRoutes } from './ai/assist-routes.ts';
import { aiAdminRoutes } from './ai/admin-routes.ts';
import { aiImageAdminRoutes } from './ai/images/admin-routes.ts';
import { aiPostRoutes } from './ai/posts/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { appearanceRoutes } from './appearance/routes.ts';
import { billingAdminRoutes } from './billing/admin-routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { subscriptionsAdminRoutes } from './billing/subscriptions-admin-routes.ts';
import { accessTokenRoutes } from './auth/access-token-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { socialAuthRoutes } from './auth/social-routes.ts';
import { twoFactorRoutes } from './auth/two-factor-routes.ts';
import { bootstrapRoutes } from './bootstrap/routes.ts';
import { businessRoutes } from './business/routes.ts';
import { collabRoutes } from './collab/routes.ts';
import { collectionRoutes } from './collections/routes.ts';
import { contactAdminRoutes } from './contact/admin-routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { valueListsRoutes } from './localization/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { customPagesRoutes } from './pages/routes.ts';
import { customPagesAdminRoutes } from './pages/admin-routes.ts';
import { seoRoutes } from './seo/routes.ts';
import { tagAdminRoutes } from './tags/routes.ts';
import { localizationAdminRoutes } from './localization/admin-routes.ts';
import { fileEntryAdminRoutes } from './uploads/admin-routes.ts';
import { projectPreviewRoutes } from './projects/preview-routes.ts';
import { showcaseRoutes } from './projects/showcase-routes.ts';
import { domainRoutes } from './publishing/domain-routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { publishingRoutes } from './publishing/routes.ts';
import { fontRoutes } from './site-assets/fonts-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { iconRoutes } from './site-assets/icons-routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { s3UploadRoutes } from './uploads/s3-routes.ts';
import { tusRoutes } from './uploads/tus-routes.ts';
import { rolesAdminRoutes } from './roles/admin-routes.ts';
import { settingsAdminRoutes } from './settings/admin-routes.ts';
import { usersAdminRoutes } from './users/admin-routes.ts';
import { userRoutes } from './users/routes.ts';
import { workspaceRoutes } from './workspaces/routes.ts';
import { publicStorage } from '../http/public-storage.ts';
import { jobRoutes } from '../jobs/routes.ts';

/** Every domain's routes, registered by app.ts in this order. */
export const moduleRoutes = [
  healthRoutes,
  bootstrapRoutes,
  valueListsRoutes,
  customPagesRoutes,
  customPagesAdminRoutes,
  contactRoutes,
  contactAdminRoutes,
  seoRoutes,
  tagAdminRoutes,
  localizationAdminRoutes,
  authRoutes,
  twoFactorRoutes,
  accessTokenRoutes,
  socialAuthRoutes,
  userRoutes,
  usersAdminRoutes,
  rolesAdminRoutes,
  adminRoutes,
  workspaceRoutes,
  projectRoutes,
  collabRoutes,
  formRoutes,
  businessRoutes,
  collectionRoutes,
  projectPreviewRoutes,
  showcaseRoutes,
  publishingRoutes,
  domainRoutes,
  aiRoutes,
  aiAdminRoutes,
  aiImageAdminRoutes,
  aiAssistRoutes,
  aiPostRoutes,
  billingRoutes,
  billingAdminRoutes,
  subscriptionsAdminRoutes,
  appearanceRoutes,
  settingsAdminRoutes,
  adsAdminRoutes,
  notificationRoutes,
  templateRoutes,
  fontRoutes,
  iconRoutes,
  uploadRoutes,
  tusRoutes,
  s3UploadRoutes,
  fileEntryAdminRoutes,
  jobRoutes,
  apiDocsRoutes,
  publicStorage,
];
