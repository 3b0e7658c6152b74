import { useSettings } from '../../../../app/bootstrap/bootstrap-store.ts';
import { useTrans } from '../../../../lib/i18n.tsx';

/** The allowlist the server applies (the editor.script_allowlist setting). */
export function useScriptAllowlist(): readonly string[] {
  return useSettings().editor?.script_allowlist ?? [];
}

/** The script policy in words, with the allowed scripts: shown beside widgets and custom code. */
export function ScriptPolicyNote({ id }: { id?: string }) {
  const trans = useTrans();
  const allowlist = useScriptAllowlist();
  return (
    <div className="sw-editor-script-policy" id={id} data-testid="script-policy-note">
      <p>
        {trans(
          'Only HTTPS scripts on the allowlist run, in the preview and on the published page. Inline, non-HTTPS and other scripts are blocked. The editor itself runs no script.',
        )}
      </p>
      {allowlist.length > 0 ? (
        <>
          <p>{trans('Allowed scripts:')}</p>
          <ul>
            {allowlist.map((url) => (
              <li key={url}>
                <code>{url}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{trans('No script is allowed on this site.')}</p>
      )}
    </div>
  );
}
