import type { KindLibrary } from '../types.ts';
import { CARE } from './care.ts';
import { CREATIVE } from './creative.ts';
import { FOOD } from './food.ts';
import { withTranslations } from './i18n/index.ts';
import { GENERIC as GENERIC_COPY, LOCAL } from './local.ts';
import { PROFESSIONAL } from './professional.ts';
import { REPAIR } from './repair.ts';
import { STAY } from './stay.ts';
import { VENUE } from './venue.ts';
import { YOGA } from './yoga.ts';

/** Every kind the composer recognises; a custom kind (library/custom.ts) or GENERIC answers for the rest. */
export const LIBRARIES: readonly KindLibrary[] = [...FOOD, ...STAY, ...CARE, YOGA, ...PROFESSIONAL, ...CREATIVE, ...LOCAL, VENUE, REPAIR].map(withTranslations);

/** The site for a prompt that names no business at all ("something nice for my uncle"). */
export const GENERIC: KindLibrary = withTranslations(GENERIC_COPY);
