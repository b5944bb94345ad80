import type { CallMeter } from '../providers/calls';
import type { Language } from '../types';
import { artefactKey, type ArtefactCache } from '../production/cache';
import { mapLimit } from '../production/illustrate-book';
import type { PagePlan } from '../production/types';
import { TARGET_LUFS, normaliseLoudness } from './loudness';
import type { AudioEncoder } from './mp3';
import { durationMs } from './pcm';
import type { Voice } from './voice';

/** Changes when the script or the processing of narration changes: every narration is then made again. */
export const NARRATION_VERSION = 'narration-1';

/** One page's text in one language, as it is read aloud (viewer page numbers: 1 = front cover). */
export interface NarrationLine {
  pageNumber: number;
  language: Language;
  text: string;
}

/** One page read aloud in one language: MP3 and its length. */
export interface NarratedPage {
  pageNumber: number;
  language: Language;
  mp3: Buffer;
  durationMs: number;
}

export interface Narration {
  pages: NarratedPage[];
  /** What was spoken now rather than found in the cache (`<page>:<language>`), in page order. */
  remade: string[];
  /** Wall time of the narration (it runs beside the rest of production). */
  seconds: number;
}

export interface Narrator {
  voice: Voice;
  encoder: AudioEncoder;
}

const clean = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What is read aloud (issue #28): on the front cover the title; on the title page its line under the title (the
 * cover said the title just before); every story page as printed (chapter label, heading, text); "The End". Not
 * the imprint ("This book belongs to"), the cast page, the about page or the back cover. In the main language
 * and, for a bilingual book, the translation language. Pure.
 */
export function narrationScript(pagePlan: PagePlan): NarrationLine[] {
  const languages = [
    pagePlan.mainLanguage,
    ...(pagePlan.translationLanguage ? [pagePlan.translationLanguage] : []),
  ];
  const lines: NarrationLine[] = [];
  for (const language of languages) {
    const add = (pageNumber: number, parts: Array<string | undefined>) => {
      const text = clean(
        parts
          .map(clean)
          .filter(Boolean)
          .join('. ')
          .replace(/([.!?。！？؟…])\.\s/gu, '$1 '),
      );
      if (text) lines.push({ pageNumber, language, text });
    };
    add(1, [pagePlan.cover.title[language]]);
    for (const page of pagePlan.pages) {
      const t = page.text;
      if (!t) continue;
      const pageNumber = page.number + 1;
      if (page.kind === 'title') add(pageNumber, [t.body[language]]);
      else if (page.kind === 'story' || page.kind === 'story-text')
        add(pageNumber, [t.label?.[language], t.heading?.[language], t.body[language]]);
      else if (page.kind === 'end') add(pageNumber, [t.heading?.[language], t.body[language]]);
    }
  }
  return lines.sort(
    (a, b) => a.pageNumber - b.pageNumber || languages.indexOf(a.language) - languages.indexOf(b.language),
  );
}

/**
 * Reads the book aloud (issue #28): every line of `narrationScript` spoken by the voice, brought to one loudness
 * (`TARGET_LUFS`) and encoded, kept in the artefact cache by voice, encoder and text (ADR 0019), so a revision
 * speaks again only the lines it changed. Runs beside the layout and the pictures: the voice works in its own
 * thread or far away, the encoder in its own processes.
 */
export async function narrateBook(
  pagePlan: PagePlan,
  deps: { narrator: Narrator; cache: ArtefactCache; meter?: CallMeter },
): Promise<Narration> {
  const started = performance.now();
  const { voice, encoder } = deps.narrator;
  const { cache } = deps;
  const lines = narrationScript(pagePlan);
  const keyOf = (line: NarrationLine) =>
    artefactKey(
      'narration',
      NARRATION_VERSION,
      voice.idFor(line.language),
      encoder.id,
      TARGET_LUFS,
      line.text,
    );
  const lengthKey = (key: string) => artefactKey('narration-length', key);
  const found = new Map<string, { mp3: Buffer; durationMs: number }>();
  await Promise.all(
    lines.map(async (line) => {
      const key = keyOf(line);
      const [mp3, length] = await Promise.all([cache.get(key), cache.get(lengthKey(key))]);
      if (mp3 && length)
        found.set(key, { mp3, durationMs: (JSON.parse(length.toString('utf8')) as { ms: number }).ms });
    }),
  );
  const remade: string[] = [];
  const languages = [...new Set(lines.map((l) => l.language))];
  await Promise.all(
    languages.map(async (language) => {
      // Each text once, in page order.
      const missing = [
        ...new Map(
          lines.filter((l) => l.language === language && !found.has(keyOf(l))).map((l) => [keyOf(l), l]),
        ).values(),
      ];
      if (missing.length === 0) return;
      const spoken = await voice.speak(
        language,
        missing.map((l) => l.text),
        deps.meter,
      );
      await mapLimit(missing, 2, async (line, i) => {
        const pcm = normaliseLoudness(spoken[i]!);
        const mp3 = await encoder.encode(pcm);
        const key = keyOf(line);
        const made = { mp3, durationMs: durationMs(pcm) };
        await cache.put(key, mp3);
        await cache.put(lengthKey(key), Buffer.from(JSON.stringify({ ms: made.durationMs })));
        found.set(key, made);
      });
      remade.push(...missing.map((l) => `${l.pageNumber}:${l.language}`));
    }),
  );
  const pages = lines.map((line) => ({
    pageNumber: line.pageNumber,
    language: line.language,
    ...found.get(keyOf(line))!,
  }));
  const order = new Map(lines.map((l, i) => [`${l.pageNumber}:${l.language}`, i]));
  remade.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { pages, remade, seconds: (performance.now() - started) / 1000 };
}
