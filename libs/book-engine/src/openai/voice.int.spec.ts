import { CallBudget, ProviderCalls } from '../providers/calls';
import { MemoryArtefactCache } from '../production/cache';
import { planPages } from '../production/plan-pages';
import { planStory } from '../story/plan-story';
import { LameEncoder } from '../narration/mp3';
import { narrateBook, narrationScript } from '../narration/narrate-book';
import { ProviderError } from './errors';
import { openAiRoutes, startProviderReplay, type ProviderReplay, type Reply } from './replay-server';
import { OpenAiVoice } from './voice';

jest.setTimeout(60_000);

const API_KEY = 'sk-test-fabelhaft';
const SPEECH: Reply = { fileFixture: 'openai/audio-speech.wav', headers: { 'content-type': 'audio/wav' } };

let replay: ProviderReplay | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

async function voiceFor(replies: Reply[], calls?: ProviderCalls): Promise<OpenAiVoice> {
  replay = await startProviderReplay([openAiRoutes.speech(API_KEY, replies)]);
  return new OpenAiVoice({
    baseUrl: `${replay.origin}/v1`,
    apiKey: API_KEY,
    timeoutMs: 5000,
    model: 'gpt-4o-mini-tts',
    voice: 'alloy',
    perLanguage: { de: { voice: 'nova' } },
    ...(calls ? { calls } : {}),
  });
}

const noWait = () => Promise.resolve();

describe('OpenAiVoice against the replay provider (issue #28)', () => {
  it('asks /v1/audio/speech for WAV, one page and language a request, with the voice of each language', async () => {
    const voice = await voiceFor([SPEECH]);
    const [de] = await voice.speak('de', ['Der Fuchs lief nach Hause.']);
    const [en] = await voice.speak('en', ['The fox ran home.']);
    expect(de?.sampleRate).toBe(24_000);
    expect(en?.samples.length).toBe(0.8 * 24_000);
    const bodies = replay!.requests.map((r) => r.body);
    expect(bodies).toEqual([
      {
        model: 'gpt-4o-mini-tts',
        voice: 'nova',
        input: 'Der Fuchs lief nach Hause.',
        response_format: 'wav',
      },
      { model: 'gpt-4o-mini-tts', voice: 'alloy', input: 'The fox ran home.', response_format: 'wav' },
    ]);
    expect(replay!.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(voice.idFor('de')).not.toBe(voice.idFor('en'));
  });

  it('narrates a bilingual book through the provider: a call per line, MP3 with durations', async () => {
    const voice = await voiceFor([SPEECH]);
    const plan = planStory({
      bookId: 'int-openai-voice',
      idea: 'Lena findet im Wald eine Laterne',
      age: 2,
      mainLanguage: 'de',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    const pagePlan = planPages({ plan, format: 'board', textBackground: true });
    const meter = new CallBudget({ image: 0, speech: 100 });
    const narration = await narrateBook(pagePlan, {
      narrator: { voice, encoder: new LameEncoder() },
      cache: new MemoryArtefactCache(),
      meter,
    });
    const distinct = new Set(narrationScript(pagePlan).map((l) => `${l.language}:${l.text}`)).size;
    expect(replay!.requests).toHaveLength(distinct);
    expect(meter.used.speech).toBe(distinct);
    expect(narration.pages.every((p) => p.durationMs === 800 && p.mp3.length > 1000)).toBe(true);
  });

  it('retries a 429 after the Retry-After it names, counting every try', async () => {
    const waits: number[] = [];
    const calls = new ProviderCalls(
      'openai',
      2,
      { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 },
      (ms) => {
        waits.push(ms);
        return noWait();
      },
    );
    const voice = await voiceFor(
      [{ status: 429, fixture: 'error-429.json', headers: { 'retry-after': '2' } }, SPEECH],
      calls,
    );
    const meter = new CallBudget({ image: 0, speech: 5 });
    const [pcm] = await voice.speak('en', ['The End'], meter);
    expect(pcm?.samples.length).toBeGreaterThan(0);
    expect(waits).toEqual([2000]);
    expect(meter.used.speech).toBe(2);
  });

  it("stops at the book's speech budget", async () => {
    const voice = await voiceFor([SPEECH]);
    const meter = new CallBudget({ image: 0, speech: 1 });
    await voice.speak('en', ['One.'], meter);
    await expect(voice.speak('en', ['Two.'], meter)).rejects.toMatchObject({
      code: 'BOOK_ENGINE.PROVIDER_BUDGET',
    });
    expect(replay!.requests).toHaveLength(1);
  });

  it('refuses an answer that is not WAV audio, and a request the API would refuse', async () => {
    const voice = await voiceFor([{ json: { not: 'audio' } }]);
    const error = await voice.speak('en', ['Hello.']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE', retryable: false });
    const tooLong = await voice.speak('en', ['x'.repeat(5000)]).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ code: 'BOOK_ENGINE.PROVIDER_REJECTED', status: 400 });
  });
});
