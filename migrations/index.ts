import type { MigrationContext } from '../server/db/migrator.ts';
import * as initialSchema from './0001-initial-schema.ts';
import * as accounts from './0002-accounts.ts';
import * as projects from './0003-projects.ts';
import * as siteTemplates from './0004-site-templates.ts';
import * as fileEntries from './0005-file-entries.ts';
import * as userMenuDuplicates from './0006-user-menu-duplicates.ts';
import * as pageVersions from './0007-page-versions.ts';
import * as jobs from './0008-jobs.ts';
import * as deploys from './0009-deploys.ts';
import * as domains from './0010-domains.ts';
import * as aiGenerations from './0011-ai-generations.ts';
import * as billing from './0012-billing.ts';
import * as workspaces from './0013-workspaces.ts';
import * as notifications from './0014-notifications.ts';
import * as sealedSettings from './0015-sealed-settings.ts';
import * as tags from './0016-tags.ts';
import * as adminSidebarTags from './0017-admin-sidebar-tags.ts';
import * as contactMessages from './0018-contact-messages.ts';
import * as projectShowcase from './0019-project-showcase.ts';
import * as pushFailures from './0020-push-failures.ts';
import * as deployLabels from './0021-deploy-labels.ts';
import * as domainClaims from './0022-domain-claims.ts';
import * as knownDevices from './0023-known-devices.ts';
import * as jobSchedules from './0024-job-schedules.ts';
import * as forms from './0025-forms.ts';
import * as projectParts from './0026-project-parts.ts';
import * as businessDetails from './0027-business-details.ts';
import * as generationIdempotencyKeys from './0028-generation-idempotency-keys.ts';
import * as collections from './0029-collections.ts';
import * as deployChanges from './0030-deploy-changes.ts';
import * as projectOperations from './0031-project-operations.ts';

/**
 * A migration may be killed between any two statements and run again from the top, so every step
 * goes through the re-runnable helpers of server/db/schema.ts (test/db/interrupted-migrations.test.ts).
 */
export interface Migration {
  name: string;
  up(params: { context: MigrationContext }): Promise<void>;
  down(params: { context: MigrationContext }): Promise<void>;
}

// Ordered explicitly (not globbed) so the same list runs from source and from the build.
export const migrations: Migration[] = [
  { name: '0001-initial-schema', ...initialSchema },
  { name: '0002-accounts', ...accounts },
  { name: '0003-projects', ...projects },
  { name: '0004-site-templates', ...siteTemplates },
  { name: '0005-file-entries', ...fileEntries },
  { name: '0006-user-menu-duplicates', ...userMenuDuplicates },
  { name: '0007-page-versions', ...pageVersions },
  { name: '0008-jobs', ...jobs },
  { name: '0009-deploys', ...deploys },
  { name: '0010-domains', ...domains },
  { name: '0011-ai-generations', ...aiGenerations },
  { name: '0012-billing', ...billing },
  { name: '0013-workspaces', ...workspaces },
  { name: '0014-notifications', ...notifications },
  { name: '0015-sealed-settings', ...sealedSettings },
  { name: '0016-tags', ...tags },
  { name: '0017-admin-sidebar-tags', ...adminSidebarTags },
  { name: '0018-contact-messages', ...contactMessages },
  { name: '0019-project-showcase', ...projectShowcase },
  { name: '0020-push-failures', ...pushFailures },
  { name: '0021-deploy-labels', ...deployLabels },
  { name: '0022-domain-claims', ...domainClaims },
  { name: '0023-known-devices', ...knownDevices },
  { name: '0024-job-schedules', ...jobSchedules },
  { name: '0025-forms', ...forms },
  { name: '0026-project-parts', ...projectParts },
  { name: '0027-business-details', ...businessDetails },
  { name: '0028-generation-idempotency-keys', ...generationIdempotencyKeys },
  { name: '0029-collections', ...collections },
  { name: '0030-deploy-changes', ...deployChanges },
  { name: '0031-project-operations', ...projectOperations },
];
