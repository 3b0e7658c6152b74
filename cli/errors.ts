import { CommanderError } from 'commander';
import { DomainError } from '../server/errors.ts';

/** A problem the operator can fix from the message alone (bad input, wrong state). */
export class CliError extends Error {}

// Matched by name as well as class so the check does not need to import the server (and its
// database drivers) just to recognise the errors it throws.
const OPERATOR_ERROR_NAMES = new Set(['ConfigError', 'DatabaseUnavailableError', 'MigrationLockTimeoutError']);

const SYSTEM_ERROR_HINTS: Record<string, string> = {
  EADDRINUSE: 'another process uses this port; choose one with --port or PORT',
  EACCES: 'check the permissions of this path or port',
  EPERM: 'check the permissions of this path',
  ENOTDIR: 'a part of this path is a file, not a directory',
  EROFS: 'this file system is read-only',
};

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * A service's refusal (server/errors.ts) in one line: its message, then each field's problem that
 * the message does not already say, e.g. `The data is invalid (email: Enter a valid email address.)`.
 */
function domainMessage(error: DomainError): string {
  const message = oneLine(error.message);
  const extra = Object.entries(error.fields ?? {})
    .map(([field, problems]) => [field, (Array.isArray(problems) ? problems : [problems]).filter((problem) => oneLine(problem) !== message)] as const)
    .filter(([, problems]) => problems.length > 0)
    .map(([field, problems]) => `${field}: ${problems.map(oneLine).join(' ')}`);
  return extra.length ? `${message} (${extra.join('; ')})` : message;
}

/**
 * The message to show when `error` is the operator's to fix; null for bugs, whose stack
 * trace is worth printing.
 */
export function operatorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const named = error.constructor?.name ?? error.name;
  if (error instanceof CliError || OPERATOR_ERROR_NAMES.has(named) || OPERATOR_ERROR_NAMES.has(error.name)) return oneLine(error.message);
  // By name too: a second copy of server/errors.ts (src beside dist) makes its own classes.
  if (error instanceof DomainError || error.name === 'DomainError') return domainMessage(error as DomainError);
  const system = error as NodeJS.ErrnoException;
  if (typeof system.code === 'string' && typeof system.syscall === 'string') {
    const hint = SYSTEM_ERROR_HINTS[system.code];
    return oneLine(hint ? `${system.message} (${hint})` : system.message);
  }
  return null;
}

/** Prints an error the house way and returns the exit code to use. */
export function reportError(error: unknown, writeErr: (text: string) => void = (text) => process.stderr.write(text)): number {
  // Commander already printed its own message through outputError (see formatCommanderError).
  if (error instanceof CommanderError) return error.exitCode;
  const message = operatorMessage(error);
  if (message !== null) {
    writeErr(`Error: ${message}\n`);
    return 1;
  }
  const err = error instanceof Error ? error : new Error(String(error));
  writeErr(`Error: ${oneLine(err.message)}\nThis looks like a bug in Sitewright; please report it with the trace below.\n${err.stack ?? ''}\n`);
  return 1;
}

/** Commander's "error: unknown option '--x'\n(Did you mean --y?)" as the house's single line. */
export function formatCommanderError(text: string): string {
  return `Error: ${oneLine(text.replace(/^error:\s*/i, ''))}\n`;
}
