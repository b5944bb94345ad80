import { LEX, type LexEntry } from '../lexicon';

/**
 * Chinese (simplified) forms of every lexicon noun, keyed by lexicon id: the word, its measure word (一只狐狸,
 * 一辆拖拉机, 一座树屋) and, for places, the "where" phrase (在农场里, 在海边, 在月球上). Chinese marks neither
 * gender nor case; plural people take 们, everything else stays bare.
 */
export interface ZhNoun {
  w: string;
  /** Measure word (量词) used with a number or 一. */
  cl: string;
  /** A word for several together where Chinese has one (姐妹, 兄弟). */
  pl?: string;
  /** Places: "在农场里". */
  at?: string;
}

// id|word[/plural word]|measure word[|where phrase]
const TABLE = `
girl|小女孩|个
boy|小男孩|个
child|孩子|个
sister|妹妹/姐妹|个
brother|弟弟/兄弟|个
twin|双胞胎|对
friend|朋友|个
baby|宝宝|个
grandma|奶奶|位
grandpa|爷爷|位
mum|妈妈|位
dad|爸爸|位
aunt|阿姨|位
uncle|叔叔|位
farmer|农夫伯伯|位
king|国王|位
queen|王后|位
princess|公主|位
prince|王子|位
knight|骑士|位
pirate|海盗|个
witch|女巫|个
wizard|魔法师|位
teacher|老师|位
baker|面包师|位
fisherman|渔夫|位
firefighter|消防员|名
astronaut|宇航员|名
neighbour|邻居|位
pet|宠物|只
dog|小狗|只
cat|小猫|只
rabbit|兔子|只
bear|熊|只
fox|狐狸|只
hedgehog|刺猬|只
raven|乌鸦|只
owl|猫头鹰|只
otter|水獭|只
mouse|老鼠|只
horse|马|匹
cow|奶牛|头
pig|猪|头
sheep|羊|只
chicken|母鸡|只
duck|鸭子|只
bird|小鸟|只
parrot|鹦鹉|只
guinea-pig|豚鼠|只
penguin|企鹅|只
lion|狮子|头
elephant|大象|头
monkey|猴子|只
giraffe|长颈鹿|头
turtle|乌龟|只
fish|鱼|条
whale|鲸鱼|头
dolphin|海豚|只
octopus|章鱼|只
squirrel|松鼠|只
frog|青蛙|只
butterfly|蝴蝶|只
bee|蜜蜂|只
wolf|狼|只
deer|小鹿|只
snail|蜗牛|只
seal|海豹|只
dragon|龙|条
unicorn|独角兽|只
robot|机器人|个
dinosaur|恐龙|只
fairy|仙子|位
ghost|幽灵|个
monster|怪兽|只
mermaid|美人鱼|条
giant|巨人|个
troll|山怪|个
tractor|拖拉机|辆
train|火车|列
boat|船|艘
rocket|火箭|枚
bicycle|自行车|辆
car|小汽车|辆
plane|飞机|架
fire-engine|消防车|辆
bus|公共汽车|辆
digger|挖掘机|辆
balloon-ride|热气球|个
teddy|泰迪熊|只
doll|洋娃娃|个
ball|球|个
kite|风筝|只
balloon|气球|个
cake|蛋糕|个
tree-house|树屋|座
shell|贝壳|枚
bone|骨头|根
paper-boat|纸船|只
raft|木筏|只
sandcastle|沙堡|座
snowman|雪人|个
hut|小屋|间
bridge|桥|座
birdhouse|鸟窝|个
key|钥匙|把
map|地图|张
treasure|宝藏|份
lantern|灯笼|盏
star|星星|颗
egg|蛋|颗
crown|王冠|顶
book|书|本
letter|信|封
present|礼物|份
flower|花|朵
seed|种子|颗
harvest|庄稼|片
storm|暴风雨|场
rain|大雨|场
night|黑夜|个
winter|冬天|个
birthday|生日|个
party|派对|场
festival|节日|个
christmas|圣诞节|个
wedding|婚礼|场
swimming|游泳|次
reading|读书|次
cycling|骑自行车|次
flying|飞翔|次
dancing|跳舞|支
skating|滑冰|次
climbing|攀爬|次
fire|大火|场
water|水|滴
thunder|雷声|阵
colours|颜色|种
farm|农场|个|在农场里
forest|森林|片|在森林里
sea|大海|片|在大海边
beach|海滩|片|在海滩上
island|小岛|座|在小岛上
underwater|海底|片|在海底
mountain|大山|座|在大山里
snow|雪地|片|在雪地里
city|城市|座|在城市里
village|村子|个|在村子里
castle|城堡|座|在城堡里
space|太空|片|在太空中
moon|月球|个|在月球上
garden|花园|个|在花园里
meadow|草地|片|在草地上
home|家|个|在家里
school|学校|所|在学校里
kindergarten|幼儿园|所|在幼儿园里
river|小河|条|在小河边
lake|湖|个|在湖边
zoo|动物园|个|在动物园里
desert|沙漠|片|在沙漠里
cave|山洞|个|在山洞里
`;

export const ZH_NOUNS: Record<string, ZhNoun> = Object.fromEntries(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id, word, cl, at] = line.split('|') as [string, string, string, string?];
      const [w, pl] = word.split('/') as [string, string?];
      return [id, { w, cl, ...(pl ? { pl } : {}), ...(at ? { at } : {}) }];
    }),
);

/** Trait adjectives before a noun: one-syllable ones bind directly (小狐狸), the rest take 的. */
export const ZH_TRAITS: Record<string, string> = {
  talking: '会说话的',
  magic: '神奇的',
  brave: '勇敢的',
  little: '小',
  old: '老',
  big: '大',
  shy: '害羞的',
  lost: '丢失的',
  wise: '聪明智慧的',
  flying: '会飞的',
  golden: '金色的',
  red: '红',
  sleepy: '爱打瞌睡的',
  friendly: '友好的',
  clever: '聪明的',
  grumpy: '爱发脾气的',
  lonely: '孤单的',
  secret: '秘密的',
  paper: '纸做的',
  new: '新',
};
/** Things are 旧 when old, living beings 老. */
const THING_TRAITS: Record<string, string> = { old: '旧' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
const PEOPLE = new Set(['child', 'adult']);
const NUMBERS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];

export const zhNoun = (x: LexEntry): ZhNoun => ZH_NOUNS[x.id] as ZhNoun;

/** The adjectives of the given traits in Chinese order: 的-phrases first, bound ones next to the noun. */
export function zhAdj(x: LexEntry, traits: readonly string[]): string {
  const words = traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? ZH_TRAITS[k])
    .filter((w): w is string => !!w)
    // A bound adjective already in the noun (小狗 + 小) is not said twice.
    .filter((w) => w.endsWith('的') || !zhNoun(x).w.startsWith(w));
  return [...words.filter((w) => w.endsWith('的')), ...words.filter((w) => !w.endsWith('的'))].join('');
}

/**
 * "会说话的乌鸦", "一只会说话的乌鸦", "两只羊", "孩子们", "一些贝壳": Chinese has no article; the
 * indefinite takes 一 + measure word, a number its measure word, plural people 们.
 */
export function zhNP(
  x: LexEntry,
  options: { def?: boolean; traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = zhNoun(x);
  const adj = zhAdj(x, options.traits ?? []);
  if (options.count !== undefined) return `${NUMBERS[options.count] ?? options.count}${n.cl}${adj}${n.w}`;
  const def = options.def ?? true;
  if (options.plural) {
    const noun = n.pl ?? (PEOPLE.has(x.cat) ? `${n.w}们` : n.w);
    return def ? `${adj}${noun}` : `一些${adj}${noun}`;
  }
  return def ? `${adj}${n.w}` : `一${n.cl}${adj}${n.w}`;
}

/** Where a place is, without 在: "农场里", "海边". */
export const zhWhere = (x: LexEntry): string => (zhNoun(x).at ?? `在${zhNoun(x).w}`).replace(/^在/, '');

export const zhLex = (id: string): LexEntry => LEX.get(id) as LexEntry;
