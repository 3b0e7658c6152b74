import type { SiteAnswer } from './site-responses.ts';

// The plain pages a host without a site, or a site without the page asked for, answers: no
// script, no external resource. Apart from the rest of site-responses.ts so that the host guard
// (server/http/host-guard.ts) answers with one without loading what published sites are served with.

const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function plainPage(status: number, title: string, text: string, extra: Record<string, string> = {}): SiteAnswer {
  const body = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;display:grid;place-items:center;min-height:90vh;margin:0}main{text-align:center;padding:2rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0;color:#6b7280}</style>' +
      `</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
  );
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      'content-security-policy': PLAIN_PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
      ...extra,
    },
    body,
  };
}

export function siteNotFoundPage(): SiteAnswer {
  return plainPage(404, 'Site not found', 'There is no published site at this address.');
}
