import { planStory } from '../story/plan-story';
import { MemoryArtefactCache } from '../production/cache';
import { planPages } from '../production/plan-pages';
import { BOOK_LANGUAGES } from '@fabelhaft/contracts/constants';
import type { Language } from '../types';
import { EspeakVoice } from './espeak-voice';
import { integratedLoudness, TARGET_LUFS } from './loudness';
import { LameEncoder, type AudioEncoder } from './mp3';
import { narrateBook, narrationScript } from './narrate-book';
import { durationMs, type Pcm } from './pcm';

jest.setTimeout(120_000);

/** The real encoder, remembering what it was given (the loudness is measured on it). */
class RecordingEncoder implements AudioEncoder {
  readonly id: string;
  readonly given: Pcm[] = [];
  private readonly lame = new LameEncoder();
  constructor() {
    this.id = this.lame.id;
  }
  encode(pcm: Pcm): Promise<Buffer> {
    this.given.push(pcm);
    return this.lame.encode(pcm);
  }
}

/** An MPEG audio frame header: 11 sync bits, MPEG-2 (22.05/24 kHz), layer III. */
const isMp3 = (b: Buffer) => b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && ((b[1]! >> 1) & 0x3) === 0x1;

const voice = new EspeakVoice();
const bytes = (pcm: Pcm) => Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
afterAll(() => voice.close());

const plan = planStory({
  bookId: 'int-narration',
  idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const pagePlan = planPages({ plan, format: 'booklet', textBackground: true });

describe('the embedded voice (espeak-ng WebAssembly) and LAME (issue #28)', () => {
  const cache = new MemoryArtefactCache();
  const encoder = new RecordingEncoder();

  it('narrates every line of a bilingual book as MP3 of one loudness, with its duration', async () => {
    const narration = await narrateBook(pagePlan, { narrator: { voice, encoder }, cache });
    const script = narrationScript(pagePlan);
    expect(narration.pages.map((p) => `${p.pageNumber}:${p.language}`)).toEqual(
      script.map((l) => `${l.pageNumber}:${l.language}`),
    );
    expect(narration.remade).toHaveLength(new Set(script.map((l) => `${l.language}:${l.text}`)).size);
    for (const page of narration.pages) {
      expect(isMp3(page.mp3)).toBe(true);
      expect(page.durationMs).toBeGreaterThan(400);
      // 48 kbit/s CBR: the file's length tells its duration within the encoder's padding.
      expect(Math.abs((page.mp3.length * 8) / 48 - page.durationMs)).toBeLessThan(200);
    }
    // A story page is longer than "Ende".
    const end = narration.pages.find(
      (p) => p.language === 'de' && p.pageNumber === pagePlan.pages.find((x) => x.kind === 'end')!.number + 1,
    )!;
    const story = narration.pages.find((p) => p.language === 'de' && p.pageNumber > 4)!;
    expect(story.durationMs).toBeGreaterThan(end.durationMs);
    for (const pcm of encoder.given) {
      expect(durationMs(pcm)).toBeGreaterThan(400);
      expect(Math.abs(integratedLoudness(pcm) - TARGET_LUFS)).toBeLessThan(1);
    }
  });

  it('speaks again only the page whose text a revision changed', async () => {
    const story = pagePlan.pages.find((p) => p.kind === 'story-text' && p.number > 6)!;
    const revised = structuredClone(pagePlan);
    const page = revised.pages.find((p) => p.number === story.number)!;
    page.text!.body = { ...page.text!.body, en: 'Then the fox found a blue scarf and put it on.' };
    const again = await narrateBook(revised, { narrator: { voice, encoder }, cache });
    expect(again.remade).toEqual([`${story.number + 1}:en`]);
  });

  it.each([...BOOK_LANGUAGES] as Language[])('speaks %s aloud (not silence)', async (language) => {
    const samples: Record<string, string> = {
      en: 'The fox ran home.',
      de: 'Der Fuchs lief nach Hause.',
      fr: 'Le renard rentra.',
      es: 'El zorro volvió a casa.',
      it: 'La volpe tornò a casa.',
      pt: 'A raposa voltou para casa.',
      ru: 'Лиса побежала домой.',
      zh: '狐狸跑回家了。',
      ja: 'きつねはいえにかえった。',
      ko: '여우가 집으로 달려갔어요.',
      ar: 'ركض الثعلب إلى البيت.',
    };
    const [pcm] = await voice.speak(language, [samples[language]!]);
    expect(durationMs(pcm!)).toBeGreaterThan(300);
    expect(integratedLoudness(pcm!)).toBeGreaterThan(-40);
  });

  it('ends its thread when it has nothing to say, and says the same again after (the memory goes between books)', async () => {
    const idle = new EspeakVoice({ idleCloseMs: 50 });
    try {
      const [first] = await idle.speak('de', ['Der Fuchs lief nach Hause.']);
      const [english] = await idle.speak('en', ['The fox ran home.']);
      expect(idle.threadRunning).toBe(true);
      const until = Date.now() + 5_000;
      while (idle.threadRunning && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(idle.threadRunning).toBe(false);
      const [again] = await idle.speak('de', ['Der Fuchs lief nach Hause.']);
      // Each run starts from the instance's first state (the thread reuses one instance): the same text gives
      // the same samples as the first run of a new thread, after another language and after the long-lived
      // voice above spoke a whole book in both languages.
      const [other] = await voice.speak('de', ['Der Fuchs lief nach Hause.']);
      const [otherEnglish] = await voice.speak('en', ['The fox ran home.']);
      expect(durationMs(first!)).toBeGreaterThan(300);
      expect(bytes(again!)).toEqual(bytes(first!));
      expect(bytes(other!)).toEqual(bytes(first!));
      expect(bytes(otherEnglish!)).toEqual(bytes(english!));
      expect(bytes(english!)).not.toEqual(bytes(first!));
    } finally {
      await idle.close();
    }
    expect(idle.threadRunning).toBe(false);
  });
});
