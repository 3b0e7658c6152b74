import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../../config/index.ts';

const CHILD = fileURLToPath(new URL('./interrupted-save-child.ts', import.meta.url));

export interface SaveInput {
  userId: number;
  projectId: number;
  version: number;
  pages: number;
}

/** What the child saw inside its open transaction just before it was killed. */
export interface MidSaveState {
  versionInTransaction: number;
  pagesInTransaction: number;
}

/**
 * Runs a pages save in a separate process against the same database, pauses it inside the
 * transaction after the first insert batch, reports what the transaction holds, and kills the
 * process with SIGKILL: no rollback, no clean disconnect, as when a server dies.
 */
export function killSaveMidway(config: Config, input: SaveInput): Promise<MidSaveState> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        SAVE_INPUT: JSON.stringify(input),
        DATABASE_URL: config.database.url,
        DATA_DIR: config.dataDir,
        APP_KEY: config.appKey,
        CONFIG_CWD: config.cwd,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let state: MidSaveState | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line && !state) {
        state = JSON.parse(line) as MidSaveState;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (state && signal === 'SIGKILL') resolve(state);
      else reject(new Error(`the save process ended on its own (code ${code}, signal ${signal}): ${stderr || stdout}`));
    });
  });
}
