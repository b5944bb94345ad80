/**
 * issue #23: a full 24-page booklet produced on the provider path against the local replay provider, which
 * answers each image request in 8 s and each chat (likeness check) request in 3 s, like a real provider on a
 * good day. The hero has a photo (with the parent's consent), so its reference goes through the edit endpoint;
 * the companion's is made from its sheet; every page goes through the edit endpoint with the references; every
 * page picture is checked. Prints the wall time, per stage, and the calls made by endpoint, the most requests in
 * flight, and checks the targets: under 60 s at a concurrency of 6, and exactly one image call per picture
 * plus one per character reference and one check per picture with a cast.
 *
 * Run: npm run bench:provider [-- --concurrency 6 --image-ms 8000 --chat-ms 3000]
 */
import { loadavg } from 'node:os';
import {
  briefsOf,
  MemoryArtefactCache,
  OpenAiIllustrator,
  OpenAiLikenessChecker,
  openAiRoutes,
  planPages,
  planStory,
  produceBook,
  ProviderCalls,
  replayFixture,
  startProviderReplay,
  type ProductionStage,
  type RecordedRequest,
  type ReplayReply,
} from '@fabelhaft/book-engine';
import { createChromiumRenderer } from '@fabelhaft/pdf';
import sharp from 'sharp';

const API_KEY = 'sk-bench-provider';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

/** A picture as an image model answers it: 1024 × 1536 PNG, some shapes on a wash (not a flat colour). */
async function modelPicture(hue: number): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1536">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,85%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,60%)"/></linearGradient></defs>` +
    `<rect width="1024" height="1536" fill="url(#g)"/>` +
    `<circle cx="512" cy="520" r="170" fill="hsl(${(hue + 180) % 360},55%,55%)"/>` +
    `<rect x="392" y="690" width="240" height="420" rx="60" fill="hsl(${(hue + 200) % 360},50%,45%)"/></svg>`;
  return (await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()).toString('base64');
}

/** The images API answer as documented (gpt-image-1), with the given picture. */
function imagesAnswer(b64: string): unknown {
  const answer = JSON.parse(replayFixture('images-edit.json')) as { data: Array<{ b64_json: string }> };
  answer.data[0]!.b64_json = b64;
  return answer;
}

/** The chat completion as documented, saying every asked-for character is on the page and matches. */
function checkAnswer(request: RecordedRequest): unknown {
  const schema = (
    request.body as {
      response_format: {
        json_schema: {
          schema: { properties: { characters: { items: { properties: { id: { enum: string[] } } } } } };
        };
      };
    }
  ).response_format.json_schema.schema;
  const ids = schema.properties.characters.items.properties.id.enum;
  const completion = JSON.parse(replayFixture('chat-likeness-match.json')) as {
    choices: Array<{ message: { content: string } }>;
  };
  completion.choices[0]!.message.content = JSON.stringify({
    characters: ids.map((id) => ({ id, on_page: true, matches: true, differences: [] })),
  });
  return completion;
}

async function main(): Promise<void> {
  const concurrency = option('concurrency', 6);
  const imageMs = option('image-ms', 8000);
  const chatMs = option('chat-ms', 3000);
  const pictures = await Promise.all([30, 120, 210].map(modelPicture));
  let drawn = 0;
  const image = (): ReplayReply => ({ json: imagesAnswer(pictures[drawn++ % pictures.length]!) });
  const replay = await startProviderReplay([
    openAiRoutes.generations(API_KEY, image, imageMs),
    openAiRoutes.edits(API_KEY, image, imageMs),
    openAiRoutes.chat(API_KEY, (r) => ({ json: checkAnswer(r) }), chatMs),
  ]);
  const plan = planStory({
    bookId: 'bench-provider',
    idea: 'Lena findet im Wald eine Laterne und rettet mit ihrem Fuchs die Farben',
    age: 5,
    mainLanguage: 'de',
    translationLanguage: 'en',
    style: 'watercolor',
  });
  const photo = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#d9a47c' } })
    .jpeg()
    .toBuffer();
  const target = { baseUrl: `${replay.origin}/v1`, apiKey: API_KEY, timeoutMs: 60_000 };
  const calls = new ProviderCalls('openai', concurrency);
  const illustrator = new OpenAiIllustrator({ ...target, imageModel: 'gpt-image-1', calls });
  const checker = new OpenAiLikenessChecker({ ...target, model: 'gpt-4o', calls });
  const renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
  const marks: Array<{ stage: ProductionStage | 'done'; at: number }> = [];
  const started = performance.now();
  try {
    const book = await produceBook(
      {
        plan,
        format: 'booklet',
        textBackground: true,
        photos: [{ characterId: plan.cast[0]!.id ?? 'c1', image: photo, mimeType: 'image/jpeg' }],
        photoConsent: true,
      },
      { renderer, illustrator, checker, cache: new MemoryArtefactCache() },
      { onStage: (stage) => void marks.push({ stage, at: performance.now() }) },
    );
    marks.push({ stage: 'done', at: performance.now() });
    const seconds = (performance.now() - started) / 1000;
    const stages = marks
      .slice(0, -1)
      .map((m, i) => `${m.stage} ${(((marks[i + 1]?.at ?? m.at) - m.at) / 1000).toFixed(1)} s`)
      .join(', ');
    const byRoute = new Map<string, number>();
    for (const r of replay.requests)
      byRoute.set(r.route ?? r.path, (byRoute.get(r.route ?? r.path) ?? 0) + 1);
    const briefs = briefsOf(planPages({ plan, format: 'booklet', textBackground: true }));
    const expected = {
      images: briefs.length + plan.cast.length,
      checks: briefs.filter((b) => b.cast.length > 0).length,
    };
    const images = (byRoute.get('images/edits') ?? 0) + (byRoute.get('images/generations') ?? 0);
    const checks = byRoute.get('chat/completions') ?? 0;
    console.log(
      `booklet ${book.pagePlan.pageCount} pages on the provider path (replay: image ${imageMs / 1000} s, chat ${chatMs / 1000} s, concurrency ${concurrency})`,
    );
    console.log(`  wall time ${seconds.toFixed(1)} s — ${stages}`);
    console.log(
      `  calls: ${[...byRoute].map(([route, n]) => `${route} ${n}`).join(', ')}; at most ${replay.peakInFlight} in flight`,
    );
    console.log(
      `  pictures ${briefs.length}, character references ${book.likeness ? plan.cast.length : 0}, checked pages ${book.likeness?.pages.length ?? 0} (${book.likeness?.passed ? 'all match' : 'some differ'}), preflight ${book.preflight.passed ? 'passed' : `FAILED: ${book.preflight.problems.join('; ')}`}`,
    );
    const inTime = seconds < 60;
    const exact = images === expected.images && checks === expected.checks;
    console.log(
      `  [targets: < 60 s ${inTime ? 'ok' : 'MISSED'}; one call per picture and reference (${images}/${expected.images}) and one check per picture with a cast (${checks}/${expected.checks}) ${exact ? 'ok' : 'MISSED'}]`,
    );
    const load = loadavg()[0] ?? 0;
    if (load > 2.5)
      console.log(
        `note: load average ${load.toFixed(1)} on this machine; seconds grow with other work on it`,
      );
    if (!exact) process.exitCode = 1;
  } finally {
    await renderer.close();
    await replay.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
