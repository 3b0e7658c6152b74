// The editor model: plain data and explicit operations, shared by the web editor, the server and tests.
// document.ts also holds low-level helpers for operations.ts; only the public part is re-exported here.
export * from './types.ts';
export {
  ancestorsOf,
  type DocNode,
  elementChildren,
  type ElementNode,
  generateId,
  getElement,
  getNode,
  indexInParent,
  isInsideOrSelf,
  namespaceOf,
  type PageDocument,
  parsePage,
  ROOT_ID,
  serializeChildren,
  serializeNode,
  serializePage,
  type TextNode,
} from './document.ts';
export * from './operations.ts';
export * from './history.ts';
export * from './layout.ts';
export * from './names.ts';
