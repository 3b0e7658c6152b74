/**
 * The href an inline link gets from what the user typed: web, mail, phone, anchor and site
 * paths as typed; a bare domain becomes https; anything else (javascript:, data:…) is refused.
 */
export function linkHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:|tel:|#|\/)/i.test(value)) return value;
  if (/^[a-z][a-z\d+\-.]*:/i.test(value)) return null;
  if (/^[^\s/]+\.[^\s/]+/.test(value)) return `https://${value}`;
  return null;
}
