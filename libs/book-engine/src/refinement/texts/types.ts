import type { LexEntry } from '../../story/lexicon';
import type { Clothing, Language, Style, StoryPlan } from '../../types';
import type { LookWord } from '../changes';
import type { Colour } from '../colour-words';
import type { KindWord } from '../kind-words';
import type { SlotWord } from '../planner-words';

/**
 * Everything the embedded planner says, in one language (issue #21: answers and questions in the customer's
 * language, all eleven book languages). One catalog per language in `texts/`; a new message is one entry in
 * each, and `planner-texts.unit.spec.ts` checks that every catalog has every message.
 */
export interface Texts {
  /** A kind with its article (where the language has one) and colour: "a brown dachshund", "ein brauner Dackel". */
  kind(kind: KindWord, colour?: Colour): string;
  /** How the customer is shown the book's page range. */
  pageRange(pageCount: number): string;
  /** What a plan of one or more changes says, with a request to check and confirm. */
  summary(rationales: string[]): string;
  /** Said with a plan: what of the wish the drawing cannot show. */
  notDrawn(parts: Array<{ whose?: string; word: string }>): string;

  rationale: {
    rewrite(page: number, main: string, translation?: { language: Language; text: string }): string;
    kept(language: Language): string;
    keptForNow(language: Language): string;
    translateLine(page: number, language: Language, text: string): string;
    shorten(page: number, kept: string): string;
    place(page: number, entry: LexEntry): string;
    /** The picture's new light, as `lightName` words ("at night and in the rain"). */
    light(page: number, light: string): string;
    cast(page: number, names: string[]): string;
    action(page: number, caption: string): string;
    things(page: number, things: string[]): string;
    look(name: string, parts: string[]): string;
    kind(name: string, described: string, kind?: KindWord): string;
    rename(old: string, name: string, other?: { language: Language; name: string }): string;
    style(style: Style): string;
    /** The book's new title; the other language's title, when it stays as it is for now. */
    retitle(title: string, kept?: { language: Language; title: string }): string;
  };

  /** Parts of a look change: "red hair", "Haare in Rot", "a scarf instead of the cape", "no glasses". */
  lookPart: {
    /** Drawn as a grown-up or as a child (issue #21: "Mia as a grown-up", "Opa als Kind"). */
    grownUp(adult: boolean): string;
    coloured(slot: SlotWord, colour: Colour, article: boolean): string;
    clothing(slot: SlotWord, instead?: Clothing): string;
    /** " instead of the cape" after a coloured piece of clothing. */
    replaced(before: Clothing): string;
    feature(feature: LookWord, remove: boolean): string;
  };

  /** What the book already is (said when nothing else changes). */
  already: {
    style(style: Style): string;
    title(title: string): string;
    cast(page: number, names: string[]): string;
    place(page: number, entry: LexEntry): string;
    light(page: number, light: string): string;
  };

  ask: {
    whatToChange(plan: StoryPlan, pageCount: number, page?: number): string;
    whichPage(pageCount: number, focus?: number): string;
    unknownPage(page: number, pageCount: number): string;
    cover(pageCount: number): string;
    noText(page: number, textPages: string): string;
    noPicture(page: number, picturePages: string): string;
    whoFor(plan: StoryPlan, what: string): string;
    whichOf(names: string[]): string;
    whatColoured(plan: StoryPlan, colour: Colour): string;
    whichColour(name: string, slot: SlotWord): string;
    whatOf(name: string, colour: Colour): string;
    skinTone(name: string): string;
    cannotWear(name: string, possible: string[]): string;
    animalClothing(name: string): string;
    personClothing(name: string): string;
    already(what: string): string;
    cannotDraw(parts: Array<{ whose?: string; word: string }>): string;
    /** A message about one character with no wish the planner can read ("Not happy with the bunny"). */
    aboutCharacter(name: string): string;
    renameWhich(plan: StoryPlan): string;
    renameWhat(name: string): string;
    renameWho(plan: StoryPlan, name: string): string;
    badName(name: string): string;
    nameTaken(name: string): string;
    newText(page: number): string;
    nothingToShorten(page: number, text: string): string;
    longer(): string;
    whatHappens(page: number): string;
    whoOnPage(plan: StoryPlan, page: number): string;
    emptyPicture(page: number): string;
    /** The second time: the concrete options of this book. */
    options(plan: StoryPlan, pageCount: number, message?: string): string;
    /** Someone the book does not have ("Add Mia's brother Tom"): the cast is the story's. */
    newcomer(name: string, plan: StoryPlan): string;
    unknownKind(name: string, word: string): string;
    whichKind(name: string, not: KindWord): string;
    /** The third time: one example per kind of change, to copy. */
    pick(plan: StoryPlan): string;
    invisible(rationales: string[]): string;
    whichLanguageLine(languages: Language[]): string;
    /** "Change the title" without one: what it should be (now: `current`). */
    titleWhat(current: string): string;
    /**
     * "Make Mia younger", "Krümel soll kleiner sein": the drawings know two sizes, child and grown-up. `grownUp`:
     * how the character is drawn now; `animal`: an animal has one size.
     */
    size(name: string, grownUp: boolean, animal: boolean): string;
    /** "Undo that": what was taken back; nothing else is proposed now. */
    undone(rationales: string[]): string;
    /** "Undo that" with nothing proposed since the last confirmed change. */
    nothingToUndo(): string;
  };
}
