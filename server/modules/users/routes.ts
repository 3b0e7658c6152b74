import type { Plugin } from '@hapi/hapi';

export const userRoutes: Plugin<void> = {
  name: 'user-routes',
  register() {},
};
