import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTrans } from '../../../lib/i18n.tsx';
import { useEditor, useEditorState } from '../editor-context.tsx';
import { serializePage, STYLE_MAX_WIDTHS, type PageDocument } from '../model.ts';
import { isDropContainer, elementNode, inlineEditTarget } from '../state/element-info.ts';
import { placementFor, resolveDrop, type Box, type DragSubject } from '../state/drop-target.ts';
import { BREAKPOINT_WIDTHS } from '../state/editor-store.ts';
import { useShortcutHandler } from '../use-shortcuts.ts';
import { boxStyle } from './box-style.ts';
import { CanvasContextMenu } from './context-menu.tsx';
import type { DropHit, DropZone } from './drag-controller.ts';
import { frameSrcdoc } from './frame-document.ts';
import { FrameMirror } from './mirror.ts';
import { SelectionBox } from './selection-box.tsx';
import { TextToolbar } from './text-toolbar.tsx';

// The canvas: the page in a sandboxed frame (no allow-scripts: nothing in the page runs;
// allow-same-origin only so the editor can reach the frame's DOM) and, over it, an overlay the
// editor draws in its own document: hover outline, selection box, drop indicator, text toolbar,
// context menu. The frame is rendered once per page; after that every edit reaches it through
// the mirror, one operation at a time.

interface Frame {
  document: Document;
  mirror: FrameMirror;
}

interface Boxes {
  hover: Box | null;
  selected: Box | null;
  editing: Box | null;
}

const NO_BOXES: Boxes = { hover: null, selected: null, editing: null };
/** Distance from the frame's top/bottom edge at which a drag scrolls the page. */
const AUTO_SCROLL_EDGE_PX = 40;
const AUTO_SCROLL_STEP_PX = 14;
/** Desktop is wider than the laptop breakpoint, or laptop styles would show in the desktop view. */
const DESKTOP_MIN_WIDTH_PX = (STYLE_MAX_WIDTHS.laptop ?? 1024) + 1;

function isElement(target: unknown): target is Element {
  return Boolean(target) && (target as Node).nodeType === 1;
}

/** The data-id of the element an event happened on (frame objects come from another realm). */
function idAt(target: EventTarget | null): string | null {
  const node = target as Node | null;
  const element = isElement(node) ? node : node?.parentElement;
  return element?.closest('[data-id]')?.getAttribute('data-id') ?? null;
}

function boxOf(element: Element | null): Box | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/** Columns in a flex row and inline elements flow along x; the rest along y. */
function flowsHorizontally(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  if (view.getComputedStyle(element).display.startsWith('inline')) return true;
  const parent = element.parentElement;
  if (!parent) return false;
  const style = view.getComputedStyle(parent);
  return style.display.includes('flex') && !style.flexDirection.startsWith('column');
}

export function Canvas() {
  const { store, drag, text } = useEditor();
  const frameKey = useEditorState((s) => s.frameKey);
  const breakpoint = useEditorState((s) => s.breakpoint);
  const selectedId = useEditorState((s) => s.selectedId);
  const editingId = useEditorState((s) => s.editingId);
  const sidebarOpen = useEditorState((s) => s.sidebarOpen);
  const handleShortcut = useShortcutHandler();
  const trans = useTrans();
  // Read when the frame renders a page, not a reason to render it again.
  const labels = useRef({ sample: '', collection: '' });
  labels.current = { sample: trans('Sample'), collection: trans('Collection list') };

  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const frameRef = useRef<Frame | null>(null);
  frameRef.current = frame;
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [boxes, setBoxes] = useState<Boxes>(NO_BOXES);
  const [indicator, setIndicator] = useState<DropHit | null>(null);
  const [shield, setShield] = useState(false);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 });

  // What the next measurement reads (the rAF callback outlives the render that scheduled it).
  const latest = useRef({ hoverId, selectedId, editingId });
  latest.current = { hoverId, selectedId, editingId };
  const measureRequest = useRef(0);

  const measure = useCallback(() => {
    measureRequest.current = 0;
    const current = frameRef.current;
    if (!current) return setBoxes(NO_BOXES);
    const { hoverId: hover, selectedId: selected, editingId: editing } = latest.current;
    const iframe = iframeRef.current;
    if (iframe) setStageSize({ width: iframe.clientWidth, height: iframe.clientHeight });
    setBoxes({
      hover: hover && hover !== selected ? boxOf(current.mirror.element(hover)) : null,
      selected: selected ? boxOf(current.mirror.element(selected)) : null,
      editing: editing ? boxOf(current.mirror.element(editing)) : null,
    });
  }, []);

  const scheduleMeasure = useCallback(() => {
    if (!measureRequest.current) measureRequest.current = requestAnimationFrame(measure);
  }, [measure]);

  useEffect(() => () => cancelAnimationFrame(measureRequest.current), []);
  // A new canvas width answers media queries differently; the style panel reads again in this commit.
  useLayoutEffect(() => frame?.mirror.forgetComputedStyles(), [frame, breakpoint]);
  // An edit re-measures through the mirror (every operation reaches the canvas there), so the
  // canvas does not render again for each one (a slider step, a typed character).
  useLayoutEffect(scheduleMeasure, [scheduleMeasure, hoverId, selectedId, editingId, breakpoint, sidebarOpen, frame]);

  // Render the active page into the frame (page switch, reload). Edits that land while the frame
  // loads are caught by comparing revisions when it is ready.
  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    text.end();
    setFrame(null);
    setHoverId(null);
    setMenu(null);
    let renderedRevision = -1;
    const render = () => {
      renderedRevision = store.getState().revision;
      iframe.srcdoc = frameSrcdoc(store.document, labels.current, '');
    };
    const onLoad = () => {
      const document = iframe.contentDocument;
      if (!document || !document.body) return;
      if (store.getState().revision !== renderedRevision) return render();
      // The page's markup goes in with one innerHTML (the body's fragment parsing, as the model
      // parses it): parsed in one go and laid out once, where the frame's document parser would
      // pause on a large page and lay out what it had so far at every pause.
      document.body.innerHTML = serializePage(store.document);
      setFrame({ document, mirror: new FrameMirror(document) });
    };
    iframe.addEventListener('load', onLoad);
    render();
    return () => iframe.removeEventListener('load', onLoad);
  }, [frameKey, store, text]);

  // Wire the loaded frame: the store mirrors into it, its events drive the editor.
  useEffect(() => {
    if (!frame) return;
    const { document: doc, mirror } = frame;
    const view = doc.defaultView;
    store.setCanvas({
      apply(op, inverse, model) {
        mirror.apply(op, inverse, model);
        scheduleMeasure();
      },
      restore(id, model) {
        mirror.restore(id, model);
        scheduleMeasure();
      },
      computedStyle: (id, property) => mirror.computedStyle(id, property),
      setHidden(id, hidden) {
        mirror.setHidden(id, hidden);
        scheduleMeasure();
      },
    });

    const onOver = (event: MouseEvent) => {
      if (!drag.active) setHoverId(idAt(event.target));
    };
    const onOut = (event: MouseEvent) => {
      if (!event.relatedTarget) setHoverId(null);
    };
    const onDown = (event: MouseEvent) => {
      setMenu(null);
      const editing = text.element;
      if (editing && !editing.contains(event.target as Node)) text.end();
    };
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      const editing = text.element;
      if (editing && editing.contains(event.target as Node)) return;
      store.select(idAt(event.target));
    };
    const onDoubleClick = (event: MouseEvent) => {
      event.preventDefault();
      const id = idAt(event.target);
      const target = id ? inlineEditTarget(store.document, id) : null;
      const element = target ? mirror.element(target.id) : null;
      if (target && element) text.start(element as HTMLElement, target.id);
    };
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      text.end();
      store.select(idAt(event.target));
      setMenu({ x: event.clientX, y: event.clientY });
    };
    // Focus moving to another element of the page (Tab) ends inline editing; focus leaving the
    // frame (the link field, another window) does not: presses outside are handled above.
    const onFocusOut = (event: FocusEvent) => {
      const editing = text.element;
      const next = event.relatedTarget as Node | null;
      if (editing && event.target === editing && next && !editing.contains(next)) text.end();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Enter in inline editing breaks the line: the browser's default would wrap lines in new
      // <div>s, which a heading or paragraph cannot hold.
      if (text.active && event.key === 'Enter' && !event.isComposing) {
        event.preventDefault();
        doc.execCommand('insertLineBreak');
        return;
      }
      handleShortcut(event, false);
    };
    const prevent = (event: Event) => event.preventDefault();
    const onScroll = () => {
      setMenu(null);
      scheduleMeasure();
    };
    const onResize = () => {
      mirror.forgetComputedStyles();
      scheduleMeasure();
    };

    // One signal removes every listener at once, so adding one cannot forget its removal.
    const listeners = new AbortController();
    const signal = listeners.signal;
    doc.addEventListener('mouseover', onOver, { signal });
    doc.addEventListener('mouseout', onOut, { signal });
    doc.addEventListener('mousedown', onDown, { capture: true, signal });
    doc.addEventListener('click', onClick, { signal });
    doc.addEventListener('dblclick', onDoubleClick, { signal });
    doc.addEventListener('contextmenu', onContextMenu, { signal });
    doc.addEventListener('keydown', onKeyDown, { signal });
    doc.addEventListener('focusout', onFocusOut, { signal });
    doc.addEventListener('dragstart', prevent, { signal });
    doc.addEventListener('submit', prevent, { signal });
    doc.addEventListener('input', scheduleMeasure, { signal });
    view?.addEventListener('scroll', onScroll, { signal });
    view?.addEventListener('resize', onResize, { signal });
    // Images and fonts loading later move things: re-measure when the page's size changes.
    const resizeObserver = new ResizeObserver(scheduleMeasure);
    resizeObserver.observe(doc.body);
    return () => {
      store.setCanvas(null);
      resizeObserver.disconnect();
      listeners.abort();
    };
  }, [frame, store, drag, text, handleShortcut, scheduleMeasure]);

  // A press anywhere in the editor outside the text toolbar ends inline editing.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!text.active) return;
      if ((event.target as Element | null)?.closest?.('[data-text-toolbar]')) return;
      text.end();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [text]);

  // The drop zone a drag session hit-tests against.
  useEffect(() => {
    const zone: DropZone = {
      hitTest(clientX, clientY, subject: DragSubject) {
        const iframe = iframeRef.current;
        const current = frameRef.current;
        if (!iframe || !current) return null;
        const frameRect = iframe.getBoundingClientRect();
        const x = clientX - frameRect.left;
        const y = clientY - frameRect.top;
        if (x < 0 || y < 0 || x > frameRect.width || y > frameRect.height) return null;
        const doc = store.document;
        const hit = current.document.elementFromPoint(x, y);
        const element = hit?.closest('[data-id]') ?? current.document.body;
        const node = elementNode(doc, element.getAttribute('data-id'));
        const box = boxOf(element);
        if (!node || !box) return null;
        const horizontal = flowsHorizontally(element);
        const placement = node.id === doc.rootId ? 'inside' : placementFor(box, { x, y }, { horizontal, container: isDropContainer(doc, node) });
        const drop = resolveDrop(doc, node.id, placement, subject);
        if (!drop) return null;
        if (drop.placement === 'inside') drop.index = insideIndex(current.mirror, doc, drop.parentId, x, y) ?? drop.index;
        return { drop, box: drop.targetId === node.id ? box : (boxOf(current.mirror.element(drop.targetId)) ?? box), horizontal };
      },
      showIndicator: setIndicator,
      setShield,
      autoScroll(_clientX, clientY) {
        const iframe = iframeRef.current;
        const view = frameRef.current?.document.defaultView;
        if (!iframe || !view) return;
        const rect = iframe.getBoundingClientRect();
        if (clientY - rect.top < AUTO_SCROLL_EDGE_PX) view.scrollBy(0, -AUTO_SCROLL_STEP_PX);
        else if (rect.bottom - clientY < AUTO_SCROLL_EDGE_PX) view.scrollBy(0, AUTO_SCROLL_STEP_PX);
      },
    };
    drag.setZone(zone);
    return () => drag.setZone(null);
  }, [drag, store]);

  const width = BREAKPOINT_WIDTHS[breakpoint];
  return (
    <div className="sw-canvas" data-testid="canvas">
      <div className="sw-canvas-stage" data-testid="canvas-viewport" data-breakpoint={breakpoint} style={{ width: width ? `${width}px` : '100%', minWidth: width ? undefined : DESKTOP_MIN_WIDTH_PX }}>
        <iframe ref={iframeRef} className="sw-canvas-frame" data-testid="canvas-frame" title="Page canvas" sandbox="allow-same-origin" />
        <div className="sw-canvas-overlay" data-testid="canvas-overlay">
          {boxes.hover && <div className="sw-canvas-hover" data-testid="hover-box" data-id={hoverId ?? undefined} style={boxStyle(boxes.hover)} />}
          {boxes.selected && selectedId && !editingId && <SelectionBox id={selectedId} box={boxes.selected} stageWidth={stageSize.width} />}
          {boxes.editing && editingId && <div className="sw-canvas-editing" style={boxStyle(boxes.editing)} />}
          {indicator && <DropIndicator hit={indicator} />}
          {boxes.editing && editingId && <TextToolbar box={boxes.editing} stageWidth={stageSize.width} />}
          {menu && <CanvasContextMenu x={menu.x} y={menu.y} stage={stageSize} onClose={() => setMenu(null)} />}
        </div>
        {shield && <div className="sw-canvas-shield" data-testid="canvas-shield" />}
      </div>
    </div>
  );
}

/** Where among a container's element children a point falls (by the children's midpoints). */
function insideIndex(mirror: FrameMirror, doc: PageDocument, parentId: string, x: number, y: number): number | null {
  const parent = elementNode(doc, parentId);
  const container = parent ? mirror.element(parent.id) : null;
  if (!parent || !container) return null;
  const view = container.ownerDocument.defaultView;
  const style = view?.getComputedStyle(container);
  const horizontal = Boolean(style && style.display.includes('flex') && !style.flexDirection.startsWith('column'));
  for (let i = 0; i < parent.children.length; i++) {
    const child = doc.nodes.get(parent.children[i]);
    const box = child?.type === 'element' ? boxOf(mirror.element(child.id)) : null;
    if (box && (horizontal ? x < box.left + box.width / 2 : y < box.top + box.height / 2)) return i;
  }
  return parent.children.length;
}

function DropIndicator({ hit }: { hit: DropHit }) {
  const { box, drop, horizontal } = hit;
  const thickness = 3;
  let style: CSSProperties;
  if (drop.placement === 'inside') {
    style = boxStyle(box);
  } else if (horizontal) {
    const left = drop.placement === 'before' ? box.left : box.left + box.width;
    style = boxStyle({ left: left - 1, top: box.top, width: thickness, height: box.height });
  } else {
    const top = drop.placement === 'before' ? box.top : box.top + box.height;
    style = boxStyle({ left: box.left, top: top - 1, width: box.width, height: thickness });
  }
  return <div className={`sw-canvas-drop sw-canvas-drop-${drop.placement}`} data-testid="drop-indicator" data-placement={drop.placement} data-target-id={drop.targetId} style={style} />;
}
