import type { FormSubmission, SubmissionStatus } from '../../../../common/forms.ts';
import { isValidEmail } from '../../../../common/validation.ts';
import type { SubmissionCounts, SubmissionFilter } from './forms-api.ts';

// What a row of the submissions list says about one submission, and the list's tabs and pages.

export const SNIPPET_LENGTH = 120;

export const STATUS_LABELS: Record<SubmissionStatus, string> = { new: 'New', handled: 'Handled', spam: 'Spam' };
export const FILTER_LABELS: Record<SubmissionFilter, string> = { inbox: 'Inbox', new: 'New', handled: 'Handled', spam: 'Spam' };

/** Who sent it: the visitor's e-mail, else the first answer. */
export function submissionSender(submission: Pick<FormSubmission, 'email' | 'fields'>): string {
  return submission.email || submission.fields.find((field) => field.value.trim())?.value.trim() || '';
}

/** The answers besides the sender, on one line and cut to SNIPPET_LENGTH. */
export function submissionSnippet(submission: Pick<FormSubmission, 'email' | 'fields'>): string {
  const sender = submissionSender(submission);
  const text = submission.fields
    .map((field) => field.value.replace(/\s+/g, ' ').trim())
    .filter((value) => value && value !== sender)
    .join(' · ');
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…` : text;
}

export function filterCount(counts: SubmissionCounts | undefined, filter: SubmissionFilter): number | null {
  if (!counts) return null;
  return filter === 'inbox' ? counts.new + counts.handled : counts[filter];
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** "5 Mar 2025, 14:02" in the user's language; the raw text when it is not a date. */
export function formatSubmittedAt(value: string, locale = 'en'): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(time);
  }
}

/** Whether an answer is an e-mail address the detail offers as a mailto link. */
export function isEmailValue(value: string): boolean {
  return value.trim() !== '' && isValidEmail(value);
}
