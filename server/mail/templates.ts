import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import { escapeHtml } from '../html-escape.ts';

export type TemplateData = Record<string, string>;

const sources = new Map<string, string>();

function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(join(templatesDir, 'emails', file), 'utf8');
    sources.set(file, text);
  }
  return text;
}

/**
 * Replaces each `{{name}}` with data[name]; HTML output escapes the value, so a user's name or a
 * user agent can never inject markup. `{{{name}}}` inserts the value as it is: only for HTML the
 * caller has already made safe (a notification's sanitized lines). A placeholder without a value
 * is a programming error.
 */
export function renderText(template: string, data: TemplateData, escape: (value: string) => string = (value) => value): string {
  return template.replace(/\{\{\{\s*([a-z0-9_]+)\s*\}\}\}|\{\{\s*([a-z0-9_]+)\s*\}\}/gi, (_match, raw: string | undefined, escaped: string | undefined) => {
    const name = (raw ?? escaped)!;
    if (!Object.hasOwn(data, name)) throw new Error(`Mail template value "${name}" is missing`);
    return raw ? data[name] : escape(data[name]);
  });
}

/** Whether templates/emails/<name>.html exists (a type-specific template, else a generic one). */
export function hasEmailTemplate(name: string): boolean {
  return existsSync(join(templatesDir, 'emails', `${name}.html`)) && existsSync(join(templatesDir, 'emails', `${name}.txt`));
}

/** templates/emails/<name>.html and <name>.txt rendered with the same data. */
export function renderEmail(name: string, data: TemplateData): { html: string; text: string } {
  return { html: renderText(source(`${name}.html`), data, escapeHtml), text: renderText(source(`${name}.txt`), data) };
}
