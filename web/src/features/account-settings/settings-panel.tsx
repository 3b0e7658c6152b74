import type { ReactNode } from 'react';
import { Trans } from '../../lib/i18n.tsx';

export interface SettingsPanelProps {
  /** Anchor id for the side navigation; the test id is `panel-<id>`. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  /** Extra data attributes, e.g. the two-factor state. */
  dataAttributes?: Record<`data-${string}`, string>;
}

/** One titled section of the account settings page. */
export function SettingsPanel({ id, title, description, children, dataAttributes }: SettingsPanelProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className="sw-card sw-settings-panel" aria-labelledby={titleId} data-testid={`panel-${id}`} {...dataAttributes}>
      <h2 id={titleId} className="sw-settings-panel-title">
        <Trans message={title} />
      </h2>
      {description && (
        <p className="sw-muted sw-settings-panel-description">
          <Trans message={description} />
        </p>
      )}
      {children}
    </section>
  );
}
