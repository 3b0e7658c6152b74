import { useWatch } from 'react-hook-form';
import { useSettings } from '../../../app/bootstrap/bootstrap-store.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { SettingCheckbox, SettingSecret, SettingSelect, SettingText } from './setting-fields.tsx';
import { SettingsForm, SettingsSection, useOffers } from './settings-form.tsx';
import type { SettingSpecs } from './setting-values.ts';

export const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'twitter', name: 'Twitter' },
  { id: 'github', name: 'GitHub' },
] as const;

const SPECS: SettingSpecs = {
  'registration.disable': { kind: 'boolean' },
  require_email_confirmation: { kind: 'boolean' },
  'auth.two_factor': { kind: 'text' },
  'social.compact_buttons': { kind: 'boolean' },
  ...Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap(({ id }) => [
      [`social.${id}.enable`, { kind: 'boolean' }],
      [`social.${id}.client_id`, { kind: 'text' }],
      [`social.${id}.client_secret`, { kind: 'secret' }],
    ]),
  ),
  'recaptcha.site_key': { kind: 'text' },
  'recaptcha.secret_key': { kind: 'secret' },
  'recaptcha.enable.register': { kind: 'boolean' },
  'recaptcha.enable.contact': { kind: 'boolean' },
};

const TWO_FACTOR_POLICIES = [
  { value: 'optional', label: 'Optional for everyone' },
  { value: 'admins', label: 'Required for admins' },
];

/** /admin/settings/authentication: registration, e-mail confirmation, social login, reCAPTCHA, 2FA. */
export function AuthenticationSettingsPage() {
  useDocumentTitle('Authentication settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-authentication">
      <SettingsSection title="Registration">
        <SettingCheckbox name="registration.disable" label="Disable registration" description="The registration page redirects to the login page and its links hide." />
        <SettingCheckbox
          name="require_email_confirmation"
          label="Require e-mail confirmation"
          description="A new user sees only the verify-email screen until they follow the link in their mail."
        />
        <TwoFactorPolicy />
      </SettingsSection>
      <SettingsSection title="Social login" description="Buttons that read “Continue with” and the provider, each shown once it is enabled.">
        <SettingCheckbox name="social.compact_buttons" label="Compact buttons (icons only)" />
        {SOCIAL_PROVIDERS.map((provider) => (
          <SocialProvider key={provider.id} id={provider.id} name={provider.name} />
        ))}
      </SettingsSection>
      <SettingsSection title="reCAPTCHA" description="Google reCAPTCHA v3 keys, and the forms that check it.">
        <SettingText name="recaptcha.site_key" label="Site key" />
        <SettingSecret name="recaptcha.secret_key" label="Secret key" />
        <SettingCheckbox name="recaptcha.enable.register" label="Check the registration form" />
        <SettingCheckbox name="recaptcha.enable.contact" label="Check the contact form" />
      </SettingsSection>
    </SettingsForm>
  );
}

/** Shown only when the server offers a policy. */
function TwoFactorPolicy() {
  if (!useOffers('auth.two_factor')) return null;
  return <SettingSelect name="auth.two_factor" label="Two-factor authentication" options={TWO_FACTOR_POLICIES} />;
}

function SocialProvider({ id, name }: { id: string; name: string }) {
  const enabled = useWatch({ name: `social.${id}.enable` }) === true;
  const baseUrl = useSettings().base_url.replace(/\/+$/, '');
  return (
    <div className="sw-settings-provider" data-testid={`social-${id}`}>
      <h3>{name}</h3>
      <SettingCheckbox name={`social.${id}.enable`} label={`Enable ${name} login`} />
      {enabled && (
        <>
          <SettingText name={`social.${id}.client_id`} label="Client ID" />
          <SettingSecret name={`social.${id}.client_secret`} label="Client secret" />
          <p className="sw-field-description">
            <Trans message="Register the callback :url with the provider." values={{ url: <code>{`${baseUrl}/secure/auth/social/${id}/callback`}</code> }} />
          </p>
        </>
      )}
    </div>
  );
}
