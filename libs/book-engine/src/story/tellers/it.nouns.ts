/**
 * Italian forms of the shared lexicon (`lexicon.ts`) and of the idea's traits (`TRAITS` in read/traits.ts):
 * gender, plural, a female form for people ("la contadina"), where a place is ("in fattoria", "nel bosco"),
 * what a skill is called after "imparare a" ("nuotare"). Articles and their contractions with di/a/da/in/su
 * ("del", "allo", "nell'", "sugli") are worked out from the word, not stored.
 */

export type ItGender = 'm' | 'f';

export interface ItNoun {
  g: ItGender;
  sg: string;
  pl: string;
  /** The plural's gender where it changes ("l'uovo" → "le uova"). */
  gpl?: ItGender;
  /** Female form of a person ("contadina", "amica"). */
  f?: { sg: string; pl: string };
  /** For places: where something happens ("in fattoria", "in riva al fiume"). */
  at?: string;
  /** For skills: the verb after "imparare a" ("nuotare", "andare in bicicletta"). */
  verb?: string;
}

const n = (
  spec: string,
  extra: Partial<Omit<ItNoun, 'g' | 'sg' | 'pl' | 'f'>> & { f?: string } = {},
): ItNoun => {
  const [g, sg, pl = sg] = spec.split('|') as [ItGender, string, string?];
  const { f, ...rest } = extra;
  const [fsg, fpl = fsg] = f ? (f.split('|') as [string, string?]) : [];
  return { g, sg, pl, ...(fsg && fpl ? { f: { sg: fsg, pl: fpl } } : {}), ...rest };
};

export const IT_NOUNS: Record<string, ItNoun> = {
  // People and relatives
  girl: n('f|bambina|bambine'),
  boy: n('m|bambino|bambini'),
  child: n('m|bambino|bambini', { f: 'bambina|bambine' }),
  sister: n('f|sorella|sorelle'),
  brother: n('m|fratello|fratelli'),
  twin: n('m|gemello|gemelli', { f: 'gemella|gemelle' }),
  friend: n('m|amico|amici', { f: 'amica|amiche' }),
  baby: n('m|bebè|bebè'),
  grandma: n('f|nonna|nonne'),
  grandpa: n('m|nonno|nonni'),
  mum: n('f|mamma|mamme'),
  dad: n('m|papà|papà'),
  aunt: n('f|zia|zie'),
  uncle: n('m|zio|zii'),
  farmer: n('m|contadino|contadini', { f: 'contadina|contadine' }),
  king: n('m|re|re'),
  queen: n('f|regina|regine'),
  princess: n('f|principessa|principesse'),
  prince: n('m|principe|principi'),
  knight: n('m|cavaliere|cavalieri'),
  pirate: n('m|pirata|pirati', { f: 'piratessa|piratesse' }),
  witch: n('f|strega|streghe'),
  wizard: n('m|mago|maghi', { f: 'maga|maghe' }),
  teacher: n('m|maestro|maestri', { f: 'maestra|maestre' }),
  baker: n('m|fornaio|fornai', { f: 'fornaia|fornaie' }),
  fisherman: n('m|pescatore|pescatori', { f: 'pescatrice|pescatrici' }),
  firefighter: n('m|pompiere|pompieri', { f: 'pompiera|pompiere' }),
  astronaut: n('m|astronauta|astronauti', { f: 'astronauta|astronaute' }),
  neighbour: n('m|vicino|vicini', { f: 'vicina|vicine' }),
  // Animals
  pet: n('m|cucciolo|cuccioli'),
  dog: n('m|cane|cani'),
  cat: n('m|gatto|gatti'),
  rabbit: n('m|coniglio|conigli'),
  bear: n('m|orso|orsi'),
  fox: n('f|volpe|volpi'),
  hedgehog: n('m|riccio|ricci'),
  raven: n('m|corvo|corvi'),
  owl: n('m|gufo|gufi'),
  otter: n('f|lontra|lontre'),
  mouse: n('m|topolino|topolini'),
  horse: n('m|cavallo|cavalli'),
  cow: n('f|mucca|mucche'),
  pig: n('m|maialino|maialini'),
  sheep: n('f|pecora|pecore'),
  chicken: n('f|gallina|galline'),
  duck: n('f|anatra|anatre'),
  bird: n('m|uccellino|uccellini'),
  parrot: n('m|pappagallo|pappagalli'),
  'guinea-pig': n('m|porcellino d’India|porcellini d’India'),
  penguin: n('m|pinguino|pinguini'),
  lion: n('m|leone|leoni'),
  elephant: n('m|elefante|elefanti'),
  monkey: n('f|scimmia|scimmie'),
  giraffe: n('f|giraffa|giraffe'),
  turtle: n('f|tartaruga|tartarughe'),
  fish: n('m|pesciolino|pesciolini'),
  whale: n('f|balena|balene'),
  dolphin: n('m|delfino|delfini'),
  octopus: n('m|polpo|polpi'),
  squirrel: n('m|scoiattolo|scoiattoli'),
  frog: n('f|rana|rane'),
  butterfly: n('f|farfalla|farfalle'),
  bee: n('f|ape|api'),
  wolf: n('m|lupo|lupi'),
  deer: n('m|cerbiatto|cerbiatti'),
  snail: n('f|lumaca|lumache'),
  seal: n('f|foca|foche'),
  // Creatures
  dragon: n('m|drago|draghi'),
  unicorn: n('m|unicorno|unicorni'),
  robot: n('m|robot|robot'),
  dinosaur: n('m|dinosauro|dinosauri'),
  fairy: n('f|fata|fate'),
  ghost: n('m|fantasma|fantasmi'),
  monster: n('m|mostro|mostri'),
  mermaid: n('f|sirena|sirene'),
  giant: n('m|gigante|giganti'),
  troll: n('m|troll|troll'),
  // Vehicles
  tractor: n('m|trattore|trattori'),
  train: n('m|treno|treni'),
  boat: n('f|barca|barche'),
  rocket: n('m|razzo|razzi'),
  bicycle: n('f|bicicletta|biciclette'),
  car: n('f|macchina|macchine'),
  plane: n('m|aereo|aerei'),
  'fire-engine': n('m|camion dei pompieri|camion dei pompieri'),
  bus: n('m|autobus|autobus'),
  digger: n('f|ruspa|ruspe'),
  'balloon-ride': n('f|mongolfiera|mongolfiere'),
  // Toys and things
  teddy: n('m|orsacchiotto|orsacchiotti'),
  doll: n('f|bambola|bambole'),
  ball: n('f|palla|palle'),
  kite: n('m|aquilone|aquiloni'),
  balloon: n('m|palloncino|palloncini'),
  cake: n('f|torta|torte'),
  'tree-house': n('f|casa sull’albero|case sull’albero'),
  shell: n('f|conchiglia|conchiglie'),
  bone: n('m|osso|ossi'),
  'paper-boat': n('f|barchetta di carta|barchette di carta'),
  raft: n('f|zattera|zattere'),
  sandcastle: n('m|castello di sabbia|castelli di sabbia'),
  snowman: n('m|pupazzo di neve|pupazzi di neve'),
  hut: n('f|capanna|capanne'),
  bridge: n('m|ponte|ponti'),
  birdhouse: n('f|casetta per gli uccelli|casette per gli uccelli'),
  key: n('f|chiave|chiavi'),
  map: n('f|mappa|mappe'),
  treasure: n('m|tesoro|tesori'),
  lantern: n('f|lanterna|lanterne'),
  star: n('f|stella|stelle'),
  egg: n('m|uovo|uova', { gpl: 'f' }),
  crown: n('f|corona|corone'),
  book: n('m|libro|libri'),
  letter: n('f|lettera|lettere'),
  present: n('m|regalo|regali'),
  flower: n('m|fiore|fiori'),
  seed: n('m|seme|semi'),
  // Events
  harvest: n('m|raccolto|raccolti'),
  storm: n('m|temporale|temporali'),
  rain: n('f|pioggia|piogge'),
  night: n('f|notte|notti'),
  winter: n('m|inverno|inverni'),
  birthday: n('m|compleanno|compleanni'),
  party: n('f|festa|feste'),
  festival: n('f|festa del paese|feste del paese'),
  christmas: n('m|Natale|Natali'),
  wedding: n('m|matrimonio|matrimoni'),
  swimming: n('m|nuoto|nuoto', { verb: 'nuotare' }),
  reading: n('f|lettura|letture', { verb: 'leggere' }),
  cycling: n('f|bicicletta|biciclette', { verb: 'andare in bicicletta' }),
  flying: n('m|volo|voli', { verb: 'volare' }),
  dancing: n('m|ballo|balli', { verb: 'ballare' }),
  skating: n('m|pattinaggio|pattinaggio', { verb: 'pattinare sul ghiaccio' }),
  climbing: n('f|arrampicata|arrampicate', { verb: 'arrampicarsi' }),
  fire: n('m|fuoco|fuochi'),
  water: n('f|acqua|acque'),
  thunder: n('m|tuono|tuoni'),
  colours: n('m|colore|colori'),
  // Places
  farm: n('f|fattoria|fattorie', { at: 'in fattoria' }),
  forest: n('m|bosco|boschi', { at: 'nel bosco' }),
  sea: n('m|mare|mari', { at: 'al mare' }),
  beach: n('f|spiaggia|spiagge', { at: 'in spiaggia' }),
  island: n('f|isola|isole', { at: 'sull’isola' }),
  underwater: n('m|fondo del mare|fondi del mare', { at: 'in fondo al mare' }),
  mountain: n('f|montagna|montagne', { at: 'in montagna' }),
  snow: n('f|neve|nevi', { at: 'nella neve' }),
  city: n('f|città|città', { at: 'in città' }),
  village: n('m|villaggio|villaggi', { at: 'nel villaggio' }),
  castle: n('m|castello|castelli', { at: 'nel castello' }),
  space: n('m|spazio|spazi', { at: 'nello spazio' }),
  moon: n('f|luna|lune', { at: 'sulla luna' }),
  garden: n('m|giardino|giardini', { at: 'in giardino' }),
  meadow: n('m|prato|prati', { at: 'sul prato' }),
  home: n('f|casa|case', { at: 'a casa' }),
  school: n('f|scuola|scuole', { at: 'a scuola' }),
  kindergarten: n('m|asilo|asili', { at: 'all’asilo' }),
  river: n('m|fiume|fiumi', { at: 'in riva al fiume' }),
  lake: n('m|lago|laghi', { at: 'in riva al lago' }),
  zoo: n('m|zoo|zoo', { at: 'allo zoo' }),
  desert: n('m|deserto|deserti', { at: 'nel deserto' }),
  cave: n('f|grotta|grotte', { at: 'nella grotta' }),
};

/** An adjective's four forms; `pre` ones stand before the noun ("il piccolo trattore"). */
export interface ItAdj {
  m: string;
  f: string;
  mpl: string;
  fpl: string;
  pre?: boolean;
}

const a = (forms: string, pre = false): ItAdj => {
  const [m, f, mpl, fpl] = forms.split('|') as [string, string, string, string];
  return { m, f, mpl, fpl, ...(pre ? { pre } : {}) };
};

export const IT_TRAITS: Record<string, ItAdj> = {
  talking: a('parlante|parlante|parlanti|parlanti'),
  magic: a('magico|magica|magici|magiche'),
  brave: a('coraggioso|coraggiosa|coraggiosi|coraggiose'),
  little: a('piccolo|piccola|piccoli|piccole', true),
  old: a('vecchio|vecchia|vecchi|vecchie', true),
  big: a('grande|grande|grandi|grandi', true),
  shy: a('timido|timida|timidi|timide'),
  lost: a('perduto|perduta|perduti|perdute'),
  wise: a('saggio|saggia|saggi|sagge'),
  flying: a('volante|volante|volanti|volanti'),
  golden: a('dorato|dorata|dorati|dorate'),
  red: a('rosso|rossa|rossi|rosse'),
  sleepy: a('assonnato|assonnata|assonnati|assonnate'),
  friendly: a('gentile|gentile|gentili|gentili'),
  clever: a('furbo|furba|furbi|furbe'),
  grumpy: a('brontolone|brontolona|brontoloni|brontolone'),
  lonely: a('solitario|solitaria|solitari|solitarie'),
  secret: a('segreto|segreta|segreti|segrete'),
  paper: a('di carta|di carta|di carta|di carta'),
  new: a('nuovo|nuova|nuovi|nuove', true),
};

// ── Articles and noun phrases ────────────────────────────────────────────────────────────────────────

/** Words that take "lo"/"gli"/"uno": s + consonant, z, gn, ps, pn, x, y, i + vowel. */
const LO = /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i;
const VOWEL = /^[aeiouàèéìòùh]/i;

/** The definite article as it is written before `word` ("l’" is joined without a space). */
export function itDef(word: string, g: ItGender, plural: boolean): string {
  if (g === 'f') return plural ? 'le ' : VOWEL.test(word) ? 'l’' : 'la ';
  if (plural) return LO.test(word) || VOWEL.test(word) ? 'gli ' : 'i ';
  return VOWEL.test(word) ? 'l’' : LO.test(word) ? 'lo ' : 'il ';
}

export function itIndef(word: string, g: ItGender): string {
  if (g === 'f') return VOWEL.test(word) ? 'un’' : 'una ';
  return LO.test(word) ? 'uno ' : 'un ';
}

export interface ItNPOptions {
  def?: boolean;
  plural?: boolean;
  /** Trait keys (canonical English, as in the frame); at most two are used. */
  traits?: readonly string[];
  /** The character is female: people with a female form use it ("la contadina"). */
  female?: boolean;
}

/** The noun as a person of that sex is called, with the gender it then has. */
export function itForm(x: ItNoun, female = false): ItNoun {
  return female && x.f ? { ...x, g: 'f', sg: x.f.sg, pl: x.f.pl } : x;
}

/** Gender of a noun phrase in the singular or plural ("le uova" is feminine). */
export const itGender = (x: ItNoun, plural = false): ItGender => (plural ? (x.gpl ?? x.g) : x.g);

/**
 * "il piccolo trattore coraggioso", "un’ape", "lo scoiattolo", "i colori perduti", "le uova": adjectives that
 * go before the noun stand there, the others follow it; the article follows the first word.
 */
export function itNP(x0: ItNoun, options: ItNPOptions = {}): string {
  const x = itForm(x0, options.female);
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const g = itGender(x, plural);
  const adjs = (options.traits ?? [])
    .slice(0, 2)
    .map((k) => IT_TRAITS[k])
    .filter((t): t is ItAdj => !!t);
  const form = (t: ItAdj) => (plural ? (g === 'f' ? t.fpl : t.mpl) : t[g]);
  const pre = adjs.filter((t) => t.pre).map(form);
  const post = adjs.filter((t) => !t.pre).map(form);
  const head = [...pre, plural ? x.pl : x.sg, ...post].join(' ');
  if (def) return `${itDef(head, g, plural)}${head}`;
  return plural ? head : `${itIndef(head, g)}${head}`;
}

/** "di il" → "del", "a lo" → "allo", "in l’" → "nell’", "su i" → "sui": prepositions join the article. */
export function itContract(text: string): string {
  const base: Record<string, string> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
  const art: Record<string, string> = {
    il: 'l',
    lo: 'llo',
    la: 'lla',
    i: 'i',
    gli: 'gli',
    le: 'lle',
    'l’': 'll’',
  };
  return text.replace(
    /(?<!\p{L})([Dd]i|[Aa]|[Dd]a|[Ii]n|[Ss]u) (?:(il|lo|la|i|gli|le)(?= )|(l’)(?=\p{L}))/gu,
    (_m, p: string, word: string | undefined, elided: string | undefined) => {
      const ar = word ?? elided ?? '';
      const lower = p.toLowerCase();
      const joined = `${base[lower]}${art[ar]}`;
      return p === lower ? joined : joined.charAt(0).toUpperCase() + joined.slice(1);
    },
  );
}
