import React from 'react';
import { Box, render, Text } from 'ink';
import type { ProgressListener, PublishProgress } from './backend.ts';

const BAR_WIDTH = 30;

function bar(done: number, total: number): string {
  const filled = total > 0 ? Math.round((Math.min(done, total) / total) * BAR_WIDTH) : 0;
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

/** What a publish is doing: its title, then the current step with a bar and counts. */
export function PublishProgressView({ title, progress }: { title: string; progress: PublishProgress | null }): React.JSX.Element {
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {progress ? (
        <Box gap={1}>
          <Text color="cyan">{bar(progress.done, progress.total)}</Text>
          <Text>{progress.total > 0 ? `${progress.done}/${progress.total}` : ''}</Text>
          <Text dimColor>{progress.message}</Text>
        </Box>
      ) : (
        <Text dimColor>Waiting to start…</Text>
      )}
    </Box>
  );
}

export interface ProgressDisplay {
  update: ProgressListener;
  stop(): Promise<void>;
}

/** A live bar on stderr (stdout carries only the URL), for a terminal. */
export function showPublishProgress(title: string): ProgressDisplay {
  let progress: PublishProgress | null = null;
  const instance = render(<PublishProgressView title={title} progress={progress} />, { stdout: process.stderr, patchConsole: false, exitOnCtrlC: true });
  return {
    update(next) {
      progress = next;
      instance.rerender(<PublishProgressView title={title} progress={progress} />);
    },
    async stop() {
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}
