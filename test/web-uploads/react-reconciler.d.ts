// react-reconciler (installed with ink) ships no types; the test renderer uses a small part of it.
declare module 'react-reconciler' {
  const createReconciler: (hostConfig: Record<string, unknown>) => {
    createContainer(...args: unknown[]): unknown;
    updateContainerSync(element: unknown, container: unknown, parent: unknown, callback: () => void): void;
    flushSyncWork(): void;
    flushSyncFromReconciler<T>(fn: () => T): T;
  };
  export default createReconciler;
}
declare module 'react-reconciler/constants.js' {
  export const DefaultEventPriority: number;
  export const NoEventPriority: number;
  export const LegacyRoot: number;
}
