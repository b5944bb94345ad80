import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import {
  RU_NOUNS,
  RU_TRAITS,
  ruName,
  ruNounFor,
  ruNP,
  type RuCase,
  type RuGender,
  type RuNoun,
} from './ru.nouns';

/**
 * Russian storyteller: the plot shapes and beats of the German and English tellers (`tell.ts`), told with
 * Russian cases ("до бури", "с вороном", "о потерянных красках"), verbs and adjectives agreeing with the
 * hero's sex and the team's number ("Эмма устала", "Эмма и Лотта строят"). Narration in the present tense
 * like the English text; the teenagers' dialogue in the past, where the verbs show gender too.
 */

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** Every sentence starts with a capital, also when it opens with "маленькая мышка" or a quote. */
const sentences = (text: string): string =>
  text.replace(/(^|[.!?]\s+|\n|«)(\p{Ll})/gu, (_m, before: string, ch: string) => before + ch.toUpperCase());
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`;
const VOWEL = /^[аеёиоуыэюя]/i;
/** Prepositions that take a vowel before some clusters: "о/об", "с/со", "к/ко", "в/во". */
const o = (np: string): string => `${VOWEL.test(np) ? 'об' : 'о'} ${np}`;
const s = (np: string): string => `${/^([сзшжщ][^аеёиоуыэюя]|щ)/i.test(np) ? 'со' : 'с'} ${np}`;
const k = (np: string): string => `${/^[кг][^аеёиоуыэюя]/i.test(np) ? 'ко' : 'к'} ${np}`;
const v = (np: string): string => `${/^[вф][^аеёиоуыэюя]/i.test(np) ? 'во' : 'в'} ${np}`;

const noun = (id: string): RuNoun => {
  const n = RU_NOUNS[id];
  if (!n) throw new Error(`No Russian noun for lexicon id ${id}`);
  return n;
};
type Agreement = RuGender | 'pl';
const ALL: Record<RuCase, string> = {
  nom: 'все',
  gen: 'всех',
  dat: 'всем',
  acc: 'всех',
  ins: 'всеми',
  prep: 'всех',
};

export class Ru {
  constructor(readonly t: Tale) {}
  private np(n: RuNoun, c: RuCase, traits: string[], plural = false): string {
    const adjs = traits
      .slice(0, 2)
      .map((x) => RU_TRAITS[x])
      .filter((x): x is string => !!x);
    if (!adjs.length) return ruNP(n, c, { plural });
    const head = ruNP(n, c, { plural, adj: adjs[adjs.length - 1] as string });
    const before = adjs.slice(0, -1).map((a) => ruNP(n, c, { plural, adj: a }).split(' ')[0]);
    return [...before, head].join(' ');
  }
  /** The noun for a person: "подруга" for a girl friend, "кот" for a tomcat. */
  kind(p: Person): RuNoun {
    return ruNounFor(noun(p.entry.id), p.sex);
  }
  /** Grammatical gender a verb or adjective agrees with: the sex of a named character, else the noun's gender. */
  gOf(p: Person | undefined): RuGender {
    if (!p) return 'm';
    return p.name ? p.sex : this.kind(p).g;
  }
  who(p: Person, c: RuCase = 'nom'): string {
    const n = this.kind(p);
    if (p.name)
      return p.entry.cat === 'relative' ? `${n.sg[c]} ${ruName(p.name, p.sex, c)}` : ruName(p.name, p.sex, c);
    if (p.entry.cat === 'relative') return n.sg[c];
    return this.np(n, c, p.traits);
  }
  /** "Эмма и Лотта — сёстры и живут в лесу." when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list([hero, ...kin].map((p) => this.who(p)));
    return `${names} — ${noun(hero.entry.id).pl.nom}, они живут ${this.at}.${
      others.length
        ? ` Каждый день они проводят время ${s(list(others.map((p) => this.withKind(p, 'ins'))))}.`
        : ''
    }`;
  }
  /** "с лисой Сонни", "с бабушкой": a name with its kind where the kind is not said. */
  withKind(p: Person, c: RuCase): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p, c);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return this.who(p, c);
    return `${this.kind(p).sg[c]} ${ruName(p.name, p.sex, c)}`;
  }
  /** "Лео, смелый маленький трактор," or "Маленькая мышка". */
  introSubject(p: Person): string {
    return p.name ? `${this.intro(p)},` : this.intro(p);
  }
  intro(p: Person): string {
    const kind = this.np(this.kind(p), 'nom', p.traits);
    return p.name ? `${p.name}, ${kind}` : cap(kind);
  }
  get hero(): Person {
    return this.t.cast[0] as Person;
  }
  get H(): string {
    return this.who(this.hero);
  }
  Hc(c: RuCase): string {
    return this.who(this.hero, c);
  }
  /** Agreement with the hero: hg('устал', 'устала', 'устало'). */
  hg(m: string, f: string, n = m): string {
    const g = this.gOf(this.hero);
    return g === 'f' ? f : g === 'n' ? n : m;
  }
  /** Past-tense ending of the hero's verbs: "сказал", "сказала", "сказало". */
  get a(): string {
    return this.hg('', 'а', 'о');
  }
  /** Past tense of a verb for the hero or the friend: past('улыбну', true) → "улыбнулась". */
  past(stem: string, reflexive = false, who: 'hero' | 'friend' = 'hero'): string {
    const g = who === 'hero' ? this.gOf(this.hero) : this.gOf(this.friendPerson);
    const ending = g === 'f' ? 'ла' : g === 'n' ? 'ло' : 'л';
    return `${stem}${ending}${reflexive ? (g === 'm' ? 'ся' : 'сь') : ''}`;
  }
  get many(): boolean {
    return this.t.team.length > 1;
  }
  team(c: RuCase = 'nom'): string {
    return list(this.t.team.map((p) => this.who(p, c)));
  }
  /** Verb agreeing with the team: tv('строит', 'строят'). */
  v(sg: string, pl: string): string {
    return this.many ? pl : sg;
  }
  /** "они" for a team, else "он", "она", "оно" for the hero. */
  get they(): string {
    return this.many ? 'они' : this.hg('он', 'она', 'оно');
  }
  get friendPerson(): Person | undefined {
    return this.t.team[1] ?? this.t.cast[1];
  }
  friend(c: RuCase = 'nom'): string {
    const p = this.friendPerson;
    return p ? this.who(p, c) : noun('friend').sg[c];
  }
  /** Past-tense ending of the friend's verbs. */
  get fa(): string {
    const g = this.gOf(this.friendPerson);
    return g === 'f' ? 'а' : g === 'n' ? 'о' : '';
  }
  /** "друзья", or "подруги" when both are girls. */
  get friends(): string {
    return this.gOf(this.hero) === 'f' && this.gOf(this.friendPerson) === 'f' ? 'подруги' : 'друзья';
  }
  get at(): string {
    return noun(this.t.place.id).at ?? `рядом ${s(noun(this.t.place.id).sg.ins)}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace.id).at ?? this.at) : this.at;
  }
  target(c: RuCase): string {
    return this.np(noun(this.t.target.id), c, this.t.targetTraits, this.t.targetPlural);
  }
  /** Agreement with the target: tg('пропал', 'пропала', 'пропало', 'пропали'). */
  tg(m: string, f: string, n: string, pl: string): string {
    if (this.t.targetPlural) return pl;
    const g: Agreement = noun(this.t.target.id).g;
    return g === 'f' ? f : g === 'n' ? n : m;
  }
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** What the hero learns, as an infinitive after "научиться": "танцевать", "кататься на коньках". */
  get skill(): string {
    return noun(this.t.target.id).inf ?? `справляться ${s(this.target('ins'))}`;
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** "в безопасности" or "готов/готова/готово/готовы". */
  get state(): string {
    return this.safe ? 'в безопасности' : this.tg('готов', 'готова', 'готово', 'готовы');
  }
  /** What has to be done with the target: "спрятать урожай в надёжное место", "доделать подарок". */
  get task(): string {
    return this.safe ? `спрятать ${this.target('acc')} в надёжное место` : `доделать ${this.target('acc')}`;
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  deadline(c: RuCase): string {
    return noun(this.t.deadline?.id ?? 'night').sg[c];
  }
  helped(c: RuCase): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary, c) : ALL[c];
  }
  /** Past-tense ending for the one who is helped. */
  get ba(): string {
    const g = this.t.beneficiary ? this.gOf(this.t.beneficiary) : 'm';
    return g === 'f' ? 'а' : g === 'n' ? 'о' : '';
  }
  thing(c: RuCase): string {
    const th = this.t.thing;
    if (!th) return this.target(c);
    return this.np(noun(th.entry.id), c, th.traits);
  }
  /** "едут" by vehicle, else "идут". */
  get go(): string {
    return this.t.thing?.entry.cat === 'vehicle' ? this.v('едет', 'едут') : this.v('идёт', 'идут');
  }
  /** How the team travels: "на поезде" for a vehicle, else "с картой". */
  get by(): string {
    const th = this.t.thing;
    if (th && th.entry.cat === 'vehicle') return `на ${this.thing('prep')}`;
    return s(this.thing('ins'));
  }
  surprise(c: RuCase): string {
    if (this.t.thing && !this.t.cast.some((p) => p.arrives)) return this.thing(c);
    const p =
      this.t.cast.find((x) => x.arrives) ??
      [...this.t.cast].reverse().find((x, i) => i < this.t.cast.length - 1 && !x.name);
    return p ? this.who(p, c) : this.target(c);
  }
}

type RuT = (r: Ru) => string;
interface RuBeat {
  title: RuT;
  text: RuT;
  young?: RuT;
  talk?: RuT;
}

const others = (r: Ru): Person[] => r.t.cast.slice(1).filter((p) => !p.arrives);

const RU_SHARED: Record<Beat, RuBeat> = {
  setup: {
    title: (r) => `${r.H} ${r.at}`,
    text: (r) =>
      r.siblings() ??
      `${r.introSubject(r.hero)} живёт ${r.at}. ${
        others(r).length
          ? `Каждый день ${r.H} проводит время ${s(list(others(r).map((p) => r.withKind(p, 'ins'))))}.`
          : `Каждый день ${r.H} находит что-нибудь новое и удивительное.`
      }`,
    young: (r) =>
      `Это ${r.intro(r.hero)}. ${r.H} живёт ${r.at}.${
        others(r).length ? ` ${cap(list(others(r).map((p) => r.withKind(p, 'nom'))))} тоже рядом.` : ''
      }`,
    talk: (r) =>
      `«Бывают самые обычные дни, — ${r.past('подума')} ${r.H}, — пока вдруг не случается что-то необычное». Воздух ${r.at} пах переменами, и ${r.H} ${r.past('почувствова')} это раньше всех.`,
  },
  discovery: {
    title: (r) => cap(r.thing('nom')),
    text: (r) => `Однажды утром ${r.team()} ${r.v('замечает', 'замечают')} ${r.at} ${r.thing('acc')}.`,
  },
  problem: {
    title: (r) => `Беда ${r.at}`,
    text: (r) =>
      `Вдруг ${r.at} что-то идёт не так, и ${r.team()} ${r.v('понимает', 'понимают')}: кто-то должен действовать.`,
  },
  stakes: {
    title: (r) => `${r.H}: успеть до ${r.deadline('gen')}`,
    text: (r) =>
      `Времени мало: до ${r.deadline('gen')} всё должно быть готово. ${r.H} волнуется, но ${r.friend()} говорит: «Мы справимся!»`,
    talk: (r) =>
      `«А если у нас не получится?» — тихо ${r.past('спроси')} ${r.H}. ${cap(r.friend())} немного ${r.past('помолча', false, 'friend')}. «Тогда мы ошибёмся вместе. Но этого не будет».`,
  },
  attempt: {
    title: (r) => `План ${r.Hc('gen')}`,
    text: (r) =>
      `${r.team()} ${r.v('придумывает', 'придумывают')} план и ${r.v('берётся', 'берутся')} за дело ${r.at}.`,
  },
  setback: {
    title: (r) => `${r.H} ${r.hg('готов', 'готова', 'готово')} сдаться`,
    text: (r) =>
      `Ничего не выходит так, как задумано. ${r.H} ${r.hg('устал', 'устала', 'устало')}, сердится и хочет всё бросить, и даже ${r.friend()} на миг не знает, что делать.`,
    talk: (r) =>
      `«Это безнадёжно», — ${r.past('сказа')} ${r.H} и ${r.past('пну')} камешек. ${cap(r.friend())} ${r.past('се', false, 'friend')} рядом. «Безнадёжно всё выглядит как раз перед тем, как получится».`,
  },
  'second-attempt': {
    title: (r) => `У ${r.friend('gen')} есть идея`,
    text: (r) =>
      `${cap(r.friend())} придумывает кое-что новое. На этот раз ${r.team()} ${r.v('пробует', 'пробуют')} по-другому: медленно, вместе, шаг за шагом.`,
    talk: (r) =>
      `«Подожди, — ${r.past('сказа', false, 'friend')} ${r.friend()}. — А что, если больше не делать всё в одиночку?» ${r.H} ${r.past('подня')} глаза и впервые за весь день ${r.past('улыбну', true)}.`,
  },
  'turning-point': {
    title: (r) => `Смелость ${r.Hc('gen')}`,
    text: (r) => `${r.H} глубоко вдыхает и становится смелее, чем когда-либо.`,
  },
  resolution: {
    title: (r) => `Ура ${r.at}!`,
    text: (r) =>
      `В конце концов ${r.at} всё получается, и ${r.team()} ${r.v('смеётся', 'смеются')} от радости.`,
  },
  homecoming: {
    title: (r) => `${r.H} возвращается домой`,
    text: (r) =>
      `Вечером ${r.team()} ${r.v('сидит', 'сидят')} вместе и снова и снова ${r.v('рассказывает', 'рассказывают')} эту историю. ${r.hg('Усталый и счастливый', 'Усталая и счастливая', 'Усталое и счастливое')}, ${r.H} засыпает.`,
    talk: (r) =>
      `«Ты бы сделал${r.a} это ещё раз?» — ${r.past('спроси', false, 'friend')} ${r.friend()}. ${r.H} ${r.past('вспомни')} всё, что случилось ${r.at}. «Хоть каждый день», — ${r.past('ответи')} ${r.hg('он', 'она', 'оно')}.`,
  },
};

const RU_SHAPES: Record<PlotShape, Partial<Record<Beat, RuBeat>>> = {
  quest: {
    discovery: {
      title: (r) => `Что-то пропало ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.v('замечает', 'замечают')}, что ${r.at} чего-то не хватает. Всё выглядит иначе, и никто не знает почему.`,
      young: (r) => `${r.H} оглядывается ${r.at}. Чего-то не хватает!`,
    },
    problem: {
      title: (r) => `Где ${r.tv('же', 'же')} ${r.target('nom')}?`,
      text: (r) =>
        `Однажды утром ${r.target('nom')} ${r.tg('пропал', 'пропала', 'пропало', 'пропали')}. ${r.team()} ${r.v('ищет', 'ищут')} повсюду ${r.at}, но ${r.target('gen')} нигде нет.`,
      young: (r) => `Ой! Где же ${r.target('nom')}?`,
    },
    attempt: {
      title: (r) => `В поисках ${r.target('gen')}`,
      text: (r) =>
        `${r.team()} ${r.v('идёт', 'идут')} по следу ${r.there} и ${r.v('заглядывает', 'заглядывают')} под листья и за камни. Всех, кого ${r.they} ${r.v('встречает', 'встречают')}, ${r.they} ${r.v('спрашивает', 'спрашивают')} ${o(r.target('prep'))}.`,
      young: (r) => `${r.H} смотрит вверх. ${r.H} смотрит вниз. Где же ${r.target('nom')}?`,
    },
    'turning-point': {
      title: (r) => `След ${r.there}`,
      text: (r) => `И вдруг ${r.H} замечает крошечный след, который ведёт прямо ${k(r.target('dat'))}.`,
    },
    resolution: {
      title: (r) => `${cap(r.target('nom'))} ${r.tg('нашёлся', 'нашлась', 'нашлось', 'нашлись')}!`,
      text: (r) =>
        `${r.H} находит ${r.target('acc')}! Все ${r.at} радуются, а ${r.team()} ${r.v('знает', 'знают')}: сдаваться было нельзя.`,
      young: (r) => `Вот ${r.tg('он', 'она', 'оно', 'они')}! ${r.H} находит ${r.target('acc')}. Ура!`,
    },
  },
  deadline: {
    discovery: {
      title: (r) => `Скоро ${r.deadline('nom')}`,
      text: (r) =>
        `${r.weather ? 'Собираются тёмные тучи' : 'День подходит к концу'}: скоро ${r.deadline('nom')}. ${
          r.t.beneficiary
            ? `${cap(r.helped('nom'))} ещё не успел${r.ba} ${r.task}`
            : `${cap(r.target('nom'))} ещё не ${r.state}`
        }, и нельзя терять ни минуты.`,
      young: (r) =>
        `Смотри! Скоро ${r.deadline('nom')}. ${r.t.beneficiary ? `${cap(r.helped('dat'))} нужна помощь.` : `Скорее, ${r.H}!`}`,
    },
    problem: {
      title: (r) => (r.t.beneficiary ? `${cap(r.helped('dat'))} нужна помощь` : `${r.H} берётся за дело`),
      text: (r) =>
        r.t.beneficiary
          ? `${cap(r.helped('nom'))} не успеет ${r.ba === 'а' ? 'одна' : 'один'} ${r.task} до ${r.deadline('gen')}. «Я помогу!» — говорит ${r.H}.`
          : `${r.team()} ${r.many ? 'должны' : r.hg('должен', 'должна', 'должно')} ${r.task} до ${r.deadline('gen')}. «Мы справимся!» — говорит ${r.H}.`,
    },
    attempt: {
      title: (r) => `Работа кипит ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.v('работает', 'работают')} ${r.at} изо всех сил. Шаг за шагом дело движется: ещё немного — и ${r.target('nom')} ${r.tv('будет', 'будут')} ${r.state}.`,
      young: (r) => `${r.H} помогает. Быстрее, ${r.H}, быстрее!`,
    },
    'turning-point': {
      title: (r) => `Наперегонки ${s(r.deadline('ins'))}`,
      text: (r) =>
        `${r.weather ? 'Воет ветер, падают первые капли' : 'Становится всё темнее и темнее'}, но ${r.H} не останавливается, пока всё не сделано.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.past('успе')} вовремя`,
      text: (r) =>
        `Как раз в ту минуту, когда приходит ${r.deadline('nom')}, ${r.target('nom')} уже ${r.state}. ${
          r.t.beneficiary
            ? `${cap(r.helped('nom'))} обнимает ${r.Hc('acc')}: «Без тебя я бы ни за что не справил${r.ba === 'а' ? 'ась' : 'ся'}!»`
            : `${r.team()} ${r.v('кричит', 'кричат')}: «Получилось!»`
        }`,
      young: (r) => `Готово! ${cap(r.target('nom'))} ${r.state}. Молодец, ${r.H}!`,
    },
  },
  fear: {
    discovery: {
      title: (r) => `${r.H} и ${r.target('nom')}`,
      text: (r) =>
        `${r.H} боится ${r.target('gen')}. Стоит только подумать ${o(r.target('prep'))}, и у ${r.Hc('gen')} дрожат коленки.`,
      young: (r) => `${r.H} боится ${r.target('gen')}.`,
    },
    problem: {
      title: (r) => `${cap(r.Hc('dat'))} очень страшно`,
      text: (r) =>
        `Однажды ${r.at} ${r.H} больше не может избегать ${r.target('gen')}. ${r.hg('Ему', 'Ей', 'Ему')} хочется убежать и спрятаться.`,
    },
    attempt: {
      title: (r) => `${cap(r.friend())} держит ${r.Hc('acc')} за руку`,
      text: (r) =>
        `${cap(r.friend())} берёт ${r.Hc('acc')} за руку. Вместе они делают маленький шаг навстречу ${r.target('dat')}.`,
      young: (r) => `${cap(r.friend())} держит ${r.Hc('acc')} за руку. Маленький шаг.`,
    },
    'turning-point': {
      title: (r) => `${r.H} смотрит страху в глаза`,
      text: (r) =>
        `${r.H} смотрит прямо на ${r.target('acc')} и видит: ${r.tg('он', 'она', 'оно', 'они')} не так уж ${r.tg('страшен', 'страшна', 'страшно', 'страшны')}.`,
    },
    resolution: {
      title: (r) => `${r.H} больше не боится`,
      text: (r) => `${r.H} больше не боится ${r.target('gen')} и чувствует себя выше, чем когда-либо.`,
      young: (r) =>
        `${r.H} ${r.hg('смелый', 'смелая', 'смелое')}! ${cap(r.target('nom'))} — это совсем не страшно.`,
    },
  },
  learn: {
    discovery: {
      title: (r) => `${r.H} мечтает научиться ${r.skill}`,
      text: (r) => `${r.H} смотрит на других и мечтает только об одном: научиться ${r.skill}.`,
      young: (r) => `${r.H} хочет научиться ${r.skill}.`,
    },
    problem: {
      title: (r) => `Научиться ${r.skill} непросто`,
      text: () => `Но это трудно. Первая попытка не удаётся, вторая тоже.`,
    },
    attempt: {
      title: (r) => `${r.H} упражняется ${r.at}`,
      text: (r) => `${r.H} каждый день упражняется ${r.at}, а ${r.friend()} показывает, как надо.`,
      young: (r) => `${r.H} пробует и пробует. ${cap(r.friend())} помогает.`,
    },
    'turning-point': {
      title: (r) => `${r.H} ${r.past('поня')}, как это делается`,
      text: (r) =>
        `И вдруг — щёлк! — ${r.H} чувствует, как это делается, совсем ${r.hg('сам', 'сама', 'само')}.`,
    },
    resolution: {
      title: (r) => `${r.H} умеет ${r.skill}`,
      text: (r) =>
        `${r.H} ${r.past('научи', true)} ${r.skill}! Все ${r.at} хлопают, а ${r.H} сияет от гордости.`,
      young: (r) => `${r.H} умеет! Ура!`,
    },
  },
  friendship: {
    discovery: {
      title: (r) => `Кто-то новый ${r.at}`,
      text: (r) =>
        `${cap(r.at)} ${r.H} встречает ${r.friend('acc')}. Сначала они только робко смотрят друг на друга.`,
      young: (r) => `${r.H} видит ${r.friend('acc')}. Привет!`,
    },
    problem: {
      title: (r) => `${cap(r.Hc('dat'))} одиноко`,
      text: (r) => `${r.H} очень хочет подружиться, но не знает, с чего начать.`,
    },
    attempt: {
      title: (r) => `${r.H} говорит «привет»`,
      text: (r) =>
        `${r.H} делится ${r.t.thing ? r.thing('ins') : 'своим любимым угощением'} ${s(r.friend('ins'))}, и ${r.friend()} впервые улыбается.`,
      young: (r) => `${r.H} делится. ${cap(r.friend())} улыбается.`,
    },
    'turning-point': {
      title: (r) => `${r.H} и ${r.friend()} вместе`,
      text: (r) => `Когда ${r.friend()} попадает в беду, ${r.H} сразу приходит на помощь.`,
    },
    resolution: {
      title: (r) => `${r.H} и ${r.friend()} — лучшие ${r.friends}`,
      text: (r) => `С этого дня ${r.H} и ${r.friend()} — лучшие ${r.friends} ${r.at}.`,
      young: (r) => `${r.H} и ${r.friend()} теперь ${r.friends}!`,
    },
  },
  build: {
    discovery: {
      title: (r) => `План ${r.target('gen')}`,
      text: (r) =>
        `${r.team()} ${r.v('мечтает', 'мечтают')} ${o(r.target('prep'))}. ${cap(r.they)} ${r.v('рисует', 'рисуют')} план и ${r.v('собирает', 'собирают')} всё, что нужно.`,
      young: (r) => `${r.team()} ${r.v('хочет', 'хотят')} построить ${r.target('acc')}.`,
    },
    problem: {
      title: (r) => `${cap(r.target('nom'))} ${r.tv('шатается', 'шатаются')}`,
      text: (r) =>
        `Первая попытка не удаётся: ${r.target('nom')} ${r.tv('шатается', 'шатаются')} и ${r.tv('разваливается', 'разваливаются')}.`,
    },
    attempt: {
      title: (r) => `${r.H} строит ${r.target('acc')}`,
      text: (r) =>
        `${r.team()} ${r.v('пилит, стучит молотком и измеряет', 'пилят, стучат молотками и измеряют')} ${r.at}. Кусочек за кусочком ${r.target('nom')} ${r.tv('растёт', 'растут')}.`,
      young: (r) => `Тук-тук! ${r.team()} ${r.v('строит', 'строят')} и ${r.v('строит', 'строят')}.`,
    },
    'turning-point': {
      title: (r) => `Сюрприз ${v(r.target('prep'))}`,
      text: (r) =>
        `${cap(v(r.target('prep')))} ${r.Hc('acc')} ждёт сюрприз: ${r.surprise('nom')}. Теперь ${r.target('nom')} ${r.tg('стал', 'стала', 'стало', 'стали')} ещё чудеснее.`,
    },
    resolution: {
      title: (r) => `Ура, ${r.target('nom')} ${r.tg('готов', 'готова', 'готово', 'готовы')}!`,
      text: (r) =>
        `Наконец ${r.target('nom')} ${r.tg('готов', 'готова', 'готово', 'готовы')}! ${r.team()} ${r.v('очень гордится', 'очень гордятся')} своей работой.`,
      young: (r) => `Та-дам! ${cap(r.target('nom'))} ${r.tg('готов', 'готова', 'готово', 'готовы')}!`,
    },
  },
  mystery: {
    discovery: {
      title: (r) => `Тайна ${r.target('gen')}`,
      text: (r) =>
        `${cap(r.at)} ${r.H} находит ${r.target('acc')}, ${r.tg('какого', 'какой', 'какого', 'каких')} никто никогда не видел.`,
      young: (r) => `Смотри! ${r.H} находит ${r.target('acc')}.`,
    },
    problem: {
      title: (r) => `Странные знаки ${r.at}`,
      text: (r) => `Вокруг ${r.target('gen')} творятся странные вещи: ночью — шорохи, утром — следы.`,
    },
    attempt: {
      title: (r) => `${r.H} ведёт расследование`,
      text: (r) =>
        `${r.team()} ${r.v('идёт', 'идут')} по каждому следу ${r.there} и ${r.v('записывает', 'записывают')} всё, что ${r.v('видит', 'видят')}.`,
      young: (r) => `${r.H} внимательно смотрит. Что же это?`,
    },
    'turning-point': {
      title: (r) => `Разгадка ${r.there}`,
      text: (r) => `И тут ${r.H} понимает, в чём тайна ${r.target('gen')}.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.past('разгада')} тайну`,
      text: (r) =>
        `Тайна раскрыта, и ${r.target('nom')} ${r.tv('становится самым большим сокровищем', 'становятся самыми большими сокровищами')} ${r.Hc('gen')}.`,
      young: (r) => `Теперь ${r.H} всё знает! Вот это сюрприз!`,
    },
  },
  journey: {
    discovery: {
      title: (r) => `В путь ${k(r.target('dat'))}`,
      text: (r) =>
        `${r.team()} ${r.v('хочет', 'хотят')} добраться до ${r.target('gen')}. ${cap(r.they)} ${r.v('собирает', 'собирают')} рюкзак и ${r.v('отправляется', 'отправляются')} в путь.`,
      young: (r) => `${r.team()} ${r.v('едет', 'едут')} ${k(r.target('dat'))}.`,
    },
    problem: {
      title: (r) => `Долгая дорога ${k(r.target('dat'))}`,
      text: (r) =>
        `Дорога ${k(r.target('dat'))} оказывается длиннее, чем думалось, а потом тропинка разделяется надвое.`,
    },
    attempt: {
      title: (r) => `В дороге ${r.by}`,
      text: (r) =>
        `${cap(r.they)} ${r.go} ${r.by} мимо полей и рек и ${r.v('смотрит', 'смотрят')} на мир вокруг.`,
      young: (r) => `${r.t.thing?.entry.cat === 'vehicle' ? 'Поехали' : 'Вперёд'} ${r.by}!`,
    },
    'turning-point': {
      title: (r) => `Почти у ${r.target('gen')}`,
      text: (r) => `С вершины холма ${r.H} уже видит ${r.target('acc')}.`,
    },
    resolution: {
      title: (r) => `${r.H} ${r.past('приеха')}`,
      text: (r) =>
        `${r.many ? 'Приехали' : `${r.hg('Приехал', 'Приехала', 'Приехало')}`}! ${
          r.t.target.cat === 'place'
            ? `Вот ${r.tg('он', 'она', 'оно', 'они')}, ${r.target('nom')}, совсем рядом, и до чего же здесь красиво!`
            : `${cap(r.target('nom'))} уже ${r.tv('ждёт', 'ждут')} ${r.many ? 'их' : r.hg('его', 'её', 'его')}, и встреча выходит очень тёплой.`
        }`,
      young: (r) => `Вот и ${r.they}! ${r.tv('Здравствуй', 'Здравствуйте')}, ${r.target('nom')}!`,
    },
  },
  celebration: {
    discovery: {
      title: (r) => `Скоро праздник: ${r.target('nom')}`,
      text: (r) =>
        `Скоро ${r.target('nom')}, и ${r.team()} ${r.v('хочет', 'хотят')} приготовить большой сюрприз.`,
      young: (r) => `Скоро ${r.target('nom')}! ${r.H} ${r.hg('рад', 'рада', 'радо')}.`,
    },
    problem: {
      title: (r) => `Неудача ${s(r.thing('ins'))}`,
      text: (r) => `Но ${s(r.thing('ins'))} что-то идёт не так, а дел ещё так много.`,
    },
    attempt: {
      title: (r) => `Подготовка ${r.at}`,
      text: (r) =>
        `${r.team()} ${r.v('украшает', 'украшают')} всё ${r.at}, ${r.v('развешивает', 'развешивают')} гирлянды и ${r.v('готовит', 'готовят')} ${r.thing('acc')}.`,
      young: (r) => `${r.H} готовит ${r.thing('acc')}. Как красиво!`,
    },
    'turning-point': {
      title: (r) => `Первые гости ${r.at}`,
      text: () => `Всё готово как раз вовремя, и приходят первые гости.`,
    },
    resolution: {
      title: (r) => `Чудесный праздник ${r.at}`,
      text: (r) =>
        `${cap(r.target('nom'))} ${r.tg('удался', 'удалась', 'удалось', 'удались')} на славу: все танцуют, смеются и веселятся ${r.at}.`,
      young: () => `Праздник начинается! Все танцуют и смеются.`,
    },
  },
  rescue: {
    discovery: {
      title: (r) => `${cap(r.target('nom'))} в беде`,
      text: (r) =>
        `${r.H} слышит крик о помощи: ${r.target('nom')} ${r.tg('застрял', 'застряла', 'застряло', 'застряли')} ${r.there} и не ${r.tv('может', 'могут')} выбраться.`,
      young: (r) =>
        `На помощь! ${cap(r.target('nom'))} ${r.tg('застрял', 'застряла', 'застряло', 'застряли')}.`,
    },
    problem: {
      title: (r) => `Не пройти ${r.there}`,
      text: (r) => `Дорога ${k(r.target('dat'))} завалена, и никто не решается туда идти.`,
    },
    attempt: {
      title: (r) => `${r.H} спешит на помощь`,
      text: (r) =>
        `${r.team()} ${r.v('карабкается', 'карабкаются')}, ${r.v('ползёт', 'ползут')} и ${r.v('тянет', 'тянут')} изо всех сил.`,
      young: (r) => `${r.H} тянет и тянет.`,
    },
    'turning-point': {
      title: (r) => `Держись, ${r.H}!`,
      text: (r) =>
        `В последний миг ${r.H} добирается до ${r.target('gen')} и крепко держит ${r.tg('его', 'её', 'его', 'их')}.`,
    },
    resolution: {
      title: (r) => `${cap(r.target('nom'))} ${r.tg('спасён', 'спасена', 'спасено', 'спасены')}`,
      text: (r) => `${cap(r.target('nom'))} в безопасности! Все кричат: «Ура, ${r.team()}!»`,
      young: (r) => `${r.tg('Спасён', 'Спасена', 'Спасено', 'Спасены')}! Спасибо, ${r.H}!`,
    },
  },
};

const RU_TALK: Partial<Record<Beat, RuT>> = {
  discovery: (r) =>
    `«Ты это видел${r.fa}?» — ${r.past('прошепта')} ${r.H}. ${cap(r.friend())} медленно ${r.past('кивну', false, 'friend')}. Никто не хотел первым сказать вслух то, о чём думали ${r.friends === 'подруги' ? 'обе' : 'оба'}.`,
  problem: (r) =>
    `«Нельзя просто стоять и ничего не делать», — ${r.past('сказа')} ${r.H}. ${cap(r.friend())} ${r.past('огляде', true, 'friend')} вокруг. «Тогда не будем».`,
  attempt: (r) =>
    `«Ты уверен${r.a}, что это сработает?» — ${r.past('спроси', false, 'friend')} ${r.friend()}. «Нет, — ${r.past('призна', true)} ${r.H}. — Но я точно знаю: если ничего не делать, ничего и не выйдет».`,
  'turning-point': (r) =>
    `Потом ${r.H} не раз ${r.past('пыта', true)} объяснить этот миг, но не ${r.past('находи')} слов. Будто что-то внутри наконец расправило плечи.`,
  resolution: (r) =>
    `«У нас получилось», — ${r.past('сказа', false, 'friend')} ${r.friend()}, будто не веря себе. ${r.H} ${r.past('смея', true)} так, что пришлось сесть.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

function beatRu(tale: Tale, beat: Beat, band: AgeBand): BeatText {
  const r = new Ru(tale);
  const own = RU_SHAPES[tale.shape][beat];
  const shared = RU_SHARED[beat];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(r) : pick.text(r);
  const talk = (own?.talk ?? shared.talk ?? RU_TALK[beat])?.(r);
  return {
    title: sentences(pick.title(r)),
    text: sentences(TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text),
  };
}

function titleRu(tale: Tale): string {
  const r = new Ru(tale);
  const heroes = tale.team.slice(0, 2).map((p) => r.who(p));
  const names = list(heroes);
  const pair = Math.min(tale.team.length, 2) > 1;
  switch (tale.shape) {
    case 'quest':
      return list([...heroes, r.target('nom')]);
    case 'deadline':
      return `${r.H} и ${r.target('nom')}: успеть до ${r.deadline('gen')}`;
    case 'fear':
      return `${r.H} не боится ${r.target('gen')}`;
    case 'learn':
      return `${r.H} учится ${r.skill}`;
    case 'friendship':
      return `${r.H} находит ${r.gOf(r.friendPerson) === 'f' ? 'подругу' : 'друга'}`;
    case 'build':
      return `${names} ${pair ? 'строят' : 'строит'} ${r.target('acc')}`;
    case 'mystery':
      return `${r.H} и тайна ${r.target('gen')}`;
    case 'journey':
      return `${names}: путешествие ${k(r.target('dat'))}`;
    case 'celebration':
      return list([...heroes, r.target('nom')]);
    case 'rescue':
      return `${r.H} спасает ${r.target('acc')}`;
  }
}

function synopsisRu(tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = beatRu(
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  );
  const goal = beatRu(tale, 'resolution', band).text;
  const r = new Ru(tale);
  const chars = list(tale.cast.map((p) => r.who(p)));
  return sentences(
    young
      ? `${chars} ${tale.cast.length > 1 ? 'живут' : 'живёт'} ${r.at}. ${goal}`
      : `${problem.text} ${goal}`,
  );
}

export const ru: Teller = {
  language: 'ru',
  title: (tale) => sentences(titleRu(tale)),
  synopsis: synopsisRu,
  beat: beatRu,
  describe: (p) => {
    const adj = RU_TRAITS[p.traits[0] ?? ''];
    const kind = ruNP(ruNounFor(noun(p.entry.id), p.sex), 'nom', adj ? { adj } : {});
    return p.name ? `${p.name} в этой истории — ${kind}.` : `${cap(kind)} из этой истории.`;
  },
  unnamed: (p) => {
    const n = ruNounFor(noun(p.entry.id), p.sex);
    return p.entry.cat === 'relative' ? cap(n.sg.nom) : n.sg.nom;
  },
  placeName: (tale) => noun(tale.place.id).sg.nom,
  setting: (tale) => `Эта история происходит ${new Ru(tale).at}.`,
};
