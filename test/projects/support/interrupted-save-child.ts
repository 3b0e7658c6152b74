// Run by interrupted-save.ts in its own process: starts a real pages save and stops inside the
// transaction, after the version bump, the delete and the first insert batch, until killed.
import { loadConfig } from '../../../config/index.ts';
import { openAppDatabase } from '../../../server/database.ts';
import { Project, ProjectPage } from '../../../server/modules/projects/models.ts';
import { saveProjectPages } from '../../../server/modules/projects/service.ts';
import { User } from '../../../server/modules/users/models.ts';
import type { SaveInput } from './interrupted-save.ts';
import { makePage } from './projects.ts';

const input = JSON.parse(process.env.SAVE_INPUT ?? '{}') as SaveInput;
const config = loadConfig({
  cwd: process.env.CONFIG_CWD,
  env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, APP_KEY: process.env.APP_KEY },
});
await openAppDatabase(config);

let batches = 0;
ProjectPage.addHook('beforeBulkCreate', async (_rows, options) => {
  batches += 1;
  if (batches < 2) return;
  const { transaction } = options;
  const versionInTransaction = (await Project.findByPk(input.projectId, { transaction }))!.version;
  const pagesInTransaction = await ProjectPage.count({ where: { project_id: input.projectId }, transaction });
  process.stdout.write(`${JSON.stringify({ versionInTransaction, pagesInTransaction })}\n`);
  // Hold the transaction open (a timer keeps the process alive) until the parent kills us.
  await new Promise(() => setInterval(() => undefined, 60_000));
});

const user = await User.findByPk(input.userId);
const pages = Array.from({ length: input.pages }, (_, i) => makePage({ name: `Never saved ${i}` }));
await saveProjectPages(user!, input.projectId, { version: input.version, pages });
