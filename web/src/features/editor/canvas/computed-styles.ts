import { isOwnStyleClass, type Operation } from '../model.ts';

// The computed values the style panel shows for the selected element, read from the canvas once
// and kept until an edit may have changed them. Each read of a live computed style makes the
// browser bring the frame's style (and, for some properties, its layout) up to date; the panel
// shows dozens of values and renders with every edit, so it asks again only for what an edit
// touched.
//
// A property's family is its name up to the first hyphen ("padding" for padding-top, "border"
// for border-top-width): a shorthand and its longhands share one, so forgetting a family forgets
// both.

/** Values other values are computed from (em lengths, currentColor, blockification, a border's width). */
const BASE_PROPERTIES = new Set([
  'font',
  'font-size',
  'font-family',
  'color',
  'display',
  'position',
  'float',
  'border',
  'border-style',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'writing-mode',
  'direction',
]);

/**
 * Families whose computed value is a used value from layout (the browser answers padding and
 * margin in pixels from the laid-out box): any edit anywhere can move them, so they are kept only
 * until the next one.
 */
const LAYOUT_FAMILIES = new Set(['margin', 'padding', 'width', 'height', 'min', 'max', 'top', 'right', 'bottom', 'left', 'inset', 'transform', 'perspective']);

function familyOf(property: string): string {
  const hyphen = property.indexOf('-');
  return hyphen < 0 ? property : property.slice(0, hyphen);
}

/** Whether a rule for `selector` reaches `element`: it matches the element or, by inheritance, an ancestor. */
function reaches(element: Element, selector: string): boolean {
  try {
    return element.closest(selector) !== null;
  } catch {
    return true;
  }
}

export class ComputedStyles {
  private element: Element | null = null;
  private live: CSSStyleDeclaration | null = null;
  private readonly values = new Map<string, string>();

  /** The computed value of `property` for `element` (one element at a time: the selection). */
  read(element: Element, view: Window, property: string): string {
    if (element !== this.element) {
      this.element = element;
      // getComputedStyle's answer is live: one per element serves every later read.
      this.live = view.getComputedStyle(element);
      this.values.clear();
    }
    let value = this.values.get(property);
    if (value === undefined) {
      value = this.live!.getPropertyValue(property);
      this.values.set(property, value);
    }
    return value;
  }

  /** Forgets what an operation applied to the canvas may have changed. */
  changed(op: Operation): void {
    if (!this.element) return;
    // An element's first style edit gives it its own class, whose rule arrives with the setStyle
    // after it: the class alone matches nothing yet.
    if (op.type === 'replaceClass' && op.from === null && op.to !== null && isOwnStyleClass(op.to)) return;
    if (op.type !== 'setStyle') return this.forget();
    for (const property of this.values.keys()) if (LAYOUT_FAMILIES.has(familyOf(property))) this.values.delete(property);
    if (!reaches(this.element, op.selector)) return;
    const properties = Object.keys(op.declarations);
    if (op.order || properties.some((property) => BASE_PROPERTIES.has(property))) return this.values.clear();
    const families = new Set(properties.map(familyOf));
    for (const property of this.values.keys()) if (families.has(familyOf(property))) this.values.delete(property);
  }

  /** Forgets every value (the canvas changed width, an element was hidden, markup was re-rendered). */
  forget(): void {
    this.values.clear();
  }
}
