import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PreviewCommand } from '../../../../../common/appearance/protocol.ts';
import type { AppearanceData, AppearanceSettings } from '../../../../../common/appearance/types.ts';
import { fontByFamily, fontFamilyValue } from '../../../../../common/editor/fonts.ts';
import type { Menu, Theme } from '../../../../../common/types.ts';
import { deepEqual, previewSettings } from './draft.ts';

// The appearance editor's state: what the server holds (saved), the admin's working copy (draft)
// and the preview frame. Every edit goes through here, so each one reaches the preview at once as
// one of the preview's commands, and Save has one draft to send.

export interface AppearanceEditorState {
  saved: AppearanceData;
  draft: AppearanceData;
  dirty: boolean;
  /** The theme the preview shows (the one being edited), null for the preview's own choice. */
  previewThemeId: number | null;
}

const CODE_KEYS = { 'custom_code.css': 'css', 'custom_code.html': 'html' } as const;

export class AppearanceEditorStore {
  private state: AppearanceEditorState;
  private readonly listeners = new Set<() => void>();
  private frame: Window | null = null;

  constructor(saved: AppearanceData) {
    this.state = { saved, draft: saved, dirty: false, previewThemeId: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AppearanceEditorState => this.state;

  private set(next: Partial<AppearanceEditorState>): void {
    const merged = { ...this.state, ...next };
    this.state = { ...merged, dirty: !deepEqual(merged.saved, merged.draft) };
    for (const listener of this.listeners) listener();
  }

  /** Posts to the frame; only a frame on this origin receives it. */
  private send(command: PreviewCommand): void {
    this.frame?.postMessage(command, window.location.origin);
  }

  /** The frame said it listens: it gets everything the draft holds, so it shows what the editor shows. */
  connectFrame(frame: Window | null): void {
    this.frame = frame;
    this.syncPreview();
  }

  syncPreview(): void {
    const { draft, previewThemeId } = this.state;
    this.send({ type: 'setValues', values: { settings: previewSettings(draft.settings), menus: draft.menus } });
    this.send({ type: 'setCustomCode', code: { type: 'css', value: draft.settings['custom_code.css'] } });
    this.send({ type: 'setCustomCode', code: { type: 'html', value: draft.settings['custom_code.html'] } });
    const theme = draft.themes.find((t) => t.id === previewThemeId);
    if (theme) this.send({ type: 'setActiveTheme', theme });
  }

  navigatePreview(route: string): void {
    this.send({ type: 'navigate', route });
  }

  updateSettings(patch: Partial<AppearanceSettings>): void {
    const settings = { ...this.state.draft.settings, ...patch };
    this.set({ draft: { ...this.state.draft, settings } });
    const preview = previewSettings(settings);
    const changed = Object.fromEntries(Object.keys(patch).filter((key) => key in preview).map((key) => [key, preview[key as keyof typeof preview]]));
    if (Object.keys(changed).length) this.send({ type: 'setValues', values: { settings: changed } });
    for (const [key, type] of Object.entries(CODE_KEYS)) {
      if (key in patch) this.send({ type: 'setCustomCode', code: { type, value: settings[key as keyof typeof CODE_KEYS] } });
    }
  }

  /** Shows this theme in the preview, with its unsaved values. */
  previewTheme(themeId: number): void {
    const theme = this.state.draft.themes.find((t) => t.id === themeId);
    if (!theme) return;
    if (this.state.previewThemeId !== themeId) this.set({ previewThemeId: themeId });
    this.send({ type: 'setActiveTheme', theme });
  }

  /** Replaces the theme list (create, duplicate, delete, flags, names). */
  setThemes(themes: Theme[]): void {
    const previewThemeId = themes.some((t) => t.id === this.state.previewThemeId) ? this.state.previewThemeId : null;
    this.set({ draft: { ...this.state.draft, themes }, previewThemeId });
    const shown = themes.find((t) => t.id === previewThemeId);
    if (shown) this.send({ type: 'setActiveTheme', theme: shown });
  }

  setThemeValue(themeId: number, name: string, value: string): void {
    this.writeThemeValue(themeId, name, value);
    this.send({ type: 'setThemeValue', themeId, name, value });
  }

  setThemeFont(themeId: number, family: string): void {
    const font = fontByFamily(family);
    if (!font) return;
    this.writeThemeValue(themeId, '--be-font-family', fontFamilyValue(font));
    this.send({ type: 'setThemeFont', themeId, family: font.family });
  }

  private writeThemeValue(themeId: number, name: string, value: string): void {
    if (this.state.previewThemeId !== themeId) this.previewTheme(themeId);
    const themes = this.state.draft.themes.map((t) => (t.id === themeId ? { ...t, values: { ...t.values, [name]: value } } : t));
    this.set({ draft: { ...this.state.draft, themes } });
  }

  setMenus(menus: Menu[]): void {
    this.set({ draft: { ...this.state.draft, menus } });
    this.send({ type: 'setValues', values: { menus } });
  }

  /** The server's answer to Save becomes both the saved state and the draft. */
  markSaved(saved: AppearanceData, previewThemeId: number | null): void {
    this.set({ saved, draft: saved, previewThemeId });
    this.syncPreview();
  }
}

export const AppearanceEditorContext = createContext<AppearanceEditorStore | null>(null);

export function useAppearanceStore(): AppearanceEditorStore {
  const store = useContext(AppearanceEditorContext);
  if (!store) throw new Error('useAppearanceStore outside the appearance editor');
  return store;
}

export function useAppearanceState<T>(select: (state: AppearanceEditorState) => T): T {
  const store = useAppearanceStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
