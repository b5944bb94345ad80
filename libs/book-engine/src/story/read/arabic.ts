import words from '../data/ar.reader.json';
import { NAMES } from '../names';
import { AR_NOUNS } from '../tellers/ar.nouns';
import { goalOf, lookOf, traitForms, vocabularyForms, vocabularyOf } from './pieces';
import type { NounHit, Owner, Piece } from './pieces';
import { mayBeKind } from './script-nouns';
import { markAround, markWords, pieceList } from './script-reader';
import { LOOK_WORDS, STORY_WORDS, extraNoun, scriptColour, scriptFeeling } from './script-words';

/**
 * Arabic: words with their clitics read off — "and", "with/in", "for", "like" and the article in front (و، ف،
 * ب، ل، ك، ال), a possessive behind (قطها "her cat", ابننا "our son"; ة written ت before it) — before they are
 * looked up. A name is a word no table knows, without the article, in a name's place: after a name cue (اسمها،
 * يدعى), right after a definite or possessed kind and its adjectives ("القطة ميمي"، "القطار الصغير توت"،
 * "قطها الأبيض ثلج"), opening the idea before a verb or an adjective ("سارة خجولة"، "يوسف يريد"), after a
 * verb whose subject it is ("استطاعت هند"), joined by و to a name, or owning an indefinite kind ("جدة ليلى":
 * Layla's grandmother, not a grandmother called Layla).
 */

const TASHKEEL = /\p{M}|\u0640/gu;
const plain = (w: string): string => w.replace(TASHKEEL, '');
const noHamza = (w: string): string => w.replace(/[أإآ]/gu, 'ا');

const FUNCTION = new Set(words.function.split(' '));
const NUMBERS: Record<string, number> = words.numbers as Record<string, number>;
const CUES = new Set(words.cues.split(' '));
const OWNERS = words.owners as Array<[string, Owner]>;
/** Spellings the idea vocabulary lacks: the dual and plural of brothers and sisters as parents write them. */
const MORE: Record<string, string> = words.more as Record<string, string>;
const PLURAL = /^(ال)?(أخوان|إخوة|أخوين|أختان|أختين|أخوات|توأمان|أطفال|أولاد|بنات)$/u;

/** Clitics in front, longest first, and what each marks ("وال": "and the"); the last reads none. */
const FRONTS = words.fronts as Array<[string, Partial<Analysis>]>;

interface Analysis {
  /** What is left to look up (no clitics). */
  stem: string;
  and?: boolean;
  prep?: string;
  def?: boolean;
  owner?: Owner;
  noun?: NounHit;
}

function lookupNoun(stem: string): NounHit | undefined {
  const forms = vocabularyForms('ar');
  for (const w of [stem, noHamza(stem)]) {
    const id = forms.get(w) ?? MORE[w] ?? MORE[noHamza(w)];
    if (id) {
      const bare = w.startsWith('ال') ? w.slice(2) : w;
      const table = AR_NOUNS[id];
      const plural =
        PLURAL.test(w) ||
        (!!table && [table.pl, table.defPl].map(noHamza).includes(noHamza(w)) && table.pl !== table.sg);
      return { word: bare, id, ...(plural ? { plural: true } : {}) };
    }
    const bare = w.startsWith('ال') ? w.slice(2) : w;
    const extra = extraNoun('ar', bare) ?? extraNoun('ar', noHamza(bare));
    if (extra) return { word: bare, en: extra.en };
  }
  return undefined;
}

const isKnownWord = (w: string): boolean =>
  FUNCTION.has(w) ||
  FUNCTION.has(noHamza(w)) ||
  w in NUMBERS ||
  CUES.has(w) ||
  traitForms('ar').has(w) ||
  traitForms('ar').has(noHamza(w)) ||
  !!scriptColour('ar', w) ||
  !!scriptFeeling('ar', w) ||
  STORY_WORDS.ar.test(w) ||
  Object.values(LOOK_WORDS.ar).some((re) => re.test(w));

/** Reads the clitics off a word: the longest reading that leaves a known noun, else the word with و off. */
function analyse(word: string): Analysis {
  const w = plain(word);
  const whole = lookupNoun(w);
  if (whole) return { stem: w, noun: whole, ...(w.startsWith('ال') ? { def: true } : {}) };
  if (isKnownWord(w)) return { stem: w };
  for (const [front, marks] of FRONTS) {
    if (!w.startsWith(front) || w.length - front.length < 2) continue;
    const rest = w.slice(front.length);
    const asIs = lookupNoun(marks.def ? `ال${rest}` : rest) ?? lookupNoun(rest);
    if (asIs && front) return { stem: rest, ...marks, noun: asIs };
    if (front && isKnownWord(rest)) return { stem: rest, ...marks };
    // A possessive behind: "قطها", "نظارتها" (ة is written ت before it), "ابننا".
    for (const [back, owner] of OWNERS) {
      if (!rest.endsWith(back) || rest.length - back.length < 2) continue;
      const base = rest.slice(0, -back.length);
      const candidates = base.endsWith('ت') ? [`${base.slice(0, -1)}ة`, base] : [base];
      // The five nouns take their case vowel before a possessive: "أخوها", "أباه", "أخيه" are أخ، أب.
      if (/^\p{L}{2}[وا]$|^\p{L}{2}ي$/u.test(base)) candidates.push(base.slice(0, -1));
      for (const c of candidates) {
        const noun = lookupNoun(c);
        if (noun) return { stem: c, ...marks, owner, noun };
        if (Object.values(LOOK_WORDS.ar).some((re) => re.test(c))) return { stem: c, ...marks, owner };
      }
    }
  }
  // "طبيبا": an indefinite noun in the accusative.
  if (w.endsWith('ا') && lookupNoun(w.slice(0, -1)))
    return { stem: w.slice(0, -1), noun: lookupNoun(w.slice(0, -1))! };
  // "وسوني": "and" before a word nobody knows; a word with the article is never a name.
  if (w.startsWith('و') && w.length >= 4 && !w.startsWith('وال')) return { stem: w.slice(1), and: true };
  if (w.startsWith('ال') && w.length >= 4) return { stem: w.slice(2), def: true };
  return { stem: w };
}

/** A verb's look: the imperfect prefixes (يريد، تلعب، نريد، ليبحثا) or a past tense in -ت (سقطت، استطاعت). */
const verbLike = (w: string): boolean =>
  /^[يتن][\p{L}]{2,}$/u.test(w) ||
  /^(ل|س|و|ف)[يتن][\p{L}]{3,}$/u.test(w) ||
  /^(است|ان|ا)[\p{L}]{2,}ت$/u.test(w) ||
  /^[\p{L}]{3}ت$/u.test(w);

export function arabicPieces(sentence: string): Piece[] {
  const vocabulary = vocabularyOf('ar');
  const list = pieceList();
  const { pieces, push } = list;
  const looks = LOOK_WORDS.ar;
  const words = [...sentence.matchAll(/[\p{L}\p{M}\p{N}]+|[.,!?;:،؛؟]/gu)].map((m) => m[0]);
  for (let k = 0; k < words.length; k += 1) {
    const raw = words[k]!;
    if (/^[.,!?;:،؛؟]$/u.test(raw)) {
      list.punct(raw, /[.!?؟]/u);
      continue;
    }
    const a = analyse(raw);
    const stem = a.stem;
    const marks: Partial<Piece> = {
      ...(a.and ? {} : {}),
      ...(a.prep === 'ب' ? { place: true } : {}),
      ...(a.owner ? { owner: a.owner } : {}),
    };
    if (a.and) {
      const prev = pieces[pieces.length - 1];
      if (prev && prev.type !== 'punct') prev.and = true;
      push({ text: 'و', type: 'and' });
    }
    const digits = raw.replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x660));
    const number =
      NUMBERS[stem] ?? NUMBERS[noHamza(stem)] ?? (/^\d+$/.test(digits) ? Number(digits) : undefined);
    const colour = scriptColour('ar', stem) ?? scriptColour('ar', stem.replace(/^ال/u, ''));
    const trait =
      traitForms('ar').get(stem) ?? traitForms('ar').get(raw) ?? traitForms('ar').get(noHamza(stem));
    const feeling = scriptFeeling('ar', stem) ?? scriptFeeling('ar', stem.replace(/^ال/u, ''));
    if (number !== undefined) {
      const years = /^(سنوات|سنة|سنين|أعوام|اعوام|عام|سنوات\.)$/u.test(plain(words[k + 1] ?? ''));
      push({ text: raw, type: 'number', value: number, ...(years ? { age: true } : {}) });
      continue;
    }
    if (CUES.has(plain(raw))) {
      push({ text: raw, type: 'cue' });
      continue;
    }
    if (looks.glasses.test(stem) || looks.freckles.test(stem) || looks.hair.test(stem))
      push({ text: raw, type: 'look', ...lookOf('ar', stem), ...marks });
    else if (looks.short.test(stem) || looks.long.test(stem) || looks.curly.test(stem)) {
      const hair = lookOf('ar', stem).hair;
      const hairPiece = [...pieces].reverse().find((p) => p.look === 'hair' && p.sentence === list.sentence);
      if (hairPiece && pieces.length - hairPiece.i <= 3)
        hairPiece.hair = { ...(hairPiece.hair ?? {}), ...hair };
      else push({ text: raw, type: 'trait', trait: { word: raw } });
    } else if (STORY_WORDS.ar.test(stem)) push({ text: raw, type: 'story' });
    else if (a.noun) push({ text: raw, type: 'noun', noun: a.noun, ...marks, ...(a.def ? {} : {}) });
    else if (colour) push({ text: raw, type: 'colour', colour });
    else if (trait) push({ text: raw, type: 'trait', trait: { word: stem, en: trait } });
    else if (feeling) push({ text: raw, type: 'feeling', feeling, trait: { word: stem, en: feeling } });
    else {
      const piece = push({ text: stem, type: 'word', ...marks });
      piece.unknown = !isKnownWord(stem) && !isKnownWord(raw);
      if (a.def) piece.def = true;
      piece.verb = verbLike(stem) || !!goalOf('ar', stem);
    }
    const last = pieces[pieces.length - 1]!;
    if (last.type === 'noun' && !a.def && !a.owner) last.bare = true;
    if (a.def) last.def = true;
  }

  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    // "شعرها الأسود": a colour after a noun is its adjective, not the lions (أسود) the noun table also spells.
    const colour = p.type === 'noun' ? scriptColour('ar', p.text.replace(/^(و|ف|ب|ل)?ال/u, '')) : undefined;
    if (
      colour &&
      prev &&
      (prev.type === 'noun' || prev.type === 'look' || prev.type === 'name' || prev.type === 'colour')
    ) {
      p.type = 'colour';
      p.colour = colour;
      delete p.noun;
    }
    // "قطة مريضة": an unknown word in -ة after an indefinite feminine noun is its adjective.
    if (
      p.type === 'word' &&
      p.unknown &&
      !p.def &&
      /ة$/u.test(p.text) &&
      prev?.type === 'noun' &&
      !prev.def &&
      !prev.owner &&
      /ة$/u.test(prev.noun?.word ?? '')
    ) {
      p.type = 'trait';
      p.trait = { word: p.text };
    }
  }

  // Marks from the words around: where, like, become, about, made of.
  markAround(pieces, 'ar');
  markWords(pieces, 'ar', {
    goal: (p) =>
      goalOf('ar', p.text.replace(/^(ل|و|ف|س)/u, '')) ??
      (/^(و|ف)?[يت](جد|عثر)/u.test(p.text) ? 'quest' : undefined),
  });
  // "قبل" is a function word: mark it as the deadline's "before".
  for (const p of pieces) if (vocabulary.before.test(p.text)) p.before = true;

  // Arabic opens with the verb: "ذهب عمر …" — a past tense of three letters before a word nobody knows.
  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    if (
      p.type === 'word' &&
      p.unknown &&
      (!prev || prev.type === 'punct') &&
      /^\p{L}{3}$/u.test(p.text) &&
      next?.type === 'word' &&
      next.unknown &&
      !next.def &&
      !next.verb &&
      !/ة$/u.test(next.text)
    )
      p.verb = true;
  }

  // Names.
  const knownNames = new Set(NAMES.map((n) => n.forms.ar));
  const isVerb = (p: Piece | undefined) => !!p && p.verb === true;
  const definite = (p: Piece) => p.def === true || !!p.owner || p.text.startsWith('ال');
  for (const p of pieces) {
    const knownName = knownNames.has(p.text);
    const bareNoun = p.type === 'noun' && !definite(p) && !p.place;
    if (!((p.type === 'word' && (p.unknown || knownName) && !p.def) || bareNoun)) continue;
    if (p.goal || p.before || p.text.length < 2) continue;
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    // The kind before, past its adjectives: "القطار الصغير توت", "قطها الأبيض ثلج", "صديقه الروبوت بيب".
    let j = p.i - 1;
    while (
      pieces[j] &&
      (pieces[j]!.type === 'colour' ||
        pieces[j]!.type === 'trait' ||
        (pieces[j]!.type === 'word' && pieces[j]!.def && !isVerb(pieces[j])))
    )
      j -= 1;
    const kind = pieces[j];
    const afterKind =
      !!kind &&
      kind.type === 'noun' &&
      definite(kind) &&
      !kind.place &&
      mayBeKind(kind.noun!, 'ar') &&
      kind.sentence === p.sentence;
    if (bareNoun && !afterKind) continue;
    if (bareNoun && mayBeKind(p.noun!, 'ar') && p.noun?.id) continue;
    // "لعبته", "حقيبتها": a noun with a possessive on it, never a name.
    if (p.type === 'word' && /ت(ه|ها|هما|هم)$/u.test(p.text) && p.text.length > 4) continue;
    const afterCue = prev?.type === 'cue';
    const opens = !prev || prev.type === 'punct';
    // "ريم فتاة صغيرة": a nominal sentence says what the name is.
    const saysKind =
      !!next && next.type === 'noun' && !definite(next) && !next.place && mayBeKind(next.noun!, 'ar');
    // "مع سامي", "لدى سلمى", "يا ريم", "أنت عمر": with, at, called, you (an idea told to the child).
    const afterWord = !!prev && /^(مع|لدى|عند|يا|برفقة|أنت|انت)$/u.test(prev.text) && !p.def && !isVerb(p);
    const goesOn =
      !next ||
      next.type === 'punct' ||
      next.type === 'and' ||
      next.type === 'feeling' ||
      next.type === 'trait' ||
      next.type === 'look' ||
      isVerb(next) ||
      /^(أن|ان|مع|في|و|لديه|لديها|عنده|عندها|معه|معها)$/u.test(next.text) ||
      (next.type === 'word' && /ة$/u.test(next.text)) ||
      !!next.place;
    const joined = !!prev && prev.type === 'and' && pieces[prev.i - 1]?.type === 'name';
    // "يوسف يخاف": a feeling said by a verb ("is afraid") after the opening word makes that word its subject.
    const verbalFeeling = next?.type === 'feeling' && verbLike(plain(next.text));
    const subjectOfVerb =
      isVerb(prev) &&
      (!isVerb(p) || p.text.length === 3) &&
      !!next &&
      (goesOn || next.type === 'noun' || /^(إلى|الى|على|من|عن|نحو)$/u.test(next.text)) &&
      next.type !== 'punct';
    // "جدة ليلى": an indefinite kind owned by the name after it.
    const owns =
      !!prev && prev.type === 'noun' && !definite(prev) && !prev.place && mayBeKind(prev.noun!, 'ar');
    const name =
      afterCue ||
      afterKind ||
      owns ||
      afterWord ||
      // A verb's look at the start ("يوسف", "نور") is a name when what follows is a verb, "has" or an adjective.
      (opens &&
        (goesOn || knownName || saysKind) &&
        !(isVerb(p) && p.text.length >= 4 && !isVerb(next) && !verbalFeeling)) ||
      joined ||
      (subjectOfVerb && !p.def) ||
      (knownName && p.text.length >= 3);
    if (!name) continue;
    p.type = 'name';
    delete p.noun;
    if (opens && saysKind && !goesOn) p.kindAfter = true;
    if (owns) {
      p.owned = true;
      prev!.construct = true;
    }
    // The verb or adjective after a name agrees with it: تلعب، خجولة (she); يريد (he).
    const agree = pieces.slice(p.i + 1, p.i + 3).find((q) => q.type !== 'and' && q.type !== 'punct');
    // …or the verb before it, when it is the verb's subject ("يحب خالد", "تريد ليلى").
    const verbBefore = subjectOfVerb ? prev : undefined;
    const feminine = (q: Piece): boolean =>
      /^ت/u.test(q.text) || /ة$/u.test(q.text) || q.owner === 'f' || /^(لديها|عندها|معها|لها)$/u.test(q.text);
    const masculine = (q: Piece): boolean => /^ي/u.test(q.text) || q.owner === 'm';
    if (/[ةى]$|اء$/u.test(p.text)) p.sex = 'f';
    else if (verbBefore && /^[يت]/u.test(verbBefore.text)) p.sex = /^ت/u.test(verbBefore.text) ? 'f' : 'm';
    else if (agree && feminine(agree)) p.sex = 'f';
    else if (agree && masculine(agree)) p.sex = 'm';
    // "أنت عمر، وتذهب …": told to the child, a verb in ت- is "you", not "she" (issue #21).
    if (prev && /^(أنت|انت)[\u064E\u0650]?$/u.test(prev.text) && !/[ةى]$|اء$/u.test(p.text)) {
      const sex = secondPersonSex(pieces, p, prev.text);
      if (sex) p.sex = sex;
      else delete p.sex;
    }
  }
  return pieces;
}

/**
 * The sex of the child an idea is told to ("أنت عمر، وتذهب مع أخيك …"): "أنتِ" with its kasra is a girl; else
 * the second-person verbs of the sentence say it — a girl's end in -ين ("تذهبين"), a boy's do not ("تذهب",
 * "لتبحث"). Undefined where the sentence has no such verb.
 */
function secondPersonSex(pieces: Piece[], name: Piece, you: string): 'f' | 'm' | undefined {
  if (you.endsWith('\u0650')) return 'f';
  if (you.endsWith('\u064E')) return 'm';
  const verbs = pieces
    .slice(name.i + 1)
    .filter((q) => q.sentence === name.sentence && q.type !== 'name')
    .map((q) => q.text.replace(/^[وفل]/u, ''))
    .filter((text) => /^ت\p{L}{2,}$/u.test(text) && !/ة$/u.test(text));
  if (verbs.some((text) => /ين$/u.test(text))) return 'f';
  return verbs.length ? 'm' : undefined;
}
