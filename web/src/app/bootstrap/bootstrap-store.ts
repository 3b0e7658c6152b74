import { useSyncExternalStore } from 'react';
import type { BootstrapData, PublicSettings, User } from '../../../../common/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';

// The bootstrap data (settings, user, i18n, themes, menus, guest role, cookie notice) lives here.
// It arrives inside index.html as <script type="application/json" id="bootstrap-data">, or, when
// that element is missing (vite dev server), from GET /api/v1/bootstrap-data ({data: BootstrapData}).
// Login, logout and social login replace it with setBootstrapData(); every hook re-renders, so the
// route guards re-evaluate at once.

export type BootstrapState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: BootstrapData; error: null }
  | { status: 'error'; data: null; error: unknown };

let state: BootstrapState = { status: 'loading', data: null, error: null };
const listeners = new Set<() => void>();
const changeHandlers = new Set<(next: BootstrapData, previous: BootstrapData | null) => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToBootstrap(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs after every data change (e.g. to re-apply the theme or reset user-specific queries). */
export function onBootstrapDataChange(handler: (next: BootstrapData, previous: BootstrapData | null) => void): () => void {
  changeHandlers.add(handler);
  return () => changeHandlers.delete(handler);
}

export function getBootstrapState(): BootstrapState {
  return state;
}

/** The current bootstrap data; throws when it has not arrived yet (the app renders only after it has). */
export function getBootstrapData(): BootstrapData {
  if (!state.data) throw new Error('Bootstrap data is not loaded yet');
  return state.data;
}

export function peekBootstrapData(): BootstrapData | null {
  return state.data;
}

/** Replaces the bootstrap data. Accepts the object or its JSON string (auth/login answers with a string). */
export function setBootstrapData(data: BootstrapData | string): BootstrapData {
  const next = typeof data === 'string' ? (JSON.parse(data) as BootstrapData) : data;
  const previous = state.data;
  state = { status: 'ready', data: next, error: null };
  for (const handler of changeHandlers) handler(next, previous);
  emit();
  return next;
}

/**
 * Changes fields of the signed-in user (e.g. the unread notifications count the live stream
 * reports). The user stays the same, so the change handlers (theme, translations, query reset) do
 * not run; hooks re-render.
 */
export function patchBootstrapUser(patch: Partial<User>): void {
  if (state.status !== 'ready' || !state.data.user) return;
  state = { status: 'ready', data: { ...state.data, user: { ...state.data.user, ...patch } }, error: null };
  emit();
}

/** GET bootstrap-data without storing it. */
export async function fetchBootstrapData(): Promise<BootstrapData> {
  const response = await apiClient.get<{ data: BootstrapData | string }>('bootstrap-data');
  return typeof response.data === 'string' ? (JSON.parse(response.data) as BootstrapData) : response.data;
}

/** Fetches fresh bootstrap data from the server and stores it (use after auth changes). */
export async function refetchBootstrapData(): Promise<BootstrapData> {
  return setBootstrapData(await fetchBootstrapData());
}

/** Reads the embedded element; returns null when it is absent or unusable. */
export function readEmbeddedBootstrapData(doc: Document = document): BootstrapData | null {
  const element = doc.getElementById('bootstrap-data');
  const text = element?.textContent?.trim();
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as BootstrapData | { data: BootstrapData };
    return 'settings' in parsed ? parsed : (parsed.data ?? null);
  } catch (error) {
    console.error('Invalid embedded bootstrap data', error);
    return null;
  }
}

/** Start-up: the embedded data synchronously when present, otherwise one fetch (the app shows a loading state). */
export function loadInitialBootstrapData(): Promise<BootstrapData> {
  const embedded = readEmbeddedBootstrapData();
  if (embedded) return Promise.resolve(setBootstrapData(embedded));
  state = { status: 'loading', data: null, error: null };
  emit();
  return fetchBootstrapData().then(setBootstrapData, (error: unknown) => {
    state = { status: 'error', data: null, error };
    emit();
    throw error;
  });
}

export function useBootstrapState(): BootstrapState {
  return useSyncExternalStore(subscribeToBootstrap, getBootstrapState, getBootstrapState);
}

/** The bootstrap data; only use below the point where the app has rendered (data is ready). */
export function useBootstrapData(): BootstrapData {
  const current = useBootstrapState();
  if (!current.data) throw new Error('Bootstrap data is not loaded yet');
  return current.data;
}

export function useSettings(): PublicSettings {
  return useBootstrapData().settings;
}

export function useUser(): User | null {
  return useBootstrapData().user;
}
