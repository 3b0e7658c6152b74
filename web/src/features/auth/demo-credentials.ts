// Demo mode (settings.site.demo): the login form comes filled
// with one of 100 demo accounts so visitors can try the product without registering. Accounts are
// demo1@<site host> … demo100@<site host>, all with the password "demo"; a demo install creates
// them (e.g. `sitewright users create`). A random one spreads visitors over the accounts so they
// do not trip over each other's changes.

export const DEMO_ACCOUNT_COUNT = 100;
export const DEMO_PASSWORD = 'demo';

export interface DemoCredentials {
  email: string;
  password: string;
}

/**
 * The host of the site's base URL ("https://app.example.com/x" → "app.example.com"); "demo.test"
 * when that host cannot be an e-mail domain (localhost, an IP address, no URL).
 */
export function demoEmailDomain(baseUrl: string | null | undefined): string {
  try {
    const host = new URL(baseUrl ?? '').hostname;
    return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') ? host : 'demo.test';
  } catch {
    return 'demo.test';
  }
}

/** Account number 1…100 from a random number in [0, 1). */
export function demoAccountNumber(random: number = Math.random()): number {
  return Math.min(DEMO_ACCOUNT_COUNT, Math.floor(random * DEMO_ACCOUNT_COUNT) + 1);
}

export function demoCredentials(baseUrl: string | null | undefined, random: number = Math.random()): DemoCredentials {
  return { email: `demo${demoAccountNumber(random)}@${demoEmailDomain(baseUrl)}`, password: DEMO_PASSWORD };
}
