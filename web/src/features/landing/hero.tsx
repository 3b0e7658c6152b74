import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { useMediaQuery } from '../../app/use-media-query.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { savePendingPrompt } from '../ai-generation/pending-prompt.ts';
import heroEditor from './assets/hero-editor.svg';
import { Icon } from './icons.tsx';

// Only signed-in visitors generate here; guests never download the generation screens.
const AiGenerationDialog = lazy(() => import('../ai-generation/ai-generation-dialog.tsx').then((m) => ({ default: m.AiGenerationDialog })));

const HERO_HEADING = 'Build a website in minutes';

const TYPE_MS = 45;
const HOLD_MS = 1800;
const DELETE_MS = 18;
const NEXT_MS = 350;

/**
 * The placeholder types each example, holds it, erases it and moves to the next. While `running`
 * is false (the field is focused or has text, or the visitor prefers reduced motion) it stops and
 * shows the current example whole.
 */
function useTypewriter(prompts: string[], running: boolean): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!running) return;
    const full = prompts[index];
    let delay: number;
    let step: () => void;
    if (!deleting) {
      const done = length >= full.length;
      delay = done ? HOLD_MS : TYPE_MS;
      step = done ? () => setDeleting(true) : () => setLength(length + 1);
    } else if (length > 0) {
      delay = DELETE_MS;
      step = () => setLength(Math.max(0, length - 3));
    } else {
      delay = NEXT_MS;
      step = () => {
        setIndex((index + 1) % prompts.length);
        setDeleting(false);
      };
    }
    const timer = setTimeout(step, delay);
    return () => clearTimeout(timer);
  }, [running, prompts, index, length, deleting]);

  return running ? prompts[index].slice(0, length) : prompts[index];
}

/**
 * The description field with its typing placeholder, a component of its own so the typing ticks
 * (every 18–45 ms) render this field alone rather than the whole hero.
 */
function PromptInput({ value, onChange, examples, inputRef }: { value: string; onChange: (value: string) => void; examples: string[]; inputRef: RefObject<HTMLInputElement | null> }) {
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const placeholder = useTypewriter(examples, !reducedMotion && !focused && value === '');
  return (
    <input
      ref={inputRef}
      id="hero-prompt"
      name="prompt"
      className="sw-prompt-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={2000}
      data-testid="hero-prompt"
    />
  );
}

/**
 * The "7 Day Free Trial" badge, linking to the plans; `trialDays` null means no plan has a trial.
 * While the plans load, an invisible stand-in keeps the heading from jumping down when it shows.
 */
function TrialBadge({ trialDays }: { trialDays: number | null | undefined }) {
  if (trialDays === null) return null;
  if (trialDays === undefined) {
    return (
      <span className="sw-hero-badge sw-hero-badge-pending" aria-hidden="true">
        <span className="sw-hero-badge-dot" />
      </span>
    );
  }
  return (
    <a href="#pricing" className="sw-hero-badge" data-testid="trial-badge">
      <span className="sw-hero-badge-dot" aria-hidden="true" />
      <Trans message=":days Day Free Trial" values={{ days: trialDays }} />
      <Icon name="arrowRight" size={16} />
    </a>
  );
}

/**
 * Generate: a signed-in user watches the site being generated right here and lands in its editor;
 * a guest registers (or signs in, when registration is closed) first, and the description waits
 * in this browser for the dashboard to generate it.
 */
export function Hero({ trialDays }: { trialDays: number | null | undefined }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const { registration } = useSettings();
  const inputRef = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState('');
  const [generating, setGenerating] = useState(false);
  const examples = useMemo(
    () => [
      trans('A portfolio for a wedding photographer in Lisbon'),
      trans('A landing page for a vegan bakery with online orders'),
      trans('A site for a yoga studio with a class schedule'),
      trans('A product page for a smart water bottle launch'),
    ],
    [trans],
  );
  const shortcuts = [
    { label: trans('Photographer'), prompt: examples[0] },
    { label: trans('Bakery'), prompt: examples[1] },
    { label: trans('Yoga studio'), prompt: examples[2] },
    { label: trans('Product launch'), prompt: examples[3] },
  ];

  const generate = () => {
    const description = prompt.trim();
    if (isLoggedIn) {
      setGenerating(true);
      return;
    }
    if (description) savePendingPrompt(description);
    navigate(registration.disable ? '/login' : '/register');
  };

  return (
    <section id="home" className="sw-hero" aria-labelledby="hero-heading">
      <div className="sw-landing-container">
        <TrialBadge trialDays={trialDays} />
        <h1 id="hero-heading" className="sw-hero-title">
          <Trans message={HERO_HEADING} />
        </h1>
        <p className="sw-hero-text">
          <Trans message="Describe your idea and get a real, editable website. Refine it visually and publish when you are ready." />
        </p>
        <form
          className="sw-prompt"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <Icon name="sparkles" className="sw-prompt-icon" />
          <label htmlFor="hero-prompt" className="sw-visually-hidden">
            <Trans message="Describe your website" />
          </label>
          <PromptInput value={prompt} onChange={setPrompt} examples={examples} inputRef={inputRef} />
          <Button type="submit" variant="primary" size="lg" className="sw-prompt-button" data-testid="hero-generate">
            <Trans message="Generate" />
          </Button>
        </form>
        <div className="sw-prompt-examples">
          <span className="sw-prompt-examples-label">
            <Trans message="Try an example:" />
          </span>
          {shortcuts.map((shortcut) => (
            <button
              key={shortcut.label}
              type="button"
              className="sw-chip"
              onClick={() => {
                setPrompt(shortcut.prompt);
                inputRef.current?.focus();
              }}
            >
              {shortcut.label}
            </button>
          ))}
        </div>
        <div className="sw-hero-visual">
          <img
            src={heroEditor}
            width={1200}
            height={760}
            alt={trans('The editor with a generated bakery website: blocks on the left, the page in the middle, its style on the right')}
            fetchPriority="high"
          />
        </div>
      </div>
      {isLoggedIn && generating && (
        <Suspense fallback={null}>
          <AiGenerationDialog open onClose={() => setGenerating(false)} initialPrompt={prompt} autoStart={prompt.trim() !== ''} />
        </Suspense>
      )}
    </section>
  );
}
