import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_ID_LENGTH, type TOAST_POSITIONS } from '../../../../common/constants.ts';
import { randomString } from '../../lib/random-string.ts';

// Toasts: positive (default), danger, loading; one at a time,
// a newer toast replaces the older. Durations: danger 8000 ms, loading stays, others 3000 ms.

export type ToastType = 'positive' | 'danger' | 'loading';
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export interface ToastAction {
  label: string;
  /** Where the action goes: an in-app path ("/pricing") or an absolute URL. */
  action: string;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  position: ToastPosition;
  action?: ToastAction;
  /** Milliseconds before it hides itself; null keeps it until dismissed or replaced. */
  duration: number | null;
}

export interface ToastOptions {
  type?: ToastType;
  position?: ToastPosition;
  action?: ToastAction | null;
  /** Overrides the type's default duration (null = stays). */
  duration?: number | null;
}

let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

function startTimer(toast: Toast): void {
  clearTimer();
  if (toast.duration === null) return;
  timer = setTimeout(() => dismissToast(toast.id), toast.duration);
}

function show(message: string, options: ToastOptions = {}): string {
  const type = options.type ?? 'positive';
  const toast: Toast = {
    id: randomString(TOAST_ID_LENGTH),
    type,
    message,
    position: options.position ?? 'bottom-center',
    action: options.action ?? undefined,
    duration: options.duration !== undefined ? options.duration : TOAST_DURATION_MS[type],
  };
  current = toast;
  startTimer(toast);
  emit();
  return toast.id;
}

/** Shows a toast and returns its 6-character id. `toast.danger(...)`, `toast.loading(...)` pick the type. */
export const toast = Object.assign(show, {
  positive: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'positive' }),
  danger: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'danger' }),
  loading: (message: string, options?: Omit<ToastOptions, 'type'>) => show(message, { ...options, type: 'loading' }),
});

/** Hides the toast with this id (or whatever toast shows when no id is given). */
export function dismissToast(id?: string): void {
  if (!current || (id && current.id !== id)) return;
  clearTimer();
  current = null;
  emit();
}

/** Hover/focus pauses auto-dismiss; leaving restarts the full duration. */
export function pauseToast(id: string): void {
  if (current?.id === id) clearTimer();
}
export function resumeToast(id: string): void {
  if (current?.id === id) startTimer(current);
}

export function getCurrentToast(): Toast | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(subscribe, getCurrentToast, getCurrentToast);
}
