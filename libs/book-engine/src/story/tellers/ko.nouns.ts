import type { LexEntry } from '../lexicon';

/**
 * Korean forms of every lexicon noun, keyed by lexicon id: the word, its counter (한 마리, 한 대, 한 권 …),
 * for places the place word that takes 에/에서, for skills what being able to do it is ("수영할" 수 있어요).
 * Korean has no articles or gender; several living beings take 들. Particles are chosen by `josa`.
 */
export interface KoNoun {
  w: string;
  /** Counter (단위 명사) after a native number: 한 마리, 두 명. */
  counter: string;
  /** A word for several together (자매, 형제). */
  pl?: string;
  /** Places: where something is, before 에/에서. */
  loc?: string;
  /** Skills: the verb before "수 있어요" ("수영할"). */
  can?: string;
}

// id|word[/plural word]|counter[|place word][|can-form]
const TABLE = `
girl|여자아이|명
boy|남자아이|명
child|아이|명
sister|여동생/자매|명
brother|남동생/형제|명
twin|쌍둥이|명
friend|친구|명
baby|아기|명
grandma|할머니|분
grandpa|할아버지|분
mum|엄마|분
dad|아빠|분
aunt|이모|분
uncle|삼촌|분
farmer|농부 아저씨|분
king|임금님|분
queen|왕비님|분
princess|공주님|명
prince|왕자님|명
knight|기사|명
pirate|해적|명
witch|마녀|명
wizard|마법사|명
teacher|선생님|분
baker|빵집 아저씨|분
fisherman|어부|명
firefighter|소방관|명
astronaut|우주 비행사|명
neighbour|이웃|명
pet|반려동물|마리
dog|강아지|마리
cat|고양이|마리
rabbit|토끼|마리
bear|곰|마리
fox|여우|마리
hedgehog|고슴도치|마리
raven|까마귀|마리
owl|부엉이|마리
otter|수달|마리
mouse|생쥐|마리
horse|말|마리
cow|젖소|마리
pig|돼지|마리
sheep|양|마리
chicken|암탉|마리
duck|오리|마리
bird|새|마리
parrot|앵무새|마리
guinea-pig|기니피그|마리
penguin|펭귄|마리
lion|사자|마리
elephant|코끼리|마리
monkey|원숭이|마리
giraffe|기린|마리
turtle|거북이|마리
fish|물고기|마리
whale|고래|마리
dolphin|돌고래|마리
octopus|문어|마리
squirrel|다람쥐|마리
frog|개구리|마리
butterfly|나비|마리
bee|꿀벌|마리
wolf|늑대|마리
deer|사슴|마리
snail|달팽이|마리
seal|물범|마리
dragon|용|마리
unicorn|유니콘|마리
robot|로봇|대
dinosaur|공룡|마리
fairy|요정|명
ghost|유령|명
monster|괴물|마리
mermaid|인어|명
giant|거인|명
troll|트롤|명
tractor|트랙터|대
train|기차|대
boat|배|척
rocket|로켓|대
bicycle|자전거|대
car|자동차|대
plane|비행기|대
fire-engine|소방차|대
bus|버스|대
digger|굴착기|대
balloon-ride|열기구|대
teddy|곰 인형|개
doll|인형|개
ball|공|개
kite|연|개
balloon|풍선|개
cake|케이크|개
tree-house|나무 위 집|채
shell|조개껍데기|개
bone|뼈|개
paper-boat|종이배|척
raft|뗏목|척
sandcastle|모래성|개
snowman|눈사람|개
hut|오두막|채
bridge|다리|개
birdhouse|새집|개
key|열쇠|개
map|지도|장
treasure|보물|개
lantern|등불|개
star|별|개
egg|알|개
crown|왕관|개
book|책|권
letter|편지|통
present|선물|개
flower|꽃|송이
seed|씨앗|개
harvest|농작물|가지
storm|폭풍|번
rain|비|번
night|밤|번
winter|겨울|번
birthday|생일|번
party|파티|번
festival|축제|번
christmas|크리스마스|번
wedding|결혼식|번
swimming|수영|번||수영할
reading|글 읽기|번||글을 읽을
cycling|자전거 타기|번||자전거를 탈
flying|하늘을 나는 법|번||하늘을 날
dancing|춤|번||춤출
skating|스케이트|번||스케이트를 탈
climbing|나무 타기|번||나무에 오를
fire|불|번
water|물|번
thunder|천둥|번
colours|색깔|가지
farm|농장|곳|농장
forest|숲|곳|숲
sea|바다|곳|바다
beach|해변|곳|해변
island|섬|곳|섬
underwater|바닷속|곳|바닷속
mountain|산|곳|산
snow|눈|곳|눈밭
city|도시|곳|도시
village|마을|곳|마을
castle|성|곳|성
space|우주|곳|우주
moon|달|곳|달
garden|정원|곳|정원
meadow|풀밭|곳|풀밭
home|집|곳|집
school|학교|곳|학교
kindergarten|유치원|곳|유치원
river|강|곳|강가
lake|호수|곳|호수
zoo|동물원|곳|동물원
desert|사막|곳|사막
cave|동굴|곳|동굴
`;

export const KO_NOUNS: Record<string, KoNoun> = Object.fromEntries(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id, word, counter, loc, can] = line.split('|') as [string, string, string, string?, string?];
      const [w, pl] = word.split('/') as [string, string?];
      return [id, { w, counter, ...(pl ? { pl } : {}), ...(loc ? { loc } : {}), ...(can ? { can } : {}) }];
    }),
);

/** Trait adjectives in the form that stands before a noun (관형형). */
export const KO_TRAITS: Record<string, string> = {
  talking: '말하는',
  magic: '마법의',
  brave: '용감한',
  little: '작은',
  old: '나이 많은',
  big: '커다란',
  shy: '수줍은',
  lost: '잃어버린',
  wise: '지혜로운',
  flying: '하늘을 나는',
  golden: '황금빛',
  red: '빨간',
  sleepy: '졸린',
  friendly: '다정한',
  clever: '똑똑한',
  grumpy: '심술궂은',
  lonely: '외로운',
  secret: '비밀의',
  paper: '종이',
  new: '새',
};
/** Things are 오래된 when old, living beings 나이 많은. */
const THING_TRAITS: Record<string, string> = { old: '오래된' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
/** Native Korean numbers in their form before a counter (한 마리, 두 명, 세 권). */
const NUMBERS = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];

// ── Particles ────────────────────────────────────────────────────────────────────────────────────────

/** Final consonant of the word's last sound: 'none', 'l' (ㄹ) or 'other'. Digits are read as Sino-Korean. */
export function finalSound(word: string): 'none' | 'l' | 'other' {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? 'none' : jong === 8 ? 'l' : 'other';
  }
  // 영 일 이 삼 사 오 육 칠 팔 구
  const digit = '0123456789'.indexOf(last);
  if (digit >= 0)
    return (['other', 'l', 'none', 'other', 'none', 'none', 'other', 'l', 'l', 'none'] as const)[digit];
  // A name left in Latin letters: read its last letter roughly as Korean would.
  if (/[aeiouy]$/i.test(last) || /[^a-z]/i.test(last)) return 'none';
  return /l$/i.test(last) ? 'l' : 'other';
}

/** The particle forms taken after a final consonant; the other form of each pair follows a vowel. */
const AFTER_CONSONANT = new Set([
  '이',
  '을',
  '은',
  '과',
  '으로',
  '아',
  '이에요',
  '이랑',
  '이나',
  '이라는',
  '이야',
]);

export type Particle =
  | '이/가'
  | '을/를'
  | '은/는'
  | '와/과'
  | '으로/로'
  | '아/야'
  | '이에요/예요'
  | '이랑/랑'
  | '이나/나'
  | '이라는/라는';

/**
 * Attaches a particle after the final sound of the word, names included: 레오가/벤이, 엠마를/벤을, 레오와/벤과,
 * 바다로/동굴로/산으로 (ㄹ takes 로), 레오야/벤아.
 */
export function josa(word: string, particle: Particle): string {
  const [a, b] = particle.split('/') as [string, string];
  const [withC, withV] = AFTER_CONSONANT.has(a) ? [a, b] : [b, a];
  const sound = finalSound(word);
  if (particle === '으로/로') return `${word}${sound === 'other' ? '으로' : '로'}`;
  return `${word}${sound === 'none' ? withV : withC}`;
}

// ── Noun phrases ─────────────────────────────────────────────────────────────────────────────────────

export const koNoun = (x: LexEntry): KoNoun => KO_NOUNS[x.id] as KoNoun;

export function koAdj(x: LexEntry, traits: readonly string[]): string {
  return traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? KO_TRAITS[k])
    .filter((w): w is string => !!w)
    .join(' ');
}

/**
 * "말하는 까마귀", "까마귀 세 마리", "양들", "잃어버린 색깔": no article; a number follows the noun with its
 * counter; several living beings take 들 (or the word for several, 자매).
 */
export function koNP(
  x: LexEntry,
  options: { traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = koNoun(x);
  const adj = koAdj(x, options.traits ?? []);
  const head = (noun: string) => (adj ? `${adj} ${noun}` : noun);
  if (options.count !== undefined)
    return `${head(n.w)} ${NUMBERS[options.count] ?? options.count} ${n.counter}`;
  if (options.plural && ANIMATE.has(x.cat)) return head(n.pl ?? `${n.w}들`);
  return head(n.w);
}

/** Where a place is, before 에/에서: "농장", "강가". */
export const koWhere = (x: LexEntry): string => koNoun(x).loc ?? koNoun(x).w;
