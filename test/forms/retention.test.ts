import { expect } from 'chai';
import { Job } from '../../server/jobs/models.ts';
import { JobRunner } from '../../server/jobs/runner.ts';
import { enqueueJob, waitForJob } from '../../server/jobs/service.ts';
import { FormSubmissionRow, ProjectFormSettingsRow } from '../../server/modules/forms/models.ts';
import { jobDefinitions } from '../../server/modules/jobs.ts';
import { deleteUser } from '../../server/modules/users/management.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { addSubmission, FormsClient } from './support.ts';

// Submissions do not outlive what their site's settings say, nor the site, nor the account that
// owns it.

const DAY_MS = 24 * 60 * 60 * 1000;

const remaining = async (projectId: number) => (await FormSubmissionRow.findAll({ where: { project_id: projectId }, order: [['id', 'ASC']] })).map((row) => row.id);

describe('Forms: retention and deletion', function () {
  // Booting on MariaDB takes a while on a busy machine.
  this.timeout(60_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  it("housekeeping deletes submissions older than each site's retention, a year by default, and never with 0", async () => {
    const owner = await FormsClient.signedIn(app);
    const yearly = (await owner.site('Default')).id;
    const monthly = (await owner.site('Thirty days')).id;
    const forever = (await owner.site('Forever')).id;
    await owner.request('PUT', `/api/v1/projects/${monthly}/form-settings`, { retention_days: 30 });
    await owner.request('PUT', `/api/v1/projects/${forever}/form-settings`, { retention_days: 0 });

    await addSubmission(yearly, { ageMs: 366 * DAY_MS });
    const keptYearly = await addSubmission(yearly, { ageMs: 364 * DAY_MS });
    await addSubmission(monthly, { ageMs: 31 * DAY_MS, status: 'spam' });
    const keptMonthly = await addSubmission(monthly, { ageMs: 29 * DAY_MS });
    const ancient = await addSubmission(forever, { ageMs: 4000 * DAY_MS });

    const runner = new JobRunner(app.ctx, jobDefinitions, { instanceId: 'retention-test' });
    const job = await enqueueJob('housekeeping.form-submissions', null);
    // Other queued jobs may come first; each look runs one to its end.
    for (let looks = 0; looks < 20 && (await Job.findByPk(job.id))!.status === 'queued'; looks++) await runner.runOnce();
    const done = await waitForJob(job.id, { pollMs: 50 });
    expect(done).to.deep.include({ status: 'succeeded', result: { deleted: 2 } });
    expect(await remaining(yearly)).to.deep.equal([keptYearly.id]);
    expect(await remaining(monthly)).to.deep.equal([keptMonthly.id]);
    expect(await remaining(forever)).to.deep.equal([ancient.id]);
  });

  it("deleting a site deletes its submissions and form settings, and no other site's", async () => {
    const owner = await FormsClient.signedIn(app);
    const doomed = (await owner.site('Doomed')).id;
    const kept = (await owner.site('Kept')).id;
    await owner.request('PUT', `/api/v1/projects/${doomed}/form-settings`, { retention_days: 10 });
    await addSubmission(doomed);
    const survivor = await addSubmission(kept);
    const response = await owner.request('DELETE', `/api/v1/projects/${doomed}`);
    expect(response.statusCode, response.payload).to.equal(200);
    expect(await remaining(doomed)).to.deep.equal([]);
    expect(await ProjectFormSettingsRow.count({ where: { project_id: doomed } })).to.equal(0);
    expect(await remaining(kept)).to.deep.equal([survivor.id]);
  });

  it("deleting an account deletes its sites' submissions and settings", async () => {
    const leaving = await FormsClient.signedIn(app);
    const staying = await FormsClient.signedIn(app);
    const theirs = (await leaving.site('Leaving')).id;
    const others = (await staying.site('Staying')).id;
    await leaving.request('PUT', `/api/v1/projects/${theirs}/form-settings`, { email_enabled: false });
    await addSubmission(theirs);
    const survivor = await addSubmission(others);
    await deleteUser(leaving.user, app.config);
    expect(await remaining(theirs)).to.deep.equal([]);
    expect(await ProjectFormSettingsRow.count({ where: { project_id: theirs } })).to.equal(0);
    expect(await remaining(others)).to.deep.equal([survivor.id]);
  });
});
