import { FORM_RATE_LIMIT } from '../../../common/forms.ts';
import { RateLimitedError } from '../../errors.ts';
import { throttle } from '../auth/throttle.ts';

// Posts to one site are counted per visitor address and for the whole site, in the shared
// rate_limits table (auth/throttle.ts), so every instance counts together.

const WINDOW_SECONDS = 60;

/** null while the post may go on, else the seconds to wait before the next. */
export async function formRateLimit(projectId: number, ip: string): Promise<number | null> {
  try {
    await throttle(`form-ip:${projectId}|${ip}`, FORM_RATE_LIMIT.perIpPerMinute, WINDOW_SECONDS, 'form');
    await throttle(`form-site:${projectId}`, FORM_RATE_LIMIT.perSitePerMinute, WINDOW_SECONDS, 'form');
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds ?? WINDOW_SECONDS;
    throw error;
  }
}
