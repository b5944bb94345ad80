import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { jaNP, jaNoun, jaWhere } from './ja.nouns';

/**
 * Japanese storyteller: the same plot shapes and beats as `tell.ts` (En/De). The narration is in the polite
 * です/ます style throughout, as Japanese picture books tell; dialogue is the characters' plain speech. Easy
 * kanji, the rest in kana (no furigana needed). Japanese rarely uses pronouns: the hero is named again, a
 * pair is ふたり, a larger team みんな; the hero says ぼく or わたし after `Person.sex`.
 */

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}と${items[items.length - 1]}`;

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];
const LIVING = ['child', 'relative', 'adult', 'animal', 'creature'];

class Ja {
  constructor(readonly t: Tale) {}
  who(p: Person): string {
    const n = jaNoun(p.entry);
    if (p.name) return p.entry.cat === 'relative' ? `${p.name}${n.w}` : p.name;
    if (p.entry.cat === 'relative') return n.w;
    return jaNP(p.entry, { traits: p.traits });
  }
  /** "エマとロッタは姉妹で、森に住んでいます。" when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list([hero, ...kin].map((p) => this.who(p)));
    return `${names}は${jaNoun(hero.entry).pl ?? jaNoun(hero.entry).w}で、${this.loc}に住んでいます。${
      others.length ? `毎日、${list(others.map((p) => this.withKind(p)))}といっしょに過ごしています。` : ''
    }`;
  }
  /** "キツネのソニー": the kind before the name, where the name alone does not say it. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${jaNoun(p.entry).w}の${p.name}`;
  }
  /** "ゆうかんな小さなトラクターのレオ" or "小さなネズミ". */
  intro(p: Person): string {
    const kind = jaNP(p.entry, { traits: p.traits });
    return p.name ? `${kind}の${p.name}` : kind;
  }
  get hero(): Person {
    return this.t.cast[0] as Person;
  }
  get H(): string {
    return this.who(this.hero);
  }
  get team(): string {
    return list(this.t.team.map((p) => this.who(p)));
  }
  get friend(): string {
    const p = this.t.team[1] ?? this.t.cast[1];
    return p ? this.who(p) : '友だち';
  }
  /** The team as a pronoun would: the hero's name, ふたり, みんな. */
  get they(): string {
    const n = this.t.team.length;
    return n <= 1 ? this.H : n === 2 ? 'ふたり' : 'みんな';
  }
  get I(): string {
    return this.hero.sex === 'f' ? 'わたし' : 'ぼく';
  }
  get loc(): string {
    return jaWhere(this.t.place);
  }
  /** Where something happens: "森で". */
  get de(): string {
    return `${this.loc}で`;
  }
  get thereLoc(): string {
    return this.t.goalPlace ? jaWhere(this.t.goalPlace) : this.loc;
  }
  get thereDe(): string {
    return `${this.thereLoc}で`;
  }
  get target(): string {
    return jaNP(this.t.target, { plural: this.t.targetPlural, traits: this.t.targetTraits });
  }
  get living(): boolean {
    return LIVING.includes(this.t.target.cat);
  }
  /** Going to a person or animal is going "to where they are": おばあちゃんのところ. */
  get dest(): string {
    return this.living ? `${this.target}のところ` : this.target;
  }
  get skill(): string {
    return jaNoun(this.t.target).w;
  }
  /** "おどれる", before ようになる. */
  get can(): string {
    return jaNoun(this.t.target).can ?? `${this.skill}ができる`;
  }
  get deadline(): string {
    return this.t.deadline ? jaNoun(this.t.deadline).w : '夜';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'みんな';
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** Dictionary form after を: "安全な場所に運ぶ" / "仕上げる". */
  get finish(): string {
    return this.safe ? '安全な場所に運ぶ' : '仕上げる';
  }
  get mustFinish(): string {
    return this.safe ? '安全な場所に運ばなければなりません' : '仕上げなければなりません';
  }
  /** "X が" + this: the goal reached. */
  get doneNow(): string {
    return this.safe ? '安全になりました' : 'できあがりました';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get thing(): string {
    const th = this.t.thing;
    return th ? jaNP(th.entry, { traits: th.traits }) : this.target;
  }
  /** A surprise: a special thing of the idea, else a companion it names ("しゃべるカラス"). */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing;
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : this.target;
  }
  /** The verb for making the target, as [dictionary form, ます stem]: 建てる, 焼く, 作る. */
  get make(): [string, string] {
    const id = this.t.target.id;
    if (id === 'tree-house' || id === 'hut' || id === 'birdhouse') return ['建てる', '建て'];
    if (id === 'cake') return ['焼く', '焼き'];
    return ['作る', '作り'];
  }
  get byVehicle(): boolean {
    return this.t.thing?.entry.cat === 'vehicle';
  }
  /** What the hero shares: the idea's thing, else a snack (sharing "the friend" makes no sense). */
  get shared(): string {
    return this.t.thing ? this.thing : 'おやつ';
  }
}

type JaT = (j: Ja) => string;
interface JaBeat {
  title: JaT;
  text: JaT;
  young?: JaT;
  talk?: JaT;
}

const others = (j: Ja): Person[] => j.t.cast.slice(1).filter((p) => !p.arrives);

const JA_SHARED: Record<Beat, JaBeat> = {
  setup: {
    title: (j) => `${j.loc}の${j.H}`,
    text: (j) =>
      j.siblings() ??
      `${j.intro(j.hero)}${j.hero.name ? 'は' : 'が'}、${j.loc}に住んでいます。${
        others(j).length
          ? `毎日、${j.H}は${list(others(j).map((p) => j.withKind(p)))}といっしょに過ごしています。`
          : `${j.H}は毎日、新しいふしぎを見つけます。`
      }`,
    young: (j) =>
      `これは${j.intro(j.hero)}です。${j.H}は${j.loc}に住んでいます。${
        others(j).length ? `${list(others(j).map((p) => j.withKind(p)))}もいっしょです。` : ''
      }`,
    talk: (j) =>
      `「ふつうの毎日なんて、ある日とつぜん終わるものなんだ」と${j.H}は思いました。${j.loc}の空気は、なにかが変わりそうなにおいがしていて、${j.H}はだれよりも先にそれに気づいていました。`,
  },
  discovery: {
    title: (j) => j.thing,
    text: (j) => `ある朝、${j.team}は${j.de}${j.thing}を見つけます。`,
  },
  problem: {
    title: (j) => `${j.loc}でたいへんなこと`,
    text: (j) =>
      `そのとき、${j.loc}でなにかがおかしくなります。${j.team}は、だれかが動かなければと思います。`,
  },
  stakes: {
    title: (j) => `${j.deadline}が来る前に`,
    text: (j) =>
      `時間はあまりありません。${j.deadline}が来る前に、ぜんぶ終わらせなければなりません。${j.H}はむねがどきどきしますが、${j.friend}が言います。「だいじょうぶ、きっとできるよ。」`,
    talk: (j) =>
      `「もし、だめだったら？」と${j.H}は小さな声で聞きました。${j.friend}はしばらくだまっていました。「そのときは、いっしょにだめになろう。でも、だめになんかならないよ。」`,
  },
  attempt: {
    title: (j) => `${j.H}の作戦`,
    text: (j) => `${j.team}は作戦を立てて、${j.de}さっそく取りかかります。`,
  },
  setback: {
    title: (j) => `あきらめかける${j.H}`,
    text: (j) =>
      `なにもかも、うまくいきません。${j.H}はつかれて、いらいらして、もうやめたくなります。${j.friend}でさえ、一瞬どうしたらいいかわかりません。`,
    talk: (j) =>
      `「もう、むりだよ」と${j.H}は言って、石をけとばしました。${j.friend}はそのとなりにすわりました。「むりに見えるときって、うまくいくちょっと前なんだよ。」`,
  },
  'second-attempt': {
    title: (j) => `${j.friend}のアイデア`,
    text: (j) =>
      `${j.friend}がいいことを思いつきます。こんどは${j.team}で、やり方を変えてみます。ゆっくり、いっしょに、一歩ずつ。`,
    talk: (j) =>
      `「待って」と${j.friend}が言いました。「ひとりずつがんばるのを、やめてみたら？」${j.H}は顔を上げ、その日はじめて笑いました。`,
  },
  'turning-point': {
    title: (j) => `勇気を出す${j.H}`,
    text: (j) => `${j.H}は大きく息をすって、これまででいちばんの勇気を出します。`,
  },
  resolution: {
    title: (j) => `${j.loc}でばんざい！`,
    text: (j) => `さいごには${j.loc}でなにもかもうまくいき、${j.team}はうれしくて笑います。`,
  },
  homecoming: {
    title: (j) => `おうちに帰る${j.H}`,
    text: (j) =>
      `その夜、${j.team}はいっしょにすわって、このお話を何度も何度も話します。つかれたけれど幸せな気持ちで、${j.H}はねむりにつきます。`,
    talk: (j) =>
      `「また、やりたい？」と${j.friend}が聞きました。${j.H}は${j.loc}で起きたことをぜんぶ思い出しました。「毎日だって」と${j.H}は答えました。`,
  },
};

const JA_SHAPES: Record<PlotShape, Partial<Record<Beat, JaBeat>>> = {
  quest: {
    discovery: {
      title: (j) => `${j.loc}からなにかが消えた`,
      text: (j) =>
        `${j.team}は、${j.loc}からなにかがなくなっていることに気づきます。なにもかもちがって見えるのに、だれにもわけがわかりません。`,
      young: (j) => `${j.H}は${j.loc}を見まわします。なにかがありません！`,
    },
    problem: {
      title: (j) => `${j.target}はどこ？`,
      text: (j) =>
        `ある朝、${j.target}が消えています。${j.team}は${j.de}あちこちさがしますが、${j.target}はどこにも見つかりません。`,
      young: (j) => `たいへん！${j.target}はどこ？`,
    },
    attempt: {
      title: (j) => `${j.target}をさがして`,
      text: (j) =>
        `${j.team}は${j.thereDe}小道をたどり、葉っぱの下や石のうしろをのぞきます。会う人みんなに、${j.target}のことをたずねます。`,
      young: (j) => `${j.H}は上を見ます。${j.H}は下を見ます。${j.target}はどこかな？`,
    },
    'turning-point': {
      title: (j) => `${j.thereLoc}の手がかり`,
      text: (j) =>
        `そのとき、${j.H}は手がかりを見つけます。小さなあとが、まっすぐ${j.target}へつづいています。`,
    },
    resolution: {
      title: (j) => `${j.target}がもどってきた`,
      text: (j) =>
        `${j.H}は${j.target}を見つけました！${j.loc}のみんなは大よろこび。${j.team}は、さいごまであきらめなかったのです。`,
      young: (j) => `あった！${j.H}が${j.target}を見つけました。ばんざい！`,
    },
  },
  deadline: {
    discovery: {
      title: (j) => `${j.deadline}がやってくる`,
      text: (j) =>
        `${j.weather ? '黒い雲が集まってきます' : '日がどんどんくれていきます'}。${j.deadline}がやってくるのです。${
          j.t.beneficiary
            ? `${j.helped}は、まだ${j.target}を${j.mustFinish}。`
            : `${j.target}は、まだ${j.safe ? '安全ではありません' : 'できあがっていません'}。`
        }ぐずぐずしてはいられません。`,
      young: (j) =>
        `見て！${j.deadline}が来るよ。${j.t.beneficiary ? `${j.helped}がこまっています。` : `急いで、${j.H}！`}`,
    },
    problem: {
      title: (j) => (j.t.beneficiary ? `こまっている${j.helped}` : `はりきる${j.H}`),
      text: (j) =>
        j.t.beneficiary
          ? `${j.helped}はひとりでは、${j.deadline}までに${j.target}を${j.finish}ことができません。「${j.I}が手つだう！」と${j.H}は言います。`
          : `${j.team}は、${j.deadline}までに${j.target}を${j.mustFinish}。「きっとできる！」と${j.H}は言います。`,
    },
    attempt: {
      title: (j) => `${j.target}のために大いそがし`,
      text: (j) =>
        `${j.team}は${j.de}、できるだけ急いで働きます。少しずつ、${j.target}が${j.safe ? '安全な場所に運ばれていきます' : 'できあがっていきます'}。`,
      young: (j) => `${j.H}もお手つだい。もっと急いで、${j.H}！`,
    },
    'turning-point': {
      title: (j) => `${j.deadline}とのきょうそう`,
      text: (j) =>
        `${j.weather ? '風がうなり、雨がぽつぽつふりはじめます' : 'あたりはどんどん暗くなります'}。それでも${j.H}は、さいごのひとつが${j.safe ? '安全になる' : 'できあがる'}まで手を止めません。`,
    },
    resolution: {
      title: (j) => `まにあった${j.H}`,
      text: (j) =>
        `${j.deadline}がやってきたちょうどそのとき、${j.target}が${j.doneNow}。${
          j.t.beneficiary
            ? `${j.helped}は${j.H}をぎゅっとだきしめます。「きみがいなかったら、できなかったよ！」`
            : `${j.team}はさけびます。「やったー！」`
        }`,
      young: (j) => `できた！${j.target}が${j.doneNow}。よくがんばったね、${j.H}！`,
    },
  },
  fear: {
    discovery: {
      title: (j) => `${j.H}と${j.target}`,
      text: (j) =>
        `${j.H}は${j.target}がこわくてたまりません。${j.target}のことを考えるだけで、ひざががくがくします。`,
      young: (j) => `${j.H}は${j.target}がこわいです。`,
    },
    problem: {
      title: (j) => `こわくてたまらない${j.H}`,
      text: (j) =>
        `ある日、${j.H}は${j.de}、もう${j.target}からにげられなくなります。${j.H}はにげ出して、かくれたくなります。`,
    },
    attempt: {
      title: (j) => `${j.H}の手をにぎる${j.friend}`,
      text: (j) =>
        `${j.friend}が${j.H}の手をにぎります。ふたりはいっしょに、${j.target}のほうへ小さな一歩をふみ出します。`,
      young: (j) => `${j.friend}が${j.H}の手をにぎります。小さな一歩。`,
    },
    'turning-point': {
      title: (j) => `${j.target}を見つめる${j.H}`,
      text: (j) => `${j.H}は${j.target}をまっすぐ見つめて、ほんとうはそんなにこわくないことに気づきます。`,
    },
    resolution: {
      title: (j) => `もうこわくない${j.H}`,
      text: (j) => `${j.H}はもう${j.target}がこわくありません。今までよりずっと大きくなった気がします。`,
      young: (j) => `${j.H}はゆうかん！${j.target}なんて、ちっともこわくないね。`,
    },
  },
  learn: {
    discovery: {
      title: (j) => `${j.skill}を習いたい${j.H}`,
      text: (j) => `${j.H}はみんなを見ながら、ひとつだけねがいます。「${j.can}ようになりたいな。」`,
      young: (j) => `${j.H}は${j.skill}を習いたいです。`,
    },
    problem: {
      title: (j) => `${j.skill}はむずかしい`,
      text: (j) => `でも、${j.skill}はむずかしいのです。一回目はしっぱい、二回目もしっぱい。`,
    },
    attempt: {
      title: (j) => `${j.loc}で練習`,
      text: (j) => `${j.H}は毎日${j.de}${j.skill}の練習をします。${j.friend}がやり方を見せてくれます。`,
      young: (j) => `${j.H}は何度も何度もやってみます。${j.friend}がお手つだい。`,
    },
    'turning-point': {
      title: (j) => `コツをつかむ${j.H}`,
      text: (j) => `とつぜん、ピンときます。${j.H}は${j.skill}のコツを、自分の力でつかみます。`,
    },
    resolution: {
      title: (j) => `${j.can}ようになった${j.H}`,
      text: (j) =>
        `${j.H}は${j.can}ようになりました！${j.loc}のみんなが拍手して、${j.H}はほこらしい気持ちでいっぱいです。`,
      young: (j) => `${j.H}、できたね！${j.skill}、ばんざい！`,
    },
  },
  friendship: {
    discovery: {
      title: (j) => `${j.loc}で出会った新しい顔`,
      text: (j) =>
        `${j.H}は${j.de}${j.friend}に出会います。はじめは、ふたりともはずかしそうに見つめ合うだけです。`,
      young: (j) => `${j.H}は${j.friend}を見つけます。こんにちは！`,
    },
    problem: {
      title: (j) => `ひとりぼっちの${j.H}`,
      text: (j) => `${j.H}は友だちになりたくてたまりませんが、どうやって始めたらいいのかわかりません。`,
    },
    attempt: {
      title: (j) => `「こんにちは」と言う${j.H}`,
      text: (j) => `${j.H}が${j.shared}を${j.friend}と分けあうと、${j.friend}がはじめてにっこり笑います。`,
      young: (j) => `${j.H}が分けてあげます。${j.friend}がにっこり。`,
    },
    'turning-point': {
      title: (j) => `${j.H}と${j.friend}、いつもいっしょ`,
      text: (j) => `${j.friend}がこまったとき、${j.H}はすぐにかけつけます。`,
    },
    resolution: {
      title: (j) => `親友になった${j.H}と${j.friend}`,
      text: (j) => `その日から、${j.H}と${j.friend}は${j.loc}でいちばんの友だちです。`,
      young: (j) => `${j.H}と${j.friend}は、もう友だち！`,
    },
  },
  build: {
    discovery: {
      title: (j) => `${j.target}の設計図`,
      text: (j) =>
        `${j.team}は、${j.target}を${j.make[0]}ことを夢見ています。設計図をかいて、ひつようなものを集めます。`,
      young: (j) => `${j.team}は${j.target}を${j.make[1]}たいです。`,
    },
    problem: {
      title: (j) => `ぐらぐらの${j.target}`,
      text: (j) => `一回目はしっぱいです。${j.target}はぐらぐらゆれて、くずれてしまいます。`,
    },
    attempt: {
      title: (j) => `${j.H}の${j.target}づくり`,
      text: (j) =>
        `${j.team}は${j.de}、のこぎりで切って、トンカチでたたいて、長さをはかります。少しずつ${j.target}ができていきます。`,
      young: (j) => `トントン、トントン！${j.team}はせっせと${j.target}を${j.make[1]}ます。`,
    },
    'turning-point': {
      title: (j) => `${j.target}の中のサプライズ`,
      text: (j) =>
        `${j.target}の中で、${j.H}はびっくりするものを見つけます。${j.surprise}です！これで${j.target}は、もっと特別になります。`,
    },
    resolution: {
      title: (j) => `${j.H}の${j.target}ができた`,
      text: (j) => `ついに${j.target}ができあがり、${j.team}はとてもほこらしい気持ちです。`,
      young: (j) => `じゃーん！${j.target}のできあがり！`,
    },
  },
  mystery: {
    discovery: {
      title: (j) => `${j.target}のひみつ`,
      text: (j) => `${j.H}は${j.de}、まだだれも見たことのない${j.target}を見つけます。`,
      young: (j) => `見て！${j.H}が${j.target}を見つけました。`,
    },
    problem: {
      title: (j) => `${j.loc}のふしぎなしるし`,
      text: (j) => `${j.target}のまわりで、ふしぎなことが起こります。夜にはへんな音、朝には足あと。`,
    },
    attempt: {
      title: (j) => `${j.H}の調査`,
      text: (j) => `${j.team}は${j.thereDe}手がかりをひとつずつ追いかけ、見たことをぜんぶ書きとめます。`,
      young: (j) => `${j.H}はじっと見ます。これはなんだろう？`,
    },
    'turning-point': {
      title: (j) => `${j.thereLoc}で見つけた答え`,
      text: (j) => `そのとき、${j.H}は${j.target}のひみつがわかります。`,
    },
    resolution: {
      title: (j) => `とけた${j.target}のなぞ`,
      text: (j) => `なぞがとけて、${j.target}は${j.H}のいちばんの宝物になります。`,
      young: (j) => `${j.H}にはもうわかったよ！なんてすてきなおどろき！`,
    },
  },
  journey: {
    discovery: {
      title: (j) => `${j.dest}へ出発`,
      text: (j) => `${j.team}は${j.dest}へ行きたいと思っています。かばんにつめて、さあ出発です。`,
      young: (j) => `${j.team}は${j.dest}へ行きます。`,
    },
    problem: {
      title: (j) => `${j.dest}までの長い道`,
      text: (j) => `${j.dest}までの道は思っていたより長く、しかも道がふたつに分かれています。`,
    },
    attempt: {
      title: (j) => (j.byVehicle ? `${j.thing}に乗って` : `${j.thing}といっしょに`),
      text: (j) =>
        `${j.they}は${j.thing}${j.byVehicle ? 'に乗って' : 'を持って'}、畑や川のそばを通りすぎ、外の世界をながめます。`,
      young: (j) => `${j.thing}${j.byVehicle ? 'に乗って' : 'を持って'}、しゅっぱつ！`,
    },
    'turning-point': {
      title: (j) => `${j.dest}まであと少し`,
      text: (j) => `丘の上から、${j.H}にはもう${j.target}が見えます。`,
    },
    resolution: {
      title: (j) => `${j.H}、とうちゃく`,
      text: (j) =>
        `着きました！${j.target}がそこに${j.living ? 'いて' : 'あって'}、あたたかくむかえてくれます。`,
      young: (j) => `着いたよ！こんにちは、${j.target}！`,
    },
  },
  celebration: {
    discovery: {
      title: (j) => `もうすぐ${j.target}`,
      text: (j) => `もうすぐ${j.target}です。${j.team}は、大きなサプライズを用意したいと思っています。`,
      young: (j) => `もうすぐ${j.target}！${j.H}はわくわくしています。`,
    },
    problem: {
      title: (j) => `${j.thing}がたいへん`,
      text: (j) =>
        `ところが、${j.thing}がうまくいきません。パーティーの前に、やることがまだたくさんあります。`,
    },
    attempt: {
      title: (j) => `${j.loc}でじゅんび`,
      text: (j) => `${j.team}は${j.de}かざりつけをして、ガーランドをかけ、${j.thing}を用意します。`,
      young: (j) => `${j.H}は${j.thing}を用意します。きれいだね！`,
    },
    'turning-point': {
      title: (j) => `${j.loc}にお客さん`,
      text: () => `ぎりぎりまにあって、さいしょのお客さんがやってきます。`,
    },
    resolution: {
      title: (j) => `${j.H}のすてきな${j.target}`,
      text: (j) =>
        `${j.target}は、すばらしい日になりました。${j.loc}でみんながおどって、笑って、お祝いします。`,
      young: () => `パーティーの始まり！みんなでおどって笑います。`,
    },
  },
  rescue: {
    discovery: {
      title: (j) => `ピンチの${j.target}`,
      text: (j) =>
        `${j.H}に「たすけて！」という声が聞こえます。${j.target}が${j.thereDe}動けなくなっているのです。`,
      young: (j) => `たすけて！${j.target}が動けません。`,
    },
    problem: {
      title: (j) => `${j.thereLoc}への道がふさがった`,
      text: (j) => `${j.target}のところへ行く道はふさがっていて、だれもこわくて近づけません。`,
    },
    attempt: {
      title: (j) => `${j.H}、たすけに行く`,
      text: (j) => `${j.team}はよじのぼり、はって進み、力いっぱい引っぱります。`,
      young: (j) => `${j.H}は引っぱって、引っぱって。`,
    },
    'turning-point': {
      title: (j) => `しっかりつかまって、${j.H}！`,
      text: (j) => `さいごのさいごに、${j.H}は${j.target}に手がとどき、しっかりつかまえます。`,
    },
    resolution: {
      title: (j) => `${j.target}、たすかった`,
      text: (j) => `${j.target}はもう安全です！みんなが${j.team}に大きな拍手をおくります。`,
      young: (j) => `たすかった！ありがとう、${j.H}！`,
    },
  },
};

/** Dialogue and inner life for teenagers: a second paragraph where the beat has none of its own. */
const JA_TALK: Partial<Record<Beat, JaT>> = {
  discovery: (j) =>
    `「見た？」と${j.H}がささやきました。${j.friend}はゆっくりうなずきました。思っていることを先に口にしたい者は、だれもいませんでした。`,
  problem: (j) =>
    `「ここでじっとしてなんかいられない」と${j.H}が言いました。${j.friend}はまわりを見まわしました。「じゃあ、動こう。」`,
  attempt: (j) =>
    `「これで、ほんとうにうまくいくかな？」と${j.friend}が聞きました。「わからない」と${j.H}はみとめました。「でも、なにもしなかったら、ぜったいにうまくいかない。」`,
  'turning-point': (j) =>
    `あとになって${j.H}はあのしゅんかんを説明しようとしましたが、うまく言葉になりませんでした。心の中で、なにかがやっと立ち上がったような気がしたのです。`,
  resolution: (j) =>
    `「やったね」と${j.friend}は、しんじられないというように言いました。${j.H}はすわりこんでしまうまで笑いつづけました。`,
};

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const j = new Ja(tale);
  const own = JA_SHAPES[tale.shape][b];
  const shared = JA_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(j) : pick.text(j);
  const talk = (own?.talk ?? shared.talk ?? JA_TALK[b])?.(j);
  return { title: pick.title(j), text: TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text };
}

function title(tale: Tale): string {
  const j = new Ja(tale);
  const names = list(tale.team.slice(0, 2).map((p) => j.who(p)));
  switch (tale.shape) {
    case 'quest':
      return `${names}と${j.target}`;
    case 'deadline':
      return `${j.H}と${j.deadline}の前の${j.target}`;
    case 'fear':
      return `${j.target}なんてこわくない${j.H}`;
    case 'learn':
      return `${j.H}、${j.skill}を習う`;
    case 'friendship':
      return `${j.H}の友だちづくり`;
    case 'build':
      return `${names}の${j.target}づくり`;
    case 'mystery':
      return `${j.H}と${j.target}のひみつ`;
    case 'journey':
      return `${names}、${j.dest}へ行く`;
    case 'celebration':
      return `${names}の${j.target}`;
    case 'rescue':
      return `${j.H}の大救出`;
  }
}

function synopsis(tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = beat(
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  );
  const goal = beat(tale, 'resolution', band).text;
  const j = new Ja(tale);
  return young
    ? `${list(tale.cast.map((p) => j.who(p)))}は${j.loc}にいます。${goal}`
    : `${problem.text}${goal}`;
}

function describe(p: Person): string {
  const kind = jaNP(p.entry, { traits: p.traits });
  // "いもうと" would decide who is older; the idea only says they are sisters.
  if (p.name && (p.entry.id === 'sister' || p.entry.id === 'brother'))
    return `${p.name}は${jaNoun(p.entry).pl}のひとりです。`;
  return p.name ? `${p.name}は${kind}です。` : `${kind}も、このお話に出てきます。`;
}

export const ja: Teller = {
  language: 'ja',
  title,
  synopsis,
  beat,
  describe,
  unnamed: (p) => jaNoun(p.entry).w,
  placeName: (tale) => jaNoun(tale.place).w,
  setting: (tale) => `お話の舞台は${jaWhere(tale.place)}です。`,
};
