import { createContext, useContext, useLayoutEffect, useReducer, useRef } from 'react';
import { STYLE_DEFAULTS } from '../../../../../../common/editor/palette.ts';
import type { StyleBreakpoint } from '../../model.ts';
import { useEditor, useEditorState } from '../../editor-context.tsx';
import type { EditorStore } from '../../state/editor-store.ts';

// What a style control shows: the value in effect at the canvas's breakpoint and where it comes
// from. The element's own rules answer first (set at this breakpoint, or inherited from a wider
// one); when they are silent the canvas's computed value stands for the template's CSS.

export type StyleSource = 'here' | 'inherited' | 'template';

export interface StyleValue {
  property: string;
  value: string;
  source: StyleSource;
  /** The breakpoint whose rule sets it (own rules only). */
  from: StyleBreakpoint | null;
}

export const BREAKPOINT_LABELS: Record<StyleBreakpoint, string> = { all: 'Desktop', laptop: 'Laptop', tablet: 'Tablet', mobile: 'Mobile' };

/** What an element looks like before any CSS: shown while the canvas cannot compute a value yet. */
const DEFAULT_VALUES: Record<string, string> = {
  'background-color': STYLE_DEFAULTS.backgroundColor,
  color: STYLE_DEFAULTS.color,
  'font-weight': STYLE_DEFAULTS.fontWeight,
  'font-style': STYLE_DEFAULTS.fontStyle,
  'text-align': STYLE_DEFAULTS.textAlign,
  'font-size': `${STYLE_DEFAULTS.fontSize.value}${STYLE_DEFAULTS.fontSize.unit}`,
  'border-style': STYLE_DEFAULTS.borderStyle,
  'box-shadow': 'none',
  'text-shadow': 'none',
};

/** The document revision the style controls show (the panel provides it: see style-panel.tsx). */
export const StyleRevisionContext = createContext(0);

/** Re-renders with the panel's revision. */
export function useStyleRevision(): number {
  return useContext(StyleRevisionContext);
}

export function readStyle(store: EditorStore, id: string, property: string): StyleValue {
  const own = store.resolveStyle(id, property);
  if (own) return { property, value: own.value, source: own.source, from: own.from };
  const computed = store.computedStyle(id, property)?.trim();
  return { property, value: computed || (DEFAULT_VALUES[property] ?? ''), source: 'template', from: null };
}

/**
 * The values of `properties` for element `id`, re-read on every edit and breakpoint switch. A
 * switch resizes the canvas in the same commit, so the computed values are read again once the
 * frame has its new width.
 */
export function useStyleValues(id: string, properties: readonly string[]): StyleValue[] {
  const { store } = useEditor();
  useStyleRevision();
  const breakpoint = useEditorState((s) => s.breakpoint);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // Only a switch: on mount the values were just read at the current width.
  const readAt = useRef(breakpoint);
  useLayoutEffect(() => {
    if (readAt.current === breakpoint) return;
    readAt.current = breakpoint;
    refresh();
  }, [breakpoint]);
  return properties.map((property) => readStyle(store, id, property));
}

/** The most specific source among several longhands (one "set here" makes the group's reset useful). */
export function combinedSource(values: readonly StyleValue[]): StyleValue {
  return values.find((v) => v.source === 'here') ?? values.find((v) => v.source === 'inherited') ?? values[0];
}
