import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { LexEntry } from '../lexicon';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import {
  PT_NOUNS,
  PT_TRAITS,
  ptAdj,
  ptContract,
  ptForm,
  ptNP,
  type PtAdj,
  type PtGender,
  type PtNoun,
} from './pt.nouns';

/** A vocative drops the definite article: "el pequeño zorro" → "pequeño zorro", "l’ours" → "ours". */
const calling = (np: string): string =>
  np.replace(/^(?:el|la|los|las|le|les|il|lo|i|gli|o|a|os|as)\s+|^l[’']/i, '');

/**
 * Portuguese (Brazilian) storyteller (issue #11): the same plot shapes and beats as the English teller in
 * `tell.ts`, with Portuguese articles and their contractions ("da", "no", "à", "pela"), adjectives after the
 * noun and agreeing with it ("as cores perdidas"), and verbs and participles agreeing with the hero and the
 * team ("Emma e Lotta estão cansadas").
 */

const cap = (s: string): string =>
  s.replace(/^([“"]*)(\p{Ll})/u, (_m, p: string, c: string) => p + c.toUpperCase());
/** Every sentence starts with a capital, also right after a closing quote; a quote's tag after “…”, stays small. */
const sentences = (text: string): string =>
  text.replace(
    /(^|[.!?…][”"]?\s+|\n)([“"]*)(\p{Ll})/gu,
    (_m, before: string, marks: string, ch: string) => before + marks + ch.toUpperCase(),
  );
const join = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

const noun = (x: LexEntry): PtNoun => PT_NOUNS[x.id] ?? { g: 'm', sg: x.en.sg, pl: x.en.pl };
const ANIMATE = ['child', 'relative', 'adult', 'animal', 'creature'];
/** Living things and a harvest are brought to safety; anything else gets finished. */
const SAFE = [...ANIMATE, 'place'];

class Pt {
  constructor(readonly t: Tale) {}
  private adjs(traits: string[]): PtAdj[] {
    return traits
      .slice(0, 2)
      .map((k) => PT_TRAITS[k])
      .filter((j): j is PtAdj => !!j);
  }
  /** A person's grammatical gender: the sex of a named one, the noun's gender of "a raposa". */
  gender(p: Person | undefined): PtGender {
    if (!p) return 'm';
    if (p.name || ['child', 'relative', 'adult'].includes(p.entry.cat)) return p.sex;
    return ptForm(noun(p.entry), p.sex).g;
  }
  np(p: Person, def = true): string {
    const sex = ['child', 'relative', 'adult', 'creature'].includes(p.entry.cat) ? p.sex : undefined;
    return ptNP(noun(p.entry), { def, adjs: this.adjs(p.traits), ...(sex ? { sex } : {}) });
  }
  who(p: Person): string {
    const form = ptForm(noun(p.entry), p.sex);
    if (p.name)
      return p.entry.cat === 'relative' ? `${form.g === 'f' ? 'a' : 'o'} ${form.sg} ${p.name}` : p.name;
    return this.np(p);
  }
  /** "Emma e Lotta são irmãs e moram na floresta." when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const group = [hero, ...kin];
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const allF = group.every((p) => p.sex === 'f');
    return `${join(group.map((p) => this.who(p)))} são ${allF ? 'irmãs' : 'irmãos'} e moram ${this.at}.${
      others.length
        ? ` Todos os dias passam o tempo com ${join(others.map((p) => this.withKind(p)))}.`
        : ` Todos os dias descobrem ${allF ? 'juntas' : 'juntos'} alguma coisa nova.`
    }`;
  }
  /** "a raposa Sonni", "a avó Rosa", "sua irmã Rosie", "Hannah": a name with its kind where it is not said. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.id === 'sister' || p.entry.id === 'brother')
      return `${p.sex === 'f' ? 'sua irmã' : 'seu irmão'} ${p.name}`;
    if (p.entry.cat === 'child') return p.name;
    return `${this.np({ ...p, traits: [] })} ${p.name}`;
  }
  /** "Leo, um pequeno trator corajoso" or "Um pequeno ratinho". */
  intro(p: Person): string {
    const sibling = p.entry.id === 'sister' || p.entry.id === 'brother';
    const kind = sibling ? (p.sex === 'f' ? 'uma menina' : 'um menino') : this.np(p, false);
    return p.name ? `${p.name}, ${kind}` : cap(kind);
  }
  introSubject(p: Person): string {
    return p.name ? `${this.intro(p)},` : this.intro(p);
  }
  get hero(): Person {
    return this.t.cast[0] as Person;
  }
  get H(): string {
    return this.who(this.hero);
  }
  /** The hero called: a name as it is, anyone else without the article ("Merci, petit renard !"). */
  get call(): string {
    if (this.hero.name && this.hero.entry.cat !== 'relative') return this.H;
    return calling(this.H);
  }
  /** The hero's ending: o('cansad') → "cansado" / "cansada". */
  o(stem: string): string {
    return `${stem}${this.gender(this.hero) === 'f' ? 'a' : 'o'}`;
  }
  /** "dele" / "dela", "ele" / "ela". */
  get dele(): string {
    return this.gender(this.hero) === 'f' ? 'dela' : 'dele';
  }
  get ele(): string {
    return this.gender(this.hero) === 'f' ? 'ela' : 'ele';
  }
  get team(): string {
    return join(this.t.team.map((p) => this.who(p)));
  }
  get several(): boolean {
    return this.t.team.length > 1;
  }
  /** Verb agreeing with the team: v('procura', 'procuram'). */
  v(sg: string, pl: string): string {
    return this.several ? pl : sg;
  }
  /** The team's ending: os('cansad') → "cansado", "cansada", "cansados", "cansadas". */
  os(stem: string): string {
    if (!this.several) return this.o(stem);
    return `${stem}${this.t.team.every((p) => this.gender(p) === 'f') ? 'as' : 'os'}`;
  }
  get friendP(): Person | undefined {
    return this.t.team[1] ?? this.t.cast[1];
  }
  /** Hero and friend both female: "nenhuma das duas", "juntas". */
  get pairF(): boolean {
    return this.gender(this.hero) === 'f' && !!this.friendP && this.gender(this.friendP) === 'f';
  }
  /** The pair's ending: pair('junt') → "juntos" / "juntas". */
  pair(stem: string): string {
    return `${stem}${this.pairF ? 'as' : 'os'}`;
  }
  get friend(): string {
    const p = this.friendP;
    return p ? this.who(p) : this.gender(this.hero) === 'f' ? 'uma amiga' : 'um amigo';
  }
  /** The friend's ending: "calado" / "calada". */
  fo(stem: string): string {
    return `${stem}${this.friendP && this.gender(this.friendP) === 'f' ? 'a' : 'o'}`;
  }
  /** "os melhores amigos", or "as melhores amigas" for two girls. */
  get bestFriends(): string {
    return this.pairF ? 'as melhores amigas' : 'os melhores amigos';
  }
  get at(): string {
    const x = noun(this.t.place);
    return x.at ?? `em ${ptNP(x)}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace).at ?? `em ${ptNP(noun(this.t.goalPlace))}`) : this.at;
  }
  get animateTarget(): boolean {
    return ANIMATE.includes(this.t.target.cat);
  }
  target(def = true): string {
    return ptNP(noun(this.t.target), {
      def,
      plural: this.t.targetPlural,
      adjs: this.adjs(this.t.targetTraits),
    });
  }
  get tg(): PtGender {
    return noun(this.t.target).g;
  }
  /** Verb agreeing with the target: tv('está', 'estão'). */
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** The target's ending: to('perdid') → "perdido", "perdidas". */
  to(stem: string): string {
    return `${stem}${this.tg === 'f' ? 'a' : 'o'}${this.t.targetPlural ? 's' : ''}`;
  }
  /** An adjective agreeing with the target: "assustadora", "assustadores". */
  tAdj(m: string, f: string): string {
    return ptAdj({ m, f }, this.tg, this.t.targetPlural);
  }
  /** The object pronoun for the target: "o", "a", "os", "as". */
  get lo(): string {
    return `${this.tg === 'f' ? 'a' : 'o'}${this.t.targetPlural ? 's' : ''}`;
  }
  /** What is learned after "aprender": "a dançar", or "tudo sobre o trem". */
  get learnTo(): string {
    const verb = noun(this.t.target).verb;
    return verb ? `a ${verb}` : `tudo sobre ${this.target()}`;
  }
  /** What is known at the end: "dançar", or "tudo sobre o trem". */
  get skill(): string {
    return noun(this.t.target).verb ?? `tudo sobre ${this.target()}`;
  }
  get safe(): boolean {
    return SAFE.includes(this.t.target.cat) || this.t.target.id === 'harvest';
  }
  /** "em segurança" or "pronto/prontas" for the target. */
  get state(): string {
    return this.safe ? 'em segurança' : this.to('pront');
  }
  /** "colocar as ovelhas em segurança" / "terminar a ponte". */
  get task(): string {
    return this.safe ? `colocar ${this.target()} em segurança` : `terminar ${this.target()}`;
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get deadline(): string {
    return this.t.deadline ? ptNP(noun(this.t.deadline)) : 'a noite';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'todos';
  }
  /** "sozinho" / "sozinha" for the one who is helped. */
  get helpedAlone(): string {
    return `sozinh${this.t.beneficiary && this.gender(this.t.beneficiary) === 'f' ? 'a' : 'o'}`;
  }
  /** What turns up as a surprise: a special thing of the idea, else a companion it names. */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing(false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : 'uma mensagem secreta';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return ptNP(noun(th.entry), { def, adjs: this.adjs(th.traits) });
  }
  /** "de trem" for a vehicle, "com a pipa" for anything else. */
  get byThing(): string {
    const th = this.t.thing?.entry ?? this.t.target;
    return th.cat === 'vehicle' && !this.t.thing?.traits.length ? `de ${noun(th).sg}` : `com ${this.thing()}`;
  }
  /** Where a journey leads: a place, or the home of the one visited ("a casa da avó"). */
  get dest(): string {
    return this.animateTarget ? `a casa de ${this.target()}` : this.target();
  }
  /** Said to the target: "Oi, avó!", "Oi, castelo!". */
  get vocative(): string {
    const x = ptForm(noun(this.t.target), this.t.beneficiary?.sex);
    return this.t.beneficiary?.name ?? (this.t.targetPlural ? x.pl : x.sg);
  }
}

type PtT = (e: Pt) => string;
interface PtBeat {
  title: PtT;
  text: PtT;
  young?: PtT;
  /** Dialogue and inner life for teenagers: a second paragraph. */
  talk?: PtT;
}

const others = (e: Pt): Person[] => e.t.cast.slice(1).filter((p) => !p.arrives);

const PT_SHARED: Record<Beat, PtBeat> = {
  setup: {
    title: (e) => `${e.H} ${e.at}`,
    text: (e) =>
      e.siblings() ??
      `${e.introSubject(e.hero)} mora ${e.at}. ${
        others(e).length
          ? `Todos os dias, ${e.H} passa o tempo com ${join(others(e).map((p) => e.withKind(p)))}.`
          : `Todos os dias, ${e.H} descobre alguma coisa nova que ${e.gender(e.hero) === 'f' ? 'a' : 'o'} deixa ${e.o('encantad')}.`
      }`,
    young: (e) =>
      `${e.gender(e.hero) === 'f' ? 'Esta' : 'Este'} é ${e.hero.name ? e.intro(e.hero) : e.np(e.hero, false)}. ${e.H} mora ${e.at}.${
        others(e).length
          ? ` ${cap(join(others(e).map((p) => e.withKind(p))))} também ${others(e).length > 1 ? 'estão' : 'está'} lá.`
          : ''
      }`,
    talk: (e) =>
      `“Tem dias que parecem normais”, pensou ${e.H}, “até que deixam de ser.” O ar ${e.at} cheirava a mudança, e ${e.H} percebeu isso antes de todo mundo.`,
  },
  discovery: {
    title: (e) => cap(e.thing()),
    text: (e) => `Certa manhã, ${e.team} ${e.v('descobre', 'descobrem')} ${e.thing(false)} ${e.at}.`,
  },
  problem: {
    title: (e) => `Problemas ${e.at}`,
    text: (e) =>
      `Então alguma coisa dá errado ${e.at}, e ${e.team} ${e.v('sabe', 'sabem')} que alguém precisa fazer alguma coisa.`,
  },
  stakes: {
    title: (e) => `Antes de ${e.deadline}`,
    text: (e) =>
      `Não há muito tempo: antes que ${e.deadline} chegue, tudo precisa estar pronto. ${e.H} sente um frio na barriga, mas ${e.friend} diz: “Nós vamos conseguir.”`,
    talk: (e) =>
      `“E se a gente não conseguir?”, perguntou ${e.H} baixinho. ${cap(e.friend)} ficou ${e.fo('calad')} por um momento. “Então a gente erra ${e.pair('junt')}. Mas isso não vai acontecer.”`,
  },
  attempt: {
    title: (e) => `O plano de ${e.H}`,
    text: (e) =>
      `${e.team} ${e.v('faz', 'fazem')} um plano e ${e.v('começa', 'começam')} a trabalhar ${e.at}.`,
  },
  setback: {
    title: (e) => `${e.H} quase desiste`,
    text: (e) =>
      `Nada sai como planejado. ${e.H} está ${e.o('cansad')} e ${e.o('zangad')} e quer desistir, e por um momento nem ${e.friend} sabe o que fazer.`,
    talk: (e) =>
      `“Isso não tem jeito”, disse ${e.H}, chutando uma pedra. ${cap(e.friend)} sentou ao lado. “É sempre assim que parece, logo antes de dar certo.”`,
  },
  'second-attempt': {
    title: (e) => `${cap(e.friend)} tem uma ideia`,
    text: (e) =>
      `${cap(e.friend)} tem uma ideia. Desta vez, ${e.team} ${e.v('tenta', 'tentam')} de outro jeito: devagar, ${e.v('com calma', e.os('junt'))}, passo a passo.`,
    talk: (e) =>
      `“Espera”, disse ${e.friend}. “E se a gente parar de fazer tudo cada um por si?” ${e.H} levantou os olhos e, pela primeira vez naquele dia, sorriu.`,
  },
  'turning-point': {
    title: (e) => `${e.H} é ${e.o('corajos')}`,
    text: (e) => `${e.H} respira fundo e está mais ${e.o('corajos')} do que nunca.`,
  },
  resolution: {
    title: (e) => `Viva ${e.at}!`,
    text: (e) => `No fim, tudo dá certo ${e.at}, e ${e.team} ${e.v('ri', 'riem')} de alegria.`,
  },
  homecoming: {
    title: (e) => `${e.H} volta para casa`,
    text: (e) =>
      `Naquela noite, ${e.team} ${e.v('relembra', 'relembram')} a aventura sem parar. ${cap(e.o('cansad'))} e feliz, ${e.H} pega no sono.`,
    talk: (e) =>
      `“Você faria tudo de novo?”, perguntou ${e.friend}. ${e.H} pensou em tudo o que tinha acontecido ${e.at}. “Todos os dias”, respondeu.`,
  },
};

const PT_SHAPES: Record<PlotShape, Partial<Record<Beat, PtBeat>>> = {
  quest: {
    discovery: {
      title: (e) => `Falta alguma coisa ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('percebe', 'percebem')} que está faltando alguma coisa ${e.at}. Tudo parece diferente, e ninguém sabe por quê.`,
      young: (e) => `${e.H} olha em volta ${e.at}. Está faltando alguma coisa!`,
    },
    problem: {
      title: (e) => `Onde ${e.tv('está', 'estão')} ${e.target()}?`,
      text: (e) =>
        `Certa manhã, ${e.target()} ${e.tv('sumiu', 'sumiram')}. ${e.team} ${e.v('procura', 'procuram')} por toda parte ${e.at}, mas ${e.target()} não ${e.tv('aparece', 'aparecem')} em lugar nenhum.`,
      young: (e) => `Ah, não! Onde ${e.tv('está', 'estão')} ${e.target()}?`,
    },
    attempt: {
      title: (e) => `Em busca de ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('segue', 'seguem')} uma trilha ${e.there} e ${e.v('procura', 'procuram')} debaixo das folhas e atrás das pedras. ${e.v('Pergunta', 'Perguntam')} por ${e.target()} a todo mundo que ${e.v('encontra', 'encontram')}.`,
      young: (e) =>
        `${e.H} olha para cima. ${e.H} olha para baixo. Onde ${e.tv('está', 'estão')} ${e.target()}?`,
    },
    'turning-point': {
      title: (e) => `Uma pista ${e.there}`,
      text: (e) => `Então ${e.H} descobre uma pista: uma pegada minúscula que leva direto até ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} ${e.tv('voltou', 'voltaram')}!`,
      text: (e) =>
        `${e.H} encontra ${e.target()}! Todos ${e.at} comemoram, e ${e.team} ${e.v('sabe', 'sabem')} que desistir nunca foi uma opção.`,
      young: (e) => `${e.tv('Aqui está', 'Aqui estão')}! ${e.H} encontra ${e.target()}. Viva!`,
    },
  },
  deadline: {
    discovery: {
      title: (e) => `${cap(e.deadline)} está chegando`,
      text: (e) =>
        `${e.weather ? 'Nuvens escuras se aproximam' : 'O dia está acabando'}: ${e.deadline} está chegando. ${
          e.t.beneficiary
            ? `${cap(e.helped)} ainda precisa ${e.task}`
            : `${cap(e.target())} ainda não ${e.tv('está', 'estão')} ${e.state}`
        }, e não há tempo a perder.`,
      young: (e) =>
        `Olha! ${cap(e.deadline)} está chegando. ${e.t.beneficiary ? `${cap(e.helped)} precisa de ajuda.` : `Rápido, ${e.call}!`}`,
    },
    problem: {
      title: (e) => (e.t.beneficiary ? `${cap(e.helped)} precisa de ajuda` : `${e.H} põe mãos à obra`),
      text: (e) =>
        e.t.beneficiary
          ? `${cap(e.helped)} não consegue ${e.task} ${e.helpedAlone} antes de ${e.deadline}. “Eu ajudo você!”, diz ${e.H}.`
          : `${e.team} ${e.v('precisa', 'precisam')} ${e.task} antes de ${e.deadline}. “Nós vamos conseguir!”, diz ${e.H}.`,
    },
    attempt: {
      title: (e) => `Tudo por ${e.target()}!`,
      text: (e) =>
        `${e.team} ${e.v('trabalha', 'trabalham')} ${e.at} o mais rápido que ${e.v('pode', 'podem')}. Pouco a pouco, ${e.target()} ${
          e.safe ? `${e.tv('fica', 'ficam')} em segurança` : `${e.tv('vai', 'vão')} tomando forma`
        }.`,
      young: (e) => `${e.H} ajuda. Mais rápido, ${e.call}, mais rápido!`,
    },
    'turning-point': {
      title: (e) => `Corrida contra ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'O vento uiva e caem as primeiras gotas' : 'Está ficando cada vez mais escuro'}, mas ${e.H} não para até que a última parte esteja ${e.safe ? 'em segurança' : 'pronta'}.`,
    },
    resolution: {
      title: (e) => `${e.H} chega bem na hora`,
      text: (e) =>
        `Bem quando ${e.deadline} chega, ${e.target()} ${e.tv('está', 'estão')} ${e.state}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} abraça ${e.H}: “Sem você, eu nunca teria conseguido!”`
            : `${e.team} ${e.v('grita', 'gritam')}: “Conseguimos!”`
        }`,
      young: (e) => `Pronto! ${cap(e.target())} ${e.tv('está', 'estão')} ${e.state}. Muito bem, ${e.call}!`,
    },
  },
  fear: {
    discovery: {
      title: (e) => `${e.H} e ${e.target()}`,
      text: (e) =>
        `${e.H} tem medo de ${e.target()}. Só de pensar em ${e.target()}, os joelhos ${e.dele} tremem.`,
      young: (e) => `${e.H} tem medo de ${e.target()}.`,
    },
    problem: {
      title: (e) => `${e.H} está com muito medo`,
      text: (e) =>
        `Um dia, ${e.H} não consegue mais fugir de ${e.target()} ${e.at}. ${cap(e.ele)} só quer sair correndo e se esconder.`,
    },
    attempt: {
      title: (e) => `${cap(e.friend)} segura a mão de ${e.H}`,
      text: (e) =>
        `${cap(e.friend)} segura a mão de ${e.H}. ${cap(e.pair('junt'))}, dão um passinho em direção a ${e.target()}.`,
      young: (e) => `${cap(e.friend)} segura a mão de ${e.H}. Um passinho.`,
    },
    'turning-point': {
      title: (e) => `${e.H} encara ${e.target()}`,
      text: (e) =>
        `${e.H} olha ${e.target()} de frente e descobre que ${e.tv('não é', 'não são')} tão ${e.tAdj('assustador', 'assustadora')} assim.`,
    },
    resolution: {
      title: (e) => `${e.H} não tem mais medo`,
      text: (e) => `${e.H} não tem mais medo de ${e.target()} e se sente maior do que nunca.`,
      young: (e) => `${e.H} é ${e.o('corajos')}! ${cap(e.target())} não ${e.tv('dá', 'dão')} medo nenhum.`,
    },
  },
  learn: {
    discovery: {
      title: (e) => `${e.H} quer aprender ${e.learnTo}`,
      text: (e) => `${e.H} observa os outros e só deseja uma coisa: aprender ${e.learnTo}.`,
      young: (e) => `${e.H} quer aprender ${e.learnTo}.`,
    },
    problem: {
      title: (e) => `Aprender ${e.learnTo} é difícil`,
      text: () => `Mas não é nada fácil. A primeira tentativa dá errado, e a segunda também.`,
    },
    attempt: {
      title: (e) => `Treinando ${e.at}`,
      text: (e) => `${e.H} treina todos os dias ${e.at}, e ${e.friend} mostra como se faz.`,
      young: (e) => `${e.H} tenta e tenta. ${cap(e.friend)} ajuda.`,
    },
    'turning-point': {
      title: (e) => `Finalmente ${e.H} consegue!`,
      text: (e) => `De repente, tudo se encaixa: ${e.H} sente como se faz, ${e.o('sozinh')} e sem ajuda.`,
    },
    resolution: {
      title: (e) => `${e.H} já sabe ${e.skill}`,
      text: (e) =>
        `${e.H} já sabe ${e.skill}! Todos ${e.at} aplaudem, e ${e.H} sorri ${e.o('chei')} de orgulho.`,
      young: (e) => `${e.H} já sabe ${e.skill}! Viva!`,
    },
  },
  friendship: {
    discovery: {
      title: (e) => `Alguém novo ${e.at}`,
      text: (e) =>
        `${e.H} conhece ${e.friend} ${e.at}. No começo, ${e.pairF ? 'as duas' : 'os dois'} só se olham com timidez.`,
      young: (e) => `${e.H} vê ${e.friend}. Oi!`,
    },
    problem: {
      title: (e) => `${e.H} se sente ${e.o('sozinh')}`,
      text: (e) => `${e.H} adoraria fazer amigos, mas não sabe como começar.`,
    },
    attempt: {
      title: (e) => `${e.H} diz oi`,
      text: (e) =>
        `${e.H} divide ${e.t.thing ? e.thing() : 'seu lanche'} com ${e.friend}, e ${e.friend} sorri pela primeira vez.`,
      young: (e) => `${e.H} divide. ${cap(e.friend)} sorri.`,
    },
    'turning-point': {
      title: (e) => `${e.H} e ${e.friend}, ${e.pair('junt')}`,
      text: (e) => `Quando ${e.friend} se mete em apuros, ${e.H} está lá para ajudar.`,
    },
    resolution: {
      title: (e) => `${e.H} e ${e.friend}, ${e.bestFriends}`,
      text: (e) => `Desde aquele dia, ${e.H} e ${e.friend} são ${e.bestFriends} ${e.at}.`,
      young: (e) => `${e.H} e ${e.friend} agora são ${e.pairF ? 'amigas' : 'amigos'}!`,
    },
  },
  build: {
    discovery: {
      title: (e) => `Um plano para ${e.target(false)}`,
      text: (e) =>
        `${e.team} ${e.v('sonha', 'sonham')} com ${e.target(false)}. ${e.v('Desenha', 'Desenham')} um plano e ${e.v('junta', 'juntam')} tudo o que ${e.v('precisa', 'precisam')}.`,
      young: (e) => `${e.team} ${e.v('quer', 'querem')} fazer ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `${cap(e.target())} está balançando!`,
      text: (e) => `A primeira tentativa dá errado: ${e.target()} balança e desmorona.`,
    },
    attempt: {
      title: (e) => `Construindo ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('serra, martela e mede', 'serram, martelam e medem')} ${e.at}. Peça por peça, ${e.target()} vai crescendo.`,
      young: (e) => `Toc, toc! ${e.team} ${e.v('constrói', 'constroem')} e ${e.v('constrói', 'constroem')}.`,
    },
    'turning-point': {
      title: (e) => `Uma surpresa em ${e.target()}`,
      text: (e) =>
        `Dentro de ${e.target()}, ${e.H} encontra uma surpresa: ${e.surprise}. Agora ${e.target()} é ainda mais especial.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} de ${e.H} está ${e.to('pront')}`,
      text: (e) =>
        `Finalmente ${e.target()} está ${e.to('pront')}, e ${e.team} ${e.v('está', 'estão')} muito ${e.os('orgulhos')}.`,
      young: (e) => `Tcharam! ${cap(e.target())} está ${e.to('pront')}!`,
    },
  },
  mystery: {
    discovery: {
      title: (e) => `O segredo de ${e.target()}`,
      text: (e) => `${cap(e.at)}, ${e.H} descobre ${e.target(false)} que ninguém nunca tinha visto.`,
      young: (e) => `Olha! ${e.H} encontra ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `Sinais estranhos ${e.at}`,
      text: (e) =>
        `Coisas estranhas acontecem em volta de ${e.target()}: barulhos à noite, pegadas de manhã.`,
    },
    attempt: {
      title: (e) => `${e.H} investiga`,
      text: (e) =>
        `${e.team} ${e.v('segue', 'seguem')} cada pista ${e.there} e ${e.v('anota', 'anotam')} tudo o que ${e.v('vê', 'veem')}.`,
      young: (e) => `${e.H} olha com atenção. O que será?`,
    },
    'turning-point': {
      title: (e) => `A resposta ${e.there}`,
      text: (e) => `Então ${e.H} entende qual é o segredo de ${e.target()}.`,
    },
    resolution: {
      title: (e) => `O mistério de ${e.target()}, resolvido`,
      text: (e) =>
        `O mistério está resolvido, e ${e.target()} se ${e.tv('torna', 'tornam')} o maior tesouro de ${e.H}.`,
      young: (e) => `Agora ${e.H} sabe! Que surpresa!`,
    },
  },
  journey: {
    discovery: {
      title: (e) => `Rumo a ${e.dest}!`,
      text: (e) =>
        `${e.team} ${e.v('quer', 'querem')} ir para ${e.dest}. ${e.v('Arruma', 'Arrumam')} a mochila e ${e.v('pega', 'pegam')} a estrada.`,
      young: (e) => `${e.team} ${e.v('vai', 'vão')} para ${e.dest}.`,
    },
    problem: {
      title: (e) => `Um longo caminho até ${e.dest}`,
      text: (e) =>
        `O caminho até ${e.dest} é mais longo do que ${e.v('pensava', 'pensavam')}, e de repente a trilha se divide em duas.`,
    },
    attempt: {
      title: (e) => `Viajando ${e.byThing}`,
      text: (e) =>
        `${e.v('Viaja', 'Viajam')} ${e.byThing}, entre campos e rios, e ${e.v('vê', 'veem')} o mundo passar.`,
      young: (e) => `Lá ${e.v('vai', 'vão')} ${e.byThing}!`,
    },
    'turning-point': {
      title: (e) => `Quase chegando a ${e.dest}`,
      text: (e) => `Do alto da colina, ${e.H} já consegue ver ${e.dest}.`,
    },
    resolution: {
      title: (e) => `${e.H} chega a ${e.dest}`,
      text: (e) =>
        `Finalmente ${e.v('chega', 'chegam')}! ${cap(e.target())} ${e.tv('está', 'estão')} bem ali, e as boas-vindas são muito carinhosas.`,
      young: (e) => `${e.v('Chegou', 'Chegaram')}! Oi, ${e.vocative}!`,
    },
  },
  celebration: {
    discovery: {
      title: (e) => `Logo vem ${e.target()}`,
      text: (e) =>
        `Logo vem ${e.target()}, e ${e.team} ${e.v('quer', 'querem')} preparar uma grande surpresa.`,
      young: (e) => `Logo vem ${e.target()}! ${e.H} está muito ${e.o('animad')}.`,
    },
    problem: {
      title: (e) => `Problemas com ${e.thing()}`,
      text: (e) => `Mas alguma coisa dá errado com ${e.thing()}, e ainda há muito a fazer antes da festa.`,
    },
    attempt: {
      title: (e) => `Preparativos ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('enfeita', 'enfeitam')} tudo ${e.at}, ${e.v('pendura', 'penduram')} bandeirinhas e ${e.v('prepara', 'preparam')} ${e.thing()}.`,
      young: (e) => `${e.H} prepara ${e.thing()}. Que lindo!`,
    },
    'turning-point': {
      title: (e) => `Os convidados chegam ${e.at}`,
      text: () => `Bem a tempo, tudo fica pronto, e os primeiros convidados chegam.`,
    },
    resolution: {
      title: (e) =>
        `${cap(ptNP(noun(e.t.target), { plural: e.t.targetPlural, adjs: [{ m: 'maravilhoso', f: 'maravilhosa', pre: true }] }))} de ${e.H}`,
      text: (e) =>
        `${cap(e.target())} ${e.tv('é', 'são')} ${e.to('maravilhos')}: todos dançam, riem e comemoram ${e.at}.`,
      young: () => `Hora da festa! Todos dançam e riem.`,
    },
  },
  rescue: {
    discovery: {
      title: (e) => `${cap(e.target())} em apuros`,
      text: (e) =>
        `${e.H} ouve um pedido de socorro: ${e.target()} ${e.tv('está', 'estão')} ${e.to('pres')} ${e.there} e não ${e.tv('consegue', 'conseguem')} sair.`,
      young: (e) => `Socorro! ${cap(e.target())} ${e.tv('está', 'estão')} ${e.to('pres')}.`,
    },
    problem: {
      title: (e) => `Sem passagem ${e.there}`,
      text: (e) => `O caminho até ${e.target()} está bloqueado, e ninguém tem coragem de ir até lá.`,
    },
    attempt: {
      title: (e) => `${e.H} ao resgate!`,
      text: (e) =>
        `${e.team} ${e.v('escala', 'escalam')}, ${e.v('rasteja', 'rastejam')} e ${e.v('puxa', 'puxam')} com toda a força.`,
      young: (e) => `${e.H} puxa e puxa.`,
    },
    'turning-point': {
      title: (e) => `Aguenta firme, ${e.call}!`,
      text: (e) => `No último instante, ${e.H} alcança ${e.target()} e ${e.lo} segura com força.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())}, em segurança`,
      text: (e) => `${cap(e.target())} ${e.tv('está', 'estão')} em segurança! Todos aplaudem ${e.team}.`,
      young: (e) => `Que alívio! Obrigado, ${e.call}!`,
    },
  },
};

const PT_TALK: Partial<Record<Beat, PtT>> = {
  discovery: (e) =>
    `“Você viu isso?”, sussurrou ${e.H}. ${cap(e.friend)} fez que sim devagar. ${
      e.pairF ? 'Nenhuma das duas queria ser a primeira' : 'Nenhum dos dois queria ser o primeiro'
    } a dizer o que ${e.pairF ? 'ambas' : 'ambos'} estavam pensando.`,
  problem: (e) =>
    `“Não podemos ficar aqui ${e.pair('parad')}”, disse ${e.H}. ${cap(e.friend)} olhou em volta. “Então não vamos ficar.”`,
  attempt: (e) =>
    `“Tem certeza de que isso vai dar certo?”, perguntou ${e.friend}. “Não”, admitiu ${e.H}. “Mas tenho certeza de que não fazer nada não vai dar.”`,
  'turning-point': (e) =>
    `Mais tarde, ${e.H} tentaria explicar aquele momento, sem encontrar as palavras. Foi como se alguma coisa dentro ${e.dele} finalmente tivesse se levantado.`,
  resolution: (e) =>
    `“Conseguimos”, disse ${e.friend}, quase sem acreditar. ${e.H} riu tanto que precisou se sentar.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

const finish = (s: string): string => sentences(ptContract(s));

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const e = new Pt(tale);
  const own = PT_SHAPES[tale.shape][b];
  const shared = PT_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(e) : pick.text(e);
  const talk = (own?.talk ?? shared.talk ?? PT_TALK[b])?.(e);
  return {
    title: cap(ptContract(pick.title(e))),
    text: finish(TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text),
  };
}

function title(tale: Tale): string {
  const e = new Pt(tale);
  const two = tale.team.slice(0, 2);
  const names = join(two.map((p) => e.who(p)));
  const text = ((): string => {
    switch (tale.shape) {
      case 'quest':
        return join([...two.map((p) => e.who(p)), e.target()]);
      case 'deadline':
        return `${e.H} e ${e.target()} antes de ${e.deadline}`;
      case 'fear':
        return `${e.H} não tem mais medo de ${e.target()}`;
      case 'learn':
        return `${e.H} aprende ${e.learnTo}`;
      case 'friendship':
        return `${e.H} encontra ${e.gender(e.hero) === 'f' ? 'uma amiga' : 'um amigo'}`;
      case 'build':
        return `${names} ${two.length > 1 ? 'constroem' : 'constrói'} ${e.target(false)}`;
      case 'mystery':
        return `${e.H} e o segredo de ${e.target()}`;
      case 'journey':
        return `${names} a caminho de ${e.dest}`;
      case 'celebration':
        return join([...two.map((p) => e.who(p)), e.target()]);
      case 'rescue':
        return `${e.H} ao resgate!`;
    }
  })();
  return cap(ptContract(text));
}

function synopsis(tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = beat(
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  ).text;
  const goal = beat(tale, 'resolution', band).text;
  const e = new Pt(tale);
  const there = tale.cast.filter((p, i) => i === 0 || !p.arrives);
  const chars = join(there.map((p) => e.who(p)));
  return finish(
    young ? `${chars} ${there.length > 1 ? 'estão' : 'está'} ${e.at}. ${goal}` : `${problem} ${goal}`,
  );
}

/** A teller for one cast member alone: its noun phrase for the cast list. */
const alone = (p: Person): Pt =>
  new Pt({
    shape: 'quest',
    cast: [p],
    team: [p],
    place: p.entry,
    target: p.entry,
    targetPlural: false,
    targetTraits: [],
  });

export const pt: Teller = {
  language: 'pt',
  title,
  synopsis,
  beat,
  describe: (p) =>
    p.name
      ? `${p.name} é ${alone(p).np(p, false)}.`
      : `${cap(alone(p).np(p, false))} que faz parte desta história.`,
  unnamed: (p) => alone(p).np({ ...p, traits: [] }),
  placeName: (tale) => ptNP(noun(tale.place)),
  setting: (tale) => `A história se passa ${new Pt(tale).at}.`,
};
