import { Fragment, useSyncExternalStore, type ReactNode } from 'react';

// Translations come from bootstrap i18n.lines (key → translated line); a missing key shows the key.
// Placeholders are ":name" tokens replaced from `values` (":Name" and ":NAME" keep the case, as in
// Laravel). The bootstrap store feeds lines and the language with setTranslations() whenever its
// data changes.
//
// A line that depends on a number holds one form per plural category of the language, each led by
// its category: "{one} :count site|{other} :count sites". English needs two; a translation writes
// the categories its own language has (Polish: one, few, many, other), and Intl.PluralRules picks
// the form for the number. transChoice() and <Trans count> are the only places that choose.

export type TransValues = Record<string, string | number | null | undefined>;

let lines: Record<string, string> = {};
let pluralRules = new Intl.PluralRules('en');
let version = 0;
const listeners = new Set<() => void>();

export function setTranslations(next: Record<string, string> | null | undefined, language?: string | null): void {
  lines = next ?? {};
  pluralRules = pluralRulesFor(language);
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getVersion(): number {
  return version;
}

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function lookupValue<V>(values: Record<string, V>, token: string): { found: boolean; value?: V; transform?: (s: string) => string } {
  if (token in values) return { found: true, value: values[token] };
  const lower = token.toLowerCase();
  if (!(lower in values)) return { found: false };
  if (token === token.toUpperCase()) return { found: true, value: values[lower], transform: (s) => s.toUpperCase() };
  if (token[0] === token[0].toUpperCase()) {
    return { found: true, value: values[lower], transform: (s) => s.charAt(0).toUpperCase() + s.slice(1) };
  }
  return { found: false };
}

/** Replaces :placeholders in an already translated line. */
export function replacePlaceholders(line: string, values?: TransValues): string {
  if (!values) return line;
  return line.replace(PLACEHOLDER, (match, token: string) => {
    const hit = lookupValue(values, token);
    if (!hit.found || hit.value === null || hit.value === undefined) return hit.found ? '' : match;
    const text = String(hit.value);
    return hit.transform ? hit.transform(text) : text;
  });
}

/** Translates `key` (falls back to the key itself) and fills its :placeholders. */
export function trans(key: string, values?: TransValues): string {
  return replacePlaceholders(lines[key] ?? key, values);
}

function pluralRulesFor(language: string | null | undefined): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language || 'en');
  } catch {
    // A localization code the runtime does not know (or not a language tag) counts as English.
    return new Intl.PluralRules('en');
  }
}

const PLURAL_FORM = /^\{(zero|one|two|few|many|other)\}\s?/;

/**
 * The form of a translated plural line for `count` in the current language: the one of its
 * category, else the "other" one, else the last. A line without forms is its own only form.
 */
function pluralForm(line: string, count: number): string {
  const forms = new Map<string, string>();
  let last = line;
  for (const part of line.split('|')) {
    const match = PLURAL_FORM.exec(part);
    if (!match) return line;
    last = part.slice(match[0].length);
    forms.set(match[1], last);
  }
  return forms.get(pluralRules.select(count)) ?? forms.get('other') ?? last;
}

/** trans() for a line of plural forms ("{one} :count site|{other} :count sites"); :count is `count` unless `values` says otherwise. */
export function transChoice(key: string, count: number, values?: TransValues): string {
  return replacePlaceholders(pluralForm(lines[key] ?? key, count), { count, ...values });
}

/** Hook form: re-renders when the translations change. */
export function useTrans(): typeof trans {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return trans;
}

export interface TransProps {
  message: string;
  /** Strings, numbers or elements (e.g. a link for "I accept the :name"). */
  values?: Record<string, ReactNode>;
  /** For a line of plural forms: the number that picks the form, and :count unless `values` has it. */
  count?: number;
}

/** <Trans message="I accept the :name" values={{name: 'Terms'}} />, <Trans message="{one} :count site|{other} :count sites" count={n} /> */
export function Trans({ message, values: given, count }: TransProps): ReactNode {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const translated = lines[message] ?? message;
  const line = count === undefined ? translated : pluralForm(translated, count);
  const values = count === undefined ? given : { count, ...given };
  if (!values) return line;
  const parts: ReactNode[] = [];
  let last = 0;
  let onlyText = true;
  for (const match of line.matchAll(PLACEHOLDER)) {
    const hit = lookupValue(values, match[1]);
    if (!hit.found) continue;
    parts.push(line.slice(last, match.index));
    const value = hit.value;
    if (typeof value === 'string' || typeof value === 'number') {
      parts.push(hit.transform ? hit.transform(String(value)) : String(value));
    } else {
      if (value !== null && value !== undefined && typeof value !== 'boolean') onlyText = false;
      parts.push(value);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(line.slice(last));
  if (onlyText) return parts.join('');
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
