import { planStory } from '../story/plan-story';
import { planPages } from '../production/plan-pages';
import { integratedLoudness, normaliseLoudness, TARGET_LUFS } from './loudness';
import { narrationScript } from './narrate-book';
import { parseWav, splitAtPauses, wavOf, type Pcm } from './pcm';

const RATE = 22050;
const tone = (seconds: number, amplitude: number, hz = 997): Int16Array =>
  Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    Math.round(32767 * amplitude * Math.sin((2 * Math.PI * hz * i) / RATE)),
  );
const silence = (seconds: number) => new Int16Array(Math.round(seconds * RATE));
const join = (...parts: Int16Array[]): Pcm => {
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    samples.set(p, at);
    at += p.length;
  }
  return { sampleRate: RATE, samples };
};

describe('loudness (ITU-R BS.1770)', () => {
  it('measures a full-scale 997 Hz sine at -3 LUFS and one 20 dB lower at -23 LUFS', () => {
    expect(integratedLoudness(join(tone(3, 1)))).toBeCloseTo(-3.01, 0);
    expect(integratedLoudness(join(tone(3, 0.1)))).toBeCloseTo(-23.01, 0);
  });

  it('gates out the silence between words', () => {
    // Without the gates the 4 s of silence would take 3 dB off; the blocks across an edge take a little.
    const measured = integratedLoudness(join(tone(2, 0.1), silence(4), tone(2, 0.1)));
    expect(Math.abs(measured - -23.01)).toBeLessThan(1);
  });

  it('brings a quiet and a loud page to the same loudness without clipping', () => {
    const quiet = normaliseLoudness(join(tone(2, 0.02, 300), silence(0.5), tone(1, 0.03, 500)));
    const loud = normaliseLoudness(join(tone(2, 0.5, 300), silence(0.5), tone(1, 0.4, 500)));
    expect(integratedLoudness(quiet)).toBeCloseTo(TARGET_LUFS, 0);
    expect(integratedLoudness(loud)).toBeCloseTo(TARGET_LUFS, 0);
    expect(Math.max(...loud.samples.map(Math.abs))).toBeLessThan(32767 * 0.9);
  });
});

describe('audio pieces', () => {
  it('reads back a WAVE file it wrote, and a streamed one without a data size', () => {
    const pcm = join(tone(0.2, 0.3));
    expect(parseWav(wavOf(pcm))).toEqual(pcm);
    const streamed = wavOf(pcm);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(streamed).samples).toEqual(pcm.samples);
  });

  it('cuts one recording at its long pauses only', () => {
    const pcm = join(tone(1, 0.3), silence(0.6), tone(0.5, 0.3), silence(3), tone(1, 0.3), silence(3));
    const pieces = splitAtPauses(pcm, 2000);
    expect(pieces).toHaveLength(2);
    // The short pause stays inside the first piece; each piece keeps 150 ms of quiet at its ends.
    expect(pieces[0]!.samples.length / RATE).toBeCloseTo(2.1 + 0.15, 1);
    expect(pieces[1]!.samples.length / RATE).toBeCloseTo(1 + 0.3, 1);
  });
});

describe('narrationScript (issue #28)', () => {
  const plan = planStory({
    bookId: 'unit-narration',
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const pagePlan = planPages({ plan, format: 'booklet', textBackground: true });
  const script = narrationScript(pagePlan);

  it('reads the title, every story page and "The End" in both languages, and not the imprint', () => {
    const storyPages = pagePlan.pages.filter((p) => p.kind === 'story-text').map((p) => p.number + 1);
    const endPage = pagePlan.pages.find((p) => p.kind === 'end')!.number + 1;
    const imprint = pagePlan.pages.find((p) => p.kind === 'imprint')!.number + 1;
    for (const language of ['de', 'en'] as const) {
      const pages = script.filter((l) => l.language === language).map((l) => l.pageNumber);
      expect(pages).toEqual(expect.arrayContaining([1, ...storyPages, endPage]));
      expect(pages).not.toContain(imprint);
    }
    expect(script.find((l) => l.pageNumber === 1 && l.language === 'de')?.text).toBe(
      pagePlan.cover.title['de'],
    );
    expect(script.find((l) => l.pageNumber === endPage && l.language === 'en')?.text).toBe('The End');
    expect(script.find((l) => l.pageNumber === endPage && l.language === 'de')?.text).toBe('Ende');
    const story = pagePlan.pages.find((p) => p.kind === 'story-text')!;
    expect(script.find((l) => l.pageNumber === story.number + 1 && l.language === 'en')?.text).toContain(
      story.text!.body['en']!.split(' ').slice(0, 4).join(' '),
    );
  });

  it('reads a one-language book in its language only', () => {
    const one = planPages({
      plan: planStory({
        bookId: 'unit-narration-en',
        idea: 'A fox named Finn learns to swim',
        age: 2,
        mainLanguage: 'en',
        style: 'cartoon',
      }),
      format: 'board',
      textBackground: true,
    });
    const lines = narrationScript(one);
    expect(new Set(lines.map((l) => l.language))).toEqual(new Set(['en']));
    expect(lines.length).toBeGreaterThanOrEqual(one.pages.filter((p) => p.kind === 'story').length + 2);
  });
});
