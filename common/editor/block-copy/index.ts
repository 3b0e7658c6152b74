import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';

/** Each language's block copy by English text; English itself is the blocks' own markup. */
export const BLOCK_COPY: Record<string, Record<string, string>> = { de: DE, fr: FR, es: ES, nl: NL, pt: PT };
