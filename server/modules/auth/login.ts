import type { Request, ResponseToolkit } from '@hapi/hapi';
import { appContext } from '../../http/context.ts';
import { getBootstrapData } from '../bootstrap/service.ts';
import type { User } from '../users/models.ts';
import { sendNewSignInNotice } from './notifications.ts';
import { startSession } from './sessions.ts';

/**
 * The last step of every way in (password, 2FA challenge, social login): a fresh session for
 * the user, the "new sign-in" notice, and the bootstrap data the web app swaps in.
 * Answers `bootstrapData` as a JSON string, as spec/platform.md §7 describes for auth/login.
 */
export async function completeLogin(request: Request, h: ResponseToolkit, user: User, remember: boolean): Promise<{ bootstrapData: string }> {
  const ctx = appContext(request);
  await startSession(request, h, user, { remember });
  await sendNewSignInNotice(ctx, user, request);
  const data = await getBootstrapData(ctx.config, { user, cookies: request.state ?? {} });
  return { bootstrapData: JSON.stringify(data) };
}
