import { UniqueConstraintError } from 'sequelize';
import { sha256 } from '../../security/tokens.ts';
import { KnownDevice } from './models.ts';
import { describeUserAgent } from './session-list.ts';

// The devices each account has signed in with, so only a sign-in from another one gets the "new
// sign-in" notice (notifications.ts). A device is a browser and OS family ("Firefox on Windows"):
// versions change with every update, and the full user agent is not needed to tell a laptop from
// a stranger's computer. Sessions cannot say this: their rows go at logout and at the next login.

// A user agent that names neither browser nor OS cannot be recognised again: it never counts as
// seen, but it is on record, so the account's next sign-in is not taken for its first.
const UNRECOGNISED = 'unrecognised';

/** How a sign-in's device relates to the account: its first sign-in ever, a device it used before, or another one. */
export type DeviceSighting = 'first' | 'known' | 'new';

/** The stored key of a user agent's browser and OS family; one shared key for those that name neither. */
export function deviceKey(userAgent: string | null): string {
  const { browser, platform } = describeUserAgent(userAgent);
  return browser || platform ? sha256(`${browser ?? ''}\n${platform ?? ''}`) : UNRECOGNISED;
}

/** Records the device of a sign-in for the user and says whether the account has seen it before. */
export async function recordSignInDevice(userId: number, userAgent: string | null, now: Date): Promise<DeviceSighting> {
  const fingerprint = deviceKey(userAgent);
  const devices = await KnownDevice.findAll({ where: { user_id: userId } });
  const device = devices.find((known) => known.fingerprint === fingerprint);
  if (device) await device.update({ last_seen_at: now });
  else await addDevice(userId, fingerprint, now);
  if (devices.length === 0) return 'first';
  return device && fingerprint !== UNRECOGNISED ? 'known' : 'new';
}

async function addDevice(userId: number, fingerprint: string, now: Date): Promise<void> {
  try {
    await KnownDevice.create({ user_id: userId, fingerprint, first_seen_at: now, last_seen_at: now });
  } catch (error) {
    // Two sign-ins from the same new device at once: the other one recorded it.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
}
