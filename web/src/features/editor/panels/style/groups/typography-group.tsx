import { FONT_FAMILIES, fontFamilyValue, fontOfValue, type FontCategory } from '../../../../../../../common/editor/fonts.ts';
import { useTrans } from '../../../../../lib/i18n.tsx';
import { LENGTH_UNITS } from '../css-values.ts';
import { LengthStyleField, SegmentedStyleField, SelectStyleField, useSetStyle, type SegmentOption } from '../fields.tsx';
import { StyleField } from '../style-field.tsx';
import { StyleGroup } from '../style-group.tsx';
import { useStyleValues } from '../use-style.ts';

const CATEGORIES: { category: FontCategory; label: string }[] = [
  { category: 'sans-serif', label: 'Sans serif' },
  { category: 'serif', label: 'Serif' },
  { category: 'display', label: 'Display' },
  { category: 'monospace', label: 'Monospace' },
  { category: 'handwriting', label: 'Handwriting' },
];

const WEIGHTS = [
  { value: '100', label: 'Thin (100)' },
  { value: '200', label: 'Extra light (200)' },
  { value: '300', label: 'Light (300)' },
  { value: '400', label: 'Normal (400)' },
  { value: '500', label: 'Medium (500)' },
  { value: '600', label: 'Semi bold (600)' },
  { value: '700', label: 'Bold (700)' },
  { value: '800', label: 'Extra bold (800)' },
  { value: '900', label: 'Black (900)' },
];
const WEIGHT_KEYWORDS: Record<string, string> = { normal: '400', bold: '700' };

const STYLES: SegmentOption[] = [
  { value: 'normal', label: 'Normal', icon: 'normal' },
  { value: 'italic', label: 'Italic', icon: 'italic' },
];
const ALIGNMENTS: SegmentOption[] = [
  { value: 'left', label: 'Align left', icon: 'align-left' },
  { value: 'center', label: 'Align centre', icon: 'align-center' },
  { value: 'right', label: 'Align right', icon: 'align-right' },
  { value: 'justify', label: 'Justify', icon: 'align-justify' },
];
const DECORATIONS: SegmentOption[] = [
  { value: 'none', label: 'No decoration', icon: 'none' },
  { value: 'underline', label: 'Underline', icon: 'underline' },
  { value: 'line-through', label: 'Strikethrough', icon: 'strikethrough' },
  { value: 'overline', label: 'Overline', icon: 'overline' },
];

/** Computed text-align says start/end for the default direction. */
const ALIGN_KEYWORDS: Record<string, string> = { start: 'left', end: 'right', '-webkit-left': 'left', '-webkit-right': 'right', '-webkit-center': 'center' };
const readAlign = (css: string) => ALIGN_KEYWORDS[css] ?? css;
const readFontStyle = (css: string) => (css === 'oblique' ? 'italic' : css);
const readWeight = (css: string) => WEIGHT_KEYWORDS[css] ?? css;

function FontFamilyField({ id }: { id: string }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const [value] = useStyleValues(id, ['font-family']);
  const current = fontOfValue(value.value);
  return (
    <StyleField id={id} label="Font" values={[value]} testid="font-family">
      {(inputId) => (
        <select
          id={inputId}
          className="sw-editor-select sw-style-select"
          data-testid="font-family"
          value={current?.id ?? ''}
          onChange={(event) => {
            const font = FONT_FAMILIES.find((candidate) => candidate.id === event.currentTarget.value);
            if (font) setStyle({ 'font-family': fontFamilyValue(font) });
          }}
        >
          {!current && <option value="">{value.value || trans('Default')}</option>}
          {CATEGORIES.map(({ category, label }) => (
            <optgroup key={category} label={trans(label)}>
              {FONT_FAMILIES.filter((font) => font.category === category).map((font) => (
                <option key={font.id} value={font.id} data-google={font.google ? 'true' : 'false'}>
                  {font.google ? trans(':family (web font)', { family: font.family }) : font.family}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </StyleField>
  );
}

/** fontFamily, fontSize, fontWeight, fontStyle, textAlign, textDecorationLine. */
export function TypographyGroup({ id }: { id: string }) {
  return (
    <StyleGroup name="typography" title="Typography">
      <FontFamilyField id={id} />
      <LengthStyleField id={id} label="Font size" property="font-size" testid="font-size" units={LENGTH_UNITS} min={0} />
      <SelectStyleField id={id} label="Weight" property="font-weight" testid="font-weight" options={WEIGHTS} read={readWeight} />
      <SegmentedStyleField id={id} label="Style" property="font-style" testid="font-style" options={STYLES} read={readFontStyle} />
      <SegmentedStyleField id={id} label="Alignment" property="text-align" testid="text-align" options={ALIGNMENTS} read={readAlign} />
      <SegmentedStyleField id={id} label="Decoration" property="text-decoration-line" testid="text-decoration" options={DECORATIONS} />
    </StyleGroup>
  );
}
