import { Trans } from '../../lib/i18n.tsx';

/** What a deploy published as it was, and why (an image it could not find): folded, as the site is up anyway. */
export function DeployWarnings({ warnings }: { warnings: readonly string[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <details className="sw-deploy-warnings" data-testid="deploy-warnings">
      <summary>
        <Trans message="{one} :count warning|{other} :count warnings" count={warnings.length} />
      </summary>
      <ul>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}
