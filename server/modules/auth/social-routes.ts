import type { Plugin } from '@hapi/hapi';

export const socialAuthRoutes: Plugin<void> = {
  name: 'social-auth-routes',
  register() {},
};
