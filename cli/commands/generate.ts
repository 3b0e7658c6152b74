import { InvalidArgumentError, type Command } from 'commander';
import { GENERATION_STYLES, type GenerationStyle } from '../../common/ai/generations.ts';
import { MAX_GENERATED_PAGES, MIN_GENERATED_PAGES, PLAN_LANGUAGES, type PlanLanguage } from '../../common/ai/site-plan.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import type { ProgressListener } from '../publishing/backend.ts';
import { withConnectionOptions, withPublishing, type ConnectionOptions } from '../publishing/connect.ts';
import { print, printJson } from '../runtime.ts';

interface GenerateCommandOptions extends ConnectionOptions {
  pages: number;
  language?: PlanLanguage;
  style?: GenerationStyle;
  seed: number;
  publish?: boolean;
  json?: boolean;
}

function pagesOption(value: string): number {
  const pages = Number(value);
  if (!/^\d+$/.test(value) || pages < MIN_GENERATED_PAGES || pages > MAX_GENERATED_PAGES) {
    throw new InvalidArgumentError(`expects ${MIN_GENERATED_PAGES} to ${MAX_GENERATED_PAGES}.`);
  }
  return pages;
}

function languageOption(value: string): PlanLanguage {
  if (!(PLAN_LANGUAGES as readonly string[]).includes(value)) throw new InvalidArgumentError(`expects one of ${PLAN_LANGUAGES.join(', ')}.`);
  return value as PlanLanguage;
}

function styleOption(value: string): GenerationStyle {
  if (!(GENERATION_STYLES as readonly string[]).includes(value)) throw new InvalidArgumentError(`expects one of ${GENERATION_STYLES.join(', ')}.`);
  return value as GenerationStyle;
}

function seedOption(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('expects a whole number.');
  return Number(value);
}

export function registerGenerateCommand(program: Command): void {
  const command = program
    .command('generate')
    .description(
      'Generate a site from a description. Prints the new project id and its editor URL on stdout ' +
        '(with --publish, the live URL instead); progress goes to stderr. Exit code 0 when the site exists, 1 otherwise',
    )
    .argument('<prompt>', 'what the site is for, e.g. "a cosy bakery in Lisbon with online orders and opening hours"')
    .option('--pages <n>', `pages to generate (${MIN_GENERATED_PAGES}-${MAX_GENERATED_PAGES})`, pagesOption, 4)
    .option('--language <code>', `language of the texts (${PLAN_LANGUAGES.join(', ')}); detected from the prompt when left out`, languageOption)
    .option('--style <look>', `the look (${GENERATION_STYLES.join(', ')}); otherwise the one the description suggests`, styleOption)
    .option('--seed <n>', 'another seed gives another design for the same prompt', seedOption, 0)
    .option('--publish', 'publish the new site live and print its URL')
    .option('--json', 'print the generation (and the deploy, with --publish) as JSON');
  withConnectionOptions(command).action(async (prompt: string, options: GenerateCommandOptions) => generateCommand(prompt, options));
}

/** One line per step on stderr: generation is quick, and a line per step reads well in a CI log too. */
function stepReporter(): ProgressListener {
  let last = '';
  return ({ done, total, message }) => {
    if (message === last) return;
    last = message;
    process.stderr.write(`[${done}/${total}] ${message}\n`);
  };
}

async function generateCommand(prompt: string, options: GenerateCommandOptions): Promise<void> {
  await withPublishing(options, async (backend) => {
    const generated = await backend.generate({ prompt, pages: options.pages, language: options.language ?? null, style: options.style ?? null, seed: options.seed }, stepReporter());
    const { generation, site, editorUrl } = generated;
    if (generation.notice) process.stderr.write(`${generation.notice}\n`);
    process.stderr.write(`Generated "${site.name}" (${generation.page_names.join(', ')}) as project ${site.id}\n`);
    let deploy: DeployRecord | null = null;
    let liveUrl: string | null = null;
    if (options.publish) {
      deploy = await backend.publish(site, { prod: true, message: 'Generated with AI' }, stepReporter());
      liveUrl = (await backend.findSite(String(site.id)))?.url ?? deploy.url;
      process.stderr.write(`Published ${site.slug} deploy #${deploy.number} (live)\n`);
    }
    if (options.json) printJson({ generation, project: { id: site.id, slug: site.slug, name: site.name }, editor_url: editorUrl, live_url: liveUrl, deploy });
    else print(liveUrl ?? `${site.id} ${editorUrl}`);
  });
}
