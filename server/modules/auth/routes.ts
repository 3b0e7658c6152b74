import type { Plugin } from '@hapi/hapi';

export const authRoutes: Plugin<void> = {
  name: 'auth-routes',
  register() {},
};
