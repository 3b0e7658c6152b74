import React from 'react';
import { Box, render, Text } from 'ink';
import { formatCount } from '../../common/number-format.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import type { BackupProgress } from '../../server/modules/backup/backup.ts';

const BAR_WIDTH = 30;

function bar(done: number, total: number): string {
  const filled = total > 0 ? Math.round((Math.min(done, total) / total) * BAR_WIDTH) : 0;
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

export interface BackupProgressState {
  tables: Extract<BackupProgress, { stage: 'tables' }> | null;
  files: Extract<BackupProgress, { stage: 'files' }> | null;
}

/** A bar over the tables, one for the current table's rows, then one for the files. */
export function BackupProgressView({ title, state }: { title: string; state: BackupProgressState }): React.JSX.Element {
  const { tables, files } = state;
  // Once the files started, every table is done.
  const tablesDone = tables ? (files ? tables.tables : tables.index) : 0;
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {tables && (
        <Box gap={1}>
          <Text>{'Tables'.padEnd(6)}</Text>
          <Text color="cyan">{bar(tablesDone, tables.tables)}</Text>
          <Text>{`${tablesDone}/${tables.tables}`}</Text>
        </Box>
      )}
      {tables && !files && (
        <Box gap={1}>
          <Text>{''.padEnd(6)}</Text>
          <Text color="green">{bar(tables.rows, tables.tableRows)}</Text>
          <Text dimColor>{`${tables.table}: ${formatCount(tables.rows)}/${formatCount(tables.tableRows)} rows`}</Text>
        </Box>
      )}
      {files && (
        <Box gap={1}>
          <Text>{'Files'.padEnd(6)}</Text>
          <Text color="cyan">{bar(files.bytes, files.totalBytes)}</Text>
          <Text>{`${formatCount(files.files)}/${formatCount(files.totalFiles)}, ${formatBytes(files.bytes)} / ${formatBytes(files.totalBytes)}`}</Text>
        </Box>
      )}
    </Box>
  );
}

export interface BackupProgressDisplay {
  update(progress: BackupProgress): void;
  stop(): Promise<void>;
}

// Progress comes with every chunk of a file; the terminal is redrawn at most this often.
const REDRAW_MS = 50;

/** A live view on stderr (stdout keeps the summary), for a terminal. */
export function showBackupProgress(title: string): BackupProgressDisplay {
  const state: BackupProgressState = { tables: null, files: null };
  const view = () => <BackupProgressView title={title} state={{ ...state }} />;
  const instance = render(view(), { stdout: process.stderr, patchConsole: false, exitOnCtrlC: true });
  let redraw: NodeJS.Timeout | null = null;
  return {
    update(progress) {
      if (progress.stage === 'tables') state.tables = progress;
      else state.files = progress;
      redraw ??= setTimeout(() => {
        redraw = null;
        instance.rerender(view());
      }, REDRAW_MS);
    },
    async stop() {
      if (redraw) clearTimeout(redraw);
      instance.rerender(view());
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}
