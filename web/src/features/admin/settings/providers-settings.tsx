import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useUser } from '../../../app/bootstrap/bootstrap-store.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { trans, Trans } from '../../../lib/i18n.tsx';
import { TextField } from '../../auth/form-fields.tsx';
import { ProviderTest } from './provider-test.tsx';
import { FieldRow, SettingCheckbox, SettingNumber, SettingSecret, SettingSelect, SettingText } from './setting-fields.tsx';
import { sendTestMail, testStorage } from './settings-api.ts';
import { SettingsForm, SettingsSection, useOffers } from './settings-form.tsx';
import { settingsUnder, type SettingSpecs, type SettingsFormValues } from './setting-values.ts';

const SPECS: SettingSpecs = {
  'mail.driver': { kind: 'text', nullable: true },
  'mail.host': { kind: 'text' },
  'mail.port': { kind: 'number' },
  'mail.secure': { kind: 'boolean' },
  'mail.username': { kind: 'text' },
  'mail.password': { kind: 'secret' },
  'mail.from': { kind: 'text', nullable: true },
  'storage.driver': { kind: 'text', nullable: true },
  'storage.s3.endpoint': { kind: 'text' },
  'storage.s3.bucket': { kind: 'text' },
  'storage.s3.region': { kind: 'text' },
  'storage.s3.access_key_id': { kind: 'text' },
  'storage.s3.secret_access_key': { kind: 'secret' },
  'storage.s3.force_path_style': { kind: 'boolean' },
  'billing.enable': { kind: 'boolean' },
  'stripe.secret_key': { kind: 'secret' },
  'stripe.webhook_secret': { kind: 'secret' },
};

export const TEST_MAIL_SENT_MESSAGE = 'Test mail sent to :to';
export const STORAGE_TEST_PASSED_MESSAGE = 'Connected: a test file was written, read and deleted.';

const MAIL_DRIVERS = [
  { value: 'log', label: 'Log (mails go to the server log)' },
  { value: 'smtp', label: 'SMTP' },
];

const STORAGE_DRIVERS = [
  { value: 'local', label: 'Local disk' },
  { value: 's3', label: 'S3-compatible bucket' },
];

/**
 * /admin/settings/providers: mail, storage and Stripe. A mail or storage change is tested by the
 * server before it is stored; a failing one is refused with the test's error under its field.
 */
export function ProvidersSettingsPage() {
  useDocumentTitle('Provider settings');
  return (
    <SettingsForm specs={SPECS} testId="settings-providers">
      <MailSection />
      <StorageSection />
      <StripeSection />
      <SettingsSection title="AI generation">
        <p className="sw-muted">
          <Trans message="The endpoint, model and key that write generated sites have :link." values={{ link: <Link to="/admin/settings/ai"><Trans message="their own page" /></Link> }} />
        </p>
      </SettingsSection>
    </SettingsForm>
  );
}

function MailSection() {
  const offered = useOffers('mail.driver');
  const driver = useWatch({ name: 'mail.driver' }) as string | undefined;
  const { getValues } = useFormContext<SettingsFormValues>();
  const user = useUser();
  const [to, setTo] = useState(user?.email ?? '');
  if (!offered) return null;
  const run = async () => {
    const message = await sendTestMail(to.trim(), settingsUnder('mail', SPECS, getValues()));
    return message || trans(TEST_MAIL_SENT_MESSAGE, { to: to.trim() });
  };
  return (
    <SettingsSection title="Mail" description="How the product sends e-mail: password resets, invitations, notifications." testId="settings-mail">
      <SettingSelect name="mail.driver" label="Driver" options={MAIL_DRIVERS} nullLabel="As the environment sets it (MAIL_URL)" />
      {driver === 'smtp' && (
        <>
          <FieldRow>
            <SettingText name="mail.host" label="Host" placeholder="smtp.example.com" />
            <SettingNumber name="mail.port" label="Port" min={1} step={1} />
          </FieldRow>
          <SettingCheckbox name="mail.secure" label="Use TLS from the start (port 465)" description="Otherwise the connection upgrades with STARTTLS when the server offers it." />
          <SettingText name="mail.username" label="Username" />
          <SettingSecret name="mail.password" label="Password" />
        </>
      )}
      <SettingText name="mail.from" label="From" placeholder="Sitewright <no-reply@example.com>" />
      <ProviderTest group="mail" label="Send a test mail" testingMessage="Sending a test mail…" testId="mail-test" run={run}>
        <TextField label="Send it to" name="test_mail_to" type="email" value={to} onChange={(event) => setTo(event.target.value)} data-testid="mail-test-to" />
      </ProviderTest>
    </SettingsSection>
  );
}

function StorageSection() {
  const offered = useOffers('storage.driver');
  const driver = useWatch({ name: 'storage.driver' }) as string | undefined;
  const { getValues } = useFormContext<SettingsFormValues>();
  if (!offered) return null;
  const run = async () => {
    return (await testStorage(settingsUnder('storage', SPECS, getValues()))) || STORAGE_TEST_PASSED_MESSAGE;
  };
  return (
    <SettingsSection title="Storage" description="Where uploaded files and published sites are kept." testId="settings-storage">
      <SettingSelect name="storage.driver" label="Driver" options={STORAGE_DRIVERS} nullLabel="As the environment sets it (STORAGE_DRIVER)" />
      {driver === 's3' && (
        <>
          <SettingText name="storage.s3.endpoint" label="Endpoint" type="url" placeholder="https://s3.eu-central-1.amazonaws.com" />
          <FieldRow>
            <SettingText name="storage.s3.bucket" label="Bucket" />
            <SettingText name="storage.s3.region" label="Region" placeholder="us-east-1" />
          </FieldRow>
          <SettingText name="storage.s3.access_key_id" label="Access key ID" />
          <SettingSecret name="storage.s3.secret_access_key" label="Secret access key" />
          <SettingCheckbox name="storage.s3.force_path_style" label="Path-style addresses" description="Needed by MinIO and most S3-compatible servers." />
        </>
      )}
      <ProviderTest group="storage" label="Test connection" testingMessage="Testing the connection…" testId="storage-test" run={run} />
    </SettingsSection>
  );
}

function StripeSection() {
  const secretKey = useOffers('stripe.secret_key');
  const billing = useOffers('billing.enable');
  if (!secretKey && !billing) return null;
  return (
    <SettingsSection title="Stripe" description="Plans are sold through Stripe once both keys are set." testId="settings-stripe">
      <SettingCheckbox name="billing.enable" label="Enable billing" />
      <SettingSecret name="stripe.secret_key" label="Secret key" />
      <SettingSecret name="stripe.webhook_secret" label="Webhook signing secret" />
    </SettingsSection>
  );
}
