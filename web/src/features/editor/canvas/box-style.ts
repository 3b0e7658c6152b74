import type { CSSProperties } from 'react';
import type { Box } from '../state/drop-target.ts';

/** Places an overlay element over a box of the frame viewport. */
export function boxStyle(box: Box): CSSProperties {
  return { transform: `translate(${box.left}px, ${box.top}px)`, width: box.width, height: box.height };
}
