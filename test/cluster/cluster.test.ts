import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import * as tus from 'tus-js-client';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { runCliOk } from '../cli/helpers.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { withCsrf } from '../helpers/http.ts';
import { startCluster, type Cluster } from './support/cluster.ts';
import { call, eventually, openUnreadStream } from './support/http.ts';

const MB = 1024 * 1024;
// Longer than any message between instances takes, far shorter than a poll would: without the
// event bus the streams below would not move before the next 15 s re-read (and with Redis, never).
const EVENT_WAIT_MS = 3000;

describe('cluster: three instances behind HAProxy on one database, Redis and S3', function () {
  this.timeout(120_000);
  let cluster: Cluster;

  before(async function () {
    this.timeout(120_000);
    cluster = await startCluster(3);
  });
  after(async () => {
    await cluster?.stop();
  });
  afterEach(function () {
    if (this.currentTest?.state !== 'failed') return;
    for (const instance of cluster.instances) console.log(`--- instance ${instance.name} ---\n${instance.output().slice(-4000)}`);
  });

  it('spreads requests over every instance, and an event on one reaches the unread streams open on the others at once', async () => {
    const [a, b, c] = cluster.instances;
    const { user, email } = await createTestUser();
    const cookie = await signInAs(user);
    // Round robin: consecutive requests through the balancer each find a live instance.
    for (let index = 0; index < 3; index += 1) expect((await call(cluster.balancer.url, cookie, 'GET', '/api/v1/notifications')).status).to.equal(200);

    const onB = await openUnreadStream(b.url, cookie);
    const onC = await openUnreadStream(c.url, cookie);
    const throughBalancer = await openUnreadStream(cluster.balancer.url, cookie);
    try {
      for (const stream of [onB, onC, throughBalancer]) expect(await stream.next(() => true, EVENT_WAIT_MS)).to.equal(0);

      // Another process of the installation (the CLI) creates the notification.
      await runCliOk(['notify', email, '--message', 'Maintenance tonight'], { cwd: cluster.cwd, env: cluster.env });
      for (const stream of [onB, onC, throughBalancer]) expect(await stream.next((count) => count === 1, EVENT_WAIT_MS)).to.equal(1);

      // Instance A marks it read over HTTP; B's and C's streams follow.
      const marked = await call<{ unreadCount: number }>(a.url, cookie, 'POST', '/api/v1/notifications/mark-as-read', { all: true });
      expect(marked.status, JSON.stringify(marked.body)).to.equal(200);
      for (const stream of [onB, onC, throughBalancer]) expect(await stream.next((count) => count === 0, EVENT_WAIT_MS)).to.equal(0);
      expect(await Notification.count({ where: { user_id: user.id, read_at: null } })).to.equal(0);
    } finally {
      for (const stream of [onB, onC, throughBalancer]) stream.close();
    }
  });

  it('counts login attempts spread over the instances against one limit', async () => {
    const { email } = await createTestUser();
    const attempt = (base: string) =>
      fetch(`${base}/auth/login`, { method: 'POST', headers: withCsrf({ 'content-type': 'application/json' }), body: JSON.stringify({ email, password: 'a wrong guess' }) });
    const statuses: number[] = [];
    // Five wrong passwords, one limit: two on A, two on B, one through the balancer.
    for (const instance of [cluster.instances[0], cluster.instances[1], cluster.instances[0], cluster.instances[1]]) statuses.push((await attempt(instance.url)).status);
    statuses.push((await attempt(cluster.balancer.url)).status);
    expect(statuses).to.deep.equal([422, 422, 422, 422, 422]);
    const sixth = await attempt(cluster.instances[2].url);
    expect(sixth.status).to.equal(429);
    expect(((await sixth.json()) as { message: string }).message).to.match(/^Too many login attempts/);
  });

  it('resumes on instance B a tus upload begun on instance A', async () => {
    const [a, b] = cluster.instances;
    const { user } = await createTestUser();
    const headers = { authorization: `Bearer ${(await createAccessToken(user, 'cluster')).plainTextToken}` };
    const source = randomBytes(11 * MB);
    const metadata = { name: 'film.mp4', clientMime: 'video/mp4', disk: 'uploads' };
    // The first 5 MB part goes to A, then the client stops, as a closed laptop would.
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(source, {
        endpoint: `${a.url}/api/v1/tus/upload`,
        chunkSize: 5 * MB,
        headers,
        metadata,
        onChunkComplete: () => {
          void upload.abort().then(() => resolve(upload.url!));
        },
        onError: reject,
      });
      upload.start();
    });
    const key = uploadUrl.split('/').pop()!;
    const onB = `${b.url}/api/v1/tus/upload/${key}`;
    const head = await fetch(onB, { method: 'HEAD', headers: { ...headers, 'tus-resumable': '1.0.0' } });
    expect(head.status).to.equal(200);
    expect(Number(head.headers.get('upload-offset')), 'B knows what A received').to.equal(5 * MB);

    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(source, { uploadUrl: onB, chunkSize: 5 * MB, headers, metadata, onSuccess: () => resolve(), onError: reject });
      upload.start();
    });
    const entry = await fetch(`${cluster.balancer.url}/api/v1/tus/entries`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: key }),
    });
    expect(entry.status, await entry.clone().text()).to.equal(201);
    const { fileEntry } = (await entry.json()) as { fileEntry: { file_size: number } };
    expect(Number(fileEntry.file_size)).to.equal(source.length);
  });

  it('finishes on another instance a job whose instance was killed mid-run', async function () {
    this.timeout(90_000);
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const created = await call<{ project: { id: number } }>(cluster.balancer.url, cookie, 'POST', '/api/v1/projects', { name: 'Survives a crash' });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const projectId = created.body.project.id;

    // Whichever instance takes the publish hangs on its first write to the bucket: that one dies.
    const claimed = new Promise<number>((resolve) => cluster.instances.forEach((instance, index) => instance.s3.holdWrites(() => resolve(index))));
    const started = await call<{ job: { id: number } }>(cluster.balancer.url, cookie, 'POST', `/api/v1/projects/${projectId}/deploys`, { prod: true });
    expect(started.status, JSON.stringify(started.body)).to.equal(202);
    const jobId = started.body.job.id;
    const victim = cluster.instances[await claimed];
    victim.child.kill('SIGKILL');
    await victim.exited;
    for (const instance of cluster.instances) instance.s3.release();

    const survivor = cluster.instances.find((instance) => instance !== victim)!;
    const status = await eventually(
      `job ${jobId} finished by another instance`,
      async () => {
        const answer = await call<{ job: { status: string } }>(survivor.url, cookie, 'GET', `/api/v1/jobs/${jobId}`);
        const { status: jobStatus } = answer.body.job;
        return jobStatus === 'queued' || jobStatus === 'running' ? undefined : jobStatus;
      },
      75_000,
    );
    expect(status, `the job ran on instance ${victim.name} first`).to.equal('succeeded');
    const deploys = await call<{ deploys: { live: boolean }[] }>(cluster.balancer.url, cookie, 'GET', `/api/v1/projects/${projectId}/deploys`);
    expect(deploys.body.deploys[0]).to.include({ live: true });
  });
});
