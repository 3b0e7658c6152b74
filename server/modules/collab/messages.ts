import Joi from 'joi';
import { ELEMENT_ID_LENGTH, MAX_PAGE_BYTES } from '../../../common/constants.ts';
import { PART_KINDS } from '../../../common/editor/parts.ts';
import { PAGE_NAME_MAX_LENGTH } from '../../../common/editor/project-operations.ts';
import type { SyncClientMessage } from '../../../common/editor/project-replica.ts';
import { STYLE_BREAKPOINTS } from '../../../common/editor/styles.ts';

// The shape of everything a client may send over the sync socket. The model judges the content
// (common/editor/operations.ts refuses what it cannot write back); this checks types and sizes,
// the same sizes a pages save accepts (server/modules/projects/routes.ts).

/** One message: a page at the size a save allows, with room for the message around it. */
export const MAX_MESSAGE_BYTES = MAX_PAGE_BYTES + 1024 * 1024;
/** Operations in one push: a paste of many elements, a page's settings and header at once. */
export const MAX_OPS_PER_PUSH = 1000;

const markup = Joi.string().allow('').max(MAX_PAGE_BYTES);
const elementId = Joi.string().max(64).pattern(/^[A-Za-z0-9_-]+$/);
const pageId = Joi.string()
  .length(ELEMENT_ID_LENGTH)
  .pattern(/^[A-Za-z0-9_-]+$/);
const position = Joi.number().integer().min(0).max(1_000_000);
const name = Joi.string().max(200);
const attributeValues = Joi.object().pattern(name, Joi.string().allow('').max(MAX_PAGE_BYTES).allow(null)).max(1000);
const order = Joi.array().items(name).max(10_000);
const classToken = Joi.string().max(200).allow(null);
const declarations = Joi.object().pattern(Joi.string().max(100), Joi.string().max(10_000).allow(null)).max(1000);
const breakpoint = Joi.string().valid(...STYLE_BREAKPOINTS);
const styleRules = Joi.array()
  .items(Joi.object({ selector: Joi.string().max(200).required(), breakpoint: breakpoint.required(), declarations: Joi.object().pattern(Joi.string().max(100), Joi.string().max(10_000)).required() }))
  .max(20_000);
// A page's address is a file name when published: the pattern a pages save holds it to.
const slug = Joi.string()
  .allow('')
  .max(191)
  .pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .messages({ 'string.pattern.base': 'Use lower-case letters, digits and dashes.' });
const pageMeta = Joi.object({
  title: Joi.string().allow('').max(500),
  description: Joi.string().allow('').max(2000),
  slug,
  ogImage: Joi.string().allow('').max(2000),
  css: Joi.string().allow('').max(MAX_PAGE_BYTES),
  js: Joi.string().allow('').max(MAX_PAGE_BYTES),
  hideFromMenu: Joi.boolean(),
});
const pageDoc = pageMeta.keys({
  headLinks: Joi.array().items(Joi.string().max(2000)).max(100).required(),
  fonts: Joi.array().items(Joi.string().max(200)).max(200).required(),
  lang: Joi.string()
    .max(35)
    .pattern(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/),
  styles: styleRules,
  title: Joi.string().allow('').max(500).required(),
  description: Joi.string().allow('').max(2000).required(),
  css: Joi.string().allow('').max(MAX_PAGE_BYTES).required(),
  js: Joi.string().allow('').max(MAX_PAGE_BYTES).required(),
});

const operation = Joi.alternatives().conditional('.type', {
  switch: [
    { is: 'setAttributes', then: Joi.object({ type: Joi.string(), id: elementId.required(), attrs: attributeValues.required(), order }) },
    { is: 'replaceClass', then: Joi.object({ type: Joi.string(), id: elementId.required(), from: classToken.required(), to: classToken.required() }) },
    { is: 'renameElement', then: Joi.object({ type: Joi.string(), id: elementId.required(), tag: Joi.string().max(100).required() }) },
    { is: 'replaceContent', then: Joi.object({ type: Joi.string(), id: elementId.required(), html: markup.required() }) },
    { is: 'insert', then: Joi.object({ type: Joi.string(), parentId: elementId.required(), index: position.required(), html: markup.required(), split: Joi.number().integer().min(1) }) },
    { is: 'remove', then: Joi.object({ type: Joi.string(), id: elementId.required() }) },
    { is: 'move', then: Joi.object({ type: Joi.string(), id: elementId.required(), parentId: elementId.required(), index: position.required(), split: Joi.number().integer().min(1) }) },
    { is: 'setStyle', then: Joi.object({ type: Joi.string(), selector: Joi.string().max(200).required(), breakpoint: breakpoint.required(), declarations: declarations.required(), order }) },
    { is: 'setPageMeta', then: Joi.object({ type: Joi.string(), values: pageMeta.required() }) },
  ],
  otherwise: Joi.forbidden().messages({ 'any.unknown': 'Unknown operation type.' }),
});

const part = Joi.object({
  name: Joi.string().min(1).max(PAGE_NAME_MAX_LENGTH).required(),
  kind: Joi.string()
    .valid(...PART_KINDS)
    .required(),
  html: markup.min(1).required(),
  styles: styleRules.required(),
});

const projectOperation = Joi.alternatives().conditional('.type', {
  switch: [
    { is: 'edit', then: Joi.object({ type: Joi.string(), page: pageId.required(), op: operation.required() }) },
    {
      is: 'addPage',
      then: Joi.object({
        type: Joi.string(),
        page: Joi.object({ id: pageId.required(), name: Joi.string().min(1).max(PAGE_NAME_MAX_LENGTH).required(), html: markup.required(), doc: pageDoc.required() }).required(),
        index: position.required(),
      }),
    },
    { is: 'deletePage', then: Joi.object({ type: Joi.string(), id: pageId.required() }) },
    { is: 'renamePage', then: Joi.object({ type: Joi.string(), id: pageId.required(), name: Joi.string().min(1).max(PAGE_NAME_MAX_LENGTH).required() }) },
    { is: 'movePage', then: Joi.object({ type: Joi.string(), id: pageId.required(), index: position.required() }) },
    { is: 'setPart', then: Joi.object({ type: Joi.string(), id: pageId.required(), part: part.allow(null).required() }) },
    { is: 'partFromPage', then: Joi.object({ type: Joi.string(), id: pageId.required(), page: pageId.required() }) },
  ],
  otherwise: Joi.forbidden().messages({ 'any.unknown': 'Unknown project operation type.' }),
});

const nullableId = elementId.allow(null);

const schemas: Record<SyncClientMessage['type'], Joi.ObjectSchema> = {
  hello: Joi.object({
    type: Joi.string(),
    clientId: Joi.string()
      .min(8)
      .max(64)
      .pattern(/^[A-Za-z0-9_-]+$/)
      .required(),
    since: Joi.number().integer().min(0).max(2147483647).required(),
    version: Joi.number().integer().min(1).max(2147483647).required(),
  }),
  push: Joi.object({
    type: Joi.string(),
    clientSeq: Joi.number().integer().min(1).max(2147483647).required(),
    baseSeq: Joi.number().integer().min(0).max(2147483647).required(),
    ops: Joi.array().items(projectOperation).min(1).max(MAX_OPS_PER_PUSH).required(),
  }),
  presence: Joi.object({ type: Joi.string(), pageId: nullableId.required(), selectedId: nullableId.required() }),
};

/** The message, or why it is refused (one line, for the client's error message). */
export function parseClientMessage(text: string): { message: SyncClientMessage } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Messages are JSON.' };
  }
  const type = (value as { type?: unknown } | null)?.type;
  const schema = typeof type === 'string' && Object.hasOwn(schemas, type) ? schemas[type as SyncClientMessage['type']] : null;
  if (!schema) return { error: 'Unknown message type.' };
  const { error, value: message } = schema.validate(value, { abortEarly: true, errors: { wrap: { label: false } } });
  return error ? { error: error.message } : { message: message as SyncClientMessage };
}
