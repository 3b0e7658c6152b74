// A generated site's business details (its published LocalBusiness data): what the user stated
// first, as written, and what the plan says for the rest (business/plan-details.ts).
import type { SitePlan } from '../../../common/ai/site-plan.ts';
import { businessDetailsProblems, emptyBusinessDetails, emptyOpeningHours, WEEKDAYS, type BusinessDetails, type OpeningHours, type Weekday } from '../../../common/business.ts';
import { businessDetailsFromPlan, kindOf } from '../business/plan-details.ts';
import type { SiteFacts, StatedDay } from './composer/facts/types.ts';

/** The stated week; days the prompt does not speak of are closed. null when an open day has no stated times. */
function openingHoursOf(hours: Partial<Record<Weekday, StatedDay>>): OpeningHours | null {
  const week = emptyOpeningHours();
  for (const weekday of WEEKDAYS) {
    const day = hours[weekday];
    if (!day?.open) continue;
    if (day.periods.length === 0) return null;
    week[weekday] = day.periods.map(({ opens, closes }) => ({ opens, closes }));
  }
  return week;
}

/** null when neither the facts nor the plan give hours, a phone, an e-mail or an address. */
export function businessDetailsOf(plan: SitePlan, facts: SiteFacts | undefined): BusinessDetails | null {
  const planned = businessDetailsFromPlan(plan);
  if (!facts) return planned;
  const hours = facts.hours ? openingHoursOf(facts.hours) : null;
  if (!planned && !hours && !facts.phone && !facts.email && !facts.street) return null;
  const base = planned ?? { ...emptyBusinessDetails(plan.name), kind: kindOf(plan) };
  const details: BusinessDetails = {
    ...base,
    name: facts.name ?? base.name,
    phone: facts.phone ?? base.phone,
    email: facts.email ?? base.email,
    street: facts.street ?? base.street,
    postcode: facts.postcode ?? base.postcode,
    city: facts.place ?? base.city,
    country: facts.country ?? base.country,
    opening_hours: hours ?? base.opening_hours,
  };
  const problems = businessDetailsProblems(details);
  if (problems.name) return null;
  for (const field of Object.keys(problems)) {
    if (field.startsWith('opening_hours.')) details.opening_hours = null;
    else (details as unknown as Record<string, string>)[field] = '';
  }
  return details;
}
