import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { INITIAL_PREVIEW_STATE, applyPreviewCommand, previewBootstrapData, type PreviewState } from '../../../common/appearance/preview-state.ts';
import { PREVIEW_READY, previewCommandFrom, type PreviewCommand } from '../../../common/appearance/protocol.ts';
import { CUSTOM_CODE_ELEMENT_IDS } from '../../../common/appearance/types.ts';
import { forceActiveTheme } from '../ui/themes/active-theme.ts';
import { IS_APPEARANCE_EDITOR } from './appearance-editor.ts';
import { peekBootstrapData, setBootstrapData } from './bootstrap/bootstrap-store.ts';

// The preview side of the appearance editor: inside the editor's frame the app listens for the
// editor's commands and shows their values at once, before anything is saved. A message counts
// only from the frame's own host name and only as a well-formed command; everything else is
// ignored. Outside the frame this renders nothing and listens to nothing.

function customCodeElement(type: 'css' | 'html'): HTMLElement {
  const id = CUSTOM_CODE_ELEMENT_IDS[type];
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement(type === 'css' ? 'style' : 'div');
  element.id = id;
  if (type === 'css') document.head.appendChild(element);
  else document.body.appendChild(element);
  return element;
}

function showFavicon(href: string | null | undefined): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

function show(command: PreviewCommand, state: PreviewState, navigate: NavigateFunction): void {
  switch (command.type) {
    case 'navigate':
      void navigate(command.route);
      return;
    case 'setCustomCode': {
      const element = customCodeElement(command.code.type);
      // Admin code from the admin's own editor; in the page it is the same markup the shell serves.
      if (command.code.type === 'css') element.textContent = command.code.value;
      else element.innerHTML = command.code.value;
      return;
    }
    default: {
      const data = peekBootstrapData();
      if (!data) return;
      setBootstrapData(previewBootstrapData(data, state));
      if (state.theme) forceActiveTheme(state.theme.id);
      if (command.type === 'setValues' && command.values.settings && 'branding.favicon' in command.values.settings) {
        showFavicon(command.values.settings['branding.favicon']);
      }
    }
  }
}

function PreviewListener() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const state = useRef<PreviewState>(INITIAL_PREVIEW_STATE);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const command = previewCommandFrom(event, window.location.hostname);
      if (!command) return;
      state.current = applyPreviewCommand(state.current, command);
      show(command, state.current, navigateRef.current);
    }
    window.addEventListener('message', onMessage);
    // Only a parent on this very origin hears it: the editor then sends everything it holds.
    window.parent.postMessage(PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return null;
}

/** Mounted once at the root of the app; active only inside the appearance editor's frame. */
export function AppearancePreview() {
  return IS_APPEARANCE_EDITOR ? <PreviewListener /> : null;
}
