import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import type { RunningProxy } from './proxy-scenario.ts';
import { loopbackRequest } from './site-http.ts';

/** Resolves once the server answers on `port`; a server that exits first (a bad configuration) says why. */
export async function waitForProxy(name: string, child: ChildProcess, port: number): Promise<RunningProxy> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${stderr}`);
    const up = await loopbackRequest(port, 'nobody.invalid', '/').then(
      () => true,
      () => false,
    );
    if (up) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${name} did not answer on port ${port}: ${stderr}`);
}
