/** A refused edit. The message is shown to the user as it is. */
export class EditError extends Error {
  override name = 'EditError';
}

export const EDIT_MESSAGES = {
  invalidParent: 'Cannot insert - invalid parent',
  cannotRename: 'Cannot change element name',
  notFound: 'Element not found',
  oneElement: 'Cannot insert - expected exactly one element',
  invalidIndex: 'Cannot insert - invalid position',
  moveIntoItself: 'Cannot move an element into itself',
  removeBody: 'Cannot remove the page body',
  moveBody: 'Cannot move the page body',
  partOfParent: 'Cannot remove or move - this element is part of its parent (an SVG, formula or template)',
  voidContent: 'Cannot replace content - this element cannot have content',
  invalidContent: 'Cannot replace content - this markup does not fit in this element',
  attributeName: 'Invalid attribute name',
  dataId: 'Cannot change data-id',
  className: 'Invalid class name',
  rowFull: 'A row cannot have more than 12 columns',
  notRow: 'Columns can only be added to a row',
  styleSelector: 'Invalid style selector',
  styleProperty: 'Invalid style property',
  styleValue: 'Invalid style value',
  pageSetting: 'Invalid page setting',
} as const;
