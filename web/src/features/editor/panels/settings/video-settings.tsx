import { useState } from 'react';
import { videoEmbedUrl } from '../../../../../../common/editor/video-url.ts';
import { useEditor } from '../../editor-context.tsx';
import type { ElementNode, PageDocument } from '../../model.ts';
import { elementNode } from '../../state/element-info.ts';
import { setAttribute } from './element-edits.ts';
import { TextSetting } from './fields.tsx';

export const VIDEO_URL_MESSAGE = 'Enter the address of a video.';

/** The player a video setting edits: the iframe itself, or the one inside a responsive video. */
function playerOf(doc: PageDocument, node: ElementNode): ElementNode | null {
  if (node.tag === 'iframe') return node;
  for (const id of node.children) {
    const child = elementNode(doc, id);
    if (child?.tag === 'iframe') return child;
  }
  return null;
}

/** A video's URL: a watch or short link becomes the embed URL when the field is left (or Enter). */
export function VideoSettings({ node }: { node: ElementNode }) {
  const { store } = useEditor();
  const [error, setError] = useState<string | null>(null);
  const player = playerOf(store.document, node);
  if (!player) return null;
  const src = player.attrs.src && player.attrs.src !== 'about:blank' ? player.attrs.src : '';
  const commit = (input: string) => {
    if (!input.trim()) return setError(null);
    const url = videoEmbedUrl(input);
    setError(url ? null : VIDEO_URL_MESSAGE);
    if (url) setAttribute(store, player.id, 'src', url, { label: 'Change video' });
  };
  return (
    <TextSetting
      label="Video URL"
      type="url"
      value={src}
      placeholder="https://www.youtube.com/watch?v=…"
      hint="YouTube, Vimeo and Dailymotion links become their embedded players."
      error={error}
      testId="setting-video-url"
      onCommit={commit}
    />
  );
}
