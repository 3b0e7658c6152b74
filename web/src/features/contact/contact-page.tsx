import { SCREEN_TITLES } from '../../../../common/app-routes.ts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSettings, useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { required, requiredEmail } from '../../lib/forms/rules.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { TextField } from '../auth/form-fields.tsx';
import { HUMAN_CHECK_FAILED, recaptchaToken, verifyHuman } from '../auth/human-check.ts';
import './contact.css';

// /contact: name, e-mail, subject and message, POST contact. The
// server keeps the message for the admins and mails it to the site's contact address; it allows
// five messages an hour from one address. With the human check on for the contact form, it runs
// first, as on the registration form.

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const CONTACT_SENT = 'Your message has been sent. We will get back to you soon.';

export function ContactPage() {
  useDocumentTitle(SCREEN_TITLES.contact);
  const [sent, setSent] = useState(false);
  return (
    <AppLayout navbarMenu="contact-us-page" narrow>
      <div data-testid="contact-page">
        <PageHeader title="Contact us" description="Have a question or feedback? Send us a message and we will get back to you." />
        <div className="sw-card sw-contact-card">
          {sent ? (
            <div role="status" className="sw-contact-sent" data-testid="contact-sent">
              <h2>
                <Trans message="Message sent" />
              </h2>
              <p>
                <Trans message={CONTACT_SENT} />
              </p>
              <Button variant="outline" onClick={() => setSent(false)} data-testid="contact-again">
                <Trans message="Send another message" />
              </Button>
            </div>
          ) : (
            <ContactForm onSent={() => setSent(true)} />
          )}
        </div>
      </div>
    </AppLayout>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const settings = useSettings();
  const user = useUser();
  const messageId = useId();
  const form = useForm<ContactValues>({
    defaultValues: { name: user?.display_name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body: Record<string, string> = { ...values, email: values.email.trim() };
    if (settings.recaptcha.enable.contact) {
      if (!(await verifyHuman(settings.recaptcha.site_key, 'contact'))) {
        toast.danger(HUMAN_CHECK_FAILED);
        return;
      }
      // The check above used its token up; the server checks a fresh one.
      body.recaptcha_token = await recaptchaToken(settings.recaptcha.site_key, 'contact');
    }
    try {
      await apiClient.post('contact', body);
      onSent();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className="sw-contact-row">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} data-testid="contact-name" {...form.register('name', required)} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} data-testid="contact-email" {...form.register('email', requiredEmail)} />
      </div>
      <TextField label="Subject" error={errors.subject?.message} data-testid="contact-subject" {...form.register('subject', required)} />
      <div className="sw-field">
        <label className="sw-label" htmlFor={messageId}>
          <Trans message="Message" />
        </label>
        <textarea
          id={messageId}
          className="sw-input sw-contact-message"
          rows={8}
          maxLength={5000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          data-testid="contact-message"
          {...form.register('message', required)}
        />
        {errors.message?.message && (
          <span id={`${messageId}-error`} className="sw-field-error" role="alert">
            <Trans message={errors.message.message} />
          </span>
        )}
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={isSubmitting} data-testid="contact-submit">
        <Trans message="Send" />
      </Button>
    </form>
  );
}
