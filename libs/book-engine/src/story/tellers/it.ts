import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { LexEntry } from '../lexicon';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { IT_NOUNS, itContract, itForm, itGender, itNP, type ItGender, type ItNoun } from './it.nouns';

/** A vocative drops the definite article: "el pequeño zorro" → "pequeño zorro", "l’ours" → "ours". */
const calling = (np: string): string =>
  np.replace(/^(?:el|la|los|las|le|les|il|lo|i|gli|o|a|os|as)\s+|^l[’']/i, '');

/**
 * Italian storyteller: the plot shapes and beats of the English and German tellers (`tell.ts`), written for
 * an Italian child. Adjectives and participles agree with the hero's sex, or with the grammatical gender of
 * an unnamed hero ("la piccola volpe è stanca"), with the team ("stanchi", "stanche") and with the target
 * ("i colori perduti sono spariti"); prepositions join the article ("della", "nel", "all’").
 */

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
/** Every sentence and every quoted line opens with a capital; "a"/"e" before the same vowel become "ad"/"ed". */
const finish = (text: string): string =>
  itContract(text)
    .replace(/(?<!\p{L})a (?=a)/gu, 'ad ')
    .replace(/(?<!\p{L})e (?=[eE])/gu, 'ed ')
    .replace(
      /(^|[.!?]\s+|\n|: (?=«))(«?)(\p{Ll})/gu,
      (_m, before: string, q: string, ch: string) => before + q + ch.toUpperCase(),
    );

const noun = (x: LexEntry): ItNoun => IT_NOUNS[x.id] ?? { g: 'm', sg: x.en.sg, pl: x.en.pl };
const NIGHT = IT_NOUNS.night as ItNoun;
const isPerson = (p: Person) =>
  p.entry.cat === 'child' || p.entry.cat === 'adult' || p.entry.cat === 'relative';

export class It {
  constructor(readonly t: Tale) {}

  /** Grammatical gender of what a character is called: the sex of a named or human one, else the noun's. */
  gender(p: Person): ItGender {
    if (p.name || p.entry.cat === 'relative') return p.sex;
    return itForm(noun(p.entry), isPerson(p) && p.sex === 'f').g;
  }
  np(p: Person, def = true): string {
    return itNP(noun(p.entry), { def, traits: p.traits, female: isPerson(p) && p.sex === 'f' });
  }
  who(p: Person): string {
    if (p.name) return p.entry.cat === 'relative' ? `${noun(p.entry).sg} ${p.name}` : p.name;
    if (p.entry.cat === 'relative') return itNP(noun(p.entry));
    return this.np(p);
  }
  /** "la volpe Sonni", "sua sorella Rosie": a name with its kind, where the kind is not said yet. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    // Family nouns take the possessive without an article: "sua sorella Rosie".
    if (p.entry.id === 'sister' || p.entry.id === 'brother')
      return `${noun(p.entry).g === 'f' ? 'sua' : 'suo'} ${noun(p.entry).sg} ${p.name}`;
    if (p.entry.cat === 'child') return p.name;
    return `${itNP(itForm(noun(p.entry), isPerson(p) && p.sex === 'f'))} ${p.name}`;
  }
  /** "Leo, un piccolo trattore coraggioso" or "un piccolo riccio". */
  intro(p: Person): string {
    const kind = this.np(p, false);
    return p.name ? `${p.name}, ${kind}` : kind;
  }
  introSubject(p: Person): string {
    return p.name ? `${this.intro(p)},` : this.intro(p);
  }
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    return `${list([hero, ...kin].map((p) => this.who(p)))} sono ${noun(hero.entry).pl} e vivono ${this.at}.${
      others.length ? ` Ogni giorno passano il tempo con ${list(others.map((p) => this.withKind(p)))}.` : ''
    }`;
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
  get team(): string {
    return list(this.t.team.map((p) => this.who(p)));
  }
  get friendPerson(): Person | undefined {
    return this.t.team[1] ?? this.t.cast[1];
  }
  get friend(): string {
    const p = this.friendPerson;
    return p ? this.who(p) : 'un amico';
  }
  /** Verb agreeing with the team: v('cerca', 'cercano'). */
  v(sg: string, pl: string): string {
    return this.t.team.length > 1 ? pl : sg;
  }
  /** Adjective agreeing with the hero: a('stanco', 'stanca'). */
  a(m: string, f: string): string {
    return this.gender(this.hero) === 'f' ? f : m;
  }
  /** Adjective agreeing with the friend. */
  fa(m: string, f: string): string {
    const p = this.friendPerson;
    return p && this.gender(p) === 'f' ? f : m;
  }
  /** Adjective agreeing with the team: one hero or several (feminine plural only when all are). */
  ta(m: string, f: string, mpl: string, fpl: string): string {
    if (this.t.team.length <= 1) return this.a(m, f);
    return this.t.team.every((p) => this.gender(p) === 'f') ? fpl : mpl;
  }
  /** Plural adjective for the hero and the friend together ("amici", "amiche"). */
  pair(mpl: string, fpl: string): string {
    const p = this.friendPerson;
    return this.gender(this.hero) === 'f' && p && this.gender(p) === 'f' ? fpl : mpl;
  }
  get at(): string {
    return noun(this.t.place).at ?? `vicino a ${itNP(noun(this.t.place))}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace).at ?? this.at) : this.at;
  }
  target(def = true): string {
    return itNP(noun(this.t.target), { def, plural: this.t.targetPlural, traits: this.t.targetTraits });
  }
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** Adjective or participle agreeing with the target ("sparito", "sparite"). */
  tadj(m: string, f: string, mpl: string, fpl: string): string {
    const g = itGender(noun(this.t.target), this.t.targetPlural);
    return this.t.targetPlural ? (g === 'f' ? fpl : mpl) : g === 'f' ? f : m;
  }
  /** A skill after "imparare a": "nuotare", "andare in bicicletta". */
  get skill(): string {
    const x = noun(this.t.target);
    return x.verb ?? itNP(x);
  }
  get deadline(): string {
    return itNP(this.t.deadline ? noun(this.t.deadline) : NIGHT);
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'tutti';
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** "al sicuro" or "pronto/pronta/pronti/pronte". */
  get state(): string {
    return this.safe ? 'al sicuro' : this.tadj('pronto', 'pronta', 'pronti', 'pronte');
  }
  get task(): string {
    return this.safe ? 'mettere al sicuro' : 'finire';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return itNP(noun(th.entry), { def, traits: th.traits });
  }
  get surprise(): string {
    if (this.t.thing && !this.t.cast.some((c) => c.arrives)) return this.thing(false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : 'un biglietto segreto';
  }
  /** Characters of the setup who are there from the start, besides the hero. */
  get others(): Person[] {
    return this.t.cast.slice(1).filter((p) => !p.arrives);
  }
}

type ItT = (e: It) => string;
interface ItBeat {
  title: ItT;
  text: ItT;
  young?: ItT;
  /** Dialogue and inner life for teenagers: a second paragraph. */
  talk?: ItT;
}

const IT_SHARED: Record<Beat, ItBeat> = {
  setup: {
    title: (e) => `${e.H} ${e.at}`,
    text: (e) =>
      e.siblings() ??
      `${e.introSubject(e.hero)} vive ${e.at}. ${
        e.others.length
          ? `Ogni giorno ${e.H} passa il tempo con ${list(e.others.map((p) => e.withKind(p)))}.`
          : `Ogni giorno ${e.H} scopre qualcosa di nuovo.`
      }`,
    young: (e) =>
      `${e.a('Questo', 'Questa')} è ${e.intro(e.hero)}. ${e.H} vive ${e.at}.${
        e.others.length
          ? ` ${e.others.length > 1 ? 'Ci sono' : 'C’è'} anche ${list(e.others.map((p) => e.withKind(p)))}.`
          : ''
      }`,
    talk: (e) =>
      `«Certi giorni sembrano normali», pensò ${e.H}, «finché non lo sono più.» L’aria ${e.at} profumava di cambiamento, e ${e.H} se ne accorse prima di tutti.`,
  },
  discovery: {
    title: (e) => cap(e.thing()),
    text: (e) => `Una mattina ${e.team} ${e.v('nota', 'notano')} ${e.thing(false)} ${e.at}.`,
  },
  problem: {
    title: (e) => `Guai ${e.at}`,
    text: (e) =>
      `Poi ${e.at} qualcosa va storto, e ${e.team} ${e.v('capisce', 'capiscono')} che qualcuno deve fare qualcosa.`,
  },
  stakes: {
    title: (e) => `Il tempo stringe per ${e.H}`,
    text: (e) =>
      `Non c’è molto tempo: prima di ${e.deadline} tutto deve essere pronto. ${e.H} ha un nodo allo stomaco, ma ${e.friend} dice: «Ce la possiamo fare.»`,
    talk: (e) =>
      `«E se non ce la facciamo?» chiese ${e.H} a bassa voce. ${cap(e.friend)} rimase in silenzio per un attimo. «Allora sbaglieremo insieme. Ma non succederà.»`,
  },
  attempt: {
    title: (e) => `Il piano di ${e.H}`,
    text: (e) =>
      `${e.team} ${e.v('fa', 'fanno')} un piano e ${e.v('si mette', 'si mettono')} al lavoro ${e.at}.`,
  },
  setback: {
    title: (e) => `${e.H} sta per arrendersi`,
    text: (e) =>
      `Niente va come previsto. ${e.H} è ${e.a('stanco', 'stanca')} e ${e.a('arrabbiato', 'arrabbiata')} e vorrebbe arrendersi, e per un momento nemmeno ${e.friend} sa cosa fare.`,
    talk: (e) =>
      `«È tutto inutile», disse ${e.H}, dando un calcio a un sasso. ${cap(e.friend)} si sedette accanto a ${e.a('lui', 'lei')}. «Sembra sempre inutile un attimo prima che funzioni.»`,
  },
  'second-attempt': {
    title: (e) => `${cap(e.friend)} ha un’idea per ${e.H}`,
    text: (e) =>
      `${cap(e.friend)} ha un’idea. Questa volta ${e.team} ${e.v('prova', 'provano')} in un altro modo: piano piano, insieme, un passo dopo l’altro.`,
    talk: (e) =>
      `«Aspetta», disse ${e.friend}. «E se smettessimo di fare tutto da ${e.pair('soli', 'sole')}?» ${e.H} alzò lo sguardo e, per la prima volta quel giorno, sorrise.`,
  },
  'turning-point': {
    title: (e) => `${e.H} è ${e.a('coraggioso', 'coraggiosa')}`,
    text: (e) => `${e.H} fa un respiro profondo ed è più ${e.a('coraggioso', 'coraggiosa')} che mai.`,
  },
  resolution: {
    title: (e) => `Che gioia ${e.at}!`,
    text: (e) => `Alla fine ${e.at} tutto va per il meglio, e ${e.team} ${e.v('ride', 'ridono')} di gioia.`,
  },
  homecoming: {
    title: (e) => `${e.H} torna a casa`,
    text: (e) =>
      `Quella sera ${e.team} ${e.v('si siede', 'si siedono')} e ${e.v('racconta', 'raccontano')} la storia ancora e ancora. ${e.a('Stanco', 'Stanca')} e felice, ${e.H} si addormenta.`,
    talk: (e) =>
      `«Lo rifaresti?» chiese ${e.friend}. ${e.H} ripensò a tutto quello che era successo ${e.at}. «Ogni singolo giorno», rispose.`,
  },
};

const IT_SHAPES: Record<PlotShape, Partial<Record<Beat, ItBeat>>> = {
  quest: {
    discovery: {
      title: (e) => `Manca qualcosa ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('si accorge', 'si accorgono')} che ${e.at} manca qualcosa. Tutto sembra diverso, e nessuno sa perché.`,
      young: (e) => `${e.H} si guarda intorno ${e.at}. Manca qualcosa!`,
    },
    problem: {
      title: (e) => `Dove ${e.tv('è', 'sono')} ${e.target()}?`,
      text: (e) =>
        `Una mattina ${e.target()} ${e.tv('è', 'sono')} ${e.tadj('sparito', 'sparita', 'spariti', 'sparite')}. ${e.team} ${e.v('cerca', 'cercano')} dappertutto ${e.at}, ma ${e.target()} non si ${e.tv('trova', 'trovano')} da nessuna parte.`,
      young: (e) => `Oh no! Dove ${e.tv('è', 'sono')} ${e.target()}?`,
    },
    attempt: {
      title: (e) => `Alla ricerca di ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('segue', 'seguono')} una traccia ${e.there}, ${e.v('guarda', 'guardano')} sotto le foglie e dietro i sassi e ${e.v('chiede', 'chiedono')} a tutti notizie di ${e.target()}.`,
      young: (e) => `${e.H} guarda in alto. ${e.H} guarda in basso. Dove ${e.tv('è', 'sono')} ${e.target()}?`,
    },
    'turning-point': {
      title: (e) => `Un indizio ${e.there}`,
      text: (e) => `Poi ${e.H} scopre un indizio: una piccola traccia che porta dritta a ${e.target()}.`,
    },
    resolution: {
      title: (e) =>
        `${cap(e.target())} ${e.tv('è', 'sono')} ${e.tadj('tornato', 'tornata', 'tornati', 'tornate')}`,
      text: (e) =>
        `${e.H} ritrova ${e.target()}! Tutti ${e.at} esultano, e ${e.team} ${e.v('sa', 'sanno')} di non essersi mai ${e.ta('arreso', 'arresa', 'arresi', 'arrese')}.`,
      young: (e) => `${e.tadj('Eccolo', 'Eccola', 'Eccoli', 'Eccole')}! ${e.H} trova ${e.target()}. Evviva!`,
    },
  },
  deadline: {
    discovery: {
      title: (e) => `Arriva ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'Si addensano nuvole scure' : 'La giornata sta finendo'}: arriva ${e.deadline}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} deve ancora ${e.task} ${e.target()}`
            : `${cap(e.target())} non ${e.tv('è', 'sono')} ancora ${e.state}`
        }, e non c’è tempo da perdere.`,
      young: (e) =>
        `Guarda! Arriva ${e.deadline}. ${e.t.beneficiary ? `${cap(e.helped)} ha bisogno di aiuto.` : `Presto, ${e.call}!`}`,
    },
    problem: {
      title: (e) => (e.t.beneficiary ? `${cap(e.helped)} ha bisogno di aiuto` : `${e.H} si mette al lavoro`),
      text: (e) =>
        e.t.beneficiary
          ? `${cap(e.helped)} non riesce a ${e.task} ${e.target()} da ${
              (e.t.beneficiary && e.gender(e.t.beneficiary)) === 'f' ? 'sola' : 'solo'
            } prima di ${e.deadline}. «Ti aiuto io!» dice ${e.H}.`
          : `${e.team} ${e.v('deve', 'devono')} ${e.task} ${e.target()} prima di ${e.deadline}. «Ce la possiamo fare!» dice ${e.H}.`,
    },
    attempt: {
      title: (e) => `Al lavoro per ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('lavora', 'lavorano')} più in fretta che ${e.v('può', 'possono')} ${e.at}. Pezzo dopo pezzo, ${e.target()} ${e.tv('viene', 'vengono')} ${
          e.safe
            ? `${e.tadj('messo', 'messa', 'messi', 'messe')} al sicuro`
            : e.tadj('finito', 'finita', 'finiti', 'finite')
        }.`,
      young: (e) => `${e.H} aiuta. Più veloce, ${e.call}, più veloce!`,
    },
    'turning-point': {
      title: (e) => `Corsa contro ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'Il vento ulula e cadono le prime gocce' : 'Si fa sempre più buio'}, ma ${e.H} non si ferma finché anche l’ultimo pezzo non è ${e.safe ? 'al sicuro' : 'pronto'}.`,
    },
    resolution: {
      title: (e) => `${e.H} arriva in tempo`,
      text: (e) =>
        `Proprio quando arriva ${e.deadline}, ${e.target()} ${e.tv('è', 'sono')} ${e.state}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} abbraccia ${e.H}: «Senza di te non ce l’avrei mai fatta!»`
            : `${e.team} ${e.v('esulta', 'esultano')}: «${e.v('Ce l’ho fatta', 'Ce l’abbiamo fatta')}!»`
        }`,
      young: (e) =>
        `Fatto! ${cap(e.target())} ${e.tv('è', 'sono')} ${e.state}. ${e.a('Bravo', 'Brava')}, ${e.call}!`,
    },
  },
  fear: {
    discovery: {
      title: (e) => `${e.H} e ${e.target()}`,
      text: (e) =>
        `${e.H} ha paura di ${e.target()}. Solo a pensarci, le ginocchia ${e.a('gli', 'le')} tremano.`,
      young: (e) => `${e.H} ha paura di ${e.target()}.`,
    },
    problem: {
      title: (e) => `${e.H} ha troppa paura`,
      text: (e) =>
        `Un giorno, ${e.at}, ${e.H} non può più evitare ${e.target()}. Vorrebbe scappare e nascondersi.`,
    },
    attempt: {
      title: (e) => `${cap(e.friend)} tiene per mano ${e.H}`,
      text: (e) =>
        `${cap(e.friend)} tiene per mano ${e.H}. Insieme fanno un piccolo passo verso ${e.target()}.`,
      young: (e) => `${cap(e.friend)} tiene per mano ${e.H}. Un piccolo passo.`,
    },
    'turning-point': {
      title: (e) => `${e.H} guarda in faccia ${e.target()}`,
      text: (e) =>
        `${e.H} guarda ${e.target()} dritto negli occhi e capisce che non ${e.tv('fa', 'fanno')} poi così paura.`,
    },
    resolution: {
      title: (e) => `${e.H} non ha più paura`,
      text: (e) => `${e.H} non ha più paura di ${e.target()} e si sente più grande che mai.`,
      young: (e) =>
        `${e.H} è ${e.a('coraggioso', 'coraggiosa')}! ${cap(e.target())} non ${e.tv('fa', 'fanno')} per niente paura.`,
    },
  },
  learn: {
    discovery: {
      title: (e) => `${e.H} vuole imparare a ${e.skill}`,
      text: (e) => `${e.H} guarda gli altri e desidera una cosa sola: imparare a ${e.skill}.`,
      young: (e) => `${e.H} vuole imparare a ${e.skill}.`,
    },
    problem: {
      title: (e) => `${cap(e.skill)} è difficile`,
      text: (e) => `Ma ${e.skill} è difficile. Il primo tentativo va storto, e anche il secondo.`,
    },
    attempt: {
      title: (e) => `Allenamento ${e.at}`,
      text: (e) =>
        `${e.H} si allena a ${e.skill} ogni giorno ${e.at}, e ${e.friend} ${e.a('gli', 'le')} mostra come si fa.`,
      young: (e) => `${e.H} prova e riprova. ${cap(e.friend)} aiuta.`,
    },
    'turning-point': {
      title: (e) => `${e.H} ci prende la mano`,
      text: (e) =>
        `All’improvviso scatta qualcosa: ${e.H} sente come si fa a ${e.skill}, ${e.a('tutto da solo', 'tutta da sola')}.`,
    },
    resolution: {
      title: (e) => `${e.H} sa ${e.skill}`,
      text: (e) =>
        `${e.H} ha imparato a ${e.skill}! Tutti ${e.at} applaudono, e ${e.H} è ${e.a('orgoglioso', 'orgogliosa')} come non mai.`,
      young: (e) => `${e.H} ce la fa! Sa ${e.skill}, evviva!`,
    },
  },
  friendship: {
    discovery: {
      title: (e) => `Qualcuno di nuovo ${e.at}`,
      text: (e) =>
        `${e.H} incontra ${e.friend} ${e.at}. All’inizio si guardano soltanto, un po’ ${e.pair('timidi', 'timide')}.`,
      young: (e) => `${e.H} vede ${e.friend}. Ciao!`,
    },
    problem: {
      title: (e) => `${e.H} si sente ${e.a('solo', 'sola')}`,
      text: (e) => `${e.H} vorrebbe tanto fare amicizia, ma non sa come cominciare.`,
    },
    attempt: {
      title: (e) => `${e.H} dice ciao`,
      text: (e) =>
        `${e.H} divide ${e.t.thing ? e.thing() : 'la merenda'} con ${e.friend}, e ${e.friend} sorride per la prima volta.`,
      young: (e) => `${e.H} condivide. ${cap(e.friend)} sorride.`,
    },
    'turning-point': {
      title: (e) => `${e.H} e ${e.friend} insieme`,
      text: (e) => `Quando ${e.friend} si trova nei guai, ${e.H} è subito lì ad aiutare.`,
    },
    resolution: {
      title: (e) => `${e.H} e ${e.friend}, ${e.pair('migliori amici', 'migliori amiche')}`,
      text: (e) =>
        `Da quel giorno ${e.H} e ${e.friend} sono ${e.pair('migliori amici', 'migliori amiche')} ${e.at}.`,
      young: (e) => `${e.H} e ${e.friend} adesso sono ${e.pair('amici', 'amiche')}!`,
    },
  },
  build: {
    discovery: {
      title: (e) => `Un progetto per ${e.target(false)}`,
      text: (e) =>
        `${e.team} ${e.v('sogna', 'sognano')} ${e.target(false)}. ${e.v('Disegna', 'Disegnano')} un progetto e ${e.v('raccoglie', 'raccolgono')} tutto quello che serve.`,
      young: (e) => `${e.team} ${e.v('vuole', 'vogliono')} costruire ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `${e.H} e ${e.target()} che ${e.tv('traballa', 'traballano')}`,
      text: (e) =>
        `Il primo tentativo va storto: ${e.target()} ${e.tv('traballa e crolla', 'traballano e crollano')}.`,
    },
    attempt: {
      title: (e) => `Al lavoro su ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('sega, martella e misura', 'segano, martellano e misurano')} ${e.at}. Pezzo dopo pezzo, ${e.target()} ${e.tv('cresce', 'crescono')}.`,
      young: (e) =>
        `Toc, toc! ${e.team} ${e.v('costruisce', 'costruiscono')} e ${e.v('costruisce', 'costruiscono')}.`,
    },
    'turning-point': {
      title: (e) => `Una sorpresa in ${e.target()}`,
      text: (e) =>
        `In ${e.target()} ${e.H} trova una sorpresa: ${e.surprise}. Ora ${e.target()} ${e.tv('è', 'sono')} ancora più ${e.tv('speciale', 'speciali')}.`,
    },
    resolution: {
      title: (e) =>
        `${cap(e.target())} di ${e.H} ${e.tv('è', 'sono')} ${e.tadj('pronto', 'pronta', 'pronti', 'pronte')}`,
      text: (e) =>
        `Finalmente ${e.target()} ${e.tv('è', 'sono')} ${e.tadj('finito', 'finita', 'finiti', 'finite')}, e ${e.team} ${e.v('è', 'sono')} ${e.ta('molto orgoglioso', 'molto orgogliosa', 'molto orgogliosi', 'molto orgogliose')}.`,
      young: (e) =>
        `Tadà! ${cap(e.target())} ${e.tv('è', 'sono')} ${e.tadj('pronto', 'pronta', 'pronti', 'pronte')}!`,
    },
  },
  mystery: {
    discovery: {
      title: (e) => `Il segreto di ${e.target()}`,
      text: (e) => `${e.H} scopre ${e.at} ${e.target(false)} che nessuno ha mai visto prima.`,
      young: (e) => `Guarda! ${e.H} trova ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `Strani segnali ${e.at}`,
      text: (e) => `Intorno a ${e.target()} succedono cose strane: rumori di notte, impronte al mattino.`,
    },
    attempt: {
      title: (e) => `${e.H} indaga`,
      text: (e) =>
        `${e.team} ${e.v('segue', 'seguono')} ogni indizio ${e.there} e ${e.v('annota', 'annotano')} tutto quello che ${e.v('vede', 'vedono')}.`,
      young: (e) => `${e.H} guarda bene. Che cos’è?`,
    },
    'turning-point': {
      title: (e) => `La risposta ${e.there}`,
      text: (e) => `Poi ${e.H} capisce qual è il segreto di ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())}: mistero risolto`,
      text: (e) =>
        `Il mistero è risolto, e ${e.target()} ${e.tv('diventa', 'diventano')} il tesoro più grande di ${e.H}.`,
      young: (e) => `Ora ${e.H} lo sa! Che sorpresa!`,
    },
  },
  journey: {
    discovery: {
      title: (e) => `In viaggio verso ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('vuole', 'vogliono')} raggiungere ${e.target()}. ${e.v('Prepara', 'Preparano')} lo zaino e ${e.v('parte', 'partono')}.`,
      young: (e) => `${e.team} ${e.v('va', 'vanno')} verso ${e.target()}.`,
    },
    problem: {
      title: (e) => `Una lunga strada fino a ${e.target()}`,
      text: (e) => `La strada fino a ${e.target()} è più lunga del previsto, e il sentiero si divide in due.`,
    },
    attempt: {
      title: (e) => `In viaggio con ${e.thing()}`,
      text: (e) =>
        `${e.v('Viaggia', 'Viaggiano')} con ${e.thing()}, tra campi e fiumi, e ${e.v('guarda', 'guardano')} il mondo che passa.`,
      young: (e) => `Si parte con ${e.thing()}!`,
    },
    'turning-point': {
      title: (e) => `Quasi ${e.ta('arrivato', 'arrivata', 'arrivati', 'arrivate')}`,
      text: (e) => `Dalla cima della collina ${e.H} vede già ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${e.H} arriva`,
      text: (e) =>
        `${e.v('È', 'Sono')} ${e.ta('arrivato', 'arrivata', 'arrivati', 'arrivate')}! ${cap(e.target())} ${e.tv('è', 'sono')} proprio lì, e l’accoglienza è calorosa.`,
      young: (e) => `Eccoci! ${cap(e.target())} ci ${e.tv('aspetta', 'aspettano')}!`,
    },
  },
  celebration: {
    discovery: {
      title: (e) => `Presto arriva ${e.target()}`,
      text: (e) =>
        `Presto arriva ${e.target()}, e ${e.team} ${e.v('vuole', 'vogliono')} preparare una grande sorpresa.`,
      young: (e) => `Presto c’è ${e.target(false)}! ${e.H} non sta più nella pelle.`,
    },
    problem: {
      title: (e) => `Guai con ${e.thing()}`,
      text: (e) => `Ma con ${e.thing()} qualcosa va storto, e c’è ancora tanto da fare prima della festa.`,
    },
    attempt: {
      title: (e) => `Preparativi ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('decora', 'decorano')} tutto ${e.at}, ${e.v('appende', 'appendono')} festoni e ${e.v('prepara', 'preparano')} ${e.thing()}.`,
      young: (e) => `${e.H} prepara ${e.thing()}. Che bello!`,
    },
    'turning-point': {
      title: (e) => `Ospiti ${e.at}`,
      text: () => `Appena in tempo tutto è pronto, e arrivano i primi ospiti.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} di ${e.H}`,
      text: (e) =>
        `${cap(e.target())} ${e.tv('è', 'sono')} ${e.tadj('meraviglioso', 'meravigliosa', 'meravigliosi', 'meravigliose')}: tutti ballano, ridono e fanno festa ${e.at}.`,
      young: () => `È festa! Tutti ballano e ridono.`,
    },
  },
  rescue: {
    discovery: {
      title: (e) => `${cap(e.target())} in pericolo`,
      text: (e) =>
        `${e.H} sente una richiesta d’aiuto: ${e.target()} ${e.tv('è', 'sono')} ${e.tadj('bloccato', 'bloccata', 'bloccati', 'bloccate')} ${e.there} e non ${e.tv('riesce', 'riescono')} a liberarsi.`,
      young: (e) =>
        `Aiuto! ${cap(e.target())} ${e.tv('è', 'sono')} ${e.tadj('bloccato', 'bloccata', 'bloccati', 'bloccate')}.`,
    },
    problem: {
      title: (e) => `Nessun passaggio ${e.there}`,
      text: (e) => `La strada verso ${e.target()} è bloccata, e nessuno ha il coraggio di andarci.`,
    },
    attempt: {
      title: (e) => `${e.H} corre in aiuto`,
      text: (e) =>
        `${e.team} ${e.v('si arrampica', 'si arrampicano')}, ${e.v('striscia', 'strisciano')} e ${e.v('tira', 'tirano')} con tutte le ${e.v('sue', 'loro')} forze.`,
      young: (e) => `${e.H} tira e tira.`,
    },
    'turning-point': {
      title: (e) => `Tieni duro, ${e.call}!`,
      text: (e) =>
        `All’ultimo momento ${e.H} raggiunge ${e.target()} e ${e.tadj('lo tiene stretto', 'la tiene stretta', 'li tiene stretti', 'le tiene strette')}.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} in salvo`,
      text: (e) => `${cap(e.target())} ${e.tv('è', 'sono')} in salvo! Tutti fanno festa per ${e.team}.`,
      young: (e) => `In salvo! Grazie, ${e.call}!`,
    },
  },
};

const IT_TALK: Partial<Record<Beat, ItT>> = {
  discovery: (e) =>
    `«Hai visto?» sussurrò ${e.H}. ${cap(e.friend)} annuì piano. Nessuno dei due voleva essere il primo a dire quello che entrambi pensavano.`,
  problem: (e) =>
    `«Non possiamo restare qui ${e.pair('fermi', 'ferme')}», disse ${e.H}. ${cap(e.friend)} si guardò intorno ${e.at}. «Allora non restiamoci.»`,
  attempt: (e) =>
    `«Sei ${e.a('sicuro', 'sicura')} che funzionerà?» chiese ${e.friend}. «No», ammise ${e.H}. «Ma sono ${e.a('sicuro', 'sicura')} che non fare niente non funziona.»`,
  'turning-point': (e) =>
    `Più tardi ${e.H} avrebbe provato a spiegare quel momento, senza riuscirci. Era come se qualcosa, dentro, si fosse finalmente alzato in piedi.`,
  resolution: (e) =>
    `«Ce l’abbiamo fatta», disse ${e.friend}, quasi ${e.fa('incredulo', 'incredula')}. ${e.H} rise fino a doversi sedere.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const e = new It(tale);
  const own = IT_SHAPES[tale.shape][b];
  const shared = IT_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(e) : pick.text(e);
  const talk = TALK_BANDS.includes(band) ? (own?.talk ?? shared.talk ?? IT_TALK[b])?.(e) : undefined;
  return { title: finish(pick.title(e)), text: finish(talk ? `${text}\n${talk}` : text) };
}

function title(tale: Tale): string {
  const e = new It(tale);
  const names = list(tale.team.slice(0, 2).map((p) => e.who(p)));
  const several = tale.team.length > 1;
  switch (tale.shape) {
    case 'quest':
      return finish(`${names} e ${e.target()}`);
    case 'deadline':
      return finish(`${e.H} e ${e.target()} prima di ${e.deadline}`);
    case 'fear':
      return finish(`${e.H} non ha paura di ${e.target()}`);
    case 'learn':
      return finish(`${e.H} impara a ${e.skill}`);
    case 'friendship':
      return finish(`${e.H} trova ${e.fa('un amico', 'un’amica')}`);
    case 'build':
      return finish(`${names} ${several ? 'costruiscono' : 'costruisce'} ${e.target(false)}`);
    case 'mystery':
      return finish(`${e.H} e il segreto di ${e.target()}`);
    case 'journey':
      return finish(`${names} in viaggio verso ${e.target()}`);
    case 'celebration':
      return finish(`${names} e ${e.target()}`);
    case 'rescue':
      return finish(`${e.H} salva ${e.target()}`);
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
  if (!young) return `${problem.text} ${goal}`;
  const e = new It(tale);
  return finish(
    `${list(tale.cast.map((p) => e.who(p)))} ${tale.cast.length > 1 ? 'sono' : 'è'} ${e.at}. ${goal}`,
  );
}

export const it: Teller = {
  language: 'it',
  title,
  synopsis,
  beat,
  describe: (p) => {
    const kind = itNP(noun(p.entry), {
      def: false,
      traits: p.traits.slice(0, 1),
      female: isPerson(p) && p.sex === 'f',
    });
    return finish(p.name ? `In questa storia ${p.name} è ${kind}.` : `${kind} fa parte di questa storia.`);
  },
  unnamed: (p) =>
    p.entry.cat === 'relative'
      ? cap(noun(p.entry).sg)
      : itNP(noun(p.entry), { female: isPerson(p) && p.sex === 'f' }),
  placeName: (tale) => itNP(noun(tale.place)),
  setting: (tale) => finish(`La storia si svolge ${new It(tale).at}.`),
};
