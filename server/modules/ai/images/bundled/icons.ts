import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteIconSet } from '../../../site-assets/icon-set.ts';
import { englishWord, kindWords } from '../phrases.ts';
import type { PictureSubject } from '../types.ts';

// The icon of a bundled picture: the first of the subject's words that names a Lucide icon or is
// one of its tags (a bike for "bicycle", a toothbrush for "dentist"), or none. Whole words only:
// "spa" is not "space". Icons that cross something out, and words too vague to picture, never match.

const NEGATED = /-(off|x|slash|minus|plus|check|question|alert|dashed)$/;
const VAGUE = new Set(['club', 'bar', 'menu', 'table', 'card', 'list', 'key', 'star', 'time', 'service', 'services', 'business', 'studio', 'home', 'book', 'order', 'line', 'type', 'text', 'sign', 'label', 'tag', 'link', 'view', 'layout', 'file', 'user', 'users', 'code']);

let byWord: Map<string, string[]> | null = null;

function iconIndex(): Map<string, string[]> {
  if (byWord) return byWord;
  const index = new Map<string, string[]>();
  const add = (word: string, name: string) => {
    const names = index.get(word) ?? [];
    if (!names.includes(name)) index.set(word, [...names, name]);
  };
  for (const name of siteIconSet().lucideNames) {
    if (NEGATED.test(name)) continue;
    add(name, name);
  }
  for (const icon of siteIconSet().icons) {
    if (NEGATED.test(icon.name) || !siteIconSet().lucideNames.has(icon.name)) continue;
    for (const tag of icon.tags) add(tag.toLowerCase(), icon.name);
  }
  // The plainest icon of a word first: "bike" before "bike-electric".
  for (const names of index.values()) names.sort((a, b) => a.length - b.length || a.localeCompare(b));
  byWord = index;
  return index;
}

function singular(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

export function iconFor(subject: PictureSubject): string | null {
  const index = iconIndex();
  const candidates = [...(kindWords(subject.kind)?.icons ?? []), ...subject.words.map(englishWord)];
  for (const raw of candidates) {
    const word = raw.toLowerCase();
    if (VAGUE.has(word)) continue;
    const names = index.get(word) ?? index.get(singular(word));
    if (names?.length) return names[0];
  }
  return null;
}

/** The icon's drawing, inside its 24×24 box: the elements of its SVG file without the outer tag. */
export function iconDrawing(name: string): string {
  const svg = readFileSync(join(siteIconSet().lucideDir, `${name}.svg`), 'utf8');
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return svg.slice(start, svg.lastIndexOf('</svg>')).trim();
}
