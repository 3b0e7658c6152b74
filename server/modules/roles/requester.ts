import { DataTypes, type Model, type ModelStatic } from 'sequelize';
import type { Permission as PermissionData, Restriction } from '../../../common/types.ts';
import { AccessToken, Session } from '../auth/models.ts';
import { User } from '../users/models.ts';
import { selectRows } from '../../db/select.ts';
import { rolesByIds } from './service.ts';

/**
 * Who is behind a session cookie or an API token, read in one query on every authenticated
 * request: the session (or token) row, its user, the ids of the user's roles and the permissions
 * granted to the user directly. Nothing here is cached, so a deleted session, a revoked token,
 * a ban or a changed role assignment counts from the next request on. What roles grant is
 * site-wide data and comes from the site cache (rolesByIds in ./service.ts).
 *
 * One joined query instead of the five a model-by-model load takes (session, user with roles,
 * role grants, user grants) is what lets an authenticated read keep up with an anonymous one;
 * bench/auth-read.ts measures it.
 */
export interface Requester<B> {
  /** The session or token row. */
  base: B;
  /** The user, with `roles` loaded; null for a visitor's session, a missing or banned user. */
  user: User | null;
  /** Permissions granted to the user directly (roles' grants come with their roles). */
  ownPermissions: PermissionData[];
}

type Row = Record<string, unknown>;

// Columns come from the models, so a new column is read too; `hydrate` types the driver's values.
function selectList(model: ModelStatic<Model>, alias: string, quote: (name: string) => string): string {
  return Object.values(model.getAttributes())
    .map((attribute) => `${alias}.${quote(attribute.field!)} AS ${quote(`${alias}__${attribute.field}`)}`)
    .join(', ');
}

/** A model instance from a raw row, typed as the dialect's own model queries type it (SQLite gives dates as text). */
function hydrate<M extends Model>(model: ModelStatic<M>, row: Row, alias: string): M {
  const values: Row = {};
  for (const [name, attribute] of Object.entries(model.getAttributes())) {
    let value = row[`${alias}__${attribute.field}`];
    if (value !== null && value !== undefined) {
      if (attribute.type instanceof DataTypes.DATE && !(value instanceof Date)) value = new Date(value as string);
      else if (attribute.type instanceof DataTypes.BOOLEAN && typeof value !== 'boolean') value = Number(value) === 1;
    }
    values[name] = value;
  }
  return model.build(values as never, { isNewRecord: false, raw: true });
}

function parseRestrictions(value: unknown): Restriction[] {
  if (typeof value !== 'string' || !value) return Array.isArray(value) ? (value as Restriction[]) : [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as Restriction[]) : [];
  } catch {
    return [];
  }
}

// The statement per base table, built once: the column lists come from the models.
const statements = new Map<string, string>();

function requesterSql(base: ModelStatic<Model>, table: string): string {
  const key = `${User.sequelize!.getDialect()} ${table}`;
  let sql = statements.get(key);
  if (!sql) {
    const quote = (name: string) => User.sequelize!.getQueryInterface().quoteIdentifier(name);
    sql =
      `SELECT ${selectList(base, 'b', quote)}, ${selectList(User, 'u', quote)}, ` +
      `ur.role_id AS r__role_id, pm.id AS p__id, pm.name AS p__name, p.restrictions AS p__restrictions ` +
      `FROM ${table} b ` +
      `LEFT JOIN users u ON u.id = b.user_id ` +
      `LEFT JOIN user_role ur ON ur.user_id = u.id ` +
      `LEFT JOIN permissionables p ON p.permissionable_type = 'user' AND p.permissionable_id = u.id ` +
      `LEFT JOIN permissions pm ON pm.id = p.permission_id ` +
      `WHERE `;
    statements.set(key, sql);
  }
  return sql;
}

/**
 * `where` is SQL whose values were escaped by the caller: Sequelize's replacements would scan
 * the long statement character by character on every request.
 */
async function loadRequester<B extends Model>(base: ModelStatic<B>, table: string, where: string): Promise<Requester<B> | null> {
  const sql = `${requesterSql(base, table)}${where} ORDER BY ur.id, p.id`;
  const rows = await selectRows<Row>(User.sequelize!, sql);
  if (rows.length === 0) return null;
  const row = rows[0];
  const user = row.u__id === null || row.u__id === undefined ? null : hydrate(User, row, 'u');
  const roleIds: number[] = [];
  const ownPermissions = new Map<number, PermissionData>();
  for (const each of rows) {
    const roleId = each.r__role_id === null ? null : Number(each.r__role_id);
    if (roleId !== null && !roleIds.includes(roleId)) roleIds.push(roleId);
    const permissionId = each.p__id === null ? null : Number(each.p__id);
    if (permissionId !== null && !ownPermissions.has(permissionId)) {
      ownPermissions.set(permissionId, { id: permissionId, name: String(each.p__name), restrictions: parseRestrictions(each.p__restrictions) });
    }
  }
  if (user) user.roles = await rolesByIds(roleIds);
  return { base: hydrate(base, row, 'b'), user: user && !user.banned_at ? user : null, ownPermissions: [...ownPermissions.values()] };
}

/** The unexpired session with this token hash, and who it belongs to. */
export async function findSessionRequester(tokenHash: string, now = new Date()): Promise<Requester<Session> | null> {
  // The hash is hex, escaped all the same; the expiry is compared here, which spares formatting a date for SQL.
  const requester = await loadRequester(Session, 'sessions', `b.token_hash = ${User.sequelize!.escape(tokenHash)}`);
  return requester && requester.base.expires_at > now ? requester : null;
}

/** The API token with this id (its secret and expiry are the caller's to check), and its owner. */
export function findTokenRequester(tokenId: number): Promise<Requester<AccessToken> | null> {
  if (!Number.isSafeInteger(tokenId)) return Promise.resolve(null);
  return loadRequester(AccessToken, 'personal_access_tokens', `b.id = ${tokenId}`);
}
