import React from 'react';
import { Box, render, Text } from 'ink';
import { ConfirmInput } from '@inkjs/ui';

export interface ConfirmPromptProps {
  question: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question for something that cannot be undone: Enter alone means no. */
export function ConfirmPrompt({ question, onConfirm, onCancel }: ConfirmPromptProps): React.JSX.Element {
  return (
    <Box gap={1}>
      <Text color="cyan">? {question}</Text>
      <ConfirmInput defaultChoice="cancel" onConfirm={onConfirm} onCancel={onCancel} />
    </Box>
  );
}

/** Asks on the terminal (through stderr, keeping stdout for the result); Ctrl+C counts as no. */
export async function confirmOnTerminal(question: string): Promise<boolean> {
  let confirmed = false;
  const instance = render(
    <ConfirmPrompt
      question={question}
      onConfirm={() => {
        confirmed = true;
        instance.unmount();
      }}
      onCancel={() => instance.unmount()}
    />,
    { stdout: process.stderr, exitOnCtrlC: true, patchConsole: false },
  );
  await instance.waitUntilExit();
  return confirmed;
}
