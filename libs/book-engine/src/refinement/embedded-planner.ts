import { planPages } from '../production/plan-pages';
import type { BookFormat, Page, PagePlan } from '../production/types';
import { LEX } from '../story/lexicon';
import type { CharacterSheet, Feature, HairLength, Language, Localized, StoryPlan } from '../types';
import { applyChanges, coverTouched, shortened, touchedPages } from './apply-changes';
import {
  interiorPageOf,
  viewerPageOf,
  type LookPatch,
  type LookWord,
  type PlannedChange,
  type RefinementAnswer,
  type RefinementContext,
  type RefinementPlanner,
  type RefinementRequest,
} from './changes';
import { InvalidRefinement } from './errors';
import { w } from './word-pattern';
import { isValidName, nameForBook, tidyName } from './names';
import { colourName, languageName, lightName, nounName, quote, slotName } from './texts/labels';
import { lightOf } from '../illustration/page';
import {
  already as isAlready,
  ask,
  notDrawn,
  displayName,
  kindLabel,
  lookPart,
  rationale,
  summary,
  type Locale,
} from './planner-texts';
import { kindOfSheet, type KindWord } from './kind-words';
import { coloursIn, looksLike, shaded, type Colour, type Relative } from './colour-words';
import { BUT, FEATURE_WORDS, FINE, SHADE_ONLY, SLOT_WORDS, YES, type SlotWord } from './planner-words';
import {
  adds,
  castAliases,
  globalOf,
  customerLanguage,
  dropRejected,
  germanFeminines,
  hasPages,
  ideaKindOf,
  readRequest,
  type Intent,
  type PageRef,
} from './read-request';

export { customerLanguage };

/**
 * The embedded refinement planner (issue #14, spec §3 Refinement session): deterministic and offline, it reads
 * German and English requests — cast names in any language of the book, "the fox" / "der Fuchs", page
 * numbers and "this page", colours, clothing, features, places, activities, styles — into typed changes over
 * the book's story state. What it cannot map with confidence it asks back, naming the options; it never
 * guesses. Answers to a question arrive with the earlier messages and are read together with them.
 */
export class EmbeddedRefinementPlanner implements RefinementPlanner {
  async plan(context: RefinementContext, request: RefinementRequest): Promise<RefinementAnswer> {
    return planRefinement(context, request);
  }
}

/** The planner's work, synchronous and pure. */
export function planRefinement(context: RefinementContext, request: RefinementRequest): RefinementAnswer {
  const earlier = (request.earlier ?? []).filter((m) => m.trim());
  if (request.history || earlier.length === 0) return planInDialogue(context, request);
  // Only the parent's side is given: the planner is deterministic, so what it answered them is rebuilt (the
  // last few turns, which is all it reads back) and it still knows which questions it has asked.
  const history: NonNullable<RefinementRequest['history']> = [];
  for (const message of earlier.slice(-6)) {
    const answer = planInDialogue(context, {
      message,
      focusPages: request.focusPages,
      history: [...history],
    });
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: answer.kind === 'plan' ? answer.summary : answer.prompt },
    );
  }
  return planInDialogue(context, { ...request, history });
}

function planInDialogue(context: RefinementContext, request: RefinementRequest): RefinementAnswer {
  // "Undo that" took back the wish before it: neither is read with what comes after (issue #21).
  const history = withoutUndone(
    context,
    request.focusPages,
    request.history ?? (request.earlier ?? []).map((content) => ({ role: 'user' as const, content })),
  );
  const earlier = history.filter((m) => m.role === 'user' && m.content.trim()).map((m) => m.content);
  // Answers and questions in the customer's language: the message's own, else the session's, else the site's.
  const locale =
    customerLanguage(request.message) ??
    [...earlier]
      .reverse()
      .map(customerLanguage)
      .find((l) => l !== undefined) ??
    context.locale;
  const here: RefinementContext = { ...context, locale };
  const asked = new Set(history.filter((m) => m.role === 'assistant').map((m) => m.content.trim()));
  const message = request.message;
  if (undoes(here, request.focusPages, message)) return undo(here, request.focusPages, history);

  // Each message on its own merits first (issue #21): a clear wish is planned whatever was asked before.
  const alone = attempt(here, request.focusPages, [message]);
  // "No, I meant Mia", "nicht Seite 12, Seite 14": the wish before, for the one the parent meant.
  if (alone.answer.kind !== 'plan' && CORRECTION.test(message)) {
    const fixed = corrected(here, request.focusPages, earlier, message);
    if (fixed) return fixed;
  }
  // It may answer the open request before it ("the scarf", "yes", "Rufus"): read with the parent's messages
  // since the last one that was a wish of its own, nearest first. An answer that is a plan by itself is
  // still read with the question's request when that only adds to it ("Make it blue" — "the dragon's scarf").
  const open: string[] = [];
  for (const [k, previous] of [...earlier].reverse().slice(0, 3).entries()) {
    // A message that only added to the plan before it ("and make it darker") was answered with that plan: the
    // two are one wish, not an open question for whatever comes next.
    const group = [...addedTo(here, request.focusPages, earlier[earlier.length - 2 - k], previous), previous];
    // A bare "yes" that answered nothing agreed with the plan before it: it neither opens nor ends a wish.
    if (group.length === 1 && agrees(previous)) continue;
    const before = attempt(here, request.focusPages, group).answer;
    if (before.kind === 'plan') {
      // "Yes", "ja genau", "perfect": the plan stands as proposed (confirmed with its button).
      if (alone.answer.kind !== 'plan' && agrees(message)) return before;
      // The wish just planned (not confirmed yet) may be completed, corrected or added to: the other line of
      // a new text, "no, green", "and give her a blue dress", "Englisch so lassen". Read together, the plan
      // replaces the one before when the message answers it or changes it; a wish of its own stays alone.
      if (alone.answer.kind !== 'plan' || adds(message)) {
        const together = attempt(here, request.focusPages, [...group, ...open, message]);
        if (
          together.answer.kind === 'plan' &&
          (together.answers || extends_(together.answer, before)) &&
          (alone.answer.kind !== 'plan' || extends_(together.answer, alone.answer))
        )
          return together.answer;
      }
      // "Yes please, round ones": agreement with something the planner cannot read keeps the plan.
      if (alone.answer.kind !== 'plan' && open.length === 0 && agreesFirst(message)) return before;
      // A wish that leaned on the one before for whom it is about: its own question, not "who?".
      if (alone.answer.kind !== 'plan') {
        const leaning = attempt(here, request.focusPages, [...group, message]);
        if (leaning.contextual && leaning.answer.kind === 'clarify') return leaning.answer;
      }
      break;
    }
    open.unshift(previous);
    const together = attempt(here, request.focusPages, [...open, message]).answer;
    if (together.kind !== 'plan') continue;
    if (alone.answer.kind !== 'plan' || extends_(together, alone.answer)) return together;
    break;
  }
  if (alone.answer.kind === 'plan') return alone.answer;
  // No plan: a new wish of its own replaces the stale question; a bare answer keeps the question open.
  const withOpen =
    open.length > 0 ? attempt(here, request.focusPages, [...open.slice(-1), message]) : undefined;
  // A wish of its own replaces the question before — unless it leans on it ("Krümel" — "mach ihn braun").
  const question =
    withOpen && (!alone.wish || withOpen.answers || withOpen.contextual) ? withOpen.answer : alone.answer;
  return unlooped(here, question as Extract<RefinementAnswer, { kind: 'clarify' }>, asked, message);
}

// ── Taking back ──────────────────────────────────────────────────────────────────────────────────────

type Turn = NonNullable<RefinementRequest['history']>[number];

/**
 * "Undo that", "mach das rückgängig", "lieber doch wie vorher", "annule ça": a message that only takes back —
 * it asks for nothing the planner can plan by itself ("doch keine Locken, lieber eine Brille" is a wish, "doch
 * keine Brille für Opa" after a wish for one takes it back: without it, it would ask for what already is).
 */
const UNDO = w(
  `undo|undo (?:that|it|this|the last (?:change|one|wish))|take (?:that|it|this) back|never ?mind|forget (?:about )?(?:that|it|this|the [\\p{L}-]+)|cancel (?:that|it|this)|scrap that|go back|(?:as|like) (?:it was )?before|the way it was|leave it as it was|rückgängig|mach (?:das|es) rückgängig|nimm (?:das|es) zurück|zurücknehmen|doch nicht|vergiss (?:das|es|den [\\p{L}-]+|die [\\p{L}-]+)|lass (?:das|es)(?: lieber)?|wie vorher|wie zuvor|wie es war|so wie es war|lieber doch nicht|doch kein\\p{L}*(?![^.!?]*(?:lieber|sondern|stattdessen|aber))|after all|annule|annuler|annule (?:ça|cela|la dernière)|laisse tomber|oublie (?:ça|cela)|comme avant|deshaz(?:lo)?|deshacer|olvídalo|olvidalo|como antes|como estaba|annulla|lascia stare|lascia perdere|come prima|desfaz|desfazer|esquece|отмени|отменить|верни как было|как было|撤销|撤回|取り消し|取り消して|元に戻して|元に戻す|취소|되돌려|تراجع|ألغ`,
  'iu',
  'known',
);
/** What may stand around a taking back: "hmm no, actually undo that please", "nee, lieber doch wie vorher". */
const UNDO_FILLER = w(
  `actually|hmm+|hm+|oh|ah|no|nope|nah|ok|okay|please|pls|sorry|the|last|change|one|title|title change|that|it|all|again|nein|nee|ne|ach|ähm|hm|doch|lieber|bitte|alles|das|die|letzte|änderung|wieder|non|plutôt|s'il te plaît|stp|finalement|no|mejor|por favor|mejor no|per favore|meglio|não|melhor|por favor|нет|пожалуйста|不|算了|やっぱり|아니|لا`,
  'giu',
  'known',
);

function undoes(context: RefinementContext, focusPages: number[], message: string): boolean {
  const lower = message.toLowerCase();
  if (!UNDO.test(lower)) return false;
  const rest = lower.replace(globalOf(UNDO), ' ').replace(UNDO_FILLER, ' ');
  // Only fillers besides, or no wish of its own ("undo the hat").
  return !/[\p{L}\p{N}]/u.test(rest) || attempt(context, focusPages, [message]).answer.kind !== 'plan';
}

/** The history without the turns taken back: each "undo" removes itself and the wish before it. */
function withoutUndone(context: RefinementContext, focusPages: number[], history: Turn[]): Turn[] {
  const turns: Turn[][] = [];
  for (const entry of history) {
    if (entry.role === 'user') turns.push([entry]);
    else if (turns.length > 0) turns[turns.length - 1]?.push(entry);
  }
  const kept: Turn[][] = [];
  for (const turn of turns) {
    const said = turn[0] as Turn;
    if (undoes(context, focusPages, said.content)) kept.pop();
    else kept.push(turn);
  }
  return kept.flat();
}

/**
 * "Undo that": the wish just made is taken back. What was proposed before it stands again; with nothing
 * before it, nothing is proposed and the parent is told what was taken back (a question, so nothing can be
 * confirmed). Spec §3: a plan is only proposed, so taking it back spends nothing.
 */
function undo(context: RefinementContext, focusPages: number[], history: Turn[]): RefinementAnswer {
  const at = history.map((t) => t.role).lastIndexOf('user');
  if (at < 0) return { kind: 'clarify', prompt: ask.nothingToUndo(context.locale) };
  const before = history.slice(0, at);
  const taken = planInDialogue(context, {
    message: (history[at] as Turn).content,
    focusPages,
    history: before,
  });
  const previous = before.map((t) => t.role).lastIndexOf('user');
  if (previous >= 0) {
    const standing = planInDialogue(context, {
      message: (before[previous] as Turn).content,
      focusPages,
      history: before.slice(0, previous),
    });
    if (standing.kind === 'plan') return standing;
  }
  const rationales = taken.kind === 'plan' ? taken.changes.map((c) => c.rationale) : [];
  return {
    kind: 'clarify',
    prompt:
      rationales.length > 0 ? ask.undone(context.locale, rationales) : ask.nothingToUndo(context.locale),
  };
}

/** The message before, when `previous` was no wish of its own but completed that one's plan. */
function addedTo(
  context: RefinementContext,
  focusPages: number[],
  prior: string | undefined,
  previous: string,
): string[] {
  if (prior === undefined || attempt(context, focusPages, [previous]).answer.kind === 'plan') return [];
  const before = attempt(context, focusPages, [prior]).answer;
  if (before.kind !== 'plan') return [];
  const together = attempt(context, focusPages, [prior, previous]);
  return together.answer.kind === 'plan' && (together.answers || extends_(together.answer, before))
    ? [prior]
    : [];
}

/** Only agreement: "yes", "ja genau", "perfect, thanks", "oui, d'accord". */
const agrees = (message: string): boolean => {
  const rest = message.toLowerCase().replace(globalOf(YES), ' ').replace(globalOf(FINE), ' ');
  return rest !== message.toLowerCase() && !/[\p{L}\p{N}]/u.test(rest);
};
/** Agreement first, then more ("yes please, round ones") — but not "yes, but …". */
const agreesFirst = (message: string): boolean => {
  const lower = message.toLowerCase().trim();
  const head = /^[\p{L}\p{M}'’]+(?:\s+[\p{L}\p{M}'’]+)?/u.exec(lower)?.[0] ?? '';
  return agrees(head) && !BUT.test(lower);
};

/** A message that corrects the one before: "no, I meant …", "sorry, Mia", "nein, ich meinte …". */
const CORRECTION =
  /^\s*(?:no|nope|not|sorry|oops|i meant|i mean|meant|nein|nee|nicht|sorry|ups|ich meinte|ich meine|gemeint)(?![\p{L}])|(?<![\p{L}])(?:i meant|ich meinte|meinte ich|i was talking about)(?![\p{L}])/iu;

/**
 * The last wish the parent made, with the character or page it named swapped for the one this message names —
 * when the message names exactly one other character or page and the wish was about exactly one.
 */
function corrected(
  context: RefinementContext,
  focusPages: number[],
  earlier: string[],
  message: string,
): RefinementAnswer | undefined {
  const text = correctedText(context, focusPages, earlier, message);
  // The corrected wish's plan, or its own question ("Jonas – what of him should be black?").
  return text === undefined ? undefined : attempt(context, focusPages, [text]).answer;
}

/** The last wish planned in the dialogue, as words: a wish of its own, or a correction made of the one before. */
function lastWish(context: RefinementContext, focusPages: number[], earlier: string[]): string | undefined {
  for (let i = earlier.length - 1; i >= Math.max(0, earlier.length - 4); i -= 1) {
    const m = earlier[i] as string;
    if (attempt(context, focusPages, [m]).answer.kind === 'plan') return m;
    if (!CORRECTION.test(m)) continue;
    const text = correctedText(context, focusPages, earlier.slice(0, i), m);
    if (text !== undefined && attempt(context, focusPages, [text]).answer.kind === 'plan') return text;
  }
  return undefined;
}

function correctedText(
  context: RefinementContext,
  focusPages: number[],
  earlier: string[],
  message: string,
): string | undefined {
  const previous = lastWish(context, focusPages, earlier);
  if (!previous) return undefined;
  const before = attempt(context, focusPages, [previous]).answer;
  if (before.kind !== 'plan') return undefined;
  const now = readRequest(context.plan, [message]);
  const meant = [...new Set(now.intents.flatMap((i) => ('who' in i ? i.who : [])))];
  const was = [...new Set(before.changes.flatMap((c) => ('character' in c ? [c.character] : [])))];
  let text: string | undefined;
  if (meant.length === 1 && was.length === 1 && meant[0] !== was[0]) {
    const alias = castAliases(context.plan).find((a) => a.index === was[0]);
    const name = displayName(context.plan, meant[0] as number, context.locale);
    let swapped = previous;
    for (const pattern of [alias?.names, alias?.kinds])
      if (pattern) swapped = swapped.replace(new RegExp(pattern.source, 'giu'), name);
    if (swapped !== previous)
      text = swapped.replace(/(?<![\p{L}])(?:the|der|die|das|den|dem)\s+(?=\p{Lu})/gu, '');
  }
  // "Not green": the wish before without the colour the parent now rejects, so its question asks which one.
  const named = coloursIn(message.toLowerCase()).map((c) => c.item.id);
  // A message that only says no ("not green", "nicht schwarz") wants none of the colours it names.
  const onlyNo =
    /^\s*(?:no|nein)?[\s,!.]*(?:not|nicht|kein\p{L}*)(?![\p{L}])/iu.test(message) &&
    !/(?<![\p{L}])(?:but|sondern|aber|rather|lieber)(?![\p{L}])/iu.test(message);
  // "No, not green, blue": the first is the one said no to, the rest are wanted.
  const wanted = onlyNo ? named.slice(1) : coloursIn(dropRejected(message).toLowerCase());
  const rejected = onlyNo ? named.slice(0, 1) : named;
  if (!text && rejected.length > 0 && wanted.length === 0) {
    const spans = coloursIn(previous.toLowerCase()).filter((c) => rejected.includes(c.item.id));
    if (spans.length > 0)
      text = spans
        .reduceRight((t, c) => t.slice(0, c.at) + t.slice(c.end), previous)
        .replace(/\s{2,}/gu, ' ');
  }
  const pages = now.pages.flatMap((p) => p.pages);
  const said = [...previous.matchAll(/\d{1,3}/gu)];
  if (!text && pages.length === 1 && said.length === 1) text = previous.replace(/\d{1,3}/u, String(pages[0]));
  if (!text) return undefined;
  return text;
}

/** Whether `more` changes everything `plan` changes (same targets) and something more or differently. */
function extends_(
  more: Extract<RefinementAnswer, { kind: 'plan' }>,
  plan: Extract<RefinementAnswer, { kind: 'plan' }>,
): boolean {
  const key = (c: PlannedChange) =>
    `${c.target}:${c.action}:${'character' in c ? c.character : 'page' in c ? c.page : ''}`;
  const keys = new Set(more.changes.map(key));
  return (
    plan.changes.every((c) => keys.has(key(c))) &&
    JSON.stringify(more.changes) !== JSON.stringify(plan.changes)
  );
}

/**
 * A question already asked in this session is not asked again (issue #21): the parent gets a more concrete
 * one — the options this book has, with its characters' looks as they are now.
 */
function unlooped(
  context: RefinementContext,
  question: Extract<RefinementAnswer, { kind: 'clarify' }>,
  asked: Set<string>,
  message: string,
): RefinementAnswer {
  const pageCount = planPages({
    plan: context.plan,
    format: context.format,
    textBackground: context.textBackground,
  }).pageCount;
  const candidates = [
    question.prompt,
    ask.options(context.locale, context.plan, pageCount),
    ask.pick(context.locale, context.plan),
    ask.options(context.locale, context.plan, pageCount, message),
  ];
  const prompt = candidates.find((c) => !asked.has(c.trim())) ?? (candidates[3] as string);
  return { kind: 'clarify', prompt };
}

interface Attempt {
  answer: RefinementAnswer;
  /** The messages held a wish of their own (not only an answer: "yes", "Mia", a page). */
  wish: boolean;
  /** The last message filled what an earlier one left open (an answer, read with its request). */
  answers: boolean;
  /** The last message names whom only through the messages before (a pronoun, the topic, "and …"). */
  contextual: boolean;
}

/**
 * Attempts already made over a story state: a dialogue reads the same messages several times (alone, with
 * the question before, while rebuilding what was answered), and an attempt is pure. Kept per plan object,
 * a few hundred at most.
 */
const ATTEMPTS = new WeakMap<StoryPlan, Map<string, Attempt>>();

function attempt(context: RefinementContext, focusPages: number[], messages: string[]): Attempt {
  const key = JSON.stringify([context.locale, context.format, context.textBackground, focusPages, messages]);
  let known = ATTEMPTS.get(context.plan);
  if (!known) {
    known = new Map();
    ATTEMPTS.set(context.plan, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  const made = attemptOnce(context, focusPages, messages);
  if (known.size >= 300) known.delete(known.keys().next().value as string);
  known.set(key, made);
  return made;
}

function attemptOnce(context: RefinementContext, focusPages: number[], messages: string[]): Attempt {
  const book = new Book(context, focusPages);
  const read = readRequest(
    context.plan,
    messages.filter((m) => m.trim().length > 0),
  );
  const last = messages.length - 1;
  const wish = read.intents.some((i) => i.message === last && i.kind !== 'fragment');
  const intents = withdrawn(answered(read.intents));
  const answers = read.intents.some((i) => i.message === last && !intents.includes(i));
  const contextual = read.intents.some((i) => i.message === last && i.fromContext === true);
  const singlePage = onlyPageRef(read.pages);
  const clarify = (prompt: string): Attempt => ({
    answer: { kind: 'clarify', prompt },
    wish,
    answers,
    contextual,
  });

  const planned: Planned[] = [];
  // Several wishes in one message: the clear ones are planned, and what is unclear is asked with the plan
  // ("eine rote Schleife für Krümel und eine Brille für Jonas": the glasses, and what Krümel can wear).
  const questions: string[] = [];
  for (const intent of intents) {
    if (intent.kind === 'fragment') continue;
    if (!firmPages(intent.page) && singlePage) intent.page = singlePage;
    const result = book.resolve(intent);
    if (typeof result === 'string') questions.push(result);
    else planned.push(...result);
  }
  if (questions[0] !== undefined && (planned.length === 0 || intents.some((i) => i.message < last)))
    return clarify(questions[0]);
  if (planned.length === 0 && book.cannot.length) return clarify(ask.cannotDraw(context.locale, book.cannot));
  if (planned.length === 0 && book.fulfilled[0]) return clarify(book.fulfilled[0]);
  if (planned.length === 0) {
    const named = intents.find((i) => i.page.pages.length > 0)?.page.pages[0];
    if (named === 1 || (named === undefined && intents.some((i) => i.page.cover))) {
      return clarify(ask.cover(context.locale, book.pages.pageCount));
    }
    // "Not happy with the bunny", "Kannst du Jonas ändern?": about one character, so the question is about it.
    const about = [
      ...new Set(
        read.intents
          .filter((i) => i.message === last && 'who' in i)
          .flatMap((i) => ('who' in i ? i.who : [])),
      ),
    ];
    if (named === undefined && about.length === 1)
      return clarify(
        ask.aboutCharacter(context.locale, displayName(context.plan, about[0] as number, context.locale)),
      );
    return clarify(ask.whatToChange(context.locale, context.plan, book.pages.pageCount, named));
  }
  const changes = book.finish(planned);
  const options = { format: context.format, textBackground: context.textBackground };
  try {
    applyChanges(context.plan, changes, options);
  } catch (error) {
    // A change the book cannot take is never proposed: ask instead of guessing.
    if (error instanceof InvalidRefinement) {
      return clarify(ask.whatToChange(context.locale, context.plan, book.pages.pageCount));
    }
    throw error;
  }
  // What a parent could not see is no plan (issue #21): no edit is spent on it.
  const invisible = changes.filter((c) => !isVisible(context.plan, c, options));
  if (invisible.length === changes.length) {
    return clarify(
      ask.invisible(
        context.locale,
        changes.map((c) => c.rationale),
      ),
    );
  }
  const visible = changes.filter((c) => !invisible.includes(c));
  return {
    answer: {
      kind: 'plan',
      changes: visible,
      summary:
        summary(
          context.locale,
          visible.map((c) => c.rationale),
        ) +
        (book.cannot.length ? ` ${notDrawn(context.locale, book.cannot)}` : '') +
        (questions[0] !== undefined ? `\n${questions[0]}` : ''),
    },
    wish,
    answers,
    contextual,
  };
}

/**
 * "Darker", "Krümels Fell etwas heller", "the hat a bit lighter" (issue #21): each part named takes the colour
 * asked for, or the one it has now, a step darker or lighter; an animal named alone is its fur. A part the
 * character does not have keeps no colour, so it is asked which.
 */
function relativePairs(
  sheet: CharacterSheet,
  animal: boolean,
  intent: Extract<Intent, { kind: 'look' }>,
): Array<{ slot?: SlotWord; colour?: Colour }> {
  const relative = intent.relative as Relative;
  const now = (slot: SlotWord): Colour | undefined => {
    if (slot.feature)
      return sheet.features.includes(slot.feature) ? shaded(sheet.colors.accent, relative) : undefined;
    if (slot.clothing || slot.slot === 'clothing')
      return !slot.clothing || slot.clothing === sheet.clothing
        ? shaded(sheet.colors.clothing, relative)
        : undefined;
    if (animal || slot.slot === 'body')
      return shaded(sheet.colors.body, relative, animal ? {} : { skin: sheet.colors.body });
    return shaded(sheet.colors.hair, relative);
  };
  const named = intent.pairs.map((p) =>
    p.colour
      ? { ...p, colour: shaded(p.colour.hex, relative, { hair: p.colour.hair, skin: p.colour.skin }) }
      : p.slot
        ? { slot: p.slot, ...(now(p.slot) ? { colour: now(p.slot) } : {}) }
        : p,
  );
  if (named.length > 0 || intent.features.length > 0 || !animal) return named;
  return [{ slot: FUR, colour: shaded(sheet.colors.body, relative) }];
}

/** Whether a change, applied alone, changes a page, the cover or the whole book's look (issue #21). */
export function isVisible(
  plan: StoryPlan,
  change: PlannedChange,
  options: { format: BookFormat; textBackground: boolean },
): boolean {
  const before = planPages({ plan, ...options });
  const after = planPages({ plan: applyChanges(plan, [change], options), ...options });
  return touchedPages(before, after).length > 0 || coverTouched(before, after);
}

/** The one page reference of a request, when all its references agree ("Shorter text. Page 6"). */
function onlyPageRef(refs: PageRef[]): PageRef | undefined {
  const distinct = new Map(refs.map((r) => [JSON.stringify(r), r]));
  return distinct.size === 1 ? [...distinct.values()][0] : undefined;
}

// ── Answers to earlier questions ─────────────────────────────────────────────────────────────────────

const PAGE_KINDS = new Set<Intent['kind']>(['rewrite', 'shorten', 'place', 'light', 'cast', 'action']);

/**
 * Reads an answer together with the request it answers: a later message fills what an earlier intent left
 * open (the page, who, the colour, the new name, the translation line) and is then used up.
 */
function answered(intents: Intent[]): Intent[] {
  const used = new Set<Intent>();
  intents.forEach((open, at) => {
    if (used.has(open)) return;
    intents.forEach((later, index) => {
      // An answer comes in a later message; within one message only a bare fragment after it adds to it
      // ('… soll stehen: „…“. Auf Englisch: „…“').
      // A bare colour after a kind in the same sentence is that kind's ("ein Dackel, braun").
      const after =
        later.message > open.message ||
        (index > at && (later.kind === 'fragment' || (open.kind === 'kind' && later.kind === 'look')));
      if (!after || used.has(later)) return;
      if (fill(open, later)) used.add(later);
    });
  });
  return intents.filter((i) => !used.has(i));
}

/**
 * "Jonas soll Locken haben" — "doch keine Locken, lieber eine Brille": a look taken back before it was confirmed
 * leaves the plan (it was never drawn, so there is nothing to remove); what is left of either wish stays.
 */
function withdrawn(read: Intent[]): Intent[] {
  let intents = read;
  const looks = intents.filter((i): i is Extract<Intent, { kind: 'look' }> => i.kind === 'look');
  for (const later of looks.filter((i) => i.remove && i.features.length > 0)) {
    for (const earlier of looks) {
      if (earlier.remove || earlier.message >= later.message) continue;
      if (!later.who.every((i) => earlier.who.includes(i))) continue;
      const gone = earlier.features.filter((f) => later.features.some((g) => g.feature === f.feature));
      if (gone.length === 0) continue;
      earlier.features = earlier.features.filter((f) => !gone.includes(f));
      later.features = later.features.filter((g) => !gone.some((f) => f.feature === g.feature));
    }
  }
  // "Make Mia younger" (asked back) — "then give her freckles": the wish that answered the size question.
  intents = intents.filter(
    (i) =>
      !(i.kind === 'size' && i.adult === undefined && !i.flip) ||
      !intents.some((j) => j.message > i.message && j.kind !== 'fragment'),
  );
  const empty = (i: Extract<Intent, { kind: 'look' }>) =>
    i.pairs.length === 0 && i.features.length === 0 && !i.cannot?.length && !i.anyColour && !i.relative;
  return intents.filter((i) => i.kind !== 'look' || !empty(i) || !looks.some((l) => l.remove));
}

/** Pages named for sure: "the page" with no page in view names none yet (an answer may). */
const firmPages = (p: Intent['page']): boolean => hasPages(p) && !(p.weak && p.pages.length === 0);

function fill(open: Intent, later: Intent): boolean {
  let filled = false;
  const fragment = later.kind === 'fragment' ? later : undefined;
  if (PAGE_KINDS.has(open.kind) && !firmPages(open.page)) {
    if ((fragment || later.kind === open.kind) && hasPages(later.page)) {
      open.page = later.page;
      filled = true;
    } else if (fragment?.yes) {
      open.page = { pages: [], here: true, cover: false };
      filled = true;
    }
  }
  const who =
    later.kind === 'fragment' || later.kind === 'look' || later.kind === 'cast' || later.kind === 'rename'
      ? later.who
      : [];
  const settle = (target: { who: number[]; ambiguous: number[][] }): boolean => {
    if (target.who.length > 0 || who.length === 0) return false;
    const group = target.ambiguous[0];
    const pick = group ? who.filter((i) => group.includes(i)) : who;
    if (pick.length === 0) return false;
    target.who = pick;
    target.ambiguous = [];
    return true;
  };
  switch (open.kind) {
    case 'which-kind':
      // "Krümel ist kein Junge!" — "ein Dackel" / "Er ist ein Dackel": the kind, for the same character.
      if (settle(open)) filled = true;
      if (later.kind === 'kind' && (later.who.length === 0 || later.who.every((i) => open.who.includes(i)))) {
        Object.assign(open, {
          kind: 'kind',
          target: later.target,
          ...(later.colour ? { colour: later.colour } : {}),
          ambiguous: [],
        });
        filled = true;
        break;
      }
      if (fragment?.target) {
        Object.assign(open, { kind: 'kind', target: fragment.target, ambiguous: [] });
        filled = true;
      }
      break;
    case 'size':
      // "Make Mia older" — "as a grown-up" / "yes": the size the question offered.
      if (settle(open)) filled = true;
      if (later.kind === 'size' && later.adult !== undefined && open.adult === undefined) {
        if (later.who.length === 0 || later.who.every((i) => open.who.includes(i))) {
          open.adult = later.adult;
          filled = true;
        }
      } else if (fragment?.yes && open.adult === undefined) {
        open.flip = true;
        filled = true;
      }
      break;
    case 'title':
      // "Change the title" — „Krümels großer Tag“: the title asked for.
      // "Auf Englisch: „…“": the title's other line; a quote alone after a title: the title, corrected.
      if (
        fragment &&
        later.message > open.message &&
        (fragment.quotes[0] ?? (!open.title && fragment.bare))
      ) {
        const given = (fragment.quotes[0] ?? fragment.bare) as string;
        if (open.title && fragment.language)
          open.more = [...(open.more ?? []), { language: fragment.language, title: given }];
        else open.title = given;
        filled = true;
      }
      break;
    case 'unknown-kind':
      // "Sonni should be a pangolin" — "then a dachshund": the kind it can draw, for the same character.
      if (fragment?.target) {
        Object.assign(open, { kind: 'kind', target: fragment.target, ambiguous: [] });
        filled = true;
      }
      break;
    case 'rewrite':
      if (fragment) {
        if (fragment.quotes.length) open.quotes = [...open.quotes, ...fragment.quotes];
        if (fragment.keep) open.keep = true;
        if (fragment.language && !open.language && fragment.quotes.length === 0 && !fragment.keep)
          open.language = fragment.language;
        filled ||= fragment.quotes.length > 0 || fragment.keep || !!fragment.language;
      }
      break;
    case 'look': {
      const whoFilled = (fragment || later.kind === 'look') && settle(open);
      const hairAsked = open.pairs.some((p) => p.slot?.id === 'hair' && !p.colour);
      const length = later.kind === 'shorten' ? 'hair-short' : later.kind === 'longer' ? 'hair-long' : '';
      const lengthWord = FEATURE_WORDS.find((f) => f.feature === length);
      if (hairAsked && lengthWord && !hasPages(later.page)) {
        // "Mia's hair" — "shorter": with no page named, the length of the hair asked about.
        open.pairs = open.pairs.filter((p) => !(p.slot?.id === 'hair' && !p.colour));
        open.features.push(lengthWord);
        filled = true;
      } else if (later.kind === 'look' && open.anyColour && later.pairs.some((p) => p.colour)) {
        // "A different colour" — "grey": the colour asked for, of the same character.
        if (later.who.length === 0 || later.who.every((i) => open.who.includes(i))) {
          open.pairs = later.pairs;
          open.features.push(...later.features);
          delete open.anyColour;
          filled = true;
        }
      } else if (
        later.kind === 'look' &&
        later.relative !== undefined &&
        later.relative === open.relative &&
        later.pairs.length === 0 &&
        later.features.length === 0 &&
        open.pairs.every((p) => !p.colour)
      ) {
        // "Make her hair darker" — "much darker", "mach den Hund dunkler" — "noch dunkler": the same wish
        // again, for the same part (planned one step darker, as before).
        filled = true;
      } else if (
        later.kind === 'look' &&
        later.relative &&
        later.features.length === 0 &&
        later.pairs.every((p) => !p.colour) &&
        open.pairs.some((p) => p.colour) &&
        (later.who.length === 0 || open.who.length === 0 || later.who.every((i) => open.who.includes(i)))
      ) {
        // "Give Sonni a green hat" — "a bit darker": the colour just asked for, a step darker.
        const slots = later.pairs.flatMap((p) => (p.slot ? [p.slot.id] : []));
        const relative = later.relative;
        open.pairs = open.pairs.map((p) =>
          p.colour && (slots.length === 0 || (p.slot && slots.includes(p.slot.id)))
            ? { ...p, colour: shaded(p.colour.hex, relative, { hair: p.colour.hair, skin: p.colour.skin }) }
            : p,
        );
        if (open.who.length === 0) open.who = later.who;
        filled = true;
      } else if (later.kind === 'look') {
        const bareColours = open.pairs.filter((p) => !p.slot && p.colour);
        const bareSlots = open.pairs.filter((p) => p.slot && !p.colour);
        const laterSlots = later.pairs.filter((p) => p.slot && !p.colour);
        const laterColours = later.pairs.filter((p) => !p.slot && p.colour);
        const compatible =
          later.who.length === 0 || open.who.length === 0 || later.who.every((i) => open.who.includes(i));
        if (compatible && bareColours.length > 0 && laterSlots.length > 0) {
          open.pairs = [
            ...open.pairs.filter((p) => p.slot),
            ...laterSlots.map((p, i) => ({
              slot: p.slot,
              colour: (bareColours[i] ?? bareColours[0])?.colour,
            })),
          ];
          if (open.who.length === 0) open.who = later.who;
          open.features.push(...later.features);
          filled = true;
        } else if (
          compatible &&
          bareSlots.length > 0 &&
          laterColours.length > 0 &&
          later.features.length === 0
        ) {
          open.pairs = open.pairs.map((p) =>
            p.slot && !p.colour ? { slot: p.slot, colour: laterColours[0]?.colour } : p,
          );
          filled = true;
        } else if (whoFilled && later.pairs.length === 0 && later.features.length === 0) {
          filled = true;
        } else if (
          compatible &&
          laterColours.length === 1 &&
          later.pairs.length === 1 &&
          later.features.length === 0 &&
          open.pairs.filter((p) => p.colour).length === 1
        ) {
          // A correction of the colour just asked for: "Give Sonni a yellow scarf" — "no, green".
          const colour = laterColours[0]?.colour;
          open.pairs = open.pairs.map((p) => (p.colour ? { ...p, colour } : p));
          filled = true;
        }
      } else if (whoFilled) {
        filled = true;
      }
      // "Die Brille von Jonas" — "weg damit": what was named is to go.
      if (
        fragment?.remove &&
        !open.remove &&
        (open.features.length > 0 || open.pairs.some((p) => p.slot?.feature))
      ) {
        open.remove = true;
        filled = true;
      }
      break;
    }
    case 'kind': {
      if ((fragment || later.kind === 'look') && settle(open)) filled = true;
      // "Sonni should be a dog" — "no wait, a cat": the kind corrected, for the same character.
      if (
        fragment?.target &&
        (fragment.who.length === 0 || fragment.who.every((i) => open.who.includes(i)))
      ) {
        open.target = fragment.target;
        filled = true;
      }
      // "Sonni should be a dog" — "a brown one", "und braun": the colour of the new kind.
      const only = later.kind === 'look' && later.pairs.length === 1 ? later.pairs[0] : undefined;
      if (
        later.kind === 'look' &&
        only?.colour &&
        !only.slot &&
        later.features.length === 0 &&
        (later.who.length === 0 || later.who.every((i) => open.who.includes(i)))
      ) {
        open.colour = only.colour;
        filled = true;
      }
      break;
    }
    case 'cast':
      if (fragment && settle(open)) filled = true;
      break;
    case 'rename':
      if ((fragment || later.kind === 'rename') && settle(open)) filled = true;
      if (!open.name) {
        const name =
          later.kind === 'rename'
            ? later.name
            : (fragment?.newName ?? (fragment && fragment.who.length === 0 ? fragment.bare : undefined));
        if (name && isValidName(name)) {
          open.name = name;
          filled = true;
        }
      }
      break;
    case 'action':
      if (
        !open.activity &&
        open.things.length === 0 &&
        later.kind === 'action' &&
        (later.activity || later.things.length)
      ) {
        open.activity = later.activity;
        open.things = later.things;
        filled = true;
      }
      break;
    default:
      break;
  }
  return filled;
}

// ── Resolving intents against the book ───────────────────────────────────────────────────────────────

/** A change with what its rationale is made of, so changes to one character merge into one. */
type Planned =
  { change: PlannedChange } | { character: number; patch: LookPatch; parts: Array<[string, string]> };

const TEXT_KINDS = new Set<Page['kind']>(['title', 'cast', 'story', 'story-text', 'about']);
const STORY_KINDS = new Set<Page['kind']>(['story', 'story-text', 'story-picture']);

const ANIMAL_FEATURES: Feature[] = ['hat', 'glasses', 'big-ears'];
const PERSON_FEATURES: Feature[] = ['glasses', 'freckles', 'hat', 'bow', 'curls'];
const HAIR_LOOKS = new Set<LookWord>(['curls', 'hair-short', 'hair-medium', 'hair-long']);

/** German or English, by the little words (for a quoted text whose line is not named). */
function guessLanguage(text: string): 'de' | 'en' | undefined {
  const lower = ` ${text.toLowerCase()} `;
  const count = (words: string[]) => words.reduce((n, word) => n + (lower.includes(` ${word} `) ? 1 : 0), 0);
  const de =
    count([
      'der',
      'die',
      'das',
      'und',
      'ist',
      'ein',
      'eine',
      'mit',
      'sie',
      'er',
      'nicht',
      'auf',
      'im',
      'zu',
      'den',
      'dem',
    ]) + (/[äöüß]/.test(lower) ? 2 : 0);
  const en = count([
    'the',
    'and',
    'is',
    'a',
    'an',
    'to',
    'of',
    'with',
    'they',
    'he',
    'she',
    'in',
    'on',
    'are',
    'it',
    'his',
    'her',
  ]);
  if (de === en) return undefined;
  return de > en ? 'de' : 'en';
}

class Book {
  readonly plan: StoryPlan;
  readonly pages: PagePlan;
  readonly locale: Locale;
  readonly focus?: number;

  constructor(context: RefinementContext, focusPages: number[]) {
    this.plan = context.plan;
    this.locale = context.locale;
    this.pages = planPages({
      plan: context.plan,
      format: context.format,
      textBackground: context.textBackground,
    });
    const focus = focusPages.find((p) => Number.isInteger(p));
    if (focus !== undefined) this.focus = focus;
  }

  /** Wishes the book already fulfils: no change, and said only when nothing else changes. */
  readonly fulfilled: string[] = [];
  /** Parts the drawing cannot show ("a grey beard"): said with the plan, or asked about when nothing else is. */
  readonly cannot: Array<{ whose?: string; word: string }> = [];

  private already(locale: Locale, what: string): Planned[] {
    this.fulfilled.push(ask.already(locale, what));
    return [];
  }

  private name(index: number): string {
    return displayName(this.plan, index, this.locale);
  }

  private viewerList(kinds: (p: Page) => boolean): string {
    return this.pages.pages
      .filter(kinds)
      .map((p) => viewerPageOf(p.number))
      .join(', ');
  }

  /**
   * The viewer page "where Sonni laughs": the one story text that has the most of the clause's rarer words
   * (a word's first five letters, "laughs" → "laughed"; words on more than a third of the pages, like the
   * names, say nothing). Undefined when no page or several pages fit equally.
   */
  private pageWhere(words: string[]): number | undefined {
    const texts = this.pages.pages
      .filter((p) => STORY_KINDS.has(p.kind) && p.text)
      .map((p) => ({
        p,
        text: Object.values(p.text?.body ?? {})
          .join(' ')
          .toLowerCase(),
      }));
    const stem = (word: string) =>
      (word.length >= 6 ? word.slice(0, 5) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const score = new Map<number, number>();
    for (const word of new Set(words)) {
      const at = new RegExp(`(?<![\\p{L}])${stem(word)}`, 'u');
      const on = texts.filter((t) => at.test(t.text));
      if (on.length === 0 || on.length > Math.max(1, Math.floor(texts.length / 3))) continue;
      for (const t of on) score.set(t.p.number, (score.get(t.p.number) ?? 0) + 1);
    }
    // Two words of the clause next to each other in the text ("Sonni laughed") weigh more than one alone.
    for (const [i, word] of words.entries()) {
      const next = words[i + 1];
      if (!next) continue;
      const pair = new RegExp(
        `(?<![\\p{L}])${stem(word)}\\p{L}*[^\\p{L}]+(?:\\p{L}+[^\\p{L}]+)?${stem(next)}`,
        'u',
      );
      for (const t of texts)
        if (score.has(t.p.number) && pair.test(t.text))
          score.set(t.p.number, (score.get(t.p.number) ?? 0) + 0.5);
    }
    const best = Math.max(0, ...score.values());
    const top = [...score].filter(([, n]) => n === best);
    return best > 0 && top.length === 1 ? viewerPageOf(top[0]![0]) : undefined;
  }

  /** Interior pages a page-level intent is about, moved to the facing page where the text or picture is. */
  private targets(intent: Intent, need: 'text' | 'picture'): number[] | string {
    const ref = intent.page;
    // "On every page": each story page with what the wish needs (its text, or its picture).
    if (ref.every) {
      const every = this.pages.pages.flatMap((p, i) =>
        STORY_KINDS.has(p.kind) && (need === 'text' ? !!p.text : !!p.illustration) ? [i + 1] : [],
      );
      if (every.length > 0) return every;
    }
    // "On the last page": the last story page with what the wish needs.
    if (ref.last) {
      const last = this.pages.pages.findLastIndex(
        (p) => STORY_KINDS.has(p.kind) && (need === 'text' ? !!p.text : !!p.illustration),
      );
      if (last >= 0) return [last + 1];
    }
    const viewer = [...ref.pages];
    const where = ref.where && viewer.length === 0 && !ref.here ? this.pageWhere(ref.where) : undefined;
    if (where !== undefined) viewer.push(where);
    if (ref.here && !(ref.weak && this.focus === undefined)) {
      if (this.focus === undefined) return ask.whichPage(this.locale, this.pages.pageCount);
      viewer.push(this.focus);
    }
    if (viewer.length === 0) {
      if (ref.cover) return ask.cover(this.locale, this.pages.pageCount);
      return ask.whichPage(this.locale, this.pages.pageCount, this.focus);
    }
    const out: number[] = [];
    for (const v of viewer) {
      if (v === 1) return ask.cover(this.locale, this.pages.pageCount);
      const interior = interiorPageOf(v);
      const page = this.pages.pages[interior - 1];
      if (!page || interior < 1) return ask.unknownPage(this.locale, v, this.pages.pageCount);
      const before = this.pages.pages[interior - 2];
      const after = this.pages.pages[interior];
      if (need === 'text') {
        if (page.text && TEXT_KINDS.has(page.kind)) out.push(interior);
        else if (page.kind === 'story-picture' && after?.kind === 'story-text') out.push(interior + 1);
        else
          return ask.noText(
            this.locale,
            v,
            this.viewerList((p) => p.kind === 'story' || p.kind === 'story-text'),
          );
      } else if (page.illustration) out.push(interior);
      else if (page.kind === 'story-text' && before?.kind === 'story-picture') out.push(interior - 1);
      else
        return ask.noPicture(
          this.locale,
          v,
          this.viewerList((p) => !!p.illustration),
        );
    }
    return [...new Set(out)];
  }

  /** What a character becomes by a kind change planned earlier in the same request ("ein Dackel, mit …"). */
  private readonly becomes = new Map<number, CharacterSheet['species']>();

  resolve(intent: Intent): Planned[] | string {
    const result = this.resolveOne(intent);
    if (typeof result !== 'string') {
      for (const item of result) {
        const change = 'change' in item ? item.change : undefined;
        if (change?.target === 'character' && change.action === 'change_look' && change.look.species)
          this.becomes.set(change.character, change.look.species);
      }
    }
    return result;
  }

  private resolveOne(intent: Intent): Planned[] | string {
    switch (intent.kind) {
      case 'rewrite':
        return this.rewrite(intent);
      case 'shorten':
        return this.shorten(intent);
      case 'longer':
        return ask.longer(this.locale);
      case 'style':
        if (intent.style.style === this.plan.style) {
          return this.already(this.locale, isAlready.style(this.locale, intent.style.style));
        }
        return [
          {
            change: {
              target: 'book',
              action: 'change_style',
              style: intent.style.style,
              rationale: rationale.style(this.locale, intent.style.style),
            },
          },
        ];
      case 'title':
        return this.title(intent);
      case 'size':
        return this.size(intent);
      case 'look':
        return this.look(intent);
      case 'cast':
        return this.cast(intent);
      case 'place':
        return this.place(intent);
      case 'light':
        return this.light(intent);
      case 'action':
        return this.action(intent);
      case 'rename':
        return this.rename(intent);
      case 'kind':
        return this.kind(intent);
      case 'newcomer':
        return ask.newcomer(this.locale, intent.name, this.plan);
      case 'about':
        // No change of its own: alone, it is asked about (what should change about …); with a wish, the wish.
        return [];
      case 'unknown-kind':
        return ask.unknownKind(this.locale, this.name(intent.who[0] as number), intent.word);
      case 'which-kind': {
        const who = this.who(intent, kindLabel(this.locale, intent.not));
        if (typeof who === 'string') return who;
        return ask.whichKind(this.locale, this.name(who[0] as number), intent.not);
      }
      case 'fragment':
        return [];
    }
  }

  /**
   * A new title (issue #21): for the book language it is written in (else the main one); the other title line
   * stays until the parent sends it, as for a page's text. The cover and the title page show it.
   */
  private title(intent: Extract<Intent, { kind: 'title' }>): Planned[] | string {
    const main = this.plan.mainLanguage;
    const current = this.plan.title[main] ?? '';
    const title = intent.title?.trim();
    if (!title) return ask.titleWhat(this.locale, current);
    const known = (l: Language | undefined): l is Language => !!l && this.plan.languages.includes(l);
    const written = customerLanguage(title) ?? intent.written ?? this.locale;
    const language = known(written) ? written : main;
    const titles: Partial<Record<Language, string>> = { [language]: title };
    for (const more of intent.more ?? []) {
      const other = known(more.language) ? more.language : this.plan.languages.find((l) => !(l in titles));
      if (other) titles[other] = more.title;
    }
    const changed = Object.entries(titles).filter(
      ([l, t]) => (this.plan.title[l as Language] ?? '').trim() !== t,
    );
    if (changed.length === 0) return this.already(this.locale, isAlready.title(this.locale, title));
    const other = this.plan.languages.find((l) => !(l in titles));
    const kept =
      other && this.plan.title[other] ? { language: other, title: this.plan.title[other] } : undefined;
    const shown = titles[language] ?? title;
    const extra = Object.entries(titles).find(([l]) => l !== language);
    return [
      {
        change: {
          target: 'book',
          action: 'retitle',
          title: titles,
          rationale:
            rationale.retitle(this.locale, shown, kept) +
            (extra
              ? ` (${languageName(extra[0] as Language, this.locale)}: ${quote(extra[1], this.locale)})`
              : ''),
        },
      },
    ];
  }

  /**
   * "Make Mia younger", "Krümel soll kleiner sein" (issue #21): the drawings know two sizes, a child's and a
   * grown-up's, and an animal has one. Crossing that line when asked ("as a grown-up", "Opa als Kind", or
   * "yes" to the question) is a plan; anything else is asked back precisely, with what can change.
   */
  private size(intent: Extract<Intent, { kind: 'size' }>): Planned[] | string {
    const who = this.who(intent, '');
    if (typeof who === 'string') return who;
    const index = who[0] as number;
    const sheet = (this.plan.cast[index] as StoryPlan['cast'][number]).sheet;
    const name = this.name(index);
    const animal = sheet.species !== 'person';
    const grownUp = !!sheet.grownUp;
    const adult = intent.flip ? !grownUp : intent.adult;
    if (animal || adult === undefined) return ask.size(this.locale, name, grownUp, animal);
    const part = lookPart.grownUp(this.locale, adult);
    if (adult === grownUp) return this.already(this.locale, `${name}: ${part}`);
    return [
      {
        change: {
          target: 'character',
          action: 'change_look',
          character: index,
          look: { grownUp: adult },
          rationale: rationale.look(this.locale, name, [part]),
        },
      },
    ];
  }

  private rewrite(intent: Extract<Intent, { kind: 'rewrite' }>): Planned[] | string {
    const targets = this.targets(intent, 'text');
    if (typeof targets === 'string') return targets;
    const viewer = viewerPageOf(targets[0] as number);
    if (targets.length !== 1) return ask.whichPage(this.locale, this.pages.pageCount, this.focus);
    const page = targets[0] as number;
    const { mainLanguage: main, translationLanguage: translation } = this.plan;
    const [first, second] = intent.quotes;
    if (!first) return ask.newText(this.locale, viewer);
    if (intent.language && !this.plan.languages.includes(intent.language)) {
      return ask.whichLanguageLine(this.locale, this.plan.languages);
    }
    const translateLine = (text: string): Planned[] => [
      {
        change: {
          target: 'page_text',
          action: 'translate_line',
          page,
          language: translation as Language,
          text,
          rationale: rationale.translateLine(this.locale, viewer, translation as Language, text),
        },
      },
    ];
    // Two texts are the two lines, main first. One text alone is planned for its line (issue #21: a clear
    // wish gets a plan): the line named ("the German line should read"), else — or when the line named is the
    // one to keep ("…, die englische Zeile bleibt") — the line its words are written in, else the main line.
    // The rationale says that the other line stays as it is until the parent sends it too.
    const otherStays = (language: Language): string =>
      intent.keep ? rationale.kept(this.locale, language) : rationale.keptForNow(this.locale, language);
    if (translation && !second) {
      const guessed =
        (main === 'de' || main === 'en') && (translation === 'de' || translation === 'en')
          ? guessLanguage(first)
          : undefined;
      const named = intent.quoteLanguage ?? (intent.language && !intent.keep ? intent.language : undefined);
      const kept = intent.language && intent.keep ? intent.language : undefined;
      const line =
        named ?? (guessed && guessed !== kept ? guessed : undefined) ?? (kept === main ? translation : main);
      if (line === translation) {
        const [only] = translateLine(first) as [{ change: PlannedChange }];
        return [{ change: { ...only.change, rationale: only.change.rationale + otherStays(main) } }];
      }
    }
    const body: Localized = { [main]: first };
    if (translation && second) body[translation] = second;
    const text =
      rationale.rewrite(
        this.locale,
        viewer,
        first,
        translation && second ? { language: translation, text: second } : undefined,
      ) + (translation && !second ? otherStays(translation) : '');
    return [{ change: { target: 'page_text', action: 'rewrite', page, body, rationale: text } }];
  }

  private shorten(intent: Intent): Planned[] | string {
    const targets = this.targets(intent, 'text');
    if (typeof targets === 'string') return targets;
    const out: Planned[] = [];
    for (const page of targets) {
      const body = this.pages.pages[page - 1]?.text?.body ?? {};
      const short = shortened(this.plan, body);
      const viewer = viewerPageOf(page);
      // On every page, a page already as short as it gets is left as it is.
      if (!short && intent.page.every) continue;
      if (!short) return ask.nothingToShorten(this.locale, viewer, body[this.plan.mainLanguage] ?? '');
      const kept = short[this.locale as Language] ?? short[this.plan.mainLanguage] ?? '';
      out.push({
        change: {
          target: 'page_text',
          action: 'shorten',
          page,
          rationale: rationale.shorten(this.locale, viewer, kept),
        },
      });
    }
    return out;
  }

  /** The characters an intent is about, or the question that settles it. */
  private who(intent: { who: number[]; ambiguous: number[][] }, what: string): number[] | string {
    if (intent.who.length > 0) return intent.who;
    const group = intent.ambiguous[0];
    if (group)
      return ask.whichOf(
        this.locale,
        group.map((i) => this.name(i)),
      );
    return ask.whoFor(this.locale, this.plan, what);
  }

  private look(intent: Extract<Intent, { kind: 'look' }>): Planned[] | string {
    const l = this.locale;
    // What the drawing has no part for is said, not painted on another part (issue #21).
    if (intent.cannot?.length) {
      const whose = intent.who.length === 1 ? this.name(intent.who[0] as number) : undefined;
      this.cannot.push(...intent.cannot.map((c) => ({ whose, word: c.word })));
      if (intent.pairs.length === 0 && intent.features.length === 0) return [];
    }
    // "A different colour": an animal's is its fur (asked which); a person's may be hair, skin or clothes.
    if (intent.anyColour) {
      const who = this.who(intent, '');
      if (typeof who === 'string') return who;
      const index = who[0] as number;
      return this.plan.cast[index]?.sheet.species === 'person'
        ? ask.aboutCharacter(l, this.name(index))
        : ask.whichColour(l, this.name(index), FUR);
    }
    const what = [
      ...intent.pairs.map((p) =>
        p.slot && p.colour
          ? lookPart.coloured(l, p.slot, p.colour, !!p.slot.clothing)
          : p.slot
            ? slotName(p.slot.id, l)
            : p.colour
              ? colourName(p.colour, l)
              : '',
      ),
      ...intent.features.map((f) => lookPart.feature(l, f.feature, intent.remove)),
    ].join(', ');
    // "The dress" when one character wears a dress, "the hat" when one has a hat: that one.
    if (intent.who.length === 0 && intent.ambiguous.length === 0) {
      const owners = this.plan.cast
        .map((c, i) => ({ sheet: c.sheet, i }))
        .filter(({ sheet }) =>
          intent.pairs.some(
            (p) =>
              (p.slot?.clothing && sheet.clothing === p.slot.clothing) ||
              (p.slot?.feature && sheet.features.includes(p.slot.feature)),
          ),
        );
      const owner = owners.length === 1 ? owners[0] : undefined;
      if (owner && !intent.remove) intent.who = [owner.i];
    }
    const who = this.who(intent, what);
    if (typeof who === 'string') {
      // A colour with neither whose nor what: ask what should take it.
      const bare = intent.pairs.find((p) => !p.slot && p.colour)?.colour;
      if (bare && intent.features.length === 0 && intent.pairs.every((p) => !p.slot))
        return ask.whatColoured(l, this.plan, bare);
      return who;
    }
    const out: Planned[] = [];
    for (const index of who) {
      const result = this.lookOf(index, intent);
      if (typeof result === 'string') return result;
      out.push(...result);
    }
    return out;
  }

  private lookOf(index: number, intent: Extract<Intent, { kind: 'look' }>): Planned[] | string {
    const l = this.locale;
    const sheet = this.plan.cast[index]?.sheet as CharacterSheet;
    const animal = (this.becomes.get(index) ?? sheet.species) !== 'person';
    // The idea made it an animal ("sein brauner Dackel Krümel") and the book drew a person: a wish only an
    // animal has — fur, or a colour for the whole character — brings back what the idea said, in that colour.
    const ideaKind = animal ? undefined : ideaKindOf(this.plan, index);
    const furOnly =
      intent.features.length === 0 &&
      !intent.remove &&
      intent.pairs.length > 0 &&
      intent.pairs.every((p) => (!p.slot || (p.slot.slot === 'body' && p.slot.of === 'animal')) && p.colour);
    if (ideaKind && furOnly) {
      const colour = intent.pairs[0]?.colour;
      return this.kind({
        kind: 'kind',
        message: intent.message,
        page: intent.page,
        who: [index],
        ambiguous: [],
        target: ideaKind,
        ...(colour ? { colour } : {}),
      });
    }
    const name = this.name(index);
    const patch: LookPatch = {};
    const colors: NonNullable<LookPatch['colors']> = {};
    const parts: Array<[string, string]> = [];
    const unchanged: string[] = [];
    const add = new Set<Feature>();
    const remove = new Set<Feature>();
    const allowed = animal ? ANIMAL_FEATURES : PERSON_FEATURES;
    const feature = (f: Feature): string | undefined => {
      if (!allowed.includes(f)) {
        return ask.cannotWear(
          l,
          name,
          allowed.map((a) => lookPart.feature(l, a, false)),
        );
      }
      const part = lookPart.feature(l, f, intent.remove);
      // What is already so is no change: left out of the plan, named only when nothing else changes.
      if (intent.remove ? !sheet.features.includes(f) : sheet.features.includes(f)) {
        unchanged.push(part);
        return undefined;
      }
      if (intent.remove) remove.add(f);
      else add.add(f);
      parts.push([`feature:${f}`, part]);
      return undefined;
    };
    const pairs = intent.relative ? relativePairs(sheet, animal, intent) : intent.pairs;
    if (pairs.length === 0 && intent.features.length === 0) return ask.aboutCharacter(l, name);
    for (const pair of pairs) {
      const colour = pair.colour;
      // "braun statt grün": the part that is green now is the one to change, when just one part is.
      const slot = pair.slot ?? (colour && intent.instead ? partInColour(sheet, intent.instead) : undefined);
      if (!slot) {
        // "Hops should be white", "Krümel soll braun sein": an animal in a colour fur can have is its fur.
        if (colour && animal && colour.hair && !intent.remove) {
          colors.body = colour.hair;
          parts.push(['body', lookPart.coloured(l, FUR, colour, false)]);
          continue;
        }
        // "Mia should be blonde", "Lotta ist rotblond", "金发": a colour only hair has is the hair's; so is
        // the colour of "braune Locken", "long black hair".
        const ofHair =
          HAIR_ONLY.has(colour?.id ?? '') || intent.features.some((f) => HAIR_LOOKS.has(f.feature));
        if (colour && !animal && ofHair && !intent.remove) {
          colors.hair = colour.hair ?? colour.hex;
          parts.push(['hair', lookPart.coloured(l, HAIR, colour, false)]);
          continue;
        }
        if (colour) return ask.whatOf(l, name, colour);
        continue;
      }
      if (slot.feature) {
        const problem = feature(slot.feature);
        if (problem) return problem;
        if (colour && !intent.remove) {
          if (SHADE_ONLY.has(colour.id)) return ask.whichColour(l, name, slot);
          colors.accent = colour.hex;
          const key = `feature:${slot.feature}`;
          const at = parts.findIndex(([k]) => k === key);
          if (at >= 0) parts.splice(at, 1);
          else unchanged.pop();
          parts.push([key, lookPart.coloured(l, slot, colour, true)]);
        }
        continue;
      }
      if (slot.clothing || slot.slot === 'clothing') {
        // Clothes cannot be taken away, only changed: the drawing always dresses a character.
        if (intent.remove) return animal ? ask.animalClothing(l, name) : ask.personClothing(l, name);
        if (slot.clothing) {
          if (animal && slot.clothing !== 'scarf' && slot.clothing !== 'cape')
            return ask.animalClothing(l, name);
          // "The dress" alone, on the one who wears it: what of it should change is its colour.
          if (
            !colour &&
            slot.clothing === sheet.clothing &&
            intent.features.length === 0 &&
            intent.pairs.length === 1
          )
            return ask.whichColour(l, name, slot);
          // Named clothing is always part of the patch ("the fox's scarf blue" is a scarf, whatever it wore).
          patch.clothing = slot.clothing;
        } else if (!colour) return ask.whichColour(l, name, slot);
        if (colour) {
          if (SHADE_ONLY.has(colour.id)) return ask.whichColour(l, name, slot);
          colors.clothing = colour.hex;
          const replaced = slot.clothing && slot.clothing !== sheet.clothing ? sheet.clothing : undefined;
          parts.push([
            'clothing',
            lookPart.coloured(l, slot, colour, !!slot.clothing) +
              (replaced ? lookPart.replaced(l, replaced) : ''),
          ]);
        } else {
          parts.push([
            'clothing',
            lookPart.clothing(l, slot, slot.clothing !== sheet.clothing ? sheet.clothing : undefined),
          ]);
        }
        continue;
      }
      // Hair, skin or fur. "Curly hair", "long hair" name the hair for its look, not for a colour.
      if (!colour && slot.slot === 'hair' && intent.features.some((f) => HAIR_LOOKS.has(f.feature))) continue;
      if (!colour) return ask.whichColour(l, name, slot);
      const fur = animal && (slot.slot === 'body' || slot.slot === 'hair');
      if (fur) {
        colors.body = colour.hair ?? colour.hex;
        parts.push(['body', lookPart.coloured(l, FUR, colour, false)]);
      } else if (slot.slot === 'hair') {
        colors.hair = colour.hair ?? colour.hex;
        parts.push(['hair', lookPart.coloured(l, slot, colour, false)]);
      } else {
        if (!colour.skin) {
          return ask.skinTone(l, name);
        }
        colors.body = colour.skin;
        parts.push(['body', lookPart.coloured(l, slot, colour, false)]);
      }
    }
    for (const f of intent.features) {
      const hair = /^hair-(short|medium|long)$/.exec(f.feature)?.[1] as HairLength | undefined;
      if (hair) {
        // A hair length is a person's; an animal's fur has none the drawing shows.
        if (animal) return ask.aboutCharacter(l, name);
        const part = lookPart.feature(l, f.feature, false);
        if ((sheet.hairLength ?? (sheet.gender === 'f' ? 'long' : 'short')) === hair) unchanged.push(part);
        else {
          patch.hairLength = hair;
          parts.push(['hairLength', part]);
        }
        continue;
      }
      const problem = feature(f.feature as Feature);
      if (problem) return problem;
    }
    if (Object.keys(colors).length) patch.colors = colors;
    if (add.size) patch.addFeatures = [...add];
    if (remove.size) patch.removeFeatures = [...remove];
    const changesSomething =
      (!!patch.clothing && patch.clothing !== sheet.clothing) ||
      Object.entries(colors).some(([k, v]) => sheet.colors[k as keyof CharacterSheet['colors']] !== v) ||
      [...add].some((f) => !sheet.features.includes(f)) ||
      remove.size > 0 ||
      !!patch.hairLength;
    if (!changesSomething) {
      return this.already(l, `${name}: ${[...parts.map((p) => p[1]), ...unchanged].join(', ')}`);
    }
    return [{ character: index, patch, parts }];
  }

  private briefCast(page: number): number[] {
    const brief = this.pages.pages[page - 1]?.illustration;
    const main = this.plan.mainLanguage;
    return (brief?.cast ?? [])
      .map((c) => this.plan.cast.findIndex((p) => p.role === c.role && (p.name[main] ?? '') === c.name))
      .filter((i) => i >= 0);
  }

  private cast(intent: Extract<Intent, { kind: 'cast' }>): Planned[] | string {
    const targets = this.targets(intent, 'picture');
    if (typeof targets === 'string') return targets;
    const who = this.who(intent, '');
    if (typeof who === 'string')
      return ask.whoOnPage(this.locale, this.plan, viewerPageOf(targets[0] as number));
    const out: Planned[] = [];
    for (const page of targets) {
      const current = this.briefCast(page);
      const viewer = viewerPageOf(page);
      const cast =
        intent.mode === 'only'
          ? who
          : intent.mode === 'add'
            ? [...new Set([...current, ...who])]
            : current.filter((i) => !who.includes(i));
      if (cast.length === 0) return ask.emptyPicture(this.locale, viewer);
      // A page already as wished is said (when no other page changes) and skipped.
      if (cast.length === current.length && cast.every((c, i) => current[i] === c)) {
        this.already(
          this.locale,
          isAlready.cast(
            this.locale,
            viewer,
            cast.map((i) => this.name(i)),
          ),
        );
        continue;
      }
      out.push({
        change: {
          target: 'page_scene',
          action: 'set_cast',
          page,
          scene: { cast },
          rationale: rationale.cast(
            this.locale,
            viewer,
            cast.map((i) => this.name(i)),
          ),
        },
      });
    }
    return out;
  }

  private place(intent: Extract<Intent, { kind: 'place' }>): Planned[] | string {
    const targets = this.targets(intent, 'picture');
    if (typeof targets === 'string') return targets;
    const entry = intent.entry;
    const out: Planned[] = [];
    for (const page of targets) {
      const viewer = viewerPageOf(page);
      const brief = this.pages.pages[page - 1]?.illustration;
      if (brief?.setting === entry.id) {
        this.already(this.locale, isAlready.place(this.locale, viewer, entry));
        continue;
      }
      out.push({
        change: {
          target: 'page_scene',
          action: 'set_place',
          page,
          scene: { ...(entry.place ? { place: entry.place } : {}), setting: entry.id },
          rationale: rationale.place(this.locale, viewer, entry),
        },
      });
    }
    return out;
  }

  /** "Page 9 at night", "es soll schneien": the picture's time of day and weather (issue #21). */
  private light(intent: Extract<Intent, { kind: 'light' }>): Planned[] | string {
    const targets = this.targets(intent, 'picture');
    if (typeof targets === 'string') return targets;
    const wanted = {
      ...(intent.timeOfDay ? { timeOfDay: intent.timeOfDay } : {}),
      ...(intent.weather ? { weather: intent.weather } : {}),
    };
    const words = lightName(wanted, this.locale);
    const out: Planned[] = [];
    for (const page of targets) {
      const viewer = viewerPageOf(page);
      const brief = this.pages.pages[page - 1]?.illustration;
      const now = brief ? lightOf(brief) : undefined;
      if (
        now &&
        (!wanted.timeOfDay || wanted.timeOfDay === now.time) &&
        (!wanted.weather || wanted.weather === now.weather)
      ) {
        this.already(this.locale, isAlready.light(this.locale, viewer, words));
        continue;
      }
      out.push({
        change: {
          target: 'page_scene',
          action: 'set_light',
          page,
          scene: wanted,
          rationale: rationale.light(this.locale, viewer, words),
        },
      });
    }
    return out;
  }

  private action(intent: Extract<Intent, { kind: 'action' }>): Planned[] | string {
    const targets = this.targets(intent, 'picture');
    if (typeof targets === 'string') return targets;
    const main = this.plan.mainLanguage;
    const out: Planned[] = [];
    for (const page of targets) {
      const viewer = viewerPageOf(page);
      const activity = intent.activity;
      if (!activity && intent.things.length === 0) return ask.whatHappens(this.locale, viewer);
      if (activity) {
        // The caption is in the book's main language (it becomes the alt text); other languages get English.
        const caption = main === 'de' ? activity.caption.de : activity.caption.en;
        out.push({
          change: {
            target: 'page_scene',
            action: 'set_action',
            page,
            scene: { action: caption, ...(activity.things.length ? { things: activity.things } : {}) },
            rationale: rationale.action(
              this.locale,
              viewer,
              this.locale === 'de' ? activity.caption.de : activity.caption.en,
            ),
          },
        });
      } else {
        const labels = intent.things.map((t) => {
          const entry = LEX.get(t);
          return entry ? nounName(t, this.locale, { en: entry.en.sg, de: entry.de.sg }) : t;
        });
        out.push({
          change: {
            target: 'page_scene',
            action: 'set_action',
            page,
            scene: { things: intent.things },
            rationale: rationale.things(this.locale, viewer, labels),
          },
        });
      }
    }
    return out;
  }

  private rename(intent: Extract<Intent, { kind: 'rename' }>): Planned[] | string {
    const l = this.locale;
    if (intent.who.length === 0 && intent.ambiguous.length === 0) {
      return intent.name ? ask.renameWho(l, this.plan, tidyName(intent.name)) : ask.renameWhich(l, this.plan);
    }
    const who = this.who(intent, '');
    if (typeof who === 'string') return who;
    if (who.length > 1)
      return ask.whichOf(
        l,
        who.map((i) => this.name(i)),
      );
    const index = who[0] as number;
    const old = this.name(index);
    if (!intent.name) return ask.renameWhat(l, old);
    if (!isValidName(intent.name)) return ask.badName(l, intent.name);
    const name = nameForBook(this.plan, intent.name);
    const main = this.plan.mainLanguage;
    if (this.plan.cast.some((c, i) => i !== index && c.name[main] === name[main]))
      return ask.nameTaken(l, name[main] as string);
    if (this.plan.cast[index]?.name[main] === name[main]) return this.already(l, `${old} (${name[main]})`);
    const translation = this.plan.translationLanguage;
    const other =
      translation && name[translation] && name[translation] !== name[main]
        ? { language: translation, name: name[translation] as string }
        : undefined;
    return [
      {
        change: {
          target: 'character',
          action: 'rename',
          character: index,
          name,
          rationale: rationale.rename(l, old, name[main] as string, other),
        },
      },
    ];
  }

  /** "Krümel is a brown dachshund, not a boy": the sheet (species, kind, fur) and the texts' noun (issue #21). */
  private kind(intent: Extract<Intent, { kind: 'kind' }>): Planned[] | string {
    const l = this.locale;
    const target = intent.target;
    const who = this.who(intent, kindLabel(l, target));
    if (typeof who === 'string') return who;
    if (who.length > 1)
      return ask.whichOf(
        l,
        who.map((i) => this.name(i)),
      );
    const index = who[0] as number;
    const sheet = this.plan.cast[index]?.sheet as CharacterSheet;
    const current = kindOfSheet(sheet);
    const name = this.name(index);
    const colour = intent.colour && !SHADE_ONLY.has(intent.colour.id) ? intent.colour : undefined;
    const patch: LookPatch = {};
    const colors: NonNullable<LookPatch['colors']> = {};
    // "Krümel ist ein Mädchen" of a dog: a she-dog, not a child (parents say it of their pets); and
    // "Krümel ist eine Hündin" of a dachshund: the same animal, a she.
    const sexOnly =
      target.sex &&
      sheet.species !== 'person' &&
      (target.id === 'girl' ||
        target.id === 'boy' ||
        (target.base === sheet.species && !GENDERED.has(target.id)));
    if (sexOnly && target.sex) {
      if (target.sex === sheet.gender) return this.already(l, `${name}: ${kindLabel(l, target)}`);
      return [
        {
          change: {
            target: 'character',
            action: 'change_look',
            character: index,
            look: { gender: target.sex },
            rationale: rationale.kind(l, name, sexLabel(l, target), undefined),
          },
        },
      ];
    }
    if (current?.id !== target.id) {
      patch.species = target.base;
      patch.kind = target.id;
    }
    if (target.base === 'person') {
      // A girl, a brother, a queen have a sex; a pirate or a teacher may be anyone.
      if (target.sex && GENDERED.has(target.id) && target.sex !== sheet.gender) patch.gender = target.sex;
      if (!!target.grownUp !== !!sheet.grownUp) patch.grownUp = !!target.grownUp;
      if (sheet.species !== 'person') colors.body = colour?.skin ?? '#f6d3b3';
      if (colour && !colour.skin) colors.hair = colour.hair ?? colour.hex;
    } else {
      const fur = colour
        ? (colour.hair ?? colour.hex)
        : sheet.species === target.base
          ? undefined
          : target.fur;
      if (fur && fur !== sheet.colors.body) colors.body = fur;
      if (sheet.clothing !== 'scarf' && sheet.clothing !== 'cape') patch.clothing = 'scarf';
      const personOnly = sheet.features.filter((f) => !ANIMAL_FEATURES.includes(f));
      if (personOnly.length) patch.removeFeatures = personOnly;
      if (sheet.grownUp) patch.grownUp = false;
    }
    if (Object.keys(colors).length) patch.colors = colors;
    const described = `${kindLabel(l, target, colour)}`;
    if (Object.keys(patch).length === 0) return this.already(l, `${name}: ${described}`);
    return [
      {
        change: {
          target: 'character',
          action: 'change_look',
          character: index,
          look: patch,
          rationale: rationale.kind(l, name, described, patch.kind ? target : undefined),
        },
      },
    ];
  }

  /** One change per character's look (later parts override earlier ones), duplicates dropped, order kept. */
  finish(planned: Planned[]): PlannedChange[] {
    const out: Array<PlannedChange | { look: number }> = [];
    const looks = new Map<number, { patch: LookPatch; parts: Map<string, string> }>();
    const seen = new Set<string>();
    for (const item of planned) {
      if ('change' in item) {
        const key = JSON.stringify({ ...item.change, rationale: '' });
        if (seen.has(key)) continue;
        seen.add(key);
        // A later style or name replaces an earlier one.
        const change = item.change;
        const earlier = out.findIndex(
          (c) =>
            'target' in c &&
            ((change.target === 'book' && c.target === 'book') ||
              (change.action === 'rename' && c.action === 'rename' && c.character === change.character)),
        );
        if (earlier >= 0) out.splice(earlier, 1);
        out.push(change);
        continue;
      }
      const current = looks.get(item.character);
      if (!current) {
        looks.set(item.character, {
          patch: JSON.parse(JSON.stringify(item.patch)) as LookPatch,
          parts: new Map(item.parts),
        });
        out.push({ look: item.character });
        continue;
      }
      const patch = current.patch;
      if (item.patch.colors) patch.colors = { ...(patch.colors ?? {}), ...item.patch.colors };
      if (item.patch.clothing) patch.clothing = item.patch.clothing;
      if (item.patch.hairLength) patch.hairLength = item.patch.hairLength;
      const add = new Set([...(patch.addFeatures ?? []), ...(item.patch.addFeatures ?? [])]);
      const remove = new Set([...(patch.removeFeatures ?? []), ...(item.patch.removeFeatures ?? [])]);
      for (const f of item.patch.removeFeatures ?? []) add.delete(f);
      for (const f of item.patch.addFeatures ?? []) remove.delete(f);
      if (add.size) patch.addFeatures = [...add];
      else delete patch.addFeatures;
      if (remove.size) patch.removeFeatures = [...remove];
      else delete patch.removeFeatures;
      for (const [key, text] of item.parts) current.parts.set(key, text);
    }
    return out.map((item) => {
      if ('target' in item) return item;
      const look = looks.get(item.look) as { patch: LookPatch; parts: Map<string, string> };
      return {
        target: 'character',
        action: 'change_look',
        character: item.look,
        look: look.patch,
        rationale: rationale.look(this.locale, this.name(item.look), [...look.parts.values()]),
      } satisfies PlannedChange;
    });
  }
}

/** The one part of a character drawn in one of these colours (its fur or hair, its clothes, a hat or bow). */
function partInColour(sheet: CharacterSheet, colours: Colour[]): SlotWord | undefined {
  const animal = sheet.species !== 'person';
  const parts: Array<[SlotWord | undefined, string]> = [
    [SLOT_WORDS.find((s) => s.slot === 'clothing' && !s.clothing), sheet.colors.clothing],
    animal
      ? [SLOT_WORDS.find((s) => s.slot === 'body' && s.of === 'animal'), sheet.colors.body]
      : [SLOT_WORDS.find((s) => s.slot === 'hair'), sheet.colors.hair],
  ];
  for (const feature of ['hat', 'bow'] as const)
    if (sheet.features.includes(feature))
      parts.push([SLOT_WORDS.find((s) => s.feature === feature), sheet.colors.accent]);
  const matching = parts.filter(([slot, hex]) => slot && colours.some((c) => looksLike(c, hex)));
  return matching.length === 1 ? matching[0]?.[0] : undefined;
}

const GENDERED = new Set([
  'girl',
  'boy',
  'sister',
  'brother',
  'grandma',
  'grandpa',
  'mum',
  'dad',
  'aunt',
  'uncle',
  'king',
  'queen',
  'prince',
  'princess',
  'witch',
  'wizard',
]);

/** Colours only hair has. */
const HAIR_ONLY = new Set(['blond', 'strawberry-blond', 'auburn']);
const HAIR = SLOT_WORDS.find((w) => w.slot === 'hair') as SlotWord;

/** The fur slot: an animal's colour without a slot word ("Hops should be white"). */
const FUR = SLOT_WORDS.find((w) => w.slot === 'body' && w.of === 'animal') as SlotWord;

/** A she-animal as the parent said it: "eine Hündin", "a female dog"; a girl or boy as itself. */
function sexLabel(l: Locale, target: KindWord): string {
  if (target.base === 'person' || target.de.g !== 'm') return kindLabel(l, target);
  if (l === 'de') {
    const word = germanFeminines(target.de.sg.toLowerCase())[0] ?? target.de.sg;
    return `eine ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  }
  return `a ${target.sex === 'f' ? 'female' : 'male'} ${target.en}`;
}
