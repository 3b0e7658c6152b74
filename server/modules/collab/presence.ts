import type { PresenceInfo } from '../../../common/editor/project-replica.ts';

// Who else is in a project and where: each socket's page and selected element, shown in the
// user's colour. Kept in memory only; other instances hear of it through the event bus and forget
// what they heard when it is not repeated (an instance that died says no goodbye).

/** Distinct on white and on dark, one per user (the same on every instance and every visit). */
const COLOURS = ['#e5484d', '#0090ff', '#30a46c', '#f76b15', '#8e4ec6', '#d6409f', '#12a594', '#ad7f58', '#3e63dd', '#978365', '#e54666', '#00a2c7'];

export function presenceColour(userId: number): string {
  // Knuth's multiplicative hash spreads consecutive ids over the palette.
  return COLOURS[(Math.imul(userId, 2654435761) >>> 0) % COLOURS.length];
}

export interface PresenceUser {
  id: number;
  name: string;
  avatar: string | null;
}

export function presenceOf(user: PresenceUser, clientId: string, where: { pageId: string | null; selectedId: string | null }): PresenceInfo {
  return { clientId, userId: user.id, name: user.name, avatar: user.avatar, colour: presenceColour(user.id), pageId: where.pageId, selectedId: where.selectedId };
}

/** What an instance heard of the people on its other instances, each with when it last heard it. */
export class RemotePresence {
  private heard = new Map<string, { presence: PresenceInfo; at: number }>();

  constructor(private readonly ttlMs: number) {}

  set(presence: PresenceInfo, now: number): void {
    this.heard.set(presence.clientId, { presence, at: now });
  }

  delete(clientId: string): boolean {
    return this.heard.delete(clientId);
  }

  list(): PresenceInfo[] {
    return [...this.heard.values()].map((entry) => entry.presence);
  }

  /** Forgets what was not repeated in time; returns who was forgotten. */
  expire(now: number): PresenceInfo[] {
    const gone: PresenceInfo[] = [];
    for (const [clientId, entry] of this.heard) {
      if (now - entry.at <= this.ttlMs) continue;
      this.heard.delete(clientId);
      gone.push(entry.presence);
    }
    return gone;
  }
}
