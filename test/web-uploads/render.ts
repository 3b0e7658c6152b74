import { createContext, type ReactElement } from 'react';
import createReconciler from 'react-reconciler';
import { DefaultEventPriority, LegacyRoot, NoEventPriority } from 'react-reconciler/constants.js';

// A tiny in-memory React renderer for component tests without a browser DOM: host elements
// become plain nodes with their props (onClick, aria-*, data-*), so a test can read what a user
// would see and call the handlers a click or a drop would call. Built on react-reconciler, the
// same way ink renders to a terminal.

export interface HostText {
  kind: 'text';
  text: string;
  parent: HostElement | null;
}
export interface HostElement {
  kind: 'element';
  type: string;
  props: Record<string, unknown>;
  children: HostNode[];
  parent: HostElement | null;
}
export type HostNode = HostElement | HostText;

function withoutChildren(props: Record<string, unknown>): Record<string, unknown> {
  const { children: _children, ...rest } = props;
  return rest;
}
function append(parent: HostElement, child: HostNode): void {
  if (child.parent) child.parent.children.splice(child.parent.children.indexOf(child), 1);
  child.parent = parent;
  parent.children.push(child);
}
function insertBefore(parent: HostElement, child: HostNode, before: HostNode): void {
  if (child.parent) child.parent.children.splice(child.parent.children.indexOf(child), 1);
  child.parent = parent;
  parent.children.splice(parent.children.indexOf(before), 0, child);
}
function remove(parent: HostElement, child: HostNode): void {
  parent.children.splice(parent.children.indexOf(child), 1);
  child.parent = null;
}

let updatePriority = NoEventPriority;
const reconciler = createReconciler({
  supportsMutation: true,
  supportsPersistence: false,
  supportsHydration: false,
  isPrimaryRenderer: false,
  supportsMicrotasks: true,
  scheduleMicrotask: queueMicrotask,
  scheduleTimeout: setTimeout,
  cancelTimeout: clearTimeout,
  noTimeout: -1,
  getRootHostContext: () => ({}),
  getChildHostContext: (context: unknown) => context,
  prepareForCommit: () => null,
  resetAfterCommit: () => undefined,
  preparePortalMount: () => undefined,
  clearContainer: (container: HostElement) => void (container.children = []),
  shouldSetTextContent: () => false,
  createInstance: (type: string, props: Record<string, unknown>): HostElement => ({ kind: 'element', type, props: withoutChildren(props), children: [], parent: null }),
  createTextInstance: (text: string): HostText => ({ kind: 'text', text, parent: null }),
  appendInitialChild: append,
  appendChild: append,
  appendChildToContainer: append,
  insertBefore,
  insertInContainerBefore: insertBefore,
  removeChild: remove,
  removeChildFromContainer: remove,
  finalizeInitialChildren: () => false,
  commitUpdate: (node: HostElement, _type: string, _old: unknown, props: Record<string, unknown>) => void (node.props = withoutChildren(props)),
  commitTextUpdate: (node: HostText, _old: string, text: string) => void (node.text = text),
  resetTextContent: () => undefined,
  hideInstance: () => undefined,
  unhideInstance: () => undefined,
  hideTextInstance: () => undefined,
  unhideTextInstance: () => undefined,
  getPublicInstance: (node: unknown) => node,
  detachDeletedInstance: () => undefined,
  beforeActiveInstanceBlur: () => undefined,
  afterActiveInstanceBlur: () => undefined,
  getInstanceFromNode: () => null,
  getInstanceFromScope: () => null,
  prepareScopeUpdate: () => undefined,
  setCurrentUpdatePriority: (priority: number) => void (updatePriority = priority),
  getCurrentUpdatePriority: () => updatePriority,
  resolveUpdatePriority: () => (updatePriority !== NoEventPriority ? updatePriority : DefaultEventPriority),
  maySuspendCommit: () => false,
  NotPendingTransition: undefined,
  HostTransitionContext: createContext(null),
  resetFormInstance: () => undefined,
  requestPostPaintCallback: () => undefined,
  shouldAttemptEagerTransition: () => false,
  trackSchedulerEvent: () => undefined,
  resolveEventType: () => null,
  resolveEventTimeStamp: () => -1.1,
  preloadInstance: () => true,
  startSuspendingCommit: () => undefined,
  suspendInstance: () => undefined,
  waitForCommitToBeReady: () => null,
});

export function textOf(node: HostNode): string {
  return node.kind === 'text' ? node.text : node.children.map(textOf).join('');
}

function collect(node: HostNode, match: (element: HostElement) => boolean, out: HostElement[]): HostElement[] {
  if (node.kind === 'element') {
    if (match(node)) out.push(node);
    for (const child of node.children) collect(child, match, out);
  }
  return out;
}

export interface Rendered {
  root: HostElement;
  /** Every element with this data-testid, in document order. */
  all(testId: string, within?: HostElement): HostElement[];
  /** The one element with this data-testid; throws when there is none. */
  get(testId: string, within?: HostElement): HostElement;
  query(testId: string, within?: HostElement): HostElement | null;
  text(within?: HostElement): string;
  rerender(element: ReactElement): void;
  unmount(): void;
}

const onError = (error: unknown) => {
  throw error;
};

/** Renders synchronously; later updates (store changes) land after `await settle()`. */
export function render(element: ReactElement): Rendered {
  const root: HostElement = { kind: 'element', type: 'root', props: {}, children: [], parent: null };
  const container = reconciler.createContainer(root, LegacyRoot, null, false, null, 'test', onError, onError, onError, () => undefined, null);
  const update = (next: ReactElement | null) => {
    reconciler.updateContainerSync(next, container, null, () => undefined);
    reconciler.flushSyncWork();
  };
  update(element);
  const all = (testId: string, within: HostElement = root) => collect(within, (e) => e.props['data-testid'] === testId, []);
  return {
    root,
    all,
    get(testId, within) {
      const found = all(testId, within)[0];
      if (!found) throw new Error(`nothing with data-testid=${testId}:\n${textOf(root)}`);
      return found;
    },
    query: (testId, within) => all(testId, within)[0] ?? null,
    text: (within = root) => textOf(within),
    rerender: update,
    unmount: () => update(null),
  };
}

/** Lets scheduled React work (microtasks) and effects run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls a host element's handler the way the browser event would reach it. */
export function fire(element: HostElement, handler: string, event: Record<string, unknown> = {}): void {
  const fn = element.props[handler];
  if (typeof fn !== 'function') throw new Error(`<${element.type}> has no ${handler}`);
  // State set by the handler renders at once, as after a real (discrete) event.
  reconciler.flushSyncFromReconciler(() => fn({ preventDefault() {}, stopPropagation() {}, currentTarget: element, target: element, ...event }));
}
