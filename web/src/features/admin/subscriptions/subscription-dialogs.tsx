import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { required } from '../../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { formatDate } from '../shell/format.ts';
import { localDay } from '../table/filters.ts';
import { cancelSubscription, currentEnd, extendSubscription, extensionEnd, type SubscriptionRow } from './subscriptions-api.ts';

function subscriberName(row: SubscriptionRow): string {
  return row.user?.email ?? `#${row.id}`;
}

type CancelWhen = 'period_end' | 'now';

/** Cancel at the end of the paid period (the default) or at once. */
export function CancelSubscriptionDialog({ subscription, onClose }: { subscription: SubscriptionRow | null; onClose: () => void }) {
  const trans = useTrans();
  const [chosen, setChosen] = useState<CancelWhen | null>(null);
  // One already ending with its period can only end sooner.
  const when: CancelWhen = chosen ?? (subscription?.cancel_at_period_end ? 'now' : 'period_end');
  const end = subscription ? currentEnd(subscription) : null;
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={subscription !== null}
      title={subscription ? trans('Cancel the subscription of :name?', { name: subscriberName(subscription) }) : undefined}
      confirmLabel={<Trans message="Cancel subscription" />}
      cancelLabel={<Trans message="Keep it" />}
      danger
      testId="cancel-subscription-dialog"
      onClose={close}
      onConfirm={async () => {
        if (!subscription) return;
        await cancelSubscription(subscription.id, when === 'now');
        toast('Subscription cancelled');
      }}
    >
      <fieldset className="sw-choice-list">
        <legend className="sw-label">
          <Trans message="When" />
        </legend>
        <label className="sw-checkbox">
          <input type="radio" name="when" value="period_end" checked={when === 'period_end'} disabled={subscription?.cancel_at_period_end} onChange={() => setChosen('period_end')} />
          <span>{end ? <Trans message="At the end of the period (:date)" values={{ date: formatDate(end) }} /> : <Trans message="At the end of the period" />}</span>
        </label>
        <label className="sw-checkbox">
          <input type="radio" name="when" value="now" checked={when === 'now'} onChange={() => setChosen('now')} />
          <span>
            <Trans message="Immediately, without a refund" />
          </span>
        </label>
      </fieldset>
    </ConfirmDialog>
  );
}

/** Moves the subscription's end (or next renewal) to a later day, free of charge. */
export function ExtendSubscriptionDialog({ subscription, onClose }: { subscription: SubscriptionRow | null; onClose: () => void }) {
  const trans = useTrans();
  return (
    <Dialog open={subscription !== null} onClose={onClose} title={subscription ? trans('Extend the subscription of :name', { name: subscriberName(subscription) }) : undefined} size="sm">
      {subscription && <ExtendForm key={subscription.id} subscription={subscription} onDone={onClose} />}
    </Dialog>
  );
}

function ExtendForm({ subscription, onDone }: { subscription: SubscriptionRow; onDone: () => void }) {
  const form = useForm<{ ends_at: string }>({ defaultValues: { ends_at: '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  const end = currentEnd(subscription);
  useFocusWhenOpen(true, () => form.setFocus('ends_at'));

  const onSubmit = form.handleSubmit(async ({ ends_at }) => {
    try {
      await extendSubscription(subscription.id, extensionEnd(ends_at));
      toast('Subscription extended');
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="extend-subscription-form">
      <TextField
        label="New end"
        type="date"
        min={end ? localDay(end) : undefined}
        description={end ? <Trans message="It now ends or renews on :date." values={{ date: formatDate(end) }} /> : undefined}
        error={errors.ends_at?.message}
        {...form.register('ends_at', required)}
      />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="extend-subscription-submit">
          <Trans message="Extend" />
        </Button>
      </div>
    </form>
  );
}
