import type { Plugin } from '@hapi/hapi';

export const accessTokenRoutes: Plugin<void> = {
  name: 'access-token-routes',
  register() {},
};
