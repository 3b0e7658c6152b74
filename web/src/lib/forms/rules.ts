import type { RegisterOptions } from 'react-hook-form';
import { trans } from '../i18n.tsx';

// Client-side rules. Forms use react-hook-form's defaults: validate on
// submit, then revalidate on change. Messages are translation keys; the server stays the judge.

export const REQUIRED_MESSAGE = 'This field is required.';
export const EMAIL_MESSAGE = 'Enter a valid email address.';
export const EXACT_LENGTH_MESSAGE = 'Must be exactly :count characters.';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const required = { required: REQUIRED_MESSAGE } satisfies RegisterOptions;

export const requiredEmail = {
  required: REQUIRED_MESSAGE,
  pattern: { value: EMAIL_PATTERN, message: EMAIL_MESSAGE },
} satisfies RegisterOptions;

/** Required and exactly `count` characters after trimming (2FA code 6, recovery code 21). */
export function requiredExactLength(count: number) {
  return {
    required: REQUIRED_MESSAGE,
    validate: (value: unknown) => String(value ?? '').trim().length === count || trans(EXACT_LENGTH_MESSAGE, { count }),
  } satisfies RegisterOptions;
}

export const PASSWORD_MISMATCH_MESSAGE = 'The password confirmation does not match.';

/** Required and equal to the form's `password` field. */
export const passwordConfirmation = {
  required: REQUIRED_MESSAGE,
  validate: (value: unknown, values: { password?: unknown }) => value === values.password || PASSWORD_MISMATCH_MESSAGE,
};
