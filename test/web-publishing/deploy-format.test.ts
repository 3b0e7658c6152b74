import { expect } from 'chai';
import type { DeployRecord } from '../../common/publishing.ts';
import {
  displayUrl,
  formatBytes,
  formatDuration,
  liveDeploy,
  liveSiteUrl,
  progressPercent,
  PUBLISH_FAILED_MESSAGE,
  publishOutcome,
} from '../../web/src/features/publishing/deploy-format.ts';

function deploy(overrides: Partial<DeployRecord> = {}): DeployRecord {
  return {
    id: 1,
    number: 3,
    status: 'ready',
    target: 'prod',
    live: false,
    message: null,
    author: null,
    page_count: 2,
    file_count: 9,
    size: 1234,
    duration_ms: 420,
    url: 'http://shop--k3v9q2m7x1pa.localhost:3000',
    label: 'k3v9q2m7x1pa',
    offline: false,
    job_id: 7,
    error: null,
    warnings: [],
    created_at: '2025-01-01T00:00:00.000Z',
    finished_at: '2025-01-01T00:00:01.000Z',
    ...overrides,
  };
}

describe('publishing screens: deploy facts', () => {
  it('writes sizes in decimal units, bytes in full', () => {
    expect(formatBytes(0)).to.equal('0 bytes');
    expect(formatBytes(512)).to.equal('512 bytes');
    expect(formatBytes(12_345)).to.equal('12.3 kB');
    expect(formatBytes(4_500_000)).to.equal('4.5 MB');
    expect(formatBytes(250_000_000)).to.equal('250 MB');
    expect(formatBytes(2_000_000_000_000)).to.equal('2,000 GB');
    expect(formatBytes(12_345, 'de')).to.equal('12,3 kB');
    expect(formatBytes(12_345, 'not a locale!')).to.equal('12.3 kB');
  });

  it('writes durations from milliseconds to minutes, and nothing while unknown', () => {
    expect(formatDuration(850)).to.equal('850 ms');
    expect(formatDuration(2_449)).to.equal('2.4 s');
    expect(formatDuration(12_000)).to.equal('12 s');
    expect(formatDuration(65_000)).to.equal('1 min 5 s');
    expect(formatDuration(120_000)).to.equal('2 min');
    expect(formatDuration(null)).to.equal('');
    expect(formatDuration(-1)).to.equal('');
  });

  it("finds the live site's address from a deploy's own one", () => {
    expect(liveSiteUrl(deploy())).to.equal('http://shop.localhost:3000');
    expect(liveSiteUrl(deploy({ label: 'a1b2c3d4e5f6', url: 'https://my-shop--a1b2c3d4e5f6.sites.example.com' }))).to.equal('https://my-shop.sites.example.com');
    // The slug in the path of the template works the same; a label is not the start of a longer one.
    expect(liveSiteUrl(deploy({ label: 'a1b2c3d4e5f6', url: 'https://sites.example.com/shop--a1b2c3d4e5f6' }))).to.equal('https://sites.example.com/shop');
    expect(liveSiteUrl(deploy({ label: 'a1b2c3d4e5f6', url: 'https://shop--a1b2c3d4e5f6x.example.com' }))).to.equal('https://shop--a1b2c3d4e5f6x.example.com');
  });

  it('shows addresses without scheme or trailing slash', () => {
    expect(displayUrl('http://shop.localhost:3000/')).to.equal('shop.localhost:3000');
    expect(displayUrl('https://www.example.com/blog')).to.equal('www.example.com/blog');
  });

  it('picks the live deploy', () => {
    expect(liveDeploy([deploy({ number: 4 }), deploy({ number: 3, live: true })])?.number).to.equal(3);
    expect(liveDeploy([deploy()])).to.equal(null);
    expect(liveDeploy(undefined)).to.equal(null);
  });

  it('turns progress into a percentage, unknown until there is a total', () => {
    expect(progressPercent({ done: 1, total: 4 })).to.equal(25);
    expect(progressPercent({ done: 9, total: 4 })).to.equal(100);
    expect(progressPercent({ done: 0, total: 0 })).to.equal(null);
    expect(progressPercent(null)).to.equal(null);
  });
});

describe('publishing screens: how a publish ended', () => {
  it('is still running while the job is queued or running', () => {
    expect(publishOutcome({ status: 'queued', result: null, error: null })).to.deep.equal({ kind: 'running' });
    expect(publishOutcome({ status: 'running', result: null, error: null })).to.deep.equal({ kind: 'running' });
  });

  it('hands over the ready deploy', () => {
    const ready = deploy({ live: true });
    expect(publishOutcome({ status: 'succeeded', result: { deploy: ready }, error: null })).to.deep.equal({ kind: 'ready', deploy: ready });
  });

  it("says why it failed, in the server's words", () => {
    expect(publishOutcome({ status: 'failed', result: null, error: 'The site could not be built: page too large' })).to.deep.equal({
      kind: 'failed',
      message: 'The site could not be built: page too large',
    });
    expect(publishOutcome({ status: 'failed', result: null, error: null })).to.deep.equal({ kind: 'failed', message: PUBLISH_FAILED_MESSAGE });
    expect(publishOutcome({ status: 'succeeded', result: { deploy: deploy({ status: 'failed', error: 'disk full' }) }, error: null })).to.deep.equal({
      kind: 'failed',
      message: 'disk full',
    });
    expect(publishOutcome({ status: 'succeeded', result: null, error: null })).to.deep.equal({ kind: 'failed', message: PUBLISH_FAILED_MESSAGE });
  });

  it('tells a cancel from a failure', () => {
    expect(publishOutcome({ status: 'cancelled', result: null, error: null })).to.deep.equal({ kind: 'cancelled' });
    expect(publishOutcome({ status: 'failed', result: null, error: 'The publish was cancelled.' })).to.deep.equal({ kind: 'cancelled' });
    expect(publishOutcome({ status: 'succeeded', result: { deploy: deploy({ status: 'cancelled' }) }, error: null })).to.deep.equal({ kind: 'cancelled' });
  });
});
