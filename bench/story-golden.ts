/**
 * Golden dump of the embedded story engine (issue #21, dev tool for refactors that must not change output):
 * for every TUNING idea of the fidelity corpus (never the held-out part), the plan, the preview object and
 * the written manuscript with the page texts of its format, once in the idea's language alone and once with
 * a translation into the next book language. Compare two runs with `cmp`.
 *
 *   node -r @swc-node/register bench/story-golden.ts /tmp/golden-before.json
 */
import { writeFileSync } from 'node:fs';
import {
  formatFor,
  planPages,
  planStory,
  toPreviewObject,
  writeManuscript,
  type Language,
} from '@fabelhaft/book-engine';
import { LANGUAGES, TUNING_DIR, loadCorpus } from './fidelity/corpus-format';

const out = process.argv[2] ?? '/tmp/golden.json';
const corpus = loadCorpus(TUNING_DIR);
const books: unknown[] = [];
for (const idea of corpus.ideas) {
  const next = LANGUAGES[(LANGUAGES.indexOf(idea.language) + 1) % LANGUAGES.length] as Language;
  for (const translation of [undefined, next]) {
    const plan = planStory({
      bookId: `golden-${idea.id}`,
      idea: idea.idea,
      age: idea.age,
      mainLanguage: idea.language,
      ...(translation ? { translationLanguage: translation } : {}),
      style: 'pixar',
    });
    const format = formatFor(idea.age);
    const manuscript = writeManuscript(plan, format);
    const pages = planPages({ plan: { ...plan, manuscript }, format, textBackground: true }).pages.map(
      (p) => p.text ?? null,
    );
    books.push({ id: idea.id, translation, plan, preview: toPreviewObject(plan), manuscript, pages });
  }
}
writeFileSync(out, JSON.stringify(books, null, 1));
console.log(`${books.length} books → ${out}`);
