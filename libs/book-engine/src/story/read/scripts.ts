import type { Language } from '../../types';
import scriptWords from '../data/script-words.json';
import type { PlotShape } from '../frame';
import { IDEA_EXTRAS, IDEA_VOCABULARIES } from '../idea-vocabularies';
import { LEX, type LexEntry } from '../lexicon';
import type {
  Category,
  IdeaCharacter,
  IdeaFrame,
  IdeaGoal,
  IdeaPlace,
  IdeaThing,
  Looks,
  Noun,
} from '../model';
import { findKnownName } from '../names';
import { characterDrawable, isPlaceLemma, lexfileOf, settingDrawable, thingDrawable } from './drawable';
import { asCharacterKind } from './latin';
import { knownNoun, nounOf } from './nouns';
import { LOOK_WORDS, extraNoun, type ScriptLanguage } from './script-words';
import { LEXFILE } from './wordnet';

/**
 * The reader of ideas written in Russian, Chinese, Japanese, Korean and Arabic (issue #21): one small module
 * per language cuts the idea into `Piece`s — words with their particles, clitics and case endings read off,
 * names found by the language's structure (particles, apposition, cues, reduplication, capitals), nouns looked
 * up in the idea vocabularies and `script-words.ts` — and this module assembles the open `IdeaFrame` from them
 * the same way for all five: names with the kind beside them, groups, unnamed characters, looks, relations,
 * places, things and the goal. Adjectives, adverbs, verbs and time words are never pieces a character can be
 * made of; a noun the tables do not know is kept as written.
 */

/** What a language module knows of a noun it found. */
export interface NounHit {
  /** The noun in the idea's spelling, in its dictionary form where the module can tell ("лес" for "лесу"). */
  word: string;
  /** Lexicon id, when the idea vocabulary knows the spelling. */
  id?: string;
  /** English lemma, when the table of everyday nouns knows it. */
  en?: string;
  /** A word for several ("자매", "姉妹", "الأخوان", "сёстры"). */
  plural?: boolean;
}

export interface Piece {
  /** Index in the idea's pieces. */
  i: number;
  /** The word as written, without the particles and clitics the module took off. */
  text: string;
  type:
    | 'name'
    | 'noun'
    | 'colour'
    | 'trait'
    | 'feeling'
    | 'look'
    | 'cue'
    | 'and'
    | 'number'
    | 'story'
    | 'word'
    | 'punct';
  /** Index of the sentence the piece is in. */
  sentence: number;
  noun?: NounHit;
  /** Names: the kind follows the name (a cue after it: "レオという男の子", "레오라는 트랙터", "叫皮皮的小企鹅"). */
  kindAfter?: boolean;
  /** Names: the sex the language's agreement gives (verb endings, pronouns after it). */
  sex?: 'f' | 'm';
  /** Names: the kind right before is not its kind (an indefinite construct: "جدة ليلى", Layla's grandmother). */
  owned?: boolean;
  /** Nouns: a possessive belongs to it ("her", "his", "their", "our"). */
  owner?: 'f' | 'm' | 'pl' | 'we';
  /** Nouns: indefinite Arabic noun heading a construct; never the kind of the name after it. */
  construct?: boolean;
  /** Marked as where something happens or whither (에서, で, 在…里, في, в + prepositional). */
  place?: boolean;
  /** Marked as whither (에/로, に/へ, 去/到, إلى, в + accusative): a journey's destination. */
  toward?: boolean;
  /** Marked as the object (을/를, を, measure word, accusative after a verb). */
  object?: boolean;
  /** "like his dad" (처럼, みたいに, 像, مثل, как). */
  like?: boolean;
  /** "wants to become a doctor": the noun is a role, not a character. */
  role?: boolean;
  /** "a story about the stars": the noun is a topic. */
  about?: boolean;
  /** Joined to the next piece by "and" (와/과, と, 和, و, и). */
  and?: boolean;
  /** Followed by "of" (の, 的): in Japanese the apposition of a kind and its name ("ねこのモモ"). */
  of?: boolean;
  /** A particle stands after it ("할머니와", "ねこが"): it is no apposition of the next piece. */
  sep?: boolean;
  /** Followed by a measure word or made of something ("قلعة من الرمل"): a thing. */
  material?: boolean;
  colour?: { en: string; hex: string };
  trait?: { word: string; en?: string };
  feeling?: string;
  look?: 'hair' | 'glasses' | 'freckles';
  /** Hair pieces: what the word itself says ("短发", "单发머리"). */
  hair?: { length?: 'short' | 'long'; curly?: boolean };
  /** Numbers: the value; `age` when a years word follows ("7さい", "여덟 살", "9 лет"). */
  value?: number;
  age?: boolean;
  /** Words: the plot shape a goal word gives. */
  goal?: PlotShape;
  /** Words: "before" of a deadline. */
  before?: boolean;
  /** Words: "finds", "meets" (the noun it governs arrives during the story). */
  found?: boolean;
  /** Words: "loves", "likes" (what it governs is what the child likes, neither a place nor a companion). */
  likes?: boolean;
}

/** The language's word order: adjectives follow the noun in Arabic; the verb comes last in Japanese and Korean. */
const ADJECTIVES_FOLLOW: Record<ScriptLanguage, boolean> = {
  ru: false,
  zh: false,
  ja: false,
  ko: false,
  ar: true,
};
const VERB_LAST: Record<ScriptLanguage, boolean> = { ru: false, zh: false, ja: true, ko: true, ar: false };

const LEX_CATEGORY: Partial<Record<LexEntry['cat'], Category>> = {
  child: 'person',
  relative: 'person',
  adult: 'person',
  animal: 'animal',
  creature: 'creature',
  vehicle: 'vehicle',
  toy: 'toy',
};

const RELATIONS: Record<string, string> = scriptWords.relations;
/** Traits of the shared table that are feelings the story can turn on. */
const FEELING_TRAITS = new Set(['shy', 'lonely']);
const CELEBRATIONS = new Set(['birthday', 'party', 'christmas', 'wedding', 'festival', 'new year']);
const EVENTS_IN_THE_WAY = new Set(['storm', 'rain', 'thunder', 'night', 'snow', 'winter', 'fire']);

/** The frame's Noun for a piece's noun: its English lemma and translations where a table knows them. */
function scriptNoun(hit: NounHit, language: ScriptLanguage): Noun {
  const known = knownNoun(language, hit.word);
  if (known) return nounOf(hit.word, language);
  const entry = hit.id ? LEX.get(hit.id) : undefined;
  if (entry) return nounOf(hit.word, language, { en: entry.en.sg, known: knownNoun('en', entry.en.sg) });
  const extra = extraNoun(language, hit.word);
  const en = hit.en ?? extra?.en;
  if (!en) return { word: hit.word, language };
  const base = knownNoun('en', en);
  return {
    word: hit.word,
    language,
    en,
    translations: { en, ...(base?.translations ?? {}), ...(extra?.translations ?? {}), [language]: hit.word },
  };
}

type Role =
  { character: { category: Category; drawAs: string; sex?: 'f' | 'm' } } | 'place' | 'thing' | 'event';

/** What a noun is by the tables and WordNet: a possible character, a place, a thing or an event. */
function roleOf(hit: NounHit, language: ScriptLanguage): Role | undefined {
  const entry = hit.id ? LEX.get(hit.id) : undefined;
  if (entry) {
    if (entry.cat === 'place') return 'place';
    if (entry.cat === 'event') return 'event';
    if (entry.cat === 'object') return 'thing';
    const kind = asCharacterKind(scriptNoun(hit, language));
    return kind ? { character: kind } : LEX_CATEGORY[entry.cat] ? undefined : 'thing';
  }
  const en = hit.en ?? extraNoun(language, hit.word)?.en;
  if (!en) return undefined;
  if (CELEBRATIONS.has(en)) return 'event';
  const lexfile = lexfileOf(en) ?? lexfileOf(en.split(' ').pop()!);
  // WordNet does not know it ("taiga"): where the idea puts it decides.
  if (lexfile === undefined) return undefined;
  const drawn = characterDrawable(en);
  // The word's most frequent sense decides: a tree is a plant, though WordNet also knows an actor Tree.
  if (drawn && (lexfile === LEXFILE.animal || lexfile === LEXFILE.person))
    return { character: asCharacterKind(scriptNoun(hit, language)) ?? drawn };
  const head = en.split(' ').pop()!;
  if (
    lexfile === LEXFILE.location ||
    settingDrawable(en) ||
    isPlaceLemma(en) ||
    (!lexfileOf(en) && (settingDrawable(head) || isPlaceLemma(head)))
  )
    return 'place';
  if (drawn && (drawn.category === 'vehicle' || drawn.category === 'creature'))
    return { character: asCharacterKind(scriptNoun(hit, language)) ?? drawn };
  if (lexfile === LEXFILE.act || lexfile === LEXFILE.event) return 'event';
  return 'thing';
}

/** Could the noun be a character's kind (a person, an animal, a creature, a vehicle, or a noun nobody knows)? */
export function mayBeKind(hit: NounHit, language: ScriptLanguage): boolean {
  const r = roleOf(hit, language);
  return r === undefined || isCharacterRole(r);
}

const isCharacterRole = (r: Role | undefined): r is Extract<Role, { character: unknown }> =>
  !!r && typeof r === 'object';

interface Mentioned {
  character: IdeaCharacter;
  at: number[];
  /** The kind's piece, when one gave it. */
  kindPiece?: Piece;
  /** Possessive of the kind's piece. */
  owner?: Piece['owner'];
}

/** Builds the open frame from a language module's pieces. */
export function assemble(pieces: Piece[], language: ScriptLanguage, sentence: string): IdeaFrame {
  const follow = ADJECTIVES_FOLLOW[language];
  const used = new Set<number>();
  const roles = new Map<number, Role | undefined>();
  const role = (p: Piece): Role | undefined => {
    if (!p.noun) return undefined;
    if (!roles.has(p.i)) roles.set(p.i, roleOf(p.noun, language));
    return roles.get(p.i);
  };
  const at = (i: number): Piece | undefined => pieces[i];
  const modifier = (p: Piece | undefined): boolean =>
    !!p && (p.type === 'colour' || p.type === 'trait' || (p.type === 'feeling' && !!p.trait));

  // 1. Modifiers: colours and adjectives belong to the noun they stand before (after, in Arabic).
  const mods = new Map<number, Piece[]>();
  for (const p of pieces) {
    if (!modifier(p)) continue;
    let j = p.i + (follow ? -1 : 1);
    while (modifier(at(j))) j += follow ? -1 : 1;
    const head = at(j);
    if (head && (head.type === 'noun' || head.type === 'name') && head.sentence === p.sentence) {
      // "её рыжий кот", "她的白色小狗": the possessive before the adjectives is the noun's.
      if (p.owner && !head.owner) head.owner = p.owner;
      const list = mods.get(head.i) ?? [];
      list.push(p);
      mods.set(head.i, list);
    }
  }
  // Arabic: "القطار الصغير توت" — the adjectives between a kind and its name are the kind's.
  const kindBefore = (name: Piece): Piece | undefined => {
    let j = name.i - 1;
    while (at(j) && (at(j)!.type === 'cue' || (follow && modifier(at(j))))) j -= 1;
    const p = at(j);
    if (!p || p.type !== 'noun' || used.has(p.i) || p.noun?.plural || p.construct || name.owned)
      return undefined;
    // A measure word marks a Chinese noun as an object, but "一只小兔子叫棉花" still names it.
    const object = p.object && !(language === 'zh' && at(p.i + 1)?.type === 'cue');
    if (p.sep || p.and || p.place || object || p.like || (p.of && language !== 'ja')) return undefined;
    if (p.sentence !== name.sentence) return undefined;
    const r = role(p);
    if (r === 'place' || r === 'event') return undefined;
    // A known thing is no kind ("a box Toto"), but an unknown noun before a name is ("천산갑 뭉치").
    if (r === 'thing' && !p.noun?.en) return undefined;
    if (r === 'thing') return undefined;
    return p;
  };
  const kindAfter = (name: Piece): Piece | undefined => {
    for (let j = name.i + 1; j <= name.i + 6 && at(j); j += 1) {
      const p = at(j)!;
      if (p.type === 'noun') {
        const r = role(p);
        return !used.has(p.i) && !p.noun?.plural && (isCharacterRole(r) || r === undefined) ? p : undefined;
      }
      if (p.type === 'punct' || p.type === 'name' || p.type === 'and') return undefined;
    }
    return undefined;
  };

  const mentioned: Mentioned[] = [];
  const byPiece = new Map<number, Mentioned>();
  const characterOf = (
    firstAt: number,
    name: string | undefined,
    kindPiece: Piece | undefined,
    sex?: 'f' | 'm',
  ): Mentioned => {
    const r = kindPiece ? role(kindPiece) : undefined;
    const kindNoun = kindPiece?.noun ? scriptNoun(kindPiece.noun, language) : undefined;
    let kind = isCharacterRole(r) ? r.character : undefined;
    if (kind && sex && kindNoun && kind.category === 'person' && !kind.sex)
      kind = asCharacterKind(kindNoun, sex) ?? kind;
    // A kind the tables do not know before a name ("천산갑 뭉치", "капибара Соня"): an animal, kept as written.
    if (kindPiece && !kind) kind = { category: 'animal', drawAs: 'dog' };
    const s = kind?.sex ?? sex;
    const personKind = s === 'm' ? 'boy' : 'girl';
    const c: IdeaCharacter = {
      id: '',
      ...(name ? { name } : {}),
      kind:
        kindNoun ??
        scriptNoun(
          { word: IDEA_VOCABULARIES[language].words[personKind]?.[0] ?? personKind, id: personKind },
          language,
        ),
      category: kind?.category ?? 'person',
      drawAs: kind?.drawAs ?? personKind,
      ...(s ? { sex: s } : {}),
      role: 'companion',
      traits: [],
      looks: {},
    };
    if (kindPiece) {
      used.add(kindPiece.i);
      for (const m of mods.get(kindPiece.i) ?? []) {
        if (m.colour && c.category !== 'person') {
          if (!c.looks.body) c.looks.body = { color: m.colour.hex, word: m.text };
          else if (!c.looks.pattern) c.looks.pattern = { color: m.colour.hex, word: m.text };
        } else if (m.trait) c.traits.push(m.trait);
      }
    }
    const m: Mentioned = {
      character: c,
      at: [firstAt, ...(kindPiece ? [kindPiece.i] : [])],
      ...(kindPiece ? { kindPiece } : {}),
      ...(kindPiece?.owner ? { owner: kindPiece.owner } : {}),
    };
    mentioned.push(m);
    for (const i of m.at) byPiece.set(i, m);
    return m;
  };

  // "喜欢星星和宇宙", "바다와 잠수함을 좋아해요", "любит поезда": what the child loves is a topic.
  for (const v of pieces.filter((p) => p.likes)) {
    const step = VERB_LAST[language] ? -1 : 1;
    for (let j = v.i + step; at(j) && at(j)!.sentence === v.sentence; j += step) {
      const p = at(j)!;
      if (p.type === 'punct' || p.type === 'name') break;
      if (step === 1 && !['noun', 'and', 'colour', 'trait', 'number'].includes(p.type)) break;
      // Before the verb: only the nouns it governs ("바다와 잠수함을 (아주) 좋아해요"), not the clause's places.
      if (step === -1 && p.type === 'noun' && (p.place || !(p.object || p.and || p.sep))) break;
      if (step === -1 && p.type === 'word' && j !== v.i - 1) break;
      if (p.type === 'noun') p.about = true;
    }
  }

  // 2. Names, with the kind beside them.
  const names = pieces.filter((p) => p.type === 'name');
  const nameKey = (text: string) => text.toLowerCase();
  for (const p of names) {
    const same = mentioned.find((m) => m.character.name && nameKey(m.character.name) === nameKey(p.text));
    if (same) {
      same.at.push(p.i);
      byPiece.set(p.i, same);
      if (!same.kindPiece) {
        const k = p.kindAfter ? kindAfter(p) : kindBefore(p);
        if (k) upgradeKind(same, k);
      }
      continue;
    }
    const kind = p.kindAfter ? (kindAfter(p) ?? kindBefore(p)) : kindBefore(p);
    const sex = p.sex ?? knownSex(p.text);
    const m = characterOf(p.i, p.text, kind, sex);
    // Adjectives and colours on the name itself ("白色的雪球", "рыжий Барсик").
    for (const mod of mods.get(p.i) ?? []) {
      if (mod.colour && m.character.category !== 'person' && !m.character.looks.body)
        m.character.looks.body = { color: mod.colour.hex, word: mod.text };
      else if (mod.trait) m.character.traits.push(mod.trait);
    }
  }
  function upgradeKind(m: Mentioned, k: Piece): void {
    const fresh = characterOf(k.i, undefined, k, m.character.sex);
    mentioned.splice(mentioned.indexOf(fresh), 1);
    const { id: _id, name: _name, ...kindOf } = fresh.character;
    Object.assign(m.character, {
      ...kindOf,
      name: m.character.name,
      traits: [...m.character.traits, ...kindOf.traits],
    });
    m.kindPiece = k;
    m.at.push(k.i);
    byPiece.set(k.i, m);
  }

  // 3. Groups: "두 자매 서연과 지우", "エマとロタのふたりの姉妹", "الأخوان عمر وعلي"; "Брат и сестра, Миша и Аня".
  const namedRun = (from: number, step: 1 | -1): Piece[] => {
    const run: Piece[] = [];
    let j = from;
    while (at(j)) {
      const p = at(j)!;
      if (p.type === 'name') run.push(p);
      else if (!(p.type === 'and' || (p.type === 'punct' && p.text !== '.') || p.type === 'number')) break;
      j += step;
    }
    return run;
  };
  for (const p of pieces) {
    if (p.type !== 'noun' || used.has(p.i)) continue;
    const r = role(p);
    if (!isCharacterRole(r)) continue;
    // Several kinds joined by "and", then as many names: each name its kind.
    if (!p.noun?.plural && p.and) {
      const kinds: Piece[] = [p];
      let j = p.i + 1;
      while (at(j) && (at(j)!.type === 'and' || at(j)!.type === 'noun')) {
        if (at(j)!.type === 'noun' && isCharacterRole(role(at(j)!))) kinds.push(at(j)!);
        j += 1;
      }
      while (at(j)?.type === 'punct' && at(j)!.text !== '.') j += 1;
      const run = namedRun(j, 1);
      if (
        kinds.length >= 2 &&
        run.length === kinds.length &&
        run.every((n) => !byPiece.get(n.i)?.kindPiece)
      ) {
        run.forEach((n, k) => upgradeKind(byPiece.get(n.i)!, kinds[k]!));
        continue;
      }
    }
    if (!p.noun?.plural) continue;
    const after = namedRun(p.i + 1, 1);
    const before = namedRun(p.i - 1, -1);
    const run = after.length >= 2 ? after : before.length >= 2 ? before.reverse() : [];
    if (run.length < 2) continue;
    for (const n of run) {
      const m = byPiece.get(n.i);
      if (!m || m.kindPiece) continue;
      const kind = r.character;
      const word = scriptNoun(p.noun, language);
      m.character.kind = word;
      m.character.category = kind.category;
      m.character.drawAs =
        kind.drawAs === 'girl' || kind.drawAs === 'boy'
          ? (m.character.sex ?? kind.sex) === 'm'
            ? 'boy'
            : 'girl'
          : kind.drawAs;
      if (kind.sex) m.character.sex = kind.sex;
      m.kindPiece = p;
    }
    used.add(p.i);
    const first = byPiece.get(run[0]!.i)!.character;
    const rel = RELATIONS[p.noun.id ?? ''];
    if (rel)
      for (const n of run.slice(1))
        byPiece.get(n.i)!.character.relation = { to: first.id || 'first', as: rel };
  }

  const pendingRelations = new Map<Mentioned, { as: string; owner?: Piece['owner'] }>();
  const searchedFor = (p: Piece): boolean =>
    pieces.some(
      (g) =>
        g.goal === 'quest' &&
        g.sentence === p.sentence &&
        (VERB_LAST[language]
          ? p.i < g.i && g.i - p.i <= 2 && !!p.object
          : g.i < p.i && p.i - g.i <= 3 && pieces.slice(g.i + 1, p.i).every((q) => q.type === 'word')),
    );
  // 4. Characters without a name: "her cat", "the farmer", "할머니", "一只困在树上的猫".
  for (const p of pieces) {
    if (p.type !== 'noun' || used.has(p.i) || p.role || p.about || p.material) continue;
    const r = role(p);
    if (!isCharacterRole(r)) continue;
    if (r.character.category === 'vehicle' || r.character.category === 'toy') continue;
    // "صديقه الروبوت بيب", "друг ёжик Колючка": a friend whose kind and name follow is that character.
    const next = at(p.i + 1);
    const nextMention = next ? byPiece.get(next.i) : undefined;
    if (
      nextMention &&
      r.character.category === 'person' &&
      !p.sep &&
      !p.and &&
      nextMention.kindPiece === next
    ) {
      const rel = RELATIONS[p.noun?.id ?? ''] ?? RELATIONS[p.noun?.en ?? ''];
      if (rel) pendingRelations.set(nextMention, { as: rel, owner: p.owner });
      used.add(p.i);
      nextMention.at.push(p.i);
      byPiece.set(p.i, nextMention);
      continue;
    }
    // "토끼 인형 몽실이": a noun right before a named character's kind says what kind ("a rabbit doll").
    if (
      (VERB_LAST[language] || language === 'zh') &&
      !p.sep &&
      !p.and &&
      !p.of &&
      nextMention?.character.name &&
      nextMention.kindPiece === next
    ) {
      nextMention.character.traits.unshift({ word: p.text, ...(p.noun?.en ? { en: p.noun.en } : {}) });
      used.add(p.i);
      nextMention.at.push(p.i);
      byPiece.set(p.i, nextMention);
      continue;
    }
    // "아기 용", "小熊" written apart: a person noun right before an animal is what the animal is ("a baby dragon").
    if (
      VERB_LAST[language] || language === 'zh'
        ? r.character.category === 'person' &&
          !p.sep &&
          !p.and &&
          !p.of &&
          next?.type === 'noun' &&
          !used.has(next.i) &&
          isCharacterRole(role(next)) &&
          (role(next) as Extract<Role, { character: unknown }>).character.category !== 'person'
        : false
    ) {
      const list = mods.get(next!.i) ?? [];
      list.unshift({
        ...p,
        type: 'trait',
        trait: { word: p.text, ...(p.noun?.id === 'baby' ? { en: 'little' } : {}) },
      });
      mods.set(next!.i, list);
      used.add(p.i);
      continue;
    }
    // "소방관 아빠": two person nouns in a row are one character, the second one's kind.
    if (
      r.character.category === 'person' &&
      !p.sep &&
      !p.and &&
      next?.type === 'noun' &&
      !used.has(next.i) &&
      isCharacterRole(role(next)) &&
      (role(next) as Extract<Role, { character: unknown }>).character.category === 'person'
    )
      continue;
    const entry = p.noun?.id ? LEX.get(p.noun.id) : undefined;
    // "사람들", "детей": people in general are no character; neither are a group's members without names.
    if (p.noun?.plural && r.character.category === 'person') continue;
    if (p.noun?.en === 'people') continue;
    // A friend nobody names or owns is what the hero wants to find ("交朋友", "친구를 찾아요").
    if (p.noun?.id === 'friend' && !p.owner) continue;
    // "помогают медвежонку найти маму", "يبحث عن أمه", "找妈妈": the one searched for is the goal, not there.
    if (r.character.category === 'person' && searchedFor(p)) continue;
    // The same kind again ("дедушке … с дедушкой"): one character.
    const again = mentioned.find(
      (m) => !m.character.name && m.character.kind.word === scriptNoun(p.noun!, language).word,
    );
    if (again) {
      again.at.push(p.i);
      byPiece.set(p.i, again);
      used.add(p.i);
      continue;
    }
    const m = characterOf(p.i, undefined, p);
    // "소방관 아빠": the noun before is what the character is as well; kept with it, as written.
    const prev = at(p.i - 1);
    if (
      prev?.type === 'noun' &&
      !used.has(prev.i) &&
      isCharacterRole(role(prev)) &&
      role(prev) &&
      !prev.and
    ) {
      const r2 = role(prev) as Extract<Role, { character: unknown }>;
      if (r2.character.category === 'person' && m.character.category === 'person') {
        m.character.traits.unshift({ word: prev.text, ...(prev.noun?.en ? { en: prev.noun.en } : {}) });
        used.add(prev.i);
        m.at.push(prev.i);
        byPiece.set(prev.i, m);
      }
    }
    if (entry?.cat === 'animal' || entry?.cat === 'creature' || r.character.category === 'animal') {
      const finder = VERB_LAST[language]
        ? pieces.slice(p.i + 1, p.i + 4).find((x) => x.found)
        : pieces.slice(Math.max(0, p.i - 3), p.i).find((x) => x.found);
      if (finder && mentioned.length > 1) m.character.arrives = true;
    }
  }

  // 5. The hero first: the first named character who is no grown-up relative, else the first named, else the first.
  const grownUp = (c: IdeaCharacter) => {
    const id = knownNoun(language, c.kind.word)?.entry?.id ?? '';
    return ['grandma', 'grandpa', 'mum', 'dad', 'aunt', 'uncle'].includes(id) || LEX.get(id)?.cat === 'adult';
  };
  // Someone's pet or relative ("her cat Mishmish") is not the hero while the owner is in the idea.
  const owned = (m: Mentioned) => m.owner === 'f' || m.owner === 'm';
  const heroOf =
    mentioned.find((m) => m.character.name && !grownUp(m.character) && !owned(m)) ??
    mentioned.find((m) => m.character.name && !grownUp(m.character)) ??
    mentioned.find((m) => m.character.name) ??
    mentioned.find((m) => !grownUp(m.character) && m.character.category === 'person') ??
    mentioned[0];
  const ordered = heroOf ? [heroOf, ...mentioned.filter((m) => m !== heroOf)] : [];
  const oldIds = new Map<Mentioned, string>();
  ordered.forEach((m, k) => {
    oldIds.set(m, m.character.id);
    m.character.id = `c${k + 1}`;
    m.character.role = k === 0 ? 'protagonist' : 'companion';
  });
  // Group relations were made before the ids: point them at the group's first member.
  for (const m of ordered)
    if (m.character.relation?.to === 'first' || m.character.relation?.to === '') {
      const group = ordered.find((x) => x !== m && x.kindPiece === m.kindPiece);
      if (group) m.character.relation = { to: group.character.id, as: m.character.relation.as };
      else delete m.character.relation;
    }

  // 6. Relations: "her cat" is a pet, grandma the hero's grandparent.
  const hero = heroOf?.character;
  const firstAt = (m: Mentioned) => Math.min(...m.at);
  const personBefore = (i: number, not: Mentioned): IdeaCharacter | undefined =>
    ordered
      .filter((x) => x !== not && x.character.category === 'person' && firstAt(x) < i)
      .sort((a, b) => firstAt(b) - firstAt(a))[0]?.character;
  for (const m of ordered) {
    const c = m.character;
    if (c === hero || c.relation) continue;
    const entryId =
      knownNoun(language, c.kind.word)?.entry?.id ??
      (c.kind.en ? knownNoun('en', c.kind.en)?.entry?.id : undefined) ??
      '';
    const kindEn = c.kind.en ?? '';
    // "her cat": the person before; "their turtle", "our puppy": the hero's.
    const owner = m.owner === 'f' || m.owner === 'm' ? (personBefore(firstAt(m), m) ?? hero) : hero;
    if (!owner || owner === c) continue;
    const pending = pendingRelations.get(m);
    if (pending) {
      c.relation = { to: owner.id, as: pending.as };
      continue;
    }
    if (m.owner && c.category !== 'person') c.relation = { to: owner.id, as: 'pet' };
    else if (RELATIONS[entryId] ?? RELATIONS[kindEn])
      c.relation = { to: owner.id, as: (RELATIONS[entryId] ?? RELATIONS[kindEn])! };
  }

  // 7. Looks beyond the kind: hair, glasses, freckles; the owner is the character the phrase describes.
  const characterNear = (p: Piece): IdeaCharacter | undefined => {
    const inSentence = (m: Mentioned) => m.at.some((i) => at(i)?.sentence === p.sentence);
    const after = ordered
      .filter((m) => inSentence(m) && m.at.some((i) => i > p.i))
      .sort((a, b) => Math.min(...a.at.filter((i) => i > p.i)) - Math.min(...b.at.filter((i) => i > p.i)))[0];
    const before = ordered
      .filter((m) => inSentence(m) && m.at.some((i) => i < p.i))
      .sort((a, b) => Math.max(...b.at.filter((i) => i < p.i)) - Math.max(...a.at.filter((i) => i < p.i)))[0];
    // Chinese, Japanese and Korean describe before the noun ("안경을 쓴 유나"); Russian and Arabic after it.
    const first = language === 'ru' || language === 'ar' ? (before ?? after) : (after ?? before);
    return (first ?? heroOf)?.character;
  };
  for (const p of pieces) {
    if (p.type !== 'look') continue;
    const owner = characterNear(p);
    if (!owner) continue;
    if (p.look === 'glasses') owner.looks.glasses = true;
    else if (p.look === 'freckles') owner.looks.freckles = true;
    else {
      const hair: NonNullable<Looks['hair']> = { ...(owner.looks.hair ?? {}), ...(p.hair ?? {}) };
      const near = [at(p.i - 1), at(p.i + 1), at(p.i + 2), at(p.i - 2)].filter(
        (x): x is Piece => !!x && x.sentence === p.sentence,
      );
      const colour = (follow ? [at(p.i + 1), at(p.i + 2)] : [at(p.i - 1), at(p.i - 2)]).find(
        (x) => x?.colour,
      );
      if (colour?.colour) {
        hair.color = colour.colour.hex;
        hair.word = colour.text;
      }
      for (const x of near) if (x.hair) Object.assign(hair, x.hair);
      owner.looks.hair = hair;
    }
  }
  // A colour right before a person's name is the clothes' or hair's we cannot tell: not read. Ages:
  for (const p of pieces) {
    if (p.type !== 'number' || !p.age || p.value === undefined) continue;
    const before = ordered
      .filter((m) => m.character.name && m.at.some((i) => i < p.i && at(i)?.sentence === p.sentence))
      .pop();
    const c = before?.character ?? hero;
    if (c && c.age === undefined && p.value > 0 && p.value < 19) c.age = p.value;
  }

  // 8. Places and things. What the hero builds is a thing, even a fortress or a castle ("строят снежную крепость").
  const builds = pieces.find((p) => p.goal === 'build');
  const built = builds
    ? VERB_LAST[language]
      ? pieces
          .slice(0, builds.i)
          .reverse()
          .find((p) => p.type === 'noun' && p.object && p.sentence === builds.sentence)
      : pieces.slice(builds.i + 1).find((p) => p.type === 'noun' || p.type === 'punct')
    : undefined;
  if (built?.type === 'noun' && !used.has(built.i) && !byPiece.has(built.i)) {
    built.material = true;
    delete built.place;
  }
  const places: IdeaPlace[] = [];
  const things: IdeaThing[] = [];
  const thingAt = new Map<number, IdeaThing>();
  const placeAt = new Map<number, IdeaPlace>();
  for (const p of pieces) {
    if (p.type !== 'noun' || used.has(p.i) || byPiece.has(p.i)) continue;
    const r = role(p);
    const noun = scriptNoun(p.noun!, language);
    const en = noun.en;
    const entry = p.noun!.id ? LEX.get(p.noun!.id) : undefined;
    if ((r === 'place' || (r === undefined && p.place)) && !p.material && !p.about) {
      const drawAs =
        (entry && (settingDrawable(entry.id) ?? entry.place)) ??
        (en && (settingDrawable(en) ?? settingDrawable(en.split(' ').pop()!))) ??
        'home';
      const same = places.find((x) => (x.noun.en && x.noun.en === en) || x.noun.word === noun.word);
      if (same) placeAt.set(p.i, same);
      else {
        const place = { noun, drawAs };
        places.push(place);
        placeAt.set(p.i, place);
      }
      continue;
    }
    if (r === 'event') continue;
    // "玩具听诊器", "종이 비행기": a noun right before another is what the second one is made or meant for.
    const next = at(p.i + 1);
    if (
      (VERB_LAST[language] || language === 'zh') &&
      !p.sep &&
      !p.of &&
      !p.and &&
      next?.type === 'noun' &&
      next.sentence === p.sentence &&
      !used.has(next.i) &&
      !byPiece.has(next.i) &&
      r !== 'place' &&
      role(next) !== 'place'
    ) {
      const list = mods.get(next.i) ?? [];
      list.unshift({ ...p, type: 'trait', trait: { word: p.text } });
      mods.set(next.i, list);
      continue;
    }
    if (r === undefined && !p.object && !p.material && !p.role && !p.about && !p.like) continue;
    if (isCharacterRole(r) && r.character.category === 'person' && !p.role && !p.about) continue;
    const drawAs =
      (entry && thingDrawable(entry.id)) ??
      (en ? (thingDrawable(en) ?? thingDrawable(en.split(' ').pop()!)) : undefined);
    const traits = (mods.get(p.i) ?? []).flatMap((m) =>
      m.trait ? [m.trait] : m.colour ? [{ word: m.text, en: m.colour.en }] : [],
    );
    const same = things.find((x) => x.noun.word === noun.word);
    if (same) {
      thingAt.set(p.i, same);
      continue;
    }
    const thing: IdeaThing = {
      noun,
      ...(drawAs ? { drawAs } : {}),
      traits,
      ...(p.noun!.plural ? { plural: true } : {}),
    };
    things.push(thing);
    thingAt.set(p.i, thing);
  }

  // The story's own things first; what the hero wants to become and what the child loves after them.
  const thingRank = (t: IdeaThing): number => {
    const at = [...thingAt.entries()].filter(([, x]) => x === t).map(([i]) => pieces[i]!);
    return at.every((p) => p.about) ? 2 : at.every((p) => p.role) ? 1 : 0;
  };
  things.sort((a, b) => thingRank(a) - thingRank(b));
  // Where the story happens first, where it goes last ("едет по городу … в зоопарк", "家のにわで").
  const rank = (place: IdeaPlace): number => {
    const at = [...placeAt.entries()].filter(([, x]) => x === place).map(([i]) => pieces[i]!);
    return at.some((p) => p.toward) ? 2 : at.some((p) => p.place && !p.of) ? 0 : 1;
  };
  places.sort((a, b) => rank(a) - rank(b));

  // 9. The goal.
  const goal = readGoal(pieces, language, {
    role,
    thingAt,
    placeAt,
    byPiece,
    mods,
    hero,
  });
  const characters = ordered.map((m) => m.character);
  void oldIds;
  return {
    version: 2,
    ideaLanguage: language,
    characters,
    places,
    things,
    goal,
    sentence,
    // Nothing read at all of an idea with words in it: the reading is partial, say so.
    ...(characters.length === 0 && places.length === 0 && things.length === 0 ? { fallback: true } : {}),
  };
}

const knownSex = (name: string): 'f' | 'm' | undefined => {
  const g = findKnownName(name)?.gender;
  return g === 'f' || g === 'm' ? g : undefined;
};

interface GoalContext {
  role: (p: Piece) => Role | undefined;
  thingAt: Map<number, IdeaThing>;
  placeAt: Map<number, IdeaPlace>;
  byPiece: Map<number, Mentioned>;
  mods: Map<number, Piece[]>;
  hero: IdeaCharacter | undefined;
}

/** The goal: the plot shape of the first goal word (the last one's object in Japanese and Korean), its target, the deadline and the feeling. */
function readGoal(pieces: Piece[], language: ScriptLanguage, x: GoalContext): IdeaGoal {
  const verbLast = VERB_LAST[language];
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

const enOf = (p: Piece, language: ScriptLanguage): string =>
  (p.noun?.id ? LEX.get(p.noun.id)?.id : undefined) ??
  p.noun?.en ??
  extraNoun(language, p.noun?.word ?? '')?.en ??
  '';

/** The idea vocabulary of a language (nouns, goals, traits, cues). */
export const vocabularyOf = (language: ScriptLanguage) => IDEA_VOCABULARIES[language];

/** Spelling → lexicon id of a language's idea vocabulary, lower case. */
const FORMS = new Map<ScriptLanguage, Map<string, string>>();
export function vocabularyForms(language: ScriptLanguage): Map<string, string> {
  let forms = FORMS.get(language);
  if (!forms) {
    forms = new Map();
    for (const [id, spellings] of Object.entries(IDEA_VOCABULARIES[language].words))
      for (const s of spellings) if (!forms.has(s.toLowerCase())) forms.set(s.toLowerCase(), id);
    FORMS.set(language, forms);
  }
  return forms;
}

/** Spelling → trait key of a language's idea vocabulary. */
const TRAIT_FORMS = new Map<ScriptLanguage, Map<string, string>>();
export function traitForms(language: ScriptLanguage): Map<string, string> {
  let forms = TRAIT_FORMS.get(language);
  if (!forms) {
    forms = new Map();
    for (const [key, spellings] of Object.entries(IDEA_VOCABULARIES[language].traits))
      for (const s of spellings) if (!forms.has(s.toLowerCase())) forms.set(s.toLowerCase(), key);
    TRAIT_FORMS.set(language, forms);
  }
  return forms;
}

/** The plot shape a word announces by the language's goal patterns, first in the vocabulary's order. */
export function goalOf(language: ScriptLanguage, word: string): PlotShape | undefined {
  const more = IDEA_EXTRAS[language].goals ?? {};
  return IDEA_VOCABULARIES[language].goals.find(
    ([shape, re]) => re.test(word) || !!more[shape]?.test(word),
  )?.[0];
}

export type { Language };

/** A look word a table knows ("眼镜", "短发"): glasses, freckles or hair, with the hair's length or curls. */
export function lookOf(language: ScriptLanguage, text: string): Pick<Piece, 'look' | 'hair'> {
  const looks = LOOK_WORDS[language];
  const look = looks.glasses.test(text) ? 'glasses' : looks.freckles.test(text) ? 'freckles' : 'hair';
  const hair = looks.short.test(text)
    ? { length: 'short' as const }
    : looks.long.test(text)
      ? { length: 'long' as const }
      : looks.curly.test(text)
        ? { curly: true }
        : undefined;
  return { look, ...(hair ? { hair } : {}) };
}
