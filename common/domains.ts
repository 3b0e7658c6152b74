// Custom domains of published sites as the server answers them, and the host rules the server
// enforces (the web app checks the same before sending).

/**
 * One domain of a project; `records` are the two ways to prove control of it, either one will do
 * (only the TXT record while another site claims the same domain).
 */
export interface DomainRecord {
  id: number;
  host: string;
  verified: boolean;
  verified_at: string | null;
  /** When an unverified claim is released (DOMAIN_CLAIM_HOURS after it was made); null once verified. */
  claim_expires_at: string | null;
  /** Why the last verification failed; null once verified or before any check. */
  last_error: string | null;
  records: {
    txt: { name: string; value: string };
    http: { url: string; body: string };
  };
}

export const DOMAIN_TXT_PREFIX = '_sitewright';
export const DOMAIN_TXT_VALUE_PREFIX = 'sitewright-verify=';
export const DOMAIN_HTTP_PATH = '/.well-known/sitewright-verify/';

/** A claim not verified within this many hours is released, so nobody holds a domain they cannot prove. */
export const DOMAIN_CLAIM_HOURS = 72;

export const DOMAIN_MESSAGES = {
  invalid: 'Enter a domain name such as www.example.com.',
  appHost: 'This is the address of the app itself; connect a domain of your own.',
  sitesHost: 'Addresses under the published sites domain are given to sites already; connect a domain of your own.',
  taken: 'This domain is already connected to a site.',
  claimedElsewhere: 'Another site proved this domain first, so this claim was released.',
  notFound: 'Domain not found.',
  removed: 'Domain removed.',
  notVerified: (host: string, token: string) =>
    `Neither the TXT record ${DOMAIN_TXT_PREFIX}.${host} nor the file http://${host}${DOMAIN_HTTP_PATH}${token} says the verification code yet. ` +
    'Add one of them and try again; new DNS records can take a while to show.',
  contested: (host: string) =>
    `Another site claims ${host} too, so only the TXT record ${DOMAIN_TXT_PREFIX}.${host} proves it is yours. ` +
    'Add it and try again; new DNS records can take a while to show.',
  notServed: 'This domain is not served here.',
} as const;

export function domainTxtRecord(host: string, token: string): { name: string; value: string } {
  return { name: `${DOMAIN_TXT_PREFIX}.${host}`, value: `${DOMAIN_TXT_VALUE_PREFIX}${token}` };
}

export function domainHttpRecord(host: string, token: string): { url: string; body: string } {
  return { url: `http://${host}${DOMAIN_HTTP_PATH}${token}`, body: token };
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host a user typed, as the server stores and matches it: lower-case ASCII (an international
 * name in its punycode form), without scheme, path or trailing dot; null when it is not a
 * public DNS name of at least two labels (no IP address, no port, no single-label intranet name).
 */
export function normalizeDomainHost(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      const url = new URL(text);
      if (url.port || url.username || url.password) return null;
      text = url.hostname;
    } catch {
      return null;
    }
  } else {
    text = text.replace(/\/+$/, '');
  }
  text = text.replace(/\.$/, '');
  if (!text || /[/:@\s]/.test(text)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  if (ascii !== text && !/[^\u0020-\u007e]/.test(text)) return null;
  if (ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // A numeric last label is an IPv4 address (or part of one), never a registrable name.
  if (/^\d+$/.test(labels[labels.length - 1])) return null;
  return ascii;
}

/** True when host is base or a name under it. */
export function isHostUnder(host: string, base: string): boolean {
  return host === base || host.endsWith(`.${base}`);
}
