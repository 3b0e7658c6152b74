import type { ElementNode } from '../../model.ts';
import { useEditor } from '../../editor-context.tsx';
import { HEADING_TAGS, setHeadingTag } from './element-edits.ts';
import { SelectSetting } from './fields.tsx';

const HEADING_OPTIONS = HEADING_TAGS.map((tag) => ({ value: tag, label: tag.toUpperCase() }));

/** A heading's Type: h1 to h6 (renames the element, one step). */
export function HeadingSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  return <SelectSetting label="Type" value={node.tag} options={HEADING_OPTIONS} testId="setting-heading-type" onChange={(tag) => setHeadingTag(store, node.id, tag)} />;
}
