import words from '../data/ja.reader.json';
import { NAMES } from '../names';
import { hanNumber, knownPiece, knownTable, type Known } from './cjk';
import { goalOf, type Piece } from './pieces';
import { markWords, pieceList } from './script-reader';
import { mayBeKind } from './script-nouns';
import { scriptFeeling, SCRIPT_FEELINGS } from './script-words';

/**
 * Japanese: the idea is read by the longest known spelling at each position (a katakana word only as a whole
 * katakana run: "クマタ" is a name, not "クマ" + "タ"; a hiragana word only before a particle or another
 * script), and what no table knows is cut into words by the runtime's word segmenter (`Intl.Segmenter`).
 * Particles mark the word before them (は/が topic and subject, と "and", を object, に/で/へ where, の of). A
 * name is a katakana run with a subject, topic or "and" particle ("ユイは", "アオイと"), any word before
 * ちゃん/くん/さん, after a kind and の ("ねこのモモ", "むすめのサクラ"), before という, called alone
 * ("おやすみ、ケンタ"), or unknown hiragana opening the sentence before と or は and a noun ("はるとと犬の") —
 * known hiragana too (an adjective: あおい) before と, a kin or kind, の and its name ("あおいと弟のりく").
 */

const PARTICLES = words.particles;
const HONORIFIC = /^(ちゃん|くん|君|さん|さま|様)$/u;
const CUES = words.cues;
const FUNCTION = new Set(words.function.split(' '));
const POSSESSIVE: Record<string, Piece['owner']> = words.possessive as Record<string, Piece['owner']>;
const PARTICLE_START = new Set(words.particleStart.split(' '));

const kanjiOnly = (text: string): boolean => /^\p{Script=Han}+$/u.test(text);
const KATAKANA = /^[\p{Script=Katakana}ー・]+$/u;
const isKatakana = (ch: string | undefined): boolean => !!ch && /[\p{Script=Katakana}ー]/u.test(ch);
const isHiragana = (ch: string | undefined): boolean => !!ch && /\p{Script=Hiragana}/u.test(ch);

let TABLE: Map<string, Known> | undefined;
let LONGEST = 0;
function table(): Map<string, Known> {
  if (TABLE) return TABLE;
  TABLE = knownTable('ja', {
    group: /^(姉妹|兄弟|きょうだい|しまい|子どもたち|ふたご|双子)$/u,
    look: 'めがね メガネ 眼鏡 髪の毛 かみのけ 髪 ショートヘア ロングヘア そばかす くせっ毛 おさげ',
    story: 'お話 おはなし 物語 ものがたり 絵本 えほん',
    first: [],
    // "って" is also a verb's ending ("作って"): only the unambiguous cues are looked up; "って" after a
    // katakana word is read once the words are cut.
    then: [
      ...CUES.filter((c) => !c.startsWith('っ')).map((s): [string, Known] => [s, { type: 'cue' }]),
      ...Object.entries(POSSESSIVE).map(([s, owner]): [string, Known] => [
        s,
        { type: 'owner', owner: owner! },
      ]),
    ],
    function: FUNCTION,
  });
  LONGEST = Math.max(...[...TABLE.keys()].map((k) => k.length));
  return TABLE;
}

interface Token {
  text: string;
  known?: Known;
  particle?: boolean;
  punct?: string;
  /** A hiragana word that opens the sentence before と and a noun ("はると|と|犬"): a subject's name. */
  opening?: boolean;
}

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Cuts text no table knows into words: katakana runs whole, the rest by the segmenter. */
function cutGap(gap: string, out: Token[]): void {
  // A name before ちゃん/くん/さん stays whole ("ハナちゃんと" is not "ハナ" + "ちゃんと").
  for (const part of gap.split(/(ちゃん|くん|さん|さま)/u)) {
    if (!part) continue;
    if (HONORIFIC.test(part)) {
      out.push({ text: part });
      continue;
    }
    // The word right before ちゃん/くん/さん is one name, whatever the segmenter would cut ("陽菜ちゃん").
    const honoured = gap.slice(gap.indexOf(part) + part.length).match(/^(ちゃん|くん|さん|さま)/u);
    let tail = honoured
      ? /(\p{Script=Han}+|[\p{Script=Katakana}ー]+|\p{Script=Latin}+|\p{Script=Hiragana}{2,4})$/u.exec(
          part,
        )?.[0]
      : undefined;
    // A name in hiragana ("ゆいちゃん") after a particle ("とゆいちゃん"): the particle is no part of it.
    if (tail && /^\p{Script=Hiragana}/u.test(tail) && tail.length > 2 && /^[とのはがもにをでや]/u.test(tail))
      tail = tail.slice(1);
    if (tail) {
      if (part.length > tail.length) cutGap(part.slice(0, -tail.length), out);
      out.push({ text: tail });
      continue;
    }
    let run = '';
    const flush = () => {
      if (run) out.push({ text: run });
      run = '';
    };
    for (const seg of segmenter.segment(part)) {
      const text = seg.segment;
      if (KATAKANA.test(text)) {
        if (run && !KATAKANA.test(run)) flush();
        run += text;
        continue;
      }
      flush();
      if (/^[\s]+$/u.test(text)) continue;
      if (/^[\p{P}]+$/u.test(text)) out.push({ text, punct: text });
      else if (PARTICLES.includes(text)) out.push({ text, particle: true });
      else out.push({ text });
    }
    flush();
  }
}

function tokens(sentence: string): Token[] {
  const t = table();
  const out: Token[] = [];
  let gap = '';
  let i = 0;
  const flushGap = (next?: Known) => {
    // "はるとと犬の…", "そうたと妹の…", "はるとはおばあちゃんと…": unknown hiragana opening the sentence, then と
    // ("and") or the topic は and a noun, is one word; the segmenter would cut it anywhere ("は|る|と|と").
    const opens = out.length === 0 || !!out[out.length - 1]!.punct;
    // A name before ちゃん/くん/さん is cut by `cutGap` ("ゆいちゃんは").
    const honoured = /(ちゃん|くん|さん|さま)[とは]$/u.test(gap);
    if (opens && next?.type === 'noun' && !honoured && /^\p{Script=Hiragana}{2,5}[とは]$/u.test(gap)) {
      out.push({ text: gap.slice(0, -1), opening: true }, { text: gap.slice(-1), particle: true });
      gap = '';
    }
    if (gap) cutGap(gap, out);
    gap = '';
  };
  while (i < sentence.length) {
    let found: string | undefined;
    for (let l = Math.min(LONGEST, sentence.length - i); l >= 1 && !found; l -= 1) {
      const candidate = sentence.slice(i, i + l);
      const k = t.get(candidate);
      if (!k) continue;
      const before = sentence[i - 1];
      const after = sentence[i + l];
      // A katakana word is a whole katakana run; a hiragana word stands before a particle or another script.
      if (isKatakana(candidate[0]) && (isKatakana(before) || isKatakana(after))) continue;
      if (
        isHiragana(candidate[candidate.length - 1]) &&
        k.type === 'noun' &&
        isHiragana(after) &&
        !PARTICLE_START.has(after!)
      )
        continue;
      if (
        isHiragana(candidate[0]) &&
        k.type === 'noun' &&
        candidate.length <= 2 &&
        isHiragana(before) &&
        !PARTICLE_START.has(before!) &&
        !/[いなるた]/u.test(before!)
      )
        continue;
      found = candidate;
    }
    if (found) {
      flushGap(t.get(found));
      out.push({ text: found, known: t.get(found)! });
      i += found.length;
    } else {
      gap += sentence[i];
      i += 1;
    }
  }
  flushGap();
  return out;
}

const AGE = /^([0-9０-９]+|[一二三四五六七八九十]+)(さい|歳|才)$/u;
const KANJI_NUMBER: Record<string, number> = words.kanjiNumber as Record<string, number>;
const numberOf = (text: string): number => hanNumber(text, KANJI_NUMBER) ?? 0;

export function japanesePieces(sentence: string): Piece[] {
  const toks = tokens(sentence);
  const list = pieceList();
  const { pieces, push, last } = list;
  let owner: Piece['owner'] | undefined;
  const opening = new Set<Piece>();
  for (let k = 0; k < toks.length; k += 1) {
    const tok = toks[k]!;
    if (tok.punct) {
      list.punct(tok.punct, /[。！？!?.]/u);
      continue;
    }
    if (tok.particle) {
      const p = last();
      if (!p || p.type === 'punct') continue;
      const x = tok.text;
      if (x === 'と' || x === 'や') p.and = true;
      if (x === 'を') p.object = true;
      if (['に', 'で', 'へ', 'まで', 'から', 'には', 'では'].includes(x)) p.place = true;
      if (['に', 'へ', 'まで'].includes(x)) p.toward = true;
      if (x !== 'の') p.sep = true;
      else p.of = true;
      p.particle = x;
      continue;
    }
    const text = tok.text;
    const known = tok.known;
    const owns = owner;
    owner = undefined;
    const age = AGE.exec(text + (toks[k + 1]?.text ?? ''));
    if (
      /^([0-9０-９]+|[一二三四五六七八九十]+)$/u.test(text) &&
      /^(さい|歳|才)$/u.test(toks[k + 1]?.text ?? '')
    ) {
      push({ text, type: 'number', value: numberOf(text), age: true });
      k += 1;
      continue;
    }
    if (age && age[0] === text) {
      push({ text, type: 'number', value: numberOf(age[1]!), age: true });
      continue;
    }
    if (/^(ふたり|二人|三人|さんにん)(の)?$/u.test(text)) {
      push({ text, type: 'number', value: /三|さん/u.test(text) ? 3 : 2 });
      continue;
    }
    if (known?.type === 'owner') {
      owner = known.owner;
      continue;
    }
    if (known?.type === 'cue') {
      // "レオという", "陽太という": a name before the cue; "作って" is a verb, not a name.
      const p = last();
      const nameLike =
        !!p && (KATAKANA.test(p.text) || (text !== 'って' && /^\p{Script=Han}{2,}$/u.test(p.text)));
      if (p && p.type !== 'punct' && nameLike) p.cue = true;
      push({ text, type: 'cue' });
    } else if (known) push(knownPiece('ja', text, known, owns)!);
    else if (HONORIFIC.test(text)) {
      const p = last();
      if (p) p.honorific = true;
    } else {
      const feeling = scriptFeeling('ja', text);
      const piece = push({ text, type: feeling ? 'feeling' : 'word', ...(feeling ? { feeling } : {}) });
      piece.unknown = true;
      if (tok.opening) opening.add(piece);
    }
  }

  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    if (p.type === 'word' && /^(って|っていう)$/u.test(p.text) && prev && KATAKANA.test(prev.text)) {
      p.type = 'cue';
      prev.cue = true;
    }
  }

  // Feelings written over several words ("はずかしがりや"), goal words, "before", "finds".
  markWords(pieces, 'ja', {
    // The segmenter may cut a verb from its ending ("作|って"): the word and the next one together.
    goal: (p) => {
      const next = pieces[p.i + 1];
      const joined = next?.type === 'word' ? `${p.text}${next.text}` : p.text;
      return (
        goalOf('ja', joined) ?? (/^(行き|行っ|行こ|いき|いっ|出かけ)/u.test(joined) ? 'journey' : undefined)
      );
    },
    before: (p, said) => said || (/^(前|まえ)$/u.test(p.text) && p.particle === 'に'),
  });
  if (!pieces.some((p) => p.feeling)) {
    // The segmenter may cut a feeling ("はず|かし|がり|や"): found in the text, given to the piece it starts in.
    let offset = 0;
    const starts = pieces.map((p) => {
      const at = offset;
      offset += p.text.length;
      return at;
    });
    const text = pieces.map((p) => p.text).join('');
    for (const [re, en] of SCRIPT_FEELINGS.ja) {
      const m = new RegExp(re.source, 'u').exec(text);
      if (!m) continue;
      const k = starts.findIndex((at, j) => at <= m.index && m.index < at + pieces[j]!.text.length);
      const p = pieces[k];
      if (p && (p.type === 'word' || p.type === 'feeling')) {
        p.type = 'feeling';
        p.feeling = en;
        break;
      }
    }
  }

  // "パン屋さんになりたい": what the hero wants to become is a role, not a character or a place.
  for (const p of pieces) {
    const next = pieces[p.i + 1];
    if (p.type === 'noun' && p.particle === 'に' && next && /^な[りるっれろ]/u.test(next.text)) {
      p.role = true;
      delete p.place;
    }
  }

  // Names.
  const knownNames = new Set(NAMES.map((n) => n.forms.ja));
  // "あおいと弟のりくは…": hiragana opening the sentence before と, a kin or kind with の and its name is the
  // first name of the pair, even where a table knows the word as an adjective (あおい "blue").
  for (const p of pieces) {
    const [prev, kind] = [pieces[p.i - 1], pieces[p.i + 1]];
    const named = kind && pieces[kind.i + 1];
    if (
      (!prev || prev.type === 'punct') &&
      /^(word|colour|trait)$/u.test(p.type) &&
      /^\p{Script=Hiragana}{2,5}$/u.test(p.text) &&
      p.particle === 'と' &&
      kind?.type === 'noun' &&
      kind.of &&
      !kind.sep &&
      mayBeKind(kind.noun!, 'ja') &&
      named?.type === 'word' &&
      named.sentence === p.sentence &&
      (named.unknown || knownNames.has(named.text))
    ) {
      p.type = 'word';
      p.unknown = true;
      delete p.colour;
      delete p.trait;
      opening.add(p);
    }
  }
  for (const p of pieces) {
    if (p.type !== 'word' && !(p.type === 'noun' && p.honorific)) continue;
    if (p.type === 'word' && !p.unknown && !knownNames.has(p.text)) continue;
    if (p.goal || p.before || p.feeling || p.text.length > 8) continue;
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    const katakana = KATAKANA.test(p.text);
    const kanji = /^\p{Script=Han}+$/u.test(p.text);
    const afterKind =
      !!prev &&
      prev.type === 'noun' &&
      !!prev.of &&
      !prev.sep &&
      prev.sentence === p.sentence &&
      mayBeKind(prev.noun!, 'ja') &&
      !p.place &&
      !p.object &&
      (!kanjiOnly(p.text) || p.text.length >= 2);
    const particle = p.particle;
    const subject = !!particle && ['は', 'が', 'と', 'も', 'の', 'や', 'には'].includes(particle);
    const alone = (!prev || prev.type === 'punct') && (!next || next.type === 'punct') && !particle;
    // "ティラノサウルスのガオ": a long katakana word, or one before の and a name, is a noun (a kind).
    const nextName = next && KATAKANA.test(next.text) && next.unknown;
    if (!p.honorific && !p.cue && katakana && (p.text.length > 6 || (particle === 'の' && nextName))) {
      p.type = 'noun';
      p.noun = { word: p.text };
      continue;
    }
    const name =
      p.honorific ||
      p.cue ||
      (afterKind && (katakana || kanji || !particle || subject)) ||
      ((katakana || knownNames.has(p.text)) && (subject || alone || !particle) && !p.object && !p.place) ||
      (opening.has(p) && (particle === 'と' || particle === 'は'));
    if (!name) continue;
    if (p.type === 'noun' && !p.honorific) continue;
    // "おとうとのそう|た|と": a hiragana name the segmenter cut, up to its particle.
    if (afterKind && /^\p{Script=Hiragana}+$/u.test(p.text) && !particle) {
      let j = p.i + 1;
      while (pieces[j]?.type === 'word' && /^\p{Script=Hiragana}+$/u.test(pieces[j]!.text)) {
        p.text += pieces[j]!.text;
        const q = pieces[j]!;
        pieces[j]!.text = '';
        if (q.particle) {
          p.particle = q.particle;
          if (q.and) p.and = true;
          if (q.sep) p.sep = true;
          break;
        }
        j += 1;
      }
    }
    // A kin word with さん is no name ("お母さん" is read as a noun before this).
    p.type = 'name';
    if (p.cue) p.kindAfter = true;
    delete p.object;
    delete p.place;
  }
  return pieces;
}
