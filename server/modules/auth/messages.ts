// What the password-based account routes answer, in one place so the web app's tests and the
// server's agree on the exact wording. `:seconds` and `:name` are filled in where used.
export const AUTH_MESSAGES = {
  invalidCredentials: 'These credentials do not match our records.',
  accountSuspended: 'This account has been suspended.',
  tooManyLoginAttempts: 'Too many login attempts. Please try again in :seconds seconds.',
  tooManyRequests: 'Too many requests. Please try again in :seconds seconds.',
  registrationDisabled: 'Registration is currently disabled.',
  policyRequired: 'You must accept the :name.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordMismatch: 'The password confirmation does not match.',
  needsEmailVerification: 'We have sent you an email. Follow the link in it to verify your address, then sign in.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset!',
  invalidResetToken: 'This password reset token is invalid.',
  verificationSent: 'Email sent',
  alreadyVerified: 'Your email address is already verified.',
  verificationThrottled: 'Please wait :seconds seconds before requesting another email.',
  invalidVerificationLink: 'This verification link is invalid or has expired. Request a new one.',
  passwordChanged: 'Password changed. Your other sessions were signed out and your API tokens were revoked.',
  wrongPassword: 'The provided password is incorrect.',
  wrongCurrentPassword: 'The provided password does not match your current password.',
  tooManyPasswordAttempts: 'Too many password attempts. Please try again in :seconds seconds.',
  loggedOutOtherSessions: 'Logged out other sessions.',
  noSessionToConfirm: 'Password confirmation needs a signed-in browser session.',
} as const;

/** Password length limits shared by registration, reset and change; no strength rules are shown or enforced. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/validation.ts';
