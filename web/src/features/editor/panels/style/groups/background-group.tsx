import {
  CUSTOM_COLOR_ID,
  CUSTOM_GRADIENT_ID,
  CUSTOM_IMAGE_ID,
  PALETTE_GRADIENTS,
  PALETTE_IMAGES,
  paletteGradientOf,
  paletteImageOf,
} from '../../../../../../../common/editor/palette.ts';
import { useTrans } from '../../../../../lib/i18n.tsx';
import { ColorInput, PaletteSwatches } from '../color-input.tsx';
import { backgroundKind, cssUrl, formatGradient, imageUrlOf, parseGradient, type BackgroundKind, type Gradient } from '../css-values.ts';
import { ColorStyleField, SelectStyleField, useSetStyle, type Option } from '../fields.tsx';
import { ScrubNumber } from '../number-input.tsx';
import { StyleField } from '../style-field.tsx';
import { StyleGroup } from '../style-group.tsx';
import { useSelectionState } from '../selection-state.ts';
import { useStyleValues, type StyleValue } from '../use-style.ts';

// backgroundConfig: a colour, a gradient or an image, each from the preset palette (c0–c16,
// g1–g17, img0–img16) or custom, with repeat, size, position and attachment. A preset also sets
// the text colour that reads on it (white on the dark ones).

const IMAGE_PROPERTIES = ['background-image', 'background-repeat', 'background-size', 'background-position', 'background-attachment'];
const KINDS: { kind: BackgroundKind; label: string }[] = [
  { kind: 'color', label: 'Colour' },
  { kind: 'gradient', label: 'Gradient' },
  { kind: 'image', label: 'Image' },
];

const option = (value: string, label = value): Option => ({ value, label });
const REPEAT = [option('repeat', 'Repeat'), option('no-repeat', 'No repeat'), option('repeat-x', 'Repeat horizontally'), option('repeat-y', 'Repeat vertically')];
const SIZE = [option('auto', 'Auto'), option('cover', 'Cover'), option('contain', 'Contain')];
const POSITION = [
  option('center', 'Center'),
  option('top', 'Top'),
  option('bottom', 'Bottom'),
  option('left', 'Left'),
  option('right', 'Right'),
  option('left top', 'Top left'),
  option('right top', 'Top right'),
  option('left bottom', 'Bottom left'),
  option('right bottom', 'Bottom right'),
];
const ATTACHMENT = [option('scroll', 'Scroll'), option('fixed', 'Fixed'), option('local', 'Local')];
const CLIP = [option('border-box', 'Border box'), option('padding-box', 'Padding box'), option('content-box', 'Content box'), option('text', 'Text')];

/** getComputedStyle spells positions in percentages. */
function readPosition(css: string): string {
  const words: Record<string, string> = { '0%': 'left', '100%': 'right', '50%': 'center' };
  const [x, y] = css.split(/\s+/);
  if (!y) return css;
  const h = words[x] ?? x;
  const v = y === '0%' ? 'top' : y === '100%' ? 'bottom' : y === '50%' ? 'center' : y;
  if (h === 'center' && v === 'center') return 'center';
  if (h === 'center') return v;
  if (v === 'center') return h;
  return `${h} ${v}`;
}

function GradientEditor({ id, image }: { id: string; image: string }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const gradient: Gradient = parseGradient(image) ?? parseGradient(PALETTE_GRADIENTS[0].value)!;
  const write = (next: Gradient) => setStyle({ 'background-image': formatGradient(next) });
  const [first, last] = [gradient.stops[0], gradient.stops[gradient.stops.length - 1]];
  return (
    <div className="sw-style-custom" data-palette-id={CUSTOM_GRADIENT_ID} data-testid="background-gradient-custom">
      <span className="sw-style-label">{trans('Custom gradient')}</span>
      <ScrubNumber label="Angle" value={gradient.angle} min={0} max={360} suffix="°" testid="background-gradient-angle" onChange={(angle) => write({ ...gradient, angle })} />
      <div className="sw-style-inline">
        <ColorInput value={first.color} label={trans('Start colour')} testid="background-gradient-from" onChange={(color) => write({ ...gradient, stops: gradient.stops.map((stop, i) => (i === 0 ? { ...stop, color } : stop)) })} />
        <ColorInput
          value={last.color}
          label={trans('End colour')}
          testid="background-gradient-to"
          onChange={(color) => write({ ...gradient, stops: gradient.stops.map((stop, i) => (i === gradient.stops.length - 1 ? { ...stop, color } : stop)) })}
        />
      </div>
    </div>
  );
}

function ImageUrlField({ id, url }: { id: string; url: string }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const [draft, setDraft] = useSelectionState<string | null>(id, null);
  const commit = () => {
    if (draft === null) return;
    const value = draft.trim();
    setStyle({ 'background-image': value ? cssUrl(value) : 'none' });
    setDraft(null);
  };
  return (
    <label className="sw-style-custom" data-palette-id={CUSTOM_IMAGE_ID}>
      <span className="sw-style-label">{trans('Image URL')}</span>
      <input
        className="sw-input"
        value={draft ?? url}
        placeholder="https://"
        data-testid="background-image-url"
        spellCheck={false}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}

export function BackgroundGroup({ id }: { id: string }) {
  const trans = useTrans();
  const setStyle = useSetStyle(id);
  const values = useStyleValues(id, [...IMAGE_PROPERTIES, 'background-color']);
  const byProperty = Object.fromEntries(values.map((value) => [value.property, value])) as Record<string, StyleValue>;
  const image = byProperty['background-image'].value;
  const inEffect = backgroundKind(image);
  // The tab the user picked stays until the background in effect changes kind (an edit or undo).
  const [picked, setPicked] = useSelectionState<{ kind: BackgroundKind; over: BackgroundKind } | null>(id, null);
  const kind = picked && picked.over === inEffect ? picked.kind : inEffect;
  const clearImage: Record<string, string> = inEffect === 'color' ? {} : { 'background-image': 'none' };
  const gradientId = paletteGradientOf(image)?.id;
  const imageUrl = imageUrlOf(image) ?? '';
  const imageId = paletteImageOf(imageUrl)?.id;

  return (
    <StyleGroup name="background" title="Background">
      <StyleField id={id} label="Type" values={values.filter((value) => IMAGE_PROPERTIES.includes(value.property))} testid="background-type">
        {(inputId) => (
          <div className="sw-style-segmented" role="group" id={inputId} aria-label={trans('Background type')}>
            {KINDS.map((entry) => (
              <button
                key={entry.kind}
                type="button"
                className="sw-style-tab"
                aria-pressed={kind === entry.kind}
                data-testid={`background-type-${entry.kind}`}
                onClick={() => setPicked({ kind: entry.kind, over: inEffect })}
              >
                {trans(entry.label)}
              </button>
            ))}
          </div>
        )}
      </StyleField>

      {kind === 'color' && (
        <div className="sw-style-palette" data-testid="background-colors">
          <PaletteSwatches value={byProperty['background-color'].value} testid="background-palette" onPick={(color) => setStyle({ 'background-color': color.value, color: color.foreground, ...clearImage })} />
          <span className="sw-style-note sw-muted" data-palette-id={CUSTOM_COLOR_ID}>
            {trans('Or pick any colour below.')}
          </span>
        </div>
      )}

      {kind === 'gradient' && (
        <div className="sw-style-palette" data-testid="background-gradients">
          <div className="sw-style-swatches" role="group" aria-label={trans('Preset gradients')}>
            {PALETTE_GRADIENTS.map((gradient) => (
              <button
                key={gradient.id}
                type="button"
                className="sw-style-swatch"
                style={{ background: gradient.value }}
                aria-label={trans(gradient.label)}
                title={trans(gradient.label)}
                aria-pressed={gradientId === gradient.id}
                data-testid={`background-gradient-${gradient.id}`}
                data-palette-id={gradient.id}
                onClick={() => setStyle({ 'background-image': gradient.value, color: gradient.foreground })}
              />
            ))}
          </div>
          <GradientEditor id={id} image={image} />
        </div>
      )}

      {kind === 'image' && (
        <div className="sw-style-palette" data-testid="background-images">
          <div className="sw-style-swatches sw-style-image-swatches" role="group" aria-label={trans('Preset images')}>
            {PALETTE_IMAGES.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className="sw-style-swatch"
                style={{ backgroundImage: cssUrl(entry.url), backgroundSize: entry.size === 'cover' ? 'cover' : '50%', backgroundColor: '#fff' }}
                aria-label={trans(entry.label)}
                title={trans(entry.label)}
                aria-pressed={imageId === entry.id}
                data-testid={`background-image-${entry.id}`}
                data-palette-id={entry.id}
                onClick={() =>
                  setStyle({
                    'background-image': cssUrl(entry.url),
                    'background-repeat': entry.repeat,
                    'background-size': entry.size,
                    'background-position': entry.position,
                    color: entry.foreground,
                  })
                }
              />
            ))}
          </div>
          <ImageUrlField key={imageUrl} id={id} url={imageId ? '' : imageUrl} />
        </div>
      )}

      {kind !== 'color' && (
        <>
          <SelectStyleField id={id} label="Repeat" property="background-repeat" testid="background-repeat" options={REPEAT} />
          <SelectStyleField id={id} label="Size" property="background-size" testid="background-size" options={SIZE} />
          <SelectStyleField id={id} label="Position" property="background-position" testid="background-position" options={POSITION} read={readPosition} />
          <SelectStyleField id={id} label="Attachment" property="background-attachment" testid="background-attachment" options={ATTACHMENT} />
        </>
      )}
      <ColorStyleField id={id} label="Background colour" property="background-color" testid="background-color" />
      <SelectStyleField id={id} label="Background clip" property="background-clip" testid="background-clip" options={CLIP} />
    </StyleGroup>
  );
}
