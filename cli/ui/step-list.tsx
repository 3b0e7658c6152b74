import React from 'react';
import { Box, render, Text, type Instance } from 'ink';
import { Spinner } from '@inkjs/ui';

export type StepStatus = 'pending' | 'running' | 'done' | 'failed';

export interface StepView {
  key: string;
  label: string;
  status: StepStatus;
  /** Replaces the label once the step has something to say. */
  message?: string;
}

export function StepList({ steps }: { steps: StepView[] }): React.JSX.Element {
  return (
    <Box flexDirection="column">
      {steps.map((step) => (
        <Box key={step.key} gap={1}>
          {step.status === 'running' ? <Spinner /> : <StepIcon status={step.status} />}
          <Text dimColor={step.status === 'pending'}>{step.message ?? step.label}</Text>
        </Box>
      ))}
    </Box>
  );
}

function StepIcon({ status }: { status: StepStatus }): React.JSX.Element {
  if (status === 'done') return <Text color="green">✔</Text>;
  if (status === 'failed') return <Text color="red">✖</Text>;
  return <Text dimColor>○</Text>;
}

export interface StepReporter {
  start(key: string): void;
  done(key: string, message?: string): void;
  /** Marks the running step failed (the error itself is printed by the caller). */
  fail(): void;
  close(): Promise<void>;
}

/**
 * Shows progress as a live Ink list on a terminal and as one plain line per finished step
 * elsewhere, so logs and CI output stay readable.
 */
export function createStepReporter(steps: { key: string; label: string }[], mode: 'ink' | 'plain' | 'silent'): StepReporter {
  const views: StepView[] = steps.map((step) => ({ ...step, status: 'pending' }));
  const set = (key: string, status: StepStatus, message?: string) => {
    const view = views.find((candidate) => candidate.key === key);
    if (view) Object.assign(view, { status }, message ? { message } : {});
  };

  if (mode !== 'ink') {
    const write = mode === 'plain' ? (line: string) => process.stdout.write(`${line}\n`) : () => undefined;
    return {
      start: (key) => set(key, 'running'),
      done(key, message) {
        set(key, 'done', message);
        write(`✔ ${message ?? views.find((view) => view.key === key)?.label ?? key}`);
      },
      fail() {
        const running = views.find((view) => view.status === 'running');
        if (running) write(`✖ ${running.label}`);
      },
      close: async () => undefined,
    };
  }

  let instance: Instance | null = render(<StepList steps={[...views]} />, { patchConsole: false, exitOnCtrlC: false });
  const redraw = () => instance?.rerender(<StepList steps={views.map((view) => ({ ...view }))} />);
  return {
    start(key) {
      set(key, 'running');
      redraw();
    },
    done(key, message) {
      set(key, 'done', message);
      redraw();
    },
    fail() {
      const running = views.find((view) => view.status === 'running');
      if (running) set(running.key, 'failed');
      redraw();
    },
    async close() {
      if (!instance) return;
      // Pending steps that never ran (a failure stopped them) are not worth a line.
      instance.rerender(<StepList steps={views.filter((view) => view.status !== 'pending').map((view) => ({ ...view }))} />);
      instance.unmount();
      await instance.waitUntilExit();
      instance = null;
    },
  };
}
