import { DataTypes, type Model, type ModelStatic } from 'sequelize';
import type { Permission as PermissionData, Restriction, User as UserData } from '../../../common/types.ts';
import { AccessToken, Session } from '../auth/models.ts';
import { billingConfigured } from '../billing/gateway.ts';
import { User, UserRole } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { Permissionable } from './models.ts';
import { instanceOf, selectRows } from '../../db/select.ts';
import { eventBus, publishAfterCommit, type EventBus } from '../../coordination/event-bus.ts';
import { rolesByIds, siteRolesVersion } from './service.ts';

/**
 * Who is behind a session cookie or an API token, read in one query on every authenticated
 * request: the session (or token) row, its user, the ids of the user's roles and the permissions
 * granted to the user directly. What roles grant is site-wide data and comes from the site cache
 * (rolesByIds in ./service.ts).
 *
 * What the query found is kept for a few seconds per session or token (the same dashboard asks
 * several times a second). Any write to those rows drops it (see watchWrites below): here before
 * the writer's next statement, and on every instance once the writer's transaction commits, so a
 * sign-out, a revoked token, a ban or a changed role counts from the next request on. Only an
 * instance that the event bus does not reach (several instances without Redis, or the CLI without
 * Redis) may go on using what it read for at most REQUESTER_LIFETIME_MS.
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
  /**
   * The user as access checks read it (serializeUser, without the unread count); null with `user`.
   * Shared by the requests a lookup serves, so frozen.
   */
  userData: UserData | null;
}

type Row = Record<string, unknown>;

// Columns come from the models, so a new column is read too; `valuesOf` types the driver's values.
function selectList(model: ModelStatic<Model>, alias: string, quote: (name: string) => string): string {
  return Object.values(model.getAttributes())
    .map((attribute) => `${alias}.${quote(attribute.field!)} AS ${quote(`${alias}__${attribute.field}`)}`)
    .join(', ');
}

/** A model's values from a raw row, typed as the dialect's own model queries type them (SQLite gives dates as text). */
function valuesOf(model: ModelStatic<Model>, row: Row, alias: string): Row {
  const values: Row = {};
  for (const [name, attribute] of Object.entries(model.getAttributes())) {
    let value = row[`${alias}__${attribute.field}`];
    if (value !== null && value !== undefined) {
      if (attribute.type instanceof DataTypes.DATE && !(value instanceof Date)) value = new Date(value as string);
      else if (attribute.type instanceof DataTypes.BOOLEAN && typeof value !== 'boolean') value = Number(value) === 1;
    }
    values[name] = value;
  }
  return values;
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

/** What one lookup found, kept as plain values typed as the models type them: each request builds its own instances to change at will. */
interface Found {
  base: Row;
  user: Row | null;
  roleIds: number[];
  ownPermissions: PermissionData[];
}

/**
 * `where` has one `?` for `value`: the statement's text is the same on every request, so SQLite
 * runs it prepared (selectRows), and Sequelize's replacements, which scan the long statement
 * character by character, are not involved.
 */
async function lookUp(base: ModelStatic<Model>, table: string, where: string, value: string | number): Promise<Found | null> {
  const sql = `${requesterSql(base, table)}${where} ORDER BY ur.id, p.id`;
  const rows = await selectRows<Row>(User.sequelize!, sql, [value]);
  if (rows.length === 0) return null;
  const row = rows[0];
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
  const user = row.u__id === null || row.u__id === undefined ? null : valuesOf(User, row, 'u');
  return { base: valuesOf(base, row, 'b'), user, roleIds, ownPermissions: [...ownPermissions.values()] };
}

const REQUESTER_LIFETIME_MS = 3000;
// Beyond this many sessions and tokens asking within one lifetime, the oldest are forgotten.
const MAX_REMEMBERED = 10_000;
const INVALIDATE_CHANNEL = 'requesters.invalidate';

interface Remembered {
  expires: number;
  /** The user the row belongs to, whose writes drop it. */
  userId: number | null;
  found: Promise<Found | null>;
}

const remembered = new Map<string, Remembered>();
let listeningOn: EventBus | null = null;
let stopListening: (() => void) | null = null;
const watched = new WeakSet<object>();

/** This instance only: the requesters of one user (a number), one session or token (its key), or every one (null). */
function forget(target: number | string | null): void {
  if (target === null) return remembered.clear();
  if (typeof target === 'string') return void remembered.delete(target);
  for (const [key, entry] of remembered) if (entry.userId === target || entry.userId === null) remembered.delete(key);
}

/** Drops what is kept of a user's sessions and tokens, of one session or token, or of everyone's (null): here now and everywhere after commit. */
export function forgetRequesters(target: number | string | null): void {
  forget(target);
  if (User.sequelize) publishAfterCommit(User.sequelize, INVALIDATE_CHANNEL, target);
}

type Instance = Model & Record<string, unknown>;

/** The user a written row is about; undefined when it concerns nobody's requester, null when it may concern anyone's. */
function ownerOf(model: unknown, instance: Instance): number | null | undefined {
  if (model === User) return Number(instance.id);
  if (model === Session || model === AccessToken || model === UserRole) return instance.user_id === null ? null : Number(instance.user_id);
  if (model === Permissionable) return instance.permissionable_type === 'user' ? Number(instance.permissionable_id) : undefined;
  return undefined;
}

const REQUESTER_MODELS = (): unknown[] => [User, Session, AccessToken, UserRole, Permissionable];

/**
 * Every write through the models to the rows a requester is read from (sessions, tokens, users,
 * their roles and grants) drops what is kept: hooks on the database, so no writer can forget to.
 * A write of many rows at once drops everything. Also follows the bus now installed.
 */
function watchWrites(): void {
  const bus = eventBus();
  if (listeningOn !== bus) {
    stopListening?.();
    stopListening = bus.subscribe(INVALIDATE_CHANNEL, (target) => forget(typeof target === 'number' || typeof target === 'string' ? target : null));
    listeningOn = bus;
  }
  const sequelize = User.sequelize!;
  if (watched.has(sequelize)) return;
  watched.add(sequelize);
  // Cached rows belong to the database they came from.
  remembered.clear();
  const one = function (this: unknown, instance: Instance) {
    const owner = ownerOf(this, instance);
    if (owner !== undefined) forgetRequesters(owner);
    // The row itself too: a session handed to another user (impersonation) was kept under its previous one.
    if (this === Session) forgetRequesters(`sessions ${String(instance.token_hash)}`);
    if (this === AccessToken) forgetRequesters(`personal_access_tokens ${String(instance.id)}`);
  };
  const many = (options: { model?: unknown }) => {
    if (REQUESTER_MODELS().includes(options.model)) forgetRequesters(null);
  };
  for (const hook of ['afterSave', 'afterDestroy', 'afterRestore'] as const) sequelize.addHook(hook, one as never);
  // bulkCreate and upsert pass their options second, the others first.
  for (const hook of ['afterBulkCreate', 'afterUpsert'] as const) sequelize.addHook(hook, ((_: unknown, options: { model?: unknown }) => many(options)) as never);
  for (const hook of ['afterBulkUpdate', 'afterBulkDestroy', 'afterBulkRestore'] as const) sequelize.addHook(hook, many as never);
}

/** What each lookup's user looks like to access checks, and the site's roles it was worked out from. */
const accessViews = new WeakMap<Found, { roles: object; userData: Promise<UserData> }>();

/** Every request shares what is kept: frozen, a change made by mistake throws instead of reaching the next request. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

/**
 * serializeUser for a requester, worked out once per lookup rather than once per request: it is
 * made of the lookup's rows and the site's roles, so it holds while neither is replaced. With
 * billing configured it also depends on the user's subscriptions, which change without a write to
 * the rows a lookup watches, and it is worked out for every request.
 */
async function accessView(found: Found, user: User, roles: object): Promise<UserData> {
  if (await billingConfigured()) return serializeUser(user, found.ownPermissions);
  const kept = accessViews.get(found);
  if (kept && kept.roles === roles) return kept.userData;
  const userData = serializeUser(user, found.ownPermissions).then(frozen);
  accessViews.set(found, { roles, userData });
  userData.catch(() => accessViews.get(found)?.userData === userData && accessViews.delete(found));
  return userData;
}

async function loadRequester<B extends Model>(base: ModelStatic<B>, table: string, where: string, value: string | number): Promise<Requester<B> | null> {
  watchWrites();
  const key = `${table} ${value}`;
  const now = Date.now();
  let entry = remembered.get(key);
  if (!entry || entry.expires <= now) {
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    const found = lookUp(base, table, where, value);
    entry = { expires: now + REQUESTER_LIFETIME_MS, userId: null, found };
    remembered.delete(key);
    remembered.set(key, entry);
    const placed = entry;
    found.then(
      (result) => {
        if (result?.user) placed.userId = Number(result.user.id);
        else if (result) placed.userId = result.base.user_id === null || result.base.user_id === undefined ? null : Number(result.base.user_id);
      },
      () => remembered.get(key) === placed && remembered.delete(key),
    );
  }
  const found = await entry.found;
  if (!found) return null;
  const built = found.user ? instanceOf(User, found.user) : null;
  const user = built && !built.banned_at ? built : null;
  let userData: UserData | null = null;
  if (user) {
    // Taken before the roles are built: a view is never kept under roles newer than its own.
    const roles = await siteRolesVersion();
    user.roles = await rolesByIds(found.roleIds);
    userData = await accessView(found, user, roles);
  }
  return {
    base: instanceOf(base, found.base),
    user,
    ownPermissions: found.ownPermissions,
    userData,
  };
}

/** The unexpired session with this token hash, and who it belongs to. */
export async function findSessionRequester(tokenHash: string, now = new Date()): Promise<Requester<Session> | null> {
  // The expiry is compared here, which spares formatting a date for SQL.
  const requester = await loadRequester(Session, 'sessions', 'b.token_hash = ?', tokenHash);
  return requester && requester.base.expires_at > now ? requester : null;
}

/** The API token with this id (its secret and expiry are the caller's to check), and its owner. */
export function findTokenRequester(tokenId: number): Promise<Requester<AccessToken> | null> {
  if (!Number.isSafeInteger(tokenId)) return Promise.resolve(null);
  return loadRequester(AccessToken, 'personal_access_tokens', 'b.id = ?', tokenId);
}
