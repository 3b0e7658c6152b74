import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../config/index.ts';
import { openAppDatabase, type Database } from '../../../server/database.ts';
import { cliEnv, databaseEnv, freshDatabase, runCliOk, spawnCli, stopChild, watchOutput } from '../../cli/helpers.ts';
import { makeTempDir, sharedDatabaseUrl } from '../../helpers/config.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../../helpers/redis.ts';
import { startS3rver, type TestS3 } from '../../helpers/s3rver.ts';
import { freePort, startHaproxy, type Balancer } from './haproxy.ts';
import { startS3Gate, type S3Gate } from './s3-gate.ts';

export interface Instance {
  name: string;
  url: string;
  s3: S3Gate;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  /** What the process printed, for failure messages. */
  output(): string;
}

export interface Cluster {
  cwd: string;
  instances: Instance[];
  balancer: Balancer;
  s3: TestS3;
  redisPrefix: string;
  /** The environment every instance and CLI command of this installation runs with. */
  env: NodeJS.ProcessEnv;
  /** The installation's database, opened in the test process (without Redis, so it leaves the mocha process's event bus alone). */
  db: Database;
  stop(): Promise<void>;
}

async function startInstance(name: string, cwd: string, env: NodeJS.ProcessEnv, s3: S3Gate): Promise<Instance> {
  const child = spawnCli(['serve', '--port', '0', '--host', '127.0.0.1'], { cwd, env: { ...env, S3_ENDPOINT: s3.endpoint } });
  const watched = watchOutput(child);
  const [, port] = await watched.waitFor(/Sitewright is running at http:\/\/\S+:(\d+)/, 60_000);
  return { name, url: `http://127.0.0.1:${port}`, s3, child, exited: watched.exited, output: () => `${watched.stdout}\n${watched.stderr}` };
}

/** Deletes what the installation left in Redis (queues, limits): only its own prefix. */
async function forgetRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * One installation served by `count` real `sitewright serve` processes on the suite's database
 * (MariaDB when DATABASE_URL is set, else one SQLite file they share), with Redis under a prefix of
 * its own and files in the S3 stand-in, behind HAProxy.
 */
export async function startCluster(count: number): Promise<Cluster> {
  await freshDatabase();
  const cwd = makeTempDir('sitewright-cluster-');
  const s3 = await startS3rver();
  const redisPrefix = testRedisPrefix();
  const balancerPort = await freePort();
  const env = cliEnv({
    ...databaseEnv(),
    ...s3.env,
    APP_URL: `http://127.0.0.1:${balancerPort}`,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    // Captured, and shown when a test fails (cluster.test.ts).
    LOG_LEVEL: 'warn',
  });
  const gates: S3Gate[] = [];
  const instances: Instance[] = [];
  let balancer: Balancer | null = null;
  let db: Database | null = null;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => stopChild(instance.child, instance.exited)));
    await db?.close();
    await Promise.all(gates.map((gate) => gate.close()));
    await s3.close();
    await forgetRedisKeys(redisPrefix);
  };
  try {
    await runCliOk(['install', '--yes', '--admin-password', 'cluster-admin-1'], { cwd, env, timeoutMs: 60_000 });
    for (let index = 0; index < count; index += 1) gates.push(await startS3Gate(s3.endpoint));
    instances.push(...(await Promise.all(gates.map((gate, index) => startInstance(String.fromCharCode(65 + index), cwd, env, gate)))));
    balancer = await startHaproxy(
      balancerPort,
      instances.map((instance) => Number(new URL(instance.url).port)),
    );
    const config = loadConfig({
      cwd,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: sharedDatabaseUrl ?? `sqlite:${join(cwd, 'storage', 'database.sqlite')}`,
        ...s3.env,
      },
    });
    db = await openAppDatabase(config);
  } catch (error) {
    await stop();
    throw error;
  }
  return { cwd, instances, balancer, s3, redisPrefix, env, db, stop };
}
