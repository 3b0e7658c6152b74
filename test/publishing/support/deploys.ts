import { createHash } from 'node:crypto';
import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { DeployRecord, PublishJobResult } from '../../../common/publishing.ts';
import { waitForJob } from '../../../server/jobs/service.ts';
import type { JobRecord } from '../../../server/jobs/types.ts';
import { LocalStorageDriver } from '../../../server/storage/local.ts';
import { S3StorageDriver } from '../../../server/storage/s3.ts';
import type { TestApp } from '../../helpers/app.ts';
import { withCsrf } from '../../helpers/http.ts';
import { ProjectsClient } from '../../projects/support/projects.ts';

export function sha256(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** A signed-in site builder talking to the publishing API through server.inject. */
export class PublishingClient extends ProjectsClient {
  static override async signedIn(app: TestApp): Promise<PublishingClient> {
    const client = await ProjectsClient.signedIn(app);
    return new PublishingClient(app, client.user, client.cookie);
  }

  /** Starts a publish; answers 202 with the queued deploy and its job. */
  async startPublish(projectId: number, body: { prod?: boolean; message?: string } = {}): Promise<{ deploy: DeployRecord; job: JobRecord }> {
    const response = await this.request('POST', `/api/v1/projects/${projectId}/deploys`, body);
    expect(response.statusCode, response.payload).to.equal(202);
    return response.result as { deploy: DeployRecord; job: JobRecord };
  }

  /** Publishes and waits for the job; the deploy as it ended. */
  async publish(projectId: number, body: { prod?: boolean; message?: string } = {}): Promise<PublishJobResult> {
    const { job } = await this.startPublish(projectId, body);
    const finished = await waitForJob(job.id, { pollMs: 50 });
    expect(finished.status, finished.error ?? '').to.equal('succeeded');
    return finished.result as PublishJobResult;
  }

  async deploys(projectId: number): Promise<DeployRecord[]> {
    const response = await this.request('GET', `/api/v1/projects/${projectId}/deploys`);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { deploys: DeployRecord[] }).deploys;
  }

  async deploy(projectId: number, number: number): Promise<DeployRecord> {
    const response = await this.request('GET', `/api/v1/projects/${projectId}/deploys/${number}`);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { deploy: DeployRecord }).deploy;
  }

  putFile(projectId: number, number: number, hash: string, body: Buffer): Promise<ServerInjectResponse> {
    return this.app.server.inject({
      method: 'PUT',
      url: `/api/v1/projects/${projectId}/deploys/${number}/files/${hash}`,
      headers: withCsrf({ cookie: this.cookie, 'content-type': 'application/octet-stream' }),
      payload: body,
    });
  }

  /** A whole folder deploy: announce, send what is required, finish. */
  async deployFolder(projectId: number, files: Record<string, string | Buffer>, body: { prod?: boolean; message?: string } = {}): Promise<{ deploy: DeployRecord; sent: number }> {
    const bytes = new Map(Object.values(files).map((content) => [sha256(content), Buffer.from(content)]));
    const hashes = Object.fromEntries(Object.entries(files).map(([path, content]) => [path, sha256(content)]));
    const created = await this.request('POST', `/api/v1/projects/${projectId}/deploys`, { ...body, files: hashes });
    expect(created.statusCode, created.payload).to.equal(201);
    const { deploy, required } = created.result as { deploy: DeployRecord; required: string[] };
    for (const hash of required) {
      const response = await this.putFile(projectId, deploy.number, hash, bytes.get(hash)!);
      expect(response.statusCode, response.payload).to.equal(204);
    }
    const finished = await this.request('POST', `/api/v1/projects/${projectId}/deploys/${deploy.number}/finish`);
    expect(finished.statusCode, finished.payload).to.equal(200);
    return { deploy: (finished.result as { deploy: DeployRecord }).deploy, sent: required.length };
  }
}

/** Counts objects written to site targets (local or S3) while `work` runs. */
export async function countingPuts<T>(work: () => Promise<T>): Promise<{ result: T; puts: string[] }> {
  const puts: string[] = [];
  const local = LocalStorageDriver.prototype.put;
  const s3 = S3StorageDriver.prototype.put;
  LocalStorageDriver.prototype.put = function (this: LocalStorageDriver, key, body, options) {
    if (key.includes('/objects/')) puts.push(key);
    return local.call(this, key, body, options);
  };
  S3StorageDriver.prototype.put = function (this: S3StorageDriver, key, body, options) {
    if (key.includes('/objects/')) puts.push(key);
    return s3.call(this, key, body, options);
  };
  try {
    return { result: await work(), puts };
  } finally {
    LocalStorageDriver.prototype.put = local;
    S3StorageDriver.prototype.put = s3;
  }
}
