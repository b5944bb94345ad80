import sharp from 'sharp';
import type { PageIllustration, PageIllustrationOptions } from '../illustration/page';
import { ProviderError } from '../openai/errors';
import type { Illustrator } from '../ports';
import type { CallMeter } from '../providers/calls';
import {
  checkPassed,
  likenessReport,
  type CharacterLikeness,
  type LikenessChecker,
  type LikenessReport,
  type PageLikeness,
} from '../providers/likeness';
import type { CharacterPhoto, CharacterReference } from '../providers/references';
import type { Character, StoryPlan } from '../types';
import { artefactKey, type ArtefactCache } from './cache';
import type { CastMember, IllustrationBrief } from './types';

/**
 * Part of every artefact key: bump when the layout, the way pages are assembled or rasterised, or the way
 * pictures are cut changes, so stored artefacts are made again (ADR 0019). 2: pages laid out tagged, with
 * their structure kept by the split (ADR 0027).
 */
export const PRODUCTION_VERSION = 2;
/** Pictures drawn at once by an illustrator that names no limit (the machine's two cores). */
export const DEFAULT_PICTURE_CONCURRENCY = 2;

/**
 * Runs `work` over items with at most `limit` at a time, keeping the order of results. After a failure no new
 * item is started, and the failure is thrown once the items under way have ended: a failed production stops
 * asking its provider, and nothing of it is still running (and filling the cache) when it is run again.
 */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (next < items.length && !failed) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/**
 * A picture as print wants it: an sRGB JPEG without an embedded profile (the PDF declares sRGB for it) of at
 * least the print size (a smaller model image is scaled up).
 */
export async function printReady(picture: PageIllustration, width: number, height: number): Promise<Buffer> {
  const meta = await sharp(picture.image).metadata();
  if (
    meta.format === 'jpeg' &&
    meta.channels === 3 &&
    !meta.hasProfile &&
    (meta.width ?? 0) >= width &&
    (meta.height ?? 0) >= height
  )
    return picture.image;
  return sharp(picture.image)
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Who a character is for references and checks: its id (`c1` …), or, on plans without ids, its name. */
export function characterIdOf(plan: StoryPlan, character: Character): string {
  return character.id ?? `name:${character.name[plan.mainLanguage] ?? ''}`;
}

/** The same for a picture's cast member (whose name is in the main language). */
export const castIdOf = (member: CastMember): string => member.id ?? `name:${member.name}`;

/** What the picture key holds of the illustrator's inputs (ports.ts `pictureInputs`). */
function pictureInputs(
  illustrator: Illustrator,
  plan: StoryPlan,
  brief: IllustrationBrief,
  options: PageIllustrationOptions,
): unknown {
  if (illustrator.pictureInputs) return illustrator.pictureInputs(plan, brief, options);
  // An illustrator that does not say what it reads may read anything: the whole plan, brief and options.
  const { meter: _meter, references, ...rest } = options;
  return {
    illustrator: illustrator.constructor?.name ?? 'unknown',
    plan,
    brief,
    options: rest,
    references: references?.map((r) => r.key) ?? [],
  };
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const mimeOf = (image: Buffer): CharacterReference['mimeType'] =>
  image.subarray(0, 3).equals(JPEG) ? 'image/jpeg' : 'image/png';

export interface IllustrateBookInput {
  plan: StoryPlan;
  /** Every picture the book needs, once each, in book order. */
  briefs: IllustrationBrief[];
  /** The flipbook page (1 = front cover) each picture is first shown on, for the likeness report. */
  pageOf: ReadonlyMap<string, number>;
  /** Print size of every picture, in pixels. */
  width: number;
  height: number;
  /**
   * issue #23: the parent's photos of its characters. Only given to the illustrator's references when the parent
   * agreed (`photoConsent`); without it every reference is made from the character's sheet.
   */
  photos?: readonly CharacterPhoto[];
  photoConsent?: boolean;
}

export interface IllustrateBookDeps {
  illustrator: Illustrator;
  cache: ArtefactCache;
  /** issue #23: checks every picture with a cast against its characters; absent: no check. */
  checker?: LikenessChecker;
  /** The book's call meter (its budget of provider calls). */
  meter?: CallMeter;
}

export interface IllustratedBook {
  /** Each picture at print size, by brief id. */
  prints: Map<string, Buffer>;
  /** The artefact key of each picture as used (the re-made one where a check made one). */
  pictureKeys: Map<string, string>;
  /** Brief ids whose picture was drawn now rather than found (a re-make counts), in book order. */
  drawn: string[];
  references: CharacterReference[];
  likeness?: LikenessReport;
}

/**
 * Draws every picture of a book (ADR 0019, issue #23). With an illustrator that makes references, first one
 * reference per character (from its photos with the parent's consent, else from its sheet), each kept in the
 * cache under what it was made from; then the pictures, at most the illustrator's `concurrency` at a time, each
 * request with the references of the characters it shows. With a checker, each picture with a cast is checked;
 * a failing one is made once more with what differed, and checked again. Pictures, references and checks are
 * all kept by content key, so a crashed production run again makes and asks nothing twice.
 */
export async function illustrateBook(
  input: IllustrateBookInput,
  deps: IllustrateBookDeps,
): Promise<IllustratedBook> {
  const { plan, briefs, width, height } = input;
  const { illustrator, cache, checker, meter } = deps;
  const references = await makeReferences(input, deps);
  const byCharacter = new Map(references.map((r) => [r.characterId, r]));
  const prints = new Map<string, Buffer>();
  const pictureKeys = new Map<string, string>();
  const drawn = new Set<string>();
  const checked: PageLikeness[] = [];

  const draw = async (
    brief: IllustrationBrief,
    options: PageIllustrationOptions,
  ): Promise<{ key: string; print: Buffer }> => {
    const key = artefactKey('picture', PRODUCTION_VERSION, pictureInputs(illustrator, plan, brief, options));
    let print = await cache.get(key);
    if (!print) {
      print = await printReady(await illustrator.illustratePage(plan, brief, options), width, height);
      await cache.put(key, print);
      drawn.add(brief.id);
    }
    return { key, print };
  };

  const check = async (
    brief: IllustrationBrief,
    pictureKey: string,
    picture: Buffer,
    pageRefs: CharacterReference[],
  ): Promise<CharacterLikeness[] | undefined> => {
    const c = checker as LikenessChecker;
    const key = artefactKey(
      'likeness-check',
      PRODUCTION_VERSION,
      pictureKey,
      pageRefs.map((r) => r.key),
      c.checkInputs(plan, brief),
    );
    const stored = await cache.get(key);
    if (stored) return JSON.parse(stored.toString('utf8')) as CharacterLikeness[];
    let result: CharacterLikeness[];
    try {
      result = await c.checkPicture({ plan, brief, picture, references: pageRefs }, meter ? { meter } : {});
    } catch (error) {
      // The check is advice to the parent: an answer that cannot be used, or a spent budget, leaves the page
      // unchecked rather than the book unmade. A provider that is down (retryable) fails the run, which is
      // retried — nothing made so far is made again.
      if (error instanceof ProviderError && !error.retryable) return undefined;
      throw error;
    }
    await cache.put(key, Buffer.from(JSON.stringify(result)));
    return result;
  };

  // A provider's own limit holds its requests in flight (ProviderCalls); twice as many pictures are under way,
  // so that while one waits for its check another's picture is asked for and the limit stays used.
  const workers = illustrator.concurrency ? illustrator.concurrency * 2 : DEFAULT_PICTURE_CONCURRENCY;
  await mapLimit(briefs, workers, async (brief) => {
    const pageRefs = brief.cast.flatMap((c) => {
      const reference = byCharacter.get(castIdOf(c));
      return reference ? [reference] : [];
    });
    const options: PageIllustrationOptions = {
      style: plan.style,
      width,
      height,
      ...(pageRefs.length ? { references: pageRefs } : {}),
      ...(meter ? { meter } : {}),
    };
    let picture = await draw(brief, options);
    if (checker && brief.cast.length > 0) {
      let characters = await check(brief, picture.key, picture.print, pageRefs);
      let remade = false;
      if (characters && !checkPassed(characters)) {
        // Made once more with what differed (issue #23); an illustrator whose picture does not depend on that
        // (the embedded one draws the same sheets again) keeps its picture and its check.
        const retake = { ...options, retake: { differences: differencesOf(characters) } };
        const again = artefactKey(
          'picture',
          PRODUCTION_VERSION,
          pictureInputs(illustrator, plan, brief, retake),
        );
        const retaken =
          again === picture.key
            ? undefined
            : await draw(brief, retake).catch((error: unknown) => {
                // No budget left for the re-make: the first picture stays, listed with what differs.
                if (error instanceof ProviderError && error.code === 'BOOK_ENGINE.PROVIDER_BUDGET')
                  return undefined;
                throw error;
              });
        if (retaken) {
          picture = retaken;
          characters = await check(brief, picture.key, picture.print, pageRefs);
          remade = true;
        }
      }
      checked.push({
        page: input.pageOf.get(brief.id) ?? 0,
        pictureId: brief.id,
        characters: characters ?? [],
        passed: characters ? checkPassed(characters) : false,
        remade,
        ...(characters ? {} : { unchecked: true as const }),
      });
    }
    prints.set(brief.id, picture.print);
    pictureKeys.set(brief.id, picture.key);
  });
  return {
    prints,
    pictureKeys,
    drawn: briefs.flatMap((b) => (drawn.has(b.id) ? [b.id] : [])),
    references,
    ...(checker ? { likeness: likenessReport(checker.name, checked) } : {}),
  };
}

/** What a failed check found, as the re-make's prompt says it ("Bruno: the collar is missing"). */
function differencesOf(characters: readonly CharacterLikeness[]): string[] {
  return characters.flatMap((c) => {
    if (!c.onPage) return [`${c.name} is missing from the picture`];
    if (c.matches) return [];
    const notes = c.differences.map((d) => d.note || d.part).filter(Boolean);
    return [`${c.name}: ${notes.length ? notes.join(', ') : 'does not look like the reference'}`];
  });
}

/** What references are made from (issue #23): the plan, and the parent's photos where the parent agreed. */
export interface ReferencesInput {
  plan: StoryPlan;
  photos?: readonly CharacterPhoto[];
  photoConsent?: boolean;
}

export interface ReferencesDeps {
  illustrator: Illustrator;
  cache: ArtefactCache;
  meter?: CallMeter;
}

/**
 * One reference per character of the plan (issue #23), made by the illustrator's `references` or found in the
 * cache under what it was made from — so a character whose look a refinement changed gets a new one first, and
 * the pages that show it follow (their keys name the reference's key). `photographed`: only the characters with
 * photos the parent agreed to send (the free preview's cover, ADR 0035), under the very keys production uses, so
 * production finds them and does not pay for them again.
 */
export async function makeReferences(
  input: ReferencesInput,
  deps: ReferencesDeps,
  which: 'every' | 'photographed' = 'every',
): Promise<CharacterReference[]> {
  const maker = deps.illustrator.references;
  if (!maker) return [];
  const { plan } = input;
  // Photos leave the system only with the parent's consent (issue #23 privacy).
  const photos = input.photoConsent ? (input.photos ?? []) : [];
  const options = { style: plan.style, ...(deps.meter ? { meter: deps.meter } : {}) };
  const subjects = plan.cast
    .map((character) => {
      const characterId = characterIdOf(plan, character);
      return { characterId, own: photos.filter((p) => p.characterId === characterId), character };
    })
    .filter((s) => which === 'every' || s.own.length > 0);
  return mapLimit(
    subjects,
    deps.illustrator.concurrency ?? DEFAULT_PICTURE_CONCURRENCY,
    async ({ characterId, own, character }) => {
      const subject = { ...character, id: characterId };
      const key = artefactKey('reference', PRODUCTION_VERSION, maker.inputs(plan, subject, own, options));
      let image = await deps.cache.get(key);
      if (!image) {
        image = (await maker.make(plan, subject, own, options)).image;
        await deps.cache.put(key, image);
      }
      return { characterId, key, image, mimeType: mimeOf(image), fromPhoto: own.length > 0 };
    },
  );
}
