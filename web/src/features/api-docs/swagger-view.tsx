import { useEffect, useRef, useState } from 'react';
import swaggerBundleUrl from 'swagger-ui-dist/swagger-ui-bundle.js?url';
import swaggerStylesUrl from 'swagger-ui-dist/swagger-ui.css?url';
import { apiUrl } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';

// Swagger UI from the swagger-ui-dist package, emitted by the build as hashed files of the app
// (never a CDN) and loaded the first time this screen opens: its bundle is a plain script, which
// the app's content security policy (script-src 'self') allows as is.

/** The security scheme of the OpenAPI document (server/modules/api-docs/openapi.ts). */
const SECURITY_SCHEME = 'bearerAuth';

interface SwaggerRequest {
  url: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

interface SwaggerUi {
  preauthorizeApiKey(scheme: string, value: string): void;
  authActions: { logout(schemes: string[]): void };
}

type SwaggerUiBundle = (options: {
  domNode: HTMLElement;
  url: string;
  validatorUrl: null;
  docExpansion: 'list' | 'full' | 'none';
  filter: boolean;
  persistAuthorization: boolean;
  requestInterceptor: (request: SwaggerRequest) => SwaggerRequest;
  onComplete: () => void;
}) => SwaggerUi;

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

let loading: Promise<SwaggerUiBundle> | null = null;

function loadSwaggerUi(): Promise<SwaggerUiBundle> {
  loading ??= new Promise<SwaggerUiBundle>((resolve, reject) => {
    const styles = document.createElement('link');
    styles.rel = 'stylesheet';
    styles.href = swaggerStylesUrl;
    document.head.append(styles);
    const script = document.createElement('script');
    script.src = swaggerBundleUrl;
    script.async = true;
    script.onload = () => (window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error('Swagger UI did not start')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Swagger UI did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

function authorize(ui: SwaggerUi, token: string | null): void {
  if (token) ui.preauthorizeApiKey(SECURITY_SCHEME, token);
  else ui.authActions.logout([SECURITY_SCHEME]);
}

/**
 * "Try it out" calls leave the session cookie behind, so they run exactly as a script holding the
 * token would: authorized by the token alone, or refused without one.
 */
function tokenOnly(request: SwaggerRequest): SwaggerRequest {
  request.credentials = 'omit';
  return request;
}

/** The API reference, authorized with `token` (null: not authorized). */
export function SwaggerView({ token }: { token: string | null }) {
  const host = useRef<HTMLDivElement>(null);
  const ui = useRef<SwaggerUi | null>(null);
  const currentToken = useRef(token);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let active = true;
    // A node of its own per mount: Swagger UI renders into it with its own React and is dropped with it.
    const node = document.createElement('div');
    host.current?.append(node);
    loadSwaggerUi().then(
      (SwaggerUIBundle) => {
        if (!active) return;
        const instance = SwaggerUIBundle({
          domNode: node,
          url: apiUrl('openapi.json'),
          validatorUrl: null,
          docExpansion: 'none',
          filter: true,
          persistAuthorization: false,
          requestInterceptor: tokenOnly,
          onComplete: () => {
            if (!active) return;
            ui.current = instance;
            authorize(instance, currentToken.current);
            setState('ready');
          },
        });
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
      ui.current = null;
      node.remove();
    };
  }, []);

  useEffect(() => {
    currentToken.current = token;
    if (ui.current) authorize(ui.current, token);
  }, [token]);

  return (
    <div className="sw-api-docs-viewer" data-testid="swagger-ui" data-state={state} data-authorized={token ? 'true' : 'false'}>
      {state === 'loading' && (
        <p className="sw-muted sw-api-docs-status">
          <Trans message="Loading the API reference…" />
        </p>
      )}
      {state === 'failed' && (
        <p className="sw-api-docs-status" role="alert">
          <Trans message="The API reference could not be loaded. Reload the page to try again." />
        </p>
      )}
      <div ref={host} />
    </div>
  );
}
