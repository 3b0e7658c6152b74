import Joi from 'joi';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { ForbiddenError, InvalidError } from '../../errors.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { createUser } from '../users/service.ts';
import { sendVerificationMail } from './email-verification.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { passwordConfirmationRule, passwordRules } from './password-rules.ts';
import { emailProblem } from '../../../common/validation.ts';
import { HUMAN_CHECK_FAILED_MESSAGE, isHumanToken } from './recaptcha.ts';
import { REGISTRATION_IP_THROTTLE, throttleBy } from './throttle.ts';

const EMAIL_TAKEN = 'The email has already been taken.';

export interface RegistrationInput {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  recaptcha_token?: string;
}

/**
 * The registration form's fields. The policies to accept (settings `registration.policies`)
 * arrive as one object, `policies: {terms: true, privacy: true}`, each id of which must be true;
 * a refusal is reported on `policies.<id>`. Fields the form adds are ignored.
 */
async function registrationSchema(): Promise<Joi.ObjectSchema> {
  const settings = await getAllSettings();
  const policies: Record<string, Joi.Schema> = {};
  for (const policy of settings['registration.policies']) {
    const message = AUTH_MESSAGES.policyRequired.replace(':name', policy.label);
    policies[policy.id] = Joi.boolean().valid(true).required().messages({ 'any.required': message, 'any.only': message, 'boolean.base': message });
  }
  return Joi.object({
    // The rule `sitewright users create` and install use too (common/validation.ts).
    email: Joi.string()
      .trim()
      .required()
      .custom((value: string, helpers) => {
        const problem = emailProblem(value);
        return problem === null ? value : helpers.message({ custom: problem });
      }),
    password: passwordRules(),
    password_confirmation: passwordConfirmationRule(),
    policies: Joi.object(policies).unknown(true),
    first_name: Joi.string().trim().max(100).allow(''),
    last_name: Joi.string().trim().max(100).allow(''),
    recaptcha_token: Joi.string().max(4000).allow(''),
  }).unknown(true);
}

/** Validates a registration form, reporting every field at once (a Joi ValidationError when any fails). */
export async function validateRegistration(value: unknown): Promise<RegistrationInput> {
  const form = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  // A form without the policies object still gets one error per policy, not one for the object.
  const input = { ...form, policies: form.policies ?? {} };
  return (await registrationSchema()).validateAsync(input, { abortEarly: false, errors: { wrap: { label: false } } });
}

export async function registrationDisabled(): Promise<boolean> {
  return (await getAllSettings())['registration.disable'];
}

/**
 * Creates the account with the default roles (one transaction, see createUser). Attempts count per
 * address (REGISTRATION_IP_THROTTLE) before anything costly. The human check runs before the
 * e-mail is looked at, so bots cannot probe which addresses have accounts. When e-mail
 * confirmation is required, the verification link is mailed and the caller must not sign the
 * user in.
 */
export async function registerUser(ctx: AppContext, input: RegistrationInput, ip: string): Promise<{ user: User; needsEmailVerification: boolean }> {
  const settings = await getAllSettings();
  if (settings['registration.disable']) throw new ForbiddenError(AUTH_MESSAGES.registrationDisabled);
  await throttleBy(REGISTRATION_IP_THROTTLE, `register-ip:${ip}`);
  if (settings['recaptcha.enable.register'] && !(input.recaptcha_token && (await isHumanToken(ctx, input.recaptcha_token, ip)))) {
    throw new InvalidError(HUMAN_CHECK_FAILED_MESSAGE);
  }
  const values = { email: input.email, password: input.password, first_name: input.first_name || null, last_name: input.last_name || null };
  // createUser writes the user and its roles in one transaction.
  const user = await createUser(values).catch((error: unknown) => {
      // Two sign-ups with one address at the same instant: the unique index decides.
      if (error instanceof UniqueConstraintError) throw InvalidError.field('email', EMAIL_TAKEN);
      throw error;
    });
  const needsEmailVerification = settings.require_email_confirmation;
  if (needsEmailVerification) await sendVerificationMail(ctx, user, { force: true });
  return { user, needsEmailVerification };
}
