import { Op } from 'sequelize';
import { UAParser } from 'ua-parser-js';
import { Session } from './models.ts';

export interface SessionData {
  id: number;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  last_active: string;
  is_current_device: boolean;
  device_type: 'mobile' | 'tablet' | 'other';
}

// ua-parser-js 1 still says "Mac OS"; the sessions list and the sign-in notice say what Apple calls it.
const PLATFORM_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };

/** Browser, platform and device class of a user agent, as the sessions list and the sign-in mail show them. */
export function describeUserAgent(userAgent: string | null): Pick<SessionData, 'platform' | 'browser' | 'device_type'> {
  const parsed = UAParser(userAgent ?? '');
  const type = parsed.device.type;
  const platform = parsed.os.name ?? null;
  return {
    platform: platform && (PLATFORM_NAMES[platform] ?? platform),
    browser: parsed.browser.name ?? null,
    device_type: type === 'mobile' || type === 'tablet' ? type : 'other',
  };
}

/** The user's live sessions (2FA half-logins are not theirs yet), most recently active first. */
export async function listUserSessions(userId: number, currentSessionId: number | null): Promise<SessionData[]> {
  const sessions = await Session.findAll({
    where: { user_id: userId, expires_at: { [Op.gt]: new Date() } },
    order: [['last_activity', 'DESC'], ['id', 'DESC']],
  });
  return sessions.map((session) => ({
    id: session.id,
    ...describeUserAgent(session.user_agent),
    city: session.city ?? null,
    country: session.country ?? null,
    ip_address: session.ip_address,
    last_active: new Date(session.last_activity).toISOString(),
    is_current_device: session.id === currentSessionId,
  }));
}

/** Signs the user out everywhere except the given session (everywhere when null). */
export async function endOtherSessions(userId: number, keepSessionId: number | null): Promise<number> {
  const where = keepSessionId === null ? { user_id: userId } : { user_id: userId, id: { [Op.ne]: keepSessionId } };
  return Session.destroy({ where });
}
