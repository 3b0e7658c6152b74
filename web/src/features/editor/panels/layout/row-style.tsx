import { useTrans } from '../../../../lib/i18n.tsx';
import { PixelStyleField, SelectStyleField } from './style-field.tsx';

// A row's gap and alignment, as the row's own styles at the canvas's size. The column gap is the
// gutter: site.css pads columns by half of --sw-gutter and pulls the row out by as much, and
// columns inherit the row's value, so one custom property keeps the spans exact (a flex `gap`
// would push the twelfths past the row's width). The row gap separates wrapped lines.

export const GUTTER_PROPERTY = '--sw-gutter';

const JUSTIFY: ReadonlyArray<[string, string]> = [
  ['flex-start', 'Start'],
  ['center', 'Centre'],
  ['flex-end', 'End'],
  ['space-between', 'Space between'],
  ['space-around', 'Space around'],
  ['space-evenly', 'Space evenly'],
];

const ALIGN: ReadonlyArray<[string, string]> = [
  ['stretch', 'Stretch'],
  ['flex-start', 'Top'],
  ['center', 'Middle'],
  ['flex-end', 'Bottom'],
  ['baseline', 'Baseline'],
];

export function RowStyle({ rowId }: { rowId: string }) {
  const trans = useTrans();
  return (
    <div className="sw-layout-row-style">
      <h4 className="sw-layout-subhead">{trans('Gap')}</h4>
      <PixelStyleField id={rowId} property={GUTTER_PROPERTY} label="Column gap" stepLabel="Change row column gap" testId="row-gutter" />
      <PixelStyleField id={rowId} property="row-gap" label="Row gap" stepLabel="Change row gap" testId="row-gap" />
      <h4 className="sw-layout-subhead">{trans('Alignment')}</h4>
      <SelectStyleField id={rowId} property="justify-content" label="Horizontal" stepLabel="Align row columns" options={JUSTIFY} testId="row-justify" />
      <SelectStyleField id={rowId} property="align-items" label="Vertical" stepLabel="Align row columns vertically" options={ALIGN} testId="row-align" />
    </div>
  );
}
