import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../app/use-media-query.ts';

export interface Rotation {
  index: number;
  show(index: number): void;
  /** True while the rotation waits: hovered, focused, paused by the visitor, or reduced motion. */
  paused: boolean;
  /** The visitor's own pause button; hover and focus pause only while they last. */
  userPaused: boolean;
  setUserPaused(paused: boolean): void;
  /** Spread on the rotating region: hover and keyboard focus inside it hold the rotation. */
  holdProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: { currentTarget: Element; relatedTarget: Element | null }): void;
  };
}

/**
 * Shows `count` items in turn, one step every `intervalMs`. Reduced-motion visitors get no
 * automatic movement at all; everyone else can hold it by pointing at it, focusing into it, or
 * with its pause button. The interval restarts after a manual step so the new item gets a full turn.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [turn, setTurn] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const paused = hovered || focused || userPaused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, turn]);

  return {
    index: count ? index % count : 0,
    show(next: number) {
      setIndex(((next % count) + count) % count);
      setTurn((value) => value + 1);
    },
    paused,
    userPaused,
    setUserPaused,
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.relatedTarget || !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
