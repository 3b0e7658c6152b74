import { readFile, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Logger } from 'pino';

export const EMPTY_ELEMENTS_MODULE = 'export default [];\n';

/**
 * The editor's custom-elements module: the file the `editor.custom_elements_module` setting names
 * (a path relative to DATA_DIR), or an empty list. Only files inside DATA_DIR are served, so the
 * setting cannot expose the rest of the disk; a missing or outside file falls back to the empty
 * list with a warning, which keeps the editor working.
 */
export async function readCustomElementsModule(dataDir: string, configured: string | null, logger?: Logger): Promise<string> {
  if (!configured) return EMPTY_ELEMENTS_MODULE;
  try {
    const root = await realpath(dataDir);
    const file = await realpath(resolve(root, configured));
    const inside = relative(root, file);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
      logger?.warn({ file: configured }, 'editor.custom_elements_module must name a file inside DATA_DIR; serving no custom elements');
      return EMPTY_ELEMENTS_MODULE;
    }
    return await readFile(file, 'utf8');
  } catch (error) {
    logger?.warn({ file: configured, err: error }, 'cannot read editor.custom_elements_module; serving no custom elements');
    return EMPTY_ELEMENTS_MODULE;
  }
}
