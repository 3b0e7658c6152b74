import React, { useState } from 'react';
import { Box, render, Text } from 'ink';
import { PasswordInput } from '@inkjs/ui';
import { CliError } from '../errors.ts';

export interface PasswordPromptProps {
  /** What the password is for, e.g. "New password for ada@example.com". */
  label: string;
  minLength: number;
  onSubmit(password: string): void;
}

/** A new password typed masked, then once more to catch a typo nobody could see. */
export function PasswordPrompt({ label, minLength, onSubmit }: PasswordPromptProps): React.JSX.Element {
  const [first, setFirst] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new key remounts the input, which clears what was typed after a rejected answer.
  const [attempt, setAttempt] = useState(0);
  const retry = (message: string) => {
    setFirst(null);
    setError(message);
    setAttempt((n) => n + 1);
  };

  return (
    <Box flexDirection="column">
      <Text color="cyan">? {first === null ? `${label} (at least ${minLength} characters):` : `${label} again:`}</Text>
      <Box key={`${first === null ? 'password' : 'confirm'}-${attempt}`}>
        {first === null ? (
          <PasswordInput
            onSubmit={(value) => {
              if (value.length < minLength) return retry(`Use at least ${minLength} characters`);
              setError(null);
              setFirst(value);
            }}
          />
        ) : (
          <PasswordInput
            placeholder="type the password again"
            onSubmit={(value) => (value === first ? onSubmit(value) : retry('The passwords do not match; choose the password again'))}
          />
        )}
      </Box>
      {error && <Text color="red">{error}</Text>}
    </Box>
  );
}

/**
 * Asks for a new password on the terminal. The prompt goes to stderr so that stdout, which may
 * be piped (`--json > user.json`), carries only the result. Ctrl+C cancels.
 */
export async function promptNewPassword(props: Omit<PasswordPromptProps, 'onSubmit'> & { cancelled: string }): Promise<string> {
  let result: string | null = null;
  const instance = render(
    <PasswordPrompt
      label={props.label}
      minLength={props.minLength}
      onSubmit={(password) => {
        result = password;
        instance.unmount();
      }}
    />,
    { stdout: process.stderr, exitOnCtrlC: true, patchConsole: false },
  );
  await instance.waitUntilExit();
  if (result === null) throw new CliError(props.cancelled);
  return result;
}
