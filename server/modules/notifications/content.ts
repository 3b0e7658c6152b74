import type SanitizeHtml from 'sanitize-html';
import type { NotificationAction, NotificationData, NotificationLine } from '../../../common/notifications.ts';
import { sanitizeHtml } from '../../lazy-packages.ts';

// What a notification says, made safe once when it is stored: the web app renders a line's
// content as HTML inside its own origin, mails and push messages show it too. A line keeps bold,
// italics and links (http, https, mailto or a path of the app); every other tag goes, its text
// stays. Actions and images are paths of the app or http(s) URLs, nothing else.

const MAX_LINES = 10;
const MAX_CONTENT_LENGTH = 2000;
const MAX_LABEL_LENGTH = 100;
const MAX_URL_LENGTH = 2000;

const LINE_HTML: SanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const NO_HTML: SanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** The text a line's HTML shows, without tags or entities: for plain-text mail and push messages. */
export function plainText(html: string): string {
  return decodeEntities(sanitizeHtml(html, NO_HTML)).replace(/\s+/g, ' ').trim();
}

export function sanitizeLineHtml(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_CONTENT_LENGTH), LINE_HTML).trim();
}

/** A path of the app (`/dashboard`, not `//host`) or an absolute http(s) URL; anything else is no link. */
export function safeLink(value: string | null | undefined): string | null {
  const link = value?.trim();
  if (!link || link.length > MAX_URL_LENGTH || /[\s\\]/.test(link)) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}

/** Buttons the app handles itself rather than following as a link: an invitation's join and decline. */
const IN_APP_COMMANDS = new Set(['join', 'decline']);

function safeAction(action: NotificationAction | null | undefined): NotificationAction | null {
  if (!action) return null;
  const target = IN_APP_COMMANDS.has(action.action) ? action.action : safeLink(action.action);
  const label = plainText(String(action.label ?? '')).slice(0, MAX_LABEL_LENGTH);
  return target && label ? { action: target, label } : null;
}

function safeLine(line: NotificationLine): NotificationLine | null {
  const content = sanitizeLineHtml(String(line.content ?? ''));
  if (!content) return null;
  return {
    type: line.type === 'primary' ? 'primary' : 'secondary',
    content,
    icon: typeof line.icon === 'string' && /^[a-z0-9-]{1,40}$/.test(line.icon) ? line.icon : null,
    action: safeAction(line.action),
  };
}

export interface ContentInput {
  lines: NotificationLine[];
  mainAction?: NotificationAction | null;
  buttonActions?: NotificationAction[];
  image?: string | null;
  inviteId?: string;
}

/** The stored `data` of a notification (common/notifications.ts), every part of it checked. */
export function notificationContent(input: ContentInput): NotificationData['data'] {
  const data: NotificationData['data'] = {
    image: safeLink(input.image),
    mainAction: safeAction(input.mainAction),
    lines: input.lines.slice(0, MAX_LINES).map(safeLine).filter((line): line is NotificationLine => line !== null),
    buttonActions: (input.buttonActions ?? []).slice(0, 5).map(safeAction).filter((action): action is NotificationAction => action !== null),
  };
  if (typeof input.inviteId === 'string' && input.inviteId.length <= 100) data.inviteId = input.inviteId;
  return data;
}

/** An app path made absolute for mail and push; absolute URLs stay as they are. */
export function absoluteLink(appUrl: string, link: string): string {
  return link.startsWith('/') ? `${appUrl}${link}` : link;
}

/** A line's HTML with links to app paths made absolute (a mail client has no base URL). */
export function absoluteLinksHtml(appUrl: string, html: string): string {
  return sanitizeHtml(html, {
    ...LINE_HTML,
    transformTags: { a: (tagName, attribs): SanitizeHtml.Tag => ({ tagName, attribs: attribs.href ? { href: absoluteLink(appUrl, attribs.href) } : {} }) },
  });
}

/**
 * A stored line (sanitized, so links are written `<a href="…">`) as plain text, each link's
 * target after its text: "Open the editor (https://…/editor/4)".
 */
export function lineText(appUrl: string, html: string): string {
  return plainText(html.replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_match, href: string, text: string) => `${text} (${absoluteLink(appUrl, decodeEntities(href))})`));
}
