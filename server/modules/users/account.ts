import type { Config } from '../../../config/index.ts';
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { countries } from '../../lazy-packages.ts';
import { AVATAR_MAX_BYTES } from '../../../common/constants.ts';
import type { User as UserData } from '../../../common/types.ts';
import { InvalidError } from '../../errors.ts';
import { PUBLIC_STORAGE_URL, publicStoragePath } from '../../storage/index.ts';
import { listAccessTokens } from '../auth/access-tokens.ts';
import { SocialProfile } from '../auth/models.ts';
import { Localization } from '../localization/models.ts';
import { deleteUser } from './management.ts';
import type { User } from './models.ts';
import { serializeUser } from './service.ts';

// The signed-in user's own account: profile, locale, avatar and deletion (account settings).

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';
export const AVATAR_URL_PREFIX = `${PUBLIC_STORAGE_URL}/avatars/`;
export const SELECT_IMAGE_MESSAGE = 'Please select an image';
export const AVATAR_TYPE_MESSAGE = 'The file must be an image: PNG, JPEG, GIF or WebP.';
export const AVATAR_SIZE_MESSAGE = 'The file must not be larger than 2 MB.';
export const AVATAR_URL_MESSAGE = 'The avatar must be an http or https link to an image.';
const AVATAR_COLUMN_LENGTH = 255;
const NAME_LENGTH = 100;

/** Relations GET users/{id} adds on request (`with=`); roles are always part of the user. */
export const USER_RELATIONS = ['roles', 'social_profiles', 'tokens'] as const;

function invalid(field: string, message: string): InvalidError {
  return InvalidError.field(field, message);
}

export async function getUserProfile(user: User, relations: readonly string[]): Promise<UserData> {
  const data = await serializeUser(user, undefined, { unreadCount: true });
  if (relations.includes('social_profiles')) {
    const profiles = await SocialProfile.findAll({ where: { user_id: user.id }, order: [['id', 'ASC']] });
    data.social_profiles = profiles.map((profile) => ({ service_name: profile.service_name, username: profile.username }));
  }
  if (relations.includes('tokens')) {
    data.tokens = (await listAccessTokens(user)).map(({ id, name, last_used_at }) => ({ id, name, last_used_at }));
  }
  return data;
}

async function assertLocalization(field: string, language: string): Promise<void> {
  if (!(await Localization.findOne({ where: { language } }))) throw invalid(field, 'The selected language is not available.');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export interface AccountUpdate {
  first_name?: string | null;
  last_name?: string | null;
  avatar?: string | null;
  language?: string | null;
  country?: string | null;
  timezone?: string | null;
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** "Account details" (names, avatar) or "Location and language" (language, country, timezone). */
export async function updateAccount(dataDir: string, user: User, input: AccountUpdate): Promise<UserData> {
  const changes: Partial<Record<keyof AccountUpdate, string | null>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = blankToNull(input[field]);
    if (value !== undefined && value !== null && value.length > NAME_LENGTH) throw invalid(field, `The ${field.replace('_', ' ')} may not be longer than ${NAME_LENGTH} characters.`);
    if (value !== undefined) changes[field] = value;
  }
  const language = blankToNull(input.language);
  if (language) await assertLocalization('language', language);
  if (language !== undefined) changes.language = language;
  const country = blankToNull(input.country)?.toLowerCase();
  if (country && !countries.isValid(country.toUpperCase())) throw invalid('country', 'The selected country is invalid.');
  if (country !== undefined) changes.country = country;
  const timezone = blankToNull(input.timezone);
  if (timezone && !isKnownTimezone(timezone)) throw invalid('timezone', 'The selected timezone is invalid.');
  if (timezone !== undefined) changes.timezone = timezone;

  // The form sends the avatar back as it is; only a new link (or null) changes it. Local files
  // arrive through the upload call, so no one can point their avatar at another user's file.
  const avatar = blankToNull(input.avatar);
  const previousAvatar = user.avatar;
  if (avatar !== undefined && avatar !== previousAvatar) {
    if (avatar !== null && (avatar.length > AVATAR_COLUMN_LENGTH || !isHttpUrl(avatar))) throw invalid('avatar', AVATAR_URL_MESSAGE);
    changes.avatar = avatar;
  }
  await user.update(changes);
  if (changes.avatar !== undefined) await deleteAvatarFile(dataDir, previousAvatar);
  return serializeUser(user, undefined, { unreadCount: true });
}

function isKnownTimezone(timezone: string): boolean {
  return timezone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(timezone);
}

export async function setUserLocale(user: User, locale: string): Promise<{ locale: string }> {
  await assertLocalization('locale', locale);
  await user.update({ language: locale });
  return { locale };
}

type ImageExtension = 'png' | 'jpg' | 'gif' | 'webp';

/** The image type from the file's own bytes; a name or a declared type proves nothing. */
export function detectImageType(bytes: Buffer): ImageExtension | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string, offset = 0) => bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  return null;
}

async function deleteAvatarFile(dataDir: string, avatar: string | null): Promise<void> {
  const name = avatar?.startsWith(AVATAR_URL_PREFIX) ? avatar.slice(AVATAR_URL_PREFIX.length) : null;
  if (!name || !/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(name)) return;
  try {
    await unlink(publicStoragePath(dataDir, 'avatars', name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function replaceAvatar(dataDir: string, user: User, avatar: string | null): Promise<UserData> {
  const previous = user.avatar;
  await user.update({ avatar });
  if (previous !== avatar) await deleteAvatarFile(dataDir, previous);
  return serializeUser(user, undefined, { unreadCount: true });
}

/** Saves an uploaded image under <DATA_DIR>/public/avatars with a random name, served at /storage/avatars. */
export async function uploadAvatar(dataDir: string, user: User, bytes: Buffer | null): Promise<UserData> {
  if (!bytes?.length) throw invalid('file', SELECT_IMAGE_MESSAGE);
  if (bytes.length > AVATAR_MAX_BYTES) throw invalid('file', AVATAR_SIZE_MESSAGE);
  const extension = detectImageType(bytes);
  if (!extension) throw invalid('file', AVATAR_TYPE_MESSAGE);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(publicStoragePath(dataDir, 'avatars'), { recursive: true });
  await writeFile(publicStoragePath(dataDir, 'avatars', name), bytes, { flag: 'wx' });
  return replaceAvatar(dataDir, user, `${AVATAR_URL_PREFIX}${name}`);
}

/** The URL alternative: stored as the avatar without fetching it, so the server never requests user-given addresses. */
export async function setAvatarUrl(dataDir: string, user: User, url: string): Promise<UserData> {
  const value = url.trim();
  if (value.length > AVATAR_COLUMN_LENGTH || !isHttpUrl(value)) throw invalid('url', AVATAR_URL_MESSAGE);
  return replaceAvatar(dataDir, user, value);
}

export function removeAvatar(dataDir: string, user: User): Promise<UserData> {
  return replaceAvatar(dataDir, user, null);
}

/** The account and everything it owns (sessions, tokens, social profiles, roles, the avatar file). */
export async function deleteAccount(config: Config, user: User): Promise<void> {
  const avatar = user.avatar;
  await deleteUser(user, config);
  await deleteAvatarFile(config.dataDir, avatar);
}
