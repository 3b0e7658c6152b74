// The editor model: plain data and explicit operations, shared by the web editor, the server and tests.
// document.ts also holds low-level helpers for operations.ts; only the public part is re-exported here.
export * from './types.ts';
export {
  type DocNode,
  type ElementNode,
  generateId,
  type PageDocument,
  parsePage,
  serializeChildren,
  serializeNode,
  serializePage,
} from './document.ts';
export * from './operations.ts';
export * from './history.ts';
export * from './layout.ts';
export * from './names.ts';
export * from './styles.ts';
