import { LENGTH_UNITS } from '../css-values.ts';
import { BoxSidesField } from '../box-sides-field.tsx';
import { ColorStyleField, SelectStyleField } from '../fields.tsx';
import { StyleGroup } from '../style-group.tsx';

const WIDTH_UNITS = ['px', 'em', 'rem'];
const STYLES = ['none', 'solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset'].map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/** Computed border-style lists four values when the sides differ; one means all alike. */
const readBorderStyle = (css: string) => css.split(/\s+/)[0] ?? css;

/** borderWidth and borderRadius per side, borderStyle, borderColor. */
export function BorderGroup({ id }: { id: string }) {
  return (
    <StyleGroup name="border" title="Border">
      <SelectStyleField id={id} label="Border style" property="border-style" testid="border-style" options={STYLES} read={readBorderStyle} />
      <BoxSidesField id={id} label="Border width" box="border-width" units={WIDTH_UNITS} min={0} testid="border-width" />
      <ColorStyleField id={id} label="Border colour" property="border-color" testid="border-color" />
      <BoxSidesField id={id} label="Corner radius" box="border-radius" units={LENGTH_UNITS} min={0} testid="border-radius" />
    </StyleGroup>
  );
}
