import { useEffect } from 'react';
import { NOTIFICATION_STREAM_EVENT } from '../../../../common/notifications.ts';
import { apiRequestsInFlight, apiUrl } from '../../lib/http/api-client.ts';
import { pollUnreadCount } from './notifications-api.ts';
import { nextPollDelay, nextStreamRetryDelay, parseUnreadEvent, POLL_INTERVAL_MS } from './notification-rules.ts';
import { applyUnreadCount } from './unread-count.ts';

// The live unread count (issue 14: "a live unread count without reloading"). One feed per tab,
// shared by every bell: GET notifications/unread-stream as server-sent events ("unread"
// events, each `data: {"unreadCount": n}`); EventSource reconnects by itself after a dropped connection. While
// the stream is down or refused, GET notifications is polled every 30 s, less and less often while
// the tab is hidden, and the stream is tried again after a minute (then 2, 4… up to 10).
//
// The stream opens once the page has settled (loaded, no API request waiting and no resource
// fetched for 1.5 s): first-load requests go first, and a "network idle" wait (a test's, a
// crawler's) is not held open by the never-ending response.

const STREAM_PATH = 'notifications/unread-stream';
const QUIET_MS = 1_500;
const SETTLE_CHECK_MS = 250;
const SETTLE_MAX_MS = 15_000;
/** A bell that unmounts and mounts again (the next screen's navbar) keeps the same connection. */
const RELEASE_GRACE_MS = 5_000;

/** Calls `callback` once the page is quiet (or after 15 s whatever happens); returns a cancel function. */
function whenPageSettled(callback: () => void): () => void {
  const startedAt = performance.now();
  let lastActivity = startedAt;
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver(() => {
      lastActivity = performance.now();
    });
    observer.observe({ type: 'resource' });
  } catch {
    observer = null;
  }
  const timer = setInterval(() => {
    const now = performance.now();
    const quiet = document.readyState === 'complete' && apiRequestsInFlight() === 0 && now - lastActivity >= QUIET_MS;
    if (quiet || now - startedAt >= SETTLE_MAX_MS) {
      cancel();
      callback();
    }
  }, SETTLE_CHECK_MS);
  function cancel() {
    clearInterval(timer);
    observer?.disconnect();
  }
  return cancel;
}

class UnreadCountFeed {
  private source: EventSource | null = null;
  private cancelSettle: (() => void) | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private pollDelay: number | null = null;
  private polling = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay: number | null = null;
  private stopped = false;

  constructor(readonly userId: number) {
    this.cancelSettle = whenPageSettled(() => {
      this.cancelSettle = null;
      this.openStream();
    });
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  stop(): void {
    this.stopped = true;
    this.cancelSettle?.();
    this.closeStream();
    this.stopPolling();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
  }

  private openStream(): void {
    if (this.stopped) return;
    if (typeof EventSource === 'undefined') {
      this.startPolling();
      return;
    }
    const source = new EventSource(apiUrl(STREAM_PATH), { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.retryDelay = null;
      this.stopPolling();
    };
    // The server names its events "unread"; unnamed ones are read the same way.
    const onCount = (event: MessageEvent) => {
      this.stopPolling();
      const count = parseUnreadEvent(event.data);
      if (count !== null) applyUnreadCount(count);
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENT, onCount);
    source.onmessage = onCount;
    source.onerror = () => {
      // CONNECTING: the browser is already reconnecting; CLOSED: it gave up (an error answer).
      this.startPolling();
      if (source.readyState === EventSource.CLOSED) {
        this.closeStream();
        this.retryDelay = nextStreamRetryDelay(this.retryDelay);
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.openStream();
        }, this.retryDelay);
      }
    };
  }

  private closeStream(): void {
    if (!this.source) return;
    this.source.onopen = null;
    this.source.onmessage = null;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }

  private startPolling(): void {
    if (this.polling || this.stopped) return;
    this.polling = true;
    this.pollDelay = null;
    this.schedulePoll();
  }

  private stopPolling(): void {
    this.polling = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private schedulePoll(): void {
    if (!this.polling) return;
    this.pollDelay = nextPollDelay(this.pollDelay, document.hidden);
    this.pollTimer = setTimeout(() => void this.poll(), this.pollDelay);
  }

  private async poll(): Promise<void> {
    this.pollTimer = null;
    try {
      applyUnreadCount(await pollUnreadCount());
    } catch {
      // The next poll tries again.
    }
    if (this.pollTimer === null) this.schedulePoll();
  }

  /** Back in view after a long hidden wait: poll now rather than at the end of it. */
  private onVisibilityChange = () => {
    if (!this.polling || document.hidden || this.pollTimer === null || (this.pollDelay ?? 0) <= POLL_INTERVAL_MS) return;
    clearTimeout(this.pollTimer);
    this.pollDelay = null;
    void this.poll();
  };
}

let feed: UnreadCountFeed | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | null = null;

function acquireFeed(userId: number): () => void {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = null;
  if (feed && feed.userId !== userId) {
    feed.stop();
    feed = null;
  }
  feed ??= new UnreadCountFeed(userId);
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0) return;
    releaseTimer = setTimeout(() => {
      releaseTimer = null;
      feed?.stop();
      feed = null;
    }, RELEASE_GRACE_MS);
  };
}

/** Keeps the signed-in user's unread count live while mounted (the bell). */
export function useUnreadCountFeed(userId: number | null, enabled: boolean): void {
  useEffect(() => (enabled && userId !== null ? acquireFeed(userId) : undefined), [userId, enabled]);
}
