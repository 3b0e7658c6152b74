import { LENGTH_UNITS } from '../css-values.ts';
import { BoxSidesField } from '../box-sides-field.tsx';
import { StyleGroup } from '../style-group.tsx';

const MARGIN_UNITS = [...LENGTH_UNITS, 'auto'];

/** padding and margin, each where the element's definition allows it. */
export function SpacingGroup({ id, padding, margin }: { id: string; padding: boolean; margin: boolean }) {
  return (
    <StyleGroup name="spacing" title="Spacing">
      {padding && <BoxSidesField id={id} label="Padding" box="padding" units={LENGTH_UNITS} min={0} testid="padding" />}
      {margin && <BoxSidesField id={id} label="Margin" box="margin" units={MARGIN_UNITS} testid="margin" />}
    </StyleGroup>
  );
}
