/**
 * Refinement speed at book-engine level (issue #14 "Speed"): a bilingual 24-page booklet is produced from
 * nothing with the embedded engine, then revised three times with the artefacts of that first production
 * (the same artefact cache and Chromium, as the books service keeps them): (a) one page's text, (b) one
 * page's scene (another place), (c) the heroine's look (clothing colour: every picture, and the ornaments of
 * every text page follow it, so every page and file is made again). Prints the seconds, what was re-made and
 * the peak memory of each. Targets: (a) and (b) well under 10 s, (c) under 30 s.
 *
 * Page edits (`plan.pageEdits`) are used when the page plan honours them; otherwise (a) changes the last
 * sentence of a chapter, which sits on one page, and (b) hands the illustrator that page's brief with the
 * other place, which is what a scene edit changes for production; the output says which.
 *
 * Run: npm run bench:refinement (MALLOC_ARENA_MAX=2, as the books service runs).
 */
import { loadavg } from 'node:os';
import {
  EmbeddedIllustrator,
  MemoryArtefactCache,
  planPages,
  planStory,
  produceBook,
  type IllustrationBrief,
  type Illustrator,
  type ProducedBook,
  type StoryPlan,
} from '@fabelhaft/book-engine';
import { createChromiumRenderer, type ChromiumRenderer } from '@fabelhaft/pdf';
import { PeakSampler, mib, treeCpuSeconds } from './process-tree';

const FORMAT = 'booklet';
const input = (plan: StoryPlan) => ({ plan, format: FORMAT, textBackground: true }) as const;

/** The embedded illustrator, drawing one brief at another place (a scene edit when page edits are not read). */
class ScenedIllustrator implements Illustrator {
  private readonly embedded = new EmbeddedIllustrator();
  moved?: { briefId: string; place: IllustrationBrief['place'] };

  private brief(page: IllustrationBrief): IllustrationBrief {
    if (this.moved?.briefId !== page.id) return page;
    // The frame's setting is drawn over the place: a scene set elsewhere leaves it.
    const { setting: _setting, ...rest } = page;
    return { ...rest, place: this.moved.place };
  }

  illustrateCover: Illustrator['illustrateCover'] = (plan, options) =>
    this.embedded.illustrateCover(plan, options);
  illustratePage: Illustrator['illustratePage'] = (plan, page, options) =>
    this.embedded.illustratePage(plan, this.brief(page), options);
  pictureInputs: NonNullable<Illustrator['pictureInputs']> = (plan, page, options) =>
    this.embedded.pictureInputs(plan, this.brief(page), options);
}

interface Run {
  name: string;
  book: ProducedBook;
  seconds: number;
  cpuSeconds: number;
  peakPss: number;
}

async function run(
  name: string,
  plan: StoryPlan,
  deps: { renderer: ChromiumRenderer; illustrator: Illustrator; cache: MemoryArtefactCache },
): Promise<Run> {
  const sampler = new PeakSampler();
  await sampler.ready;
  const cpuBefore = treeCpuSeconds();
  const started = performance.now();
  try {
    const book = await produceBook(input(plan), deps);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = treeCpuSeconds() - cpuBefore;
    await sampler.stop();
    return { name, book, seconds, cpuSeconds, peakPss: sampler.peak.pss };
  } finally {
    await sampler.stop();
  }
}

function report(r: Run, target?: number): void {
  const { pictures, pages } = r.book.remade;
  console.log(
    `${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(5)} s (${r.cpuSeconds.toFixed(1)} CPU-s)  peak ${mib(r.peakPss)} MiB PSS  ` +
      `re-made: ${pictures.length} picture(s) [${pictures.join(' ')}], ${pages.length} flipbook page(s) [${pages.join(' ')}]  ` +
      `preflight ${r.book.preflight.passed ? 'passed' : `FAILED: ${r.book.preflight.problems.join('; ')}`}` +
      (target ? `  [target < ${target} s ${r.seconds < target ? 'ok' : 'MISSED'}]` : ''),
  );
}

async function main(): Promise<void> {
  console.log(
    `MALLOC_ARENA_MAX=${process.env['MALLOC_ARENA_MAX'] ?? '(unset: not how the books service runs)'}`,
  );
  const plan = planStory({
    bookId: 'bench-refinement',
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
  const illustrator = new ScenedIllustrator();
  const cache = new MemoryArtefactCache();
  const deps = { renderer, illustrator, cache };
  try {
    const cold = await run('first production (cold)', plan, deps);
    report(cold);
    const pagePlan = cold.book.pagePlan;

    // (a) One page's text: the second story text page.
    const textPage = pagePlan.pages.filter((p) => p.kind === 'story-text')[1];
    if (!textPage?.text) throw new Error('The booklet has no second story text page');
    const newBody = Object.fromEntries(
      Object.entries(textPage.text.body).map(([l, body]) => [
        l,
        `${body} ${l === 'de' ? 'Mia lacht.' : 'Mia laughs.'}`,
      ]),
    );
    const edited: StoryPlan = {
      ...structuredClone(plan),
      pageEdits: { [textPage.number]: { body: newBody } },
    };
    const honoursEdits =
      JSON.stringify(planPages(input(edited)).pages[textPage.number - 1]?.text?.body) ===
      JSON.stringify(newBody);
    let textPlan = edited;
    if (!honoursEdits) {
      textPlan = structuredClone(plan);
      const chapter = textPlan.chapters[textPage.chapter ?? 0];
      if (!chapter) throw new Error('No chapter for the text page');
      chapter.summary.de = (chapter.summary.de ?? '').replace(
        /[^.!?]+[.!?]\s*$/,
        ' Und dann lachte Lena laut.',
      );
    }
    report(
      await run(
        `(a) text of one page${honoursEdits ? ' (page edit)' : ' (chapter sentence)'}`,
        textPlan,
        deps,
      ),
      10,
    );

    // (b) One page's scene: the first story picture moves to the sea.
    const picturePage = pagePlan.pages.find((p) => p.kind === 'story-picture');
    if (!picturePage?.illustration) throw new Error('The booklet has no story picture');
    const sceneEdited: StoryPlan = {
      ...structuredClone(plan),
      pageEdits: { [picturePage.number]: { scene: { place: 'sea' } } },
    };
    const honoursScenes =
      planPages(input(sceneEdited)).pages[picturePage.number - 1]?.illustration?.place === 'sea';
    if (!honoursScenes) illustrator.moved = { briefId: picturePage.illustration.id, place: 'sea' };
    report(
      await run(
        `(b) scene of one page${honoursScenes ? ' (page edit)' : ' (brief at the sea)'}`,
        honoursScenes ? sceneEdited : plan,
        deps,
      ),
      10,
    );
    illustrator.moved = undefined;

    // (c) The heroine's look: her clothing colour, on every picture and (as the accent) on every text page.
    const lookPlan = structuredClone(plan);
    const hero = lookPlan.cast.find((c) => c.role === 'protagonist');
    if (!hero) throw new Error('The plan has no protagonist');
    hero.sheet.colors = { ...hero.sheet.colors, clothing: '#2e7dd1' };
    report(await run('(c) the heroine’s look (every file)', lookPlan, deps), 30);
  } finally {
    await renderer.close();
  }
  const load = loadavg()[0] ?? 0;
  if (load > 2.5)
    console.log(`note: load average ${load.toFixed(1)} on this machine; seconds grow with other work on it`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
