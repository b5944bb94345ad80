import type { AgeBand, Beat } from '../../types';
import type { PlotShape } from '../frame';
import type { LexEntry } from '../lexicon';
import type { BeatText, Person, Tale } from '../tell';
import type { Teller } from '../teller';
import { FR_NOUNS, frContract, frForm, frNP, type FrGender, type FrNoun } from './fr.nouns';

/** A vocative drops the definite article: "el pequeño zorro" → "pequeño zorro", "l’ours" → "ours". */
const calling = (np: string): string =>
  np.replace(/^(?:el|la|los|las|le|les|il|lo|i|gli|o|a|os|as)\s+|^l[’']/i, '');

/**
 * French storyteller: the plot shapes and beats of the English and German tellers (`tell.ts`), written for
 * a French child. Adjectives and participles agree with the hero's sex, or with the grammatical gender of
 * an unnamed hero, with the team ("fatigués", "fatiguées") and with the target ("les couleurs ont disparu",
 * "la récolte est mise à l’abri"); "de le" becomes "du", "à les" "aux", "de Emma" "d’Emma"; the high
 * punctuation (! ? : ;) and the guillemets take a no-break space, as French typesetting wants.
 */

const NBSP = '\u00a0';
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
/** Contractions and elision, no-break spaces, and a capital at every sentence and quoted line start. */
const finish = (text: string): string =>
  frContract(text)
    .replace(/[ \u00a0]*([!?:;»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0]*/g, `«${NBSP}`)
    .replace(
      /(^|[.!?][\s\u00a0]+|\n|:\u00a0(?=«))(«\u00a0)?(\p{Ll})/gu,
      (_m, before: string, q: string | undefined, ch: string) => before + (q ?? '') + ch.toUpperCase(),
    );

const noun = (x: LexEntry): FrNoun => FR_NOUNS[x.id] ?? { g: 'm', sg: x.en.sg, pl: x.en.pl };
const NIGHT = FR_NOUNS.night as FrNoun;
const isPerson = (p: Person) =>
  p.entry.cat === 'child' || p.entry.cat === 'adult' || p.entry.cat === 'relative';

export class Fr {
  constructor(readonly t: Tale) {}

  /** Grammatical gender of what a character is called: the sex of a named or human one, else the noun's. */
  gender(p: Person): FrGender {
    if (p.name || p.entry.cat === 'relative') return p.sex;
    return frForm(noun(p.entry), isPerson(p) && p.sex === 'f').g;
  }
  np(p: Person, def = true): string {
    return frNP(noun(p.entry), { def, traits: p.traits, female: isPerson(p) && p.sex === 'f' });
  }
  who(p: Person): string {
    const x = noun(p.entry);
    if (p.name) return x.call ? `${x.call} ${p.name}` : p.name;
    if (x.call) return x.call;
    return this.np(p);
  }
  /** "le renard Sonni", "sa sœur Rosie": a name with its kind, where the kind is not said yet. */
  withKind(p: Person): string {
    const x = noun(p.entry);
    if (!p.name || x.call) return this.who(p);
    if (p.entry.id === 'sister' || p.entry.id === 'brother')
      return `${x.g === 'f' ? 'sa' : 'son'} ${x.sg} ${p.name}`;
    if (p.entry.cat === 'child') return p.name;
    return `${frNP(frForm(x, isPerson(p) && p.sex === 'f'))} ${p.name}`;
  }
  /** "Leo, un petit tracteur courageux" or "un petit hérisson". */
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
    const they = hero.entry.id === 'sister' ? 'elles' : 'ils';
    return `${list([hero, ...kin].map((p) => this.who(p)))} sont ${noun(hero.entry).pl} et vivent ${this.at}.${
      others.length
        ? ` Chaque jour, ${they} passent du temps avec ${list(others.map((p) => this.withKind(p)))}.`
        : ''
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
    return p ? this.who(p) : 'un ami';
  }
  /** Verb agreeing with the team: v('cherche', 'cherchent'). */
  v(sg: string, pl: string): string {
    return this.t.team.length > 1 ? pl : sg;
  }
  /** Adjective agreeing with the hero: a('fatigué', 'fatiguée'). */
  a(m: string, f: string): string {
    return this.gender(this.hero) === 'f' ? f : m;
  }
  fa(m: string, f: string): string {
    const p = this.friendPerson;
    return p && this.gender(p) === 'f' ? f : m;
  }
  /** Adjective agreeing with the team: one hero or several (feminine plural only when all are). */
  ta(m: string, f: string, mpl: string, fpl: string): string {
    if (this.t.team.length <= 1) return this.a(m, f);
    return this.t.team.every((p) => this.gender(p) === 'f') ? fpl : mpl;
  }
  /** The team as a pronoun: "il", "elle", "ils", "elles". */
  get they(): string {
    return this.ta('il', 'elle', 'ils', 'elles');
  }
  /** Plural for the hero and the friend together ("amis", "amies"). */
  pair(mpl: string, fpl: string): string {
    const p = this.friendPerson;
    return this.gender(this.hero) === 'f' && p && this.gender(p) === 'f' ? fpl : mpl;
  }
  get at(): string {
    return noun(this.t.place).at ?? `près de ${frNP(noun(this.t.place))}`;
  }
  get there(): string {
    return this.t.goalPlace ? (noun(this.t.goalPlace).at ?? this.at) : this.at;
  }
  target(def = true): string {
    const x = noun(this.t.target);
    if (x.call && !this.t.targetPlural) return x.call;
    return frNP(x, { def, plural: this.t.targetPlural, traits: this.t.targetTraits });
  }
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** Adjective or participle agreeing with the target ("perdu", "perdues"). */
  tadj(m: string, f: string, mpl: string, fpl: string): string {
    const g = noun(this.t.target).g;
    return this.t.targetPlural ? (g === 'f' ? fpl : mpl) : g === 'f' ? f : m;
  }
  /** A skill after "apprendre à": "nager", "faire du vélo". */
  get skill(): string {
    const x = noun(this.t.target);
    return x.verb ?? frNP(x);
  }
  get deadline(): string {
    return frNP(this.t.deadline ? noun(this.t.deadline) : NIGHT);
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'tout le monde';
  }
  /** Agreement with whom the team helps. */
  ha(m: string, f: string): string {
    return this.t.beneficiary && this.gender(this.t.beneficiary) === 'f' ? f : m;
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  /** "à l’abri" or "prêt/prête/prêts/prêtes". */
  get state(): string {
    return this.safe ? 'à l’abri' : this.tadj('prêt', 'prête', 'prêts', 'prêtes');
  }
  /** "mettre la récolte à l’abri", "terminer la cabane". */
  get task(): string {
    return this.safe ? `mettre ${this.target()} à l’abri` : `terminer ${this.target()}`;
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  thing(def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(def);
    return frNP(noun(th.entry), { def, traits: th.traits });
  }
  get surprise(): string {
    if (this.t.thing && !this.t.cast.some((c) => c.arrives)) return this.thing(false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : 'un message secret';
  }
  get others(): Person[] {
    return this.t.cast.slice(1).filter((p) => !p.arrives);
  }
}

type FrT = (e: Fr) => string;
interface FrBeat {
  title: FrT;
  text: FrT;
  young?: FrT;
  /** Dialogue and inner life for teenagers: a second paragraph. */
  talk?: FrT;
}

const FR_SHARED: Record<Beat, FrBeat> = {
  setup: {
    title: (e) => `${e.H} ${e.at}`,
    text: (e) =>
      e.siblings() ??
      `${e.introSubject(e.hero)} vit ${e.at}. ${
        e.others.length
          ? `Chaque jour, ${e.H} passe du temps avec ${list(e.others.map((p) => e.withKind(p)))}.`
          : `Chaque jour, ${e.H} découvre quelque chose de nouveau.`
      }`,
    young: (e) =>
      `Voici ${e.intro(e.hero)}. ${e.H} vit ${e.at}.${
        e.others.length
          ? ` ${cap(list(e.others.map((p) => e.withKind(p))))} ${e.others.length > 1 ? 'sont' : 'est'} là aussi.`
          : ''
      }`,
    talk: (e) =>
      `« Certains jours semblent ordinaires, pensa ${e.H}, jusqu’au moment où ils ne le sont plus. » L’air ${e.at} sentait le changement, et ${e.H} le remarqua avant tout le monde.`,
  },
  discovery: {
    title: (e) => cap(e.thing()),
    text: (e) => `Un matin, ${e.team} ${e.v('remarque', 'remarquent')} ${e.thing(false)} ${e.at}.`,
  },
  problem: {
    title: (e) => `Des ennuis ${e.at}`,
    text: (e) =>
      `Puis quelque chose tourne mal ${e.at}, et ${e.team} ${e.v('sait', 'savent')} qu’il faut agir.`,
  },
  stakes: {
    title: (e) => `Le temps presse pour ${e.H}`,
    text: (e) =>
      `Il ne reste pas beaucoup de temps : avant ${e.deadline}, tout doit être fini. ${e.H} a un nœud dans le ventre, mais ${e.friend} dit : « On peut y arriver. »`,
    talk: (e) =>
      `« Et si on n’y arrive pas ? » demanda ${e.H} à voix basse. ${cap(e.friend)} resta ${e.fa('silencieux', 'silencieuse')} un moment. « Alors on échouera ensemble. Mais ça n’arrivera pas. »`,
  },
  attempt: {
    title: (e) => `Le plan de ${e.H}`,
    text: (e) =>
      `${e.team} ${e.v('fait', 'font')} un plan et se ${e.v('met', 'mettent')} au travail ${e.at}.`,
  },
  setback: {
    title: (e) => `${e.H} veut abandonner`,
    text: (e) =>
      `Rien ne se passe comme prévu. ${e.H} est ${e.a('fatigué', 'fatiguée')} et ${e.a('fâché', 'fâchée')} et veut tout abandonner, et pendant un moment, même ${e.friend} ne sait plus quoi faire.`,
    talk: (e) =>
      `« C’est sans espoir », dit ${e.H} en donnant un coup de pied dans un caillou. ${cap(e.friend)} s’assit à côté ${e.a('de lui', 'd’elle')}. « Ça a toujours l’air sans espoir juste avant que ça marche. »`,
  },
  'second-attempt': {
    title: (e) => `${cap(e.friend)} a une idée pour ${e.H}`,
    text: (e) =>
      `${cap(e.friend)} a une idée. Cette fois, ${e.team} ${e.v('essaie', 'essaient')} autrement : doucement, ensemble, un pas après l’autre.`,
    talk: (e) =>
      `« Attends, dit ${e.friend}. Et si on arrêtait de tout faire ${e.pair('seuls', 'seules')} ? » ${e.H} leva les yeux et, pour la première fois de la journée, sourit.`,
  },
  'turning-point': {
    title: (e) => `${e.H} est ${e.a('courageux', 'courageuse')}`,
    text: (e) =>
      `${e.H} prend une grande inspiration et se montre plus ${e.a('courageux', 'courageuse')} que jamais.`,
  },
  resolution: {
    title: (e) => `Hourra ${e.at} !`,
    text: (e) => `À la fin, tout s’arrange ${e.at}, et ${e.team} ${e.v('rit', 'rient')} de joie.`,
  },
  homecoming: {
    title: (e) => `${e.H} rentre à la maison`,
    text: (e) =>
      `Ce soir-là, ${e.team} ${e.v('s’assoit', 's’assoient')} et ${e.v('raconte', 'racontent')} l’histoire encore et encore. ${e.a('Fatigué', 'Fatiguée')} et ${e.a('heureux', 'heureuse')}, ${e.H} s’endort.`,
    talk: (e) =>
      `« Tu le referais ? » demanda ${e.friend}. ${e.H} repensa à tout ce qui s’était passé ${e.at}. « Chaque jour », répondit ${e.a('il', 'elle')}.`,
  },
};

const FR_SHAPES: Record<PlotShape, Partial<Record<Beat, FrBeat>>> = {
  quest: {
    discovery: {
      title: (e) => `Il manque quelque chose ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('remarque', 'remarquent')} qu’il manque quelque chose ${e.at}. Tout a l’air différent, et personne ne sait pourquoi.`,
      young: (e) => `${e.H} regarde autour ${e.a('de lui', 'd’elle')} ${e.at}. Il manque quelque chose !`,
    },
    problem: {
      title: (e) => `Où ${e.tv('est', 'sont')} ${e.target()} ?`,
      text: (e) =>
        `Un matin, ${e.target()} ${e.tv('a', 'ont')} disparu. ${e.team} ${e.v('cherche', 'cherchent')} partout ${e.at}, mais ${e.target()} ${e.tv('reste introuvable', 'restent introuvables')}.`,
      young: (e) => `Oh non ! Où ${e.tv('est', 'sont')} ${e.target()} ?`,
    },
    attempt: {
      title: (e) => `À la recherche de ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('suit', 'suivent')} une piste ${e.there}, ${e.v('regarde', 'regardent')} sous les feuilles et derrière les pierres et ${e.v('demande', 'demandent')} à tout le monde des nouvelles de ${e.target()}.`,
      young: (e) =>
        `${e.H} regarde en haut. ${e.H} regarde en bas. Où ${e.tv('est', 'sont')} ${e.target()} ?`,
    },
    'turning-point': {
      title: (e) => `Un indice ${e.there}`,
      text: (e) =>
        `Puis ${e.H} repère un indice : une toute petite trace qui mène tout droit à ${e.target()}.`,
    },
    resolution: {
      title: (e) =>
        `${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('revenu', 'revenue', 'revenus', 'revenues')}`,
      text: (e) =>
        `${e.H} retrouve ${e.target()} ! Tout le monde ${e.at} applaudit, et ${e.team} ${e.v('est', 'sont')} ${e.ta('fier', 'fière', 'fiers', 'fières')} de n’avoir jamais abandonné.`,
      young: (e) =>
        `${e.tadj('Le voilà', 'La voilà', 'Les voilà', 'Les voilà')} ! ${e.H} trouve ${e.target()}. Hourra !`,
    },
  },
  deadline: {
    discovery: {
      title: (e) => `${cap(e.deadline)} arrive`,
      text: (e) =>
        `${e.weather ? 'De gros nuages noirs approchent' : 'La journée touche à sa fin'} : ${e.deadline} arrive. ${
          e.t.beneficiary
            ? `${cap(e.helped)} doit encore ${e.task}`
            : `${cap(e.target())} ne ${e.tv('est', 'sont')} pas encore ${e.state}`
        }, et il n’y a pas de temps à perdre.`,
      young: (e) =>
        `Regarde ! ${cap(e.deadline)} arrive. ${e.t.beneficiary ? `${cap(e.helped)} a besoin d’aide.` : `Vite, ${e.call} !`}`,
    },
    problem: {
      title: (e) => (e.t.beneficiary ? `${cap(e.helped)} a besoin d’aide` : `${e.H} se met au travail`),
      text: (e) =>
        e.t.beneficiary
          ? `${cap(e.helped)} n’arrive pas à ${e.task} ${e.ha('seul', 'seule')} avant ${e.deadline}. « Je vais t’aider ! » s’écrie ${e.H}.`
          : `${e.team} ${e.v('doit', 'doivent')} ${e.task} avant ${e.deadline}. « On peut y arriver ! » s’écrie ${e.H}.`,
    },
    attempt: {
      title: (e) => `Au travail pour ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('travaille', 'travaillent')} aussi vite que possible ${e.at}. Petit à petit, ${e.target()} ${e.tv('est', 'sont')} ${
          e.safe
            ? `${e.tadj('mis', 'mise', 'mis', 'mises')} à l’abri`
            : e.tadj('terminé', 'terminée', 'terminés', 'terminées')
        }.`,
      young: (e) => `${e.H} aide. Plus vite, ${e.call}, plus vite !`,
    },
    'turning-point': {
      title: (e) => `Course contre ${e.deadline}`,
      text: (e) =>
        `${e.weather ? 'Le vent hurle et les premières gouttes tombent' : 'Il fait de plus en plus sombre'}, mais ${e.H} ne s’arrête pas avant que le tout dernier morceau soit ${e.safe ? 'à l’abri' : 'prêt'}.`,
    },
    resolution: {
      title: (e) => `${e.H} arrive juste à temps`,
      text: (e) =>
        `Au moment même où ${e.deadline} arrive, ${e.target()} ${e.tv('est', 'sont')} ${e.state}. ${
          e.t.beneficiary
            ? `${cap(e.helped)} serre ${e.H} dans ses bras : « Sans toi, je n’y serais jamais ${e.ha('arrivé', 'arrivée')} ! »`
            : `${e.team} ${e.v('s’écrie', 's’écrient')} : « ${e.v('J’ai réussi', 'On a réussi')} ! »`
        }`,
      young: (e) => `Fini ! ${cap(e.target())} ${e.tv('est', 'sont')} ${e.state}. Bravo, ${e.call} !`,
    },
  },
  fear: {
    discovery: {
      title: (e) => `${e.H} et ${e.target()}`,
      text: (e) => `${e.H} a peur de ${e.target()}. Rien que d’y penser, ses genoux tremblent.`,
      young: (e) => `${e.H} a peur de ${e.target()}.`,
    },
    problem: {
      title: (e) => `${e.H} a bien trop peur`,
      text: (e) =>
        `Un jour, ${e.at}, ${e.H} ne peut plus éviter ${e.target()}. ${e.a('Il', 'Elle')} voudrait s’enfuir et se cacher.`,
    },
    attempt: {
      title: (e) => `${cap(e.friend)} prend la main de ${e.H}`,
      text: (e) =>
        `${cap(e.friend)} prend la main de ${e.H}. Ensemble, ${e.pair('ils', 'elles')} font un petit pas vers ${e.target()}.`,
      young: (e) => `${cap(e.friend)} tient la main de ${e.H}. Un petit pas.`,
    },
    'turning-point': {
      title: (e) => `${e.H} regarde ${e.target()} en face`,
      text: (e) =>
        `${e.H} regarde ${e.target()} droit dans les yeux et comprend que ce n’est pas si effrayant.`,
    },
    resolution: {
      title: (e) => `${e.H} n’a plus peur`,
      text: (e) =>
        `${e.H} n’a plus peur de ${e.target()} et se sent plus ${e.a('grand', 'grande')} que jamais.`,
      young: (e) =>
        `${e.H} est ${e.a('courageux', 'courageuse')} ! ${cap(e.target())} ne ${e.tv('fait', 'font')} pas peur du tout.`,
    },
  },
  learn: {
    discovery: {
      title: (e) => `${e.H} veut apprendre à ${e.skill}`,
      text: (e) => `${e.H} regarde les autres et ne rêve que d’une chose : apprendre à ${e.skill}.`,
      young: (e) => `${e.H} veut apprendre à ${e.skill}.`,
    },
    problem: {
      title: (e) => `${cap(e.skill)}, c’est difficile`,
      text: (e) => `Mais ${e.skill}, c’est difficile. Le premier essai rate, et le deuxième aussi.`,
    },
    attempt: {
      title: (e) => `Entraînement ${e.at}`,
      text: (e) => `${e.H} s’entraîne chaque jour ${e.at}, et ${e.friend} lui montre comment faire.`,
      young: (e) => `${e.H} essaie et essaie encore. ${cap(e.friend)} aide.`,
    },
    'turning-point': {
      title: (e) => `${e.H} trouve le truc`,
      text: (e) => `Tout à coup, ça y est : ${e.H} sent comment on fait, ${e.a('tout seul', 'toute seule')}.`,
    },
    resolution: {
      title: (e) => `${e.H} sait ${e.skill}`,
      text: (e) =>
        `${e.H} a appris à ${e.skill} ! Tout le monde ${e.at} applaudit, et ${e.H} rayonne de fierté.`,
      young: (e) => `${e.H} y arrive ! Hourra !`,
    },
  },
  friendship: {
    discovery: {
      title: (e) => `Quelqu’un de nouveau ${e.at}`,
      text: (e) =>
        `${e.H} rencontre ${e.friend} ${e.at}. Au début, ${e.pair('ils', 'elles')} se regardent timidement.`,
      young: (e) => `${e.H} voit ${e.friend}. Bonjour !`,
    },
    problem: {
      title: (e) => `${e.H} se sent ${e.a('seul', 'seule')}`,
      text: (e) => `${e.H} aimerait tant se faire des amis, mais ne sait pas comment commencer.`,
    },
    attempt: {
      title: (e) => `${e.H} dit bonjour`,
      text: (e) =>
        `${e.H} partage ${e.t.thing ? e.thing() : 'son goûter'} avec ${e.friend}, et ${e.friend} sourit pour la première fois.`,
      young: (e) => `${e.H} partage. ${cap(e.friend)} sourit.`,
    },
    'turning-point': {
      title: (e) => `${e.H} et ${e.friend}, ensemble`,
      text: (e) => `Quand ${e.friend} a des ennuis, ${e.H} est tout de suite là pour aider.`,
    },
    resolution: {
      title: (e) => `${e.H} et ${e.friend}, ${e.pair('meilleurs amis', 'meilleures amies')}`,
      text: (e) =>
        `À partir de ce jour, ${e.H} et ${e.friend} sont ${e.pair('les meilleurs amis', 'les meilleures amies')} ${e.at}.`,
      young: (e) => `${e.H} et ${e.friend} sont ${e.pair('amis', 'amies')} maintenant !`,
    },
  },
  build: {
    discovery: {
      title: (e) => `Un plan pour ${e.target(false)}`,
      text: (e) =>
        `${e.team} ${e.v('rêve', 'rêvent')} de ${e.target(false)}. ${cap(e.they)} ${e.v('dessine', 'dessinent')} un plan et ${e.v('rassemble', 'rassemblent')} tout ce qu’il faut.`,
      young: (e) => `${e.team} ${e.v('veut', 'veulent')} construire ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `${e.H} et ${e.target()} qui ${e.tv('vacille', 'vacillent')}`,
      text: (e) =>
        `Le premier essai rate : ${e.target()} ${e.tv('vacille et s’écroule', 'vacillent et s’écroulent')}.`,
    },
    attempt: {
      title: (e) => `Le chantier de ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('scie, cloue et mesure', 'scient, clouent et mesurent')} ${e.at}. Morceau par morceau, ${e.target()} ${e.tv('grandit', 'grandissent')}.`,
      young: (e) =>
        `Toc, toc ! ${e.team} ${e.v('construit', 'construisent')} et ${e.v('construit', 'construisent')}.`,
    },
    'turning-point': {
      title: (e) => `Une surprise dans ${e.target()}`,
      text: (e) =>
        `Dans ${e.target()}, ${e.H} trouve une surprise : ${e.surprise}. Maintenant, ${e.target()} ${e.tv('est', 'sont')} encore plus ${e.tadj('spécial', 'spéciale', 'spéciaux', 'spéciales')}.`,
    },
    resolution: {
      title: (e) =>
        `${cap(e.target())} de ${e.H} ${e.tv('est', 'sont')} ${e.tadj('prêt', 'prête', 'prêts', 'prêtes')}`,
      text: (e) =>
        `Enfin, ${e.target()} ${e.tv('est', 'sont')} ${e.tadj('terminé', 'terminée', 'terminés', 'terminées')}, et ${e.team} ${e.v('est', 'sont')} très ${e.ta('fier', 'fière', 'fiers', 'fières')}.`,
      young: (e) =>
        `Tadaa ! ${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('prêt', 'prête', 'prêts', 'prêtes')} !`,
    },
  },
  mystery: {
    discovery: {
      title: (e) => `Le secret de ${e.target()}`,
      text: (e) =>
        `${e.H} découvre ${e.at} ${e.target(false)} que personne n’a jamais ${e.tadj('vu', 'vue', 'vus', 'vues')}.`,
      young: (e) => `Regarde ! ${e.H} trouve ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `D’étranges signes ${e.at}`,
      text: (e) =>
        `Des choses étranges se passent autour de ${e.target()} : des bruits la nuit, des empreintes le matin.`,
    },
    attempt: {
      title: (e) => `${e.H} mène l’enquête`,
      text: (e) =>
        `${e.team} ${e.v('suit', 'suivent')} chaque indice ${e.there} et ${e.v('note', 'notent')} tout ce que ${e.they} ${e.v('voit', 'voient')}.`,
      young: (e) => `${e.H} regarde de près. Qu’est-ce que c’est ?`,
    },
    'turning-point': {
      title: (e) => `La réponse ${e.there}`,
      text: (e) => `Alors ${e.H} comprend quel est le secret de ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} : mystère résolu`,
      text: (e) =>
        `Le mystère est résolu, et ${e.target()} ${e.tv('devient', 'deviennent')} le plus grand trésor de ${e.H}.`,
      young: (e) => `Maintenant, ${e.H} sait ! Quelle surprise !`,
    },
  },
  journey: {
    discovery: {
      title: (e) => `En route vers ${e.target()}`,
      text: (e) =>
        `${e.team} ${e.v('veut', 'veulent')} aller jusqu’à ${e.target()}. ${cap(e.they)} ${e.v('prépare', 'préparent')} un sac et ${e.v('part', 'partent')}.`,
      young: (e) => `${e.team} ${e.v('part', 'partent')} voir ${e.target()}.`,
    },
    problem: {
      title: (e) => `Un long chemin jusqu’à ${e.target()}`,
      text: (e) =>
        `Le chemin jusqu’à ${e.target()} est plus long que prévu, et le sentier se sépare en deux.`,
    },
    attempt: {
      title: (e) => `En voyage avec ${e.thing()}`,
      text: (e) =>
        `${cap(e.they)} ${e.v('voyage', 'voyagent')} avec ${e.thing()}, à travers champs et rivières, et ${e.v('regarde', 'regardent')} le monde défiler.`,
      young: (e) => `En route avec ${e.thing()} !`,
    },
    'turning-point': {
      title: (e) => `Presque ${e.ta('arrivé', 'arrivée', 'arrivés', 'arrivées')}`,
      text: (e) => `Du haut de la colline, ${e.H} voit déjà ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${e.H} est ${e.a('arrivé', 'arrivée')}`,
      text: (e) =>
        `${cap(e.they)} ${e.v('est', 'sont')} ${e.ta('arrivé', 'arrivée', 'arrivés', 'arrivées')} ! ${cap(e.target())} ${e.tv('est', 'sont')} là, et l’accueil est chaleureux.`,
      young: (e) => `Nous voilà ! ${cap(e.target())} nous ${e.tv('attend', 'attendent')} !`,
    },
  },
  celebration: {
    discovery: {
      title: (e) => `Bientôt ${e.target()}`,
      text: (e) =>
        `Bientôt, ce sera ${e.target()}, et ${e.team} ${e.v('veut', 'veulent')} préparer une grande surprise.`,
      young: (e) => `Bientôt ${e.target()} ! ${e.H} a hâte.`,
    },
    problem: {
      title: (e) => `Un souci avec ${e.thing()}`,
      text: (e) =>
        `Mais avec ${e.thing()}, quelque chose tourne mal, et il reste tant à faire avant la fête.`,
    },
    attempt: {
      title: (e) => `Les préparatifs ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('décore', 'décorent')} tout ${e.at}, ${e.v('accroche', 'accrochent')} des guirlandes et ${e.v('prépare', 'préparent')} ${e.thing()}.`,
      young: (e) => `${e.H} prépare ${e.thing()}. Que c’est joli !`,
    },
    'turning-point': {
      title: (e) => `Des invités ${e.at}`,
      text: () => `Juste à temps, tout est prêt, et les premiers invités arrivent.`,
    },
    resolution: {
      title: (e) => `${cap(e.target())} de ${e.H}`,
      text: (e) =>
        `${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('merveilleux', 'merveilleuse', 'merveilleux', 'merveilleuses')} : tout le monde danse, rit et fait la fête ${e.at}.`,
      young: () => `C’est la fête ! Tout le monde danse et rit.`,
    },
  },
  rescue: {
    discovery: {
      title: (e) => `${cap(e.target())} en danger`,
      text: (e) =>
        `${e.H} entend un appel à l’aide : ${e.target()} ${e.tv('est', 'sont')} ${e.tadj('coincé', 'coincée', 'coincés', 'coincées')} ${e.there} et ne ${e.tv('peut', 'peuvent')} pas se libérer.`,
      young: (e) =>
        `Au secours ! ${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('coincé', 'coincée', 'coincés', 'coincées')}.`,
    },
    problem: {
      title: (e) => `Aucun passage ${e.there}`,
      text: (e) => `Le chemin vers ${e.target()} est bloqué, et personne n’ose y aller.`,
    },
    attempt: {
      title: (e) => `${e.H} à la rescousse`,
      text: (e) =>
        `${e.team} ${e.v('grimpe', 'grimpent')}, ${e.v('rampe', 'rampent')} et ${e.v('tire', 'tirent')} de toutes ${e.v('ses', 'leurs')} forces.`,
      young: (e) => `${e.H} tire et tire.`,
    },
    'turning-point': {
      title: (e) => `Tiens bon, ${e.call} !`,
      text: (e) =>
        `Au dernier moment, ${e.H} atteint ${e.target()} et ${e.tadj('le', 'la', 'les', 'les')} tient bien fort.`,
    },
    resolution: {
      title: (e) =>
        `${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('sauvé', 'sauvée', 'sauvés', 'sauvées')}`,
      text: (e) =>
        `${cap(e.target())} ${e.tv('est', 'sont')} ${e.tadj('sain et sauf', 'saine et sauve', 'sains et saufs', 'saines et sauves')} ! Tout le monde acclame ${e.team}.`,
      young: (e) => `${e.tadj('Sauvé', 'Sauvée', 'Sauvés', 'Sauvées')} ! Merci, ${e.call} !`,
    },
  },
};

const FR_TALK: Partial<Record<Beat, FrT>> = {
  discovery: (e) =>
    `« Tu as vu ça ? » chuchota ${e.H}. ${cap(e.friend)} hocha lentement la tête. ${e.pair('Aucun', 'Aucune')} des deux ne voulait être ${e.pair('le premier', 'la première')} à dire ce que ${e.pair('ils', 'elles')} pensaient ${e.pair('tous', 'toutes')} les deux.`,
  problem: (e) =>
    `« On ne peut pas rester là sans rien faire », dit ${e.H}. ${cap(e.friend)} regarda autour ${e.fa('de lui', 'd’elle')}. « Alors ne restons pas là. »`,
  attempt: (e) =>
    `« Tu es ${e.a('sûr', 'sûre')} que ça va marcher ? » demanda ${e.friend}. « Non, avoua ${e.H}. Mais je suis ${e.a('sûr', 'sûre')} que ne rien faire ne marchera pas. »`,
  'turning-point': (e) =>
    `Plus tard, ${e.H} essaierait d’expliquer ce moment, sans y parvenir. C’était comme si quelque chose, à l’intérieur, s’était enfin levé.`,
  resolution: (e) =>
    `« On a réussi », dit ${e.friend}, presque ${e.fa('incrédule', 'incrédule')}. ${e.H} rit tellement que ${e.a('il', 'elle')} dut s’asseoir.`,
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

function beat(tale: Tale, b: Beat, band: AgeBand): BeatText {
  const e = new Fr(tale);
  const own = FR_SHAPES[tale.shape][b];
  const shared = FR_SHARED[b];
  const pick = own ?? shared;
  const text = band === 'toddler' && pick.young ? pick.young(e) : pick.text(e);
  const talk = TALK_BANDS.includes(band) ? (own?.talk ?? shared.talk ?? FR_TALK[b])?.(e) : undefined;
  return { title: finish(pick.title(e)), text: finish(talk ? `${text}\n${talk}` : text) };
}

function title(tale: Tale): string {
  const e = new Fr(tale);
  const names = list(tale.team.slice(0, 2).map((p) => e.who(p)));
  switch (tale.shape) {
    case 'quest':
      return finish(`${names} et ${e.target()}`);
    case 'deadline':
      return finish(`${e.H} et ${e.target()} avant ${e.deadline}`);
    case 'fear':
      return finish(`${e.H} n’a pas peur de ${e.target()}`);
    case 'learn':
      return finish(`${e.H} apprend à ${e.skill}`);
    case 'friendship':
      return finish(`${e.H} se fait ${e.fa('un ami', 'une amie')}`);
    case 'build':
      return finish(`${names} ${e.v('construit', 'construisent')} ${e.target(false)}`);
    case 'mystery':
      return finish(`${e.H} et le secret de ${e.target()}`);
    case 'journey':
      return finish(`${names} en route vers ${e.target()}`);
    case 'celebration':
      return finish(`${names} et ${e.target()}`);
    case 'rescue':
      return finish(`${e.H} sauve ${e.target()}`);
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
  const e = new Fr(tale);
  return finish(
    `${list(tale.cast.map((p) => e.who(p)))} ${tale.cast.length > 1 ? 'sont' : 'est'} ${e.at}. ${goal}`,
  );
}

export const fr: Teller = {
  language: 'fr',
  title,
  synopsis,
  beat,
  describe: (p) => {
    const kind = frNP(noun(p.entry), {
      def: false,
      traits: p.traits.slice(0, 1),
      female: isPerson(p) && p.sex === 'f',
    });
    return finish(
      p.name ? `Dans cette histoire, ${p.name} est ${kind}.` : `${kind} fait partie de cette histoire.`,
    );
  },
  unnamed: (p) => noun(p.entry).call ?? frNP(noun(p.entry), { female: isPerson(p) && p.sex === 'f' }),
  placeName: (tale) => frNP(noun(tale.place)),
  setting: (tale) => finish(`L’histoire se passe ${new Fr(tale).at}.`),
};
