import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';

/** The user's language, for prices and dates. */
export function useBillingLocale(): string {
  return useBootstrapData().i18n?.language || 'en';
}
