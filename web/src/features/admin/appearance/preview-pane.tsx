import { useEffect, useId, useRef, useState } from 'react';
import { PREVIEW_QUERY_FLAG, PREVIEW_ROUTES, isPreviewReadyMessage } from '../../../../../common/appearance/protocol.ts';
import { useTrans } from '../../../lib/i18n.tsx';
import { useAppearanceStore } from './editor-store.ts';

const PREVIEW_SRC = `/?${PREVIEW_QUERY_FLAG}=true`;

/**
 * The live preview: the product's own pages in a frame, starting at /. When the frame says it
 * listens (again after a reload) it gets the whole draft and the chosen route; a route picked here
 * is a navigate command, so the frame keeps the unsaved values while it moves.
 */
export function PreviewPane() {
  const store = useAppearanceStore();
  const trans = useTrans();
  const frame = useRef<HTMLIFrameElement>(null);
  const [route, setRoute] = useState<string>(PREVIEW_ROUTES[0]);
  const routeRef = useRef(route);
  const selectId = useId();

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin || !isPreviewReadyMessage(event.data)) return;
      store.connectFrame(target);
      if (routeRef.current !== PREVIEW_ROUTES[0]) store.navigatePreview(routeRef.current);
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      store.connectFrame(null);
    };
  }, [store]);

  return (
    <section className="sw-appearance-preview" aria-label={trans('Preview')}>
      <div className="sw-appearance-preview-bar">
        <label htmlFor={selectId} className="sw-label">
          {trans('Preview')}
        </label>
        <select
          id={selectId}
          className="sw-input sw-appearance-route"
          value={route}
          data-testid="appearance-preview-route"
          onChange={(event) => {
            const next = event.target.value;
            routeRef.current = next;
            setRoute(next);
            store.navigatePreview(next);
          }}
        >
          {PREVIEW_ROUTES.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </select>
      </div>
      <iframe ref={frame} className="sw-appearance-frame" src={PREVIEW_SRC} title={trans('Preview of the site')} data-testid="appearance-preview-frame" />
    </section>
  );
}
