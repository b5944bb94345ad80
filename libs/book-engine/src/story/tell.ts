import type { AgeBand, Beat } from '../types';
import type { PlotShape } from './frame';
import { anOrA, deNP, enNP, type Case, type LexEntry } from './lexicon';
import { TRAITS } from './analyse-idea';

/**
 * Tells a story frame in German or English: one template set per plot shape for the beats that carry the
 * plot (discovery, problem, attempt, turning point, resolution), shared beats that still speak of the
 * idea's own characters, places and things. Every noun comes from the frame, with its German gender and case
 * ("den sprechenden Raben", "dem Zug") and its English article ("an owl").
 */

export interface Person {
  /** As the parent wrote it, or the engine's choice for an unnamed hero. */
  name?: string;
  entry: LexEntry;
  traits: string[];
  sex: 'f' | 'm';
  /** Met or found during the story (the raven in the tree house), not there from the start. */
  arrives?: boolean;
}

export interface Tale {
  shape: PlotShape;
  cast: Person[];
  /** Protagonist first; the team does the story together. */
  team: Person[];
  /** Named in the cast but waiting in the story: whom the team helps or visits. */
  beneficiary?: Person;
  place: LexEntry;
  /** A second place from the idea, where the journey or quest leads. */
  goalPlace?: LexEntry;
  target: LexEntry;
  targetPlural: boolean;
  targetTraits: string[];
  deadline?: LexEntry;
  thing?: { entry: LexEntry; traits: string[] };
}

export interface BeatText {
  title: string;
  text: string;
}

const genitive = (name: string): string => (/[sßxz]$/.test(name) ? `${name}’` : `${name}s`);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** Every sentence starts with a capital, also when it opens with "the fox" or "der Rabe". */
const sentences = (text: string): string =>
  text.replace(
    /(^|[.!?]\s+|\n|[„"]|: „)(\p{Ll})/gu,
    (_m, before: string, ch: string) => before + ch.toUpperCase(),
  );
const SMALL = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'on',
  'in',
  'at',
  'by',
  'to',
  'for',
  'with',
  'under',
  'from',
]);
/** English headline case: "Mia in the Forest", "Where Are the Lost Colours?". */
const titleCase = (s: string): string =>
  s
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL.has(w.toLowerCase()) ? w.toLowerCase() : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )
    .join(' ');
/** German contracts a preposition with the article: "in dem" → "im", "zu der" → "zur". */
const contract = (s: string): string =>
  s
    .replace(
      /\b([Ii]n|[Aa]n|[Vv]on|[Bb]ei|[Zz]u) dem\b/g,
      (_m, p: string) =>
        ({
          in: 'im',
          In: 'Im',
          an: 'am',
          An: 'Am',
          von: 'vom',
          Von: 'Vom',
          bei: 'beim',
          Bei: 'Beim',
          zu: 'zum',
          Zu: 'Zum',
        })[p] ?? _m,
    )
    .replace(/\b([Zz]u) der\b/g, (_m, z: string) => (z === 'Z' ? 'Zur' : 'zur'));
const list = (items: string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

// ── English ──────────────────────────────────────────────────────────────────────────────────────────

class En {
  constructor(readonly t: Tale) {}
  private adj(traits: string[]): string | undefined {
    const words = traits.slice(0, 2).map((k) => TRAITS[k]?.en ?? k);
    return words.length ? words.join(' ') : undefined;
  }
  who(p: Person, capital = false): string {
    if (p.name) return p.entry.cat === 'relative' ? `${cap(p.entry.en.sg)} ${p.name}` : p.name;
    if (p.entry.cat === 'relative') return cap(p.entry.en.sg);
    const adj = this.adj(p.traits);
    const np = enNP(p.entry, adj ? { adj } : {});
    return capital ? cap(np) : np;
  }
  /** "Emma and Lotta are sisters and live in the forest." when the idea names siblings. */
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const group = [hero, ...kin];
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list(
      group.map((p) => this.who(p)),
      'and',
    );
    return `${names} are ${hero.entry.en.pl} and live ${this.at}.${
      others.length
        ? ` Every day they spend time with ${list(
            others.map((p) => this.withKind(p)),
            'and',
          )}.`
        : ''
    }`;
  }
  /** "Sonni the fox", "the talking raven", "Grandma Rose": a name with its kind where the kind is not said. */
  withKind(p: Person): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${p.name} the ${p.entry.en.sg}`;
  }
  /** "Leo, a brave little tractor," — who someone is, said once. */
  /** As the subject opening a sentence: "Leo, a brave little tractor," or "A little mouse". */
  introSubject(p: Person): string {
    const intro = this.intro(p);
    return p.name ? `${intro},` : intro;
  }
  intro(p: Person): string {
    const adj = this.adj(p.traits);
    const kind = enNP(p.entry, { def: false, ...(adj ? { adj } : {}) });
    return p.name ? `${p.name}, ${kind}` : cap(kind);
  }
  /** The hero; a sentence that opens with "the little mouse" is capitalised by `sentences`. */
  get H(): string {
    return this.who(this.t.cast[0] as Person);
  }
  /** The hero called by name: "Well done, Mia!", an unnamed one without its article: "Well done, little fox!" */
  get call(): string {
    const hero = this.t.cast[0] as Person;
    if (hero.name || hero.entry.cat === 'relative') return this.H;
    const adj = this.adj(hero.traits);
    return `${adj ? `${adj} ` : ''}${hero.entry.en.sg}`;
  }
  get team(): string {
    return list(
      this.t.team.map((p, i) => this.who(p, i === 0)),
      'and',
    );
  }
  get friend(): string {
    const p = this.t.team[1] ?? this.t.cast[1];
    return p ? this.who(p) : 'a friend';
  }
  /** Verb agreeing with the team: v('looks', 'look'). */
  v(sg: string, pl: string): string {
    return this.t.team.length > 1 ? pl : sg;
  }
  get they(): string {
    return this.t.team.length > 1 ? 'they' : this.t.cast[0]?.sex === 'f' ? 'she' : 'he';
  }
  get their(): string {
    return this.t.team.length > 1 ? 'their' : this.his;
  }
  get his(): string {
    return this.t.cast[0]?.sex === 'f' ? 'her' : 'his';
  }
  /** What turns up as a surprise: a special thing of the idea, else a companion it names ("a talking raven"). */
  get surprise(): string {
    const th = this.t.thing;
    if (th && !this.t.cast.some((c) => c.arrives)) return this.thing;
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p) : this.target();
  }
  get at(): string {
    return this.t.place.at?.en ?? `in the ${this.t.place.en.sg}`;
  }
  get there(): string {
    return this.t.goalPlace?.at?.en ?? this.at;
  }
  target(def = true): string {
    const adj = this.adj(this.t.targetTraits);
    return enNP(this.t.target, { def, plural: this.t.targetPlural, ...(adj ? { adj } : {}) });
  }
  /** Verb agreeing with the target: tv('is', 'are'). */
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  get skill(): string {
    return this.t.target.en.sg;
  }
  get deadline(): string {
    return this.t.deadline ? enNP(this.t.deadline) : 'the night';
  }
  get helped(): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary) : 'everyone';
  }
  /** Living things and a harvest are brought to safety; anything else gets finished. */
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  get state(): string {
    return this.safe ? 'safe' : 'finished';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  get thing(): string {
    const th = this.t.thing;
    if (!th) return this.target();
    const adj = this.adj(th.traits);
    return enNP(th.entry, adj ? { adj } : {});
  }
  /**
   * What the hero shares with the friend: the idea's own thing, else a snack. Not `thing`, whose fallback is
   * the target, which in a friendship is the friend ("Tom shares the little fox with the little fox").
   */
  get shared(): string {
    return this.t.thing ? this.thing : `${this.his} snack`;
  }
}

type EnT = (e: En) => string;
interface EnBeat {
  title: EnT;
  text: EnT;
  young?: EnT;
  /** Dialogue and inner life for teenagers: a second paragraph. */
  talk?: EnT;
}

const EN_SHARED: Record<Beat, EnBeat> = {
  setup: {
    title: (e) => `${e.H} ${titleCase(e.at)}`,
    text: (e) =>
      e.siblings() ??
      `${e.introSubject(e.t.cast[0] as Person)} lives ${e.at}. ${
        e.t.cast.slice(1).some((p) => !p.arrives)
          ? `Every day ${e.H} spends time with ${list(
              e.t.cast
                .slice(1)
                .filter((p) => !p.arrives)
                .map((p) => e.withKind(p)),
              'and',
            )}.`
          : `Every day ${e.H} finds something new to wonder about.`
      }`,
    young: (e) =>
      `This is ${e.intro(e.t.cast[0] as Person)}. ${e.H} lives ${e.at}.${
        e.t.cast.slice(1).some((p) => !p.arrives)
          ? ` ${cap(
              list(
                e.t.cast
                  .slice(1)
                  .filter((p) => !p.arrives)
                  .map((p) => e.withKind(p)),
                'and',
              ),
            )} ${e.t.cast.length > 2 ? 'are' : 'is'} there too.`
          : ''
      }`,
    talk: (e) =>
      `"Some days feel ordinary," ${e.H} thought, "until they don't." The air ${e.at} smelled of change, and ${e.H} noticed it before anyone else.`,
  },
  discovery: {
    title: (e) => titleCase(e.thing),
    text: (e) => `One morning ${e.team} ${e.v('notices', 'notice')} ${e.thing} ${e.at}.`,
  },
  problem: {
    title: (e) => `Trouble ${titleCase(e.at)}`,
    text: (e) =>
      `Then something goes wrong ${e.at}, and ${e.team} ${e.v('knows', 'know')} that somebody has to act.`,
  },
  stakes: {
    title: (e) => `Before ${titleCase(e.deadline)}`,
    text: (e) =>
      `There is not much time: before ${e.deadline} comes, everything must be done. ${e.H} feels a knot in ${e.his} stomach, but ${e.friend} says, "We can do this."`,
    talk: (e) =>
      `"And if we fail?" ${e.H} asked quietly. ${cap(e.friend)} was silent for a moment. "Then we fail together. But we won't."`,
  },
  attempt: {
    title: (e) => `${e.H}'s Plan`,
    text: (e) => `${e.team} ${e.v('makes', 'make')} a plan and ${e.v('gets', 'get')} to work ${e.at}.`,
  },
  setback: {
    title: (e) => `${e.H} Almost Gives Up`,
    text: (e) =>
      `Nothing goes as planned. ${e.H} is tired and cross and wants to give up, and for a moment even ${e.friend} does not know what to do.`,
    talk: (e) =>
      `"This is hopeless," ${e.H} said, kicking a stone. ${cap(e.friend)} sat down next to ${e.t.cast[0]?.sex === 'f' ? 'her' : 'him'}. "Hopeless is what it looks like right before it works."`,
  },
  'second-attempt': {
    title: (e) => `${cap(e.friend)} Has an Idea`,
    text: (e) =>
      `${cap(e.friend)} has an idea. This time ${e.team} ${e.v('tries', 'try')} it differently: slowly, together, one step after another.`,
    talk: (e) =>
      `"Wait," said ${e.friend}. "What if we stop doing it alone?" ${e.H} looked up, and for the first time that day, smiled.`,
  },
  'turning-point': {
    title: (e) => `${e.H} Is Brave`,
    text: (e) => `${e.H} takes a deep breath and is braver than ever before.`,
  },
  resolution: {
    title: (e) => `Hooray ${titleCase(e.at)}!`,
    text: (e) => `In the end everything works out ${e.at}, and ${e.team} ${e.v('laughs', 'laugh')} with joy.`,
  },
  homecoming: {
    title: (e) => `${e.H} Comes Home`,
    text: (e) =>
      `That evening ${e.team} ${e.v('sits', 'sit')} together and ${e.v('tells', 'tell')} the story again and again. Tired and happy, ${e.H} falls asleep.`,
    talk: (e) =>
      `"Would you do it again?" ${e.friend} asked. ${e.H} thought about everything that had happened ${e.at}. "Every single day," ${e.they} said.`,
  },
};

const EN_SHAPES: Record<PlotShape, Partial<Record<Beat, EnBeat>>> = {
  quest: {
    discovery: {
      title: (e) => `Something Is Missing ${e.at}`,
      text: (e) =>
        `${e.team} ${e.v('notices', 'notice')} that something is missing ${e.at}. Everything looks different, and nobody knows why.`,
      young: (e) => `${e.H} looks around ${e.at}. Something is missing!`,
    },
    problem: {
      title: (e) => `Where ${e.tv('Is', 'Are')} ${titleCase(e.target())}?`,
      text: (e) =>
        `One morning ${e.target()} ${e.tv('is', 'are')} gone. ${e.team} ${e.v('searches', 'search')} everywhere ${e.at}, but ${e.target()} ${e.tv('is', 'are')} nowhere to be found.`,
      young: (e) => `Oh no! Where ${e.tv('is', 'are')} ${e.target()}?`,
    },
    attempt: {
      title: (e) => `Looking for ${titleCase(e.target())}`,
      text: (e) =>
        `${e.team} ${e.v('follows', 'follow')} a trail ${e.there}, looking under leaves and behind stones. They ask everyone they meet about ${e.target()}.`,
      young: (e) => `${e.H} looks up. ${e.H} looks down. Where ${e.tv('is', 'are')} ${e.target()}?`,
    },
    'turning-point': {
      title: (e) => `A Clue ${titleCase(e.there)}`,
      text: (e) => `Then ${e.H} spots a clue: a tiny trace that leads straight to ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${titleCase(e.target())} ${e.tv('Is', 'Are')} Back`,
      text: (e) =>
        `${e.H} finds ${e.target()}! Everyone ${e.at} cheers, and ${e.team} ${e.v('knows', 'know')} that they never gave up.`,
      young: (e) => `There ${e.tv('it is', 'they are')}! ${e.H} finds ${e.target()}. Hooray!`,
    },
  },
  deadline: {
    discovery: {
      title: (e) => `${titleCase(e.deadline)} Is Coming`,
      text: (e) =>
        `${e.weather ? 'Dark clouds gather' : 'The day is running out'}: ${e.deadline} is coming. ${e.t.beneficiary ? `${cap(e.helped)} still needs ${e.target()} ${e.safe ? 'brought to safety' : 'finished'}` : `${cap(e.target())} ${e.tv('is', 'are')} not ${e.state} yet`}, and there is no time to lose.`,
      young: (e) =>
        `Look! ${cap(e.deadline)} is coming. ${e.t.beneficiary ? `${cap(e.helped)} needs help.` : `Quick, ${e.call}!`}`,
    },
    problem: {
      title: (e) => (e.t.beneficiary ? `${cap(e.helped)} Needs Help` : `${e.H} Gets to Work`),
      text: (e) =>
        e.t.beneficiary
          ? `${cap(e.helped)} cannot get ${e.target()} ${e.state} alone before ${e.deadline}. "I'll help!" says ${e.H}.`
          : `${e.team} ${e.v('has', 'have')} to get ${e.target()} ${e.state} before ${e.deadline}. "We can do it!" says ${e.H}.`,
    },
    attempt: {
      title: (e) => `Working on ${titleCase(e.target())}`,
      text: (e) =>
        `${e.team} ${e.v('works', 'work')} as fast as ${e.they} can ${e.at}. Bit by bit, ${e.target()} ${e.tv('is', 'are')} ${e.safe ? 'brought to safety' : 'finished'}.`,
      young: (e) => `${e.H} helps. Faster, ${e.call}, faster!`,
    },
    'turning-point': {
      title: (e) => `Racing ${titleCase(e.deadline)}`,
      text: (e) =>
        `${e.weather ? 'The wind howls and the first drops fall' : 'It grows darker and darker'}, but ${e.H} does not stop until the very last piece is ${e.state}.`,
    },
    resolution: {
      title: (e) => `${e.H} Is Just in Time`,
      text: (e) =>
        `Just as ${e.deadline} arrives, ${e.target()} ${e.tv('is', 'are')} ${e.state}. ${e.t.beneficiary ? `${cap(e.helped)} hugs ${e.H}: "I could never have done it without you!"` : `${e.team} ${e.v('cheers', 'cheer')}: "We did it!"`}`,
      young: (e) => `Done! ${cap(e.target())} ${e.tv('is', 'are')} ${e.state}. Well done, ${e.call}!`,
    },
  },
  fear: {
    discovery: {
      title: (e) => `${e.H} and ${titleCase(e.target())}`,
      text: (e) =>
        `${e.H} is afraid of ${e.target()}. Just thinking about ${e.target()} makes ${e.H}'s knees shake.`,
      young: (e) => `${e.H} is scared of ${e.target()}.`,
    },
    problem: {
      title: (e) => `${e.H} Is Too Scared`,
      text: (e) =>
        `One day ${e.H} cannot avoid ${e.target()} any longer ${e.at}. ${e.H} wants to run away and hide.`,
    },
    attempt: {
      title: (e) => `${cap(e.friend)} Holds ${e.H}'s Hand`,
      text: (e) =>
        `${cap(e.friend)} holds ${e.H}'s hand. Together they take one small step closer to ${e.target()}.`,
      young: (e) => `${cap(e.friend)} holds ${e.H}'s hand. One small step.`,
    },
    'turning-point': {
      title: (e) => `${e.H} Faces ${titleCase(e.target())}`,
      text: (e) => `${e.H} looks right at ${e.target()} and sees that it is not so scary after all.`,
    },
    resolution: {
      title: (e) => `${e.H} Is No Longer Afraid`,
      text: (e) => `${e.H} is not afraid of ${e.target()} any more, and feels taller than ever.`,
      young: (e) => `${e.H} is brave! ${cap(e.target())} ${e.tv('is', 'are')} not scary at all.`,
    },
  },
  learn: {
    discovery: {
      title: (e) => `${e.H} Wants to Learn ${cap(e.skill)}`,
      text: (e) => `${e.H} watches the others and wishes for one thing: to learn ${e.skill}.`,
      young: (e) => `${e.H} wants to learn ${e.skill}.`,
    },
    problem: {
      title: (e) => `${cap(e.skill)} Is Hard`,
      text: (e) => `But ${e.skill} is hard. The first try goes wrong, and the second one too.`,
    },
    attempt: {
      title: (e) => `Practising ${titleCase(e.at)}`,
      text: (e) => `${e.H} practises ${e.skill} every day ${e.at}, and ${e.friend} shows how it is done.`,
      young: (e) => `${e.H} tries and tries. ${cap(e.friend)} helps.`,
    },
    'turning-point': {
      title: (e) => `${e.H} Gets the Hang of It`,
      text: (e) => `Suddenly it clicks: ${e.H} feels how ${e.skill} works, all alone.`,
    },
    resolution: {
      title: (e) => `${e.H} Can Do ${cap(e.skill)}`,
      text: (e) => `${e.H} has learned ${e.skill}! Everyone ${e.at} claps, and ${e.H} beams with pride.`,
      young: (e) => `${e.H} can do it! ${cap(e.skill)}, hooray!`,
    },
  },
  friendship: {
    discovery: {
      title: (e) => `Someone New ${titleCase(e.at)}`,
      text: (e) => `${e.H} meets ${e.friend} ${e.at}. At first they only look at each other shyly.`,
      young: (e) => `${e.H} sees ${e.friend}. Hello!`,
    },
    problem: {
      title: (e) => `${e.H} Feels Alone`,
      text: (e) => `${e.H} would love to be friends, but does not know how to start.`,
    },
    attempt: {
      title: (e) => `${e.H} Says Hello`,
      text: (e) => `${e.H} shares ${e.shared} with ${e.friend}, and ${e.friend} smiles for the first time.`,
      young: (e) => `${e.H} shares. ${cap(e.friend)} smiles.`,
    },
    'turning-point': {
      title: (e) => `${e.H} and ${cap(e.friend)} Together`,
      text: (e) => `When ${e.friend} gets into trouble, ${e.H} is right there to help.`,
    },
    resolution: {
      title: (e) => `${e.H} and ${cap(e.friend)}, Best Friends`,
      text: (e) => `From that day on ${e.H} and ${e.friend} are best friends ${e.at}.`,
      young: (e) => `${e.H} and ${e.friend} are friends now!`,
    },
  },
  build: {
    discovery: {
      title: (e) => `A Plan for ${titleCase(e.target(false))}`,
      text: (e) =>
        `${e.team} ${e.v('dreams', 'dream')} of ${e.target(false)}. They draw a plan and collect everything they need.`,
      young: (e) => `${e.team} ${e.v('wants', 'want')} to make ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `${e.H} and the Wobbly ${titleCase(e.target().replace(/^the /, ''))}`,
      text: (e) => `The first try goes wrong: ${e.target()} wobbles and falls apart.`,
    },
    attempt: {
      title: (e) => `Building ${titleCase(e.target())}`,
      text: (e) =>
        `${e.team} ${e.v('saws, hammers and measures', 'saw, hammer and measure')} ${e.at}. Piece by piece, ${e.target()} grows.`,
      young: (e) => `Knock, knock! ${e.team} ${e.v('builds', 'build')} and ${e.v('builds', 'build')}.`,
    },
    'turning-point': {
      title: (e) => `A Surprise in ${e.target()}`,
      text: (e) =>
        `Inside ${e.target()} ${e.H} finds a surprise: ${e.surprise}. Now ${e.target()} is even more special.`,
    },
    resolution: {
      title: (e) => `${e.H}'s ${titleCase(e.target().replace(/^the /, ''))} Is Ready`,
      text: (e) => `At last ${e.target()} is finished, and ${e.team} ${e.v('is', 'are')} very proud.`,
      young: (e) => `Ta-da! ${cap(e.target())} is ready!`,
    },
  },
  mystery: {
    discovery: {
      title: (e) => `The Secret of ${titleCase(e.target())}`,
      text: (e) => `${e.H} discovers ${e.target(false)} ${e.at} that nobody has ever seen before.`,
      young: (e) => `Look! ${e.H} finds ${e.target(false)}.`,
    },
    problem: {
      title: (e) => `Strange Signs ${e.at}`,
      text: (e) => `Strange things happen around ${e.target()}: noises at night, footprints in the morning.`,
    },
    attempt: {
      title: (e) => `${e.H} Investigates`,
      text: (e) =>
        `${e.team} ${e.v('follows', 'follow')} every clue ${e.there} and ${e.v('writes', 'write')} down what they see.`,
      young: (e) => `${e.H} looks closely. What is it?`,
    },
    'turning-point': {
      title: (e) => `The Answer ${titleCase(e.there)}`,
      text: (e) => `Then ${e.H} understands what the secret of ${e.target()} is.`,
    },
    resolution: {
      title: (e) => `${titleCase(e.target())} Explained`,
      text: (e) => `The mystery is solved, and ${e.target()} becomes ${e.H}'s greatest treasure.`,
      young: (e) => `Now ${e.H} knows! What a surprise!`,
    },
  },
  journey: {
    discovery: {
      title: (e) => `Off to ${titleCase(e.target())}`,
      text: (e) => `${e.team} ${e.v('wants', 'want')} to get to ${e.target()}. They pack a bag and set off.`,
      young: (e) => `${e.team} ${e.v('goes', 'go')} to ${e.target()}.`,
    },
    problem: {
      title: (e) => `A Long Way to ${e.target()}`,
      text: (e) => `The way to ${e.target()} is longer than they thought, and the path splits in two.`,
    },
    attempt: {
      title: (e) => `On the Road with ${titleCase(e.thing)}`,
      text: (e) => `They travel with ${e.thing}, past fields and rivers, and watch the world go by.`,
      young: (e) => `Off they go with ${e.thing}!`,
    },
    'turning-point': {
      title: (e) => `Almost at ${titleCase(e.target())}`,
      text: (e) => `From the top of the hill ${e.H} can already see ${e.target()}.`,
    },
    resolution: {
      title: (e) => `${e.H} Arrives`,
      text: (e) =>
        `They arrive! ${cap(e.target())} ${e.tv('is', 'are')} right there, and the welcome is warm.`,
      young: (e) => `Here they are! Hello, ${e.target()}!`,
    },
  },
  celebration: {
    discovery: {
      title: (e) => `Soon It's Time for ${titleCase(e.target())}`,
      text: (e) =>
        `Soon it is time for ${e.target()}, and ${e.team} ${e.v('wants', 'want')} to prepare a big surprise.`,
      young: (e) => `Soon there is ${e.target(false)}! ${e.H} is excited.`,
    },
    problem: {
      title: (e) => `${titleCase(e.thing)} Goes Wrong`,
      text: (e) => `But ${e.thing} goes wrong, and there is still so much to do before the party.`,
    },
    attempt: {
      title: (e) => `Getting Ready ${titleCase(e.at)}`,
      text: (e) =>
        `${e.team} ${e.v('decorates', 'decorate')} everything ${e.at}, hangs up garlands and prepares ${e.thing}.`,
      young: (e) => `${e.H} gets ${e.thing} ready. So pretty!`,
    },
    'turning-point': {
      title: (e) => `Guests Arrive ${e.at}`,
      text: () => `Just in time, everything is ready, and the first guests arrive.`,
    },
    resolution: {
      title: (e) => `${e.H}'s Wonderful ${titleCase(e.target(false).replace(/^an? /, ''))}`,
      text: (e) => `${cap(e.target())} is wonderful: everyone dances, laughs and celebrates ${e.at}.`,
      young: () => `Party time! Everyone dances and laughs.`,
    },
  },
  rescue: {
    discovery: {
      title: (e) => `${titleCase(e.target())} in Trouble`,
      text: (e) =>
        `${e.H} hears a cry for help: ${e.target()} ${e.tv('is', 'are')} stuck ${e.there} and cannot get free.`,
      young: (e) => `Help! ${cap(e.target())} ${e.tv('is', 'are')} stuck.`,
    },
    problem: {
      title: (e) => `No Way Through ${e.there}`,
      text: (e) => `The way to ${e.target()} is blocked, and nobody dares to go there.`,
    },
    attempt: {
      title: (e) => `${e.H} to the Rescue`,
      text: (e) =>
        `${e.team} ${e.v('climbs', 'climb')}, ${e.v('crawls', 'crawl')} and ${e.v('pulls', 'pull')} with all ${e.their} strength.`,
      young: (e) => `${e.H} pulls and pulls.`,
    },
    'turning-point': {
      title: (e) => `Hold On, ${e.call}!`,
      text: (e) => `At the last moment ${e.H} reaches ${e.target()} and holds on tight.`,
    },
    resolution: {
      title: (e) => `${titleCase(e.target())} Saved`,
      text: (e) => `${cap(e.target())} ${e.tv('is', 'are')} safe! Everyone cheers for ${e.team}.`,
      young: (e) => `Safe! Thank you, ${e.call}!`,
    },
  },
};

// ── German ───────────────────────────────────────────────────────────────────────────────────────────

class De {
  constructor(readonly t: Tale) {}
  private adj(traits: string[]): string | undefined {
    const k = traits[0];
    return k ? (TRAITS[k]?.de ?? undefined) : undefined;
  }
  who(p: Person, kase: Case = 'nom', capital = false): string {
    if (p.name) return p.entry.cat === 'relative' ? `${p.entry.de.sg} ${p.name}` : p.name;
    if (p.entry.cat === 'relative') return p.entry.de.sg;
    const adj = this.adj(p.traits);
    const np = deNP(p.entry, kase, adj ? { adj } : {});
    return capital ? cap(np) : np;
  }
  siblings(): string | undefined {
    const [hero, ...rest] = this.t.cast as [Person, ...Person[]];
    const kin = rest.filter(
      (p) => p.entry.id === hero.entry.id && (p.entry.id === 'sister' || p.entry.id === 'brother'),
    );
    if (!kin.length || !hero.name) return undefined;
    const others = rest.filter((p) => !kin.includes(p) && !p.arrives);
    const names = list(
      [hero, ...kin].map((p) => this.who(p)),
      'und',
    );
    return `${names} sind ${hero.entry.de.pl} und wohnen ${this.at}.${
      others.length
        ? ` Jeden Tag sind sie mit ${list(
            others.map((p) => this.withKind(p, 'dat')),
            'und',
          )} zusammen.`
        : ''
    }`;
  }
  /** "Sonni, dem Fuchs" / "der Fuchs Sonni": a name with its kind (apposition in the same case). */
  withKind(p: Person, kase: Case): string {
    if (!p.name || p.entry.cat === 'relative') return this.who(p, kase);
    if (p.entry.cat === 'child' && p.entry.id !== 'sister' && p.entry.id !== 'brother') return p.name;
    return `${deNP(p.entry, kase)} ${p.name}`;
  }
  /** As the subject opening a sentence: "Leo, a brave little tractor," or "A little mouse". */
  introSubject(p: Person): string {
    const intro = this.intro(p);
    return p.name ? `${intro},` : intro;
  }
  intro(p: Person): string {
    const adj = this.adj(p.traits);
    const kind = deNP(p.entry, 'nom', { def: false, ...(adj ? { adj } : {}) });
    return p.name ? `${p.name}, ${kind}` : cap(kind);
  }
  get H(): string {
    return this.who(this.t.cast[0] as Person, 'nom');
  }
  /**
   * The hero called by name: "Gut gemacht, Mia!"; an unnamed one without article, its adjective strong:
   * "Danke, kleiner Fuchs!" (not "Danke, der kleine Fuchs!").
   */
  get call(): string {
    const hero = this.t.cast[0] as Person;
    if (hero.name || hero.entry.cat === 'relative') return this.H;
    const adj = this.adj(hero.traits);
    const g = hero.entry.de.g;
    const ending = g === 'm' ? 'er' : g === 'n' ? 'es' : 'e';
    return `${adj ? `${adj.replace(/e$/, '')}${ending} ` : ''}${hero.entry.de.sg}`;
  }
  /** The hero in a case: after "bei", "von" (dative), as an object (accusative): "dem kleinen Fuchs". */
  hero(kase: Case): string {
    return this.who(this.t.cast[0] as Person, kase);
  }
  /**
   * "Lenas", "Oma Roses": a name's genitive; undefined for an unnamed hero with an article, which says
   * "von dem kleinen Fuchs" instead ("der kleine Fuchss" is no word).
   */
  get heroGenitive(): string | undefined {
    const hero = this.t.cast[0] as Person;
    if (!hero.name && hero.entry.cat !== 'relative') return undefined;
    return genitive(this.H);
  }
  team(kase: Case = 'nom', capital = true): string {
    return list(
      this.t.team.map((p, i) => this.who(p, kase, capital && i === 0)),
      'und',
    );
  }
  friend(kase: Case = 'nom'): string {
    const p = this.t.team[1] ?? this.t.cast[1];
    return p
      ? this.who(p, kase)
      : kase === 'nom'
        ? 'ein Freund'
        : kase === 'acc'
          ? 'einen Freund'
          : 'einem Freund';
  }
  v(sg: string, pl: string): string {
    return this.t.team.length > 1 ? pl : sg;
  }
  get er(): string {
    return this.t.cast[0]?.sex === 'f' ? 'sie' : 'er';
  }
  get sein(): string {
    return this.t.cast[0]?.sex === 'f' ? 'ihr' : 'sein';
  }
  get at(): string {
    return this.t.place.at?.de ?? `bei ${deNP(this.t.place, 'dat')}`;
  }
  get there(): string {
    return this.t.goalPlace?.at?.de ?? this.at;
  }
  target(kase: Case, def = true): string {
    const adj = this.adj(this.t.targetTraits);
    return deNP(this.t.target, kase, { def, plural: this.t.targetPlural, ...(adj ? { adj } : {}) });
  }
  tv(sg: string, pl: string): string {
    return this.t.targetPlural ? pl : sg;
  }
  /** A skill as German says it after "lernen": "schwimmen", but "Radfahren". */
  get skill(): string {
    const s = this.t.target.de.sg;
    return /^(Radfahren|Schlittschuhlaufen)$/.test(s) ? s : s.toLowerCase();
  }
  get safe(): boolean {
    return (
      ['animal', 'creature', 'child', 'adult', 'relative', 'place'].includes(this.t.target.cat) ||
      this.t.target.id === 'harvest'
    );
  }
  get state(): string {
    return this.safe ? 'in Sicherheit' : 'fertig';
  }
  /** "in Sicherheit zu bringen" / "fertig zu machen" */
  get taskZu(): string {
    return this.safe ? 'in Sicherheit zu bringen' : 'fertig zu machen';
  }
  get taskInf(): string {
    return this.safe ? 'in Sicherheit bringen' : 'fertig machen';
  }
  get weather(): boolean {
    return this.t.deadline?.id === 'storm' || this.t.deadline?.id === 'rain';
  }
  deadline(kase: Case): string {
    return deNP(this.t.deadline ?? (this.t.target.id === 'night' ? this.t.target : NIGHT), kase);
  }
  helped(kase: Case): string {
    return this.t.beneficiary ? this.who(this.t.beneficiary, kase) : kase === 'dat' ? 'allen' : 'alle';
  }
  surprise(kase: Case): string {
    if (this.t.thing && !this.t.cast.some((c) => c.arrives)) return this.thing(kase, false);
    const p =
      this.t.cast.find((c) => c.arrives) ??
      [...this.t.cast].reverse().find((c, i) => i < this.t.cast.length - 1 && !c.name);
    return p ? this.who(p, kase) : this.target(kase);
  }
  thing(kase: Case, def = true): string {
    const th = this.t.thing;
    if (!th) return this.target(kase, def);
    const adj = this.adj(th.traits);
    return deNP(th.entry, kase, { def, ...(adj ? { adj } : {}) });
  }
  /**
   * What the hero shares, in the accusative: the idea's own thing, else a snack ("sein Pausenbrot"; an unnamed
   * hero's possessive follows the noun's gender: "die Katze … ihr Pausenbrot"). Not `thing`, whose fallback is
   * the target, in a friendship the friend ("Tom teilt den kleinen Fuchs mit dem kleinen Fuchs").
   */
  get shared(): string {
    if (this.t.thing) return this.thing('acc');
    return `${this.possessive} Pausenbrot`;
  }
  /** The hero's possessive: a name by the child's sex, an unnamed animal by its noun ("die Maus … ihr"). */
  get possessive(): string {
    const hero = this.t.cast[0];
    if (hero && !hero.name && hero.entry.cat !== 'relative') return hero.entry.de.g === 'f' ? 'ihr' : 'sein';
    return this.sein;
  }
}

const NIGHT: LexEntry = {
  id: 'night',
  cat: 'event',
  en: { sg: 'night', pl: 'nights' },
  de: { g: 'f', sg: 'Nacht', pl: 'Nächte' },
};

type DeT = (d: De) => string;
interface DeBeat {
  title: DeT;
  text: DeT;
  young?: DeT;
  talk?: DeT;
}

const DE_SHARED: Record<Beat, DeBeat> = {
  setup: {
    title: (d) => `${d.H} ${d.at}`,
    text: (d) =>
      d.siblings() ??
      `${d.introSubject(d.t.cast[0] as Person)} wohnt ${d.at}. ${
        d.t.cast.slice(1).some((p) => !p.arrives)
          ? `Jeden Tag ist ${d.H} mit ${list(
              d.t.cast
                .slice(1)
                .filter((p) => !p.arrives)
                .map((p) => d.withKind(p, 'dat')),
              'und',
            )} zusammen.`
          : `Jeden Tag entdeckt ${d.H} etwas Neues.`
      }`,
    young: (d) =>
      `Das ist ${d.intro(d.t.cast[0] as Person)}. ${d.H} wohnt ${d.at}.${
        d.t.cast.slice(1).some((p) => !p.arrives)
          ? ` ${cap(
              list(
                d.t.cast
                  .slice(1)
                  .filter((p) => !p.arrives)
                  .map((p) => d.withKind(p, 'nom')),
                'und',
              ),
            )} ${d.t.cast.length > 2 ? 'sind' : 'ist'} auch da.`
          : ''
      }`,
    talk: (d) =>
      `„Manche Tage sind ganz gewöhnlich“, dachte ${d.H}, „bis sie es nicht mehr sind.“ Die Luft ${d.at} roch nach Veränderung, und ${d.H} spürte es vor allen anderen.`,
  },
  discovery: {
    title: (d) => cap(d.thing('nom')),
    text: (d) =>
      `Eines Morgens ${d.v('entdeckt', 'entdecken')} ${d.team()} ${d.at} ${d.thing('acc', false)}.`,
  },
  problem: {
    title: (d) => `Ärger ${d.at}`,
    text: (d) =>
      `Dann geht ${d.at} etwas schief, und ${d.team()} ${d.v('weiß', 'wissen')}: Jemand muss etwas tun.`,
  },
  stakes: {
    title: (d) => `Vor ${d.deadline('dat')}`,
    text: (d) =>
      `Viel Zeit bleibt nicht: Vor ${d.deadline('dat')} muss alles geschafft sein. ${d.H} hat ein mulmiges Gefühl, aber ${d.friend()} sagt: „Wir schaffen das.“`,
    talk: (d) =>
      `„Und wenn wir es nicht schaffen?“, fragte ${d.H} leise. ${cap(d.friend())} schwieg einen Moment. „Dann scheitern wir zusammen. Aber das werden wir nicht.“`,
  },
  attempt: {
    title: (d) => `${d.H} hat einen Plan`,
    text: (d) => `${d.team()} ${d.v('macht', 'machen')} einen Plan und ${d.v('legt', 'legen')} ${d.at} los.`,
  },
  setback: {
    title: (d) => `${d.H} will aufgeben`,
    text: (d) =>
      `Nichts klappt wie geplant. ${d.H} ist müde und wütend und will aufgeben, und einen Moment lang weiß auch ${d.friend()} nicht weiter.`,
    talk: (d) =>
      `„Das ist hoffnungslos“, sagte ${d.H} und trat gegen einen Stein. ${cap(d.friend())} setzte sich daneben. „So sieht es immer aus, kurz bevor es klappt.“`,
  },
  'second-attempt': {
    title: (d) => `${cap(d.friend())} hat eine Idee`,
    text: (d) =>
      `${cap(d.friend())} hat eine Idee. Diesmal ${d.v('versucht', 'versuchen')} ${d.team('nom', false)} es anders: langsam, gemeinsam, Schritt für Schritt.`,
    talk: (d) =>
      `„Warte“, sagte ${d.friend()}. „Was, wenn wir es nicht mehr allein versuchen?“ ${d.H} sah auf und lächelte zum ersten Mal an diesem Tag.`,
  },
  'turning-point': {
    title: (d) => `${d.H} ist mutig`,
    text: (d) => `${d.H} atmet tief durch und ist mutiger als je zuvor.`,
  },
  resolution: {
    title: (d) => `Hurra ${d.at}!`,
    text: (d) => `Am Ende wird ${d.at} alles gut, und ${d.team()} ${d.v('lacht', 'lachen')} vor Freude.`,
  },
  homecoming: {
    title: (d) => `${d.H} kommt nach Hause`,
    text: (d) =>
      `Am Abend ${d.v('sitzt', 'sitzen')} ${d.team('nom', false)} zusammen und ${d.v('erzählt', 'erzählen')} die Geschichte immer wieder. Müde und glücklich schläft ${d.H} ein.`,
    talk: (d) =>
      `„Würdest du das noch einmal machen?“, fragte ${d.friend()}. ${d.H} dachte an alles, was ${d.at} passiert war. „Jeden einzelnen Tag“, sagte ${d.er}.`,
  },
};

const DE_SHAPES: Record<PlotShape, Partial<Record<Beat, DeBeat>>> = {
  quest: {
    discovery: {
      title: (d) => `Etwas fehlt ${d.at}`,
      text: (d) =>
        `${d.team()} ${d.v('merkt', 'merken')}, dass ${d.at} etwas fehlt. Alles sieht anders aus, und niemand weiß, warum.`,
      young: (d) => `${d.H} schaut sich ${d.at} um. Etwas fehlt!`,
    },
    problem: {
      title: (d) => `Wo ${d.tv('ist', 'sind')} ${d.target('nom')}?`,
      text: (d) =>
        `Eines Morgens ${d.tv('ist', 'sind')} ${d.target('nom')} weg. ${d.team()} ${d.v('sucht', 'suchen')} ${d.at} überall, aber ${d.target('nom')} ${d.tv('bleibt', 'bleiben')} verschwunden.`,
      young: (d) => `Oh nein! Wo ${d.tv('ist', 'sind')} ${d.target('nom')}?`,
    },
    attempt: {
      title: (d) => `Auf der Suche nach ${d.target('dat')}`,
      text: (d) =>
        `${d.team()} ${d.v('folgt', 'folgen')} einer Spur ${d.there} und ${d.v('schaut', 'schauen')} unter Blätter und hinter Steine. Alle, die sie treffen, fragen sie nach ${d.target('dat')}.`,
      young: (d) =>
        `${d.H} schaut nach oben. ${d.H} schaut nach unten. Wo ${d.tv('ist', 'sind')} ${d.target('nom')}?`,
    },
    'turning-point': {
      title: (d) => `Eine Spur ${d.there}`,
      text: (d) => `Da entdeckt ${d.H} eine winzige Spur, die direkt zu ${d.target('dat')} führt.`,
    },
    resolution: {
      title: (d) => `${cap(d.target('nom'))} ${d.tv('ist', 'sind')} wieder da`,
      text: (d) =>
        `${d.H} findet ${d.target('acc')}! Alle ${d.at} jubeln, und ${d.team('nom', false)} ${d.v('weiß', 'wissen')}: Aufgeben war keine Möglichkeit.`,
      young: (d) =>
        `Da ${d.tv('ist', 'sind')} ${d.tv('es', 'sie')}! ${d.H} findet ${d.target('acc')}. Hurra!`,
    },
  },
  deadline: {
    discovery: {
      title: (d) => `${cap(d.deadline('nom'))} kommt`,
      text: (d) =>
        `${d.weather ? 'Dunkle Wolken ziehen auf' : 'Der Tag geht zu Ende'}: ${cap(d.deadline('nom'))} kommt. ${d.t.beneficiary ? `${cap(d.helped('nom'))} muss noch ${d.target('acc')} ${d.taskInf}` : `${cap(d.target('nom'))} ${d.tv('ist', 'sind')} noch nicht ${d.state}`}, und es ist keine Zeit zu verlieren.`,
      young: (d) =>
        `Schau! ${cap(d.deadline('nom'))} kommt. ${d.t.beneficiary ? `${cap(d.helped('nom'))} braucht Hilfe.` : `Schnell, ${d.call}!`}`,
    },
    problem: {
      title: (d) => (d.t.beneficiary ? `${cap(d.helped('nom'))} braucht Hilfe` : `${d.H} packt an`),
      text: (d) =>
        d.t.beneficiary
          ? `${cap(d.helped('nom'))} schafft es nicht allein, ${d.target('acc')} vor ${d.deadline('dat')} ${d.taskZu}. „Ich helfe dir!“, ruft ${d.H}.`
          : `${d.team()} ${d.v('muss', 'müssen')} ${d.target('acc')} vor ${d.deadline('dat')} ${d.taskInf}. „Das schaffen wir!“, ruft ${d.H}.`,
    },
    attempt: {
      title: (d) => `Alle Kraft für ${d.target('acc')}`,
      text: (d) =>
        `${d.team()} ${d.v('arbeitet', 'arbeiten')} ${d.at}, so schnell es geht. Stück für Stück ${d.safe ? `${d.tv('kommt', 'kommen')} ${d.target('nom')} in Sicherheit` : `${d.tv('wird', 'werden')} ${d.target('nom')} fertig`}.`,
      young: (d) => `${d.H} hilft. Schneller, ${d.call}, schneller!`,
    },
    'turning-point': {
      title: (d) => `Wettlauf mit ${d.deadline('dat')}`,
      text: (d) =>
        `${d.weather ? 'Der Wind heult, die ersten Tropfen fallen' : 'Es wird dunkler und dunkler'}, aber ${d.H} hört nicht auf, bis das letzte Stück ${d.state} ist.`,
    },
    resolution: {
      title: (d) => `${d.H} schafft es rechtzeitig`,
      text: (d) =>
        `Gerade als ${d.deadline('nom')} kommt, ${d.tv('ist', 'sind')} ${d.target('nom')} ${d.state}. ${d.t.beneficiary ? `${cap(d.helped('nom'))} umarmt ${d.who(d.t.cast[0] as Person, 'acc')}: „Ohne dich hätte ich das nie geschafft!“` : `${d.team()} ${d.v('jubelt', 'jubeln')}: „Geschafft!“`}`,
      young: (d) =>
        `Geschafft! ${cap(d.target('nom'))} ${d.tv('ist', 'sind')} ${d.state}. Gut gemacht, ${d.call}!`,
    },
  },
  fear: {
    discovery: {
      title: (d) => `${d.H} und ${d.target('nom')}`,
      text: (d) =>
        `${d.H} hat Angst vor ${d.target('dat')}. Schon beim Gedanken daran zittern ${d.sein === 'ihr' ? 'ihr' : 'ihm'} die Knie.`,
      young: (d) => `${d.H} hat Angst vor ${d.target('dat')}.`,
    },
    problem: {
      title: (d) => `${d.H} hat viel zu viel Angst`,
      text: (d) =>
        `Eines Tages kann ${d.H} ${d.target('dat')} ${d.at} nicht mehr ausweichen. Am liebsten würde ${d.er} weglaufen.`,
    },
    attempt: {
      title: (d) => `${d.H} wagt einen kleinen Schritt`,
      text: (d) =>
        `${cap(d.friend())} nimmt ${d.who(d.t.cast[0] as Person, 'acc')} an die Hand. Zusammen gehen sie einen kleinen Schritt auf ${d.target('acc')} zu.`,
      young: (d) => `${cap(d.friend())} hält ${d.hero('acc')} fest. Ein kleiner Schritt.`,
    },
    'turning-point': {
      title: (d) => `${d.H} schaut hin`,
      text: (d) =>
        `${d.H} schaut ${d.target('dat')} mitten ins Gesicht und merkt: So schlimm ist das gar nicht.`,
    },
    resolution: {
      title: (d) => `${d.H} hat keine Angst mehr`,
      text: (d) => `${d.H} hat keine Angst mehr vor ${d.target('dat')} und fühlt sich größer als je zuvor.`,
      young: (d) => `${d.H} ist mutig! ${cap(d.target('nom'))} ${d.tv('ist', 'sind')} gar nicht schlimm.`,
    },
  },
  learn: {
    discovery: {
      title: (d) => `${d.H} will ${d.skill} lernen`,
      text: (d) => `${d.H} schaut den anderen zu und wünscht sich nur eins: ${d.skill} lernen.`,
      young: (d) => `${d.H} will ${d.skill} lernen.`,
    },
    problem: {
      title: (d) => `${cap(d.skill)} ist schwer`,
      text: () => `Aber das ist schwer. Der erste Versuch geht schief, der zweite auch.`,
    },
    attempt: {
      title: (d) => `Üben ${d.at}`,
      text: (d) => `${d.H} übt jeden Tag ${d.at}, und ${d.friend()} zeigt, wie es geht.`,
      young: (d) => `${d.H} übt und übt. ${cap(d.friend())} hilft.`,
    },
    'turning-point': {
      title: (d) => `Auf einmal klappt es bei ${d.hero('dat')}`,
      text: (d) => `Plötzlich macht es klick: ${d.H} spürt, wie es geht, ganz allein.`,
    },
    resolution: {
      title: (d) => `${d.H} kann ${d.skill}`,
      text: (d) => `${d.H} kann jetzt ${d.skill}! Alle ${d.at} klatschen, und ${d.H} strahlt vor Stolz.`,
      young: (d) => `${d.H} kann es! Hurra!`,
    },
  },
  friendship: {
    discovery: {
      title: (d) => `Jemand Neues ${d.at}`,
      text: (d) => `${d.H} trifft ${d.at} ${d.friend('acc')}. Zuerst schauen sie sich nur schüchtern an.`,
      young: (d) => `${d.H} sieht ${d.friend('acc')}. Hallo!`,
    },
    problem: {
      title: (d) => `${d.H} fühlt sich allein`,
      text: (d) => `${d.H} möchte so gern befreundet sein, aber weiß nicht, wie man anfängt.`,
    },
    attempt: {
      title: (d) => `${d.H} sagt Hallo`,
      text: (d) =>
        `${d.H} teilt ${d.shared} mit ${d.friend('dat')}, und ${d.friend()} lächelt zum ersten Mal.`,
      young: (d) => `${d.H} teilt. ${cap(d.friend())} lächelt.`,
    },
    'turning-point': {
      title: (d) => `${d.H} und ${d.friend()} halten zusammen`,
      text: (d) => `Als ${d.friend()} in Schwierigkeiten gerät, ist ${d.H} sofort zur Stelle.`,
    },
    resolution: {
      title: (d) => `${d.H} und ${d.friend()}: beste Freunde`,
      text: (d) => `Von diesem Tag an sind ${d.H} und ${d.friend()} ${d.at} die besten Freunde.`,
      young: (d) => `${d.H} und ${d.friend()} sind jetzt Freunde!`,
    },
  },
  build: {
    discovery: {
      title: (d) => `Ein Plan für ${d.target('acc', false)}`,
      text: (d) =>
        `${d.team()} ${d.v('träumt', 'träumen')} von ${d.target('dat', false)}. Sie zeichnen einen Plan und sammeln alles, was sie brauchen.`,
      young: (d) => `${d.team()} ${d.v('will', 'wollen')} ${d.target('acc', false)} bauen.`,
    },
    problem: {
      title: (d) => `${d.H} und ${d.target('nom')}: Es wackelt`,
      text: (d) =>
        `Der erste Versuch geht schief: ${cap(d.target('nom'))} wackelt und fällt in sich zusammen.`,
    },
    attempt: {
      title: (d) => `${d.H} baut ${d.target('acc', false)}`,
      text: (d) =>
        `${d.team()} ${d.v('sägt, hämmert und misst', 'sägen, hämmern und messen')} ${d.at}. Stück für Stück wächst ${d.target('nom')}.`,
      young: (d) => `Klopf, klopf! ${d.team()} ${d.v('baut', 'bauen')} und ${d.v('baut', 'bauen')}.`,
    },
    'turning-point': {
      title: (d) => `Eine Überraschung in ${d.target('dat')}`,
      text: (d) =>
        `In ${d.target('dat')} wartet eine Überraschung auf ${d.who(d.t.cast[0] as Person, 'acc')}: ${d.surprise('nom')}. Jetzt ist alles noch besonderer.`,
    },
    resolution: {
      title: (d) =>
        d.heroGenitive
          ? `${d.heroGenitive} ${d.target('nom').replace(/^(der|die|das) /, '')} ist fertig`
          : `${cap(d.target('nom'))} von ${d.hero('dat')} ist fertig`,
      text: (d) =>
        `Endlich ist ${d.target('nom')} fertig, und ${d.team('nom', false)} ${d.v('ist', 'sind')} sehr stolz.`,
      young: (d) => `Tadaa! ${cap(d.target('nom'))} ist fertig!`,
    },
  },
  mystery: {
    discovery: {
      title: (d) => `Das Geheimnis von ${d.target('dat')}`,
      text: (d) => `${d.H} entdeckt ${d.at} ${d.target('acc', false)}, wie es noch niemand gesehen hat.`,
      young: (d) => `Schau! ${d.H} findet ${d.target('acc', false)}.`,
    },
    problem: {
      title: (d) => `Seltsame Zeichen ${d.at}`,
      text: (d) =>
        `Rund um ${d.target('acc')} passieren seltsame Dinge: Geräusche in der Nacht, Spuren am Morgen.`,
    },
    attempt: {
      title: (d) => `${d.H} ermittelt`,
      text: (d) =>
        `${d.team()} ${d.v('folgt', 'folgen')} jeder Spur ${d.there} und ${d.v('schreibt', 'schreiben')} alles auf.`,
      young: (d) => `${d.H} schaut genau hin. Was ist das?`,
    },
    'turning-point': {
      title: (d) => `Die Lösung ${d.there}`,
      text: (d) => `Da versteht ${d.H}, was hinter ${d.target('dat')} steckt.`,
    },
    resolution: {
      title: (d) => `${d.H} löst das Rätsel`,
      text: (d) =>
        `Das Rätsel ist gelöst, und ${d.target('nom')} wird ${d.heroGenitive ? `${d.heroGenitive} größter Schatz` : `der größte Schatz von ${d.hero('dat')}`}.`,
      young: (d) => `Jetzt weiß ${d.H} es! Was für eine Überraschung!`,
    },
  },
  journey: {
    discovery: {
      title: (d) => `Auf zu ${d.target('dat')}`,
      text: (d) =>
        `${d.team()} ${d.v('will', 'wollen')} zu ${d.target('dat')}. Sie packen ihre Taschen und machen sich auf den Weg.`,
      young: (d) => `${d.team()} ${d.v('fährt', 'fahren')} zu ${d.target('dat')}.`,
    },
    problem: {
      title: (d) => `Der weite Weg zu ${d.target('dat')}`,
      text: (d) => `Der Weg zu ${d.target('dat')} ist länger als gedacht, und dann teilt sich der Pfad.`,
    },
    attempt: {
      title: (d) => `Unterwegs mit ${d.thing('dat')}`,
      text: (d) =>
        `Sie reisen mit ${d.thing('dat')}, vorbei an Feldern und Flüssen, und schauen die Welt an.`,
      young: (d) => `Los geht’s mit ${d.thing('dat')}!`,
    },
    'turning-point': {
      title: (d) => `Fast bei ${d.target('dat')}`,
      text: (d) => `Vom Hügel aus kann ${d.H} ${d.target('acc')} schon sehen.`,
    },
    resolution: {
      title: (d) => `${d.H} kommt an`,
      text: (d) =>
        `Sie sind da! ${cap(d.target('nom'))} ${d.tv('wartet', 'warten')} schon, und die Begrüßung ist herzlich.`,
      young: (d) => `Da sind sie! Hallo, ${d.target('nom')}!`,
    },
  },
  celebration: {
    discovery: {
      title: (d) => `Bald ist ${d.target('nom')}`,
      text: (d) =>
        `Bald ist ${d.target('nom')}, und ${d.team('nom', false)} ${d.v('will', 'wollen')} eine große Überraschung vorbereiten.`,
      young: (d) => `Bald ist ${d.target('nom')}! ${d.H} freut sich.`,
    },
    problem: {
      title: (d) => `Pech mit ${d.thing('dat')}`,
      text: (d) => `Aber mit ${d.thing('dat')} geht etwas schief, und es gibt noch so viel zu tun.`,
    },
    attempt: {
      title: (d) => `Vorbereitungen ${d.at}`,
      text: (d) =>
        `${d.team()} ${d.v('schmückt', 'schmücken')} ${d.at} alles, ${d.v('hängt', 'hängen')} Girlanden auf und ${d.v('bereitet', 'bereiten')} ${d.thing('acc')} vor.`,
      young: (d) => `${d.H} macht ${d.thing('acc')} fertig. Wie schön!`,
    },
    'turning-point': {
      title: (d) => `Gäste ${d.at}`,
      text: () => `Gerade noch rechtzeitig ist alles fertig, und die ersten Gäste kommen.`,
    },
    resolution: {
      title: (d) => `Ein wunderbares Fest ${d.at}`,
      text: (d) => `${cap(d.target('nom'))} ist wunderbar: Alle tanzen, lachen und feiern ${d.at}.`,
      young: () => `Jetzt wird gefeiert! Alle tanzen und lachen.`,
    },
  },
  rescue: {
    discovery: {
      title: (d) => `${cap(d.target('nom'))} in Not`,
      text: (d) =>
        `${d.H} hört einen Hilferuf: ${cap(d.target('nom'))} ${d.tv('steckt', 'stecken')} ${d.there} fest und ${d.tv('kommt', 'kommen')} nicht frei.`,
      young: (d) => `Hilfe! ${cap(d.target('nom'))} ${d.tv('steckt', 'stecken')} fest.`,
    },
    problem: {
      title: (d) => `Kein Durchkommen ${d.there}`,
      text: (d) => `Der Weg zu ${d.target('dat')} ist versperrt, und niemand traut sich dorthin.`,
    },
    attempt: {
      title: (d) => `${d.H} hilft`,
      text: (d) =>
        `${d.team()} ${d.v('klettert', 'klettern')}, ${d.v('kriecht', 'kriechen')} und ${d.v('zieht', 'ziehen')} mit aller Kraft.`,
      young: (d) => `${d.H} zieht und zieht.`,
    },
    'turning-point': {
      title: (d) => `Halt dich fest, ${d.call}!`,
      text: (d) => `Im letzten Moment erreicht ${d.H} ${d.target('acc')} und hält ganz fest.`,
    },
    resolution: {
      title: (d) => `${cap(d.target('nom'))} gerettet`,
      text: (d) =>
        `${cap(d.target('nom'))} ${d.tv('ist', 'sind')} in Sicherheit! Alle jubeln ${d.team('dat', false)} zu.`,
      young: (d) => `Gerettet! Danke, ${d.call}!`,
    },
  },
};

const TALK_BANDS: AgeBand[] = ['teen', 'young-adult'];

/** One chapter: the shape's own beat where it has one, else the shared beat; teenagers get dialogue too. */
export function tellBeat(language: 'de' | 'en', tale: Tale, beat: Beat, band: AgeBand): BeatText {
  const young = band === 'toddler';
  const talkToo = TALK_BANDS.includes(band);
  if (language === 'en') {
    const e = new En(tale);
    const own = EN_SHAPES[tale.shape][beat];
    const shared = EN_SHARED[beat];
    const pick = own ?? shared;
    const text = young && pick.young ? pick.young(e) : pick.text(e);
    const talk = (own?.talk ?? shared.talk ?? EN_TALK[beat])?.(e);
    return { title: titleCase(pick.title(e)), text: sentences(talkToo && talk ? `${text}\n${talk}` : text) };
  }
  const d = new De(tale);
  const own = DE_SHAPES[tale.shape][beat];
  const shared = DE_SHARED[beat];
  const pick = own ?? shared;
  const text = young && pick.young ? pick.young(d) : pick.text(d);
  const talk = (own?.talk ?? shared.talk ?? DE_TALK[beat])?.(d);
  return {
    title: sentences(contract(pick.title(d))),
    text: sentences(contract(talkToo && talk ? `${text}\n${talk}` : text)),
  };
}

const EN_TALK: Partial<Record<Beat, EnT>> = {
  discovery: (e) =>
    `"Did you see that?" ${e.H} whispered. ${cap(e.friend)} nodded slowly. Neither of them wanted to be the first to say what they were both thinking.`,
  problem: (e) =>
    `"We can't just stand here," ${e.H} said. ${cap(e.friend)} glanced around ${e.at}. "Then let's not."`,
  attempt: (e) =>
    `"Are you sure this will work?" asked ${e.friend}. "No," ${e.H} admitted. "But I'm sure that doing nothing won't."`,
  'turning-point': (e) =>
    `Later ${e.H} would try to explain that moment and fail. It felt as if something inside had finally stood up.`,
  resolution: (e) =>
    `"We did it," ${e.friend} said, almost disbelieving. ${e.H} laughed until ${e.they} had to sit down.`,
};
const DE_TALK: Partial<Record<Beat, DeT>> = {
  discovery: (d) =>
    `„Hast du das gesehen?“, flüsterte ${d.H}. ${cap(d.friend())} nickte langsam. Keiner wollte als Erster aussprechen, was beide dachten.`,
  problem: (d) =>
    `„Wir können hier nicht einfach herumstehen“, sagte ${d.H}. ${cap(d.friend())} sah sich um. „Dann lass uns das auch nicht tun.“`,
  attempt: (d) =>
    `„Bist du sicher, dass das klappt?“, fragte ${d.friend()}. „Nein“, gab ${d.H} zu. „Aber ich bin sicher, dass Nichtstun nicht klappt.“`,
  'turning-point': (d) =>
    `Später versuchte ${d.H}, diesen Moment zu erklären, und fand keine Worte. Es fühlte sich an, als wäre innen drin endlich etwas aufgestanden.`,
  resolution: (d) =>
    `„Wir haben es geschafft“, sagte ${d.friend()}, fast ungläubig. ${d.H} lachte, bis ${d.er} sich setzen musste.`,
};

/** Title of the book: the hero and the goal, in the idea's own words. */
export function tellTitle(language: 'de' | 'en', tale: Tale): string {
  if (language === 'en') return titleCase(tellTitleEn(tale));
  return sentences(contract(tellTitleDe(tale)));
}

function tellTitleEn(tale: Tale): string {
  {
    const e = new En(tale);
    const names = list(
      tale.team.slice(0, 2).map((p, i) => e.who(p, i === 0)),
      'and',
    );
    const T = titleCase;
    switch (tale.shape) {
      case 'quest':
        return `${names} and ${T(e.target())}`;
      case 'deadline':
        return `${e.H} and ${T(e.target())} Before ${T(e.deadline)}`;
      case 'fear':
        return `${e.H} Is Not Afraid of ${T(e.target())}`;
      case 'learn':
        return `${e.H} Learns ${cap(e.skill)}`;
      case 'friendship':
        return `${e.H} Makes a Friend`;
      case 'build':
        return `${names} Build ${T(e.target(false))}`;
      case 'mystery':
        return `${e.H} and the Secret of ${T(e.target())}`;
      case 'journey':
        return `${names} on the Way to ${T(e.target())}`;
      case 'celebration':
        return `${names} and ${T(e.target())}`;
      case 'rescue':
        return `${e.H} to the Rescue`;
    }
  }
}

function tellTitleDe(tale: Tale): string {
  const d = new De(tale);
  const names = list(
    tale.team.slice(0, 2).map((p, i) => d.who(p, 'nom', i === 0)),
    'und',
  );
  switch (tale.shape) {
    case 'quest':
      return `${names} und ${d.target('nom')}`;
    case 'deadline':
      return `${d.H} und ${d.target('nom')} vor ${d.deadline('dat')}`;
    case 'fear':
      return `${d.H} hat keine Angst vor ${d.target('dat')}`;
    case 'learn':
      return `${d.H} lernt ${d.skill}`;
    case 'friendship':
      return `${d.H} findet einen Freund`;
    case 'build':
      return `${names} ${tale.team.length > 1 ? 'bauen' : 'baut'} ${d.target('acc', false)}`;
    case 'mystery':
      return `${d.H} und das Geheimnis von ${d.target('dat')}`;
    case 'journey':
      return `${names} auf dem Weg zu ${d.target('dat')}`;
    case 'celebration':
      return `${names} und ${d.target('nom')}`;
    case 'rescue':
      return `${d.H} hilft ${d.target('dat')}`;
  }
}

/** The back-cover synopsis: who, where, what goes wrong and how it ends, in the idea's own words. */
export function tellSynopsis(language: 'de' | 'en', tale: Tale, young: boolean): string {
  const band: AgeBand = 'early-reader';
  const problem = tellBeat(
    language,
    tale,
    tale.shape === 'quest' || tale.shape === 'deadline' ? 'problem' : 'discovery',
    band,
  ).text;
  const goal = tellBeat(language, tale, 'resolution', band).text;
  if (language === 'en') {
    const e = new En(tale);
    const chars = list(
      tale.cast.map((p, i) => e.who(p, i === 0)),
      'and',
    );
    return sentences(
      young ? `${chars} ${tale.cast.length > 1 ? 'are' : 'is'} ${e.at}. ${goal}` : `${problem} ${goal}`,
    );
  }
  const d = new De(tale);
  const chars = list(
    tale.cast.map((p, i) => d.who(p, 'nom', i === 0)),
    'und',
  );
  return contract(
    young ? `${chars} ${tale.cast.length > 1 ? 'sind' : 'ist'} ${d.at}. ${goal}` : `${problem} ${goal}`,
  );
}

export { anOrA };
