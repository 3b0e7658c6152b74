import type { KindCopy } from '../../types.ts';

/** Each kind's copy in the language, by kind. */
export const FR: Record<string, KindCopy> = {};
