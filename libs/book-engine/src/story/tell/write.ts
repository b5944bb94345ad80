import { IntlMessageFormat } from 'intl-messageformat';
import { BOARD_STORY_PAGES, BOOKLET_STORY_SPREADS } from '../../production/formats';
import { hashString, seededRng } from '../../rng';
import type { AgeBand, Beat, Language, Localized, StoryPlan } from '../../types';
import { TRAITS } from '../read/traits';
import type {
  IdeaCharacter,
  IdeaFrame,
  IdeaThing,
  Manuscript,
  Noun,
  ManuscriptPage,
  PictureBrief,
  Pose,
} from '../model';
import { CHAPTER_COUNTS, SEQUENCES, TIME_OF_DAY, WORDS_PER_PAGE, chapterOfPages } from './beats';
import { CATALOGS } from './catalogs';
import { GRAMMARS, type Entity } from './grammar';
import { fromLegacyFrame } from './legacy';
import { resolveRoles, type Roles } from './roles';
import { countWords, gap, wordIn } from './words';

type Args = Record<string, string>;

/** The languages the open teller writes: a catalog and a grammar each. */
export const toldLanguages = (): Language[] =>
  (Object.keys(CATALOGS) as Language[]).filter((l) => GRAMMARS[l]);
export const tells = (languages: Language[]): boolean => languages.every((l) => toldLanguages().includes(l));

const formats = new Map<string, IntlMessageFormat>();
/** One catalog message, filled and tidied by the language's grammar. */
function say(language: Language, key: string, args: Args, sentence = true): string {
  // The idea's own sentences (`retold.N`): only in the idea's language, already a sentence.
  if (key.startsWith('retold.')) return args[key] ?? '';
  const id = `${language}:${key}`;
  let format = formats.get(id);
  if (!format) {
    const message = CATALOGS[language]?.[key];
    if (message === undefined) throw new Error(`No message ${key} in ${language}`);
    format = new IntlMessageFormat(message, language);
    formats.set(id, format);
  }
  const text = String(format.format(args));
  return sentence ? grammarOf(language).tidy(text) : text;
}
/** The language's grammar (only told languages reach it). */
const grammarOf = (l: Language) => GRAMMARS[l] as NonNullable<(typeof GRAMMARS)[Language]>;
/** The story pages of the band's default format. */
const storyPages = (band: AgeBand): number =>
  band === 'toddler' ? BOARD_STORY_PAGES : BOOKLET_STORY_SPREADS[band];
/** The keys `prefix.0` … `prefix.n-1` of a message with variants. */
const variantKeys = (prefix: string): string[] =>
  Array.from({ length: variants(prefix) }, (_x, i) => `${prefix}.${i}`);
const has = (language: Language, key: string): boolean => CATALOGS[language]?.[key] !== undefined;
/** How many variants `prefix.0`, `prefix.1` … the catalogs have (the same in every language). */
const variants = (prefix: string): number => {
  let n = 0;
  while (has('en', `${prefix}.${n}`)) n += 1;
  return n;
};

/** The idea's adjective in a language: the shared traits table, else the parent's word in the idea's language. */
function traitIn(
  traits: IdeaThing['traits'],
  language: Language,
  ideaLanguage: Language,
  noun?: Noun,
): string | undefined {
  const t = traits[0];
  if (!t) return undefined;
  const known = t.en ? TRAITS[t.en] : undefined;
  const adj =
    (known && (language === 'en' || language === 'de') ? known[language] : undefined) ??
    (t.en ? GRAMMARS[language]?.trait?.(t.en) : undefined) ??
    (language === ideaLanguage
      ? t.word.replace(language === 'de' ? /(e|en|er|es|em)$/ : /$^/, '')
      : undefined);
  // The noun may carry the adjective already ("petit garçon"): never "le petit petit garçon".
  if (adj && noun && wordIn(noun, language).text.toLowerCase().includes(adj.toLowerCase())) return undefined;
  return adj;
}

/** Everything a message may ask for, in one language: the roles declined, then the plot's own phrases. */
function argsFor(frame: IdeaFrame, roles: Roles, language: Language, names: Map<string, string>): Args {
  const grammar = grammarOf(language);
  const character = (c: IdeaCharacter): Entity =>
    entityOf(c, language, frame.ideaLanguage, names.get(c.id) ?? c.name);
  const thing = (t: IdeaThing): Entity => {
    const adj = traitIn(t.traits, language, frame.ideaLanguage);
    return { word: wordIn(t.noun, language), ...(adj ? { adj } : {}), ...(t.plural ? { plural: true } : {}) };
  };
  const args: Args = {
    ...grammar.args('hero', character(roles.hero)),
    ...grammar.group(
      'team',
      roles.team.map((c) => titled(character(c), language)),
    ),
    ...grammar.args('place', { word: wordIn(roles.place.noun, language) }),
    // Where the team sets out to: the idea's second place ("… and follows it to the lighthouse"), else the first.
    ...grammar.args('dest', { word: wordIn((roles.goalPlace ?? roles.place).noun, language) }),
    ...grammar.args('goal', thing(roles.goal)),
    ...grammar.args('deadline', { word: wordIn(roles.deadline, language) }),
    ...(roles.friend ? grammar.args('friend', character(roles.friend)) : {}),
    ...(roles.pet ? grammar.args('pet', character(roles.pet)) : {}),
    ...(roles.helper ? grammar.args('helper', character(roles.helper)) : {}),
    ...(roles.thing ? grammar.args('thing', thing(roles.thing)) : {}),
    ...(roles.resolution ? grammar.args('res', thing(roles.resolution)) : {}),
    ...(roles.obstacle?.noun
      ? grammar.args('obstacle', { word: wordIn(roles.obstacle.noun, language) })
      : {}),
  };
  args.feeling =
    roles.feeling.word && roles.feeling.language === language
      ? roles.feeling.word
      : say(language, `feel.${roles.feeling.key}`, args, false);
  const own = roles.action && language === frame.ideaLanguage && roles.shape === 'open';
  const verbKey =
    roles.verb && has(language, `want.verb.${roles.verb}`) ? `want.verb.${roles.verb}` : undefined;
  // "learns to share her shells": what is learned is the parent's own action, where the language can say it.
  const learnOwn =
    roles.shape === 'learn' &&
    roles.action &&
    language === frame.ideaLanguage &&
    has(language, 'want.learn.own');
  if (learnOwn) args.action = roles.action as string;
  args.want = own
    ? (roles.action as string)
    : say(language, learnOwn ? 'want.learn.own' : (verbKey ?? `want.${roles.shape}`), args, false);
  args.hard = say(
    language,
    roles.obstacle && (roles.obstacle.kind === 'feeling' || roles.obstacle.noun)
      ? `hard.${roles.obstacle.kind}`
      : `hard.${roles.shape}`,
    args,
  );
  args.turn = say(language, roles.resolution ? 'turn.res' : `turn.${roles.shape}`, args);
  const doneVerb =
    roles.verb && has(language, `done.verb.${roles.verb}`) ? `done.verb.${roles.verb}` : undefined;
  args.done = say(language, doneVerb ?? `done.${roles.shape}`, args);
  return args;
}

/** A book to tell: the frame, its roles, and every language's arguments. */
interface Telling {
  bookId: string;
  frame: IdeaFrame;
  roles: Roles;
  languages: Language[];
  band: AgeBand;
  args: Partial<Record<Language, Args>>;
}

function telling(
  bookId: string,
  frame: IdeaFrame,
  languages: Language[],
  band: AgeBand,
  names: Partial<Record<Language, Map<string, string>>> = {},
): Telling {
  const roles = resolveRoles(frame);
  // English is always there for the picture briefs' action.
  const args = Object.fromEntries(
    [...new Set<Language>([...languages, 'en'])].map((l) => [
      l,
      argsFor(frame, roles, l, names[l] ?? new Map()),
    ]),
  ) as Partial<Record<Language, Args>>;
  // A book in the idea's language alone tells the idea's own sentences on its first pages (ADR 0028): a
  // bilingual book does not, since the embedded engine cannot translate them and both languages tell one story.
  if (frame.retold?.length && languages.length === 1 && languages[0] === frame.ideaLanguage) {
    const own = args[frame.ideaLanguage] as Args;
    const nameOf = new Map(
      frame.characters.map((c) => [c.id, names[frame.ideaLanguage]?.get(c.id) ?? c.name ?? '']),
    );
    frame.retold.forEach((sentence, i) => {
      own[`retold.${i}`] = sentence.replace(/\{(c\d+)\}/g, (m, id: string) => nameOf.get(id) || m);
    });
  }
  return { bookId, frame, roles, languages, band, args };
}

/** The idea's own sentences still to tell, in order (`retold.0` …). */
const retoldKeys = (t: Telling): string[] =>
  Object.keys(t.args[t.languages[0] as Language] ?? {}).filter((k) => k.startsWith('retold.'));

const each = (t: Telling, fn: (language: Language, args: Args) => string): Localized =>
  Object.fromEntries(t.languages.map((l) => [l, fn(l, t.args[l] as Args)]));
/** A deterministic variant of `prefix`, seeded by the book id: the same in every language. */
const pick = (t: Telling, prefix: string): string =>
  `${prefix}.${hashString(`${t.bookId}:${prefix}`) % Math.max(1, variants(prefix))}`;

/** A variant whose message matches `unwanted` in none of the book's languages, else any. */
const pickWithout = (t: Telling, prefix: string, unwanted: RegExp): string => {
  const keys = variantKeys(prefix).filter(
    (k) => !t.languages.some((l) => unwanted.test(CATALOGS[l]?.[k] ?? '')),
  );
  // Of those, one that names the hero, the idea's goal or place, so two books do not share their chapter titles.
  const distinct = t.roles.hero.name ? /\{(hero|team|goal|feeling)/ : /\{(goal|place|dest)/;
  const own = keys.filter((k) => t.languages.every((l) => distinct.test(CATALOGS[l]?.[k] ?? '')));
  const from = own.length ? own : keys;
  return from.length ? (from[hashString(`${t.bookId}:${prefix}`) % from.length] as string) : pick(t, prefix);
};

/** The outline the preview shows before payment: title, synopsis, chapters (title and summary), the cast lines. */
export interface Outline {
  title: Localized;
  synopsis: Localized;
  chapters: Array<{ beat: Beat; title: Localized; summary: Localized }>;
  /** One line per character of the frame, in its order. */
  descriptions: Localized[];
  placeName: Localized;
  setting: Localized;
}

export interface TellOptions {
  bookId: string;
  languages: Language[];
  band: AgeBand;
  /** Characters' names per language by character id, as the plan writes them (transliterated, translated). */
  names?: Partial<Record<Language, Map<string, string>>>;
}

/** Chapter beats for the band, deterministic for the book id, never more chapters than story pages. */
export function beatsFor(bookId: string, band: AgeBand): Beat[] {
  const [lo, hi] = CHAPTER_COUNTS[band];
  return SEQUENCES[Math.min(seededRng(`beats:${bookId}`).int(lo, hi), storyPages(band))] as Beat[];
}

/** The outline of the idea's own story (what `planStory` puts in the preview). */
export function tellOutline(frame: IdeaFrame, options: TellOptions): Outline {
  const t = telling(options.bookId, frame, options.languages, options.band, options.names);
  // "Mia, a Girl" says nothing: the "name, kind" title only for a hero whose kind tells something (a pangolin).
  const plainHero = ['girl', 'boy'].includes(t.roles.hero.drawAs) && !!t.roles.hero.name;
  const titles = variantKeys('book').filter((k) => !(plainHero && k === 'book.2'));
  // A hero the engine added (the idea names nobody) stands in no title: the book is called by its goal.
  const added = !!t.roles.hero.added;
  const titleKey = added ? 'book.goal' : (titles[hashString(`${t.bookId}:book`) % titles.length] as string);
  const chapters = beatsFor(options.bookId, options.band);
  const plan = pagePlan(t, chapters, storyPages(options.band));
  return {
    title: each(t, (l, a) => grammarOf(l).title(say(l, titleKey, a).replace(/[.]$/, ''))),
    synopsis: each(t, (l, a) => say(l, 'synopsis', a)),
    chapters: chapters.map((beat, index) => {
      const key = pickWithout(t, `chapter.${beat}`, added ? /\{(hero|team)/ : /$^/);
      return {
        beat,
        title: each(t, (l, a) => grammarOf(l).title(say(l, key, a))),
        // The chapter's first page as the book will tell it (a board book: all its pages' short sentences).
        summary: each(t, (l, a) =>
          plan
            .filter((p) => p.chapter === index && (options.band === 'toddler' || p.part === 0))
            .flatMap((p) => p.keys)
            .map((k) => say(l, k, a))
            .filter(Boolean)
            .join(gap(l)),
        ),
      };
    }),
    descriptions: frame.characters.map((c) =>
      Object.fromEntries(
        options.languages.map((l) => [
          l,
          describeCharacter(c, l, frame.ideaLanguage, options.names?.[l]?.get(c.id) ?? c.name),
        ]),
      ),
    ),
    placeName: each(t, (_l, a) => a.place as string),
    setting: each(t, (l, a) => say(l, 'setting', a)),
  };
}

/** The character as one entity of a language's grammar: its name (if any), its kind, its first trait, its sex. */
function entityOf(c: IdeaCharacter, language: Language, ideaLanguage: Language, name?: string): Entity {
  const adj = traitIn(c.traits, language, ideaLanguage, c.kind);
  return {
    ...(name ? { name } : {}),
    word: wordIn(c.kind, language),
    ...(adj ? { adj } : {}),
    ...(c.sex ? { sex: c.sex } : {}),
    person: true,
  };
}

/** Relatives a child calls by title and name (lexicon ids): "Grandpa Joe", "Onkel Marcus", "tía Lucía". */
const TITLED_KIN = new Set(['grandma', 'grandpa', 'aunt', 'uncle']);
const LATIN = new Set<Language>(['en', 'de', 'fr', 'es', 'it', 'pt']);

/**
 * In the team's list a named grandparent, aunt or uncle is called as the family calls them, with the kin word
 * in the book's language ("So Jayden, Uncle Marcus and Chomp set off"), so the book says who they are
 * (issue #21: the parent's "his uncle Marcus"). Latin-script languages; the names of the others stay alone.
 */
function titled(e: Entity, language: Language): Entity {
  const title = e.word.text;
  if (!e.name || !TITLED_KIN.has(e.word.lex?.id ?? '') || !LATIN.has(language)) return e;
  if (e.name.toLowerCase().startsWith(title.toLowerCase())) return e;
  const said =
    language === 'en' || language === 'de' ? title.charAt(0).toUpperCase() + title.slice(1) : title;
  return { ...e, name: `${said} ${e.name}` };
}

/** A cast member's line in the preview ("Rufus is a fox in this story."), also after a rename in refinement. */
export function describeCharacter(
  c: IdeaCharacter,
  language: Language,
  ideaLanguage: Language,
  name?: string,
): string {
  return say(language, 'describe', grammarOf(language).args('c', entityOf(c, language, ideaLanguage, name)));
}

/** How the book calls a character the idea left unnamed ("the shy pangolin", "der Dackel"). */
export function unnamedName(c: IdeaCharacter, language: Language, ideaLanguage: Language): string {
  const grammar = GRAMMARS[language];
  return grammar?.args('c', entityOf(c, language, ideaLanguage)).c ?? c.kind.word;
}

const TENSE = new Set<Beat>(['problem', 'stakes', 'setback', 'attempt', 'second-attempt']);

function sky(t: Telling, beat: Beat): Pick<PictureBrief, 'timeOfDay' | 'weather' | 'mood'> {
  const night =
    t.frame.time?.of === 'night' || (t.roles.shape === 'fear' && t.roles.goal.noun.en === 'night');
  const late = ['attempt', 'setback', 'second-attempt', 'turning-point', 'resolution', 'homecoming'].includes(
    beat,
  );
  const timeOfDay = night ? (late ? 'night' : 'evening') : (t.frame.time?.of ?? TIME_OF_DAY[beat]);
  const stormy = [t.roles.deadline.en, t.roles.obstacle?.noun?.en].includes('storm');
  const weather: PictureBrief['weather'] =
    stormy && ['stakes', 'attempt', 'setback', 'second-attempt'].includes(beat)
      ? 'storm'
      : t.frame.time?.season === 'winter'
        ? 'snow'
        : beat === 'setback'
          ? 'cloudy'
          : 'clear';
  const mood: PictureBrief['mood'] =
    weather === 'storm'
      ? 'stormy'
      : timeOfDay === 'night'
        ? 'night'
        : timeOfDay === 'evening'
          ? 'dusk'
          : weather === 'cloudy'
            ? 'grey'
            : beat === 'resolution'
              ? 'glow'
              : 'bright';
  return { timeOfDay, weather, mood };
}

function poseOf(t: Telling, beat: Beat, timeOfDay: PictureBrief['timeOfDay']): Pose {
  const doing: Partial<Record<string, Pose>> = {
    build: 'build',
    swim: 'swim',
    fly: 'fly',
    read: 'read',
    find: 'look',
  };
  const poses: Record<Beat, Pose> = {
    setup: 'wave',
    discovery: 'look',
    problem: 'sad',
    stakes: 'look',
    attempt: doing[t.roles.verb ?? ''] ?? (t.roles.shape === 'build' ? 'build' : 'walk'),
    setback: 'sad',
    'second-attempt': 'climb',
    'turning-point': t.roles.resolution ? 'hold' : 'jump',
    resolution: 'cheer',
    homecoming: timeOfDay === 'night' ? 'sleep' : 'hug',
  };
  return poses[beat];
}

/** A board book page's one short sentence: the beat's variants in turn over the chapter's pages. */
function boardKey(t: Telling, beat: Beat, part: number): string {
  const n = variants(`board.${beat}`);
  return `board.${beat}.${(part + (hashString(`${t.bookId}:board.${beat}`) % n)) % n}`;
}

/**
 * A board book's second page says what the named pet is ("Quak ist eine Ente."): a page of one short
 * sentence never gets to the booklet's "never alone: Quak, a duck", and the parent's animal word must be in the
 * book (issue #21, spec §1: the book keeps what the parent wrote).
 */
const boardPetMet = (t: Telling, beat: Beat, part: number): boolean =>
  beat === 'setup' &&
  part === 1 &&
  !!t.roles.pet?.name &&
  t.roles.pet !== t.roles.hero &&
  !t.roles.pet.arrives;

/** The sentence keys of one page, chosen once for every language so both tell the same page. */
function pageKeys(
  t: Telling,
  beat: Beat,
  part: number,
  used: Set<string>,
  timeOfDay: string,
  weather: string,
  reused: Map<string, number> = new Map(),
  retold: string[] = [],
): string[] {
  if (t.band === 'toddler') return [boardPetMet(t, beat, part) ? 'board.pet' : boardKey(t, beat, part)];
  const range = WORDS_PER_PAGE[t.band];
  const keys = [`lead.${beat}.${part === 0 ? 0 : 1}`];
  // The first page meets the companions there from the start, by name and kind ("Krümel, a dachshund"),
  // unless the idea's own sentences introduce them.
  const told = (c: IdeaCharacter): boolean => !!t.frame.retold?.some((s) => s.includes(`{${c.id}}`));
  if (beat === 'setup' && part === 0) {
    if (t.roles.friend && !t.roles.friend.arrives && !told(t.roles.friend)) keys.push('meet.friend');
    if (t.roles.pet && t.roles.pet !== t.roles.friend && !t.roles.pet.arrives && !told(t.roles.pet))
      keys.push('meet.pet');
  }
  const rot = (prefix: string): string[] => {
    const n = variants(prefix);
    const start = hashString(`${t.bookId}:${prefix}`) % Math.max(1, n);
    return Array.from({ length: n }, (_x, i) => `${prefix}.${(start + i) % n}`);
  };
  const older = t.band !== 'preschool';
  const pools = [
    rot(`more.${beat}`),
    older ? rot(`say.${beat}`) : [],
    rot(`time.${timeOfDay}`),
    weather === 'clear' ? [] : [`weather.${weather}.0`],
    rot(TENSE.has(beat) ? 'mood.tense' : 'mood.glad'),
    t.roles.friend ? rot('friend') : [],
    t.roles.pet && t.roles.pet !== t.roles.friend ? rot('pet') : [],
    t.roles.helper && ['turning-point', 'resolution', 'homecoming'].includes(beat) ? rot('helper') : [],
    t.roles.thing ? rot('thing') : [],
    rot('place'),
  ];
  const count = (key: string, l: Language) => countWords(say(l, key, t.args[l] as Args), l);
  const total = (l: Language) => keys.reduce((sum, k) => sum + count(k, l), 0);
  const main = t.languages[0] as Language;
  // The idea's own sentences first, in order, as many as the page holds (one at least when it fits at all).
  while (retold.length && total(main) < range.target) {
    const next = retold[0] as string;
    if (total(main) + count(next, main) > range.max && keys.some((k) => k.startsWith('retold.'))) break;
    retold.shift();
    if (total(main) + count(next, main) <= range.max) keys.push(next);
  }
  for (let round = 0; round < 4 && total(main) < range.target; round += 1) {
    // One sentence about the time of day and the weather a page is enough.
    for (const pool of round === 0 ? pools : pools.filter((_p, i) => i !== 2 && i !== 3)) {
      const key = pool.find((k) => !used.has(k) && !keys.includes(k));
      if (!key || total(main) >= range.target) continue;
      if (t.languages.every((l) => total(l) + count(key, l) <= range.max)) keys.push(key);
      used.add(key);
    }
  }
  // A long book may run out of fresh sentences: then texture another page used (never one of this page).
  const least = () => Math.min(...t.languages.map(total));
  // …the ones used least often in the book first.
  const reusable = [...pools.slice(4), ...pools.slice(0, 2)]
    .flat()
    .map((key, i) => ({ key, i, n: reused.get(key) ?? 0 }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.key);
  for (const key of reusable) {
    if (least() >= range.min || keys.includes(key)) continue;
    if (t.languages.every((l) => total(l) + count(key, l) <= range.max)) keys.push(key);
  }
  keys.forEach((k) => {
    used.add(k);
    reused.set(k, (reused.get(k) ?? 0) + 1);
  });
  return keys;
}

/** Every page's chapter, part within the chapter and sentence keys, chosen once for all languages. */
function pagePlan(
  t: Telling,
  beats: Beat[],
  count: number,
): Array<{ chapter: number; part: number; beat: Beat; keys: string[] }> {
  const chapterOf = chapterOfPages(beats.length, count);
  const used = new Set<string>();
  const reused = new Map<string, number>();
  const retold = retoldKeys(t);
  return chapterOf.map((chapter, i) => {
    const beat = beats[chapter] as Beat;
    const part = i - chapterOf.indexOf(chapter);
    const { timeOfDay, weather } = sky(t, beat);
    return { chapter, part, beat, keys: pageKeys(t, beat, part, used, timeOfDay, weather, reused, retold) };
  });
}

/**
 * The full book (issue #21): exactly the format's story pages, each chapter over consecutive pages, the text
 * for the age band in every language of the plan, and a picture brief per page. Languages the catalogs do not
 * cover get the chapter summaries spread over the pages, as before.
 */
export function writeManuscript(plan: StoryPlan, format: 'booklet' | 'board'): Manuscript {
  const frame =
    plan.idea ??
    (plan.frame
      ? fromLegacyFrame(plan.frame, plan.synopsis[plan.mainLanguage] ?? '')
      : fromLegacyFrame(
          {
            version: 1,
            ideaLanguage: plan.mainLanguage,
            characters: [{ id: 'c1', kind: 'child', category: 'child', role: 'protagonist', traits: [] }],
            settings: [plan.setting.drawAs ?? plan.setting.place],
            goal: { shape: 'quest', targetTraits: [] },
            things: [],
          },
          '',
        ));
  const band = plan.ageBand;
  const covered = plan.languages.filter((l) => toldLanguages().includes(l));
  const names: Partial<Record<Language, Map<string, string>>> = {};
  for (const l of covered) {
    names[l] = new Map(
      frame.characters
        .map((c, i) => {
          const cast = plan.cast.find((x) => x.id === c.id) ?? plan.cast[i];
          // Only a character with a name has one in the book ("the mouse" of an old plan is no name).
          return [c.id, c.name ? (cast?.name[l] ?? c.name) : ''] as [string, string];
        })
        .filter(([, n]) => n),
    );
  }
  const t = telling(plan.bookId, frame, covered.length ? covered : ['en'], band, names);
  const count = format === 'board' ? BOARD_STORY_PAGES : BOOKLET_STORY_SPREADS[band];
  const chapterOf = chapterOfPages(plan.chapters.length, count);
  const planned = pagePlan(
    t,
    plan.chapters.map((c) => c.beat),
    count,
  );
  const byId = new Map(frame.characters.map((c) => [c.id, c]));
  const pages: ManuscriptPage[] = chapterOf.map((chapter, i) => {
    const beat = (plan.chapters[chapter]?.beat ?? 'setup') as Beat;
    const part = i - chapterOf.indexOf(chapter);
    const parts = chapterOf.filter((c) => c === chapter).length;
    const weatherAndTime = sky(t, beat);
    const keys = covered.length ? (planned[i]?.keys ?? []) : [];
    const text: Localized = {};
    for (const l of plan.languages) {
      if (covered.includes(l))
        text[l] = keys
          .map((k) => say(l, k, t.args[l] as Args))
          .filter(Boolean)
          .join(gap(l));
      else text[l] = slice(plan.chapters[chapter]?.summary[l] ?? '', part, parts);
    }
    const mainText = text[plan.mainLanguage] ?? '';
    const named = (c: IdeaCharacter): boolean => {
      const name = names[plan.mainLanguage]?.get(c.id) ?? c.name;
      return !!name && mainText.includes(name);
    };
    const together = ['attempt', 'second-attempt', 'turning-point', 'resolution', 'homecoming'].includes(
      beat,
    );
    const cast = frame.characters
      .filter(
        (c) =>
          c === t.roles.hero ||
          named(c) ||
          (together && t.roles.team.includes(c)) ||
          (c === t.roles.helper && ['resolution', 'homecoming'].includes(beat)),
      )
      .map((c) => c.id);
    const pose = poseOf(t, beat, weatherAndTime.timeOfDay);
    const place =
      beat !== 'setup' && t.roles.goalPlace && ['turning-point', 'resolution'].includes(beat)
        ? t.roles.goalPlace
        : t.roles.place;
    const things = [
      ...(['turning-point', 'resolution'].includes(beat) ? [t.roles.resolution?.drawAs] : []),
      t.roles.goal.drawAs,
      t.roles.thing?.drawAs,
    ].filter((x): x is string => !!x);
    const action = say('en', keys[0] ?? `lead.${beat}.0`, t.args.en as Args);
    return {
      chapter,
      beat,
      text,
      picture: {
        action,
        cast,
        poses: Object.fromEntries(
          cast.map((id) => [id, byId.get(id) === t.roles.hero || together ? pose : 'stand']),
        ),
        place: place.drawAs,
        placeName: Object.fromEntries(covered.map((l) => [l, wordIn(place.noun, l).text])),
        ...weatherAndTime,
        ...(things.length ? { things: [...new Set(things)] } : {}),
      },
    };
  });
  return { format, ageBand: band, pages, writer: 'embedded' };
}

/** Part `part` of `parts` of a text, by sentences (the old tellers' chapters over several pages). */
function slice(text: string, part: number, parts: number): string {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*/g) ?? [text];
  const per = Math.ceil(sentences.length / parts);
  return (
    sentences
      .slice(part * per, part * per + per)
      .join('')
      .trim() || text
  );
}
