import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { zhNP, zhNoun, zhWhere } from './zh.nouns';

/**
 * Chinese storyteller: the same plot shapes and beats as `tell.ts` (En/De), told with Chinese measure words
 * and "where" phrases (一辆勇敢的小拖拉机, 在农场里). Chinese has no tense or agreement; 他/她/他们/她们 follow
 * the hero's sex and the team's size.
 */

const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

class Zh {
  constructor(readonly t: Tale) {}
  who(p: Person): string {
    const n = zhNoun(p.entry);
    if (p.name) return p.entry.cat === 'relative' ? `${p.name}${n.w}` : p.name;
    if (p.entry.cat === 'relative') return n.w;
    return zhNP(p.entry, { traits: p.traits });
  }
  /** "Emma和Lotta是姐妹，住在森林里。" when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list([hero, ...kin].map((p) => this.who(p)));
    const they = hero.entry.id === 'sister' ? '她们' : '他们';
    return `${names}是${zhNoun(hero.entry).pl ?? zhNoun(hero.entry).w}，住${this.at}。${
      others.length ? `每天，${they}都和${others.map((p) => this.withKind(p)).join('、')}待在一起。` : ''
    }`;
  }
  /** "狐狸Sonni", "奶奶": the kind before the name, where the name alone does not say it. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${zhNoun(p.entry).w}${p.name}`;
  }
  /** Opening a sentence: "勇敢的小拖拉机Leo" or "有一只小老鼠". */
  introSubject(p: Person): string {
    return p.name
      ? `${zhNP(p.entry, { traits: p.traits })}${p.name}`
      : `有${zhNP(p.entry, { def: false, traits: p.traits })}`;
  }
  /** "Leo，一辆勇敢的小拖拉机" or "一只小老鼠". */
  intro(p: Person): string {
    const kind = zhNP(p.entry, { def: false, traits: p.traits });
    return p.name ? `${p.name}，${kind}` : kind;
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
    return p ? this.who(p) : '好朋友';
  }
  /** 他/她 for the hero (named animals are people in a picture book), 它 for an unnamed animal. */
  get he(): string {
    if (!this.hero.name && !['child', 'adult', 'relative'].includes(this.hero.entry.cat)) return '它';
    return this.hero.sex === 'f' ? '她' : '他';
  }
  get they(): string {
    if (this.t.team.length <= 1) return this.he;
    return this.t.team.every((p) => p.sex === 'f') ? '她们' : '他们';
  }
  /** 都 after a plural subject ("他们都很自豪"). */
  get all(): string {
    return this.t.team.length > 1 ? '都' : '';
  }
  get at(): string {
    return zhNoun(this.t.place).at ?? `在${zhNoun(this.t.place).w}`;
  }
  /** The place without 在, to use as an attribute: "农场里的大家". */
  get loc(): string {
    return zhWhere(this.t.place);
  }
  get there(): string {
    return this.t.goalPlace ? (zhNoun(this.t.goalPlace).at ?? this.at) : this.at;
  }
  get thereLoc(): string {
    return this.t.goalPlace ? zhWhere(this.t.goalPlace) : this.loc;
  }
  target(def = true): string {
    return zhNP(this.t.target, { def, plural: this.t.targetPlural, traits: this.t.targetTraits });
  }
  /** Going to a person or animal is going "to where they are": 去奶奶那里. */
  get dest(): string {
    return ['child', 'relative', 'adult', 'animal', 'creature'].includes(this.t.target.cat)
      ? `${this.target()}那里`
      : this.target();
  }
  get skill(): string {
    return zhNoun(this.t.target).w;
  }
  get deadline(): string {
    return this.t.deadline ? zhNoun(this.t.deadline).w : '夜晚';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : '大家';
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** After 把 X: "送到安全的地方" or "做好". */
  get finish(): string {
    return this.safe ? '送到安全的地方' : '做好';
  }
  /** X is now: "安全了" / "做好了". */
  get done(): string {
    return this.safe ? '安全了' : '做好了';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return zhNP(th.entry, { def, traits: th.traits });
  }
  /** A surprise: a special thing of the idea, else a companion it names ("一只会说话的乌鸦"). */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing(false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    if (!p) return this.target();
    return p.name ? this.who(p) : zhNP(p.entry, { def: false, traits: p.traits });
  }
  /** The verb for making the target: 搭树屋, 堆雪人, 造火箭, 做蛋糕. */
  get make(): string {
    const id = this.t.target.id;
    if (id === 'tree-house' || id === 'hut') return '搭';
    if (id === 'snowman' || id === 'sandcastle') return '堆';
    if (this.t.target.cat === 'vehicle' || id === 'bridge' || id === 'raft') return '造';
    return '做';
  }
  /** How the team travels with the thing: 坐着火车, 骑着自行车, 带着地图. */
  get travel(): string {
    const th = this.t.thing?.entry;
    if (!th) return `带着${this.thing()}`;
    if (th.id === 'bicycle') return `骑着${this.thing()}`;
    return th.cat === 'vehicle' ? `坐着${this.thing()}` : `带着${this.thing()}`;
  }
  /** What the hero shares: the idea's thing, else a snack (sharing "the friend" makes no sense). */
  get shared(): string {
    return this.t.thing ? this.thing() : '自己的点心';
  }
}

type ZhT = (z: Zh) => string;
interface ZhBeat {
  title: ZhT;
  text: ZhT;
  young?: ZhT;
  talk?: ZhT;
}

const others = (z: Zh): Person[] => z.t.cast.slice(1).filter((p) => !p.arrives);

const ZH_SHARED: Record<Beat, ZhBeat> = {
  setup: {
    title: (z) => `${z.loc}的${z.H}`,
    text: (z) =>
      z.siblings() ??
      `${z.introSubject(z.hero)}住${z.at}。${
        others(z).length
          ? `每天，${z.H}都和${others(z)
              .map((p) => z.withKind(p))
              .join('、')}待在一起。`
          : `每天，${z.H}都会发现新的奇妙事物。`
      }`,
    young: (z) =>
      `这是${z.intro(z.hero)}。${z.H}住${z.at}。${
        others(z).length ? `${list(others(z).map((p) => z.withKind(p)))}也在这里。` : ''
      }`,
    talk: (z) =>
      `“有些日子看起来平平常常，”${z.H}心想，“可是说变就变。”空气里有一种不一样的味道，${z.H}比谁都先察觉到了。`,
  },
  discovery: {
    title: (z) => z.thing(),
    text: (z) => `一天早上，${z.team}${z.at}发现了${z.thing(false)}。`,
  },
  problem: {
    title: (z) => `${z.loc}出事了`,
    text: (z) => `就在这时，${z.loc}出了问题。${z.team}知道，必须有人站出来。`,
  },
  stakes: {
    title: (z) => `${z.deadline}来临之前`,
    text: (z) =>
      `时间不多了：${z.deadline}来临之前，一切都必须完成。${z.H}心里七上八下，可是${z.friend}说：“我们一定能做到。”`,
    talk: (z) =>
      `“要是我们失败了呢？”${z.H}小声问。${z.friend}沉默了一会儿。“那我们就一起失败。不过，我们不会失败的。”`,
  },
  attempt: {
    title: (z) => `${z.H}的计划`,
    text: (z) => `${z.team}想好了一个计划，${z.at}开始行动。`,
  },
  setback: {
    title: (z) => `${z.H}差点放弃`,
    text: (z) => `事情一点也不顺利。${z.H}又累又烦，真想放弃；有那么一会儿，连${z.friend}也不知道该怎么办。`,
    talk: (z) =>
      `“这根本没希望，”${z.H}一边说，一边踢开一块石头。${z.friend}在${z.he}身边坐下来。“看起来最没希望的时候，往往就快成功了。”`,
  },
  'second-attempt': {
    title: (z) => `${z.friend}有个主意`,
    text: (z) => `${z.friend}想到了一个好主意。这一次，${z.team}换了个办法：慢慢来，一起做，一步一步地。`,
    talk: (z) => `“等等，”${z.friend}说，“要是我们不再各干各的呢？”${z.H}抬起头，那天第一次露出了笑容。`,
  },
  'turning-point': {
    title: (z) => `勇敢的${z.H}`,
    text: (z) => `${z.H}深深地吸了一口气，比以前任何时候都勇敢。`,
  },
  resolution: {
    title: (z) => `${z.loc}的欢呼`,
    text: (z) => `最后，${z.loc}的一切都好起来了，${z.team}开心地笑了。`,
  },
  homecoming: {
    title: (z) => `${z.H}回家了`,
    text: (z) => `那天晚上，${z.team}坐在一起，把这个故事讲了一遍又一遍。${z.H}又累又开心，慢慢地睡着了。`,
    talk: (z) =>
      `“你还愿意再来一次吗？”${z.friend}问。${z.H}想了想${z.loc}发生的一切。“每天都愿意，”${z.he}说。`,
  },
};

const ZH_SHAPES: Record<PlotShape, Partial<Record<Beat, ZhBeat>>> = {
  quest: {
    discovery: {
      title: (z) => `${z.loc}少了什么`,
      text: (z) => `${z.team}发现${z.loc}少了点什么。一切看起来都不一样了，可是谁也不知道为什么。`,
      young: (z) => `${z.H}${z.at}看了看四周。少了什么东西！`,
    },
    problem: {
      title: (z) => `${z.target()}在哪里？`,
      text: (z) => `一天早上，${z.target()}不见了。${z.team}${z.at}到处找，可是哪儿也找不到${z.target()}。`,
      young: (z) => `哎呀！${z.target()}在哪里？`,
    },
    attempt: {
      title: (z) => `寻找${z.target()}`,
      text: (z) =>
        `${z.team}${z.there}沿着一条小路寻找，翻开树叶，看看石头后面，还向遇到的每一个人打听${z.target()}的下落。`,
      young: (z) => `${z.H}往上看，${z.H}往下看。${z.target()}在哪里呢？`,
    },
    'turning-point': {
      title: (z) => `${z.thereLoc}的线索`,
      text: (z) => `就在这时，${z.H}发现了一条线索：一个小小的痕迹，一直通向${z.target()}。`,
    },
    resolution: {
      title: (z) => `${z.target()}回来了`,
      text: (z) =>
        `${z.H}找到了${z.target()}！${z.loc}的大家都欢呼起来，${z.team}知道，这是因为${z.they}从来没有放弃。`,
      young: (z) => `找到啦！${z.H}找到了${z.target()}。太棒了！`,
    },
  },
  deadline: {
    discovery: {
      title: (z) => `${z.deadline}要来了`,
      text: (z) =>
        `${z.weather ? '乌云越聚越多' : '天色越来越晚'}：${z.deadline}就要来了。${
          z.t.beneficiary
            ? `${z.helped}还得把${z.target()}${z.finish}`
            : `${z.target()}还没有${z.safe ? '送到安全的地方' : '做好'}`
        }，一刻也不能耽误。`,
      young: (z) =>
        `看！${z.deadline}要来了。${z.t.beneficiary ? `${z.helped}需要帮助。` : `快呀，${z.H}！`}`,
    },
    problem: {
      title: (z) => (z.t.beneficiary ? `${z.helped}需要帮助` : `${z.H}开始干活`),
      text: (z) =>
        z.t.beneficiary
          ? `${z.helped}没办法在${z.deadline}来临之前独自把${z.target()}${z.finish}。“我来帮你！”${z.H}说。`
          : `${z.team}必须在${z.deadline}来临之前把${z.target()}${z.finish}。“我们能行！”${z.H}说。`,
    },
    attempt: {
      title: (z) => `为${z.target()}忙碌`,
      text: (z) =>
        `${z.team}${z.at}用最快的速度干活。一点一点地，${z.target()}${z.safe ? '被送到了安全的地方' : '快要做好了'}。`,
      young: (z) => `${z.H}来帮忙。快点，${z.H}，再快点！`,
    },
    'turning-point': {
      title: (z) => `和${z.deadline}赛跑`,
      text: (z) =>
        `${z.weather ? '狂风呼啸，第一批雨点落了下来' : '天越来越黑了'}，可是${z.H}一刻也不停，直到最后一点也${z.done}。`,
    },
    resolution: {
      title: (z) => `${z.H}及时赶到了`,
      text: (z) =>
        `就在${z.deadline}来临的那一刻，${z.target()}${z.done}。${
          z.t.beneficiary
            ? `${z.helped}紧紧抱住${z.H}：“没有你，我可做不到！”`
            : `${z.team}欢呼起来：“我们做到了！”`
        }`,
      young: (z) => `完成啦！${z.target()}${z.done}。${z.H}真棒！`,
    },
  },
  fear: {
    discovery: {
      title: (z) => `${z.H}和${z.target()}`,
      text: (z) => `${z.H}害怕${z.target()}。一想到${z.target()}，${z.H}的腿就发抖。`,
      young: (z) => `${z.H}害怕${z.target()}。`,
    },
    problem: {
      title: (z) => `${z.H}太害怕了`,
      text: (z) => `有一天，${z.H}${z.at}再也躲不开${z.target()}了。${z.H}真想逃走，藏起来。`,
    },
    attempt: {
      title: (z) => `${z.friend}拉着${z.H}的手`,
      text: (z) =>
        `${z.friend}拉着${z.H}的手。${z.they === z.he ? '两个人' : z.they}一起朝${z.target()}走近了一小步。`,
      young: (z) => `${z.friend}拉着${z.H}的手。走一小步。`,
    },
    'turning-point': {
      title: (z) => `${z.H}面对${z.target()}`,
      text: (z) => `${z.H}直直地看着${z.target()}，发现它根本没有那么可怕。`,
    },
    resolution: {
      title: (z) => `${z.H}不再害怕了`,
      text: (z) => `${z.H}再也不怕${z.target()}了，觉得自己比以前都高大。`,
      young: (z) => `${z.H}真勇敢！${z.target()}一点也不可怕。`,
    },
  },
  learn: {
    discovery: {
      title: (z) => `${z.H}想学${z.skill}`,
      text: (z) => `${z.H}看着别人，心里只有一个愿望：学会${z.skill}。`,
      young: (z) => `${z.H}想学${z.skill}。`,
    },
    problem: {
      title: (z) => `${z.skill}好难`,
      text: (z) => `可是${z.skill}好难啊。第一次失败了，第二次也失败了。`,
    },
    attempt: {
      title: (z) => `${z.loc}的练习`,
      text: (z) => `${z.H}每天都${z.at}练习${z.skill}，${z.friend}教${z.he}该怎么做。`,
      young: (z) => `${z.H}试了一次又一次。${z.friend}来帮忙。`,
    },
    'turning-point': {
      title: (z) => `${z.H}找到了窍门`,
      text: (z) => `突然，${z.H}明白了：${z.skill}原来是这样的，全靠自己就能做到！`,
    },
    resolution: {
      title: (z) => `${z.H}学会了${z.skill}`,
      text: (z) => `${z.H}学会${z.skill}了！${z.loc}的大家都为${z.he}鼓掌，${z.H}骄傲得满脸放光。`,
      young: (z) => `${z.H}学会了！${z.skill}，太好啦！`,
    },
  },
  friendship: {
    discovery: {
      title: (z) => `${z.loc}的新面孔`,
      text: (z) => `${z.H}${z.at}遇见了${z.friend}。一开始，两个人只是害羞地看着对方。`,
      young: (z) => `${z.H}看见了${z.friend}。你好！`,
    },
    problem: {
      title: (z) => `孤单的${z.H}`,
      text: (z) => `${z.H}很想交朋友，可是不知道该怎么开始。`,
    },
    attempt: {
      title: (z) => `${z.H}打招呼`,
      text: (z) => `${z.H}把${z.shared}分给${z.friend}，${z.friend}第一次笑了。`,
      young: (z) => `${z.H}分享。${z.friend}笑了。`,
    },
    'turning-point': {
      title: (z) => `${z.H}和${z.friend}在一起`,
      text: (z) => `${z.friend}遇到麻烦的时候，${z.H}马上就来帮忙。`,
    },
    resolution: {
      title: (z) => `${z.H}和${z.friend}，最好的朋友`,
      text: (z) => `从那天起，${z.H}和${z.friend}${z.at}成了最好的朋友。`,
      young: (z) => `${z.H}和${z.friend}现在是好朋友了！`,
    },
  },
  build: {
    discovery: {
      title: (z) => `${z.make}${z.target()}的计划`,
      text: (z) =>
        `${z.team}${z.all}梦想着${z.make}${z.target(false)}。${z.they}画好了图，把需要的东西都收集起来。`,
      young: (z) => `${z.team}想${z.make}${z.target(false)}。`,
    },
    problem: {
      title: (z) => `摇摇晃晃的${z.target()}`,
      text: (z) => `第一次没有成功：${z.target()}摇摇晃晃，一下子就散架了。`,
    },
    attempt: {
      title: (z) => `${z.H}${z.make}${z.target()}`,
      text: (z) => `${z.team}${z.at}又锯又敲又量。一点一点地，${z.target()}越来越像样了。`,
      young: (z) => `叮叮当当！${z.team}${z.make}呀${z.make}。`,
    },
    'turning-point': {
      title: (z) => `${z.target()}里的惊喜`,
      text: (z) => `${z.H}在${z.target()}里发现了一个惊喜：${z.surprise}。现在，${z.target()}变得更特别了。`,
    },
    resolution: {
      title: (z) => `${z.H}的${z.target()}完成了`,
      text: (z) => `${z.target()}终于完成了，${z.team}${z.all}非常自豪。`,
      young: (z) => `看！${z.target()}做好啦！`,
    },
  },
  mystery: {
    discovery: {
      title: (z) => `${z.target()}的秘密`,
      text: (z) => `${z.H}${z.at}发现了${z.target(false)}，以前从来没有人见过。`,
      young: (z) => `看！${z.H}找到了${z.target(false)}。`,
    },
    problem: {
      title: (z) => `${z.loc}的奇怪迹象`,
      text: (z) => `${z.target()}周围发生了奇怪的事情：夜里有怪声，早上有脚印。`,
    },
    attempt: {
      title: (z) => `${z.H}来调查`,
      text: (z) => `${z.team}${z.there}追踪每一条线索，把看到的都记下来。`,
      young: (z) => `${z.H}仔细地看。那是什么呢？`,
    },
    'turning-point': {
      title: (z) => `${z.thereLoc}的答案`,
      text: (z) => `这时，${z.H}终于明白了${z.target()}的秘密。`,
    },
    resolution: {
      title: (z) => `${z.target()}的谜底`,
      text: (z) => `谜团解开了，${z.target()}成了${z.H}最珍贵的宝贝。`,
      young: (z) => `现在${z.H}知道啦！真是个惊喜！`,
    },
  },
  journey: {
    discovery: {
      title: (z) => `出发去${z.dest}`,
      text: (z) => `${z.team}想去${z.dest}。${z.they}收拾好背包，出发了。`,
      young: (z) => `${z.team}去${z.dest}。`,
    },
    problem: {
      title: (z) => `去${z.dest}的路好远`,
      text: (z) => `去${z.dest}的路比想象的还要远，而且小路还分成了两条。`,
    },
    attempt: {
      title: (z) => `${z.travel}上路`,
      text: (z) => `${z.they}${z.travel}出发，经过田野和小河，看着外面的世界。`,
      young: (z) => `${z.travel}，出发喽！`,
    },
    'turning-point': {
      title: (z) => `快到${z.dest}了`,
      text: (z) => `站在山坡上，${z.H}已经能看到${z.target()}了。`,
    },
    resolution: {
      title: (z) => `${z.H}到了`,
      text: (z) => `${z.they}到了！${z.target()}就在那儿，热情地欢迎${z.they}。`,
      young: (z) => `到啦！你好，${z.target()}！`,
    },
  },
  celebration: {
    discovery: {
      title: (z) => `${z.target()}快到了`,
      text: (z) => `${z.target()}快到了，${z.team}想准备一个大大的惊喜。`,
      young: (z) => `${z.target()}快到了！${z.H}好开心。`,
    },
    problem: {
      title: (z) => `${z.thing()}出了岔子`,
      text: (z) => `可是${z.thing()}出了岔子，聚会之前还有好多事情要做。`,
    },
    attempt: {
      title: (z) => `${z.loc}的准备`,
      text: (z) => `${z.team}${z.at}把一切都装饰好，挂起彩带，还准备好了${z.thing()}。`,
      young: (z) => `${z.H}把${z.thing()}准备好了。真漂亮！`,
    },
    'turning-point': {
      title: (z) => `客人来到${z.loc}`,
      text: () => `一切刚好及时准备好，第一批客人到了。`,
    },
    resolution: {
      title: (z) => `${z.H}的美好${z.target()}`,
      text: (z) => `${z.target()}真是太美好了：${z.loc}的大家一起跳舞、欢笑、庆祝。`,
      young: () => `派对开始啦！大家一起跳舞、欢笑。`,
    },
  },
  rescue: {
    discovery: {
      title: (z) => `遇到危险的${z.target()}`,
      text: (z) => `${z.H}听到有人喊救命：${z.target()}被困${z.there}，出不来了。`,
      young: (z) => `救命！${z.target()}被困住了。`,
    },
    problem: {
      title: (z) => `${z.thereLoc}的路被挡住了`,
      text: (z) => `通往${z.target()}的路被挡住了，谁都不敢过去。`,
    },
    attempt: {
      title: (z) => `${z.H}来救援`,
      text: (z) => `${z.team}又爬又钻，用尽全身力气往外拉。`,
      young: (z) => `${z.H}拉呀拉。`,
    },
    'turning-point': {
      title: (z) => `抓紧，${z.H}！`,
      text: (z) => `在最后一刻，${z.H}够到了${z.target()}，紧紧地抓住不放。`,
    },
    resolution: {
      title: (z) => `${z.target()}得救了`,
      text: (z) => `${z.target()}安全了！大家都为${z.team}欢呼。`,
      young: (z) => `得救了！谢谢你，${z.H}！`,
    },
  },
};

/** Dialogue and inner life for teenagers: a second paragraph where the beat has none of its own. */
const ZH_TALK: Partial<Record<Beat, ZhT>> = {
  discovery: (z) => `“你看到了吗？”${z.H}小声说。${z.friend}慢慢地点了点头。谁都不想第一个说出心里的想法。`,
  problem: (z) => `“我们不能就这么站着，”${z.H}说。${z.friend}看了看四周。“那就别站着了。”`,
  attempt: (z) => `“你确定这样能行吗？”${z.friend}问。“不确定，”${z.H}承认，“可我确定，什么都不做肯定不行。”`,
  'turning-point': (z) =>
    `后来，${z.H}想跟别人讲讲那一刻，却怎么也讲不清楚。那感觉就像心里有什么东西终于站了起来。`,
  resolution: (z) => `“我们做到了，”${z.friend}说，几乎不敢相信。${z.H}笑得停不下来，最后只好坐了下来。`,
};

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const z = new Zh(tale);
  const own = ZH_SHAPES[tale.shape][b];
  const shared = ZH_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(z) : pick.text(z);
  const talk = (own?.talk ?? shared.talk ?? ZH_TALK[b])?.(z);
  return { title: pick.title(z), text: TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text };
}

function title(tale: Tale): string {
  const z = new Zh(tale);
  const names = list(tale.team.slice(0, 2).map((p) => z.who(p)));
  switch (tale.shape) {
    case 'quest':
      return `${names}与${z.target()}`;
    case 'deadline':
      return `${z.H}和${z.deadline}前的${z.target()}`;
    case 'fear':
      return `${z.H}不怕${z.target()}`;
    case 'learn':
      return `${z.H}学${z.skill}`;
    case 'friendship':
      return `${z.H}交朋友`;
    case 'build':
      return `${names}${z.make}${z.target()}`;
    case 'mystery':
      return `${z.H}和${z.target()}的秘密`;
    case 'journey':
      return `${names}在去${z.dest}的路上`;
    case 'celebration':
      return `${names}与${z.target()}`;
    case 'rescue':
      return `${z.H}来救援`;
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
  const z = new Zh(tale);
  return young ? `${list(tale.cast.map((p) => z.who(p)))}${z.at}。${goal}` : `${problem.text}${goal}`;
}

function describe(p: Person): string {
  const kind = zhNP(p.entry, { def: false, traits: p.traits });
  // "一个妹妹" would decide who is older; the idea only says they are sisters.
  if (p.name && (p.entry.id === 'sister' || p.entry.id === 'brother'))
    return `${p.name}是${zhNoun(p.entry).pl}中的一个。`;
  return p.name ? `${p.name}是${kind}。` : `故事里还有${kind}。`;
}

export const zh: Teller = {
  language: 'zh',
  title,
  synopsis,
  beat,
  describe,
  unnamed: (p) => zhNoun(p.entry).w,
  placeName: (tale) => zhNoun(tale.place).w,
  setting: (tale) => `故事发生${zhNoun(tale.place).at ?? `在${zhNoun(tale.place).w}`}。`,
};
