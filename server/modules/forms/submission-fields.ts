import type { FormSubmission, PublishedForm } from '../../../common/forms.ts';
import { emailProblem } from '../../../common/validation.ts';
import type { FormTexts } from './site-pages.ts';
import type { SubmittedValues } from './submission-body.ts';

// A post read against the form it was sent to: only the fields the form declares are kept, in its
// order and with its labels (anything else a post carries is dropped), each checked as the page
// declared it: required, e-mail, number, web address, date, length.

export interface CheckedSubmission {
  fields: FormSubmission['fields'];
  /** The visitor's address (the first e-mail field, else one named "email"), when it is one. */
  email: string | null;
  /** By field name: what to correct. */
  errors: Record<string, string>;
  /** What was typed, by field name, to fill the form in again. */
  typed: Map<string, string>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueOf(values: SubmittedValues, name: string): string {
  // A group of checkboxes sends one value per ticked box.
  return (values.get(name) ?? [])
    .map((value) => value.replace(/\r\n?/g, '\n').trim())
    .filter(Boolean)
    .join(', ');
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function problem(field: PublishedForm['fields'][number], value: string, texts: FormTexts): string | null {
  const isEmail = field.type === 'email';
  if (!value) return field.required ? (isEmail ? texts.enterEmail : texts.required(field.label)) : null;
  if ([...value].length > field.maxLength) return texts.tooLong(field.label, field.maxLength);
  if (isEmail && emailProblem(value) !== null) return texts.badEmail;
  if (field.type === 'number' && !Number.isFinite(Number(value))) return texts.notNumber(field.label);
  if (field.type === 'url' && !isWebAddress(value)) return texts.notUrl(field.label);
  if (field.type === 'date' && !(DATE.test(value) && !Number.isNaN(Date.parse(value)))) return texts.notDate(field.label);
  return null;
}

/** The form's fields from the post, with what is wrong with them. */
export function checkSubmission(form: PublishedForm, values: SubmittedValues, texts: FormTexts): CheckedSubmission {
  const errors: Record<string, string> = {};
  const typed = new Map<string, string>();
  const fields = form.fields.map((field) => {
    const value = valueOf(values, field.name);
    typed.set(field.name, value);
    const wrong = problem(field, value, texts);
    if (wrong) errors[field.name] = wrong;
    return { name: field.name, label: field.label, value: [...value].slice(0, field.maxLength).join('') };
  });
  const emailField = form.fields.find((field) => field.type === 'email') ?? form.fields.find((field) => field.name.toLowerCase() === 'email');
  const email = emailField ? (typed.get(emailField.name) ?? '') : '';
  return { fields, email: email && emailProblem(email) === null ? email.slice(0, 191) : null, errors, typed };
}
