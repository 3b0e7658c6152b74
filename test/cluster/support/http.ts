import { withCsrf } from '../../helpers/http.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A request from a signed-in client (session cookie, CSRF pair on writes) to one instance or the balancer. */
export async function call<T = Record<string, unknown>>(base: string, cookie: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = method === 'GET' ? { cookie } : withCsrf({ cookie });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page from the balancer): kept as text for the failure message.
  }
  return { status: response.status, body: parsed as T };
}

export interface UnreadStream {
  /** Resolves with the next unreadCount the stream sends that satisfies `wanted`. */
  next(wanted: (count: number) => boolean, timeoutMs: number): Promise<number>;
  close(): void;
}

/** Opens the unread-count event stream as a browser's EventSource would, and collects its events. */
export async function openUnreadStream(base: string, cookie: string): Promise<UnreadStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/notifications/unread-stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`unread stream: ${response.status}`);
  const counts: number[] = [];
  const wake: { waiter: (() => void) | null } = { waiter: null };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (data) counts.push((JSON.parse(data.slice(6)) as { unreadCount: number }).unreadCount);
          wake.waiter?.();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    async next(wanted, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = counts.findIndex(wanted);
        if (index >= 0) return counts.splice(0, index + 1)[index];
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the stream on ${base} sent no wanted count within ${timeoutMs} ms (it sent ${JSON.stringify(counts)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake.waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake.waiter = null;
      }
    },
    close: () => controller.abort(),
  };
}

/** Polls `check` until it returns something other than undefined. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
