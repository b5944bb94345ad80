/**
 * Produces a 24-page booklet and a board book with the embedded engine and prints the time and peak
 * memory of each (this Node process's RSS plus every Chromium process's, sampled from /proc every 100 ms).
 * Targets for the booklet: under 60 s and under 1.5 GiB. Run: node -r @swc-node/register bench/production.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { planStory, produceBook, type BookFormat, type ProducedBook } from '@fabelhaft/book-engine';
import { createChromiumRenderer } from '@fabelhaft/pdf';

const PAGE_SIZE = 4096;

/**
 * Memory of a process and all its descendants, in bytes: `rss` sums each process's resident set (counts
 * shared libraries once per Chromium process, an upper bound); `pss` shares shared pages out
 * proportionally (/proc/<pid>/smaps_rollup), what the processes really cost the machine together.
 */
function treeMemory(root: number): { rss: number; pss: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const total = { rss: 0, pss: 0 };
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    try {
      total.rss += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
      const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total.pss += Number(pss?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Measured {
  book: ProducedBook;
  seconds: number;
  peakRssMiB: number;
  peakPssMiB: number;
  stages: string;
}

async function measure(format: BookFormat, age: number): Promise<Measured> {
  const plan = planStory({
    bookId: `bench-${format}`,
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
  const peak = { rss: 0, pss: 0 };
  const sample = (): void => {
    const now = treeMemory(process.pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
  };
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  const stages: string[] = [];
  try {
    const book = await produceBook(
      { plan, format, textBackground: true },
      { renderer },
      {
        onStage: (stage) => {
          const now = performance.now();
          stages.push(`${stage}@${((now - started) / 1000).toFixed(1)}s`);
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    sample();
    return {
      book,
      seconds,
      peakRssMiB: peak.rss / 2 ** 20,
      peakPssMiB: peak.pss / 2 ** 20,
      stages: stages.join(' '),
    };
  } finally {
    clearInterval(sampler);
    await renderer.close();
  }
}

async function main(): Promise<void> {
  const out = join(__dirname, '..', '.test-results', 'bench-production');
  await mkdir(out, { recursive: true });
  for (const [format, age, target] of [
    ['booklet', 5, { seconds: 60, mib: 1536 }],
    ['board', 2, undefined],
  ] as const) {
    const { book, seconds, peakRssMiB, peakPssMiB, stages } = await measure(format, age);
    await writeFile(join(out, `${format}-interior.pdf`), book.interiorPdf);
    await writeFile(join(out, `${format}-cover.pdf`), book.coverPdf);
    await writeFile(join(out, `${format}-screen.pdf`), book.screenPdf);
    const mb = (b: Buffer) => (b.length / 1e6).toFixed(1);
    console.log(
      `${format.padEnd(7)} ${book.pagePlan.pageCount} pages  ${seconds.toFixed(1)} s  peak ${peakPssMiB.toFixed(0)} MiB PSS / ${peakRssMiB.toFixed(0)} MiB RSS sum (node + chromium)` +
        `  interior ${mb(book.interiorPdf)} MB, cover ${mb(book.coverPdf)} MB, screen ${mb(book.screenPdf)} MB, ` +
        `${book.flipbook.length} flipbook pages  preflight ${book.preflight.passed ? 'passed' : `FAILED: ${book.preflight.problems.join('; ')}`}` +
        (target
          ? `  [targets: < ${target.seconds} s ${seconds < target.seconds ? 'ok' : 'MISSED'}, < ${target.mib} MiB ${peakPssMiB < target.mib ? 'ok' : 'MISSED'}]`
          : '') +
        `\n        stages: ${stages}`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
