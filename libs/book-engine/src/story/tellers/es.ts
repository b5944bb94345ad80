import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { LexEntry } from '../lexicon';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import {
  ES_NOUNS,
  ES_TRAITS,
  esContract,
  esForm,
  esNP,
  type EsAdj,
  type EsGender,
  type EsNoun,
} from './es.nouns';

/** A vocative drops the definite article: "el pequeño zorro" → "pequeño zorro", "l’ours" → "ours". */
const calling = (np: string): string =>
  np.replace(/^(?:el|la|los|las|le|les|il|lo|i|gli|o|a|os|as)\s+|^l[’']/i, '');

/**
 * Spanish storyteller (issue #11): the same plot shapes and beats as the English teller in `tell.ts`, with
 * Spanish articles and contractions ("del", "al"), the personal "a" before people and animals ("encuentra al
 * cuervo"), adjectives after the noun and agreeing with it ("los colores perdidos"), and verbs and
 * participles agreeing with the hero and the team ("Emma y Lotta están cansadas").
 */

const cap = (s: string): string =>
  s.replace(/^([¡¿«"]*)(\p{Ll})/u, (_m, p: string, c: string) => p + c.toUpperCase());
/** Every sentence starts with a capital, also after ¡ and ¿; a quote's tag after «…?», stays small. */
const sentences = (text: string): string =>
  text.replace(
    /(^|[.!?…]\s+|\n)([¡¿«"]*)(\p{Ll})/gu,
    (_m, before: string, marks: string, ch: string) => before + marks + ch.toUpperCase(),
  );
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
/** Spanish "y" becomes "e" before an i- sound: "Ava e Inés". */
const join = (items: string[]): string => list(items).replace(/ y (?=(?:[Ii]|[Hh]i)(?![aeouáéó]))/u, ' e ');

const noun = (x: LexEntry): EsNoun => ES_NOUNS[x.id] ?? { g: 'm', sg: x.en.sg, pl: x.en.pl };
const ANIMATE = ['child', 'relative', 'adult', 'animal', 'creature'];
/** Living things and a harvest are brought to safety; anything else gets finished. */
const SAFE = [...ANIMATE, 'place'];

class Es {
  constructor(readonly t: Tale) {}
  private adjs(traits: string[]): EsAdj[] {
    return traits
      .slice(0, 2)
      .map((k) => ES_TRAITS[k])
      .filter((j): j is EsAdj => !!j);
  }
  /** A person's grammatical gender: the sex of a named one, the noun's gender of "la ardilla". */
  gender(p: Person | undefined): EsGender {
    if (!p) return 'm';
    if (p.name || ['child', 'relative', 'adult'].includes(p.entry.cat)) return p.sex;
    return esForm(noun(p.entry), p.sex).g;
  }
  np(p: Person, def = true): string {
    const sex = ['child', 'relative', 'adult', 'creature'].includes(p.entry.cat) ? p.sex : undefined;
    return esNP(noun(p.entry), { def, adjs: this.adjs(p.traits), ...(sex ? { sex } : {}) });
  }
  who(p: Person): string {
    const form = esForm(noun(p.entry), p.sex);
    if (p.name)
      return p.entry.cat === 'relative' ? `${form.g === 'f' ? 'la' : 'el'} ${form.sg} ${p.name}` : p.name;
    return this.np(p);
  }
  /** With the personal "a" a person or animal takes as an object: "a Leo", "al cuervo". */
  a(p: Person): string {
    return `a ${this.who(p)}`;
  }
  /** "Emma y Lotta son hermanas y viven en el bosque." when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const group = [hero, ...kin];
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const allF = group.every((p) => p.sex === 'f');
    return `${join(group.map((p) => this.who(p)))} son ${allF ? 'hermanas' : 'hermanos'} y viven ${this.at}.${
      others.length
        ? ` Cada día pasan el tiempo con ${join(others.map((p) => this.withKind(p)))}.`
        : ` Cada día descubren ${allF ? 'juntas' : 'juntos'} algo nuevo.`
    }`;
  }
  /** "el zorro Sonni", "la abuela Rosa", "Hannah": a name with its kind where the kind is not said. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.id === 'sister' || p.entry.id === 'brother')
      return `su ${esForm(noun(p.entry), p.sex).sg} ${p.name}`;
    if (p.entry.cat === 'child') return p.name;
    return `${this.np({ ...p, traits: [] })} ${p.name}`;
  }
  /** "Leo, un pequeño tractor valiente" or "Un pequeño ratón". */
  intro(p: Person): string {
    const sibling = p.entry.id === 'sister' || p.entry.id === 'brother';
    const kind = sibling ? (p.sex === 'f' ? 'una niña' : 'un niño') : this.np(p, false);
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
  get aH(): string {
    return this.a(this.hero);
  }
  /** The hero's ending: o(‘cansad’) → "cansado" / "cansada". */
  o(stem: string): string {
    return `${stem}${this.gender(this.hero) === 'f' ? 'a' : 'o'}`;
  }
  get ella(): string {
    return this.gender(this.hero) === 'f' ? 'ella' : 'él';
  }
  get team(): string {
    return join(this.t.team.map((p) => this.who(p)));
  }
  get aTeam(): string {
    return join(this.t.team.map((p) => this.a(p)));
  }
  get several(): boolean {
    return this.t.team.length > 1;
  }
  /** Verb agreeing with the team: v('busca', 'buscan'). */
  v(sg: string, pl: string): string {
    return this.several ? pl : sg;
  }
  /** The team's ending: os(‘cansad’) → "cansado", "cansada", "cansados", "cansadas". */
  os(stem: string): string {
    if (!this.several) return this.o(stem);
    return `${stem}${this.t.team.every((p) => this.gender(p) === 'f') ? 'as' : 'os'}`;
  }
  /** Hero and friend both female: "ninguna de las dos", "juntas". */
  get pairF(): boolean {
    return this.gender(this.hero) === 'f' && !!this.friendP && this.gender(this.friendP) === 'f';
  }
  get friendP(): Person | undefined {
    return this.t.team[1] ?? this.t.cast[1];
  }
  get friend(): string {
    const p = this.friendP;
    return p ? this.who(p) : this.gender(this.hero) === 'f' ? 'una amiga' : 'un amigo';
  }
  get aFriend(): string {
    return `a ${this.friend}`;
  }
  /** The friend's ending: "callado" / "callada". */
  fo(stem: string): string {
    return `${stem}${this.gender(this.friendP) === 'f' && this.friendP ? 'a' : 'o'}`;
  }
  /** "los mejores amigos", or "las mejores amigas" for two girls. */
  get bestFriends(): string {
    const f = this.gender(this.hero) === 'f' && this.gender(this.friendP) === 'f' && !!this.friendP;
    return f ? 'las mejores amigas' : 'los mejores amigos';
  }
  get at(): string {
    const x = noun(this.t.place);
    return x.at ?? `en ${esNP(x)}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace).at ?? `en ${esNP(noun(this.t.goalPlace))}`) : this.at;
  }
  get animateTarget(): boolean {
    return ANIMATE.includes(this.t.target.cat);
  }
  target(def = true): string {
    return esNP(noun(this.t.target), {
      def,
      plural: this.t.targetPlural,
      adjs: this.adjs(this.t.targetTraits),
    });
  }
  /** The target as an object, with the personal "a" for living things: "rescata al pequeño dragón". */
  get aTarget(): string {
    return this.animateTarget ? `a ${this.target()}` : this.target();
  }
  get tg(): EsGender {
    return noun(this.t.target).g;
  }
  /** Verb agreeing with the target: tv('está', 'están'). */
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** The target's ending: to(‘perdid’) → "perdido", "perdidas". */
  to(stem: string): string {
    return `${stem}${this.tg === 'f' ? 'a' : 'o'}${this.t.targetPlural ? 's' : ''}`;
  }
  /** The object pronoun for the target: "lo", "la", "los", "las". */
  get lo(): string {
    return `${this.tg === 'f' ? 'la' : 'lo'}${this.t.targetPlural ? 's' : ''}`;
  }
  /** What is learned after "aprender": "a bailar", or "todo sobre el tren". */
  get learnTo(): string {
    const verb = noun(this.t.target).verb;
    return verb ? `a ${verb}` : `todo sobre ${this.target()}`;
  }
  /** What is known at the end: "bailar", or "todo sobre el tren". */
  get skill(): string {
    return noun(this.t.target).verb ?? `todo sobre ${this.target()}`;
  }
  get safe(): boolean {
    return SAFE.includes(this.t.target.cat) || this.t.target.id === 'harvest';
  }
  /** "a salvo" or "terminado/terminadas" for the target. */
  get state(): string {
    return this.safe ? 'a salvo' : this.to('terminad');
  }
  /** "poner a salvo a las ovejas" / "terminar el puente". */
  get task(): string {
    return this.safe ? `poner a salvo ${this.aTarget}` : `terminar ${this.target()}`;
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get deadline(): string {
    return this.t.deadline ? esNP(noun(this.t.deadline)) : 'la noche';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'todos';
  }
  /** What turns up as a surprise: a special thing of the idea, else a companion it names. */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing(false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : 'un mensaje secreto';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return esNP(noun(th.entry), { def, adjs: this.adjs(th.traits) });
  }
  /** "en el tren" for a vehicle, "con la cometa" for anything else. */
  get byThing(): string {
    const cat = this.t.thing?.entry.cat ?? this.t.target.cat;
    return `${cat === 'vehicle' ? 'en' : 'con'} ${this.thing()}`;
  }
  /** Where a journey leads: a place, or the home of the one visited ("casa de la abuela"). */
  get dest(): string {
    return this.animateTarget ? `casa de ${this.target()}` : this.target();
  }
  /** Said to the target: "¡Hola, abuela!", "¡Hola, castillo!". */
  get vocative(): string {
    const x = esForm(noun(this.t.target), this.t.beneficiary?.sex);
    const name = this.t.beneficiary?.name;
    return name ?? (this.t.targetPlural ? x.pl : x.sg);
  }
}

type EsT = (e: Es) => string;
interface EsBeat {
  title: EsT;
  text: EsT;
  young?: EsT;
  /** Dialogue and inner life for teenagers: a second paragraph. */
  talk?: EsT;
}

const others = (e: Es): Person[] => e.t.cast.slice(1).filter((p) => !p.arrives);

const ES_SHARED: Record<Beat, EsBeat> = {
  setup: {
    title: (e) => `${e.H} ${e.at}`,
    text: (e) =>
      e.siblings() ??
      `${e.introSubject(e.hero)} vive ${e.at}. ${
        others(e).length
          ? `Cada día, ${e.H} pasa el tiempo con ${join(others(e).map((p) => e.withKind(p)))}.`
          : `Cada día, ${e.H} descubre algo nuevo que ${e.o('le deja asombrad')}.`
      }`,
    young: (e) =>
      `${e.gender(e.hero) === 'f' ? 'Esta' : 'Este'} es ${e.hero.name ? e.intro(e.hero) : e.np(e.hero, false)}. ${e.H} vive ${e.at}.${
        others(e).length
          ? ` ${cap(join(others(e).map((p) => e.withKind(p))))} también ${others(e).length > 1 ? 'están' : 'está'} allí.`
          : ''
      }`,
    talk: (e) =>
      `«Hay días que parecen normales», pensó ${e.H}, «hasta que dejan de serlo». El aire ${e.at} olía a cambio, y ${e.H} lo notó antes que nadie.`,
  },
  discovery: {
    title: (e) => cap(e.thing()),
    text: (e) => `Una mañana, ${e.team} ${e.v('descubre', 'descubren')} ${e.thing(false)} ${e.at}.`,
  },
  problem: {
    title: (e) => `Problemas ${e.at}`,
    text: (e) =>
      `Entonces algo sale mal ${e.at}, y ${e.team} ${e.v('sabe', 'saben')} que alguien tiene que hacer algo.`,
  },
  stakes: {
    title: (e) => `Antes de ${e.deadline}`,
    text: (e) =>
      `No queda mucho tiempo: antes de que llegue ${e.deadline}, todo tiene que estar listo. ${e.H} siente un nudo en el estómago, pero ${e.friend} dice: «Podemos conseguirlo».`,
    talk: (e) =>
      `«¿Y si no lo conseguimos?», preguntó ${e.H} en voz baja. ${cap(e.friend)} se quedó ${e.fo('callad')} un momento. «Entonces fallaremos ${e.pairF ? 'juntas' : 'juntos'}. Pero no va a pasar».`,
  },
  attempt: {
    title: (e) => `El plan de ${e.H}`,
    text: (e) =>
      `${e.team} ${e.v('hace', 'hacen')} un plan y ${e.v('se pone', 'se ponen')} manos a la obra ${e.at}.`,
  },
  setback: {
    title: (e) => `${e.H} casi se rinde`,
    text: (e) =>
      `Nada sale como estaba previsto. ${e.H} está ${e.o('cansad')} y ${e.o('enfadad')} y quiere rendirse, y por un momento ni siquiera ${e.friend} sabe qué hacer.`,
    talk: (e) =>
      `«Esto no tiene remedio», dijo ${e.H}, dando una patada a una piedra. ${cap(e.friend)} se sentó a su lado. «Así parece todo justo antes de que salga bien».`,
  },
  'second-attempt': {
    title: (e) => `${cap(e.friend)} tiene una idea`,
    text: (e) =>
      `${cap(e.friend)} tiene una idea. Esta vez, ${e.team} lo ${e.v('intenta', 'intentan')} de otra manera: despacio, ${e.v('con calma', e.os('junt'))}, paso a paso.`,
    talk: (e) =>
      `«Espera», dijo ${e.friend}. «¿Y si dejamos de hacerlo cada uno por su lado?». ${e.H} levantó la vista y, por primera vez en todo el día, sonrió.`,
  },
  'turning-point': {
    title: (e) => `${e.H} es valiente`,
    text: (e) => `${e.H} respira hondo y es más valiente que nunca.`,
  },
  resolution: {
    title: (e) => `¡Hurra ${e.at}!`,
    text: (e) => `Al final todo sale bien ${e.at}, y ${e.team} ${e.v('ríe', 'ríen')} de alegría.`,
  },
  homecoming: {
    title: (e) => `${e.H} vuelve a casa`,
    text: (e) =>
      `Esa noche, ${e.team} ${e.v('recuerda', 'recuerdan')} la aventura una y otra vez. ${cap(e.o('cansad'))} y feliz, ${e.H} se queda ${e.o('dormid')}.`,
    talk: (e) =>
      `«¿Lo harías otra vez?», preguntó ${e.friend}. ${e.H} pensó en todo lo que había pasado ${e.at}. «Cada día de mi vida», contestó.`,
  },
};

const ES_SHAPES: Record<PlotShape, Partial<Record<Beat, EsBeat>>> = {
  quest: {
    discovery: {
      title: (e) => `Falta algo ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('nota', 'notan')} que falta algo ${e.at}. Todo parece distinto, y nadie sabe por qué.`,
      young: (e) => `${e.H} mira a su alrededor ${e.at}. ¡Falta algo!`,
    },
    problem: {
      title: (e) => `¿Dónde ${e.tv('está', 'están')} ${e.target()}?`,
      text: (e) =>
        `Una mañana, ${e.target()} ${e.tv('ha', 'han')} desaparecido. ${e.team} ${e.v('busca', 'buscan')} por todas partes ${e.at}, pero ${e.target()} no ${e.tv('aparece', 'aparecen')} por ningún lado.`,
      young: (e) => `¡Oh, no! ¿Dónde ${e.tv('está', 'están')} ${e.target()}?`,
    },
    attempt: {
      title: (e) => `En busca de ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('sigue', 'siguen')} un rastro ${e.there} y ${e.v('busca', 'buscan')} bajo las hojas y detrás de las piedras. A todo el que ${e.v('encuentra', 'encuentran')} le ${e.v('pregunta', 'preguntan')} por ${e.target()}.`,
      young: (e) => `${e.H} mira arriba. ${e.H} mira abajo. ¿Dónde ${e.tv('está', 'están')} ${e.target()}?`,
    },
    'turning-point': {
      title: (e) => `Una pista ${e.there}`,
      text: (e) =>
        `Entonces ${e.H} descubre una pista: una huella diminuta que lleva directamente hasta ${e.target()}.`,
    },
    resolution: {
      title: (e) => `¡${cap(e.target())} ${e.tv('ha', 'han')} vuelto!`,
      text: (e) =>
        `¡${e.H} encuentra ${e.aTarget}! Todos ${e.at} lo celebran, y ${e.team} ${e.v('sabe', 'saben')} que rendirse nunca fue una opción.`,
      young: (e) => `¡${e.tv('Aquí está', 'Aquí están')}! ${e.H} encuentra ${e.aTarget}. ¡Hurra!`,
    },
  },
  deadline: {
    discovery: {
      title: (e) => `Se acerca ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'Se acercan nubes oscuras' : 'El día se acaba'}: ya viene ${e.deadline}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} todavía tiene que ${e.task}`
            : `${cap(e.target())} todavía no ${e.tv('está', 'están')} ${e.state}`
        }, y no hay tiempo que perder.`,
      young: (e) =>
        `¡Mira! Se acerca ${e.deadline}. ${e.t.beneficiary ? `${cap(e.helped)} necesita ayuda.` : `¡Rápido, ${e.call}!`}`,
    },
    problem: {
      title: (e) => (e.t.beneficiary ? `${cap(e.helped)} necesita ayuda` : `${e.H} se pone manos a la obra`),
      text: (e) =>
        e.t.beneficiary
          ? `${cap(e.helped)} no puede ${e.task} sin ayuda antes de que llegue ${e.deadline}. «¡Yo te ayudo!», dice ${e.H}.`
          : `${e.team} ${e.v('tiene', 'tienen')} que ${e.task} antes de que llegue ${e.deadline}. «¡Podemos hacerlo!», dice ${e.H}.`,
    },
    attempt: {
      title: (e) => `¡Todo por ${e.target()}!`,
      text: (e) =>
        `${e.team} ${e.v('trabaja', 'trabajan')} ${e.at} tan rápido como ${e.v('puede', 'pueden')}. Poco a poco, ${e.target()} ${
          e.safe ? `${e.tv('queda', 'quedan')} a salvo` : `${e.tv('va', 'van')} tomando forma`
        }.`,
      young: (e) => `${e.H} ayuda. ¡Más rápido, ${e.call}, más rápido!`,
    },
    'turning-point': {
      title: (e) => `Carrera contra ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'El viento aúlla y caen las primeras gotas' : 'Cada vez está más oscuro'}, pero ${e.H} no para hasta que la última parte está ${e.safe ? 'a salvo' : 'terminada'}.`,
    },
    resolution: {
      title: (e) => `${e.H} llega justo a tiempo`,
      text: (e) =>
        `Justo cuando llega ${e.deadline}, ${e.target()} ${e.tv('está', 'están')} ${e.state}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} abraza ${e.aH}: «¡Sin ti nunca lo habría conseguido!».`
            : `${e.team} ${e.v('grita', 'gritan')}: «¡Lo logramos!».`
        }`,
      young: (e) => `¡Listo! ${cap(e.target())} ${e.tv('está', 'están')} ${e.state}. ¡Muy bien, ${e.call}!`,
    },
  },
  fear: {
    discovery: {
      title: (e) => `${e.H} y ${e.target()}`,
      text: (e) =>
        `${e.H} tiene miedo de ${e.target()}. Solo con pensar en ${e.target()}, le tiemblan las rodillas.`,
      young: (e) => `${e.H} tiene miedo de ${e.target()}.`,
    },
    problem: {
      title: (e) => `${e.H} tiene demasiado miedo`,
      text: (e) =>
        `Un día, ${e.H} ya no puede escapar de ${e.target()} ${e.at}. Lo que más quiere es salir corriendo y esconderse.`,
    },
    attempt: {
      title: (e) => `${cap(e.friend)} da la mano ${e.aH}`,
      text: (e) => `${cap(e.friend)} da la mano ${e.aH}. Juntos dan un pasito hacia ${e.target()}.`,
      young: (e) => `${cap(e.friend)} da la mano ${e.aH}. Un pasito.`,
    },
    'turning-point': {
      title: (e) => `${e.H} se enfrenta a ${e.target()}`,
      text: (e) =>
        `${e.H} mira ${e.aTarget} de frente y descubre que no ${e.tv('da', 'dan')} tanto miedo como creía.`,
    },
    resolution: {
      title: (e) => `${e.H} ya no tiene miedo`,
      text: (e) => `${e.H} ya no tiene miedo de ${e.target()} y se siente más grande que nunca.`,
      young: (e) => `¡${e.H} es valiente! ${cap(e.target())} no ${e.tv('da', 'dan')} nada de miedo.`,
    },
  },
  learn: {
    discovery: {
      title: (e) => `${e.H} quiere aprender ${e.learnTo}`,
      text: (e) => `${e.H} mira a los demás y solo desea una cosa: aprender ${e.learnTo}.`,
      young: (e) => `${e.H} quiere aprender ${e.learnTo}.`,
    },
    problem: {
      title: (e) => `Aprender ${e.learnTo} es difícil`,
      text: () => `Pero no es nada fácil. El primer intento sale mal, y el segundo también.`,
    },
    attempt: {
      title: (e) => `A practicar ${e.at}`,
      text: (e) => `${e.H} practica cada día ${e.at}, y ${e.friend} le enseña cómo se hace.`,
      young: (e) => `${e.H} lo intenta una y otra vez. ${cap(e.friend)} le ayuda.`,
    },
    'turning-point': {
      title: (e) => `¡A ${e.H} por fin le sale!`,
      text: (e) => `De repente, todo encaja: ${e.H} siente cómo se hace, ${e.o('sol')} y sin ayuda.`,
    },
    resolution: {
      title: (e) => `${e.H} ya sabe ${e.skill}`,
      text: (e) => `¡${e.H} ya sabe ${e.skill}! Todos ${e.at} aplauden, y ${e.H} sonríe ${e.o('orgullos')}.`,
      young: (e) => `¡${e.H} ya sabe ${e.skill}! ¡Hurra!`,
    },
  },
  friendship: {
    discovery: {
      title: (e) => `Alguien nuevo ${e.at}`,
      text: (e) => `${e.H} conoce ${e.aFriend} ${e.at}. Al principio solo se miran con timidez.`,
      young: (e) => `${e.H} ve ${e.aFriend}. ¡Hola!`,
    },
    problem: {
      title: (e) => `${e.H} se siente ${e.o('sol')}`,
      text: (e) => `A ${e.H} le encantaría hacer amigos, pero no sabe cómo empezar.`,
    },
    attempt: {
      title: (e) => `${e.H} dice hola`,
      text: (e) =>
        `${e.H} comparte ${e.t.thing ? e.thing() : 'su merienda'} con ${e.friend}, y ${e.friend} sonríe por primera vez.`,
      young: (e) => `${e.H} comparte. ${cap(e.friend)} sonríe.`,
    },
    'turning-point': {
      title: (e) => `${e.H} y ${e.friend}, juntos`,
      text: (e) => `Cuando ${e.friend} se mete en un lío, ${e.H} está allí para ayudar.`,
    },
    resolution: {
      title: (e) => `${e.H} y ${e.friend}, ${e.bestFriends}`,
      text: (e) => `Desde ese día, ${e.H} y ${e.friend} son ${e.bestFriends} ${e.at}.`,
      young: (e) => `¡${e.H} y ${e.friend} ya son ${e.bestFriends.replace(/^l[oa]s mejores /, '')}!`,
    },
  },
  build: {
    discovery: {
      title: (e) => `Un plan para ${e.target(false)}`,
      text: (e) =>
        `${e.team} ${e.v('sueña', 'sueñan')} con ${e.target(false)}. ${e.v('Dibuja', 'Dibujan')} un plan y ${e.v('reúne', 'reúnen')} todo lo que ${e.v('necesita', 'necesitan')}.`,
      young: (e) => `${e.team} ${e.v('quiere', 'quieren')} hacer ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `¡${cap(e.target())} se tambalea!`,
      text: (e) => `El primer intento sale mal: ${e.target()} se tambalea y se viene abajo.`,
    },
    attempt: {
      title: (e) => `Manos a la obra con ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('sierra, martillea y mide', 'sierran, martillean y miden')} ${e.at}. Pieza a pieza, ${e.target()} va creciendo.`,
      young: (e) =>
        `¡Toc, toc! ${e.team} ${e.v('construye', 'construyen')} y ${e.v('construye', 'construyen')}.`,
    },
    'turning-point': {
      title: (e) => `Una sorpresa en ${e.target()}`,
      text: (e) =>
        `Dentro de ${e.target()}, ${e.H} encuentra una sorpresa: ${e.surprise}. Ahora ${e.target()} es todavía más especial.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} de ${e.H} está ${e.to('list')}`,
      text: (e) =>
        `Por fin ${e.target()} está ${e.to('terminad')}, y ${e.team} ${e.v('está', 'están')} muy ${e.os('orgullos')}.`,
      young: (e) => `¡Tachán! ¡${cap(e.target())} está ${e.to('list')}!`,
    },
  },
  mystery: {
    discovery: {
      title: (e) => `El secreto de ${e.target()}`,
      text: (e) => `${cap(e.at)}, ${e.H} descubre ${e.target(false)} que nadie había visto nunca.`,
      young: (e) => `¡Mira! ${e.H} encuentra ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `Señales extrañas ${e.at}`,
      text: (e) =>
        `Alrededor de ${e.target()} pasan cosas extrañas: ruidos por la noche, huellas por la mañana.`,
    },
    attempt: {
      title: (e) => `${e.H} investiga`,
      text: (e) =>
        `${e.team} ${e.v('sigue', 'siguen')} cada pista ${e.there} y ${e.v('apunta', 'apuntan')} todo lo que ${e.v('ve', 'ven')}.`,
      young: (e) => `${e.H} mira con atención. ¿Qué será?`,
    },
    'turning-point': {
      title: (e) => `La respuesta ${e.there}`,
      text: (e) => `Entonces ${e.H} comprende cuál es el secreto de ${e.target()}.`,
    },
    resolution: {
      title: (e) => `El misterio de ${e.target()}, resuelto`,
      text: (e) =>
        `El misterio está resuelto, y ${e.target()} se ${e.tv('convierte', 'convierten')} en el mayor tesoro de ${e.H}.`,
      young: (e) => `¡Ahora ${e.H} lo sabe! ¡Qué sorpresa!`,
    },
  },
  journey: {
    discovery: {
      title: (e) => `¡Rumbo a ${e.dest}!`,
      text: (e) =>
        `${e.team} ${e.v('quiere', 'quieren')} ir a ${e.dest}. ${e.v('Prepara', 'Preparan')} la mochila y se ${e.v('pone', 'ponen')} en camino.`,
      young: (e) => `${e.team} ${e.v('va', 'van')} a ${e.dest}.`,
    },
    problem: {
      title: (e) => `Un largo camino hasta ${e.dest}`,
      text: (e) =>
        `El camino hasta ${e.dest} es más largo de lo que ${e.v('pensaba', 'pensaban')}, y de pronto el sendero se divide en dos.`,
    },
    attempt: {
      title: (e) => `De viaje ${e.byThing}`,
      text: (e) =>
        `${e.v('Viaja', 'Viajan')} ${e.byThing}, entre campos y ríos, y ${e.v('mira', 'miran')} cómo pasa el mundo.`,
      young: (e) => `¡Allá ${e.v('va', 'van')} ${e.byThing}!`,
    },
    'turning-point': {
      title: (e) => `Casi en ${e.dest}`,
      text: (e) =>
        `Desde lo alto de la colina, ${e.H} ya puede ver ${e.animateTarget ? `la casa de ${e.target()}` : e.target()}.`,
    },
    resolution: {
      title: (e) => `${e.H} llega a ${e.dest}`,
      text: (e) =>
        `¡Por fin ${e.v('llega', 'llegan')}! ${cap(e.target())} ${e.tv('está', 'están')} allí mismo, y la bienvenida es de lo más cariñosa.`,
      young: (e) => `¡Ya ${e.v('está', 'están')} aquí! ¡Hola, ${e.vocative}!`,
    },
  },
  celebration: {
    discovery: {
      title: (e) => `Pronto llega ${e.target()}`,
      text: (e) =>
        `Pronto llega ${e.target()}, y ${e.team} ${e.v('quiere', 'quieren')} preparar una gran sorpresa.`,
      young: (e) => `¡Pronto llega ${e.target()}! ${e.H} está muy ${e.o('content')}.`,
    },
    problem: {
      title: (e) => `Problemas con ${e.thing()}`,
      text: (e) => `Pero algo sale mal con ${e.thing()}, y todavía queda mucho por hacer antes de la fiesta.`,
    },
    attempt: {
      title: (e) => `Preparativos ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('decora', 'decoran')} todo ${e.at}, ${e.v('cuelga', 'cuelgan')} guirnaldas y ${e.v('prepara', 'preparan')} ${e.thing()}.`,
      young: (e) => `${e.H} prepara ${e.thing()}. ¡Qué bonito!`,
    },
    'turning-point': {
      title: (e) => `Llegan los invitados ${e.at}`,
      text: () => `Justo a tiempo, todo está listo, y llegan los primeros invitados.`,
    },
    resolution: {
      title: (e) =>
        `${cap(esNP(noun(e.t.target), { adjs: [{ m: 'maravilloso', f: 'maravillosa', pre: true }] }))} de ${e.H}`,
      text: (e) =>
        `${cap(e.target())} ${e.tv('es', 'son')} ${e.to('maravillos')}: todos bailan, ríen y lo celebran ${e.at}.`,
      young: () => `¡A celebrar! Todos bailan y ríen.`,
    },
  },
  rescue: {
    discovery: {
      title: (e) => `${cap(e.target())} en apuros`,
      text: (e) =>
        `${e.H} oye una llamada de auxilio: ${e.target()} ${e.tv('está', 'están')} ${e.to('atrapad')} ${e.there} y no ${e.tv('puede', 'pueden')} salir.`,
      young: (e) => `¡Socorro! ${cap(e.target())} ${e.tv('está', 'están')} ${e.to('atrapad')}.`,
    },
    problem: {
      title: (e) => `No hay paso ${e.there}`,
      text: (e) => `El camino hasta ${e.target()} está cortado, y nadie se atreve a ir allí.`,
    },
    attempt: {
      title: (e) => `¡${e.H} al rescate!`,
      text: (e) =>
        `${e.team} ${e.v('trepa', 'trepan')}, ${e.v('gatea', 'gatean')} y ${e.v('tira', 'tiran')} con todas sus fuerzas.`,
      young: (e) => `${e.H} tira y tira.`,
    },
    'turning-point': {
      title: (e) => `¡Aguanta, ${e.call}!`,
      text: (e) => `En el último momento, ${e.H} alcanza ${e.aTarget} y ${e.lo} sujeta con fuerza.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())}, a salvo`,
      text: (e) => `¡${cap(e.target())} ${e.tv('está', 'están')} a salvo! Todos aplauden ${e.aTeam}.`,
      young: (e) => `¡A salvo! ¡Gracias, ${e.call}!`,
    },
  },
};

const ES_TALK: Partial<Record<Beat, EsT>> = {
  discovery: (e) =>
    `«¿Has visto eso?», susurró ${e.H}. ${cap(e.friend)} asintió despacio. ${e.pairF ? 'Ninguna de las dos quería ser la primera' : 'Ninguno de los dos quería ser el primero'} en decir lo que ambos estaban pensando.`,
  problem: (e) =>
    `«No podemos quedarnos aquí sin hacer nada», dijo ${e.H}. ${cap(e.friend)} miró a su alrededor. «Pues no nos quedemos».`,
  attempt: (e) =>
    `«¿Seguro que esto va a funcionar?», preguntó ${e.friend}. «No», admitió ${e.H}. «Pero estoy ${e.o('segur')} de que no hacer nada no funcionará».`,
  'turning-point': (e) =>
    `Más tarde, ${e.H} intentaría explicar aquel momento sin encontrar las palabras. Fue como si algo dentro de ${e.ella} por fin se hubiera puesto en pie.`,
  resolution: (e) =>
    `«Lo hemos conseguido», dijo ${e.friend}, casi sin creérselo. ${e.H} se rio tanto que tuvo que sentarse.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

const finish = (s: string): string => sentences(esContract(s));

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const e = new Es(tale);
  const own = ES_SHAPES[tale.shape][b];
  const shared = ES_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(e) : pick.text(e);
  const talk = (own?.talk ?? shared.talk ?? ES_TALK[b])?.(e);
  return {
    title: cap(esContract(pick.title(e))),
    text: finish(TALK_BANDS.includes(band) && talk ? `${text}\n${talk}` : text),
  };
}

function title(tale: Tale): string {
  const e = new Es(tale);
  const names = join(tale.team.slice(0, 2).map((p) => e.who(p)));
  const two = tale.team.slice(0, 2).length > 1;
  const text = ((): string => {
    switch (tale.shape) {
      case 'quest':
        return join([...tale.team.slice(0, 2).map((p) => e.who(p)), e.target()]);
      case 'deadline':
        return `${e.H} y ${e.target()} antes de ${e.deadline}`;
      case 'fear':
        return `${e.H} ya no tiene miedo de ${e.target()}`;
      case 'learn':
        return `${e.H} aprende ${e.learnTo}`;
      case 'friendship':
        return `${e.H} encuentra ${e.gender(e.hero) === 'f' ? 'una amiga' : 'un amigo'}`;
      case 'build':
        return `${names} ${two ? 'construyen' : 'construye'} ${e.target(false)}`;
      case 'mystery':
        return `${e.H} y el secreto de ${e.target()}`;
      case 'journey':
        return `${names} de camino a ${e.dest}`;
      case 'celebration':
        return join([...tale.team.slice(0, 2).map((p) => e.who(p)), e.target()]);
      case 'rescue':
        return `¡${e.H} al rescate!`;
    }
  })();
  return cap(esContract(text));
}

function synopsis(tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = beat(
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  ).text;
  const goal = beat(tale, 'resolution', band).text;
  const e = new Es(tale);
  const there = tale.cast.filter((p, i) => i === 0 || !p.arrives);
  const chars = join(there.map((p) => e.who(p)));
  return finish(
    young ? `${chars} ${there.length > 1 ? 'están' : 'está'} ${e.at}. ${goal}` : `${problem} ${goal}`,
  );
}

/** A teller for one cast member alone: its noun phrase for the cast list. */
const alone = (p: Person): Es =>
  new Es({
    shape: 'quest',
    cast: [p],
    team: [p],
    place: p.entry,
    target: p.entry,
    targetPlural: false,
    targetTraits: [],
  });

export const es: Teller = {
  language: 'es',
  title,
  synopsis,
  beat,
  describe: (p) =>
    p.name
      ? `${p.name} es ${alone(p).np(p, false)}.`
      : `${cap(alone(p).np(p, false))} que forma parte de esta historia.`,
  unnamed: (p) => alone(p).np({ ...p, traits: [] }),
  placeName: (tale) => esNP(noun(tale.place)),
  setting: (tale) => `La historia transcurre ${new Es(tale).at}.`,
};
