import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { josa as j, koNP, koNoun, koWhere } from './ko.nouns';

/**
 * Korean storyteller: the same plot shapes and beats as `tell.ts` (En/De), narrated in the gentle 해요체 of
 * Korean picture books, dialogue in the characters' 반말. Every particle follows the final sound of the word
 * before it, names included (`josa`): 레오가/벤이, 엠마와/벤과, 바다로/동굴로/산으로. Korean rarely uses
 * pronouns: the hero is named again, a pair is 둘, a larger team 모두.
 */

/** "레오와 농부 아저씨", "엠마, 로타와 벤": 와/과 follows the last name but one. */
const list = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${j(items.slice(0, -1).join(', '), '와/과')} ${items[items.length - 1]}`;

/** "기사 세드릭, 용과 함께": one 와/과 after the last of several companions. */
const withAll = (items: string[]): string => j(items.join(', '), '와/과');

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];
const LIVING = ['child', 'relative', 'adult', 'animal', 'creature'];

interface Make {
  /** 만드는 (before 꿈) */ ing: string;
  /** 만들고 (before 싶어요) */ go: string;
  /** 만들어요 */ yo: string;
}

class Ko {
  constructor(readonly t: Tale) {}
  who(p: Person): string {
    const n = koNoun(p.entry);
    if (p.name) return p.entry.cat === 'relative' ? `${p.name} ${n.w}` : p.name;
    if (p.entry.cat === 'relative') return n.w;
    return koNP(p.entry, { traits: p.traits });
  }
  /** "엠마와 로타는 자매이고, 숲에 살아요." when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list([hero, ...kin].map((p) => this.who(p)));
    return `${j(names, '은/는')} ${koNoun(hero.entry).pl}이고, ${this.loc}에 살아요.${
      others.length ? ` 날마다 ${withAll(others.map((p) => this.withKind(p)))} 함께 지내요.` : ''
    }`;
  }
  /** "여우 소니": the kind before the name, where the name alone does not say it. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${koNoun(p.entry).w} ${p.name}`;
  }
  /** "용감한 작은 트랙터 레오" or "작은 생쥐". */
  intro(p: Person): string {
    const kind = koNP(p.entry, { traits: p.traits });
    return p.name ? `${kind} ${p.name}` : kind;
  }
  get hero(): Person {
    return this.t.cast[0] as Person;
  }
  get H(): string {
    return this.who(this.hero);
  }
  /** Calling the hero: 레오야, 벤아; grown-ups are called by what they are, without 아/야. */
  get callH(): string {
    return ['relative', 'adult'].includes(this.hero.entry.cat) ? this.H : j(this.H, '아/야');
  }
  get team(): string {
    return list(this.t.team.map((p) => this.who(p)));
  }
  get friend(): string {
    const p = this.t.team[1] ?? this.t.cast[1];
    return p ? this.who(p) : '친구';
  }
  /** The team as a pronoun would: the hero's name, 둘, 모두. */
  get they(): string {
    const n = this.t.team.length;
    return n <= 1 ? this.H : n === 2 ? '둘' : '모두';
  }
  get loc(): string {
    return koWhere(this.t.place);
  }
  get there(): string {
    return this.t.goalPlace ? koWhere(this.t.goalPlace) : this.loc;
  }
  get target(): string {
    return koNP(this.t.target, { plural: this.t.targetPlural, traits: this.t.targetTraits });
  }
  get living(): boolean {
    return LIVING.includes(this.t.target.cat);
  }
  /** Going to someone is 에게, to a place 에: "할머니에게", "마을에". */
  get dest(): string {
    return `${this.target}${this.living ? '에게' : '에'}`;
  }
  get skill(): string {
    return koNoun(this.t.target).w;
  }
  /** "춤출", before 수 있어요. */
  get can(): string {
    return koNoun(this.t.target).can ?? `${j(this.skill, '을/를')} 할`;
  }
  get deadline(): string {
    return this.t.deadline ? koNoun(this.t.deadline).w : '밤';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : '모두';
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  get mustFinish(): string {
    return this.safe ? '안전한 곳으로 옮겨야 해요' : '끝내야 해요';
  }
  /** Before 수 없어요. */
  get canFinish(): string {
    return this.safe ? '안전한 곳으로 옮길' : '끝낼';
  }
  get doneNow(): string {
    return this.safe ? '안전해졌어요' : '완성됐어요';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get thing(): string {
    const th = this.t.thing;
    return th ? koNP(th.entry, { traits: th.traits }) : this.target;
  }
  /** A surprise: a special thing of the idea, else a companion it names ("말하는 까마귀"). */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing;
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : this.target;
  }
  /** Houses are built (짓다), cakes baked (굽다), everything else made (만들다): all three irregular. */
  get make(): Make {
    const id = this.t.target.id;
    if (id === 'tree-house' || id === 'hut' || id === 'birdhouse')
      return { ing: '짓는', go: '짓고', yo: '지어요' };
    if (id === 'cake') return { ing: '굽는', go: '굽고', yo: '구워요' };
    return { ing: '만드는', go: '만들고', yo: '만들어요' };
  }
  get byVehicle(): boolean {
    return this.t.thing?.entry.cat === 'vehicle';
  }
  /** What the hero shares: the idea's thing, else a snack (sharing "the friend" makes no sense). */
  get shared(): string {
    return this.t.thing ? this.thing : '간식';
  }
}

type KoT = (k: Ko) => string;
interface KoBeat {
  title: KoT;
  text: KoT;
  young?: KoT;
  talk?: KoT;
}

const others = (k: Ko): Person[] => k.t.cast.slice(1).filter((p) => !p.arrives);

const KO_SHARED: Record<Beat, KoBeat> = {
  setup: {
    title: (k) => `${k.loc}의 ${k.H}`,
    text: (k) =>
      k.siblings() ??
      `${j(k.intro(k.hero), k.hero.name ? '은/는' : '이/가')} ${k.loc}에 살아요. ${
        others(k).length
          ? `${j(k.H, '은/는')} 날마다 ${withAll(others(k).map((p) => k.withKind(p)))} 함께 지내요.`
          : `${j(k.H, '은/는')} 날마다 새롭고 신기한 것을 찾아내요.`
      }`,
    young: (k) =>
      `이 친구는 ${j(k.intro(k.hero), '이에요/예요')}. ${j(k.H, '은/는')} ${k.loc}에 살아요.${
        others(k).length ? ` ${list(others(k).map((p) => k.withKind(p)))}도 함께 있어요.` : ''
      }`,
    talk: (k) =>
      `‘평범한 날도 어느 순간 달라지는 법이야.’ ${j(k.H, '은/는')} 생각했어요. ${k.loc}의 공기에서 무언가 바뀔 것 같은 냄새가 났고, ${j(k.H, '은/는')} 누구보다 먼저 그것을 알아챘어요.`,
  },
  discovery: {
    title: (k) => k.thing,
    text: (k) => `어느 날 아침, ${j(k.team, '은/는')} ${k.loc}에서 ${j(k.thing, '을/를')} 발견해요.`,
  },
  problem: {
    title: (k) => `${k.loc}에 생긴 일`,
    text: (k) =>
      `그때 ${k.loc}에서 무언가 잘못되기 시작해요. ${j(k.team, '은/는')} 누군가 나서야 한다는 걸 알아요.`,
  },
  stakes: {
    title: (k) => `${j(k.deadline, '이/가')} 오기 전에`,
    text: (k) =>
      `시간이 별로 없어요. ${j(k.deadline, '이/가')} 오기 전에 모든 걸 끝내야 해요. ${j(k.H, '은/는')} 가슴이 두근거리지만, ${j(k.friend, '이/가')} 말해요. “우리는 할 수 있어.”`,
    talk: (k) =>
      `“만약 실패하면?” ${j(k.H, '이/가')} 작은 목소리로 물었어요. ${j(k.friend, '은/는')} 잠시 말이 없었어요. “그럼 같이 실패하는 거지. 하지만 우린 실패하지 않아.”`,
  },
  attempt: {
    title: (k) => `${k.H}의 계획`,
    text: (k) => `${j(k.team, '은/는')} 계획을 세우고 ${k.loc}에서 일을 시작해요.`,
  },
  setback: {
    title: (k) => `포기하고 싶은 ${k.H}`,
    text: (k) =>
      `아무것도 계획대로 되지 않아요. ${j(k.H, '은/는')} 지치고 짜증이 나서 그만두고 싶어요. 잠깐 동안은 ${k.friend}조차 어떻게 해야 할지 몰라요.`,
    talk: (k) =>
      `“이건 가망이 없어.” ${j(k.H, '이/가')} 돌멩이를 차며 말했어요. ${j(k.friend, '이/가')} 그 옆에 앉았어요. “가망 없어 보일 때가 바로 잘되기 직전이야.”`,
  },
  'second-attempt': {
    title: (k) => `${k.friend}의 좋은 생각`,
    text: (k) =>
      `${k.friend}에게 좋은 생각이 떠올라요. 이번에는 ${j(k.team, '이/가')} 다른 방법으로 해 봐요. 천천히, 함께, 한 걸음씩.`,
    talk: (k) =>
      `“잠깐.” ${j(k.friend, '이/가')} 말했어요. “혼자서 애쓰는 걸 그만두면 어떨까?” ${j(k.H, '은/는')} 고개를 들었고, 그날 처음으로 미소를 지었어요.`,
  },
  'turning-point': {
    title: (k) => `용기를 내는 ${k.H}`,
    text: (k) => `${j(k.H, '은/는')} 숨을 크게 들이쉬고, 그 어느 때보다 용감해져요.`,
  },
  resolution: {
    title: (k) => `${k.loc}에 울린 환호`,
    text: (k) => `마침내 ${k.loc}에서 모든 일이 잘 풀리고, ${j(k.team, '은/는')} 기뻐서 웃어요.`,
  },
  homecoming: {
    title: (k) => `집으로 돌아온 ${k.H}`,
    text: (k) =>
      `그날 저녁, ${j(k.team, '은/는')} 함께 앉아 이 이야기를 하고 또 해요. 피곤하지만 행복한 ${j(k.H, '은/는')} 스르르 잠이 들어요.`,
    talk: (k) =>
      `“또 하고 싶어?” ${j(k.friend, '이/가')} 물었어요. ${j(k.H, '은/는')} ${k.loc}에서 있었던 일을 하나하나 떠올렸어요. “매일이라도.” ${j(k.H, '이/가')} 대답했어요.`,
  },
};

const KO_SHAPES: Record<PlotShape, Partial<Record<Beat, KoBeat>>> = {
  quest: {
    discovery: {
      title: (k) => `${k.loc}에서 사라진 것`,
      text: (k) =>
        `${j(k.team, '은/는')} ${k.loc}에서 무언가가 없어졌다는 걸 알아차려요. 모든 게 달라 보이는데, 아무도 그 이유를 몰라요.`,
      young: (k) => `${j(k.H, '은/는')} ${j(k.loc, '을/를')} 둘러봐요. 뭔가 없어졌어요!`,
    },
    problem: {
      title: (k) => `${j(k.target, '은/는')} 어디에?`,
      text: (k) =>
        `어느 날 아침, ${j(k.target, '이/가')} 사라졌어요. ${j(k.team, '은/는')} ${k.loc} 여기저기를 찾아보지만, ${j(k.target, '은/는')} 어디에도 없어요.`,
      young: (k) => `이런! ${j(k.target, '은/는')} 어디 있지?`,
    },
    attempt: {
      title: (k) => `${j(k.target, '을/를')} 찾아서`,
      text: (k) =>
        `${j(k.team, '은/는')} ${k.there}에서 오솔길을 따라가며 나뭇잎 아래와 돌 뒤를 살펴봐요. 만나는 모두에게 ${k.target}에 대해 물어봐요.`,
      young: (k) =>
        `${j(k.H, '은/는')} 위를 봐요. ${j(k.H, '은/는')} 아래를 봐요. ${j(k.target, '은/는')} 어디 있을까?`,
    },
    'turning-point': {
      title: (k) => `${k.there}에서 찾은 단서`,
      text: (k) =>
        `그때 ${j(k.H, '이/가')} 단서를 발견해요. 작은 흔적 하나가 ${k.target}까지 곧장 이어져 있어요.`,
    },
    resolution: {
      title: (k) => `돌아온 ${k.target}`,
      text: (k) =>
        `${j(k.H, '이/가')} ${j(k.target, '을/를')} 찾았어요! ${k.loc}의 모두가 환호하고, ${j(k.team, '은/는')} 끝까지 포기하지 않은 게 자랑스러워요.`,
      young: (k) => `찾았다! ${j(k.H, '이/가')} ${j(k.target, '을/를')} 찾았어요. 만세!`,
    },
  },
  deadline: {
    discovery: {
      title: (k) => `다가오는 ${k.deadline}`,
      text: (k) =>
        `${k.weather ? '먹구름이 몰려와요' : '해가 점점 저물어요'}. ${j(k.deadline, '이/가')} 다가오고 있어요. ${
          k.t.beneficiary
            ? `${j(k.helped, '은/는')} 아직 ${j(k.target, '을/를')} ${k.mustFinish}.`
            : `${j(k.target, '은/는')} 아직 ${k.safe ? '안전하지 않아요' : '다 되지 않았어요'}.`
        } 꾸물거릴 시간이 없어요.`,
      young: (k) =>
        `봐! ${j(k.deadline, '이/가')} 와요. ${k.t.beneficiary ? `${j(k.helped, '은/는')} 도움이 필요해요.` : `서둘러, ${k.callH}!`}`,
    },
    problem: {
      title: (k) => (k.t.beneficiary ? `도움이 필요한 ${k.helped}` : `일을 시작하는 ${k.H}`),
      text: (k) =>
        k.t.beneficiary
          ? `${j(k.helped, '은/는')} 혼자서는 ${j(k.deadline, '이/가')} 오기 전에 ${j(k.target, '을/를')} ${k.canFinish} 수 없어요. “내가 도울게!” ${j(k.H, '이/가')} 말해요.`
          : `${j(k.team, '은/는')} ${j(k.deadline, '이/가')} 오기 전에 ${j(k.target, '을/를')} ${k.mustFinish}. “우리는 할 수 있어!” ${j(k.H, '이/가')} 말해요.`,
    },
    attempt: {
      title: (k) => `${k.target} 때문에 바빠요`,
      text: (k) =>
        `${j(k.team, '은/는')} ${k.loc}에서 있는 힘껏 빨리 일해요. 조금씩 조금씩 ${j(k.target, '이/가')} ${k.safe ? '안전한 곳으로 옮겨져요' : '완성되어 가요'}.`,
      young: (k) => `${k.H}도 도와요. 더 빨리, ${k.callH}, 더 빨리!`,
    },
    'turning-point': {
      title: (k) => `${j(k.deadline, '와/과')}의 경주`,
      text: (k) =>
        `${k.weather ? '바람이 윙윙 불고 첫 빗방울이 떨어져요' : '주위가 점점 어두워져요'}. 그래도 ${j(k.H, '은/는')} 마지막 하나가 ${k.safe ? '안전해질' : '끝날'} 때까지 멈추지 않아요.`,
    },
    resolution: {
      title: (k) => `늦지 않은 ${k.H}`,
      text: (k) =>
        `${j(k.deadline, '이/가')} 오는 바로 그 순간, ${j(k.target, '이/가')} ${k.doneNow}. ${
          k.t.beneficiary
            ? `${j(k.helped, '이/가')} ${j(k.H, '을/를')} 꼭 안아 줘요. “네가 없었으면 절대 못 했을 거야!”`
            : `${j(k.team, '이/가')} 외쳐요. “우리가 해냈어!”`
        }`,
      young: (k) => `다 됐다! ${j(k.target, '이/가')} ${k.doneNow}. 잘했어, ${k.callH}!`,
    },
  },
  fear: {
    discovery: {
      title: (k) => `${j(k.H, '와/과')} ${k.target}`,
      text: (k) =>
        `${j(k.H, '은/는')} ${j(k.target, '이/가')} 무서워요. ${j(k.target, '을/를')} 생각하기만 해도 무릎이 덜덜 떨려요.`,
      young: (k) => `${j(k.H, '은/는')} ${j(k.target, '이/가')} 무서워요.`,
    },
    problem: {
      title: (k) => `너무 무서운 ${k.H}`,
      text: (k) =>
        `어느 날, ${j(k.H, '은/는')} ${k.loc}에서 더 이상 ${j(k.target, '을/를')} 피할 수 없게 돼요. ${j(k.H, '은/는')} 도망가서 숨고 싶어요.`,
    },
    attempt: {
      title: (k) => `${k.H}의 손을 잡은 ${k.friend}`,
      text: (k) =>
        `${j(k.friend, '이/가')} ${k.H}의 손을 꼭 잡아 줘요. 둘은 함께 ${k.target} 쪽으로 작은 한 걸음을 내디뎌요.`,
      young: (k) => `${j(k.friend, '이/가')} ${k.H}의 손을 잡아요. 작은 한 걸음.`,
    },
    'turning-point': {
      title: (k) => `${j(k.target, '을/를')} 마주한 ${k.H}`,
      text: (k) =>
        `${j(k.H, '은/는')} ${j(k.target, '을/를')} 똑바로 바라보고, 생각만큼 무섭지 않다는 걸 알게 돼요.`,
    },
    resolution: {
      title: (k) => `이제 무섭지 않은 ${k.H}`,
      text: (k) =>
        `${j(k.H, '은/는')} 이제 ${j(k.target, '이/가')} 무섭지 않아요. 그 어느 때보다 키가 커진 것 같은 기분이에요.`,
      young: (k) => `${j(k.H, '은/는')} 용감해요! ${j(k.target, '은/는')} 하나도 안 무서워요.`,
    },
  },
  learn: {
    discovery: {
      title: (k) => `${j(k.skill, '을/를')} 배우고 싶은 ${k.H}`,
      text: (k) =>
        `${j(k.H, '은/는')} 다른 친구들을 보며 딱 한 가지를 바라요. 바로 ${j(k.skill, '을/를')} 배우는 거예요.`,
      young: (k) => `${j(k.H, '은/는')} ${j(k.skill, '을/를')} 배우고 싶어요.`,
    },
    problem: {
      title: (k) => `${j(k.skill, '은/는')} 어려워`,
      text: (k) => `하지만 ${j(k.skill, '은/는')} 어려워요. 첫 번째도 실패, 두 번째도 실패예요.`,
    },
    attempt: {
      title: (k) => `${k.loc}에서 연습`,
      text: (k) =>
        `${j(k.H, '은/는')} 날마다 ${k.loc}에서 ${j(k.skill, '을/를')} 연습하고, ${j(k.friend, '이/가')} 방법을 보여 줘요.`,
      young: (k) => `${j(k.H, '은/는')} 해 보고 또 해 봐요. ${j(k.friend, '이/가')} 도와줘요.`,
    },
    'turning-point': {
      title: (k) => `요령을 터득한 ${k.H}`,
      text: (k) => `갑자기 감이 와요. ${j(k.H, '은/는')} 혼자 힘으로 ${k.skill}의 요령을 깨달아요.`,
    },
    resolution: {
      title: (k) => `${k.can} 수 있게 된 ${k.H}`,
      text: (k) =>
        `${j(k.H, '은/는')} 이제 ${k.can} 수 있어요! ${k.loc}의 모두가 박수를 치고, ${j(k.H, '은/는')} 뿌듯해서 얼굴이 환해져요.`,
      young: (k) => `${j(k.H, '이/가')} 해냈어요! ${k.skill}, 만세!`,
    },
  },
  friendship: {
    discovery: {
      title: (k) => `${k.loc}에서 만난 새 얼굴`,
      text: (k) =>
        `${j(k.H, '은/는')} ${k.loc}에서 ${j(k.friend, '을/를')} 만나요. 처음에는 둘 다 수줍게 서로 바라보기만 해요.`,
      young: (k) => `${j(k.H, '이/가')} ${j(k.friend, '을/를')} 봐요. 안녕!`,
    },
    problem: {
      title: (k) => `외로운 ${k.H}`,
      text: (k) => `${j(k.H, '은/는')} 친구를 사귀고 싶지만, 어떻게 시작해야 할지 몰라요.`,
    },
    attempt: {
      title: (k) => `먼저 인사하는 ${k.H}`,
      text: (k) =>
        `${j(k.H, '이/가')} ${k.friend}에게 ${j(k.shared, '을/를')} 나눠 주자, ${j(k.friend, '이/가')} 처음으로 활짝 웃어요.`,
      young: (k) => `${j(k.H, '이/가')} 나눠 줘요. ${j(k.friend, '이/가')} 방긋 웃어요.`,
    },
    'turning-point': {
      title: (k) => `늘 함께하는 ${j(k.H, '와/과')} ${k.friend}`,
      text: (k) => `${j(k.friend, '이/가')} 곤경에 빠지자, ${j(k.H, '이/가')} 곧바로 달려가 도와줘요.`,
    },
    resolution: {
      title: (k) => `단짝 친구 ${j(k.H, '와/과')} ${k.friend}`,
      text: (k) => `그날부터 ${j(k.H, '와/과')} ${j(k.friend, '은/는')} ${k.loc}에서 제일 친한 친구예요.`,
      young: (k) => `${j(k.H, '와/과')} ${j(k.friend, '은/는')} 이제 친구예요!`,
    },
  },
  build: {
    discovery: {
      title: (k) => `${k.target} 설계도`,
      text: (k) =>
        `${j(k.team, '은/는')} ${j(k.target, '을/를')} ${k.make.ing} 꿈을 꿔요. 설계도를 그리고 필요한 것을 모두 모아요.`,
      young: (k) => `${j(k.team, '은/는')} ${j(k.target, '을/를')} ${k.make.go} 싶어요.`,
    },
    problem: {
      title: (k) => `흔들흔들 ${k.target}`,
      text: (k) => `첫 번째 시도는 실패예요. ${j(k.target, '이/가')} 흔들흔들하더니 와르르 무너져요.`,
    },
    attempt: {
      title: (k) => `뚝딱뚝딱 ${k.H}의 ${k.target}`,
      text: (k) =>
        `${j(k.team, '은/는')} ${k.loc}에서 톱질하고, 망치질하고, 길이를 재요. 조금씩 조금씩 ${j(k.target, '이/가')} 모양을 갖춰 가요.`,
      young: (k) => `뚝딱뚝딱! ${j(k.team, '은/는')} ${j(k.target, '을/를')} ${k.make.yo}.`,
    },
    'turning-point': {
      title: (k) => `${k.target} 안의 깜짝 선물`,
      text: (k) =>
        `${k.target} 안에서 ${j(k.H, '은/는')} 깜짝 놀랄 것을 발견해요. 바로 ${j(k.surprise, '이에요/예요')}! 이제 ${j(k.target, '은/는')} 더욱 특별해졌어요.`,
    },
    resolution: {
      title: (k) => `완성된 ${k.H}의 ${k.target}`,
      text: (k) => `드디어 ${j(k.target, '이/가')} 완성되고, ${j(k.team, '은/는')} 아주 뿌듯해요.`,
      young: (k) => `짠! ${j(k.target, '이/가')} 완성됐어요!`,
    },
  },
  mystery: {
    discovery: {
      title: (k) => `${k.target}의 비밀`,
      text: (k) => `${j(k.H, '은/는')} ${k.loc}에서 아무도 본 적 없는 ${j(k.target, '을/를')} 발견해요.`,
      young: (k) => `봐! ${j(k.H, '이/가')} ${j(k.target, '을/를')} 찾았어요.`,
    },
    problem: {
      title: (k) => `${k.loc}의 이상한 흔적`,
      text: (k) =>
        `${k.target} 주변에서 이상한 일이 일어나요. 밤에는 이상한 소리가 나고, 아침에는 발자국이 남아 있어요.`,
    },
    attempt: {
      title: (k) => `조사하는 ${k.H}`,
      text: (k) => `${j(k.team, '은/는')} ${k.there}에서 단서를 하나하나 따라가며 본 것을 모두 적어요.`,
      young: (k) => `${j(k.H, '은/는')} 자세히 봐요. 이게 뭘까?`,
    },
    'turning-point': {
      title: (k) => `${k.there}에서 찾은 답`,
      text: (k) => `그때 ${j(k.H, '은/는')} ${k.target}의 비밀을 깨달아요.`,
    },
    resolution: {
      title: (k) => `풀린 ${k.target}의 수수께끼`,
      text: (k) => `수수께끼가 풀리고, ${j(k.target, '은/는')} ${k.H}의 가장 소중한 보물이 돼요.`,
      young: (k) => `이제 ${k.H}도 알아요! 정말 놀라워요!`,
    },
  },
  journey: {
    discovery: {
      title: (k) => `${j(k.target, '을/를')} 향해 출발`,
      text: (k) => `${j(k.team, '은/는')} ${k.dest} 가고 싶어요. 가방을 챙겨 길을 떠나요.`,
      young: (k) => `${j(k.team, '은/는')} ${k.dest} 가요.`,
    },
    problem: {
      title: (k) => `${k.dest} 가는 먼 길`,
      text: (k) => `${k.dest} 가는 길은 생각보다 멀고, 게다가 길이 두 갈래로 나뉘어요.`,
    },
    attempt: {
      title: (k) => (k.byVehicle ? `${j(k.thing, '을/를')} 타고` : `${j(k.thing, '와/과')} 함께`),
      text: (k) =>
        `${j(k.they, '은/는')} ${j(k.thing, '을/를')} ${k.byVehicle ? '타고' : '가지고'} 들판과 강을 지나며 바깥세상을 구경해요.`,
      young: (k) => `${j(k.thing, '을/를')} ${k.byVehicle ? '타고' : '가지고'} 출발!`,
    },
    'turning-point': {
      title: (k) => `${k.dest} 거의 다 왔어요`,
      text: (k) => `언덕 위에서 ${k.H}의 눈에 벌써 ${j(k.target, '이/가')} 보여요.`,
    },
    resolution: {
      title: (k) => `도착한 ${k.H}`,
      text: (k) => `도착했어요! ${j(k.target, '이/가')} 바로 그곳에서 따뜻하게 맞아 줘요.`,
      young: (k) => `다 왔어요! 안녕, ${k.target}!`,
    },
  },
  celebration: {
    discovery: {
      title: (k) => `곧 다가올 ${k.target}`,
      text: (k) =>
        `곧 ${j(k.target, '이에요/예요')}. ${j(k.team, '은/는')} 커다란 깜짝 선물을 준비하고 싶어요.`,
      young: (k) => `곧 ${j(k.target, '이에요/예요')}! ${j(k.H, '은/는')} 두근두근해요.`,
    },
    problem: {
      title: (k) => `${k.thing}에 생긴 문제`,
      text: (k) => `그런데 ${j(k.thing, '이/가')} 잘 안 돼요. 파티 전에 할 일이 아직 잔뜩 남았어요.`,
    },
    attempt: {
      title: (k) => `${k.loc}에서 준비해요`,
      text: (k) =>
        `${j(k.team, '은/는')} ${k.loc}에서 곳곳을 꾸미고, 가랜드를 걸고, ${j(k.thing, '을/를')} 준비해요.`,
      young: (k) => `${j(k.H, '이/가')} ${j(k.thing, '을/를')} 준비해요. 예쁘다!`,
    },
    'turning-point': {
      title: (k) => `${k.loc}에 온 손님들`,
      text: () => `아슬아슬하게 준비가 끝나고, 첫 손님들이 도착해요.`,
    },
    resolution: {
      title: (k) => `${k.H}의 멋진 ${k.target}`,
      text: (k) => `${j(k.target, '은/는')} 정말 멋져요. 모두가 ${k.loc}에서 춤추고 웃으며 축하해요.`,
      young: () => `파티 시작! 모두 춤추고 웃어요.`,
    },
  },
  rescue: {
    discovery: {
      title: (k) => `위험에 빠진 ${k.target}`,
      text: (k) =>
        `${k.H}에게 도와 달라는 소리가 들려요. ${j(k.target, '이/가')} ${k.there}에 갇혀서 나오지 못하고 있어요.`,
      young: (k) => `도와줘요! ${j(k.target, '이/가')} 갇혔어요.`,
    },
    problem: {
      title: (k) => `${j(k.there, '으로/로')} 가는 길이 막혔어요`,
      text: (k) =>
        `${k.target}${k.living ? '에게' : '까지'} 가는 길은 막혀 있고, 아무도 그곳에 갈 엄두를 내지 못해요.`,
    },
    attempt: {
      title: (k) => `구하러 가는 ${k.H}`,
      text: (k) => `${j(k.team, '은/는')} 기어오르고, 엉금엉금 기어가고, 온 힘을 다해 끌어당겨요.`,
      young: (k) => `${j(k.H, '은/는')} 당기고 또 당겨요.`,
    },
    'turning-point': {
      title: (k) => `꽉 잡아, ${k.callH}!`,
      text: (k) =>
        `마지막 순간, ${k.H}의 손이 ${k.target}${k.living ? '에게' : '에'} 닿고, ${j(k.H, '은/는')} 꽉 붙잡아요.`,
    },
    resolution: {
      title: (k) => `구조된 ${k.target}`,
      text: (k) => `${j(k.target, '은/는')} 이제 안전해요! 모두가 ${k.team}에게 박수를 보내요.`,
      young: (k) => `구했다! 고마워, ${k.callH}!`,
    },
  },
};

/** Dialogue and inner life for teenagers: a second paragraph where the beat has none of its own. */
const KO_TALK: Partial<Record<Beat, KoT>> = {
  discovery: (k) =>
    `“너도 봤어?” ${j(k.H, '이/가')} 속삭였어요. ${j(k.friend, '은/는')} 천천히 고개를 끄덕였어요. 둘 다 마음속 생각을 먼저 말하고 싶지 않았어요.`,
  problem: (k) =>
    `“여기 가만히 서 있을 수는 없어.” ${j(k.H, '이/가')} 말했어요. ${j(k.friend, '은/는')} 주위를 둘러보았어요. “그럼 움직이자.”`,
  attempt: (k) =>
    `“이게 정말 될까?” ${j(k.friend, '이/가')} 물었어요. “모르겠어.” ${j(k.H, '이/가')} 솔직하게 말했어요. “하지만 아무것도 안 하면 절대 안 된다는 건 알아.”`,
  'turning-point': (k) =>
    `나중에 ${j(k.H, '은/는')} 그 순간을 설명하려고 했지만, 말로는 잘 되지 않았어요. 마음속에서 무언가가 마침내 일어선 것 같은 느낌이었어요.`,
  resolution: (k) =>
    `“우리가 해냈어.” ${j(k.friend, '이/가')} 믿기지 않는다는 듯 말했어요. ${j(k.H, '은/는')} 주저앉을 때까지 웃었어요.`,
};

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const k = new Ko(tale);
  const own = KO_SHAPES[tale.shape][b];
  const shared = KO_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(k) : pick.text(k);
  const talk = (own?.talk ?? shared.talk ?? KO_TALK[b])?.(k);
  return { title: pick.title(k), text: TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text };
}

function title(tale: Tale): string {
  const k = new Ko(tale);
  const names = list(tale.team.slice(0, 2).map((p) => k.who(p)));
  switch (tale.shape) {
    case 'quest':
      return tale.team.length > 1 ? `${names}, 그리고 ${k.target}` : `${j(names, '와/과')} ${k.target}`;
    case 'deadline':
      return `${j(k.H, '와/과')} ${k.deadline} 전의 ${k.target}`;
    case 'fear':
      return `${j(k.target, '이/가')} 무섭지 않은 ${k.H}`;
    case 'learn':
      return `${j(k.skill, '을/를')} 배우는 ${k.H}`;
    case 'friendship':
      return `친구를 사귄 ${k.H}`;
    case 'build':
      return `${j(names, '이/가')} ${j(k.target, '을/를')} ${k.make.yo}`;
    case 'mystery':
      return `${j(k.H, '와/과')} ${k.target}의 비밀`;
    case 'journey':
      return `${k.dest} 가는 ${names}`;
    case 'celebration':
      return `${names}의 ${k.target}`;
    case 'rescue':
      return `${k.H}의 구조 대작전`;
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
  const k = new Ko(tale);
  return young
    ? `${j(list(tale.cast.map((p) => k.who(p))), '은/는')} ${k.loc}에 있어요. ${goal}`
    : `${problem.text} ${goal}`;
}

function describe(p: Person): string {
  const kind = koNP(p.entry, { traits: p.traits });
  // "여동생" would decide who is older; the idea only says they are sisters.
  if (p.name && (p.entry.id === 'sister' || p.entry.id === 'brother'))
    return `${j(p.name, '은/는')} ${koNoun(p.entry).pl} 중 한 명이에요.`;
  return p.name ? `${j(p.name, '은/는')} ${j(kind, '이에요/예요')}.` : `${kind}도 이 이야기에 나와요.`;
}

export const ko: Teller = {
  language: 'ko',
  title,
  synopsis,
  beat,
  describe,
  unnamed: (p) => koNoun(p.entry).w,
  placeName: (tale) => koNoun(tale.place).w,
  setting: (tale) => `이야기는 ${koWhere(tale.place)}에서 펼쳐져요.`,
};
