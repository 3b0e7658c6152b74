import React, { useSyncExternalStore } from 'react';
import { Box, render, Text } from 'ink';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import type { UploadQueue } from '../../common/uploads/queue.ts';
import type { UploadItem } from '../../common/uploads/types.ts';

const BAR_WIDTH = 24;
// A folder can hold thousands of files; the terminal shows the ones that matter right now.
const MAX_ROWS = 8;

export function itemLabel(item: UploadItem): string {
  return item.file.relativePath ?? item.file.name;
}

function bar(percentage: number): string {
  const filled = Math.round((Math.max(0, Math.min(100, percentage)) / 100) * BAR_WIDTH);
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

function ItemRow({ item }: { item: UploadItem }): React.JSX.Element {
  const colour = item.status === 'failed' ? 'red' : item.status === 'completed' ? 'green' : undefined;
  const detail =
    item.status === 'failed'
      ? (item.errorMessage ?? 'Upload failed')
      : `${formatBytes(item.bytesUploaded)} / ${formatBytes(item.file.size)}${item.resumedFrom ? ` (resumed at ${formatBytes(item.resumedFrom)})` : ''}`;
  return (
    <Box gap={1}>
      <Text color={colour}>{bar(item.percentage)}</Text>
      <Text>{`${Math.floor(item.percentage)}%`.padStart(4)}</Text>
      <Text>{itemLabel(item)}</Text>
      <Text dimColor={item.status !== 'failed'} color={colour}>
        {detail}
      </Text>
    </Box>
  );
}

/** A bar per running (or failed) file and one for the whole run. */
export function UploadProgress({ queue }: { queue: UploadQueue }): React.JSX.Element {
  const items = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.getItems(),
  );
  const totals = queue.totals();
  const shown = items.filter((item) => item.status === 'inProgress' || item.status === 'failed').slice(0, MAX_ROWS);
  return (
    <Box flexDirection="column">
      {shown.map((item) => (
        <ItemRow key={item.file.id} item={item} />
      ))}
      <Box gap={1}>
        <Text color="cyan">{bar(totals.percentage)}</Text>
        <Text>{`${Math.floor(totals.percentage)}%`.padStart(4)}</Text>
        <Text bold>
          {`${totals.completed} of ${items.length} files, ${formatBytes(totals.bytesUploaded)} / ${formatBytes(totals.bytes)}`}
        </Text>
        {totals.failed > 0 && <Text color="red">{`${totals.failed} failed`}</Text>}
      </Box>
    </Box>
  );
}

/** Live Ink view until the queue is idle. */
export async function showInkProgress(queue: UploadQueue): Promise<void> {
  const instance = render(<UploadProgress queue={queue} />, { patchConsole: false, exitOnCtrlC: true });
  await queue.whenIdle();
  instance.rerender(<UploadProgress queue={queue} />);
  instance.unmount();
  await instance.waitUntilExit();
}

/**
 * One line per event for pipes and CI logs: resuming, finished, failed. Returns a function that
 * stops listening.
 */
export function printPlainProgress(queue: UploadQueue, write: (line: string) => void): () => void {
  const seen = new Map<string, string>();
  return queue.subscribe(() => {
    for (const item of queue.getItems()) {
      const id = item.file.id;
      const state = `${item.status}:${item.resumedFrom ?? ''}`;
      if (seen.get(id) === state) continue;
      const before = seen.get(id);
      seen.set(id, state);
      if (item.resumedFrom && !before?.endsWith(`:${item.resumedFrom}`)) {
        write(`Resuming ${itemLabel(item)} from ${formatBytes(item.resumedFrom)} (${item.resumedFrom} bytes)`);
      }
      if (item.status === 'completed') write(`Uploaded ${itemLabel(item)} (${formatBytes(item.file.size)})${item.entry?.url ? ` ${item.entry.url}` : ''}`);
      if (item.status === 'failed') write(`Failed ${itemLabel(item)}: ${item.errorMessage ?? 'Upload failed'}`);
    }
  });
}
