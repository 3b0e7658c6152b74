import { literal, Op } from 'sequelize';
import { FormSubmissionRow, ProjectFormSettingsRow } from './models.ts';
import { DEFAULT_RETENTION_DAYS } from './settings.ts';

// Submissions are kept for as long as each site's form settings say (retention_days; 0 keeps them
// for ever; a site that never changed its settings keeps a year), then housekeeping deletes them.

const DAY_MS = 24 * 60 * 60 * 1000;

const before = (now: Date, days: number) => ({ [Op.lt]: new Date(now.getTime() - days * DAY_MS) });

/** Deletes every submission older than its site keeps them; returns how many. */
export async function deleteExpiredSubmissions(now: Date): Promise<number> {
  const periods = (await ProjectFormSettingsRow.findAll({ attributes: ['retention_days'], group: ['retention_days'], raw: true })).map((row) => row.retention_days);
  let deleted = 0;
  for (const days of periods) {
    if (days <= 0) continue;
    deleted += await FormSubmissionRow.destroy({
      where: { created_at: before(now, days), project_id: { [Op.in]: literal(`(SELECT project_id FROM project_form_settings WHERE retention_days = ${Number(days)})`) } },
    });
  }
  deleted += await FormSubmissionRow.destroy({
    where: { created_at: before(now, DEFAULT_RETENTION_DAYS), project_id: { [Op.notIn]: literal('(SELECT project_id FROM project_form_settings)') } },
  });
  return deleted;
}
