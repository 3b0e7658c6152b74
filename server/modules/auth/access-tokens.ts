import { randomInt } from 'node:crypto';
import { NotFoundError } from '../../errors.ts';
import { sha256 } from '../../security/tokens.ts';
import type { User } from '../users/models.ts';
import { AccessToken } from './models.ts';

// Personal access tokens as Laravel Sanctum makes them: the client gets `<id>|<secret>` once;
// only the secret's SHA-256 is stored, and server/http/auth.ts checks Bearer tokens against it.

export const TOKEN_DELETED_MESSAGE = 'Token deleted';
export const TOKEN_NOT_FOUND_MESSAGE = 'Token not found.';
const SECRET_LENGTH = 40;
const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface AccessTokenData {
  id: number;
  name: string;
  last_used_at: string | null;
  created_at: string;
}

function iso(date: Date | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}

export function serializeAccessToken(token: AccessToken): AccessTokenData {
  return { id: token.id, name: token.name, last_used_at: iso(token.last_used_at), created_at: new Date(token.created_at).toISOString() };
}

export async function listAccessTokens(user: User): Promise<AccessTokenData[]> {
  const tokens = await AccessToken.findAll({ where: { user_id: user.id }, order: [['id', 'ASC']] });
  return tokens.map(serializeAccessToken);
}

export async function createAccessToken(user: User, name: string): Promise<{ token: AccessTokenData; plainTextToken: string }> {
  const secret = Array.from({ length: SECRET_LENGTH }, () => SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]).join('');
  const token = await AccessToken.create({ user_id: user.id, name, token_hash: sha256(secret) });
  return { token: serializeAccessToken(token), plainTextToken: `${token.id}|${secret}` };
}

/** Only the owner's own token; someone else's id answers exactly like one that does not exist. */
export async function deleteAccessToken(user: User, id: number): Promise<void> {
  const deleted = await AccessToken.destroy({ where: { id, user_id: user.id } });
  if (!deleted) throw new NotFoundError(TOKEN_NOT_FOUND_MESSAGE);
}

/**
 * Revokes every API token of the user. A password change or reset calls it: a token minted by
 * whoever knew the old password must not outlive the owner's recovery of the account.
 */
export async function revokeAllAccessTokens(userId: number): Promise<number> {
  return AccessToken.destroy({ where: { user_id: userId } });
}
