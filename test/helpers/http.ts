const TEST_XSRF = 'test-xsrf-token';

/** Headers a same-origin browser sends with a write: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN. */
export function withCsrf(headers: Record<string, string> = {}): Record<string, string> {
  const cookie = [headers.cookie, `XSRF-TOKEN=${TEST_XSRF}`].filter(Boolean).join('; ');
  return { ...headers, cookie, 'x-xsrf-token': TEST_XSRF };
}
