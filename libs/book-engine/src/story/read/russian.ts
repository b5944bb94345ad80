import words from '../data/ru.reader.json';
import { NAMES } from '../names';
import { RU_CASES, RU_NOUNS, ruName, type RuCase, type RuNoun } from '../tellers/ru.nouns';
import { lookOf, traitForms, vocabularyForms, vocabularyOf } from './pieces';
import type { NounHit, Owner, Piece } from './pieces';
import { markAround, markWords, pieceList } from './script-reader';
import {
  LOOK_WORDS,
  STORY_WORDS,
  extraNoun,
  extraSpellings,
  scriptColour,
  scriptFeeling,
} from './script-words';

/**
 * Russian: words looked up in every case (the idea vocabulary spells each noun in all six cases; the everyday
 * nouns of `script-words.ts` are matched by stem and case ending), each noun kept in the nominative. A name is
 * a capitalised word no table knows that does not open a sentence ("Маша и её кот Барсик"), one that opens it
 * before "и", a comma or a verb ("Саша мечтает"), a word after a name cue ("по имени", "зовут"), or — in an
 * idea typed in lower case — a word nobody knows right after a kind ("щенок тузик"). A declined name goes back
 * to the nominative where the idea shows it ("Диме … Дима"), the case is plain ("у Кати" → "Катя") or a
 * kind before it gives the case ("с дедушкой Петей" → "Петя", by the teller's case table `ruName`).
 */

const FUNCTION = new Set(words.function.split(' '));
const POSSESSIVE = words.possessive as Record<string, Owner>;
const NUMBERS: Record<string, number> = words.numbers as Record<string, number>;
const ADJECTIVE = /(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ым|им|ых|их|ыми|ими)$/u;
const VERB = /(ть|ться|ет|ют|ут|ит|ат|ят|ёт|ешь|ишь|ла|ло|ли|ся|сь|ем|ете|ите)$/u;
const GEN_PREP = /^(у|для|от|до|без|из|около|возле|мимо|кроме)$/u;
const DAT_PREP = /^(к|ко|по)$/u;
const INS_PREP = /^(с|со|за|под|над|перед)$/u;
const PLACE_PREP = /^(в|во|на|к|ко|из|до|через|по|под|над|возле|около)$/u;
const DATIVE_KIN = /^(сыну|сынку|дочке|дочери|дочурке|внуку|внучке|мальчику|девочке|брату|сестре)$/u;

/** The nominative of a vocabulary form: the noun table's, else the first spelling the form starts like. */
function lemmaOf(id: string, form: string): { word: string; plural: boolean; cases?: RuCase[] } {
  const noun = RU_NOUNS[id];
  const find = (n: RuNoun | undefined): { word: string; plural: boolean; cases: RuCase[] } | undefined => {
    if (!n) return undefined;
    const sg = RU_CASES.filter((c) => n.sg[c].toLowerCase() === form);
    if (sg.length) return { word: n.sg.nom, plural: false, cases: sg };
    const pl = RU_CASES.filter((c) => n.pl[c].toLowerCase() === form);
    if (pl.length) return { word: n.sg.nom, plural: true, cases: pl };
    return find(n.other);
  };
  const hit = find(noun);
  if (hit) return hit;
  const spellings = vocabularyOf('ru').words[id] ?? [];
  const at = spellings.indexOf(form);
  for (let j = 0; j < at; j += 1) {
    const s = spellings[j]!;
    const common = [...s].findIndex((ch, k) => form[k] !== ch);
    const shared = common < 0 ? s.length : common;
    if (shared >= Math.max(3, s.length - 2, form.length - 2) && !ADJECTIVE.test(s))
      return { word: s, plural: false };
  }
  return { word: form, plural: false };
}

/** Everyday nouns by stem: "библиотеке" is "библиотека", "коробок" "коробка", "пирожки" "пирожок". */
let STEMS: Array<[string, string]> | undefined;
const ENDINGS = new Set(words.endings);
function extraLemma(form: string): string | undefined {
  if (!STEMS) {
    STEMS = [];
    for (const lemma of extraSpellings('ru')) {
      if (lemma.includes(' ')) continue;
      const stem = lemma.replace(/[аяоеьйы]$/u, '');
      if (stem.length >= 3) STEMS.push([stem, lemma]);
      // A vowel that drops: "пирожок" → "пирожк-", "хомячок" → "хомячк-".
      const fleeting = /^(.+)[оеё]([кц])$/u.exec(lemma);
      if (fleeting) STEMS.push([`${fleeting[1]}${fleeting[2]}`, lemma]);
      // …and one that comes in the genitive plural: "коробка" → "коробок".
      const comes = /^(.+[^аеёиоуыэюя])ка$/u.exec(lemma);
      if (comes) STEMS.push([`${comes[1]}ок`, lemma], [`${comes[1]}ек`, lemma]);
    }
    STEMS.sort((a, b) => b[0].length - a[0].length);
  }
  if (extraNoun('ru', form)) return extraNoun('ru', form)!.lemma;
  for (const [stem, lemma] of STEMS)
    if (form.startsWith(stem) && ENDINGS.has(form.slice(stem.length)))
      return extraNoun('ru', lemma)?.lemma ?? lemma;
  return undefined;
}

type RuHit = NounHit & { cases?: RuCase[] };

/**
 * Cases an ending of the everyday nouns stands for (their forms are not written out): after the stem of a
 * noun on -а/-я ("коробка"), or of a masculine or neuter one on a consonant, -й, -о or -е, where "-а" is its
 * genitive or animate accusative ("внук" → "внука").
 */
const CASES_OF: Record<string, RuCase[]> = words.casesOf as Record<string, RuCase[]>;
const CASES_OF_MASCULINE: Record<string, RuCase[]> = words.casesOfMasculine as Record<string, RuCase[]>;
const casesOf = (lemma: string, ending: string): RuCase[] | undefined =>
  /[бвгджзклмнпрстфхцчшщйое]$/u.test(lemma) ? CASES_OF_MASCULINE[ending] : CASES_OF[ending];

function nounOfWord(lower: string, guess = true): RuHit | undefined {
  const id = vocabularyForms('ru').get(lower) ?? vocabularyForms('ru').get(lower.replace(/ё/gu, 'е'));
  if (id) {
    const { word, plural, cases } = lemmaOf(
      id,
      vocabularyForms('ru').has(lower) ? lower : lower.replace(/ё/gu, 'е'),
    );
    return { word, id, ...(plural ? { plural } : {}), ...(cases ? { cases } : {}) };
  }
  if (!guess)
    return extraNoun('ru', lower)
      ? { word: extraNoun('ru', lower)!.lemma, en: extraNoun('ru', lower)!.en }
      : undefined;
  const lemma = extraLemma(lower);
  if (lemma) {
    const stem = lemma.replace(/[аяоеьй]$/u, '');
    const ending = lower.startsWith(stem) ? lower.slice(stem.length) : '';
    const cases: RuCase[] | undefined = lower === lemma ? ['nom', 'acc'] : casesOf(lemma, ending);
    return { word: lemma, en: extraNoun('ru', lemma)!.en, ...(cases ? { cases } : {}) };
  }
  // A case the vocabulary does not spell ("медвежонку"): the same stem with an ending it does spell.
  for (const ending of 'ами ями ом ем ой ей ам ям ах ях у ю е и ы а я'.split(' ')) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 3) continue;
    const stem = lower.slice(0, -ending.length);
    for (const e of ['', 'а', 'я', 'о', 'ь', 'й', 'ок', 'ек']) {
      if ((e === 'ок' || e === 'ек') && !stem.endsWith('к')) continue;
      const form = e === 'ок' || e === 'ек' ? `${stem.slice(0, -1)}${e}` : `${stem}${e}`;
      const found = vocabularyForms('ru').get(form);
      if (found) {
        const { word } = lemmaOf(found, form);
        return { word, id: found };
      }
    }
  }
  return undefined;
}

/** An adjective's masculine nominative ("снежную" → "снежный"), for the writers' agreement. */
const adjectiveLemma = (word: string): string =>
  word.replace(ADJECTIVE, (ending) =>
    /^(ий|яя|ее|ие|его|ему|юю|им|их|ими)$/u.test(ending) || /[гкхжшщч]$/u.test(word.slice(0, -ending.length))
      ? 'ий'
      : 'ый',
  );

/** The nominative of a declined name, by the word before it. */
function nominative(name: string, before: string | undefined): string {
  const b = (before ?? '').toLowerCase();
  const soft = (stem: string) => (/[тлсзнвьдр]$/u.test(stem) && !/[жшчщц]$/u.test(stem) ? 'я' : 'а');
  if (GEN_PREP.test(b)) {
    if (/ы$/u.test(name)) return name.replace(/ы$/u, 'а');
    if (/и$/u.test(name)) return name.replace(/и$/u, /[жшчщгкх]и$/u.test(name) ? 'а' : 'я');
    if (/[^аеиоуыэюя]а$/u.test(name) && name.length > 4) return name.slice(0, -1);
  }
  if (DAT_PREP.test(b) || DATIVE_KIN.test(b)) {
    if (/е$/u.test(name)) return `${name.slice(0, -1)}${soft(name.slice(0, -1))}`;
    if (/у$/u.test(name) && name.length > 3) return name.slice(0, -1);
  }
  if (INS_PREP.test(b)) {
    if (/ой$/u.test(name)) return `${name.slice(0, -2)}а`;
    if (/ей$/u.test(name)) return `${name.slice(0, -2)}${/[жшчщц]$/u.test(name.slice(0, -2)) ? 'а' : 'я'}`;
    if (/ом$/u.test(name)) return name.slice(0, -2);
  }
  return name;
}

/**
 * A name in apposition to a kin or kind word in an oblique case ("с дедушкой Петей", "с лисой Рыжиком",
 * "щенка Бублика") agrees with it: its nominative is the one the teller's case table (`ruName`) declines to
 * the written form in that case; undefined when no nominative does.
 */
function nominativeByCase(form: string, cases: RuCase[]): string | undefined {
  const lower = form.toLowerCase();
  for (const kase of cases) {
    if (kase === 'nom') continue;
    // A name on -а/-я first: "дочке Оле" is Оля, not a man's "Ол".
    for (const ending of ['а', 'я', '', 'й', 'ь'])
      for (let cut = 1; cut <= 2 && cut < lower.length - 1; cut += 1)
        for (const sex of ['m', 'f'] as const) {
          const nom = `${form.slice(0, -cut)}${ending}`;
          if (nom.toLowerCase() !== lower && ruName(nom, sex, kase).toLowerCase() === lower) return nom;
        }
  }
  return undefined;
}

const capital = (w: string): string => w.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

export function russianPieces(sentence: string): Piece[] {
  const words = [...sentence.matchAll(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*|[.,!?;:—–()«»"]/gu)].map(
    (m) => m[0],
  );
  const lowerIdea = !words.some((w, k) => k > 0 && /^\p{Lu}/u.test(w) && !/[.!?]/u.test(words[k - 1] ?? ''));
  const list = pieceList();
  const { pieces, push } = list;
  let start = true;
  let owner: Piece['owner'] | undefined;
  const looks = LOOK_WORDS.ru;
  /** "длинные рыжие волосы": hair one or two words on. */
  const hairNext = (k: number): boolean =>
    [words[k + 1], words[k + 2]].some((w) => looks.hair.test(w?.toLowerCase() ?? ''));
  for (let k = 0; k < words.length; k += 1) {
    const raw = words[k]!;
    const lower = raw.toLowerCase();
    if (/^[.,!?;:—–()«»"]$/u.test(raw)) {
      if (list.punct(raw, /[.!?]/u)) start = true;
      continue;
    }
    const opens = start;
    start = false;
    const mark = (p: Piece) => {
      p.opens = opens;
      p.cap = /^\p{Lu}/u.test(raw);
      p.prevWord = words[k - 1];
      return p;
    };
    // "по имени Барсик", "кота зовут Барсик".
    if (
      (lower === 'по' && /^(имени|кличке|прозвищу)$/u.test(words[k + 1]?.toLowerCase() ?? '')) ||
      /^(зовут|звали|кличут)$/u.test(lower)
    ) {
      push({ text: lower === 'по' ? `${raw} ${words[k + 1]}` : raw, type: 'cue' });
      if (lower === 'по') k += 1;
      continue;
    }
    if (
      lower in POSSESSIVE &&
      /^\p{L}/u.test(words[k + 1] ?? '') &&
      !FUNCTION.has(words[k + 1]!.toLowerCase())
    ) {
      owner = POSSESSIVE[lower];
      continue;
    }
    const owns = owner;
    owner = undefined;
    const number = NUMBERS[lower] ?? (/^\d+$/.test(raw) ? Number(raw) : undefined);
    if (number !== undefined) {
      const years = /^(лет|года|год|годика|годиков)$/u.test(words[k + 1]?.toLowerCase() ?? '');
      push({ text: raw, type: 'number', value: number, ...(years ? { age: true } : {}) });
      continue;
    }
    // A capital inside a sentence is a name unless the word is spelled exactly so in the tables.
    const hit = nounOfWord(lower, !/^\p{Lu}/u.test(raw) || opens);
    const colour = scriptColour('ru', lower);
    const trait = traitForms('ru').get(lower);
    const feeling = scriptFeeling('ru', lower);
    if (looks.glasses.test(lower) || looks.freckles.test(lower) || looks.hair.test(lower))
      mark(push({ text: raw, type: 'look', ...lookOf('ru', lower) }));
    else if (looks.short.test(lower) && hairNext(k))
      mark(push({ text: raw, type: 'word', hair: { length: 'short' } }));
    else if (looks.long.test(lower) && hairNext(k))
      mark(push({ text: raw, type: 'word', hair: { length: 'long' } }));
    else if (STORY_WORDS.ru.test(lower)) mark(push({ text: raw, type: 'story' }));
    else if (colour) mark(push({ text: raw, type: 'colour', colour, ...(owns ? { owner: owns } : {}) }));
    else if (trait && !hit)
      mark(
        push({
          text: raw,
          type: 'trait',
          trait: { word: adjectiveLemma(lower), en: trait },
          ...(owns ? { owner: owns } : {}),
        }),
      );
    else if (hit) mark(push({ text: raw, type: 'noun', noun: hit, ...(owns ? { owner: owns } : {}) }));
    else if (feeling) mark(push({ text: raw, type: 'feeling', feeling }));
    else if (lower === 'и') {
      const prev = pieces[pieces.length - 1];
      if (prev && prev.type !== 'punct') prev.and = true;
      push({ text: raw, type: 'and' });
    } else if (FUNCTION.has(lower)) mark(push({ text: raw, type: 'word' }));
    else {
      const p = mark(push({ text: raw, type: 'word' }));
      p.unknown = true;
      // An adjective before a noun: "снежную крепость", "старом паровозе" (the writers decline its nominative).
      if (ADJECTIVE.test(lower) && nounOfWord(words[k + 1]?.toLowerCase() ?? '') && !/^\p{Lu}/u.test(raw)) {
        p.type = 'trait';
        p.trait = { word: adjectiveLemma(lower) };
        if (owns) p.owner = owns;
      }
    }
  }

  // Where, like, become, about; "в зоопарк", "к бабушке", "до леса": whither; "в лесу", "по городу": where.
  markAround(pieces, 'ru', true);
  for (const p of pieces) {
    const cases = (p.noun as RuHit | undefined)?.cases ?? [];
    const b = pieces[p.i - 1]?.text.toLowerCase() ?? '';
    if (p.type === 'noun' && /^(в|во|на)$/u.test(b) && cases.includes('acc') && !cases.includes('prep'))
      p.toward = true;
  }
  markWords(pieces, 'ru', { lower: true });

  // Names.
  const knownNames = new Set(NAMES.map((n) => n.forms.ru.toLowerCase()));
  for (const p of pieces) {
    if (!(p.type === 'word' || (p.type === 'noun' && p.cap && !p.opens))) continue;
    const lower = p.text.toLowerCase();
    if (p.type === 'word' && !p.unknown && !knownNames.has(lower)) continue;
    if (p.goal || p.before || p.text.length < 2 || /\d/u.test(p.text)) continue;
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    const afterKind = !!prev && prev.type === 'noun' && !prev.place && prev.sentence === p.sentence;
    // A capital after "в", "на", "через": a place's name ("в Сибирь"), not a character.
    if (prev && PLACE_PREP.test(prev.text.toLowerCase()) && !/^(к|ко|по)$/u.test(prev.text.toLowerCase()))
      continue;
    const afterCue = prev?.type === 'cue';
    const goesOn =
      !next ||
      next.type === 'punct' ||
      next.type === 'and' ||
      (next.type === 'word' && VERB.test(next.text.toLowerCase())) ||
      !!next.goal ||
      next.type === 'feeling' ||
      // "Ваня с бабушкой …": the subject, then whom it is with.
      (/^(с|со)$/u.test(next.text.toLowerCase()) && pieces[next.i + 1]?.type === 'noun');
    let name = false;
    if (p.type === 'noun') name = afterKind;
    else if (p.cap && !p.opens) name = true;
    else if (p.cap && p.opens)
      name =
        !ADJECTIVE.test(lower) &&
        !/(ом|ось|ся|сь|ть)$/u.test(lower) &&
        (goesOn || (next?.type === 'word' && next.cap === true));
    else if (lowerIdea)
      name = afterKind || afterCue || (!!p.opens && goesOn && !VERB.test(lower) && !ADJECTIVE.test(lower));
    if (afterCue) name = true;
    if (!name) continue;
    p.type = 'name';
    delete p.noun;
    // The kind's cases; a kind not written as its nominative ("щенка") without known cases: any oblique one.
    const kind = afterKind ? (prev.noun as RuHit | undefined) : undefined;
    const oblique =
      kind && kind.word.toLowerCase() !== prev!.text.toLowerCase() ? RU_CASES.slice(1) : undefined;
    const cases = kind?.cases ?? oblique;
    const kinCases = cases && !cases.includes('nom') ? cases : undefined;
    // The word before decides first ("у Кати", "дочке Оле"); else the kind's case.
    const byWord = nominative(p.text, p.prevWord);
    p.text = capital(
      byWord !== p.text ? byWord : ((kinCases && nominativeByCase(p.text, kinCases)) ?? p.text),
    );
  }
  // One name in several cases ("Диме … Дима"): the nominative the idea writes.
  const names = pieces.filter((p) => p.type === 'name');
  for (const p of names) {
    const stem = p.text.toLowerCase().replace(/(ой|ей|ом|ем|ою|ею|[аяеиоуыюйь])$/u, '');
    const nom = names.find(
      (q) =>
        q !== p &&
        q.text.toLowerCase().replace(/[аяйь]$/u, '') === stem &&
        /[ая]$|[^аеиоуыэюя]$/u.test(q.text),
    );
    if (nom && !/[ая]$|[^аеиоуыэюяй]$/u.test(p.text)) p.text = nom.text;
  }
  // The sex agreement gives: a past tense after the name (пошёл, пошла), "его"/"её" before the next name.
  for (const p of names) {
    const after = pieces.slice(p.i + 1, p.i + 6);
    const stop = after.findIndex((q) => q.type === 'name');
    const until = stop < 0 ? after : after.slice(0, stop);
    const said = until.find(
      (q) =>
        q.owner ||
        /^(он|она|его|её|ее|ему|ей)$/u.test(q.text.toLowerCase()) ||
        /(л|ла)$/u.test(q.text.toLowerCase()),
    );
    const cue = said?.owner ?? said?.text.toLowerCase();
    if (cue === 'm' || cue === 'он' || cue === 'его' || cue === 'ему' || (cue && /[^а]л$/u.test(cue)))
      p.sex = 'm';
    else if (
      cue === 'f' ||
      cue === 'она' ||
      cue === 'её' ||
      cue === 'ее' ||
      cue === 'ей' ||
      (cue && /ла$/u.test(cue))
    )
      p.sex = 'f';
  }
  return pieces;
}
