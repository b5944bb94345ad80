/**
 * French forms of the shared lexicon (`lexicon.ts`) and of the idea's traits (`TRAITS` in read/traits.ts):
 * gender, plural, a female form for people ("la fermière"), whether an initial h is aspirated ("le hérisson",
 * not "l’hérisson"), where a place is ("à la ferme", "au bord du lac"), how a child calls a relative
 * ("Mamie") and what a skill is called after "apprendre à" ("nager"). Articles, elision and the contractions
 * "du", "des", "au", "aux" are worked out from the words, not stored.
 */

export type FrGender = 'm' | 'f';

export interface FrNoun {
  g: FrGender;
  sg: string;
  pl: string;
  /** Female form of a person ("fermière", "amie"). */
  f?: { sg: string; pl: string };
  /** Aspirated h: no elision, no liaison ("le hibou", "le hérisson"). */
  h?: true;
  /** Used without an article ("avant Noël"). */
  bare?: true;
  /** For places: where something happens ("à la ferme", "au bord de la mer"). */
  at?: string;
  /** For relatives: how a child calls them, with or without a name ("Mamie", "Mamie Rose"). */
  call?: string;
  /** For skills: the verb after "apprendre à" ("nager", "faire du vélo"). */
  verb?: string;
}

const n = (
  spec: string,
  extra: Partial<Omit<FrNoun, 'g' | 'sg' | 'pl' | 'f'>> & { f?: string } = {},
): FrNoun => {
  const [g, sg, pl = sg] = spec.split('|') as [FrGender, string, string?];
  const { f, ...rest } = extra;
  const [fsg, fpl = fsg] = f ? (f.split('|') as [string, string?]) : [];
  return { g, sg, pl, ...(fsg && fpl ? { f: { sg: fsg, pl: fpl } } : {}), ...rest };
};

export const FR_NOUNS: Record<string, FrNoun> = {
  // People and relatives
  girl: n('f|petite fille|petites filles'),
  boy: n('m|petit garçon|petits garçons'),
  child: n('m|enfant|enfants', { f: 'enfant|enfants' }),
  sister: n('f|sœur|sœurs'),
  brother: n('m|frère|frères'),
  twin: n('m|jumeau|jumeaux', { f: 'jumelle|jumelles' }),
  friend: n('m|ami|amis', { f: 'amie|amies' }),
  baby: n('m|bébé|bébés'),
  grandma: n('f|grand-mère|grands-mères', { call: 'Mamie' }),
  grandpa: n('m|grand-père|grands-pères', { call: 'Papi' }),
  mum: n('f|maman|mamans', { call: 'Maman' }),
  dad: n('m|papa|papas', { call: 'Papa' }),
  aunt: n('f|tante|tantes', { call: 'Tata' }),
  uncle: n('m|oncle|oncles', { call: 'Tonton' }),
  farmer: n('m|fermier|fermiers', { f: 'fermière|fermières' }),
  king: n('m|roi|rois'),
  queen: n('f|reine|reines'),
  princess: n('f|princesse|princesses'),
  prince: n('m|prince|princes'),
  knight: n('m|chevalier|chevaliers'),
  pirate: n('m|pirate|pirates', { f: 'pirate|pirates' }),
  witch: n('f|sorcière|sorcières'),
  wizard: n('m|magicien|magiciens', { f: 'magicienne|magiciennes' }),
  teacher: n('m|maître|maîtres', { f: 'maîtresse|maîtresses' }),
  baker: n('m|boulanger|boulangers', { f: 'boulangère|boulangères' }),
  fisherman: n('m|pêcheur|pêcheurs', { f: 'pêcheuse|pêcheuses' }),
  firefighter: n('m|pompier|pompiers', { f: 'pompière|pompières' }),
  astronaut: n('m|astronaute|astronautes', { f: 'astronaute|astronautes' }),
  neighbour: n('m|voisin|voisins', { f: 'voisine|voisines' }),
  // Animals
  pet: n('m|animal|animaux'),
  dog: n('m|chien|chiens'),
  cat: n('m|chat|chats'),
  rabbit: n('m|lapin|lapins'),
  bear: n('m|ours|ours'),
  fox: n('m|renard|renards'),
  hedgehog: n('m|hérisson|hérissons', { h: true }),
  raven: n('m|corbeau|corbeaux'),
  owl: n('m|hibou|hiboux', { h: true }),
  otter: n('f|loutre|loutres'),
  mouse: n('f|souris|souris'),
  horse: n('m|cheval|chevaux'),
  cow: n('f|vache|vaches'),
  pig: n('m|cochon|cochons'),
  sheep: n('m|mouton|moutons'),
  chicken: n('f|poule|poules'),
  duck: n('m|canard|canards'),
  bird: n('m|oiseau|oiseaux'),
  parrot: n('m|perroquet|perroquets'),
  'guinea-pig': n('m|cochon d’Inde|cochons d’Inde'),
  penguin: n('m|pingouin|pingouins'),
  lion: n('m|lion|lions'),
  elephant: n('m|éléphant|éléphants'),
  monkey: n('m|singe|singes'),
  giraffe: n('f|girafe|girafes'),
  turtle: n('f|tortue|tortues'),
  fish: n('m|poisson|poissons'),
  whale: n('f|baleine|baleines'),
  dolphin: n('m|dauphin|dauphins'),
  octopus: n('f|pieuvre|pieuvres'),
  squirrel: n('m|écureuil|écureuils'),
  frog: n('f|grenouille|grenouilles'),
  butterfly: n('m|papillon|papillons'),
  bee: n('f|abeille|abeilles'),
  wolf: n('m|loup|loups'),
  deer: n('m|chevreuil|chevreuils'),
  snail: n('m|escargot|escargots'),
  seal: n('m|phoque|phoques'),
  // Creatures
  dragon: n('m|dragon|dragons'),
  unicorn: n('f|licorne|licornes'),
  robot: n('m|robot|robots'),
  dinosaur: n('m|dinosaure|dinosaures'),
  fairy: n('f|fée|fées'),
  ghost: n('m|fantôme|fantômes'),
  monster: n('m|monstre|monstres'),
  mermaid: n('f|sirène|sirènes'),
  giant: n('m|géant|géants', { f: 'géante|géantes' }),
  troll: n('m|troll|trolls'),
  // Vehicles
  tractor: n('m|tracteur|tracteurs'),
  train: n('m|train|trains'),
  boat: n('m|bateau|bateaux'),
  rocket: n('f|fusée|fusées'),
  bicycle: n('m|vélo|vélos'),
  car: n('f|voiture|voitures'),
  plane: n('m|avion|avions'),
  'fire-engine': n('m|camion de pompiers|camions de pompiers'),
  bus: n('m|bus|bus'),
  digger: n('f|pelleteuse|pelleteuses'),
  'balloon-ride': n('f|montgolfière|montgolfières'),
  // Toys and things
  teddy: n('m|nounours|nounours'),
  doll: n('f|poupée|poupées'),
  ball: n('m|ballon|ballons'),
  kite: n('m|cerf-volant|cerfs-volants'),
  balloon: n('m|ballon de baudruche|ballons de baudruche'),
  cake: n('m|gâteau|gâteaux'),
  'tree-house': n('f|cabane dans l’arbre|cabanes dans les arbres'),
  shell: n('m|coquillage|coquillages'),
  bone: n('m|os|os'),
  'paper-boat': n('m|bateau en papier|bateaux en papier'),
  raft: n('m|radeau|radeaux'),
  sandcastle: n('m|château de sable|châteaux de sable'),
  snowman: n('m|bonhomme de neige|bonshommes de neige'),
  hut: n('f|cabane|cabanes'),
  bridge: n('m|pont|ponts'),
  birdhouse: n('m|nichoir|nichoirs'),
  key: n('f|clé|clés'),
  map: n('f|carte|cartes'),
  treasure: n('m|trésor|trésors'),
  lantern: n('f|lanterne|lanternes'),
  star: n('f|étoile|étoiles'),
  egg: n('m|œuf|œufs'),
  crown: n('f|couronne|couronnes'),
  book: n('m|livre|livres'),
  letter: n('f|lettre|lettres'),
  present: n('m|cadeau|cadeaux'),
  flower: n('f|fleur|fleurs'),
  seed: n('f|graine|graines'),
  // Events
  harvest: n('f|récolte|récoltes'),
  storm: n('m|orage|orages'),
  rain: n('f|pluie|pluies'),
  night: n('f|nuit|nuits'),
  winter: n('m|hiver|hivers'),
  birthday: n('m|anniversaire|anniversaires'),
  party: n('f|fête|fêtes'),
  festival: n('f|fête du village|fêtes du village'),
  christmas: n('m|Noël|Noëls', { bare: true }),
  wedding: n('m|mariage|mariages'),
  swimming: n('f|natation|natation', { verb: 'nager' }),
  reading: n('f|lecture|lectures', { verb: 'lire' }),
  cycling: n('m|cyclisme|cyclisme', { verb: 'faire du vélo' }),
  flying: n('m|vol|vols', { verb: 'voler' }),
  dancing: n('f|danse|danses', { verb: 'danser' }),
  skating: n('m|patin à glace|patins à glace', { verb: 'faire du patin à glace' }),
  climbing: n('f|escalade|escalades', { verb: 'grimper' }),
  fire: n('m|feu|feux'),
  water: n('f|eau|eaux'),
  thunder: n('m|tonnerre|tonnerres'),
  colours: n('f|couleur|couleurs'),
  // Places
  farm: n('f|ferme|fermes', { at: 'à la ferme' }),
  forest: n('f|forêt|forêts', { at: 'dans la forêt' }),
  sea: n('f|mer|mers', { at: 'au bord de la mer' }),
  beach: n('f|plage|plages', { at: 'sur la plage' }),
  island: n('f|île|îles', { at: 'sur l’île' }),
  underwater: n('m|fond de la mer|fonds marins', { at: 'au fond de la mer' }),
  mountain: n('f|montagne|montagnes', { at: 'à la montagne' }),
  snow: n('f|neige|neiges', { at: 'dans la neige' }),
  city: n('f|ville|villes', { at: 'en ville' }),
  village: n('m|village|villages', { at: 'au village' }),
  castle: n('m|château|châteaux', { at: 'au château' }),
  space: n('m|espace|espaces', { at: 'dans l’espace' }),
  moon: n('f|lune|lunes', { at: 'sur la lune' }),
  garden: n('m|jardin|jardins', { at: 'au jardin' }),
  meadow: n('f|prairie|prairies', { at: 'dans la prairie' }),
  home: n('f|maison|maisons', { at: 'à la maison' }),
  school: n('f|école|écoles', { at: 'à l’école' }),
  kindergarten: n('f|maternelle|maternelles', { at: 'à la maternelle' }),
  river: n('f|rivière|rivières', { at: 'au bord de la rivière' }),
  lake: n('m|lac|lacs', { at: 'au bord du lac' }),
  zoo: n('m|zoo|zoos', { at: 'au zoo' }),
  desert: n('m|désert|déserts', { at: 'dans le désert' }),
  cave: n('f|grotte|grottes', { at: 'dans la grotte' }),
};

/** An adjective's four forms; `pre` ones stand before the noun ("le petit tracteur"), `mv` before a vowel. */
export interface FrAdj {
  m: string;
  f: string;
  mpl: string;
  fpl: string;
  pre?: boolean;
  /** Masculine singular before a vowel: "vieil", "nouvel". */
  mv?: string;
}

const a = (forms: string, extra: { pre?: boolean; mv?: string } = {}): FrAdj => {
  const [m, f, mpl, fpl] = forms.split('|') as [string, string, string, string];
  return { m, f, mpl, fpl, ...extra };
};

export const FR_TRAITS: Record<string, FrAdj> = {
  talking: a('qui parle|qui parle|qui parlent|qui parlent'),
  magic: a('magique|magique|magiques|magiques'),
  brave: a('courageux|courageuse|courageux|courageuses'),
  little: a('petit|petite|petits|petites', { pre: true }),
  old: a('vieux|vieille|vieux|vieilles', { pre: true, mv: 'vieil' }),
  big: a('grand|grande|grands|grandes', { pre: true }),
  shy: a('timide|timide|timides|timides'),
  lost: a('perdu|perdue|perdus|perdues'),
  wise: a('sage|sage|sages|sages'),
  flying: a('volant|volante|volants|volantes'),
  golden: a('doré|dorée|dorés|dorées'),
  red: a('rouge|rouge|rouges|rouges'),
  sleepy: a('endormi|endormie|endormis|endormies'),
  friendly: a('gentil|gentille|gentils|gentilles'),
  clever: a('malin|maligne|malins|malignes'),
  grumpy: a('grognon|grognonne|grognons|grognonnes'),
  lonely: a('solitaire|solitaire|solitaires|solitaires'),
  secret: a('secret|secrète|secrets|secrètes'),
  paper: a('en papier|en papier|en papier|en papier'),
  new: a('nouveau|nouvelle|nouveaux|nouvelles', { pre: true, mv: 'nouvel' }),
};

// ── Articles and noun phrases ────────────────────────────────────────────────────────────────────────

const VOWEL = /^[aeiouyàâäéèêëîïôöûùüœæh]/i;

export interface FrNPOptions {
  def?: boolean;
  plural?: boolean;
  /** Trait keys (canonical English, as in the frame); at most two are used. */
  traits?: readonly string[];
  /** The character is female: people with a female form use it ("la fermière"). */
  female?: boolean;
}

export function frForm(x: FrNoun, female = false): FrNoun {
  return female && x.f ? { ...x, g: 'f', sg: x.f.sg, pl: x.f.pl } : x;
}

/**
 * "le petit tracteur courageux", "l’écureuil", "le hérisson", "un vieil ours", "les couleurs perdues",
 * "des étoiles": adjectives that go before the noun stand there, the others follow; elision looks at the
 * first word and at an aspirated h.
 */
export function frNP(x0: FrNoun, options: FrNPOptions = {}): string {
  const x = frForm(x0, options.female);
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const g = x.g;
  const noun = plural ? x.pl : x.sg;
  const adjs = (options.traits ?? [])
    .slice(0, 2)
    .map((k) => FR_TRAITS[k])
    .filter((t): t is FrAdj => !!t);
  const elides = (word: string, aspirated: boolean) => VOWEL.test(word) && !(aspirated && /^h/i.test(word));
  const form = (t: FrAdj) =>
    plural ? (g === 'f' ? t.fpl : t.mpl) : g === 'f' ? t.f : t.mv && elides(noun, !!x.h) ? t.mv : t.m;
  const pre = adjs.filter((t) => t.pre).map(form);
  // A relative clause ("qui parle") comes after the other adjectives.
  const post = adjs
    .filter((t) => !t.pre)
    .map(form)
    .sort((p, q) => Number(p.startsWith('qui ')) - Number(q.startsWith('qui ')));
  const head = [...pre, noun, ...post].join(' ');
  if (x.bare) return head;
  const vowel = elides(head, pre.length === 0 && !!x.h);
  if (plural) return `${def ? 'les' : pre.length ? 'de' : 'des'} ${head}`;
  if (!def) return `${g === 'f' ? 'une' : 'un'} ${head}`;
  return vowel ? `l’${head}` : `${g === 'f' ? 'la' : 'le'} ${head}`;
}

/**
 * "de le" → "du", "à les" → "aux", "de une" → "d’une", "que il" → "qu’il", "ne est" → "n’est", "de des" →
 * "de": what French writes when a preposition or a small word meets the next one.
 */
export function frContract(text: string): string {
  return text
    .replace(/(?<!\p{L})([Dd]e) (le|les) (?=\S)/gu, (_m, d: string, ar: string) =>
      ar === 'le' ? `${d === 'De' ? 'Du' : 'du'} ` : `${d === 'De' ? 'Des' : 'des'} `,
    )
    .replace(/(?<!\p{L})([Àà]) (le|les) (?=\S)/gu, (_m, p: string, ar: string) =>
      ar === 'le' ? `${p === 'À' ? 'Au' : 'au'} ` : `${p === 'À' ? 'Aux' : 'aux'} `,
    )
    .replace(/(?<!\p{L})([Dd]e) des (?=\S)/gu, '$1 ')
    .replace(/(?<!\p{L})([Ss])i (ils?)(?!\p{L})/gu, '$1’$2')
    .replace(
      /(?<!\p{L})([Dd]|[Qq]u|[Nn]|[Jj]|[Ss]|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)e (?=[aeiouyàâéèêîïôûœAEIOUYÀÂÉÈÊÎÏÔÛŒ])/gu,
      '$1’',
    );
}
