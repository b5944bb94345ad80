import type { PlotShape } from '../frame';
import { LEX } from '../lexicon';
import type { IdeaCharacter, IdeaGoal, IdeaPlace, IdeaThing } from '../model';
import { thingDrawable } from './drawable';
import { VERB_LAST, type Piece } from './pieces';
import { CELEBRATIONS, isCharacterRole, scriptNoun, type Mentioned, type Role } from './script-nouns';
import { extraNoun, type ScriptLanguage } from './script-words';

/** Traits of the shared table that are feelings the story can turn on. */
const FEELING_TRAITS = new Set(['shy', 'lonely']);
const EVENTS_IN_THE_WAY = new Set(['storm', 'rain', 'thunder', 'night', 'snow', 'winter', 'fire']);

export interface GoalContext {
  role: (p: Piece) => Role | undefined;
  thingAt: Map<number, IdeaThing>;
  placeAt: Map<number, IdeaPlace>;
  byPiece: Map<number, Mentioned>;
  mods: Map<number, Piece[]>;
  hero: IdeaCharacter | undefined;
}

/** The goal: the plot shape of the first goal word (the last one's object in Japanese and Korean), its target, the deadline and the feeling. */
export function readGoal(pieces: Piece[], language: ScriptLanguage, x: GoalContext): IdeaGoal {
  const verbLast = VERB_LAST.has(language);
  const goal: IdeaGoal = { shape: 'open' };
  // A goal word right after "a story" frames the idea ("이야기를 만들어 주세요"), it is not the hero's goal.
  const framed = (p: Piece) => {
    const prev = pieces.slice(Math.max(0, p.i - 2), p.i);
    return verbLast && prev.some((q) => q.type === 'story');
  };
  const goalWords = pieces.filter((p) => p.goal && !framed(p));
  let at = goalWords[0];
  if (at && verbLast) at = goalWords.filter((p) => p.goal === at!.goal).pop() ?? at;
  let shape: PlotShape | undefined = at?.goal;

  const nounAt = (p: Piece): IdeaThing | undefined => {
    const thing = x.thingAt.get(p.i);
    if (thing) return thing;
    const place = x.placeAt.get(p.i);
    if (place) return { noun: place.noun, drawAs: place.drawAs, traits: [] };
    if (p.type !== 'noun' || !p.noun || x.byPiece.has(p.i)) return undefined;
    const r = x.role(p);
    if (r !== 'event') return undefined;
    const noun = scriptNoun(p.noun, language);
    const drawAs = (p.noun.id && thingDrawable(p.noun.id)) || (noun.en && thingDrawable(noun.en));
    return { noun, ...(drawAs ? { drawAs } : {}), traits: [], ...(p.noun.plural ? { plural: true } : {}) };
  };
  const eventAt = (p: Piece): IdeaThing | undefined =>
    p.type === 'noun' && x.role(p) === 'event' ? nounAt(p) : undefined;

  // "before the storm": "폭풍이 오기 전에", "暴风雨之前", "嵐の前に" name the event first; "قبل المطر", "до грозы" after.
  const before = pieces.find((p) => p.before);
  let deadline: IdeaThing | undefined;
  if (before) {
    const around =
      language === 'ru' || language === 'ar'
        ? pieces.slice(before.i + 1, before.i + 4)
        : pieces.slice(Math.max(0, before.i - 4), before.i).reverse();
    for (const p of around) {
      deadline = eventAt(p);
      if (deadline) break;
    }
  }
  if (deadline) {
    goal.deadline = { word: deadline.noun.word, ...(deadline.noun.en ? { en: deadline.noun.en } : {}) };
    if (!shape || !['celebration', 'rescue', 'fear', 'learn'].includes(shape)) shape = 'deadline';
  }
  // An idea that names a celebration is about preparing it.
  const occasion = pieces.find(
    (p) => p.type === 'noun' && x.role(p) === 'event' && CELEBRATIONS.has(enOf(p, language)),
  );
  if (occasion && (!shape || shape === 'build' || shape === 'quest')) shape = 'celebration';

  // The feeling: the first one named (not "happy"), as the parent wrote it.
  const feelingOf = (p: Piece): string | undefined =>
    p.feeling ?? (p.trait?.en && FEELING_TRAITS.has(p.trait.en) ? p.trait.en : undefined);
  const feeling = pieces.find((p) => {
    const f = feelingOf(p);
    return !!f && f !== 'happy' && f !== 'brave';
  });
  if (feeling) goal.feeling = { word: feeling.text, en: feelingOf(feeling)! };
  const feels = goal.feeling?.en;
  // Afraid, shy or nervous: the story turns on the feeling, whatever the hero sets out to do (as in the Latin reader).
  if ((feels === 'afraid' || feels === 'shy' || feels === 'nervous') && !deadline && shape !== 'rescue')
    shape = 'fear';
  if (!shape && feels === 'lonely') shape = 'friendship';
  if (feeling && shape === 'fear' && (feels === 'afraid' || feels === 'shy' || feels === 'nervous'))
    goal.obstacle = { word: feeling.text, en: feels, kind: 'feeling' };

  // The target: the object of the goal word (before it in Japanese and Korean), else the nearest thing.
  const castKinds = new Set(
    [...x.byPiece.values()].filter((m) => m.character.name).map((m) => m.kindPiece?.i),
  );
  const candidates = (from: number): Piece[] => {
    const after = pieces.slice(from + 1).filter((p) => p.type === 'noun' && !castKinds.has(p.i));
    const beforeIt = pieces
      .slice(0, Math.max(0, from))
      .filter((p) => p.type === 'noun' && !castKinds.has(p.i))
      .reverse();
    if (!verbLast) return [...after, ...beforeIt];
    // Korean and Japanese: the object-marked noun of the same clause first.
    const sameSentence = beforeIt.filter((p) => p.sentence === pieces[from]?.sentence);
    return [...sameSentence.filter((p) => p.object), ...sameSentence, ...after, ...beforeIt];
  };
  const from = at ? at.i : -1;
  const person = (p: Piece) => isCharacterRole(x.role(p));
  const pick = (list: Piece[], test: (p: Piece) => boolean): IdeaThing | undefined => {
    for (const p of list) {
      if (p.role || !test(p)) continue;
      const t = nounAt(p) ?? (person(p) ? personTarget(p) : undefined);
      if (t && t.noun.word !== goal.deadline?.word) return t;
    }
    return undefined;
  };
  const personTarget = (p: Piece): IdeaThing | undefined =>
    p.noun ? { noun: scriptNoun(p.noun, language), traits: [] } : undefined;
  const list = candidates(from);
  const target =
    (shape === 'celebration' && occasion ? nounAt(occasion) : undefined) ??
    foundCharacter(pieces, from, verbLast, x) ??
    (shape === 'rescue' ? pick(list, (p) => person(p) && !x.byPiece.get(p.i)?.character.name) : undefined) ??
    (shape === 'journey' ? pick(list, (p) => !!x.placeAt.get(p.i) && !!p.toward) : undefined) ??
    (shape === 'journey' ? pick(list, (p) => !!x.placeAt.get(p.i)) : undefined) ??
    (shape === 'journey'
      ? pick(list, (p) => x.role(p) === 'event' && !EVENTS_IN_THE_WAY.has(enOf(p, language)))
      : undefined) ??
    (shape === 'journey' ? pick(list, (p) => person(p)) : undefined) ??
    pick(
      list,
      (p) => !!x.thingAt.get(p.i) || (x.role(p) === 'event' && !EVENTS_IN_THE_WAY.has(enOf(p, language))),
    ) ??
    (shape === 'fear' ? pick(list, (p) => x.role(p) === 'event') : undefined) ??
    (shape === 'quest'
      ? pick(list.filter((p) => !p.of).slice(0, 1), (p) => !!x.placeAt.get(p.i) && !p.about)
      : undefined) ??
    (shape && ['rescue', 'journey', 'friendship', 'deadline', 'quest'].includes(shape)
      ? pick(list, (p) => person(p) && !x.byPiece.get(p.i)?.character.name)
      : undefined);
  if (target) goal.target = target;
  // Who the goal is for: a grown-up the hero helps.
  if (shape === 'deadline') {
    const helped = [...x.byPiece.values()].find(
      (m) => !m.character.name && m.character !== x.hero && m.character.category === 'person',
    );
    if (helped) goal.beneficiary = helped.character.id;
  }
  // A storm or the night the idea names stands in the way when nothing else does.
  if (!goal.obstacle && !goal.deadline) {
    const event = pieces.find(
      (p) => p.type === 'noun' && x.role(p) === 'event' && EVENTS_IN_THE_WAY.has(enOf(p, language)),
    );
    const thing = event ? nounAt(event) : undefined;
    if (thing && thing !== goal.target)
      goal.obstacle = {
        word: thing.noun.word,
        ...(thing.noun.en ? { en: thing.noun.en } : {}),
        kind: 'event',
      };
  }
  if (!shape) {
    // No goal word: a thing to look into, else a friendship (as the old reader chose; never a template that
    // contradicts the idea).
    shape = goal.target || pieces.some((p) => x.thingAt.has(p.i)) ? 'mystery' : 'friendship';
  }
  goal.shape = shape;
  return goal;
}

/**
 * A character found or met during the story that is the goal word's object ("发现了一只穿山甲": the pangolin),
 * as the goal's thing in its kind's word: the story is about the parent's animal, not a default letter (issue
 * #21, spec §1). The object is the first noun after the goal word, or the object-marked one before it in
 * Japanese and Korean.
 */
function foundCharacter(
  pieces: Piece[],
  from: number,
  verbLast: boolean,
  x: GoalContext,
): IdeaThing | undefined {
  if (from < 0) return undefined;
  const object = verbLast
    ? pieces
        .slice(0, from)
        .reverse()
        .find((p) => p.type === 'noun' && p.object && p.sentence === pieces[from]?.sentence)
    : pieces.slice(from + 1).find((p) => p.type === 'noun');
  const character = object ? x.byPiece.get(object.i)?.character : undefined;
  return character?.arrives && character !== x.hero
    ? { noun: character.kind, drawAs: character.drawAs, traits: [] }
    : undefined;
}

const enOf = (p: Piece, language: ScriptLanguage): string =>
  (p.noun?.id ? LEX.get(p.noun.id)?.id : undefined) ??
  p.noun?.en ??
  extraNoun(language, p.noun?.word ?? '')?.en ??
  '';
