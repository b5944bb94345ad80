import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { AR_NOUNS, arDual, arNounFor, arNP, type ArGender, type ArNoun } from './ar.nouns';

/**
 * Arabic storyteller: the plot shapes and beats of the German and English tellers (`tell.ts`) in Modern
 * Standard Arabic for children. Verbs agree with their subject in gender and number — singular, dual and
 * plural ("إيما ولوتا تبنيان", "الأطفال يبنون"); a verb before its subject stays singular and agrees in
 * gender only ("تقول إيما"). A plural of things takes the feminine singular ("الألوان الضائعة اختفت").
 */

/** The six present-tense forms: he, she, they two (m/f), they (m/f). */
type Six = readonly [string, string, string, string, string, string];

/**
 * Present tense from the masculine singular ("يلعب" → "تلعب، يلعبان، تلعبان، يلعبون، يلعبن"); verbs ending
 * in a weak letter drop it before -ون ("يبني" → "يبنون"); irregular verbs give all six forms.
 */
export function conj(spec: string): Six {
  const parts = spec.split('|');
  if (parts.length === 6) return parts as unknown as Six;
  const ms = parts[0] as string;
  const fs = `ت${ms.slice(1)}`;
  const mp = /[يو]$/.test(ms) ? `${ms.slice(0, -1)}ون` : `${ms}ون`;
  return [ms, fs, `${ms}ان`, `${fs}ان`, mp, `${ms}ن`];
}
/** Subjunctive after أن: the dual and masculine plural lose their final ن ("يبنيان" → "يبنيا", "يبنون" → "يبنوا"). */
export const subjunctive = (verb: string): string =>
  verb.endsWith('ان') ? verb.slice(0, -1) : verb.endsWith('ون') ? `${verb.slice(0, -1)}ا` : verb;
const pick = (six: Six, n: number, g: ArGender): string =>
  six[(n === 1 ? 0 : n === 2 ? 2 : 4) + (g === 'f' ? 1 : 0)] as string;

/** Irregular verbs the templates use (hollow and other weak verbs). */
const V = {
  live: 'يعيش|تعيش|يعيشان|تعيشان|يعيشون|يعشن',
  want: 'يريد|تريد|يريدان|تريدان|يريدون|يردن',
  measure: 'يقيس|تقيس|يقيسان|تقيسان|يقيسون|يقسن',
  say: 'يقول|تقول|يقولان|تقولان|يقولون|يقلن',
  see: 'يرى|ترى|يريان|تريان|يرون|يرين',
  can: 'يستطيع|تستطيع|يستطيعان|تستطيعان|يستطيعون|يستطعن',
  fear: 'يخاف|تخاف|يخافان|تخافان|يخافون|يخفن',
  return: 'يعود|تعود|يعودان|تعودان|يعودون|يعدن',
  sleep: 'ينام|تنام|ينامان|تنامان|ينامون|ينمن',
  collapse: 'ينهار|تنهار|ينهاران|تنهاران|ينهارون|ينهرن',
  nearly: 'يكاد|تكاد|يكادان|تكادان|يكادون|يكدن',
  find: 'يجد|تجد|يجدان|تجدان|يجدون|يجدن',
  arrive: 'يصل|تصل|يصلان|تصلان|يصلون|يصلن',
  solve: 'يحل|تحل|يحلان|تحلان|يحلون|يحللن',
  hurry: 'يهب|تهب|يهبان|تهبان|يهبون|يهببن',
  shine: 'يشع|تشع|يشعان|تشعان|يشعون|يشععن',
};

const list = (items: string[]): string => items.join(' و');
const li = (np: string): string => (np.startsWith('ال') ? `لل${np.slice(2)}` : `ل${np}`);
/** "يا جدة": a definite noun drops ال after يا. */
const voc = (np: string): string => np.replace(/^ال/, '');
/** Attaches a pronoun suffix: "قوة" + "ها" → "قوتها", "يد" + "ه" → "يده". */
const attach = (word: string, suffix: string): string =>
  word.endsWith('ة') ? `${word.slice(0, -1)}ت${suffix}` : `${word}${suffix}`;

const noun = (id: string): ArNoun => {
  const n = AR_NOUNS[id];
  if (!n) throw new Error(`No Arabic noun for lexicon id ${id}`);
  return n;
};
const LIVING = ['child', 'relative', 'adult', 'animal', 'creature'];

export class Ar {
  constructor(readonly t: Tale) {}
  kind(p: Person): ArNoun {
    return arNounFor(noun(p.entry.id), p.sex);
  }
  /** Gender a verb agrees with: the sex of a named character, else the noun's gender. */
  gOf(p: Person | undefined): ArGender {
    if (!p) return 'm';
    return p.name ? p.sex : this.kind(p).g;
  }
  who(p: Person): string {
    const n = this.kind(p);
    if (p.name) return p.entry.cat === 'relative' ? `${n.defSg} ${p.name}` : p.name;
    if (p.entry.cat === 'relative') return n.defSg;
    return arNP(n, { adj: p.traits.slice(0, 2), living: LIVING.includes(p.entry.cat) });
  }
  /** "ليو، جرار شجاع صغير" or "الفأر الصغير". */
  intro(p: Person): string {
    const kind = arNP(this.kind(p), { def: !p.name, adj: p.traits.slice(0, 2), living: true });
    return p.name ? `${p.name}، ${kind}` : kind;
  }
  /** "الثعلب سوني", "الجد": a name with its kind where the kind is not said. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${this.kind(p).defSg} ${p.name}`;
  }
  get hero(): Person {
    return this.t.cast[0] as Person;
  }
  get H(): string {
    return this.who(this.hero);
  }
  hg(m: string, f: string): string {
    return this.gOf(this.hero) === 'f' ? f : m;
  }
  /** The hero's verb (singular): Hv('يعيش') → "تعيش" for a girl. */
  Hv(spec: string): string {
    return pick(conj(spec), 1, this.gOf(this.hero));
  }
  /** The hero's verb in the past: "قال" / "قالت". */
  Hp(verb: string): string {
    return this.gOf(this.hero) === 'f' ? `${verb}ت` : verb;
  }
  /** The hero's pronoun suffix: "ه" / "ها". */
  get hs(): string {
    return this.hg('ه', 'ها');
  }
  get n(): number {
    return this.t.team.length;
  }
  /** Gender of the team: feminine only when every member is. */
  get tg(): ArGender {
    return this.t.team.every((p) => this.gOf(p) === 'f') ? 'f' : 'm';
  }
  team(): string {
    return list(this.t.team.map((p) => this.who(p)));
  }
  /** The team's verb after the team (subject first): "تبنيان" for two girls, "يبنون" for three. */
  T(spec: string): string {
    return pick(conj(spec), this.n, this.tg);
  }
  /** The team's verb after "أن" (subjunctive): "أن يبنيا", "أن يبنوا"; the singular looks the same. */
  Ts(spec: string): string {
    return subjunctive(this.T(spec));
  }
  /** The team's verb in the past: "وصل", "وصلت", "وصلا", "وصلتا", "وصلوا", "وصلن". */
  Tp(verb: string): string {
    const f = this.tg === 'f';
    if (this.n === 1) return f ? `${verb}ت` : verb;
    if (this.n === 2) return f ? `${verb}تا` : `${verb}ا`;
    return f ? `${verb}ن` : `${verb}وا`;
  }
  /** The team's pronoun suffix: "ه", "ها", "هما", "هم", "هن". */
  get ts(): string {
    if (this.n === 1) return this.tg === 'f' ? 'ها' : 'ه';
    if (this.n === 2) return 'هما';
    return this.tg === 'f' ? 'هن' : 'هم';
  }
  get friendPerson(): Person | undefined {
    return this.t.team[1] ?? this.t.cast[1];
  }
  get friend(): string {
    const p = this.friendPerson;
    return p ? this.who(p) : 'الصديق';
  }
  Fv(spec: string): string {
    return pick(conj(spec), 1, this.gOf(this.friendPerson));
  }
  Fp(verb: string): string {
    return this.gOf(this.friendPerson) === 'f' ? `${verb}ت` : verb;
  }
  get fs(): string {
    return this.gOf(this.friendPerson) === 'f' ? 'ها' : 'ه';
  }
  /** Hero and friend together: dual, feminine when both are girls. */
  get pairG(): ArGender {
    return this.gOf(this.hero) === 'f' && this.gOf(this.friendPerson) === 'f' ? 'f' : 'm';
  }
  P(spec: string): string {
    return pick(conj(spec), 2, this.pairG);
  }
  get at(): string {
    return noun(this.t.place.id).at ?? `قرب ${noun(this.t.place.id).defSg}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace.id).at ?? this.at) : this.at;
  }
  /** The target as an indefinite object: "صاروخًا", "خريطة", "بيت شجرة". */
  get targetObj(): string {
    return arNP(noun(this.t.target.id), {
      def: false,
      acc: true,
      plural: this.t.targetPlural,
      adj: this.t.targetTraits.slice(0, 2),
      living: LIVING.includes(this.t.target.cat),
    });
  }
  target(def = true): string {
    return arNP(noun(this.t.target.id), {
      def,
      plural: this.t.targetPlural,
      adj: this.t.targetTraits.slice(0, 2),
      living: LIVING.includes(this.t.target.cat),
    });
  }
  /** How the target agrees: m, f, or a human plural; a plural of things is feminine singular. */
  get tAgr(): 'm' | 'f' | 'pl' {
    const n = noun(this.t.target.id);
    if (this.t.targetPlural) return n.hum ? 'pl' : 'f';
    return n.g;
  }
  /** Agreement with the target: ta('عالق', 'عالقة', 'عالقون'). */
  ta(m: string, f: string, pl: string): string {
    const a = this.tAgr;
    return a === 'pl' ? pl : a === 'f' ? f : m;
  }
  /** The target's verb after it (subject first). */
  tv(spec: string): string {
    const six = conj(spec);
    const a = this.tAgr;
    return a === 'pl' ? six[4] : a === 'f' ? six[1] : six[0];
  }
  /** The target's verb before it: singular, in its gender ("اختفت الألوان"). */
  tvFirst(spec: string): string {
    const six = conj(spec);
    return this.tAgr === 'f' ? six[1] : six[0];
  }
  /** What the hero learns, as the definite verbal noun ("الرقص", "السباحة"). */
  get skill(): string {
    return noun(this.t.target.id).defSg;
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** After "أصبح": "في أمان" or "جاهزًا / جاهزة / جاهزين". */
  get stateAcc(): string {
    return this.safe ? 'في أمان' : this.ta('جاهزًا', 'جاهزة', 'جاهزين');
  }
  get state(): string {
    return this.safe ? 'في أمان' : this.ta('جاهز', 'جاهزة', 'جاهزون');
  }
  /** "نقل المحصول إلى مكان آمن" / "إنهاء الهدية". */
  get task(): string {
    return this.safe ? `نقل ${this.target()} إلى مكان آمن` : `إنهاء ${this.target()}`;
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get deadlineNoun(): ArNoun {
    return noun(this.t.deadline?.id ?? 'night');
  }
  get deadline(): string {
    return this.deadlineNoun.defSg;
  }
  /** The deadline's verb: "العاصفة تقترب", "الظلام يقترب". */
  dv(spec: string): string {
    return pick(conj(spec), 1, this.deadlineNoun.g);
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'الجميع';
  }
  Bv(spec: string): string {
    return pick(conj(spec), 1, this.t.beneficiary ? this.gOf(this.t.beneficiary) : 'm');
  }
  get bs(): string {
    return this.t.beneficiary && this.gOf(this.t.beneficiary) === 'f' ? 'ها' : 'ه';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return arNP(noun(th.entry.id), {
      def,
      adj: th.traits.slice(0, 2),
      living: LIVING.includes(th.entry.cat),
    });
  }
  /** "بالقطار" for a vehicle, else "مع الخريطة". */
  get by(): string {
    const th = this.t.thing;
    return th && th.entry.cat === 'vehicle' ? `ب${this.thing()}` : `مع ${this.thing()}`;
  }
  get surprise(): string {
    if (this.t.thing && !this.t.cast.some((p) => p.arrives)) return this.thing();
    const p =
      this.t.cast.find((x) => x.arrives) ??
      [...this.t.cast].reverse().find((x, i) => i < this.t.cast.length - 1 && !x.name);
    return p ? this.who(p) : this.target();
  }
  /** "صديقان" / "صديقتان" for hero and friend. */
  get friendsPair(): string {
    return this.pairG === 'f' ? 'صديقتان حميمتان' : 'صديقان حميمان';
  }
}

type ArT = (r: Ar) => string;
interface ArBeat {
  title: ArT;
  text: ArT;
  young?: ArT;
  talk?: ArT;
}

const others = (r: Ar): Person[] => r.t.cast.slice(1).filter((p) => !p.arrives);

/** "إيما ولوتا أختان تعيشان في الغابة." when the idea names siblings. */
function siblings(r: Ar): string | undefined {
  const [hero, ...rest] = r.t.cast as [Person, ...Person[]];
  const kin = rest.filter(
    (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
  );
  if (!kin.length || !hero.name) return undefined;
  const group = [hero, ...kin];
  const n = noun(hero.entry.id);
  const g: ArGender = n.g;
  const kinWord = group.length === 2 ? arDual(n.sg) : n.pl;
  const rest2 = rest.filter((p) => !kin.includes(p) && !p.arrives);
  const suffix = group.length === 2 ? 'هما' : g === 'f' ? 'هن' : 'هم';
  return `${list(group.map((p) => r.who(p)))} ${kinWord} ${pick(conj(V.live), group.length, g)} ${r.at}.${
    rest2.length
      ? ` وكل يوم ${pick(conj('يقضي'), group.length, g)} وقت${suffix} مع ${list(rest2.map((p) => r.withKind(p)))}.`
      : ''
  }`;
}

const AR_SHARED: Record<Beat, ArBeat> = {
  setup: {
    title: (r) => `${r.H} ${r.at}`,
    text: (r) =>
      siblings(r) ??
      `${r.intro(r.hero)}${r.hero.name ? '،' : ''} ${r.Hv(V.live)} ${r.at}. ${
        others(r).length
          ? `وكل يوم ${r.Hv('يقضي')} ${r.H} وقت${r.hs} مع ${list(others(r).map((p) => r.withKind(p)))}.`
          : `وكل يوم ${r.Hv('يكتشف')} ${r.H} شيئًا جديدًا يدهش${r.hs}.`
      }`,
    young: (r) =>
      `${r.hg('هذا', 'هذه')} ${r.intro(r.hero)}. ${r.H} ${r.Hv(V.live)} ${r.at}.${
        others(r).length ? ` ${list(others(r).map((p) => r.withKind(p)))} هنا أيضًا.` : ''
      }`,
    talk: (r) =>
      `«بعض الأيام تبدو عادية»، ${r.Hp('فكر')} ${r.H}، «إلى أن تتغير فجأة». كان الهواء ${r.at} يحمل رائحة التغيير، و${r.Hp('شعر')} ${r.H} بها قبل الجميع.`,
  },
  discovery: {
    title: (r) => r.thing(),
    text: (r) => `ذات صباح، ${r.team()} ${r.T('يلاحظ')} ${r.thing(false)} ${r.at}.`,
  },
  problem: {
    title: (r) => `مشكلة ${r.at}`,
    text: (r) => `ثم يحدث خطب ما ${r.at}، و${r.team()} ${r.T('يعرف')} أن على أحد أن يتصرف.`,
  },
  stakes: {
    title: (r) => `${r.H} في سباق مع الوقت`,
    text: (r) =>
      `لم يبق وقت طويل: قبل ${r.deadline} يجب أن ينتهي كل شيء. ${r.H} ${r.Hv('يشعر')} بالقلق، لكن ${r.friend} ${r.Fv(V.say)}: «نستطيع أن نفعلها!»`,
    talk: (r) =>
      `«وماذا لو فشلنا؟» ${r.Hp('سأل')} ${r.H} بصوت خافت. ${r.Fp('صمت')} ${r.friend} لحظة، ثم ${r.Fp('قال')}: «إذن نفشل معًا. لكننا لن نفشل».`,
  },
  attempt: {
    title: (r) => `خطة ${r.H}`,
    text: (r) => `${r.team()} ${r.T('يضع')} خطة و${r.T('يشرع')} في العمل ${r.at}.`,
  },
  setback: {
    title: (r) => `${r.Hv(V.nearly)} ${r.H} ${r.Hv('يستسلم')}`,
    text: (r) =>
      `لا شيء يسير كما خُطط له. ${r.H} ${r.hg('متعب وغاضب', 'متعبة وغاضبة')} و${r.Hv(V.want)} أن ${r.Hv('يستسلم')}، وللحظة لا ${r.Fv('يعرف')} حتى ${r.friend} ماذا ${r.Fv('يفعل')}.`,
    talk: (r) =>
      `«هذا ميؤوس منه»، ${r.Hp('قال')} ${r.H} و${r.Hp('ركل')} حجرًا صغيرًا. ${r.Fp('جلس')} ${r.friend} بجانب${r.hs}. «كل شيء يبدو ميؤوسًا منه قبل أن ينجح تمامًا».`,
  },
  'second-attempt': {
    title: (r) => `فكرة ${r.friend}`,
    text: (r) =>
      `لدى ${r.friend} فكرة. هذه المرة، ${r.team()} ${r.T('يحاول')} بطريقة أخرى: ببطء، معًا، خطوة بعد خطوة.`,
    talk: (r) =>
      `«${r.hg('انتظر', 'انتظري')}»، ${r.Fp('قال')} ${r.friend}. «ماذا لو توقفنا عن فعل كل شيء وحدنا؟» ${r.Hp('رفع')} ${r.H} رأس${r.hs} و${r.Hp('ابتسم')} لأول مرة في ذلك اليوم.`,
  },
  'turning-point': {
    title: (r) => `شجاعة ${r.H}`,
    text: (r) => `${r.H} ${r.Hv('يأخذ')} نفسًا عميقًا و${r.Hv('يصبح')} أشجع من أي وقت مضى.`,
  },
  resolution: {
    title: (r) => `فرحة ${r.at}`,
    text: (r) => `في النهاية يصبح كل شيء على ما يرام ${r.at}، و${r.team()} ${r.T('يضحك')} من الفرح.`,
  },
  homecoming: {
    title: (r) => `${r.Hv(V.return)} ${r.H} إلى البيت`,
    text: (r) =>
      `في المساء، ${r.team()} ${r.T('يجلس')} معًا و${r.T('يحكي')} الحكاية مرة بعد مرة. ثم ${r.Hv(V.sleep)} ${r.H} ${r.hg('متعبًا وسعيدًا', 'متعبة وسعيدة')}.`,
    talk: (r) =>
      `«هل ${r.hg('ستفعل', 'ستفعلين')} ذلك مرة أخرى؟» ${r.Fp('سأل')} ${r.friend}. ${r.Hp('فكر')} ${r.H} في كل ما حدث ${r.at}. «كل يوم!» ${r.Hp('أجاب')}.`,
  },
};

const AR_SHAPES: Record<PlotShape, Partial<Record<Beat, ArBeat>>> = {
  quest: {
    discovery: {
      title: (r) => `شيء مفقود ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.T('يلاحظ')} أن شيئًا ما مفقود ${r.at}. كل شيء يبدو مختلفًا، ولا أحد يعرف السبب.`,
      young: (r) => `${r.Hv('ينظر')} ${r.H} حول${r.hs} ${r.at}. شيء ما مفقود!`,
    },
    problem: {
      title: (r) => `أين ${r.target()}؟`,
      text: (r) =>
        `ذات صباح ${r.tvFirst('يختفي')} ${r.target()}. ${r.team()} ${r.T('يبحث')} في كل مكان ${r.at}، لكن لا أثر ${li(r.target())}.`,
      young: (r) => `يا إلهي! أين ${r.target()}؟`,
    },
    attempt: {
      title: (r) => `البحث عن ${r.target()}`,
      text: (r) =>
        `${r.team()} ${r.T('يتبع')} أثرًا ${r.there}، و${r.T('يبحث')} تحت الأوراق وخلف الحجارة، و${r.T('يسأل')} كل من ${r.T('يقابل')} عن ${r.target()}.`,
      young: (r) =>
        `${r.Hv('ينظر')} ${r.H} إلى الأعلى. ${r.Hv('ينظر')} ${r.H} إلى الأسفل. أين ${r.target()}؟`,
    },
    'turning-point': {
      title: (r) => `أثر ${r.there}`,
      text: (r) => `ثم ${r.Hv('يلمح')} ${r.H} أثرًا صغيرًا يقود مباشرة إلى ${r.target()}.`,
    },
    resolution: {
      title: (r) => `عودة ${r.target()}`,
      text: (r) =>
        `${r.Hv(V.find)} ${r.H} ${r.target()}! الجميع ${r.at} يهتفون، و${r.team()} ${r.T('يعرف')} أن الاستسلام لم يكن خيارًا.`,
      young: (r) => `ها ${r.ta('هو', 'هي', 'هم')}! ${r.Hv(V.find)} ${r.H} ${r.target()}. مرحى!`,
    },
  },
  deadline: {
    discovery: {
      title: (r) => `${r.deadline} ${r.dv('يقترب')}`,
      text: (r) =>
        `${r.weather ? 'تتجمع الغيوم الداكنة' : 'النهار يوشك أن ينتهي'}: ${r.deadline} ${r.dv('يقترب')}. ${
          r.t.beneficiary
            ? `${r.helped} ${r.Bv('يحتاج')} إلى ${r.task}`
            : `${r.target()} ${r.ta('ليس', 'ليست', 'ليسوا')} ${r.stateAcc} بعد`
        }، ولا وقت لنضيعه.`,
      young: (r) =>
        `انظر! ${r.deadline} ${r.dv('يقترب')}. ${r.t.beneficiary ? `${r.helped} ${r.Bv('يحتاج')} إلى المساعدة.` : `${r.hg('أسرع', 'أسرعي')} يا ${voc(r.H)}!`}`,
    },
    problem: {
      title: (r) => (r.t.beneficiary ? `${r.helped} ${r.Bv('يحتاج')} إلى المساعدة` : `${r.H} إلى العمل`),
      text: (r) =>
        r.t.beneficiary
          ? `لا ${r.Bv(V.can)} ${r.helped} ${r.task} وحد${r.bs} قبل ${r.deadline}. «سأساعدك!» ${r.Hv(V.say)} ${r.H}.`
          : `على ${r.team()} ${r.task} قبل ${r.deadline}. «نستطيع ذلك!» ${r.Hv(V.say)} ${r.H}.`,
    },
    attempt: {
      title: (r) => `العمل على قدم وساق ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.T('يعمل')} بأسرع ما ${r.T(V.can)} ${r.at}. وشيئًا فشيئًا ${
          r.safe
            ? `${r.tvFirst('يصبح')} ${r.target()} في أمان`
            : `${r.tvFirst('يقترب')} ${r.target()} من الاكتمال`
        }.`,
      young: (r) =>
        `${r.Hv('يساعد')} ${r.H}. ${r.hg('أسرع', 'أسرعي')} يا ${voc(r.H)}، ${r.hg('أسرع', 'أسرعي')}!`,
    },
    'turning-point': {
      title: (r) => `سباق مع ${r.deadline}`,
      text: (r) =>
        `${r.weather ? 'الريح تعوي وتسقط أولى القطرات' : 'الظلام يزداد شيئًا فشيئًا'}، لكن ${r.H} لا ${r.Hv('يتوقف')} حتى ينتهي كل شيء.`,
    },
    resolution: {
      title: (r) => `${r.H} في الوقت المناسب`,
      text: (r) =>
        `في اللحظة التي ${r.dv(V.arrive)} فيها ${r.deadline}، ${r.tvFirst('يصبح')} ${r.target()} ${r.stateAcc}. ${
          r.t.beneficiary
            ? `${r.Bv('يعانق')} ${r.helped} ${r.H}: «ما كنت لأنجح من دونك!»`
            : `${r.team()} ${r.T('يهتف')}: «نجحنا!»`
        }`,
      young: (r) => `انتهينا! ${r.target()} ${r.state}. أحسنت يا ${voc(r.H)}!`,
    },
  },
  fear: {
    discovery: {
      title: (r) => `${r.H} و${r.target()}`,
      text: (r) =>
        `${r.H} ${r.Hv(V.fear)} من ${r.target()}. مجرد التفكير في ${r.target()} يجعل ركبتي${r.hs} ترتجفان.`,
      young: (r) => `${r.H} ${r.Hv(V.fear)} من ${r.target()}.`,
    },
    problem: {
      title: (r) => `${r.H} ${r.hg('خائف', 'خائفة')} جدًا`,
      text: (r) =>
        `ذات يوم لا ${r.Hv(V.can)} ${r.H} أن ${r.Hv('يتجنب')} ${r.target()} ${r.at} أكثر من ذلك. ${r.Hv(V.want)} أن ${r.Hv('يهرب')} و${r.Hv('يختبئ')}.`,
    },
    attempt: {
      title: (r) => `${r.friend} ${r.Fv('يمسك')} يد ${r.H}`,
      text: (r) => `${r.friend} ${r.Fv('يمسك')} يد ${r.H}. ومعًا ${r.P('يخطو')} خطوة صغيرة نحو ${r.target()}.`,
      young: (r) => `${r.friend} ${r.Fv('يمسك')} يد ${r.H}. خطوة صغيرة.`,
    },
    'turning-point': {
      title: (r) => `${r.H} ${r.Hv('يواجه')} ${r.target()}`,
      text: (r) =>
        `${r.H} ${r.Hv('ينظر')} مباشرة إلى ${r.target()} و${r.Hv(V.see)} أن${r.ta('ه', 'ها', 'هم')} ${r.ta('ليس مخيفًا', 'ليست مخيفة', 'ليسوا مخيفين')} إلى هذا الحد.`,
    },
    resolution: {
      title: (r) => `${r.H} لم ${r.Hv('يعد')} ${r.hg('خائفًا', 'خائفة')}`,
      text: (r) =>
        `لم ${r.Hv('يعد')} ${r.H} ${r.Hv(V.fear)} من ${r.target()}، و${r.Hv('يشعر')} أن${r.hs} أطول من أي وقت مضى.`,
      young: (r) =>
        `${r.H} ${r.hg('شجاع', 'شجاعة')}! ${r.target()} ${r.ta('ليس مخيفًا', 'ليست مخيفة', 'ليسوا مخيفين')} أبدًا.`,
    },
  },
  learn: {
    discovery: {
      title: (r) => `حلم ${r.H}: ${r.skill}`,
      text: (r) =>
        `${r.Hv('يراقب')} ${r.H} الآخرين و${r.Hv('يتمنى')} شيئًا واحدًا: أن ${r.Hv('يتعلم')} ${r.skill}.`,
      young: (r) => `${r.H} ${r.Hv(V.want)} أن ${r.Hv('يتعلم')} ${r.skill}.`,
    },
    problem: {
      title: (r) => `${r.skill} ${r.ta('ليس سهلًا', 'ليست سهلة', 'ليسوا سهلين')}`,
      text: () => `لكن الأمر صعب. المحاولة الأولى تفشل، والثانية أيضًا.`,
    },
    attempt: {
      title: (r) => `${r.H} ${r.Hv('يتدرب')} ${r.at}`,
      text: (r) =>
        `${r.Hv('يتدرب')} ${r.H} كل يوم ${r.at}، و${r.Fv('يشرح')} ${r.friend} ل${r.hs} كيف يكون ذلك.`,
      young: (r) => `${r.Hv('يحاول')} ${r.H} مرة بعد مرة. ${r.friend} ${r.Fv('يساعد')}.`,
    },
    'turning-point': {
      title: (r) => `${r.H} ${r.Hv('يفهم')} السر`,
      text: (r) => `وفجأة ${r.Hv('يفهم')} ${r.H} كيف يكون الأمر، ${r.hg('وحده', 'وحدها')}.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.Hv('يتقن')} ${r.skill}`,
      text: (r) =>
        `لقد ${r.Hp('تعلم')} ${r.H} ${r.skill}! الجميع ${r.at} يصفقون، و${r.H} ${r.Hv(V.shine)} فخرًا.`,
      young: (r) => `${r.H} ${r.Hv(V.can)}! مرحى!`,
    },
  },
  friendship: {
    discovery: {
      title: (r) => `وجه جديد ${r.at}`,
      text: (r) => `${r.at} ${r.Hv('يلتقي')} ${r.H} ب${r.friend}. في البداية ينظر كل منهما إلى الآخر بخجل.`,
      young: (r) => `${r.Hv(V.see)} ${r.H} ${r.friend}. مرحبًا!`,
    },
    problem: {
      title: (r) => `${r.H} ${r.hg('وحيد', 'وحيدة')}`,
      text: (r) =>
        `${r.H} ${r.Hv('يتمنى')} كثيرًا أن يكون ل${r.hs} صديق، لكن${r.hs} لا ${r.Hv('يعرف')} من أين ${r.Hv('يبدأ')}.`,
    },
    attempt: {
      title: (r) => `${r.H} ${r.Hv(V.say)} مرحبًا`,
      text: (r) =>
        `${r.Hv('يشارك')} ${r.H} ${r.t.thing ? r.thing() : `${r.hg('حلواه', 'حلواها')} المفضلة`} مع ${r.friend}، و${r.Fv('يبتسم')} ${r.friend} لأول مرة.`,
      young: (r) => `${r.Hv('يشارك')} ${r.H}. ${r.Fv('يبتسم')} ${r.friend}.`,
    },
    'turning-point': {
      title: (r) => `${r.H} و${r.friend} معًا`,
      text: (r) => `عندما ${r.Fv('يقع')} ${r.friend} في ورطة، ${r.Hv('يسرع')} ${r.H} لمساعدت${r.fs}.`,
    },
    resolution: {
      title: (r) => `${r.H} و${r.friend}: ${r.friendsPair}`,
      text: (r) => `منذ ذلك اليوم ${r.H} و${r.friend} ${r.friendsPair} ${r.at}.`,
      young: (r) => `${r.H} و${r.friend} ${r.pairG === 'f' ? 'صديقتان' : 'صديقان'} الآن!`,
    },
  },
  build: {
    discovery: {
      title: (r) => `خطة ${li(r.target(false))}`,
      text: (r) =>
        `${r.team()} ${r.T('يحلم')} ب${r.target(false)}. ${r.T('يرسم')} خطة و${r.T('يجمع')} كل ما ${r.T('يحتاج')} إليه.`,
      young: (r) => `${r.team()} ${r.T(V.want)} أن ${r.Ts('يبني')} ${r.targetObj}.`,
    },
    problem: {
      title: (r) => `${r.target()} ${r.tv('يتمايل')}`,
      text: (r) => `المحاولة الأولى تفشل: ${r.target()} ${r.tv('يتمايل')} ثم ${r.tv(V.collapse)}.`,
    },
    attempt: {
      title: (r) => `${r.H} ${r.Hv('يبني')} ${r.target()}`,
      text: (r) =>
        `${r.team()} ${r.T('ينشر')} و${r.T('يطرق')} و${r.T(V.measure)} ${r.at}. وقطعة بعد قطعة ${r.tvFirst('يكبر')} ${r.target()}.`,
      young: (r) => `طق، طق! ${r.team()} ${r.T('يبني')} و${r.T('يبني')}.`,
    },
    'turning-point': {
      title: (r) => `مفاجأة في ${r.target()}`,
      text: (r) =>
        `في ${r.target()} ${r.Hv(V.find)} ${r.H} مفاجأة: ${r.surprise}. والآن ${r.tvFirst('يصبح')} ${r.target()} أجمل من قبل.`,
    },
    resolution: {
      title: (r) => `${r.target()} ${r.ta('جاهز', 'جاهزة', 'جاهزون')}!`,
      text: (r) =>
        `أخيرًا ${r.tvFirst('يصبح')} ${r.target()} ${r.ta('جاهزًا', 'جاهزة', 'جاهزين')}، و${r.team()} ${r.T('يشعر')} بفخر كبير.`,
      young: (r) => `تادا! ${r.target()} ${r.ta('جاهز', 'جاهزة', 'جاهزون')}!`,
    },
  },
  mystery: {
    discovery: {
      title: (r) => `سر ${r.target()}`,
      text: (r) =>
        `${r.at} ${r.Hv('يكتشف')} ${r.H} ${r.targetObj} لم ير أحد مثل${r.ta('ه', 'ها', 'هم')} من قبل.`,
      young: (r) => `انظر! ${r.Hv(V.find)} ${r.H} ${r.targetObj}.`,
    },
    problem: {
      title: (r) => `علامات غريبة ${r.at}`,
      text: (r) => `تحدث أشياء غريبة حول ${r.target()}: أصوات في الليل، وآثار أقدام في الصباح.`,
    },
    attempt: {
      title: (r) => `${r.H} ${r.Hv('يحقق')} في الأمر`,
      text: (r) => `${r.team()} ${r.T('يتبع')} كل أثر ${r.there} و${r.T('يكتب')} كل ما ${r.T(V.see)}.`,
      young: (r) => `${r.Hv('ينظر')} ${r.H} بدقة. ما هذا؟`,
    },
    'turning-point': {
      title: (r) => `الحل ${r.there}`,
      text: (r) => `ثم ${r.Hv('يفهم')} ${r.H} سر ${r.target()}.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.Hv(V.solve)} اللغز`,
      text: (r) => `انحل اللغز، و${r.tvFirst('يصبح')} ${r.target()} أغلى كنز عند ${r.H}.`,
      young: (r) => `الآن ${r.Hv('يعرف')} ${r.H}! يا لها من مفاجأة!`,
    },
  },
  journey: {
    discovery: {
      title: (r) => `هيا إلى ${r.target()}`,
      text: (r) =>
        `${r.team()} ${r.T(V.want)} الوصول إلى ${r.target()}. ${r.T('يحزم')} حقيبة و${r.T('ينطلق')}.`,
      young: (r) => `${r.team()} ${r.T('يذهب')} إلى ${r.target()}.`,
    },
    problem: {
      title: (r) => `طريق طويل إلى ${r.target()}`,
      text: (r) => `الطريق إلى ${r.target()} أطول مما كان متوقعًا، ثم ينقسم الدرب إلى طريقين.`,
    },
    attempt: {
      title: (r) => `في الطريق ${r.by}`,
      text: (r) => `${r.T('يسافر')} ${r.by} مرورًا بالحقول والأنهار، و${r.T('يشاهد')} العالم من حول${r.ts}.`,
      young: (r) => `هيا ${r.by}!`,
    },
    'turning-point': {
      title: (r) => `على مقربة من ${r.target()}`,
      text: (r) => `من أعلى التل ${r.Hv(V.can)} ${r.H} أن ${r.Hv(V.see)} ${r.target()}.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.Hv(V.arrive)}`,
      text: (r) =>
        r.t.target.cat === 'place'
          ? `${r.Tp('وصل')}! ها ${r.ta('هو', 'هي', 'هم')} ${r.target()} أمام${r.ts}، وما أجمل المكان!`
          : `${r.Tp('وصل')}! ${r.target()} ${r.tv('ينتظر')}${r.ts}، والاستقبال دافئ جدًا.`,
      young: (r) => `ها قد ${r.Tp('وصل')}! مرحبًا يا ${voc(r.target())}!`,
    },
  },
  celebration: {
    discovery: {
      title: (r) => `اقترب موعد ${r.target()}`,
      text: (r) =>
        `سيحين قريبًا موعد ${r.target()}، و${r.team()} ${r.T(V.want)} أن ${r.Ts('يحضر')} مفاجأة كبيرة.`,
      young: (r) => `قريبًا ${r.target()}! ${r.H} ${r.hg('متحمس', 'متحمسة')}.`,
    },
    problem: {
      title: (r) => `مشكلة في ${r.thing()}`,
      text: (r) => `لكن شيئًا ما يسوء في ${r.thing()}، وما زال هناك الكثير مما يجب فعله.`,
    },
    attempt: {
      title: (r) => `التحضيرات ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.T('يزين')} كل شيء ${r.at}، و${r.T('يعلق')} الزينة، و${r.T('يجهز')} ${r.thing()}.`,
      young: (r) => `${r.Hv('يجهز')} ${r.H} ${r.thing()}. ما أجمل ذلك!`,
    },
    'turning-point': {
      title: () => `وصول الضيوف`,
      text: () => `في الوقت المناسب تمامًا يصبح كل شيء جاهزًا، ويصل الضيوف الأوائل.`,
    },
    resolution: {
      title: (r) => `احتفال رائع ${r.at}`,
      text: (r) =>
        `${r.target()} ${r.ta('رائع', 'رائعة', 'رائعون')}: الجميع يرقصون ويضحكون ويحتفلون ${r.at}.`,
      young: () => `حان وقت الاحتفال! الجميع يرقصون ويضحكون.`,
    },
  },
  rescue: {
    discovery: {
      title: (r) => `${r.target()} في خطر`,
      text: (r) =>
        `${r.Hv('يسمع')} ${r.H} صرخة استغاثة: ${r.target()} ${r.ta('عالق', 'عالقة', 'عالقون')} ${r.there} ولا ${r.tv(V.can)} الخروج.`,
      young: (r) => `النجدة! ${r.target()} ${r.ta('عالق', 'عالقة', 'عالقون')}.`,
    },
    problem: {
      title: (r) => `لا طريق ${r.there}`,
      text: (r) => `الطريق إلى ${r.target()} مسدود، ولا أحد يجرؤ على الذهاب إلى هناك.`,
    },
    attempt: {
      title: (r) => `${r.H} ${r.Hv(V.hurry)} للنجدة`,
      text: (r) => `${r.team()} ${r.T('يتسلق')} و${r.T('يزحف')} و${r.T('يسحب')} بكل ${attach('قوة', r.ts)}.`,
      young: (r) => `${r.Hv('يسحب')} ${r.H} و${r.Hv('يسحب')}.`,
    },
    'turning-point': {
      title: (r) => `${r.hg('تمسك', 'تمسكي')} جيدًا يا ${voc(r.H)}!`,
      text: (r) =>
        `في اللحظة الأخيرة ${r.Hv(V.arrive)} ${r.H} إلى ${r.target()} و${r.Hv('يمسك')}${r.ta('ه', 'ها', 'هم')} بقوة.`,
    },
    resolution: {
      title: (r) => `إنقاذ ${r.target()}`,
      text: (r) => `${r.target()} في أمان! الجميع يهتفون: «مرحى ${li(r.team())}!»`,
      young: (r) => `في أمان! شكرًا يا ${voc(r.H)}!`,
    },
  },
};

const AR_TALK: Partial<Record<Beat, ArT>> = {
  discovery: (r) =>
    `«هل رأيت ذلك؟» ${r.Hp('همس')} ${r.H}. ${r.Fp('أومأ')} ${r.friend} ببطء. لم يرد أي منهما أن يقول أولًا ${r.pairG === 'f' ? 'ما كانت تفكر فيه الاثنتان' : 'ما كان يفكر فيه الاثنان'}.`,
  problem: (r) =>
    `«لا يمكننا أن نقف هكذا»، ${r.Hp('قال')} ${r.H}. ${r.Fp('نظر')} ${r.friend} حول${r.fs}. «إذن لن نقف».`,
  attempt: (r) =>
    `«هل أنت ${r.hg('متأكد', 'متأكدة')} أن هذا سينجح؟» ${r.Fp('سأل')} ${r.friend}. «لا»، ${r.Hp('اعترف')} ${r.H}. «لكنني ${r.hg('متأكد', 'متأكدة')} أن عدم فعل شيء لن ينجح».`,
  'turning-point': (r) =>
    `فيما بعد ${r.Hp('حاول')} ${r.H} أن ${r.Hv('يشرح')} تلك اللحظة، لكن${r.hs} لم ${r.Hv(V.find)} الكلمات. كان الأمر كأن شيئًا في داخل${r.hs} قد وقف أخيرًا.`,
  resolution: (r) =>
    `«لقد نجحنا»، ${r.Fp('قال')} ${r.friend} وكأن${r.fs} لا ${r.Fv('يصدق')}. ${r.Hp('ضحك')} ${r.H} كثيرًا حتى ${r.Hp('جلس')} على الأرض.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];
/** Removes doubled spaces a missing optional part could leave. */
const tidy = (s: string): string => s.replace(/ {2,}/g, ' ').trim();

function beatAr(tale: Tale, beat: Beat, band: AgeBand): BeatText {
  const r = new Ar(tale);
  const own = AR_SHAPES[tale.shape][beat];
  const shared = AR_SHARED[beat];
  const pick2 = own ?? shared;
  const text = band === 'toddler' && pick2.young ? pick2.young(r) : pick2.text(r);
  const talk = (own?.talk ?? shared.talk ?? AR_TALK[beat])?.(r);
  return {
    title: tidy(pick2.title(r)),
    text: tidy(TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text),
  };
}

function titleAr(tale: Tale): string {
  const r = new Ar(tale);
  const heroes = tale.team.slice(0, 2);
  const names = list(heroes.map((p) => r.who(p)));
  const g: ArGender = heroes.every((p) => r.gOf(p) === 'f') ? 'f' : 'm';
  switch (tale.shape) {
    case 'quest':
      return `${names} و${r.target()}`;
    case 'deadline':
      return `${r.H} و${r.target()} قبل ${r.deadline}`;
    case 'fear':
      return `${r.H} لا ${r.Hv(V.fear)} من ${r.target()}`;
    case 'learn':
      return `${r.H} ${r.Hv('يتعلم')} ${r.skill}`;
    case 'friendship':
      return `${r.H} ${r.Hv(V.find)} ${r.gOf(r.friendPerson) === 'f' ? 'صديقة' : 'صديقًا'}`;
    case 'build':
      return `${names} ${pick(conj('يبني'), heroes.length, g)} ${r.targetObj}`;
    case 'mystery':
      return `${r.H} وسر ${r.target()}`;
    case 'journey':
      return `${names} في الطريق إلى ${r.target()}`;
    case 'celebration':
      return `${names} و${r.target()}`;
    case 'rescue':
      return `${r.H} ${r.Hv('ينقذ')} ${r.target()}`;
  }
}

function synopsisAr(tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = beatAr(
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  );
  const goal = beatAr(tale, 'resolution', band).text;
  const r = new Ar(tale);
  return tidy(young ? `${list(tale.cast.map((p) => r.who(p)))} ${r.at}. ${goal}` : `${problem.text} ${goal}`);
}

export const ar: Teller = {
  language: 'ar',
  title: (tale) => tidy(titleAr(tale)),
  synopsis: synopsisAr,
  beat: beatAr,
  describe: (p) => {
    const kind = arNP(arNounFor(noun(p.entry.id), p.sex), {
      def: !p.name,
      adj: p.traits.slice(0, 1),
      living: LIVING.includes(p.entry.cat),
    });
    return p.name ? `${p.name} في هذه القصة ${kind}.` : `${kind} من هذه القصة.`;
  },
  unnamed: (p) => arNounFor(noun(p.entry.id), p.sex).defSg,
  placeName: (tale) => noun(tale.place.id).defSg,
  setting: (tale) => `تدور أحداث هذه القصة ${new Ar(tale).at}.`,
};
