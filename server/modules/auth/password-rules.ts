import Joi from 'joi';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages.ts';

// A new password's rules, for registration and for the routes that set a password (their schemas
// are built when the server starts, before the services behind them load).

export const passwordRules = () =>
  Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).required().messages({ 'string.min': AUTH_MESSAGES.passwordTooShort });

export const passwordConfirmationRule = () =>
  Joi.string().required().valid(Joi.ref('password')).messages({ 'any.only': AUTH_MESSAGES.passwordMismatch });
