import type { Box, DragSubject, DropTarget } from '../state/drop-target.ts';

// Drag and drop on pointer events. HTML5 drag and drop into an iframe is unreliable (events
// stop at the frame boundary in some browsers, the drag image and dataTransfer are limited, and
// automation cannot drive it). Instead: a press on a catalogue card or on the selection's move
// handle starts a session after a few pixels; while it lasts the canvas lays a transparent shield
// over the frame, so every pointer move stays in the app document; the canvas turns the point
// into a frame point, hit-tests with the frame's elementFromPoint and draws the indicator.

export type DragSource = { kind: 'new'; html: string; label: string; isColumn: boolean } | { kind: 'move'; id: string; label: string };

export interface DropHit {
  drop: DropTarget;
  /** The target's box in canvas-overlay coordinates. */
  box: Box;
  horizontal: boolean;
}

/** What the canvas offers a drag session. */
export interface DropZone {
  hitTest(clientX: number, clientY: number, subject: DragSubject): DropHit | null;
  showIndicator(hit: DropHit | null): void;
  setShield(active: boolean): void;
  autoScroll(clientX: number, clientY: number): void;
}

/** Pixels the pointer travels before a press becomes a drag (so a click stays a click). */
export const DRAG_THRESHOLD_PX = 4;

export function subjectOf(source: DragSource): DragSubject {
  return source.kind === 'new' ? { kind: 'new', html: source.html, isColumn: source.isColumn } : { kind: 'move', id: source.id };
}

export class DragController {
  private zone: DropZone | null = null;
  private session: { source: DragSource; startX: number; startY: number; dragging: boolean; hit: DropHit | null; ghost: HTMLElement | null } | null = null;
  private endedAt = 0;

  constructor(private readonly onDrop: (source: DragSource, drop: DropTarget) => void) {}

  setZone(zone: DropZone | null): void {
    this.zone = zone;
  }

  /** True right after a drag ended: the click the browser may fire then is not a click. */
  get justDragged(): boolean {
    return performance.now() - this.endedAt < 300;
  }

  get active(): boolean {
    return Boolean(this.session?.dragging);
  }

  press(source: DragSource, event: { button: number; clientX: number; clientY: number }): void {
    if (event.button !== 0) return;
    this.cleanup();
    this.session = { source, startX: event.clientX, startY: event.clientY, dragging: false, hit: null, ghost: null };
    window.addEventListener('pointermove', this.onMove);
    window.addEventListener('pointerup', this.onUp);
    window.addEventListener('pointercancel', this.cancel);
    window.addEventListener('keydown', this.onKey, true);
  }

  private onMove = (event: PointerEvent): void => {
    const session = this.session;
    if (!session) return;
    if (!session.dragging) {
      if (Math.hypot(event.clientX - session.startX, event.clientY - session.startY) < DRAG_THRESHOLD_PX) return;
      session.dragging = true;
      window.getSelection()?.removeAllRanges();
      session.ghost = this.createGhost(session.source.label);
      document.body.classList.add('sw-editor-dragging');
      this.zone?.setShield(true);
    }
    event.preventDefault();
    if (session.ghost) session.ghost.style.transform = `translate(${event.clientX + 12}px, ${event.clientY + 12}px)`;
    session.hit = this.zone?.hitTest(event.clientX, event.clientY, subjectOf(session.source)) ?? null;
    this.zone?.showIndicator(session.hit);
    this.zone?.autoScroll(event.clientX, event.clientY);
  };

  private onUp = (event: PointerEvent): void => {
    const session = this.session;
    if (!session) return;
    if (session.dragging) {
      // The last move may be stale (fast pointers): measure once more where the pointer is now.
      const hit = this.zone?.hitTest(event.clientX, event.clientY, subjectOf(session.source)) ?? session.hit;
      this.cleanup();
      this.endedAt = performance.now();
      if (hit) this.onDrop(session.source, hit.drop);
      return;
    }
    this.cleanup();
  };

  private onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.session?.dragging) return;
    event.preventDefault();
    event.stopPropagation();
    this.cancel();
  };

  cancel = (): void => {
    if (this.session?.dragging) this.endedAt = performance.now();
    this.cleanup();
  };

  private createGhost(label: string): HTMLElement {
    const ghost = document.createElement('div');
    ghost.className = 'sw-editor-drag-ghost';
    ghost.dataset.testid = 'drag-ghost';
    ghost.textContent = label;
    document.body.appendChild(ghost);
    return ghost;
  }

  private cleanup(): void {
    window.removeEventListener('pointermove', this.onMove);
    window.removeEventListener('pointerup', this.onUp);
    window.removeEventListener('pointercancel', this.cancel);
    window.removeEventListener('keydown', this.onKey, true);
    if (this.session?.dragging) {
      document.body.classList.remove('sw-editor-dragging');
      this.zone?.setShield(false);
      this.zone?.showIndicator(null);
    }
    this.session?.ghost?.remove();
    this.session = null;
  }
}
