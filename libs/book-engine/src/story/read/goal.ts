import type { Language } from '../../types';
import data from '../data/goal-words.json';
import { mapValues, pattern, patterns } from '../data/rows';
import { PLOT_SHAPES, type PlotShape } from '../frame';
import { IDEA_VOCABULARIES, type OtherLanguage } from '../idea-vocabularies';
import type { IdeaGoal, IdeaThing } from '../model';
import { englishLemma } from './english';
import { isFeatureWord, type LatinReading, type Token } from './latin';
import { DETERMINERS, NAME_CUES, feelingOf, type Latin } from './words';

/**
 * The idea's goal: the action the hero wants (as written), what stands in the way (a feeling — "too shy",
 * "a peur de l'eau" — or an event), what resolves it ("until she finds a book about the stars"), a deadline
 * ("before the storm") and the nearest plot shape (`open` when none fits). Patterns per language are data
 * (`data/goal-words.json`).
 */

interface GoalWords {
  /** "wants to …", "will …", "veut …": the action follows. */
  wants: RegExp;
  /** "too shy to …": feeling, then the action. */
  tooTo: RegExp;
  /** "afraid of …", "hat Angst vor …", "a peur de …": the feared thing follows. */
  afraidOf: RegExp;
  until: RegExp;
  before: RegExp;
  /** Where an action, resolution or deadline ends. */
  stop: RegExp;
}

const WORDS = mapValues(data.goals, patterns) as unknown as Record<Latin, GoalWords>;

const LEARN =
  /\b(learns?|learning|lernt|lernen|apprend|apprennent|aprende|aprenden|impara|imparano|imparare|aprendem)\b/i;

const shapes = (rows: string[][]): Array<[PlotShape, RegExp]> =>
  rows.map(([shape, stored]) => [shape as PlotShape, pattern(stored as string)]);

/** English verb lemmas → plot shape. */
const EN_SHAPES: Array<[PlotShape, RegExp]> = shapes(data.shapes.en);
const DE_SHAPES: Array<[PlotShape, RegExp]> = shapes(data.shapes.de);

/** German and Romance verbs to their English lemma, for the goal's `verb`. */
const VERB_EN: Array<[RegExp, string]> = data.verbs.map(([stored, en]) => [
  pattern(stored as string),
  en as string,
]);

/** "… and her dog helps": a new subject after "and" ends the action. */
const NEW_SUBJECT =
  /\s+(?:and|und|et|y|e|ed)\s+(?:the|his|her|their|der|die|das|sein|seine|ihr|ihre|le|la|les|son|sa|ses|el|los|las|su|sus|il|lo|gli|suo|sua|o|a|os|as|seu)\s.*$/i;

const cut = (text: string, stop: RegExp): string =>
  text
    .replace(stop, '')
    .replace(NEW_SUBJECT, '')
    .replace(/[.,;:!?]+\s*$/, '')
    .replace(new RegExp(`[.,;:!?].*$`), '')
    .trim();

/** German present forms whose infinitive is not the stem + "en" ("fährt" → "fahren"). */
const GERMAN_IRREGULAR: Record<string, string> = data.germanIrregular;
const MODALS: Partial<Record<Language, RegExp>> = patterns(data.modals);
const GERMAN_PARTICLES = /^(auf|ab|an|aus|ein|mit|zu|weg|los|zurück|vor|nach|her|hin|um|fest|heim|zusammen)$/;

/**
 * The idea's own action as the infinitive the book's sentences need ("wanted to {want}", "wollte sie {want}"):
 * "says goodnight to the stars" → "say goodnight to the stars"; "ziehen in eine neue Stadt" → "in eine neue
 * Stadt ziehen"; "räumt ihr Zimmer auf" → "ihr Zimmer aufräumen" (issue #21).
 */
function asInfinitive(action: string, language: Language, verb: Token): string {
  let words = action.split(/\s+/);
  // The tagger splits "can't" into "ca" and "n't": the action starts with the verb's token.
  if (!words[0]?.toLowerCase().startsWith(verb.text.toLowerCase())) return action;
  // "can't sleep", "has to rescue", "kann nicht schlafen": what is wished is the verb after the modal.
  const modal = MODALS[language as 'en' | 'de'];
  if (modal) {
    let i = 0;
    while (i < words.length - 1 && modal.test(words[i]!.toLowerCase())) i += 1;
    if (i > 0) {
      const rest = words.slice(i).filter((w) => !/^(nicht|nie|not|never)$/i.test(w));
      // English: the next word is the infinitive; German puts it last already.
      return rest.join(' ');
    }
  }
  words = action.split(/\s+/);
  const first = words[0] ?? '';
  if (first !== verb.text) return action;
  if (language === 'en') {
    const lemma = verb.pos === 'VERB' || verb.pos === 'AUX' ? englishLemma(first) : first;
    return [lemma, ...words.slice(1)].join(' ');
  }
  if (language !== 'de' || words.length < 2) return action;
  const lower = first.toLowerCase();
  let infinitive =
    GERMAN_IRREGULAR[lower] ??
    (/(?:en|ern|eln)$/.test(lower)
      ? lower
      : /(?:e?t|st)$/.test(lower)
        ? `${lower.replace(/e?s?t$/, '')}en`
        : '');
  if (!infinitive) return action;
  const rest = words.slice(1);
  const last = rest[rest.length - 1]?.toLowerCase() ?? '';
  if (rest.length > 1 && GERMAN_PARTICLES.test(last)) {
    rest.pop();
    infinitive = `${last}${infinitive}`;
  }
  return [...rest, infinitive].join(' ');
}

function verbOf(action: string, language: Language): string | undefined {
  const first = action.split(/\s+/)[0] ?? '';
  if (language === 'en') {
    const verb = action
      .split(/\s+/)
      .find(
        (w, i, all) =>
          !/^(can|cannot|can't|could|will|would|must|may|might|not|wants?|to|does|doesn't|don't)$/i.test(w) &&
          !(/^(has|have|had|is|are|was|were)$/i.test(w) && i + 1 < all.length),
      );
    return verb ? englishLemma(verb) : first ? englishLemma(first) : undefined;
  }
  for (const word of action.split(/\s+/).slice(0, 4)) {
    const found = VERB_EN.find(([re]) => re.test(word));
    if (found) return found[1];
  }
  return undefined;
}

function shapeOf(words: string[], language: Language, feeling?: string): PlotShape | 'open' {
  if (feeling === 'afraid' || feeling === 'shy' || feeling === 'nervous') return 'fear';
  const table: Array<[PlotShape, RegExp]> =
    language === 'en'
      ? EN_SHAPES
      : language === 'de'
        ? DE_SHAPES
        : (IDEA_VOCABULARIES[language as OtherLanguage]?.goals ?? []);
  for (const [shape, re] of table) if (words.some((w) => re.test(w))) return shape;
  if (feeling === 'lonely') return 'friendship';
  return 'open';
}

export function readGoal(sentence: string, language: Latin, reading: LatinReading): IdeaGoal {
  const words = WORDS[language];
  const tokens = reading.tokens;
  const goal: IdeaGoal = { shape: 'open' };
  /** The verb the idea's own action starts with, for its infinitive (`asInfinitive`). */
  let actionVerb: Token | undefined;
  let learning = false;
  const hero = reading.characters[0];
  // The hero's clause: from after the hero's first mention to the end of the first sentence.
  const tooTo = words.tooTo.exec(sentence);
  if (tooTo) {
    const adjective = tooTo[1] ?? tooTo[2] ?? '';
    const rest = tooTo[tooTo.length - 1] ?? '';
    const feeling = feelingOf(adjective) ?? (language === 'en' ? englishLemma(adjective) : undefined);
    goal.feeling = { word: adjective, ...(feeling ? { en: feeling } : {}) };
    goal.obstacle = {
      word: tooTo[0].split(/\s+/).slice(0, 2).join(' '),
      ...(feeling ? { en: `too ${feeling}` } : {}),
      kind: 'feeling',
    };
    goal.action = cut(rest, words.stop);
    if (language === 'de')
      goal.action = cut(tooTo[2] ?? '', words.stop) + ' ' + (/(\p{L}+)$/u.exec(tooTo[0])?.[1] ?? '');
  }
  const afraid = words.afraidOf.exec(sentence);
  if (afraid) {
    const feared = cut(afraid[2] ?? '', words.stop);
    goal.feeling = goal.feeling ?? { word: afraid[1]!, en: 'afraid' };
    goal.obstacle = goal.obstacle ?? { word: cut(afraid[0], words.stop), en: 'afraid', kind: 'feeling' };
    if (!goal.action && feared) goal.target = goal.target ?? thingIn(feared, reading);
  }
  if (!goal.action) {
    const wants = words.wants.exec(sentence);
    if (wants) {
      goal.action = cut(wants[1]!, words.stop);
      // "learns to play the violin", "aprende a voar", "lernt schwimmen": learning is the story.
      if (LEARN.test(wants[0])) learning = true;
    }
  }
  if (!goal.action && hero) {
    // The predicate after the hero: "Der Biber Bruno baut einen Damm", "Tom finds a treasure map".
    const heroAt = Math.min(
      ...[...reading.mentions.entries()].filter(([, id]) => id === hero.id).map(([i]) => i),
    );
    let i = heroAt + 1;
    const skipWith = (j: number) =>
      /^(with|mit|avec|con|com)$/.test(tokens[j]!.lower) &&
      !!tokens[j + 1] &&
      (isFeatureWord(tokens[j + 1]!, language) ||
        reading.spans.has(j + 1) ||
        DETERMINERS[language].has(tokens[j + 1]!.lower));
    // German verb-second: "Im Winter baut Lotta mit ihrem Bruder Ole einen Schneemann".
    const inverted =
      language === 'de' && heroAt > 0 && !tokens[heroAt]!.start && !reading.spans.has(heroAt - 1)
        ? tokens[heroAt - 1]
        : undefined;
    const invertedVerb =
      inverted && !inverted.cap && !inverted.punct && !DETERMINERS.de.has(inverted.lower)
        ? inverted
        : undefined;
    /** Words of the subject still, not its verb. */
    const subject = (t: Token): boolean =>
      t.punct ||
      // "Jonathan (alle nennen ihn JJ) baut …": what the brackets say about the hero is not the goal.
      inBrackets(tokens, t.i) ||
      /^\d/.test(t.text) ||
      reading.spans.has(t.i) ||
      DETERMINERS[language].has(t.lower) ||
      /^(years?|old|jahre|jahren|alt|ans|años|anni|anos)$/.test(t.lower) ||
      /^(and|und|et|y|e|ed|&|his|her|sein|seine|seinem|ihr|ihre|son|sa|su|suo|sua|seu)$/.test(t.lower) ||
      (t.pos === 'ADJ' && language === 'en') ||
      NAME_CUES.has(t.lower) ||
      isFeatureWord(t, language) ||
      skipWith(t.i) ||
      (!!invertedVerb && reading.spans.has(t.i - 1) && /^(mit|und)$/.test(t.lower)) ||
      (language === 'de' && !t.cap && reading.mentions.has(t.i + 1)) ||
      // "… und ihr gelbes Fahrrad fahren": a phrase joined by "and" still belongs to the subject.
      reading.phrases.some(
        (p) => p.from <= t.i && t.i <= p.head && /^(and|und|et|y|e)$/.test(tokens[p.from - 1]?.lower ?? ''),
      );
    while (tokens[i] && subject(tokens[i]!)) i += 1;
    const afterHero = tokens[heroAt + 1];
    if (invertedVerb && afterHero && !afterHero.punct) {
      goal.action = cut(`${invertedVerb.text} ${sentence.slice(afterHero.offset)}`, words.stop);
      actionVerb = invertedVerb;
    }
    const verb = invertedVerb ? undefined : tokens[i];
    const looksOnly =
      /^(is|has|have|wears|hat|ist|trägt|est|a|porte|es|tiene|lleva|è|ha|porta|é|tem|usa|veste)$/i;
    if (
      verb &&
      !verb.punct &&
      !afraid &&
      !(looksOnly.test(verb.text) && !(language === 'en' && tokens[verb.i + 1]?.pos === 'VERB')) &&
      (language !== 'en' ||
        /^(VERB|AUX)$/.test(verb.pos ?? '') ||
        (verb.pos === 'NOUN' && /^(DET|PRON|ADP)$/.test(tokens[verb.i + 1]?.pos ?? '')))
    ) {
      goal.action = cut(sentence.slice(verb.offset), words.stop);
      actionVerb = verb;
    }
  }
  if (goal.action) {
    const verb = verbOf(goal.action, language);
    if (verb) goal.verb = verb;
    goal.target = goal.target ?? thingIn(goal.action, reading);
  }
  // Feelings named anywhere ("Mia is lonely", "schüchtern").
  if (!goal.feeling) {
    for (const t of tokens) {
      const f = feelingOf(t.lower);
      if (f && f !== 'happy' && f !== 'brave') {
        goal.feeling = { word: t.text, en: f };
        break;
      }
    }
  }
  const until = words.until.exec(sentence);
  if (until) {
    const action = cut(until[1]!, words.stop);
    const thing = thingIn(action, reading);
    goal.resolution = { action, ...(thing ? { thing } : {}) };
  }
  const before = words.before.exec(sentence);
  if (before) {
    const word = cut(before[1]!, words.stop);
    if (word)
      goal.deadline = { word, ...(language === 'en' ? { en: word.replace(/^(the|a|an) /, '') } : {}) };
  }
  const all = tokens.filter((t) => !t.punct).map((t) => (language === 'en' ? (t.lemma ?? t.lower) : t.lower));
  const actionWords = goal.action ? all.filter((w) => goal.action!.toLowerCase().includes(w)) : [];
  // The goal's own verb decides first, then the words of the action, then the whole idea.
  const byVerb = goal.verb ? shapeOf([goal.verb], 'en', goal.feeling?.en) : 'open';
  const shape = goal.deadline
    ? 'deadline'
    : learning && goal.feeling?.en !== 'afraid' && goal.feeling?.en !== 'shy'
      ? 'learn'
      : byVerb !== 'open'
        ? byVerb
        : shapeOf(actionWords, language, goal.feeling?.en);
  goal.shape = shape !== 'open' ? shape : shapeOf(all, language, goal.feeling?.en);
  if (!PLOT_SHAPES.includes(goal.shape as PlotShape)) goal.shape = 'open';
  // The shape is read from the words as written; the book says the action as an infinitive.
  if (goal.action && actionVerb) goal.action = asInfinitive(goal.action, language, actionVerb);
  return goal;
}

/** A token inside round brackets ("(everyone calls him JJ)"). */
function inBrackets(tokens: Token[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && !/^[()]$/.test(tokens[i]!.text)) i -= 1;
  return i >= 0 && tokens[i]!.text === '(';
}

/**
 * The first thing or place the reader found inside a piece of the idea. A character found or met during the
 * story ("find the narwhal that grandpa Joe saw from his boat") is the goal when its kind comes first: the
 * object of the verb, not a noun of the clause about it (issue #21, spec §1: the story is about what the
 * parent wrote).
 */
function thingIn(text: string, reading: LatinReading): IdeaThing | undefined {
  const lower = text.toLowerCase();
  const at = (word: string): number => {
    const m = new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').exec(lower);
    return m ? m.index + m[1]!.length : -1;
  };
  const hit = (word: string) => at(word) >= 0;
  const thing = reading.things.find(
    (t) =>
      hit(t.noun.word) ||
      (t.noun.language === 'en' && (hit(t.noun.word.split(' ').pop()!) || (!!t.noun.en && hit(t.noun.en)))),
  );
  const found = arrivingIn(reading, at);
  if (found && (!thing || found.at < at(thing.noun.word))) return found.thing;
  if (thing) return thing;
  const place = reading.places.find((p) => hit(p.noun.word));
  if (place) return { noun: place.noun, drawAs: place.drawAs, traits: [] };
  return undefined;
}

/** The first character found or met during the story whose kind the text names, and where. */
function arrivingIn(
  reading: LatinReading,
  at: (word: string) => number,
): { thing: IdeaThing; at: number } | undefined {
  const hits = reading.characters
    .filter((c) => c.arrives && !c.name)
    .map((c) => ({ thing: { noun: c.kind, drawAs: c.drawAs, traits: [] }, at: at(c.kind.word) }))
    .filter((h) => h.at >= 0)
    .sort((a, b) => a.at - b.at);
  return hits[0];
}
