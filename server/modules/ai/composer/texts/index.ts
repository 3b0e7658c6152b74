import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { Texts } from './types.ts';

const TEXTS: Record<PlanLanguage, Texts> = { en, de, fr, es, nl, pt };

export function textsFor(language: PlanLanguage): Texts {
  return TEXTS[language];
}
