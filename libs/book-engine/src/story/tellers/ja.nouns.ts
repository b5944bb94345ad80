import type { LexEntry } from '../lexicon';

/**
 * Japanese forms of every lexicon noun, keyed by lexicon id, written as a picture book for children writes
 * them (easy kanji, animals in katakana): the word, its counter (一匹, 一羽, 一台, 一冊 …), for places the
 * place phrase that takes に/で ("海の底", "川のそば"), for skills what being able to do it is ("泳げる").
 * Japanese has no articles, gender or plural endings; living beings take たち when there are several.
 */
export interface JaNoun {
  w: string;
  /** Counter (助数詞) used with a number. */
  counter: string;
  /** A word for several together (姉妹, 兄弟). */
  pl?: string;
  /** Places: where something is or happens, before に/で. */
  loc?: string;
  /** Skills: the potential form, before ようになる ("泳げる"). */
  can?: string;
}

// id|word[/plural word]|counter[|place phrase][|potential form]
const TABLE = `
girl|女の子|人
boy|男の子|人
child|子ども|人
sister|いもうと/姉妹|人
brother|おとうと/兄弟|人
twin|ふたご|組
friend|友だち|人
baby|赤ちゃん|人
grandma|おばあちゃん|人
grandpa|おじいちゃん|人
mum|お母さん|人
dad|お父さん|人
aunt|おばさん|人
uncle|おじさん|人
farmer|農家のおじさん|人
king|王さま|人
queen|女王さま|人
princess|お姫さま|人
prince|王子さま|人
knight|騎士|人
pirate|海賊|人
witch|魔女|人
wizard|魔法使い|人
teacher|先生|人
baker|パン屋さん|人
fisherman|漁師さん|人
firefighter|消防士さん|人
astronaut|宇宙飛行士|人
neighbour|おとなりさん|人
pet|ペット|匹
dog|犬|匹
cat|ネコ|匹
rabbit|ウサギ|羽
bear|クマ|頭
fox|キツネ|匹
hedgehog|ハリネズミ|匹
raven|カラス|羽
owl|フクロウ|羽
otter|カワウソ|匹
mouse|ネズミ|匹
horse|馬|頭
cow|ウシ|頭
pig|ブタ|頭
sheep|ヒツジ|頭
chicken|ニワトリ|羽
duck|アヒル|羽
bird|小鳥|羽
parrot|オウム|羽
guinea-pig|モルモット|匹
penguin|ペンギン|羽
lion|ライオン|頭
elephant|ゾウ|頭
monkey|サル|匹
giraffe|キリン|頭
turtle|カメ|匹
fish|魚|匹
whale|クジラ|頭
dolphin|イルカ|頭
octopus|タコ|匹
squirrel|リス|匹
frog|カエル|匹
butterfly|チョウチョ|匹
bee|ミツバチ|匹
wolf|オオカミ|匹
deer|シカ|頭
snail|カタツムリ|匹
seal|アザラシ|頭
dragon|ドラゴン|匹
unicorn|ユニコーン|頭
robot|ロボット|台
dinosaur|恐竜|匹
fairy|ようせい|人
ghost|おばけ|人
monster|かいじゅう|匹
mermaid|人魚|人
giant|巨人|人
troll|トロール|人
tractor|トラクター|台
train|電車|本
boat|船|そう
rocket|ロケット|機
bicycle|自転車|台
car|車|台
plane|飛行機|機
fire-engine|消防車|台
bus|バス|台
digger|ショベルカー|台
balloon-ride|気球|機
teddy|クマのぬいぐるみ|体
doll|お人形|体
ball|ボール|個
kite|たこ|枚
balloon|風船|個
cake|ケーキ|個
tree-house|ツリーハウス|けん
shell|貝がら|個
bone|ほね|本
paper-boat|紙の船|そう
raft|いかだ|そう
sandcastle|砂のお城|個
snowman|雪だるま|個
hut|小屋|けん
bridge|橋|本
birdhouse|小鳥の巣箱|個
key|かぎ|本
map|地図|枚
treasure|宝物|個
lantern|ランタン|個
star|星|個
egg|たまご|個
crown|王かん|個
book|本|冊
letter|手紙|通
present|プレゼント|個
flower|花|本
seed|種|つぶ
harvest|作物|つ
storm|あらし|つ
rain|雨|つ
night|夜|つ
winter|冬|つ
birthday|たんじょう日|つ
party|パーティー|回
festival|お祭り|つ
christmas|クリスマス|回
wedding|結婚式|回
swimming|水泳|回||泳げる
reading|字の読み方|回||字が読める
cycling|自転車の乗り方|回||自転車に乗れる
flying|空の飛び方|回||空を飛べる
dancing|ダンス|回||おどれる
skating|スケート|回||スケートができる
climbing|木登り|回||木に登れる
fire|火事|つ
water|水|つ
thunder|かみなり|つ
colours|色|つ
farm|農場|つ|農場
forest|森|つ|森
sea|海|つ|海
beach|浜辺|つ|浜辺
island|島|つ|島
underwater|海の底|つ|海の底
mountain|山|つ|山
snow|雪|つ|雪の中
city|町|つ|町
village|村|つ|村
castle|お城|つ|お城
space|宇宙|つ|宇宙
moon|月|つ|月
garden|庭|つ|庭
meadow|野原|つ|野原
home|おうち|けん|おうち
school|学校|つ|学校
kindergarten|ようちえん|つ|ようちえん
river|川|本|川のそば
lake|湖|つ|湖のほとり
zoo|動物園|つ|動物園
desert|さばく|つ|さばく
cave|ほらあな|つ|ほらあな
`;

export const JA_NOUNS: Record<string, JaNoun> = Object.fromEntries(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id, word, counter, loc, can] = line.split('|') as [string, string, string, string?, string?];
      const [w, pl] = word.split('/') as [string, string?];
      return [id, { w, counter, ...(pl ? { pl } : {}), ...(loc ? { loc } : {}), ...(can ? { can } : {}) }];
    }),
);

/** Trait adjectives in the form that stands before a noun (連体形). */
export const JA_TRAITS: Record<string, string> = {
  talking: 'しゃべる',
  magic: '魔法の',
  brave: 'ゆうかんな',
  little: '小さな',
  old: '年をとった',
  big: '大きな',
  shy: 'はずかしがりやの',
  lost: 'なくした',
  wise: 'かしこい',
  flying: '空とぶ',
  golden: '金色の',
  red: '赤い',
  sleepy: 'ねぼすけの',
  friendly: 'やさしい',
  clever: 'りこうな',
  grumpy: 'おこりんぼの',
  lonely: 'ひとりぼっちの',
  secret: 'ひみつの',
  paper: '紙の',
  new: '新しい',
};
/** Things are 古い when old, living beings 年をとった. */
const THING_TRAITS: Record<string, string> = { old: '古い' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
const NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export const jaNoun = (x: LexEntry): JaNoun => JA_NOUNS[x.id] as JaNoun;

export function jaAdj(x: LexEntry, traits: readonly string[]): string {
  return traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? JA_TRAITS[k])
    .filter((w): w is string => !!w)
    .join('');
}

/** A number with its counter; people are ひとり, ふたり. */
export function jaCount(x: LexEntry, n: number): string {
  const c = jaNoun(x).counter;
  if (c === '人' && n <= 2) return n === 1 ? 'ひとり' : 'ふたり';
  if (c === 'つ' && n <= 3) return ['', 'ひとつ', 'ふたつ', 'みっつ'][n] as string;
  return `${NUMBERS[n] ?? n}${c}`;
}

/**
 * "しゃべるカラス", "三羽のカラス", "ヒツジたち", "なくなった色": no article; several living beings take たち
 * (or the word for several, 姉妹); a number goes before with its counter and の.
 */
export function jaNP(
  x: LexEntry,
  options: { traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = jaNoun(x);
  const adj = jaAdj(x, options.traits ?? []);
  if (options.count !== undefined) return `${jaCount(x, options.count)}の${adj}${n.w}`;
  if (options.plural && ANIMATE.has(x.cat)) return `${adj}${n.pl ?? `${n.w}たち`}`;
  return `${adj}${n.w}`;
}

/** Where a place is, before に or で: "農場", "川のそば". */
export const jaWhere = (x: LexEntry): string => jaNoun(x).loc ?? jaNoun(x).w;
