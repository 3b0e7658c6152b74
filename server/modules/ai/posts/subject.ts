import { WEEKDAYS, type BusinessDetails, type Weekday } from '../../../../common/business.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { ProjectSite, type SavedPage } from '../assist/project-site.ts';
import { analyse } from '../composer/analyse.ts';
import type { StatedDay } from '../composer/facts/types.ts';
import { detectLanguage } from '../composer/language.ts';
import { normalise } from '../composer/match.ts';
import { kindCopy, kindLabel } from '../composer/sections/context.ts';
import type { Brief } from '../composer/types.ts';
import type { PostAction, PostSubject } from './types.ts';

// What a site's posts are written from: the prompt it was generated from (else its own name and
// words) read by the composer, with the business details the owner keeps for the site taking
// precedence over what the prompt said. Nothing is added that neither of them states.

export interface SubjectSources {
  projectName: string;
  /** The project's pages in order, the home page first. */
  pages: readonly SavedPage[];
  /** The generation the site came from, when it was generated. */
  generation: { prompt: string; language: PlanLanguage | null } | null;
  details: BusinessDetails | null;
  /** Titles and slugs of the posts the blog already has. */
  existing: { title: string; slug: string }[];
}

/** The owner's week as the prompt's facts have it; null when no day is open (hours not given). */
function statedWeek(details: BusinessDetails | null): Partial<Record<Weekday, StatedDay>> | null {
  const hours = details?.opening_hours;
  if (!hours || WEEKDAYS.every((day) => hours[day].length === 0)) return null;
  const week: Partial<Record<Weekday, StatedDay>> = {};
  for (const day of WEEKDAYS) week[day] = hours[day].length ? { open: true, periods: hours[day] } : { open: false };
  return week;
}

function actionOf(brief: Brief): PostAction {
  const { primary } = brief.library;
  return primary === 'booking' || primary === 'order' ? primary : 'contact';
}

/** The kind's noun; the prompt's own words for it unless they are the business's name ("Bluebell Nails"). */
function labelOf(brief: Brief, name: string): string {
  if (brief.words && normalise(name).includes(normalise(brief.words)) && normalise(brief.words) !== normalise(brief.library.label[brief.language])) {
    return brief.library.label[brief.language];
  }
  return kindLabel(brief);
}

const given = (value: string | undefined) => value?.trim() || undefined;

export function postSubject(sources: SubjectSources): PostSubject {
  const site = new ProjectSite(sources.projectName, sources.pages);
  const about = site.about(sources.generation?.prompt ?? null);
  const language = site.language(sources.generation?.language ?? null) ?? detectLanguage(about);
  const brief = analyse(about, language);
  const { facts } = brief;
  const details = sources.details;
  const name = given(details?.name) ?? site.businessName(language);
  const label = labelOf(brief, name);
  // An address is taken whole, the owner's or the prompt's: never a street of one with the town of the other.
  const address = given(details?.street) || given(details?.city) ? { street: given(details?.street), postcode: given(details?.postcode), place: given(details?.city) } : { street: facts.street, postcode: facts.postcode, place: facts.place };
  return {
    name,
    language,
    about,
    label,
    offering: brief.offering ?? kindCopy(brief.library, language)?.offering ?? label,
    offers: facts.offers,
    hours: statedWeek(details) ?? facts.hours,
    phone: given(details?.phone) ?? facts.phone,
    email: given(details?.email) ?? facts.email,
    ...address,
    country: given(details?.country) ?? facts.country,
    action: actionOf(brief),
    booking: brief.library.booking,
    existing: sources.existing.map((post) => post.title),
    existingSlugs: sources.existing.map((post) => post.slug),
  };
}
