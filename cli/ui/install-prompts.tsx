import React, { useState } from 'react';
import { Box, render, Text } from 'ink';
import { ConfirmInput, PasswordInput, Select, TextInput } from '@inkjs/ui';
import { parseDatabaseUrl, redactUrl } from '../../config/index.ts';
import { isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/validation.ts';
import { CliError } from '../errors.ts';

export interface InstallAnswers {
  /** A MySQL/MariaDB URL, or undefined for the default SQLite file under the data directory. */
  databaseUrl?: string;
  appUrl: string;
  adminEmail: string;
  /** Undefined when the operator left it empty: install generates one. */
  adminPassword?: string;
}

export interface InstallPromptsProps {
  defaults: { appUrl: string; adminEmail: string; mysqlUrl?: string };
  /** Answers already given as flags; their questions are not asked. */
  given?: Partial<InstallAnswers>;
  cwd?: string;
  onSubmit(answers: InstallAnswers): void;
  onCancel(): void;
}

type Stage = 'database' | 'databaseUrl' | 'appUrl' | 'adminEmail' | 'adminPassword' | 'confirmPassword' | 'confirm';

const DATABASE_OPTIONS = [
  { label: 'SQLite: a file under ./storage, nothing to set up', value: 'sqlite' },
  { label: 'MySQL / MariaDB: enter a connection URL', value: 'mysql' },
];

function validateAppUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'The app URL must start with http:// or https://';
  } catch {
    return `"${value}" is not a URL, for example http://localhost:3000`;
  }
}

function validateMysqlUrl(value: string, cwd: string): string | null {
  if (!/^(mysql|mariadb):\/\//.test(value)) return 'Enter a URL like mysql://user:password@host:3306/database';
  try {
    parseDatabaseUrl(value, cwd);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The questions of an interactive install, one at a time, with earlier answers kept on screen. */
export function InstallPrompts({ defaults, given = {}, cwd = process.cwd(), onSubmit, onCancel }: InstallPromptsProps): React.JSX.Element {
  const has = (key: keyof InstallAnswers) => Object.hasOwn(given, key);
  const order: Stage[] = ['database', 'databaseUrl', 'appUrl', 'adminEmail', 'adminPassword', 'confirmPassword', 'confirm'];
  const skipped = (stage: Stage, answers: Partial<InstallAnswers>, mysql: boolean): boolean => {
    if (stage === 'database') return has('databaseUrl');
    if (stage === 'databaseUrl') return has('databaseUrl') || !mysql;
    if (stage === 'appUrl') return has('appUrl');
    if (stage === 'adminEmail') return has('adminEmail');
    if (stage === 'adminPassword') return has('adminPassword');
    if (stage === 'confirmPassword') return has('adminPassword') || answers.adminPassword === undefined;
    return false;
  };
  const nextStage = (after: Stage | null, answers: Partial<InstallAnswers>, mysql: boolean): Stage => {
    const start = after === null ? 0 : order.indexOf(after) + 1;
    return order.slice(start).find((stage) => !skipped(stage, answers, mysql)) ?? 'confirm';
  };

  const [answers, setAnswers] = useState<Partial<InstallAnswers>>({ ...given });
  const [mysql, setMysql] = useState(false);
  const [stage, setStage] = useState<Stage>(() => nextStage(null, given, false));
  const [error, setError] = useState<string | null>(null);
  // A new key remounts an input, which clears what was typed after a rejected answer.
  const [attempt, setAttempt] = useState(0);

  const advance = (patch: Partial<InstallAnswers>, useMysql = mysql) => {
    const next = { ...answers, ...patch };
    setAnswers(next);
    setError(null);
    setStage(nextStage(stage, next, useMysql));
  };
  const reject = (message: string, back: Stage = stage) => {
    setError(message);
    setAttempt((n) => n + 1);
    setStage(back);
  };

  const past = (target: Stage) => order.indexOf(stage) > order.indexOf(target);
  const summary: [string, string][] = [];
  if (past('databaseUrl')) summary.push(['Database', answers.databaseUrl ? redactUrl(answers.databaseUrl) : 'SQLite under ./storage']);
  if (answers.appUrl !== undefined) summary.push(['App URL', answers.appUrl]);
  if (answers.adminEmail !== undefined) summary.push(['Admin e-mail', answers.adminEmail]);
  if (past('confirmPassword')) summary.push(['Admin password', answers.adminPassword === undefined ? 'generated during install' : '********']);

  return (
    <Box flexDirection="column">
      <Text bold>Install Sitewright</Text>
      {summary.map(([label, value]) => (
        <Text key={label}>
          <Text color="green">✔</Text> {label}: {value}
        </Text>
      ))}
      <Question stage={stage} defaults={defaults} />
      <Box key={`${stage}-${attempt}`}>
        {stage === 'database' && (
          <Select
            options={DATABASE_OPTIONS}
            onChange={(value) => {
              setMysql(value === 'mysql');
              advance({ databaseUrl: undefined }, value === 'mysql');
            }}
          />
        )}
        {stage === 'databaseUrl' && (
          <TextInput
            placeholder={defaults.mysqlUrl ?? 'mysql://user:password@127.0.0.1:3306/sitewright'}
            onSubmit={(raw) => {
              const value = raw.trim() || defaults.mysqlUrl || '';
              const problem = validateMysqlUrl(value, cwd);
              if (problem) reject(problem);
              else advance({ databaseUrl: value });
            }}
          />
        )}
        {stage === 'appUrl' && (
          <TextInput
            placeholder={defaults.appUrl}
            onSubmit={(raw) => {
              const value = (raw.trim() || defaults.appUrl).replace(/\/+$/, '');
              const problem = validateAppUrl(value);
              if (problem) reject(problem);
              else advance({ appUrl: value });
            }}
          />
        )}
        {stage === 'adminEmail' && (
          <TextInput
            placeholder={defaults.adminEmail}
            onSubmit={(raw) => {
              const value = raw.trim() || defaults.adminEmail;
              if (!isValidEmail(value)) reject(`"${value}" is not an e-mail address`);
              else advance({ adminEmail: value });
            }}
          />
        )}
        {stage === 'adminPassword' && (
          <PasswordInput
            placeholder="leave empty to generate one"
            onSubmit={(value) => {
              if (value === '') advance({ adminPassword: undefined });
              else if (value.length < PASSWORD_MIN_LENGTH) reject(`Use at least ${PASSWORD_MIN_LENGTH} characters`);
              else if (value.length > PASSWORD_MAX_LENGTH) reject(`Use at most ${PASSWORD_MAX_LENGTH} characters`);
              else advance({ adminPassword: value });
            }}
          />
        )}
        {stage === 'confirmPassword' && (
          <PasswordInput
            placeholder="type the password again"
            onSubmit={(value) => {
              if (value === answers.adminPassword) advance({});
              else reject('The passwords do not match; choose the password again', 'adminPassword');
            }}
          />
        )}
        {stage === 'confirm' && <ConfirmInput onConfirm={() => onSubmit(complete(answers, defaults))} onCancel={onCancel} />}
      </Box>
      {error && <Text color="red">{error}</Text>}
    </Box>
  );
}

function Question({ stage, defaults }: { stage: Stage; defaults: InstallPromptsProps['defaults'] }): React.JSX.Element {
  const text: Record<Stage, string> = {
    database: 'Which database should Sitewright use?',
    databaseUrl: 'MySQL / MariaDB connection URL:',
    appUrl: `Public URL of the app (Enter for ${defaults.appUrl}):`,
    adminEmail: `Admin e-mail (Enter for ${defaults.adminEmail}):`,
    adminPassword: `Admin password (at least ${PASSWORD_MIN_LENGTH} characters):`,
    confirmPassword: 'Admin password again:',
    confirm: 'Install with these settings?',
  };
  return <Text color="cyan">? {text[stage]}</Text>;
}

function complete(answers: Partial<InstallAnswers>, defaults: InstallPromptsProps['defaults']): InstallAnswers {
  return {
    databaseUrl: answers.databaseUrl,
    appUrl: answers.appUrl ?? defaults.appUrl,
    adminEmail: answers.adminEmail ?? defaults.adminEmail,
    adminPassword: answers.adminPassword,
  };
}

/** Renders the prompts on the terminal and resolves with the answers; Ctrl+C or "no" cancels. */
export async function promptInstallAnswers(props: Omit<InstallPromptsProps, 'onSubmit' | 'onCancel'>): Promise<InstallAnswers> {
  let result: InstallAnswers | null = null;
  const instance = render(
    <InstallPrompts
      {...props}
      onSubmit={(answers) => {
        result = answers;
        instance.unmount();
      }}
      onCancel={() => instance.unmount()}
    />,
    { exitOnCtrlC: true, patchConsole: false },
  );
  await instance.waitUntilExit();
  if (!result) throw new CliError('Installation cancelled; nothing was changed');
  return result;
}
