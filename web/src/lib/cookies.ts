import { DEFAULT_COOKIE_DAYS } from '../../../common/constants.ts';

export interface CookieOptions {
  /** Lifetime in days; defaults to 7. */
  days?: number;
  path?: string;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const raw = cookie.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const days = options.days ?? DEFAULT_COOKIE_DAYS;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `max-age=${Math.round(days * 24 * 60 * 60)}`,
    'SameSite=Lax',
  ];
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
