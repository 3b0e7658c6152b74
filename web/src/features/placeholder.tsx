import { Trans } from '../lib/i18n.tsx';

/** Cards describing what a screen will hold, until its issue builds it. */
export function PlaceholderCards({ items }: { items: { title: string; text: string }[] }) {
  return (
    <div className="sw-placeholder">
      {items.map((item) => (
        <div key={item.title} className="sw-card">
          <h2>
            <Trans message={item.title} />
          </h2>
          <p>
            <Trans message={item.text} />
          </p>
        </div>
      ))}
    </div>
  );
}
