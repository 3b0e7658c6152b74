// What the offline composer makes of a prompt, as text: the facts it read, the plan's name, kind,
// language and pages, and each rendered page's words. For reading a generated site the way an owner
// would: `node --import tsx scripts/try-prompt.ts "<prompt>" [seed]`.
import { composeSitePlan } from '../server/modules/ai/composer/compose.ts';
import { extractFacts } from '../server/modules/ai/composer/facts/extract.ts';
import { renderSitePlan } from '../server/modules/ai/render.ts';
const prompt = process.argv[2];
console.log(JSON.stringify(extractFacts(prompt), null, 0));
const plan = composeSitePlan({ prompt, pages: 4, seed: Number(process.argv[3] ?? 0) });
console.log('NAME', plan.name, '| KIND', plan.kind, '| LANG', plan.language, '| PAGES', plan.pages.map((p) => p.name).join(', '));
for (const page of renderSitePlan(plan)) {
  const text = page.html.replace(/<[^>]+>/g, '\n').split('\n').map((s) => s.trim()).filter(Boolean);
  console.log(`--- ${page.name}: ${text.join(' | ')}`.slice(0, 2500));
}
