import words from '../data/ko.reader.json';
import { LEX } from '../lexicon';
import { batchim } from '../tellers/ko.nouns';
import { findKnownName } from '../names';
import { lookOf, traitForms, vocabularyForms, type NounHit, type Piece } from './pieces';
import { markWords } from './script-reader';
import { mayBeKind } from './script-nouns';
import { LOOK_WORDS, STORY_WORDS, extraNoun, scriptColour, scriptFeeling } from './script-words';

/**
 * Korean: words (eojeol) are split by spaces, each into its stem and the particles after it (민준이와 → 민준 +
 * 이 + 와, 공원에서 → 공원 + 에서), the particle chosen by the stem's last sound (은/이/을/과/아 after a
 * consonant, 는/가/를/와/야 after a vowel). A name is a stem no table knows in a name's place: right after a
 * kind ("강아지 콩이"), before a name cue ("레오라는"), called (-아/-야), or opening a clause with a subject,
 * topic or "and" particle ("수아는", "민준이와"); the affectionate -이 after a consonant ("민준이") is not part
 * of a child's name.
 */

type Particle = {
  p: string;
  after: 'C' | 'V' | 'A';
  as: 'subject' | 'and' | 'object' | 'place' | 'of' | 'like' | 'call' | 'cue' | 'other';
};
const P = (p: string, after: 'C' | 'V' | 'A', as: Particle['as']): Particle => ({ p, after, as });
const PARTICLES: Particle[] = words.particles
  .map((row) => {
    const [p, after, as] = row.split(' ') as [string, Particle['after'], Particle['as']];
    return P(p, after, as);
  })
  .sort((a, b) => b.p.length - a.p.length);

/** Words that are never names nor nouns of the story: pronouns, adverbs, time words, positions. */
const FUNCTION = new Set(words.function.split(' '));
const POSSESSIVE: Record<string, Piece['owner']> = words.possessive as Record<string, Piece['owner']>;
const NUMBERS: Record<string, number> = words.numbers as Record<string, number>;
const GROUP = new Set(words.group.split(' '));

const HANGUL = /^[\uAC00-\uD7A3]+$/u;
/** Does the syllable end in a consonant (batchim)? */
const closed = (syllable: string): boolean => !!batchim(syllable);
/** The last syllable's final consonant as a jamo ("쓴" → "ㄴ"), else the syllable. */
const FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
const jamoEnd = (word: string): string => {
  const last = word[word.length - 1] ?? '';
  return batchim(last) ? FINALS[batchim(last)!]! : last;
};
const fits = (stem: string, after: Particle['after']): boolean => {
  if (after === 'A') return true;
  const last = stem[stem.length - 1] ?? '';
  if (!HANGUL.test(last)) return true;
  return after === 'C' ? closed(last) : !closed(last) || batchim(last) === 8;
};

interface Word {
  raw: string;
  stem: string;
  particle?: Particle;
  sentence: number;
  /** Punctuation after it. */
  stop?: string;
}

const known = (stem: string): boolean =>
  vocabularyForms('ko').has(stem) ||
  !!extraNoun('ko', stem) ||
  traitForms('ko').has(stem) ||
  !!scriptColour('ko', stem) ||
  FUNCTION.has(stem) ||
  stem in POSSESSIVE ||
  stem in NUMBERS;

/** A noun the tables know, written whole or as a compound ending in one ("보물지도", "아기고양이"). */
function nounHit(stem: string): NounHit | undefined {
  const id = vocabularyForms('ko').get(stem);
  if (id) return { word: stem, id, ...(GROUP.has(stem) ? { plural: true } : {}) };
  const extra = extraNoun('ko', stem);
  if (extra) return { word: stem, en: extra.en };
  if (stem.endsWith('들') && stem.length > 2) {
    const sg = nounHit(stem.slice(0, -1));
    if (sg) return { ...sg, word: stem, plural: true };
  }
  for (let k = 1; k <= stem.length - 2; k += 1) {
    const head = stem.slice(k);
    const headId = vocabularyForms('ko').get(head);
    const headEn = extraNoun('ko', head)?.en;
    const first = stem.slice(0, k);
    if ((headId || headEn) && (vocabularyForms('ko').has(first) || extraNoun('ko', first)))
      return { word: stem, ...(headId ? { id: headId } : {}), ...(headEn ? { en: headEn } : {}) };
  }
  return undefined;
}

/** The stem and particle of an eojeol: a known stem first, else the particle its sound allows. */
function split(raw: string): { stem: string; particle?: Particle } {
  if (known(raw) || nounHit(raw)) return { stem: raw };
  const fitting = PARTICLES.filter(
    (x) => raw.length > x.p.length && raw.endsWith(x.p) && fits(raw.slice(0, -x.p.length), x.after),
  );
  const good = fitting.find((x) => {
    const stem = raw.slice(0, -x.p.length);
    return known(stem) || !!nounHit(stem);
  });
  if (good) return { stem: raw.slice(0, -good.p.length), particle: good };
  // "콩이가": a name ending in -이 keeps it; the particle is the last one that fits.
  const first = fitting[0];
  return first ? { stem: raw.slice(0, -first.p.length), particle: first } : { stem: raw };
}

const VERBAL = /(요|다|고|서|며|면|게|지|니|죠|데|자|기|까|네|세요|도록|려고|러|면서|니다)$/u;

export function koreanPieces(sentence: string): Piece[] {
  const words: Word[] = [];
  let s = 0;
  for (const m of sentence.matchAll(/([^\s.,!?;:。、，！？…"“”'‘’()]+)([.,!?;:。、，！？…]*)/gu)) {
    const raw = m[1]!;
    words.push({ raw, ...split(raw), sentence: s, ...(m[2] ? { stop: m[2] } : {}) });
    if (m[2] && /[.!?。！？]/u.test(m[2])) s += 1;
  }

  const pieces: Piece[] = [];
  const push = (p: Omit<Piece, 'i'>): Piece => {
    const piece = { ...p, i: pieces.length } as Piece;
    pieces.push(piece);
    return piece;
  };
  const looks = LOOK_WORDS.ko;
  let owner: Piece['owner'] | undefined;
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w]!;
    const { stem, particle } = word;
    const base = { text: stem, sentence: word.sentence };
    const marks: Partial<Piece> = {
      ...(particle?.as === 'place' ? { place: true } : {}),
      ...(particle && /^(에|로|으로|까지)$/u.test(particle.p) ? { toward: true } : {}),
      ...(particle?.as === 'object' ? { object: true } : {}),
      ...(particle?.as === 'like' ? { like: true } : {}),
      ...(particle?.as === 'and' ? { and: true } : {}),
      ...(particle ? { sep: true } : {}),
    };
    // Several words one table entry spells ("우주 비행사", "바다 밑", "하늘을 나는", "나이 많은").
    const joined = [3, 2]
      .map((n) => words.slice(w, w + n))
      .filter((ws) => ws.length > 1 && ws.every((x) => x.sentence === word.sentence))
      .map((ws) => ({
        ws,
        last: ws[ws.length - 1]!,
        text: [...ws.slice(0, -1).map((x) => x.raw), ws[ws.length - 1]!.stem].join(' '),
        raw: ws.map((x) => x.raw).join(' '),
      }))
      .find((j) => nounHit(j.text) || traitForms('ko').has(j.raw) || traitForms('ko').has(j.text));
    if (joined) {
      const hit = nounHit(joined.text);
      const lp = joined.last.particle;
      if (hit)
        push({
          ...base,
          text: joined.text,
          type: 'noun',
          noun: hit,
          ...(lp?.as === 'place' ? { place: true } : {}),
          ...(lp?.as === 'object' ? { object: true } : {}),
          ...(lp?.as === 'and' ? { and: true } : {}),
        });
      else {
        const key = traitForms('ko').get(joined.raw) ?? traitForms('ko').get(joined.text)!;
        push({ ...base, text: joined.raw, type: 'trait', trait: { word: joined.raw, en: key } });
      }
      w += joined.ws.length - 1;
      if (joined.last.stop) push({ text: joined.last.stop, type: 'punct', sentence: word.sentence });
      continue;
    }
    const possessive = POSSESSIVE[word.raw];
    const owns = owner;
    owner = undefined;
    const hit = nounHit(stem);
    const colour = scriptColour('ko', stem) ?? scriptColour('ko', word.raw);
    const trait = traitForms('ko').get(word.raw) ?? traitForms('ko').get(stem);
    const feeling = scriptFeeling('ko', word.raw);
    const age = /^(\d+)(살|세)/u.exec(word.raw);
    const number = NUMBERS[word.raw] ?? (/^\d+$/.test(stem) ? Number(stem) : undefined);
    // "우리 아들", "그녀의 고양이": the possessive belongs to the noun after it.
    if (possessive) owner = possessive;
    else if (age) push({ ...base, text: word.raw, type: 'number', value: Number(age[1]), age: true });
    else if (number !== undefined) {
      const years = /^(살|세)/u.test(words[w + 1]?.raw ?? '');
      push({ ...base, type: 'number', value: number, ...(years ? { age: true } : {}) });
      if (years) w += 1;
    } else if (looks.glasses.test(stem) || looks.freckles.test(stem) || looks.hair.test(stem))
      push({ ...base, type: 'look', ...lookOf('ko', stem) });
    else if (STORY_WORDS.ko.test(stem)) push({ ...base, type: 'story' });
    else if (colour && !hit) push({ ...base, type: 'colour', colour, ...(owns ? { owner: owns } : {}) });
    // "새 유치원" is a new kindergarten, "작은 새" a little bird: a trait stands before a noun.
    else if (trait && (!hit || (!particle && !!words[w + 1] && !word.stop)))
      push({
        ...base,
        text: word.raw,
        type: 'trait',
        trait: { word: word.raw, en: trait },
        ...(owns ? { owner: owns } : {}),
      });
    else if (hit) push({ ...base, type: 'noun', noun: hit, ...marks, ...(owns ? { owner: owns } : {}) });
    else if (feeling) push({ ...base, text: word.raw, type: 'feeling', feeling });
    else if (FUNCTION.has(stem) || FUNCTION.has(word.raw)) push({ ...base, text: word.raw, type: 'word' });
    else {
      const piece = push({ ...base, text: word.raw, type: 'word', ...marks });
      (piece as Piece & { candidate?: Word }).candidate = word;
    }
    if (word.stop) push({ text: word.stop, type: 'punct', sentence: word.sentence });
  }

  // Goal words, "before", "finds".
  markWords(pieces, 'ko', { before: (p, said) => said || /^전에?$/u.test(p.text) });

  // "고양이 나비와": a known noun right after an animal, with nothing between, is the animal's name.
  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    if (p.type !== 'noun' || !prev || prev.type !== 'noun' || prev.sep || prev.sentence !== p.sentence)
      continue;
    if (
      !mayBeKind(prev.noun!, 'ko') ||
      isPersonNoun(prev.noun!) ||
      /^(girl|boy|child|sister|brother|grandma|grandpa|mum|dad|aunt|uncle|friend|baby|farmer|king|queen|teacher|baker|fisherman|firefighter|astronaut|neighbour|knight|pirate|witch|wizard|prince|princess)$/u.test(
        prev.noun?.id ?? '',
      )
    )
      continue;
    if (p.place || p.object || p.like || p.noun?.en) continue;
    // "토끼 인형" is a rabbit doll: only a living being's word can be an animal's name ("고양이 나비").
    if (!/^(animal|creature)$/u.test(LEX.get(p.noun?.id ?? '')?.cat ?? '')) continue;
    p.type = 'name';
    delete p.noun;
  }

  // Names: an unknown stem in a name's place.
  const animate = (p: Piece | undefined) => p?.type === 'noun' && !p.place && !p.object && !p.and && !p.like;
  for (const p of pieces) {
    const word = (p as Piece & { candidate?: Word }).candidate;
    if (!word || p.type !== 'word') continue;
    const { stem, particle } = word;
    if (!HANGUL.test(stem) && !/^\p{Script=Latin}+$/u.test(stem)) continue;
    if (stem.length > 4 || known(stem) || p.goal || p.before) continue;
    if (!particle && VERBAL.test(stem)) continue;
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    // The clause opens with it, after adverbs and a description ("빨간 머리 지아와", "만약 서준이가").
    const clauseStart = pieces
      .slice(0, p.i)
      .reverse()
      .find(
        (x) =>
          !(x.type === 'word' && FUNCTION.has(x.text)) &&
          !['colour', 'trait', 'look', 'number'].includes(x.type),
      );
    const opens = !clauseStart || clauseStart.type === 'punct' || clauseStart.sentence !== p.sentence;
    // "쿼카 쿼리가": a word no table knows, bare, right before a name, is the name's kind (kept as written).
    const unknownKind =
      !!prev &&
      prev.type === 'word' &&
      !prev.sep &&
      !!(prev as Piece & { candidate?: Word }).candidate &&
      !(prev as Piece & { candidate?: Word }).candidate!.particle &&
      HANGUL.test(prev.text) &&
      !VERBAL.test(prev.text) &&
      !/[ㄴㄹ]$|[는던]$/u.test(jamoEnd(prev.text)) &&
      !!particle &&
      ['subject', 'and'].includes(particle.as) &&
      prev.sentence === p.sentence;
    if (unknownKind) {
      prev.type = 'noun';
      prev.noun = { word: prev.text };
    }
    const afterKind = (animate(prev) || unknownKind) && !prev!.sep && prev!.sentence === p.sentence;
    // "안경을 쓴 유나와": the head of a clause that describes it.
    const described =
      prev?.type === 'word' &&
      !prev.sep &&
      HANGUL.test(prev.text) &&
      /[ㄴㄹ]$|[는던]$/u.test(jamoEnd(prev.text));
    const cue = particle?.as === 'cue';
    const called = particle?.as === 'call' && (!next || next.type === 'punct');
    const subject = particle && ['subject', 'and', 'of'].includes(particle.as);
    const joined = !!prev && !!prev.and && (prev.type === 'name' || prev.type === 'noun') && !!subject;
    const knownName = !!findKnownName(stem);
    // "하얀 강아지 콩이" at the end of an idea: the name without a particle.
    const last = !particle && afterKind;
    if (!(
      cue ||
      called ||
      afterKind ||
      last ||
      ((opens || described) && subject) ||
      joined ||
      (knownName && subject)
    ))
      continue;
    if (!particle && !afterKind) continue;
    if (particle?.as === 'place' || particle?.as === 'object' || particle?.as === 'like') {
      if (!afterKind && !knownName) continue;
    }
    let name = stem;
    // "민준이와": the affectionate -이 after a consonant is not part of a child's name; a pet keeps it ("호박이").
    // A kind no table knows ("동생 하준이") may be a person's: only a known animal's name keeps its -이.
    const pet =
      afterKind && !unknownKind && prev?.noun && !!(prev.noun.id ?? prev.noun.en) && !isPersonNoun(prev.noun);
    if (name.length >= 3 && name.endsWith('이') && closed(name[name.length - 2]!) && !pet)
      name = name.slice(0, -1);
    if (pet && particle?.p === '이' && !next) name = `${stem}이`;
    p.type = 'name';
    p.text = name;
    if (cue) p.kindAfter = true;
    if (particle?.as === 'and') p.and = true;
    delete p.place;
    delete p.object;
  }
  return pieces;
}

const isPersonNoun = (hit: NounHit): boolean =>
  ['girl', 'boy', 'child', 'sister', 'brother', 'twin', 'friend', 'baby'].includes(hit.id ?? '') ||
  ['son', 'daughter', 'cousin'].includes(hit.en ?? '');
