import { seededRng } from '../rng';
import type { Vars } from '../story/language-pack';
import { LANGUAGE_PACKS } from '../story/languages';
import type { Beat, Language, Localized, StoryPlan } from '../types';
import { FORMAT_SPECS } from './formats';
import { chapterSplit, manuscriptFor, opensChapter } from './manuscript';
import { openKindOf, openPlaceOf } from './open-words';
import { splitSentences } from './text';
import type { IllustrationBrief, Mood, Page, PagePlan, PageText, ProductionInput, SceneKind } from './types';
import { BOOK_WORDS } from './words';
import { dirOf } from './layout';
import { layPageEdits } from '../refinement/page-edits';
import type { PictureBrief, Pose } from '../story/model';
import { briefFromPicture, briefFromText, castMember, openScene } from './page-pictures';

const MOODS: Record<Beat, Mood> = {
  setup: 'bright',
  discovery: 'glow',
  problem: 'grey',
  stakes: 'dusk',
  attempt: 'grey',
  setback: 'stormy',
  'second-attempt': 'night',
  'turning-point': 'glow',
  resolution: 'bright',
  homecoming: 'night',
};

/**
 * The light of a beat, following the frame: the storm the idea names gathers while it threatens, the night
 * it fears falls, and a quest for lost colours is grey until they come back.
 */
export function moodOf(plan: StoryPlan, beat: Beat): Mood {
  const goal = plan.frame?.goal;
  if (!goal) return MOODS[beat];
  const threat = goal.deadline ?? (goal.shape === 'fear' ? goal.target : undefined);
  const rising = beat === 'discovery' || beat === 'stakes' || beat === 'turning-point' || beat === 'setback';
  if (rising && (threat === 'storm' || threat === 'rain')) return 'stormy';
  if (rising && threat === 'night') return beat === 'stakes' ? 'dusk' : 'night';
  if (goal.target === 'colours' && (beat === 'problem' || beat === 'attempt')) return 'grey';
  if (beat === 'problem' || beat === 'attempt') return MOODS[beat] === 'grey' ? 'bright' : MOODS[beat];
  return MOODS[beat];
}

/**
 * The template variables of a plan in one language, rebuilt from the plan itself (names as the plan has
 * them, so a model-written plan works as well as an embedded one).
 */
export function varsOf(plan: StoryPlan, language: Language): Vars {
  const pack = LANGUAGE_PACKS[language];
  const [hero, friend] = plan.cast;
  const kind = (sheet: NonNullable<typeof hero>['sheet'] | undefined): string =>
    !sheet ? '' : sheet.species === 'person' ? pack.child[sheet.gender] : pack.animals[sheet.species];
  // An open plan (issue #21) keeps its own kinds and place where the language's words are known.
  return {
    hero: hero?.name[language] ?? hero?.name[plan.mainLanguage] ?? '',
    f: hero?.sheet.gender === 'f',
    heroKind: openKindOf(hero, language) ?? kind(hero?.sheet),
    friend: friend?.name[language] ?? friend?.name[plan.mainLanguage] ?? '',
    friendKind: openKindOf(friend, language) ?? kind(friend?.sheet),
    place: openPlaceOf(plan, language) ?? pack.places[plan.setting.place],
    object: pack.objects[plan.object],
  };
}

/** What the pictures show of the idea: its goal's target and its special things, drawable ones first. */
export function frameThings(plan: StoryPlan): string[] {
  const frame = plan.frame;
  if (!frame) return [];
  const ids = [frame.goal.target, ...frame.things.map((t) => t.kind)].filter((k): k is string => !!k);
  return [...new Set(ids)];
}

function localize(plan: StoryPlan, write: (language: Language) => string): Localized {
  return Object.fromEntries(plan.languages.map((l) => [l, write(l)]));
}

/** One story page as `planPages` lays it out: from the plan's manuscript, or today's chapter split. */
interface Slot {
  chapter: number;
  /** First page of its chapter: gets the chapter heading. */
  opens: boolean;
  body: Localized;
  beat?: Beat;
  /** The written manuscript's picture brief (absent for the split of a plan without one). */
  picture?: PictureBrief;
}

/**
 * The story pages of a plan in a format (issue #21): the written manuscript's pages as they are when the plan
 * has one for this format, else the chapters split across the pages as before (books made before manuscripts).
 */
function storyPagesOf(plan: StoryPlan, format: 'booklet' | 'board'): Slot[] {
  const written = manuscriptFor(plan, format);
  const source = written ?? chapterSplit(plan, format);
  return source.pages.map((page, i) => ({
    chapter: page.chapter,
    opens: opensChapter(source.pages, i),
    body: page.text,
    ...(written ? { beat: page.beat, picture: page.picture } : {}),
  }));
}

/** A page number as the main language writes it (Arabic-Indic digits in an Arabic book). */
export function folio(language: Language, page: number): string {
  return language === 'ar' ? new Intl.NumberFormat('ar-u-nu-arab').format(page) : String(page);
}

/**
 * Every page of the book: kind, texts in each book language and the picture's brief. Pure: the same plan,
 * format and option always give the same page plan (variants seeded by the book id).
 */
export function planPages(input: ProductionInput): PagePlan {
  const { plan, format } = input;
  const spec = FORMAT_SPECS[format];
  const rng = seededRng(`pages:${plan.bookId}:${format}`);
  const main = plan.mainLanguage;
  const words = (l: Language) => BOOK_WORDS[l];
  const v = varsOf(plan, main);
  const scene = BOOK_WORDS[main].scene(v);

  const cast = (roles: Array<'protagonist' | 'companion'>): IllustrationBrief['cast'] =>
    plan.cast.filter((c) => roles.includes(c.role)).map((c) => castMember(plan, c));
  const brief = (
    id: string,
    kind: SceneKind,
    mood: Mood,
    caption: string,
    extra: Partial<IllustrationBrief> = {},
  ): IllustrationBrief => ({
    id,
    scene: kind,
    place: plan.setting.place,
    object: plan.object,
    ...(plan.frame ? { setting: plan.frame.settings[0], things: frameThings(plan) } : {}),
    ...openScene(plan),
    mood,
    variant: rng.int(0, 3),
    cast: cast(kind === 'portrait' ? ['protagonist'] : ['protagonist', 'companion']),
    caption,
    altText: caption ? BOOK_WORDS[main].join(caption, scene) : scene,
    ...extra,
  });
  const title = plan.title;
  const front = brief('cover', 'cover', 'bright', title[main] ?? '');

  // A right-to-left book (Arabic) is bound on the right: its rectos (odd pages) lie on the left.
  const readingDirection = dirOf(main);
  const binding = readingDirection === 'rtl' ? 'right' : 'left';
  const recto = binding === 'left' ? 'right' : 'left';
  const verso = binding === 'left' ? 'left' : 'right';
  const pages: Page[] = [];
  const add = (page: Omit<Page, 'number' | 'side'>): Page => {
    const number = pages.length + 1;
    const full: Page = { number, side: number % 2 === 1 ? recto : verso, ...page };
    pages.push(full);
    return full;
  };
  const text = (t: PageText): PageText => t;
  const textAlt = (t: PageText): string =>
    [t.heading?.[main], t.body[main]].filter((s) => s && s.trim()).join(' — ');
  const storyText = (slot: Slot, withLabel: boolean): PageText => {
    const chapter = plan.chapters[slot.chapter];
    // Board books carry a few words per page and no chapter headings.
    if (format === 'board') return { body: slot.body };
    return {
      ...(slot.opens && withLabel
        ? { label: localize(plan, (l) => words(l).chapter(slot.chapter + 1)) }
        : {}),
      ...(slot.opens && chapter ? { heading: chapter.title } : {}),
      body: slot.body,
    };
  };
  // Pictures follow the page (issue #21): the writer's picture brief, else the page's beat and words decide
  // the light, who is in the picture and the poses; the hero's pose is not repeated from the page before.
  let previousPose: Pose | undefined;
  const storyBrief = (slot: Slot, id: string): IllustrationBrief => {
    const chapter = plan.chapters[slot.chapter];
    const beat = slot.beat ?? chapter?.beat ?? 'setup';
    const caption = slot.opens
      ? (chapter?.title[main] ?? '')
      : (splitSentences(slot.body[main] ?? '')[0] ?? chapter?.title[main] ?? '');
    const picture = slot.picture;
    const words =
      slot.opens && chapter
        ? localize(plan, (l) => `${chapter.title[l] ?? ''}. ${slot.body[l] ?? ''}`)
        : slot.body;
    const page = picture
      ? briefFromPicture(plan, picture)
      : briefFromText(plan, beat, words, moodOf(plan, beat), previousPose);
    previousPose = page.cast?.find((c) => c.role === 'protagonist')?.pose ?? page.cast?.[0]?.pose;
    return brief(id, 'story', page.mood ?? moodOf(plan, beat), caption, { beat, ...page });
  };
  const story = storyPagesOf(plan, format);

  const titleText = text({ heading: title, body: localize(plan, (l) => words(l).storyOf(varsOf(plan, l))) });
  if (format === 'board') {
    // Even page count of 10–12: title + story pages (`storyPageCount`: 10, or 8 for a short plan) + "The End".
    const titleBrief = brief('p1', 'portrait', 'bright', title[main] ?? '');
    add({ kind: 'title', text: titleText, illustration: titleBrief, altText: titleBrief.altText });
    for (const slot of story) {
      const pictured = storyBrief(slot, `p${pages.length + 1}`);
      add({
        kind: 'story',
        chapter: slot.chapter,
        text: storyText(slot, false),
        illustration: pictured,
        altText: pictured.altText,
      });
    }
    const endBrief = brief(`p${pages.length + 1}`, 'end', 'dusk', words(main).theEnd);
    add({
      kind: 'end',
      text: { heading: localize(plan, (l) => words(l).theEnd), body: localize(plan, () => '') },
      illustration: endBrief,
      altText: endBrief.altText,
    });
  } else {
    // 6 frame pages + 2 per spread (`storyPageCount`, odd) stay a multiple of 4.
    const withLabel = plan.ageBand !== 'preschool' && plan.ageBand !== 'toddler';

    const titleBrief = brief('p1', 'portrait', 'bright', title[main] ?? '');
    add({ kind: 'title', text: titleText, illustration: titleBrief, altText: titleBrief.altText });
    const imprint = text({
      heading: localize(plan, (l) => words(l).belongsTo),
      body: localize(plan, (l) => words(l).madeWith),
    });
    add({ kind: 'imprint', text: imprint, altText: textAlt(imprint) });
    const castText = text({
      heading: localize(plan, (l) => words(l).meet),
      body: localize(plan, (l) => plan.cast.map((c) => c.description[l] ?? '').join('\n')),
    });
    const castBrief = brief('p3', 'cast', 'bright', words(main).meet);
    add({ kind: 'cast', text: castText, illustration: castBrief, altText: castBrief.altText });
    for (const slot of story) {
      const pictured = storyBrief(slot, `p${pages.length + 1}`);
      add({
        kind: 'story-picture',
        chapter: slot.chapter,
        illustration: pictured,
        altText: pictured.altText,
      });
      const t = storyText(slot, withLabel);
      add({
        kind: 'story-text',
        chapter: slot.chapter,
        text: t,
        altText: textAlt(t),
        folio: folio(main, pages.length + 1),
      });
    }
    const endBrief = brief(`p${pages.length + 1}`, 'end', 'dusk', words(main).theEnd);
    add({ kind: 'end-picture', illustration: endBrief, altText: endBrief.altText });
    const end = text({ heading: localize(plan, (l) => words(l).theEnd), body: localize(plan, () => '') });
    add({ kind: 'end', text: end, altText: words(main).theEnd });
    const about = text({ heading: localize(plan, (l) => words(l).about), body: plan.synopsis });
    add({ kind: 'about', text: about, altText: textAlt(about) });
  }

  return {
    bookId: plan.bookId,
    format,
    style: plan.style,
    ageBand: plan.ageBand,
    mainLanguage: main,
    ...(plan.translationLanguage ? { translationLanguage: plan.translationLanguage } : {}),
    textBackground: input.textBackground,
    trim: spec.trim,
    bleedMm: spec.bleedMm,
    safeMarginMm: spec.safeMarginMm,
    gutterMm: spec.gutterMm,
    binding,
    readingDirection,
    pageCount: pages.length,
    pageCountRule: spec.pageCountRule,
    cover: { front, title, synopsis: plan.synopsis },
    // Refinements (issue #14) change their own pages only, after every variant has been drawn in page order.
    pages: layPageEdits(plan, pages, scene),
    ...(input.listenUrl ? { listenUrl: input.listenUrl } : {}),
  };
}
