import { expect } from 'chai';
import type { DomainRecord } from '../../../common/domains.ts';
import type { PublishingClient } from './deploys.ts';

/** Adds a custom domain (a claim) to a project as `client`; expects it accepted. */
export async function connectDomain(client: PublishingClient, projectId: number, host: string): Promise<DomainRecord> {
  const response = await client.request('POST', `/api/v1/projects/${projectId}/domains`, { host });
  expect(response.statusCode, response.payload).to.equal(201);
  return (response.result as { domain: DomainRecord }).domain;
}

/** Asks the app to verify a project's domain now; expects an answer with the domain (verified or not). */
export async function verifyDomain(client: PublishingClient, projectId: number, domainId: number): Promise<DomainRecord> {
  const response = await client.request('POST', `/api/v1/projects/${projectId}/domains/${domainId}/verify`);
  expect(response.statusCode, response.payload).to.equal(200);
  return (response.result as { domain: DomainRecord }).domain;
}
