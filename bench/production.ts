/**
 * Produces a 24-page booklet (without and with the embedded read-aloud voice, issue #28) and a board book with the embedded engine from nothing (an empty artefact
 * cache each, as a book's first production) and prints the time, CPU and peak memory of each (this Node
 * process's plus every Chromium and pdftoppm process's PSS, sampled from /proc every 250 ms on a worker
 * thread), per stage, with what made up each stage's peak by kind of process (node, chromium, pdftoppm, poppler, lame).
 * Targets for the booklet (issue #14): under 20 s and under 1 GiB PSS.
 *
 * Run: npm run bench:production. The script runs with MALLOC_ARENA_MAX=2, as the books service does
 * (docker-compose.yml, deploy/local): without it glibc keeps a heap per thread that sharp ever used and the
 * process holds about 300 MB more.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  EspeakVoice,
  LameEncoder,
  MemoryArtefactCache,
  type Narrator,
  planStory,
  produceBook,
  type BookFormat,
  type ProducedBook,
  type ProductionStage,
} from '@fabelhaft/book-engine';
import { createChromiumRenderer } from '@fabelhaft/pdf';
import { PeakSampler, mib, treeCpuSeconds } from './process-tree';

interface Measured {
  book: ProducedBook;
  seconds: number;
  cpuSeconds: number;
  peakRss: number;
  peakPss: number;
  stages: string;
}

async function measure(format: BookFormat, age: number, narrator?: Narrator): Promise<Measured> {
  const plan = planStory({
    bookId: `bench-${format}`,
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
  const sampler = new PeakSampler();
  await sampler.ready;
  const cpuBefore = treeCpuSeconds();
  const started = performance.now();
  const marks: Array<{ stage: ProductionStage | 'done'; at: number }> = [];
  try {
    const book = await produceBook(
      { plan, format, textBackground: true },
      { renderer, cache: new MemoryArtefactCache(), ...(narrator ? { narrator } : {}) },
      {
        onStage: (stage) => {
          marks.push({ stage, at: performance.now() });
          sampler.enter(stage);
        },
      },
    );
    marks.push({ stage: 'done', at: performance.now() });
    await sampler.stop();
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = treeCpuSeconds() - cpuBefore;
    const stages = marks
      .slice(0, -1)
      .map(
        (m, i) =>
          `${m.stage} ${(((marks[i + 1]?.at ?? m.at) - m.at) / 1000).toFixed(1)} s (${mib(sampler.phasePeakPss.get(m.stage) ?? 0)} MiB: ${sampler.breakdown(m.stage)})`,
      )
      .join(', ');
    // issue #28: the narration runs beside the stages above; its own wall time.
    const narrated = book.narration
      ? `; narration ${book.narration.seconds.toFixed(1)} s beside them (${book.narration.pages.length} page readings, ${(book.narration.pages.reduce((n, p) => n + p.durationMs, 0) / 1000).toFixed(0)} s of audio)`
      : '';
    return {
      book,
      seconds,
      cpuSeconds,
      peakRss: sampler.peak.rss,
      peakPss: sampler.peak.pss,
      stages: stages + narrated,
    };
  } finally {
    await sampler.stop();
    await renderer.close();
  }
}

/** `after` against `before` as a signed percentage, e.g. `+15 %` or `-4 %`. */
const percent = (after: number, before: number): string => {
  const change = Math.round(((after - before) / before) * 100);
  return `${change >= 0 ? '+' : '-'}${Math.abs(change)} %`;
};

async function main(): Promise<void> {
  const out = join(__dirname, '..', '.test-results', 'bench-production');
  await mkdir(out, { recursive: true });
  console.log(
    `MALLOC_ARENA_MAX=${process.env['MALLOC_ARENA_MAX'] ?? '(unset: glibc default, not how the books service runs)'}`,
  );
  // issue #28: the booklet without and with the embedded voice (narration may add at most 30 %), then the board
  // book with it.
  const voice = new EspeakVoice();
  const narrator: Narrator = { voice, encoder: new LameEncoder() };
  let without: { seconds: number; cpuSeconds: number } | undefined;
  for (const [format, age, target, narrate] of [
    ['booklet', 5, { seconds: 20, mib: 1024 }, false],
    ['booklet', 5, { seconds: 20, mib: 1024 }, true],
    ['board', 2, undefined, true],
  ] as const) {
    const { book, seconds, cpuSeconds, peakRss, peakPss, stages } = await measure(
      format,
      age,
      narrate ? narrator : undefined,
    );
    await writeFile(join(out, `${format}-interior.pdf`), book.interiorPdf);
    await writeFile(join(out, `${format}-cover.pdf`), book.coverPdf);
    await writeFile(join(out, `${format}-screen.pdf`), book.screenPdf);
    const mb = (b: Buffer) => (b.length / 1e6).toFixed(1);
    const growth =
      format === 'booklet' && narrate && without
        ? `  [read aloud: ${percent(seconds, without.seconds)} on the booklet without it (target ≤ 30 %) ${seconds <= without.seconds * 1.3 ? 'ok' : 'MISSED'}; CPU ${percent(cpuSeconds, without.cpuSeconds)} (on a busy machine only CPU-seconds compare)]`
        : '';
    if (format === 'booklet' && !narrate) without = { seconds, cpuSeconds };
    console.log(
      `${format.padEnd(7)} ${narrate ? 'read aloud' : 'silent    '} ${book.pagePlan.pageCount} pages  ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} CPU-s)  peak ${mib(peakPss)} MiB PSS / ${mib(peakRss)} MiB RSS sum (node + chromium + pdftoppm)` +
        `  interior ${mb(book.interiorPdf)} MB, cover ${mb(book.coverPdf)} MB, screen ${mb(book.screenPdf)} MB, ` +
        `${book.flipbook.length} flipbook pages, ${book.remade.pictures.length} pictures drawn  preflight ${book.preflight.passed ? 'passed' : `FAILED: ${book.preflight.problems.join('; ')}`}` +
        (target
          ? `  [targets: < ${target.seconds} s ${seconds < target.seconds ? 'ok' : 'MISSED'}, < ${target.mib} MiB ${peakPss / 2 ** 20 < target.mib ? 'ok' : 'MISSED'}]`
          : '') +
        growth +
        `\n        stages: ${stages}`,
    );
  }
  await voice.close();
  const load = loadavg()[0] ?? 0;
  if (load > 2.5)
    console.log(`note: load average ${load.toFixed(1)} on this machine; seconds grow with other work on it`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
