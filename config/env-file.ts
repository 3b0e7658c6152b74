import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import dotenv from 'dotenv';

const KEY_LINE = /^(\s*(?:export\s+)?)([A-Za-z_][A-Za-z0-9_]*)\s*=/;

/**
 * A value dotenv reads back unchanged. dotenv does not unescape quotes, so instead of escaping
 * this picks a quote character the value does not contain; single quotes keep it literal.
 */
export function formatEnvValue(value: string): string {
  if (/^[\w@%+=:,./~-]*$/.test(value)) return value;
  if (!value.includes("'") && !value.includes('\n')) return `'${value}'`;
  if (!value.includes('"') && !value.includes('\\n')) return `"${value.replace(/\n/g, '\\n')}"`;
  if (!value.includes('`') && !value.includes('\n')) return `\`${value}\``;
  throw new Error('This value cannot be written to .env: it mixes quotes and line breaks');
}

/**
 * Sets the given keys in a .env file and leaves every other line (comments, blank lines,
 * other keys, their order) as the operator wrote it. A key written several times is set
 * everywhere, because dotenv lets the last one win and the operator may be reading the first.
 * A new file is created readable by its owner only: it holds APP_KEY and database passwords.
 * Returns the keys whose value changed.
 */
export function updateEnvFile(path: string, updates: Record<string, string>): string[] {
  const exists = existsSync(path);
  const original = exists ? readFileSync(path, 'utf8') : '';
  const newline = original.includes('\r\n') ? '\r\n' : '\n';
  const lines = original === '' ? [] : original.split(/\r?\n/);
  if (lines.length && lines[lines.length - 1] === '') lines.pop();

  const seen = new Set<string>();
  const changed = new Set<string>();
  const next = lines.map((line) => {
    const [, prefix = '', key] = KEY_LINE.exec(line) ?? [];
    if (!key || !Object.hasOwn(updates, key)) return line;
    seen.add(key);
    if (dotenv.parse(line.slice(prefix.length))[key] === updates[key]) return line;
    changed.add(key);
    return `${prefix}${key}=${formatEnvValue(updates[key])}`;
  });
  for (const [key, value] of Object.entries(updates)) {
    if (seen.has(key)) continue;
    next.push(`${key}=${formatEnvValue(value)}`);
    changed.add(key);
  }
  if (changed.size === 0) return [];
  writeFileSync(path, next.join(newline) + newline, exists ? 'utf8' : { encoding: 'utf8', mode: 0o600 });
  return [...changed];
}
