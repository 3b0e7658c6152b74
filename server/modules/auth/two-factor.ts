import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { QRCode } from '../../lazy-packages.ts';
import { Op } from 'sequelize';
import { TWO_FACTOR_CODE_LENGTH } from '../../../common/constants.ts';
import { InvalidError } from '../../errors.ts';
import { decrypt, encrypt } from '../../security/encryption.ts';
import { safeEqual } from '../../security/tokens.ts';
import { Role } from '../roles/models.ts';
import { User } from '../users/models.ts';
import { clearThrottle, throttle } from './throttle.ts';

// Two-factor authentication with Laravel Fortify's semantics: TOTP (RFC 6238, SHA-1, 6 digits,
// 30 s, ±1 step) and 8 single-use recovery codes; secret and codes sealed with the APP_KEY.

export const INVALID_TWO_FACTOR_CODE = 'The provided two factor authentication code was invalid.';
export const TWO_FACTOR_NOT_ENABLED = 'Two factor authentication is not enabled.';
export const RECOVERY_CODE_COUNT = 8;
const NO_PENDING_LOGIN_MESSAGE = 'Your sign-in has expired. Please log in again.';
// Like the password step: 5 attempts a minute per user and address, counted in the database.
const CHALLENGE_THROTTLE = { max: 5, windowSeconds: 60, message: 'Too many two factor authentication attempts. Please try again in :seconds seconds.' };

const PERIOD_SECONDS = 30;
// Fortify's Str::random(10).'-'.Str::random(10), from letters and digits no one confuses on paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_HALF_LENGTH = 10;

function randomRecoveryCode(): string {
  const half = () => Array.from({ length: RECOVERY_HALF_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${half()}-${half()}`;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
}

function sealCodes(appKey: string, codes: string[]): string {
  return encrypt(appKey, JSON.stringify(codes));
}

function secretOf(appKey: string, user: User): string | null {
  return user.two_factor_secret ? decrypt(appKey, user.two_factor_secret) : null;
}

/** Enabled means confirmed with a code; a secret without confirmation is "pending". */
export function hasConfirmedTwoFactor(user: User): boolean {
  return Boolean(user.two_factor_secret && user.two_factor_confirmed_at);
}

/**
 * Starts setup (state "pending"): a new secret and recovery codes. Like Fortify, a user who
 * already has a secret keeps it, so enabling twice never invalidates an authenticator app.
 */
export async function enableTwoFactor(appKey: string, user: User): Promise<void> {
  if (user.two_factor_secret) return;
  await user.update({
    two_factor_secret: encrypt(appKey, generateSecret()),
    two_factor_recovery_codes: sealCodes(appKey, newRecoveryCodes()),
    two_factor_confirmed_at: null,
    two_factor_last_step: null,
  });
}

/** The otpauth:// URI as a QR code, and the secret for typing it in by hand. */
export async function twoFactorQrCode(appKey: string, user: User, issuer: string): Promise<{ svg: string; secret: string }> {
  const secret = secretOf(appKey, user);
  if (!secret) throw new InvalidError(TWO_FACTOR_NOT_ENABLED);
  const uri = generateURI({ issuer, label: user.email, secret });
  return { svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }), secret };
}

/**
 * Checks a TOTP code within ±1 step and claims its time step in the same UPDATE, so a code
 * (or an older one) cannot be used again — not even by two instances racing with the same code.
 */
export async function consumeTotpCode(appKey: string, user: User, code: string): Promise<boolean> {
  const secret = secretOf(appKey, user);
  if (!secret || !new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code)) return false;
  const epoch = Math.floor(Date.now() / 1000);
  const currentStep = Math.floor(epoch / PERIOD_SECONDS);
  const lastStep = user.two_factor_last_step;
  // otplib refuses an afterTimeStep beyond the window; such a value already rejects every step in it.
  const afterTimeStep = lastStep === null ? undefined : Math.min(lastStep, currentStep + 1);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_SECONDS, afterTimeStep });
  if (!result.valid) return false;
  const step = currentStep + result.delta;
  const [claimed] = await User.update(
    { two_factor_last_step: step },
    { where: { id: user.id, [Op.or]: [{ two_factor_last_step: null }, { two_factor_last_step: { [Op.lt]: step } }] } },
  );
  if (claimed !== 1) return false;
  user.setDataValue('two_factor_last_step', step);
  return true;
}

/** Moves "pending" to "enabled" when the code from the authenticator app is right. */
export async function confirmTwoFactor(appKey: string, user: User, code: string): Promise<void> {
  if (!(await consumeTotpCode(appKey, user, code))) throw InvalidError.field('code', INVALID_TWO_FACTOR_CODE);
  await user.update({ two_factor_confirmed_at: new Date() });
}

export function recoveryCodes(appKey: string, user: User): string[] {
  if (!user.two_factor_secret || !user.two_factor_recovery_codes) return [];
  return JSON.parse(decrypt(appKey, user.two_factor_recovery_codes)) as string[];
}

export async function regenerateRecoveryCodes(appKey: string, user: User): Promise<string[]> {
  if (!user.two_factor_secret) throw new InvalidError(TWO_FACTOR_NOT_ENABLED);
  const codes = newRecoveryCodes();
  await user.update({ two_factor_recovery_codes: sealCodes(appKey, codes) });
  return codes;
}

/**
 * Accepts a recovery code once: it is swapped for a fresh one with a compare-and-set on the
 * sealed list, so the same code presented twice at once succeeds only once.
 */
export async function consumeRecoveryCode(appKey: string, user: User, code: string): Promise<boolean> {
  const sealed = user.two_factor_recovery_codes;
  const codes = recoveryCodes(appKey, user);
  const index = codes.findIndex((candidate) => safeEqual(candidate, code));
  if (!sealed || index === -1) return false;
  const replaced = codes.map((candidate, i) => (i === index ? randomRecoveryCode() : candidate));
  const next = sealCodes(appKey, replaced);
  const [claimed] = await User.update({ two_factor_recovery_codes: next }, { where: { id: user.id, two_factor_recovery_codes: sealed } });
  if (claimed !== 1) return false;
  user.setDataValue('two_factor_recovery_codes', next);
  return true;
}

/** The challenge after a password login: a TOTP code or a recovery code, only for confirmed 2FA. */
export async function passTwoFactorChallenge(appKey: string, user: User, answer: { code?: string; recovery_code?: string }): Promise<boolean> {
  if (!hasConfirmedTwoFactor(user)) return false;
  if (answer.recovery_code !== undefined) return consumeRecoveryCode(appKey, user, answer.recovery_code);
  return answer.code !== undefined && consumeTotpCode(appKey, user, answer.code);
}

/** Who a password (or social) login left waiting for the challenge, as the visitor's session remembers it. */
interface PendingTwoFactorLogin {
  userId?: number;
  remember?: boolean;
}

/**
 * The 2FA challenge after a password or social login: the pending user answers with a TOTP code
 * or a recovery code, at most 5 times a minute per user and address. A wrong or missing answer
 * is reported on the field the form used.
 */
export async function answerTwoFactorChallenge(
  appKey: string,
  pending: PendingTwoFactorLogin,
  answer: { code?: string; recovery_code?: string },
  ip: string,
): Promise<{ user: User; remember: boolean }> {
  const field = answer.recovery_code !== undefined ? 'recovery_code' : 'code';
  const user = pending.userId ? await User.findByPk(pending.userId, { include: [{ model: Role, as: 'roles' }] }) : null;
  if (!user || user.banned_at) throw InvalidError.field(field, NO_PENDING_LOGIN_MESSAGE);
  const throttleKey = `two-factor:${user.id}|${ip}`;
  await throttle(throttleKey, CHALLENGE_THROTTLE.max, CHALLENGE_THROTTLE.windowSeconds, CHALLENGE_THROTTLE.message);
  if (!(await passTwoFactorChallenge(appKey, user, answer))) throw InvalidError.field(field, INVALID_TWO_FACTOR_CODE);
  await clearThrottle(throttleKey);
  return { user, remember: Boolean(pending.remember) };
}
