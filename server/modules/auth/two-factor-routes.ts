import type { Plugin } from '@hapi/hapi';

export const twoFactorRoutes: Plugin<void> = {
  name: 'two-factor-routes',
  register() {},
};
