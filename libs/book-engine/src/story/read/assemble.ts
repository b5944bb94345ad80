import scriptWords from '../data/script-words.json';
import { LEX } from '../lexicon';
import {
  ideaFrame,
  type IdeaCharacter,
  type IdeaFrame,
  type IdeaPlace,
  type IdeaThing,
  type Looks,
} from '../model';
import { IDEA_VOCABULARIES } from '../idea-vocabularies';
import { settingDrawable, thingDrawable } from './drawable';
import { asCharacterKind, knownSex } from './latin';
import { knownNoun } from './nouns';
import { ADJECTIVES_FOLLOW, VERB_LAST, type Piece } from './pieces';
import { readGoal } from './script-goal';
import { isCharacterRole, roleOf, scriptNoun, type Mentioned, type Role } from './script-nouns';
import type { ScriptLanguage } from './script-words';

/**
 * The reader of ideas written in Russian, Chinese, Japanese, Korean and Arabic (issue #21): one small module
 * per language cuts the idea into `Piece`s — words with their particles, clitics and case endings read off,
 * names found by the language's structure (particles, apposition, cues, reduplication, capitals), nouns looked
 * up in the idea vocabularies and `script-words.ts` — and this module assembles the open `IdeaFrame` from them
 * the same way for all five: names with the kind beside them, groups, unnamed characters, looks, relations,
 * places, things and the goal. Adjectives, adverbs, verbs and time words are never pieces a character can be
 * made of; a noun the tables do not know is kept as written. The pieces and the vocabularies' lookups are in
 * `pieces.ts`, what a noun is (a character's kind, a place, a thing, an event) in `script-nouns.ts`, the goal in
 * `script-goal.ts`.
 */

const RELATIONS: Record<string, string> = scriptWords.relations;

/**
 * Pronouns for "it" (an animal or thing) before a naming cue, by script language: what a naming after "it"
 * names. Chinese only so far: Japanese and Korean put the name before the cue ("コロと名前をつけた").
 */
const IT: Partial<Record<ScriptLanguage, ReadonlySet<string>>> = {
  zh: new Set(['它', '牠']),
};

/** Builds the open frame from a language module's pieces. */
export function assemble(pieces: Piece[], language: ScriptLanguage, sentence: string): IdeaFrame {
  const follow = ADJECTIVES_FOLLOW.has(language);
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
  /** Languages that write a noun's kind or purpose right before it ("토끼 인형", "玩具听诊器"). */
  const nounBeforeNoun = VERB_LAST.has(language) || language === 'zh';
  /** Nothing joins the piece to the next one: no particle, no "and", no "of". */
  const bare = (p: Piece): boolean => !p.sep && !p.and && !p.of;
  /** The character category of a noun piece's role, if it is a character's. */
  const characterCategory = (p: Piece): string | undefined => {
    const r = role(p);
    return isCharacterRole(r) ? r.character.category : undefined;
  };

  // 1. Modifiers: colours and adjectives belong to the noun they stand before (after, in Arabic).
  const mods = new Map<number, Piece[]>();
  /** Adds a modifier to the noun at `i`: after the others, or (`first`) before them. */
  const addMod = (i: number, mod: Piece, first = false): void => {
    const list = mods.get(i) ?? [];
    if (first) list.unshift(mod);
    else list.push(mod);
    mods.set(i, list);
  };
  for (const p of pieces) {
    if (!modifier(p)) continue;
    let j = p.i + (follow ? -1 : 1);
    while (modifier(at(j))) j += follow ? -1 : 1;
    const head = at(j);
    if (head && (head.type === 'noun' || head.type === 'name') && head.sentence === p.sentence) {
      // "её рыжий кот", "她的白色小狗": the possessive before the adjectives is the noun's.
      if (p.owner && !head.owner) head.owner = p.owner;
      addMod(head.i, p);
    }
  }
  // Arabic: "القطار الصغير توت" — the adjectives between a kind and its name are the kind's; a piece a
  // reader emptied (the 小 or 大 of "哥哥大伟", joined to the name) stands between none.
  const kindBefore = (name: Piece): Piece | undefined => {
    let j = name.i - 1;
    while (at(j) && (at(j)!.type === 'cue' || at(j)!.text === '' || (follow && modifier(at(j))))) j -= 1;
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
    if (r === 'thing') return undefined;
    return p;
  };
  /**
   * "给它取名叫球球" (named it 球球): a name after a naming cue with "it" before the cue is the name of the
   * animal "it" refers to — the nearest animal noun before the pronoun no one has claimed (issue #21).
   */
  const namedIt = (name: Piece): Piece | undefined => {
    const it = IT[language];
    if (!it || at(name.i - 1)?.type !== 'cue') return undefined;
    let j = name.i - 2;
    while (at(j) && at(j)!.type === 'word' && !it.has(at(j)!.text) && name.i - j <= 4) j -= 1;
    if (!at(j) || !it.has(at(j)!.text)) return undefined;
    for (j -= 1; at(j) && at(j)!.text !== '.'; j -= 1) {
      const p = at(j)!;
      if (p.type === 'name') return undefined;
      if (p.type !== 'noun' || used.has(p.i) || p.noun?.plural) continue;
      const category = characterCategory(p);
      if (category === 'animal' || category === 'creature') return p;
    }
    return undefined;
  };
  /** A verb of finding or meeting right before the noun ("发现了一只穿山甲"): it arrives during the story. */
  const foundBefore = (p: Piece): boolean =>
    (VERB_LAST.has(language) ? pieces.slice(p.i + 1, p.i + 4) : pieces.slice(Math.max(0, p.i - 3), p.i)).some(
      (x) => x.found,
    );
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

  /** The piece is another mention of `m`. */
  const mentionAgain = (m: Mentioned, p: Piece): void => {
    used.add(p.i);
    m.at.push(p.i);
    byPiece.set(p.i, m);
  };

  // "喜欢星星和宇宙", "바다와 잠수함을 좋아해요", "любит поезда": what the child loves is a topic.
  for (const v of pieces.filter((p) => p.likes)) {
    const step = VERB_LAST.has(language) ? -1 : 1;
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
    const referred = p.kindAfter || kindBefore(p) ? undefined : namedIt(p);
    const kind = p.kindAfter ? (kindAfter(p) ?? kindBefore(p)) : (kindBefore(p) ?? referred);
    const sex = p.sex ?? knownSex(p.text);
    const m = characterOf(p.i, p.text, kind, sex);
    if (referred && foundBefore(referred)) m.character.arrives = true;
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
        (VERB_LAST.has(language)
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
      mentionAgain(nextMention, p);
      continue;
    }
    // "토끼 인형 몽실이": a noun right before a named character's kind says what kind ("a rabbit doll").
    if (nounBeforeNoun && bare(p) && nextMention?.character.name && nextMention.kindPiece === next) {
      nextMention.character.traits.unshift({ word: p.text, ...(p.noun?.en ? { en: p.noun.en } : {}) });
      mentionAgain(nextMention, p);
      continue;
    }
    // "아기 용", "小熊" written apart: a person noun right before an animal is what the animal is ("a baby dragon").
    const nextCategory = next?.type === 'noun' && !used.has(next.i) ? characterCategory(next) : undefined;
    if (
      nounBeforeNoun &&
      r.character.category === 'person' &&
      bare(p) &&
      nextCategory &&
      nextCategory !== 'person'
    ) {
      const trait = { word: p.text, ...(p.noun?.id === 'baby' ? { en: 'little' } : {}) };
      addMod(next!.i, { ...p, type: 'trait', trait }, true);
      used.add(p.i);
      continue;
    }
    // "소방관 아빠": two person nouns in a row are one character, the second one's kind.
    if (r.character.category === 'person' && !p.sep && !p.and && nextCategory === 'person') continue;
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
      mentionAgain(again, p);
      continue;
    }
    const m = characterOf(p.i, undefined, p);
    // "소방관 아빠": the noun before is what the character is as well; kept with it, as written.
    const prev = at(p.i - 1);
    if (
      prev?.type === 'noun' &&
      !used.has(prev.i) &&
      !prev.and &&
      characterCategory(prev) === 'person' &&
      m.character.category === 'person'
    ) {
      m.character.traits.unshift({ word: prev.text, ...(prev.noun?.en ? { en: prev.noun.en } : {}) });
      mentionAgain(m, prev);
    }
    const animal = entry?.cat === 'animal' || entry?.cat === 'creature' || r.character.category === 'animal';
    if (animal && foundBefore(p) && mentioned.length > 1) m.character.arrives = true;
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
  ordered.forEach((m, k) => {
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
    const rel = RELATIONS[entryId] ?? RELATIONS[kindEn];
    if (m.owner && c.category !== 'person') c.relation = { to: owner.id, as: 'pet' };
    else if (rel) c.relation = { to: owner.id, as: rel };
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
    ? VERB_LAST.has(language)
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
      nounBeforeNoun &&
      bare(p) &&
      next?.type === 'noun' &&
      next.sentence === p.sentence &&
      !used.has(next.i) &&
      !byPiece.has(next.i) &&
      r !== 'place' &&
      role(next) !== 'place'
    ) {
      addMod(next.i, { ...p, type: 'trait', trait: { word: p.text } }, true);
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
  return {
    ...ideaFrame(language, sentence, { characters, places, things, goal }),
    // Nothing read at all of an idea with words in it: the reading is partial, say so.
    ...(characters.length === 0 && places.length === 0 && things.length === 0 ? { fallback: true } : {}),
  };
}
