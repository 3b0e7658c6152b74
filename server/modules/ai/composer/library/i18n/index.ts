// The kinds' copy in the plan languages other than English, merged into the libraries.
import type { PlanLanguage } from '../../../../../../common/ai/site-plan.ts';
import type { KindCopy, KindLibrary } from '../../types.ts';
import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';

const BY_LANGUAGE: Record<Exclude<PlanLanguage, 'en'>, Record<string, KindCopy>> = { de: DE, fr: FR, es: ES, nl: NL, pt: PT };

export function withTranslations(library: KindLibrary): KindLibrary {
  const translations: Partial<Record<PlanLanguage, KindCopy>> = { ...library.translations };
  for (const [language, copies] of Object.entries(BY_LANGUAGE) as [PlanLanguage, Record<string, KindCopy>][]) {
    if (copies[library.kind] && !translations[language]) translations[language] = copies[library.kind];
  }
  return { ...library, translations };
}
