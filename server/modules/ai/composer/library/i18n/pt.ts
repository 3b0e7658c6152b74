import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const PT: Record<string, KindCopy> = {};
