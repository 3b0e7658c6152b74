import { colord, extend, type Colord } from 'colord';
import namesPlugin from 'colord/plugins/names';

// Colours are parsed and written by colord everywhere (web app, server, CLI), so every notation
// CSS has (hex, rgb(), hsl(), named colours) reads the same wherever a colour is typed or stored.
extend([namesPlugin]);

/** A colour in any CSS notation colord knows, or null for anything else (currentcolor, typos). */
export function parseCssColor(text: string): Colord | null {
  const color = colord(text.trim().toLowerCase());
  return color.isValid() ? color : null;
}

/** An opaque colour from its channels (0..255; fractions are rounded when written). */
export function colorFromRgb(r: number, g: number, b: number): Colord {
  return colord({ r, g, b });
}
