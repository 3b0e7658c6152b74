import type { KindLibrary } from '../types.ts';
import { CARE } from './care.ts';
import { CREATIVE } from './creative.ts';
import { FOOD } from './food.ts';
import { withTranslations } from './i18n/index.ts';
import { LOCAL } from './local.ts';
import { PROFESSIONAL } from './professional.ts';
import { STAY } from './stay.ts';

export { GENERIC } from './local.ts';

/** Every kind the composer recognises; GENERIC answers for the rest. */
export const LIBRARIES: readonly KindLibrary[] = [...FOOD, ...STAY, ...CARE, ...PROFESSIONAL, ...CREATIVE, ...LOCAL].map(withTranslations);
