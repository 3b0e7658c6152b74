import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { User, ValueLists } from '../../../../../common/types.ts';
import { refetchBootstrapData, useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { SelectField } from '../../auth/form-fields.tsx';
import { storeUpdatedUser } from '../account-user.ts';
import { SettingsPanel } from '../settings-panel.tsx';

type LocationValues = {
  language: string;
  country: string;
  timezone: string;
};

const VALUE_LISTS = 'countries,timezones,localizations';

/** The browser's own zone, for users who never chose one (settings dates.default_timezone "auto"). */
function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Language, country and timezone: PUT users/me {language, country, timezone}; a new language is
 * also switched to with POST users/me/locale {locale}, then the app reloads its translations.
 */
export function LocationPanel({ user }: { user: User }) {
  const lists = useQuery({ queryKey: ['value-lists', VALUE_LISTS], queryFn: () => apiClient.get<ValueLists>(`value-lists/${VALUE_LISTS}`) });
  return (
    <SettingsPanel id="location" title="Location and language">
      {lists.isPending ? (
        <QueryLoading size="sm" />
      ) : lists.isError ? (
        <QueryError inline title={<Trans message="There was an issue loading this page" />} error={lists.error} onRetry={() => void lists.refetch()} retrying={lists.isFetching} testId="location-error" />
      ) : (
        <LocationForm user={user} lists={lists.data} />
      )}
    </SettingsPanel>
  );
}

function LocationForm({ user, lists }: { user: User; lists: ValueLists }) {
  const { settings, i18n } = useBootstrapData();
  const defaultTimezone = settings.dates.default_timezone && settings.dates.default_timezone !== 'auto' ? settings.dates.default_timezone : browserTimezone();
  const form = useForm<LocationValues>({
    defaultValues: { language: user.language || i18n.language || '', country: user.country || '', timezone: user.timezone || defaultTimezone },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = settings.i18n.enable ? values : { country: values.country, timezone: values.timezone };
      const response = await apiClient.put<{ user: User }>('users/me', body);
      storeUpdatedUser(response.user);
      if (settings.i18n.enable && values.language && values.language !== i18n.language) {
        await apiClient.post('users/me/locale', { locale: values.language });
        await refetchBootstrapData();
      }
      form.reset(values);
      toast('Updated account details');
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="sw-settings-form" data-testid="location-form">
      {settings.i18n.enable && (
        <SelectField label="Language" error={errors.language?.message} {...form.register('language')}>
          {(lists.localizations ?? []).map((localization) => (
            <option key={localization.language} value={localization.language}>
              {localization.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label="Country" autoComplete="country" error={errors.country?.message} {...form.register('country')}>
        <option value="">—</option>
        {(lists.countries ?? []).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Timezone" error={errors.timezone?.message} {...form.register('timezone')}>
        {Object.entries(lists.timezones ?? {}).map(([region, zones]) => (
          <optgroup key={region} label={region}>
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.text}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="location-save">
        <Trans message="Save" />
      </Button>
    </form>
  );
}
