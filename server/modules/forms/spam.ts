import { FORM_HONEYPOT_FIELD, FORM_MIN_FILL_MS, FORM_STARTED_FIELD } from '../../../common/forms.ts';
import type { SubmittedValues } from './submission-body.ts';

// Two quiet checks on every post: the hidden field people never see (bots fill in every field),
// and the time from page load to submit the site runtime reports (a form filled in under a few
// seconds was not typed by a person). Without the runtime (no JavaScript) the time is blank and
// only the hidden field counts.

export function looksLikeSpam(values: SubmittedValues): boolean {
  if ((values.get(FORM_HONEYPOT_FIELD) ?? []).some((value) => value.trim() !== '')) return true;
  const started = (values.get(FORM_STARTED_FIELD) ?? [''])[0].trim();
  if (!/^\d+$/.test(started)) return false;
  return Number(started) < FORM_MIN_FILL_MS;
}
