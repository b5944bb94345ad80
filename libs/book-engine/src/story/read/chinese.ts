import words from '../data/zh.reader.json';
import { NAMES } from '../names';
import { hanNumber, knownPiece, knownTable, type Known } from './cjk';
import type { Owner, Piece } from './pieces';
import { markAround, markWords, pieceList } from './script-reader';
import { mayBeKind } from './script-nouns';
import { scriptColour, scriptFeeling } from './script-words';

/**
 * Chinese: the runtime's word segmenter (`Intl.Segmenter`) cuts the idea into words; words a table knows
 * are joined again where the segmenter split them ("消防|车", "棉花|糖"), and single characters no table and
 * no dictionary knows are joined into one unknown run ("乐|乐", "松|尼"): that is how a name the segmenter has
 * never seen looks. A name is what follows a name cue ("叫皮皮的小企鹅"), a reduplicated word ("明明",
 * "豆豆"), 小 or 阿 with a character no word goes on with ("小宇", "小美"), a word right after a kind
 * ("狐狸松尼", "姐姐小雨"), or an unknown run where a subject stands (before 和/在/想/是…, after a name and 和).
 */

/**
 * Characters that are grammar, numbers or pronouns: never part of a name run. Measure words other than 个, 只
 * and 位 may be a name's ("朵拉"); after 一 or 两 they are read before.
 */
const GRAMMAR = new Set(words.grammar.split(' '));
const FUNCTION = new Set(words.function.split(' '));
const OWNERS = words.owners as Record<string, Owner>;
const CUES = words.cues;
const MEASURE = /^(一|两|三|几)(只|个|辆|张|本|位|头|条|匹|朵|棵|座|把|群|艘|架|颗|块|件|封)$/u;
const NUMBER_WORDS: Record<string, number> = words.numberWords as Record<string, number>;
const KIN = /^(sister|brother|grandma|grandpa|mum|dad|aunt|uncle|girl|boy|child|friend|baby|twin)$/u;
/** First characters of verbs: a word after a kind that starts with one is what the kind does ("小熊看病"). */
const VERB_START = new Set(words.verbStart.split(' '));
const GROUPS = /^(姐妹|姐妹俩|两姐妹|兄弟|兄弟俩|孩子们|双胞胎|朋友们)$/u;

let TABLE: Map<string, Known> | undefined;
const table = (): Map<string, Known> =>
  (TABLE ??= knownTable('zh', {
    group: GROUPS,
    look: '眼镜 头发 短发 长发 卷发 辫子 马尾 雀斑',
    story: '故事 童话',
    first: [
      ...CUES.map((s): [string, Known] => [s, { type: 'cue' }]),
      ...Object.entries(OWNERS).map(([s, owner]): [string, Known] => [s, { type: 'owner', owner }]),
    ],
    then: NAMES.map((n): [string, Known] => [n.forms.zh, { type: 'name' }]),
    function: FUNCTION,
  }));

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /^\p{Script=Han}+$/u;

interface Seg {
  text: string;
  known?: Known;
  punct?: boolean;
  /** Joined from single characters nobody knows. */
  run?: boolean;
}

function segments(sentence: string): Seg[] {
  const t = table();
  const raw = [...segmenter.segment(sentence)]
    .map((s) => s.segment)
    .filter((s) => !/^\s+$/u.test(s))
    // The segmenter may glue a conjunction to the word before ("小|美和|狐狸"): a name's 和/跟/与 stands alone.
    .flatMap((s, i, all) =>
      s.length === 2 && /[和跟与]$/u.test(s) && /^(小|阿)$/u.test(all[i - 1] ?? '') ? [s[0]!, s[1]!] : [s],
    );
  const out: Seg[] = [];
  for (let k = 0; k < raw.length;) {
    // The longest run of segments a table knows as one word ("消防|车", "里|奥").
    let joined: string | undefined;
    let n = 0;
    for (let m = Math.min(4, raw.length - k); m >= 1 && !joined; m -= 1) {
      const text = raw.slice(k, k + m).join('');
      if (t.has(text)) {
        joined = text;
        n = m;
      }
    }
    if (joined) {
      out.push({ text: joined, known: t.get(joined)! });
      k += n;
      continue;
    }
    const text = raw[k]!;
    k += 1;
    if (/^[\p{P}\p{S}]+$/u.test(text)) {
      out.push({ text, punct: true });
      continue;
    }
    // A word the segmenter knows but the tables do not: a modifier and a known word ("小熊" = 小 + 熊)?
    // Not right after a kin word: "姐姐小雨" is her name, not a light rain.
    const before = out[out.length - 1]?.known;
    const afterKin = before?.type === 'noun' && KIN.test(before.noun.id ?? '');
    const parts = HAN.test(text) && text.length > 1 && !afterKin ? decompose(text) : undefined;
    if (parts) out.push(...parts);
    else out.push({ text });
  }
  // Single characters no table knows, side by side: one unknown run ("乐|乐" → 乐乐, "松|尼" → 松尼).
  const merged: Seg[] = [];
  for (const [k, s] of out.entries()) {
    const prev = merged[merged.length - 1];
    const single = !s.known && !s.punct && s.text.length === 1 && HAN.test(s.text) && !GRAMMAR.has(s.text);
    // A character said twice starts a run of its own ("带|乐|乐" is 带 + 乐乐).
    const doubled = out[k + 1]?.text === s.text && prev?.text !== s.text;
    if (
      single &&
      !doubled &&
      prev &&
      !prev.known &&
      !prev.punct &&
      (prev.run || (prev.text.length === 1 && !GRAMMAR.has(prev.text) && HAN.test(prev.text)))
    ) {
      prev.text += s.text;
      prev.run = true;
    } else merged.push(single ? { ...s, run: true } : s);
  }
  return merged;
}

/** A segment made only of words the tables know, longest first; undefined when any part is unknown. */
function decompose(text: string): Seg[] | undefined {
  const t = table();
  // A character said twice is one word, a pet name ("白白", "咪咪"), not the colour twice.
  if (text.length === 2 && text[0] === text[1]) return undefined;
  const parts: Seg[] = [];
  let i = 0;
  while (i < text.length) {
    let found = '';
    for (let l = text.length - i; l >= 1 && !found; l -= 1)
      if (t.has(text.slice(i, i + l))) found = text.slice(i, i + l);
    if (!found) return undefined;
    parts.push({ text: found, known: t.get(found)! });
    i += found.length;
  }
  // Two nouns side by side are one word of their own ("雪球" is a snowball, or a name), not snow and a ball.
  if (parts.slice(0, -1).some((p) => p.known?.type === 'noun' || p.known?.type === 'name')) return undefined;
  return parts.length > 1 ? parts : undefined;
}

const numberOf = (text: string): number | undefined => hanNumber(text, NUMBER_WORDS);

export function chinesePieces(sentence: string): Piece[] {
  const segs = segments(sentence);
  const list = pieceList();
  const { pieces, push, last } = list;
  let owner: Piece['owner'] | undefined;
  for (let k = 0; k < segs.length; k += 1) {
    const seg = segs[k]!;
    const text = seg.text;
    if (seg.punct) {
      list.punct(text, /[。！？!?.]/u);
      owner = undefined;
      continue;
    }
    const known = seg.known;
    // Ages: "八岁", "今年8岁".
    const age = /^(\d+|[一二三四五六七八九十]+)岁$/u.exec(text);
    if (age || (numberOf(text) !== undefined && segs[k + 1]?.text === '岁')) {
      push({ text, type: 'number', value: numberOf(age ? age[1]! : text) ?? 0, age: true });
      if (!age) k += 1;
      continue;
    }
    if (known?.type === 'owner') {
      owner = known.owner;
      continue;
    }
    if (text === '的') {
      const p = last();
      if (p && p.type !== 'punct') p.of = true;
      continue;
    }
    if (/^(和|跟|与|还有)$/u.test(text)) {
      const p = last();
      if (p && p.type !== 'punct') p.and = true;
      push({ text, type: 'and' });
      continue;
    }
    if (
      MEASURE.test(text) ||
      (/^(一|两|三|几)$/u.test(text) &&
        /^(只|个|辆|张|本|位|头|条|匹|朵|棵|座|把|群)$/u.test(segs[k + 1]?.text ?? ''))
    ) {
      if (!MEASURE.test(text)) k += 1;
      const n = numberOf(text[0]!) ?? 1;
      list.pending = { object: true };
      if (n > 1) push({ text, type: 'number', value: n });
      continue;
    }
    if (/^(两|三)$/u.test(text) && GROUPS.test(segs[k + 1]?.text ?? '')) {
      push({ text, type: 'number', value: numberOf(text)! });
      continue;
    }
    const owns = owner;
    owner = undefined;
    const read = known && knownPiece('zh', text, known, owns);
    if (known?.type === 'trait' && scriptColour('zh', text.replace(/的$/u, '')))
      push({
        text,
        type: 'colour',
        colour: scriptColour('zh', text.replace(/的$/u, ''))!,
        ...(owns ? { owner: owns } : {}),
      });
    else if (read) push(read);
    else {
      const feeling = scriptFeeling('zh', text);
      const piece = push({ text, type: feeling ? 'feeling' : 'word', ...(feeling ? { feeling } : {}) });
      piece.unknown = true;
      if (seg.run) piece.run = true;
    }
  }

  // "恐龙宝宝", "熊宝宝": an animal's baby is that animal, little.
  for (const p of pieces) {
    const next = pieces[p.i + 1];
    if (p.type !== 'noun' || next?.type !== 'noun' || next.noun?.id !== 'baby' || p.of) continue;
    if (
      !mayBeKind(p.noun!, 'zh') ||
      /^(girl|boy|child|sister|brother|mum|dad|grandma|grandpa)$/u.test(p.noun?.id ?? '')
    )
      continue;
    // Kept in the later piece, right before the name that may follow ("恐龙宝宝咕咕").
    next.text = `${p.text}${next.text}`;
    next.noun = { ...p.noun!, word: next.text };
    if (p.owner) next.owner = p.owner;
    p.type = 'word';
    p.text = '';
    delete p.noun;
  }

  // Where, what for, what the hero becomes: "在森林里", "去海边", "想当医生", "像爸爸一样".
  markAround(pieces, 'zh');
  markWords(pieces, 'zh', {
    before: (p, said) => /^(之前|以前)$/u.test(p.text) || (said && p.text.length <= 2),
  });

  // "叫球球": after a name cue a known character twice is a name, not two nouns ("球" is a ball).
  for (const p of pieces) {
    const next = pieces[p.i + 1];
    if (pieces[p.i - 1]?.type !== 'cue' || p.text.length !== 1 || next?.text !== p.text) continue;
    Object.assign(p, { type: 'word', text: `${p.text}${p.text}`, unknown: true });
    delete p.noun;
    Object.assign(next, { type: 'word', text: '' });
    delete next.noun;
  }

  // Names.
  const isVerbAfter = (p: Piece) => /^(了|着|过|得)/u.test(pieces[p.i + 1]?.text ?? '');
  // "王小红": one unknown character at the clause's start, before a name, is the family name.
  const familyName = (prev: Piece | undefined): boolean =>
    prev?.type === 'word' &&
    prev.unknown === true &&
    prev.text.length === 1 &&
    !GRAMMAR.has(prev.text) &&
    !VERB_START.has(prev.text) &&
    (!pieces[prev.i - 1] || pieces[prev.i - 1]!.type === 'punct');
  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    const next = pieces[p.i + 1];
    // 小宇, 小美, 小红: 小 or 阿 and a character no word goes on with ("小红和…", not "小白兔"); after a kin
    // word also 大 ("哥哥大伟").
    const after = pieces[p.i + 2];
    if (
      p.type === 'trait' &&
      (/^(小|阿)$/u.test(p.text) ||
        (p.text === '大' && prev?.type === 'noun' && KIN.test(prev.noun?.id ?? ''))) &&
      next &&
      next.text.length === 1 &&
      ((next.type === 'word' && next.unknown && !next.goal) || next.type === 'colour') &&
      !(after && ['noun', 'colour', 'trait'].includes(after.type))
    ) {
      next.type = 'name';
      next.text = `${p.text}${next.text}`;
      delete next.colour;
      p.type = 'word';
      p.text = '';
      delete p.trait;
      if (familyName(prev)) {
        next.text = `${prev!.text}${next.text}`;
        prev!.text = '';
      }
      continue;
    }
    if (p.type !== 'word' || !p.unknown || p.goal || p.before || p.feeling) continue;
    // A name in Latin letters ("Emma和她的小狗Lucky") is a name wherever it stands.
    if (/^\p{Lu}[\p{Script=Latin}'’-]*$/u.test(p.text)) {
      p.type = 'name';
      if (prev?.type === 'cue' && p.of) p.kindAfter = true;
      continue;
    }
    if (!HAN.test(p.text) || p.text.length > 3 || isVerbAfter(p)) continue;
    // A request or a verb ("请写", "带") is no name, even where a subject stands.
    if (VERB_START.has(p.text[0]!) && !(p.text.length === 2 && p.text[0] === p.text[1])) continue;
    const afterCue = prev?.type === 'cue';
    const afterKind =
      !!prev &&
      prev.type === 'noun' &&
      !prev.of &&
      !prev.place &&
      prev.sentence === p.sentence &&
      mayBeKind(prev.noun!, 'zh') &&
      p.text.length >= 2 &&
      (!VERB_START.has(p.text[0]!) || p.run === true);
    const reduplicated = p.text.length === 2 && p.text[0] === p.text[1];
    const clauseStart =
      !prev ||
      prev.type === 'punct' ||
      (prev.type === 'word' && /^(如果|要是|假如|然后|希望|让)$/u.test(prev.text));
    const subject =
      !!next &&
      (next.type === 'and' ||
        /^(在|想|要|是|会|喜欢|爱|去|有|和|跟|也|都|就|很|正在|不|没|把|被|找|带|用|一起)/u.test(next.text) ||
        next.type === 'punct');
    const joined = !!prev && prev.type === 'and' && pieces[prev.i - 1]?.type === 'name';
    const family = familyName(prev) && subject;
    const name =
      afterCue ||
      reduplicated ||
      afterKind ||
      family ||
      (p.run && p.text.length >= 2 && (clauseStart || joined || subject)) ||
      (clauseStart && subject && p.text.length >= 2);
    if (!name) continue;
    p.type = 'name';
    if (family) {
      p.text = `${prev!.text}${p.text}`;
      // The family name's piece stays, empty: pieces keep their places.
      prev!.text = '';
    }
    if (afterCue && p.of) p.kindAfter = true;
    // "小明是一个勇敢的男孩": the kind follows 是 — unless it stands right before ("小猫咪咪是好朋友").
    if (next?.text === '是' && !afterKind) p.kindAfter = true;
    delete p.object;
  }
  // "姐姐小雨": a known word right after a kin word is her name.
  for (const p of pieces) {
    const prev = pieces[p.i - 1];
    if (p.type !== 'noun' || !prev || prev.type !== 'noun' || prev.of || prev.place) continue;
    if (!KIN.test(prev.noun?.id ?? '')) continue;
    if (mayBeKind(p.noun!, 'zh') || p.text.length < 2) continue;
    p.type = 'name';
    delete p.noun;
  }
  return pieces;
}
