import { useCallback, useId, useRef, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { GENERATION_STYLES, type GenerationStyle } from '../../../../common/ai/generations.ts';
import { MAX_GENERATED_PAGES, MAX_PROMPT_LENGTH, MIN_GENERATED_PAGES, PLAN_LANGUAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { useFocusWhenOpen } from '../../lib/forms/use-focus-when-open.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../auth/form-fields.tsx';
import { GenerationPhotos } from './generation-photos.tsx';
import type { GenerationPhoto } from './generation-photos-api.ts';
import type { GenerationInput } from './generations-api.ts';
import type { GenerationField, GenerationProblem } from './use-generation.ts';

/** The form as typed: kept by the dialog, so a refusal or a cancel gives it back unchanged. */
export interface GenerationValues {
  prompt: string;
  pages: string;
  /** "" detects the language from the description. */
  language: PlanLanguage | '';
  /** "" takes the look the description suggests. */
  style: GenerationStyle | '';
  seed: string;
  /** The user's own photos, as chosen (thumbnails need more than the ids the server gets). */
  photos: readonly GenerationPhoto[];
}

export const DEFAULT_GENERATION_VALUES: GenerationValues = { prompt: '', pages: '4', language: '', style: '', seed: '0', photos: [] };
const MAX_SEED = 2147483647;

// Each language in its own name: someone looking for theirs recognises it whatever the UI speaks.
const LANGUAGE_NAMES: Record<PlanLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', nl: 'Nederlands', pt: 'Português' };

const PAGE_COUNTS = Array.from({ length: MAX_GENERATED_PAGES - MIN_GENERATED_PAGES + 1 }, (_, index) => MIN_GENERATED_PAGES + index);

export function generationInput(values: GenerationValues): GenerationInput {
  const seed = Number.parseInt(values.seed, 10);
  return {
    prompt: values.prompt,
    pages: Number(values.pages),
    language: values.language || null,
    style: values.style || null,
    seed: Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED ? seed : 0,
    photos: values.photos.map((photo) => photo.id),
  };
}

interface GenerationFormProps {
  values: GenerationValues;
  onChange: Dispatch<SetStateAction<GenerationValues>>;
  problem: GenerationProblem | null;
  cancelled: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

export function GenerationForm({ values, onChange, problem, cancelled, onSubmit, onClose }: GenerationFormProps) {
  const set = (change: Partial<GenerationValues>) => onChange((current) => ({ ...current, ...change }));
  const fieldError = (field: GenerationField) => (problem?.field === field ? problem.message : undefined);
  // Photos still uploading hold the generation back: it would start without them.
  const [photosBusy, setPhotosBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => {
    setPhotosBusy(busy);
    if (!busy) setWaiting(false);
  }, []);
  const setPhotos = useCallback((update: (photos: GenerationValues['photos']) => GenerationValues['photos']) => onChange((current) => ({ ...current, photos: update(current.photos) })), [onChange]);

  return (
    <form
      noValidate
      data-testid="ai-generation-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (photosBusy) setWaiting(true);
        else onSubmit();
      }}
    >
      {problem && problem.field === null && (
        <div className="sw-ai-alert" role="alert" data-testid="ai-generation-error">
          <Trans message={problem.message} />
          {problem.detail && <span className="sw-ai-alert-detail">{problem.detail}</span>}
        </div>
      )}
      {cancelled && (
        <p className="sw-ai-note" role="status" data-testid="ai-generation-cancelled">
          <Trans message="Generation cancelled. No site was created." />
        </p>
      )}
      <PromptField value={values.prompt} error={fieldError('prompt')} onChange={(prompt) => set({ prompt })} />
      <div className="sw-ai-options">
        <SelectField label="Pages" name="pages" value={values.pages} error={fieldError('pages')} onChange={(event) => set({ pages: event.target.value })} data-testid="ai-generation-pages">
          {PAGE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <LanguageSelect value={values.language} error={fieldError('language')} onChange={(language) => set({ language })} />
        <StyleSelect value={values.style} error={fieldError('style')} onChange={(style) => set({ style })} />
        <SeedField value={values.seed} error={fieldError('seed')} onChange={(seed) => set({ seed })} />
      </div>
      <GenerationPhotos photos={values.photos} onChange={setPhotos} error={fieldError('photos')} onBusyChange={onPhotosBusy} waiting={waiting} />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onClose}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" data-testid="ai-generation-submit">
          <Trans message="Generate" />
        </Button>
      </div>
    </form>
  );
}

function PromptField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const trans = useTrans();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // Focused whenever the form shows: on opening, and back from a refusal or a cancel to fix the text.
  useFocusWhenOpen(true, () => ref.current?.focus());
  const length = value.length;
  const describedBy = [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  // Enter generates, as in a chat box; Shift+Enter (or an IME composing a word) keeps the newline.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <div className="sw-field">
      <label className="sw-label" htmlFor={id}>
        <Trans message="Describe your site" />
      </label>
      <textarea
        ref={ref}
        id={id}
        name="prompt"
        className="sw-input sw-ai-prompt"
        rows={4}
        value={value}
        placeholder={trans('For example: a cosy bakery in Lisbon with online orders and opening hours')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="ai-generation-prompt"
      />
      <div className="sw-ai-prompt-meta">
        {error ? (
          <span id={`${id}-error`} className="sw-field-error" role="alert" data-testid="ai-generation-prompt-error">
            <Trans message={error} />
          </span>
        ) : (
          <span className="sw-field-description">
            <Trans message="Enter to generate, Shift+Enter for a new line." />
          </span>
        )}
        <span id={`${id}-count`} className="sw-ai-count" data-over={length > MAX_PROMPT_LENGTH} data-testid="ai-generation-count">
          <Trans message=":count / :max characters" values={{ count: length.toLocaleString(), max: MAX_PROMPT_LENGTH.toLocaleString() }} />
        </span>
      </div>
    </div>
  );
}

function LanguageSelect({ value, error, onChange }: { value: PlanLanguage | ''; error?: string; onChange: (value: PlanLanguage | '') => void }) {
  const trans = useTrans();
  return (
    <SelectField label="Language" name="language" value={value} error={error} onChange={(event) => onChange(event.target.value as PlanLanguage | '')} data-testid="ai-generation-language">
      <option value="">{trans('Detect from description')}</option>
      {PLAN_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </SelectField>
  );
}

const STYLE_NAMES: Record<GenerationStyle, string> = { cosy: 'Cosy', luxury: 'Luxury', playful: 'Playful', professional: 'Professional', minimal: 'Minimal', bold: 'Bold' };

function StyleSelect({ value, error, onChange }: { value: GenerationStyle | ''; error?: string; onChange: (value: GenerationStyle | '') => void }) {
  const trans = useTrans();
  return (
    <SelectField label="Style" name="style" value={value} error={error} onChange={(event) => onChange(event.target.value as GenerationStyle | '')} data-testid="ai-generation-style">
      <option value="">{trans('From the description')}</option>
      {GENERATION_STYLES.map((style) => (
        <option key={style} value={style}>
          {trans(STYLE_NAMES[style])}
        </option>
      ))}
    </SelectField>
  );
}

/** The design is the seed: the same description and number give the same site, another number another look. */
function SeedField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="sw-ai-seed">
      <TextField
        label="Design"
        name="seed"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SEED}
        step={1}
        value={value}
        error={error}
        description={<Trans message="The same description and number give the same site." />}
        onChange={(event) => onChange(event.target.value)}
        data-testid="ai-generation-seed"
      />
      <Button variant="outline" size="sm" className="sw-ai-seed-shuffle" onClick={() => onChange(String(Math.floor(Math.random() * 10_000) + 1))} data-testid="ai-generation-shuffle">
        <Trans message="Try another design" />
      </Button>
    </div>
  );
}
