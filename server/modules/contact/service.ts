import { Op, type WhereOptions } from 'sequelize';
import { PERMISSIONS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { badListQuery, paginate, type ListFilter, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError, NotFoundError, RateLimitedError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { hitRateLimit } from '../../security/rate-limit.ts';
import { HUMAN_CHECK_FAILED_MESSAGE, isHumanToken } from '../auth/recaptcha.ts';
import { Permission, Permissionable } from '../roles/models.ts';
import { getAllSettings } from '../settings/service.ts';
import { User, UserRole } from '../users/models.ts';
import { ContactMessage } from './models.ts';
import type { ContactMessageData } from '../../../common/contact.ts';
import { CONTACT_MAIL_JOB } from '../job-types.ts';

// The contact page: a visitor's message is stored for the admins' Messages screen and mailed to
// the site's contact address by a background job, so a slow or failing mail server neither
// delays the answer nor loses the message.

/** Messages one address may send in a window: 5 an hour, to keep the form from being used for spam. */
export const CONTACT_THROTTLE = { max: 5, windowSeconds: 3600 } as const;
export const CONTACT_MESSAGES = {
  sent: 'Your message has been sent. We will get back to you soon.',
  notFound: 'Message not found.',
} as const;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  recaptcha_token?: string;
}

function serialize(row: ContactMessage): ContactMessageData {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    ip: row.ip ?? null,
    user_id: row.user_id ?? null,
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function tooManyMessages(retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new RateLimitedError(`You can send ${CONTACT_THROTTLE.max} messages an hour. Please try again in ${wait}.`, retryAfterSeconds);
}

/** One line: a name or subject never carries line breaks into the mail's headers or the admin list. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Stores a visitor's message and queues its mail. Every attempt from the address counts against
 * the hourly limit before anything else, so a bot cannot make the server ask siteverify (or
 * store rows) without bound; the human check, when on, runs before the message is kept.
 */
export async function submitContactMessage(ctx: AppContext, input: ContactInput, origin: { ip: string; userId: number | null }): Promise<ContactMessageData> {
  const limit = await hitRateLimit(`contact-ip:${origin.ip}`, CONTACT_THROTTLE.max, CONTACT_THROTTLE.windowSeconds);
  if (limit.limited) throw tooManyMessages(limit.retryAfterSeconds);
  const settings = await getAllSettings();
  if (settings['recaptcha.enable.contact'] && !(input.recaptcha_token && (await isHumanToken(ctx, input.recaptcha_token, origin.ip)))) {
    throw new InvalidError(HUMAN_CHECK_FAILED_MESSAGE);
  }
  // One transaction: a message is never kept without its mail queued (the job starts once it commits).
  const row = await inTransaction(ContactMessage.sequelize!, async () => {
    const created = await ContactMessage.create({
      name: oneLine(input.name),
      email: input.email.trim(),
      subject: oneLine(input.subject),
      message: input.message.trim(),
      ip: origin.ip,
      user_id: origin.userId,
    });
    await enqueueJob(CONTACT_MAIL_JOB, { messageId: created.id });
    return created;
  });
  return serialize(row);
}

/** The first user (by id) who may open the admin area, through a role or a direct grant; suspended accounts are skipped. */
async function firstAdminEmail(): Promise<string | null> {
  const permissions = await Permission.findAll({ attributes: ['id'], where: { name: [PERMISSIONS.admin, PERMISSIONS.adminAccess] } });
  if (!permissions.length) return null;
  const grants = await Permissionable.findAll({
    attributes: ['permissionable_type', 'permissionable_id'],
    where: { permission_id: permissions.map((p) => p.id), permissionable_type: ['role', 'user'] },
  });
  const roleIds = grants.filter((grant) => grant.permissionable_type === 'role').map((grant) => grant.permissionable_id);
  const userIds = grants.filter((grant) => grant.permissionable_type === 'user').map((grant) => grant.permissionable_id);
  if (roleIds.length) userIds.push(...(await UserRole.findAll({ attributes: ['user_id'], where: { role_id: roleIds } })).map((link) => link.user_id));
  if (!userIds.length) return null;
  const admin = await User.findOne({ attributes: ['email'], where: { id: userIds, banned_at: null }, order: [['id', 'ASC']] });
  return admin?.email ?? null;
}

/** Where contact messages are mailed: the `contact.address` setting, else the first admin's e-mail. */
export async function contactRecipient(): Promise<string | null> {
  const address = (await getAllSettings())['contact.address']?.trim();
  return address || firstAdminEmail();
}

export async function findContactMessage(id: number): Promise<ContactMessage | null> {
  return ContactMessage.findByPk(id);
}

// Admin list (docs/admin-api.md).

function readClause(filter: ListFilter): WhereOptions {
  const { value, operator } = filter;
  let read: boolean;
  if (operator === 'has' || operator === 'doesntHave') read = operator === 'has';
  else if (value === true || value === 'true' || value === 1 || value === '1') read = operator !== '!=';
  else if (value === false || value === 'false' || value === 0 || value === '0') read = operator === '!=';
  else throw badListQuery('filters', 'The read filter takes true or false.');
  return { read_at: read ? { [Op.ne]: null } : null };
}

const MESSAGE_LIST: ListSpec<ContactMessage> = {
  model: ContactMessage,
  searchable: ['name', 'email', 'subject'],
  sortable: ['created_at', 'name', 'email', 'subject', 'read_at'],
  filters: { read: readClause },
  defaultOrder: ['created_at', 'desc'],
};

export function listContactMessages(query: ListQuery): Promise<Pagination<ContactMessageData>> {
  return paginate(MESSAGE_LIST, query, (rows) => rows.map(serialize));
}

async function findMessage(id: number): Promise<ContactMessage> {
  const row = await ContactMessage.findByPk(id);
  if (!row) throw new NotFoundError(CONTACT_MESSAGES.notFound);
  return row;
}

export async function getContactMessage(id: number): Promise<ContactMessageData> {
  return serialize(await findMessage(id));
}

/** Marks a message read (an admin opened it) or unread again. */
export async function setContactMessageRead(id: number, read: boolean): Promise<ContactMessageData> {
  const row = await findMessage(id);
  if (read !== Boolean(row.read_at)) await row.update({ read_at: read ? new Date() : null });
  return serialize(await row.reload());
}

export async function deleteContactMessage(id: number): Promise<void> {
  await (await findMessage(id)).destroy();
}

/** Ids that no longer exist are skipped: the list the admin saw may be out of date. */
export async function deleteContactMessages(ids: number[]): Promise<number> {
  return ContactMessage.destroy({ where: { id: ids } });
}
