import type { Language } from '../types';
import type { PlotShape } from './frame';
import type { IdeaVocabulary } from './idea-vocabulary';
import { AR_IDEA } from './tellers/ar.idea';
import { ES_IDEA } from './tellers/es.idea';
import { FR_IDEA } from './tellers/fr.idea';
import { IT_IDEA } from './tellers/it.idea';
import { JA_IDEA } from './tellers/ja.idea';
import { KO_IDEA } from './tellers/ko.idea';
import { PT_IDEA } from './tellers/pt.idea';
import { RU_IDEA } from './tellers/ru.idea';
import { ZH_IDEA } from './tellers/zh.idea';

export type OtherLanguage = Exclude<Language, 'de' | 'en'>;

/**
 * The vocabularies the idea analyser reads the nine book languages beyond German and English with
 * (issue #11: "names and known vocabulary in the other nine").
 */
export const IDEA_VOCABULARIES: Record<OtherLanguage, IdeaVocabulary> = {
  es: ES_IDEA,
  fr: FR_IDEA,
  it: IT_IDEA,
  pt: PT_IDEA,
  ru: RU_IDEA,
  zh: ZH_IDEA,
  ja: JA_IDEA,
  ko: KO_IDEA,
  ar: AR_IDEA,
};

/**
 * What the analyser needs beyond a vocabulary, per language: function words that are never names and tell
 * the language apart (`stops`), articles, possessives and numbers before a noun (`determiners`), words that
 * make the next noun plural, the copula of "Leo es un tractor", and goal spellings a vocabulary misses
 * (OR-ed into that shape's pattern, so the vocabulary's order still decides).
 */
export interface IdeaExtras {
  stops: string[];
  determiners: string[];
  pluralDeterminers: string[];
  copula: string[];
  /** "to" before a journey's destination ("a", "à", "к"); for ja/ko the particle after it (に, 에게). */
  toward: string[];
  /** Spellings that name a group ("姉妹", "자매" are "sisters"). */
  groups?: string[];
  goals?: Partial<Record<PlotShape, RegExp>>;
}

const w = (words: string): string[] => words.split(' ').filter(Boolean);

export const IDEA_EXTRAS: Record<OtherLanguage, IdeaExtras> = {
  es: {
    stops: w(
      'el la los las un una unos unas y e o de del al en con por para su sus mi mis tu que como cuando ' +
        'había érase un día hay es son está están muy pero se lo le les este esta ese esa todos todo juntos ' +
        'dos tres también quiere quieren va van',
    ),
    determiners: w(
      'el la los las un una unos unas su sus mi mis tu tus nuestro nuestra dos tres muchos este esta',
    ),
    pluralDeterminers: w('los las unos unas sus mis tus dos tres muchos muchas'),
    copula: w('es era'),
    toward: w('a al hasta hacia'),
  },
  fr: {
    stops: w(
      'le la les l’ un une des du de d’ et ou à au aux en dans sur avec pour par son sa ses mon ma mes ' +
        'qui que qu’ quand il elle ils elles est sont très mais se s’ ce cette ces tous tout ensemble ' +
        'il était une fois deux trois aussi veut veulent va vont',
    ),
    determiners: w(
      'le la les l’ un une des du son sa ses mon ma mes ton ta leur leurs notre deux trois ce cette ces',
    ),
    pluralDeterminers: w('les des ses mes tes leurs nos deux trois ces'),
    copula: w('est était'),
    toward: w('à au aux chez vers'),
  },
  it: {
    stops: w(
      'il lo la i gli le l’ un uno una un’ e ed o di del della dei delle a al alla in nel nella con per ' +
        'suo sua suoi sue mio mia che quando c’era una volta è sono molto ma si tutti insieme due tre anche ' +
        'vuole vogliono va vanno',
    ),
    determiners: w('il lo la i gli le l’ un uno una un’ suo sua suoi sue mio mia due tre questo questa'),
    pluralDeterminers: w('i gli le suoi sue miei mie due tre questi queste'),
    copula: w('è era'),
    toward: w('a al alla da dal dalla verso'),
  },
  pt: {
    stops: w(
      'o a os as um uma uns umas e ou de do da dos das em no na nos nas com por para seu sua seus suas ' +
        'meu minha que quando era uma vez é são muito mas se todos juntos dois duas três também quer querem vai vão',
    ),
    determiners: w('o a os as um uma uns umas seu sua seus suas meu minha dois duas três este esta'),
    pluralDeterminers: w('os as uns umas seus suas meus minhas dois duas três'),
    copula: w('é era'),
    toward: w('a ao à até para'),
  },
  ru: {
    stops: w(
      'и а но или в во на с со к ко по за из у о об от до для его её ее их мой моя мои свой своя свои ' +
        'это этот эта кто что когда жил был была были жили однажды очень тоже все вместе два две три',
    ),
    determiners: w('его её ее их мой моя мои свой своя свои этот эта два две три'),
    pluralDeterminers: w('их мои свои два две три'),
    copula: w('это'),
    toward: w('к ко в на'),
  },
  ar: {
    stops: w('في على من إلى الى مع عن هو هي هم كان كانت كانوا يوم ذات مرة هذا هذه كل جدا أيضا'),
    determiners: w('هذا هذه'),
    pluralDeterminers: w('اثنان اثنتان ثلاثة'),
    copula: w('هو هي'),
    toward: w('إلى الى'),
  },
  // CJK: particles and a few everyday verbs split unknown runs, so "松尼在森林里" gives the name "松尼".
  zh: {
    stops: w(
      '的 地 得 在 里 上 下 中 和 与 跟 是 了 着 过 把 被 给 一 个 只 位 头 条 匹 她 他 它 们 她们 他们 我 你 ' +
        '要 想 去 来 到 也 都 很 就 为 从 对 会 能 一起 一天 有一天 住 住在 大家 相信 从前 有 两 三 说 ' +
        '喜欢 爱 看 玩 吃 走 跑 回 回家 带 带着 遇到 遇见 碰到 然后 可是 但是 因为 所以',
    ),
    determiners: w('一 一个 一只 一位 一头 一条 两 两个 两只 三 她的 他的 它的'),
    pluralDeterminers: w('两 两个 两只 两位 三 三个 三只'),
    copula: w('是'),
    toward: w('去 到 向 往'),
    groups: w('姐妹 姐妹俩 两姐妹 兄弟 兄弟俩 孩子们 双胞胎 朋友们'),
  },
  ja: {
    stops: w(
      'の は が を に で と も へ や から まで より ね よ て って た だ です ます する して した いる ある ' +
        'ふたり 二人 三人 みんな いっしょに 一緒に ある日 むかし 昔 そして',
    ),
    determiners: w('ふたりの 二人の 三人の'),
    pluralDeterminers: w('ふたり 二人 三人 ふたりの 二人の 三人の'),
    copula: [],
    toward: w('に へ まで'),
    groups: w('姉妹 兄弟 きょうだい しまい ふたご 双子 子どもたち'),
    goals: { build: /作っ|つくっ|建てる|焼い/ },
  },
  ko: {
    stops: w(
      '은 는 이 가 을 를 의 에 에서 에게 한테 로 으로 도 만 들 와 과 하고 랑 이랑 그리고 ' +
        '그 그녀 그들 함께 같이 어느 날 옛날 두 세 해요 했어요 합니다 있어요',
    ),
    determiners: w('두 세 그의 그녀의'),
    pluralDeterminers: w('두 세'),
    copula: [],
    toward: w('에 에게 한테 로 으로'),
    groups: w('자매 형제 쌍둥이 아이들 친구들'),
  },
};

/** Particles a Korean noun or name carries without a space ("여우가", "소니와"), longest first. */
export const KO_PARTICLES = w(
  '에서 에게 한테 으로 이랑 하고 처럼 까지 부터 들이 들은 들을 들과 들의 들도 은 는 이 가 을 를 의 에 로 도 만 와 과 랑',
).sort((a, b) => b.length - a.length);
