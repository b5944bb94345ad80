import data from '../data/beats.json';
import type { PlotShape } from '../frame';
import type { IdeaCharacter, IdeaFrame, IdeaPlace, IdeaThing, Noun } from '../model';
import { LEX } from '../lexicon';
import { lexNoun } from './words';

/**
 * What a shape's goal is about when the idea does not say (a lexicon id), and the feeling it turns on when the
 * idea names none (a key of the catalogs' `feel.*`). Never a person or an animal: a default goal is named in the
 * chapter titles ("The Trouble with …"), and a journey's old default, grandma, put a grandmother the idea does
 * not have into the titles of "Lina and her duck Quack go swimming" (issue #21, invented companions).
 */
export const DEFAULTS = data.shapeDefaults as Record<PlotShape | 'open', [target: string, feeling: string]>;

/** The story's roles in one frame: who or what each one is. The same for every language of the book. */
export interface Roles {
  shape: PlotShape | 'open';
  hero: IdeaCharacter;
  /** Who sets out together: the hero first, then the companions there from the start (not the beneficiary). */
  team: IdeaCharacter[];
  /** The first companion of the team. */
  friend?: IdeaCharacter;
  /** An animal companion (the idea's pet). */
  pet?: IdeaCharacter;
  /** Whom the goal is for (grandma to visit, the farmer to help). */
  helper?: IdeaCharacter;
  place: IdeaPlace;
  /** A second place the story goes to. */
  goalPlace?: IdeaPlace;
  /** What the goal is about (the thing to find, build, reach). */
  goal: IdeaThing;
  /** Another thing the idea names (the stars of "a book about the stars"). */
  thing?: IdeaThing;
  obstacle?: { noun?: Noun; kind: 'feeling' | 'event' | 'thing' | 'place' };
  /** The feeling: a catalog key (`shy`, `afraid` …) or, when the catalogs do not know it, the parent's word. */
  feeling: { key: string; word?: string; language?: string };
  resolution?: IdeaThing;
  /** The English verb of the goal where the reader knew it (`go`, `find`, `build` …). */
  verb?: string;
  /** The parent's own action phrase, in the idea's language. */
  action?: string;
  /** The event that must not come first ("before the storm"). */
  deadline: Noun;
}

const FEELINGS = new Set(
  'shy afraid scared lonely sad curious nervous worried angry small brave happy unsure excited tired'.split(
    ' ',
  ),
);

const thingOf = (noun: Noun): IdeaThing => ({ noun, traits: [] });
const sameNoun = (a?: IdeaThing, b?: IdeaThing) =>
  !!a && !!b && (a.noun.en ?? a.noun.word).toLowerCase() === (b.noun.en ?? b.noun.word).toLowerCase();

/** One role resolver for every language (ADR 0028). */
export function resolveRoles(frame: IdeaFrame): Roles {
  const g = frame.goal;
  const [hero, ...others] = frame.characters as [IdeaCharacter, ...IdeaCharacter[]];
  const helper = g.beneficiary ? others.find((c) => c.id === g.beneficiary) : undefined;
  const team = [hero, ...others.filter((c) => c !== helper && !c.arrives)];
  const friend = team[1];
  const pet =
    others.find((c) => c.relation?.as === 'pet') ?? team.find((c) => c !== hero && c.category === 'animal');
  const place = frame.places[0] ?? { noun: lexNoun('garden'), drawAs: 'garden' };
  const resolution = g.resolution?.thing;
  // A goal is not one of the characters there from the start (the tractor who brings in the harvest is not
  // what it looks for); one found during the story is ("find the narwhal that grandpa Joe saw", issue #21).
  const isCast = (t?: IdeaThing) =>
    !!t && frame.characters.some((c) => !c.arrives && sameNoun({ noun: c.kind, traits: [] }, t));
  const target = isCast(g.target) && !['rescue', 'journey'].includes(g.shape) ? undefined : g.target;
  const goal = target ?? resolution ?? frame.things[0] ?? thingOf(lexNoun(DEFAULTS[g.shape][0]));
  const thing = frame.things.find((t) => !sameNoun(t, goal) && !sameNoun(t, resolution));
  const lemma = (
    g.feeling?.en ?? (g.obstacle?.kind === 'feeling' ? g.obstacle.en : undefined)
  )?.toLowerCase();
  const feelingWord = g.feeling?.word ?? (g.obstacle?.kind === 'feeling' ? g.obstacle.word : undefined);
  const feeling =
    lemma && FEELINGS.has(lemma)
      ? { key: lemma }
      : feelingWord
        ? { key: DEFAULTS[g.shape][1], word: feelingWord, language: frame.ideaLanguage }
        : { key: DEFAULTS[g.shape][1] };
  // A word the lexicon knows is translated by it; another stays in the idea's language.
  const nounOf = (w: { word: string; en?: string }): Noun =>
    w.en && LEX.has(w.en)
      ? lexNoun(w.en)
      : { word: w.word, language: frame.ideaLanguage, ...(w.en ? { en: w.en } : {}) };
  const obstacle = g.obstacle
    ? {
        kind: g.obstacle.kind,
        ...(g.obstacle.kind !== 'feeling' ? { noun: nounOf(g.obstacle) } : {}),
      }
    : undefined;
  const deadline: Noun = g.deadline
    ? nounOf(g.deadline)
    : (obstacle?.kind === 'event' && obstacle.noun) || lexNoun('night');
  return {
    shape: g.shape,
    hero,
    team,
    ...(friend ? { friend } : {}),
    ...(pet ? { pet } : {}),
    ...(helper ? { helper } : {}),
    place,
    ...(frame.places[1] ? { goalPlace: frame.places[1] } : {}),
    goal,
    ...(thing ? { thing } : {}),
    ...(obstacle ? { obstacle } : {}),
    feeling,
    ...(resolution ? { resolution } : {}),
    ...(g.verb ? { verb: g.verb } : {}),
    ...(g.action ? { action: g.action } : {}),
    deadline,
  };
}
