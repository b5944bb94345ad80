/**
 * Spanish forms of every lexicon noun (`lexicon.ts`) and every trait (`TRAITS` in read/traits.ts): gender,
 * plural, the other-sex form of people ("el granjero" / "la granjera"), the feminine nouns that take "el"
 * before a stressed a ("el hada", "el agua"), where a place is ("en la granja") and the infinitive of a skill
 * ("aprender a bailar").
 */

export type EsGender = 'm' | 'f';

export interface EsNoun {
  g: EsGender;
  sg: string;
  pl: string;
  /** The form for the other sex, for people whose word changes ("la maestra" / "el maestro"). */
  other?: { sg: string; pl: string };
  /** Feminine, begins with a stressed a: "el hada", "un hada", but "las hadas". */
  el?: boolean;
  /** For places: where something happens ("en la granja", "junto al mar"). */
  at?: string;
  /** For skills: the infinitive that follows "aprender a" ("bailar"). */
  verb?: string;
}

export interface EsAdj {
  m: string;
  f: string;
  /** Goes before the noun ("el pequeño tractor"); most Spanish adjectives follow it. */
  pre?: boolean;
}

/** Regular Spanish plural: vowel + s, consonant + es (the written accent of -ón, -ín, -és goes). */
export const esPlural = (sg: string): string => {
  if (sg.includes(' ')) return sg;
  if (/[aeiouéó]$/.test(sg)) return `${sg}s`;
  if (/z$/.test(sg)) return `${sg.slice(0, -1)}ces`;
  const unaccented = sg.replace(
    /([áéíóú])([nsl])$/,
    (_m, v: string, c: string) => `${'aeiou'['áéíóú'.indexOf(v)]}${c}`,
  );
  return `${unaccented}es`;
};

/** 'm|perro' or 'm|pez|peces'; `other` as 'perra' or 'pirata|piratas'. */
const n = (
  spec: string,
  extra: { other?: string; el?: boolean; at?: string; verb?: string } = {},
): EsNoun => {
  const [g, sg, pl = esPlural(sg as string)] = spec.split('|') as [EsGender, string, string?];
  const { other, ...rest } = extra;
  const [osg, opl] = other ? (other.split('|') as [string, string?]) : [];
  return { g, sg, pl, ...(osg ? { other: { sg: osg, pl: opl ?? esPlural(osg) } } : {}), ...rest };
};

export const ES_NOUNS: Record<string, EsNoun> = {
  // People and relatives
  girl: n('f|niña'),
  boy: n('m|niño'),
  child: n('m|niño', { other: 'niña' }),
  sister: n('f|hermana'),
  brother: n('m|hermano'),
  twin: n('m|gemelo', { other: 'gemela' }),
  friend: n('m|amigo', { other: 'amiga' }),
  baby: n('m|bebé'),
  grandma: n('f|abuela'),
  grandpa: n('m|abuelo'),
  mum: n('f|mamá'),
  dad: n('m|papá'),
  aunt: n('f|tía'),
  uncle: n('m|tío'),
  farmer: n('m|granjero', { other: 'granjera' }),
  king: n('m|rey|reyes'),
  queen: n('f|reina'),
  princess: n('f|princesa'),
  prince: n('m|príncipe'),
  knight: n('m|caballero'),
  pirate: n('m|pirata', { other: 'pirata' }),
  witch: n('f|bruja', { other: 'brujo' }),
  wizard: n('m|mago', { other: 'maga' }),
  teacher: n('f|maestra', { other: 'maestro' }),
  baker: n('m|panadero', { other: 'panadera' }),
  fisherman: n('m|pescador', { other: 'pescadora' }),
  firefighter: n('f|bombera', { other: 'bombero' }),
  astronaut: n('m|astronauta', { other: 'astronauta' }),
  neighbour: n('m|vecino', { other: 'vecina' }),
  // Animals
  pet: n('f|mascota'),
  dog: n('m|perro'),
  cat: n('m|gato'),
  rabbit: n('m|conejo'),
  bear: n('m|oso'),
  fox: n('m|zorro'),
  hedgehog: n('m|erizo'),
  raven: n('m|cuervo'),
  owl: n('m|búho'),
  otter: n('f|nutria'),
  mouse: n('m|ratón'),
  horse: n('m|caballo'),
  cow: n('f|vaca'),
  pig: n('m|cerdito'),
  sheep: n('f|oveja'),
  chicken: n('f|gallina'),
  duck: n('m|pato'),
  bird: n('m|pájaro'),
  parrot: n('m|loro'),
  'guinea-pig': n('m|conejillo de Indias|conejillos de Indias'),
  penguin: n('m|pingüino'),
  lion: n('m|león'),
  elephant: n('m|elefante'),
  monkey: n('m|mono'),
  giraffe: n('f|jirafa'),
  turtle: n('f|tortuga'),
  fish: n('m|pez|peces'),
  whale: n('f|ballena'),
  dolphin: n('m|delfín'),
  octopus: n('m|pulpo'),
  squirrel: n('f|ardilla'),
  frog: n('f|rana'),
  butterfly: n('f|mariposa'),
  bee: n('f|abeja'),
  wolf: n('m|lobo'),
  deer: n('m|ciervo'),
  snail: n('m|caracol'),
  seal: n('f|foca'),
  // Creatures
  dragon: n('m|dragón'),
  unicorn: n('m|unicornio'),
  robot: n('m|robot|robots'),
  dinosaur: n('m|dinosaurio'),
  fairy: n('f|hada', { el: true }),
  ghost: n('m|fantasma'),
  monster: n('m|monstruo'),
  mermaid: n('f|sirena'),
  giant: n('m|gigante', { other: 'giganta' }),
  troll: n('m|trol|troles'),
  // Vehicles
  tractor: n('m|tractor'),
  train: n('m|tren'),
  boat: n('m|barco'),
  rocket: n('m|cohete'),
  bicycle: n('f|bicicleta'),
  car: n('m|coche'),
  plane: n('m|avión'),
  'fire-engine': n('m|camión de bomberos|camiones de bomberos'),
  bus: n('m|autobús'),
  digger: n('f|excavadora'),
  'balloon-ride': n('m|globo aerostático|globos aerostáticos'),
  // Toys and things
  teddy: n('m|osito de peluche|ositos de peluche'),
  doll: n('f|muñeca'),
  ball: n('f|pelota'),
  kite: n('f|cometa'),
  balloon: n('m|globo'),
  cake: n('m|pastel'),
  'tree-house': n('f|casa del árbol|casas del árbol'),
  shell: n('f|concha'),
  bone: n('m|hueso'),
  'paper-boat': n('m|barco de papel|barcos de papel'),
  raft: n('f|balsa'),
  sandcastle: n('m|castillo de arena|castillos de arena'),
  snowman: n('m|muñeco de nieve|muñecos de nieve'),
  hut: n('f|cabaña'),
  bridge: n('m|puente'),
  birdhouse: n('f|casita para pájaros|casitas para pájaros'),
  key: n('f|llave'),
  map: n('m|mapa'),
  treasure: n('m|tesoro'),
  lantern: n('m|farol'),
  star: n('f|estrella'),
  egg: n('m|huevo'),
  crown: n('f|corona'),
  book: n('m|libro'),
  letter: n('f|carta'),
  present: n('m|regalo'),
  flower: n('f|flor'),
  seed: n('f|semilla'),
  // Events and skills
  harvest: n('f|cosecha'),
  storm: n('f|tormenta'),
  rain: n('f|lluvia'),
  night: n('f|noche'),
  winter: n('m|invierno'),
  birthday: n('m|cumpleaños|cumpleaños'),
  party: n('f|fiesta'),
  festival: n('m|festival'),
  christmas: n('f|Navidad|Navidades'),
  wedding: n('f|boda'),
  swimming: n('f|natación', { verb: 'nadar' }),
  reading: n('f|lectura', { verb: 'leer' }),
  cycling: n('m|ciclismo', { verb: 'montar en bici' }),
  flying: n('m|vuelo', { verb: 'volar' }),
  dancing: n('m|baile', { verb: 'bailar' }),
  skating: n('m|patinaje sobre hielo|patinajes sobre hielo', { verb: 'patinar sobre hielo' }),
  climbing: n('f|escalada', { verb: 'trepar' }),
  fire: n('m|fuego'),
  water: n('f|agua', { el: true }),
  thunder: n('m|trueno'),
  colours: n('m|color'),
  // Places
  farm: n('f|granja', { at: 'en la granja' }),
  forest: n('m|bosque', { at: 'en el bosque' }),
  sea: n('m|mar', { at: 'junto al mar' }),
  beach: n('f|playa', { at: 'en la playa' }),
  island: n('f|isla', { at: 'en la isla' }),
  underwater: n('m|fondo del mar|fondos del mar', { at: 'en el fondo del mar' }),
  mountain: n('f|montaña', { at: 'en las montañas' }),
  snow: n('f|nieve', { at: 'en la nieve' }),
  city: n('f|ciudad', { at: 'en la ciudad' }),
  village: n('m|pueblo', { at: 'en el pueblo' }),
  castle: n('m|castillo', { at: 'en el castillo' }),
  space: n('m|espacio', { at: 'en el espacio' }),
  moon: n('f|luna', { at: 'en la luna' }),
  garden: n('m|jardín', { at: 'en el jardín' }),
  meadow: n('m|prado', { at: 'en el prado' }),
  home: n('f|casa', { at: 'en casa' }),
  school: n('f|escuela', { at: 'en la escuela' }),
  kindergarten: n('f|guardería', { at: 'en la guardería' }),
  river: n('m|río', { at: 'junto al río' }),
  lake: n('m|lago', { at: 'junto al lago' }),
  zoo: n('m|zoo', { at: 'en el zoo' }),
  desert: n('m|desierto', { at: 'en el desierto' }),
  cave: n('f|cueva', { at: 'en la cueva' }),
};

const a = (m: string, f = m, pre = false): EsAdj => ({ m, f, ...(pre ? { pre } : {}) });

export const ES_TRAITS: Record<string, EsAdj> = {
  talking: a('parlante'),
  magic: a('mágico', 'mágica'),
  brave: a('valiente'),
  little: a('pequeño', 'pequeña', true),
  old: a('viejo', 'vieja', true),
  big: a('grande'),
  shy: a('tímido', 'tímida'),
  lost: a('perdido', 'perdida'),
  wise: a('sabio', 'sabia'),
  flying: a('volador', 'voladora'),
  golden: a('dorado', 'dorada'),
  red: a('rojo', 'roja'),
  sleepy: a('dormilón', 'dormilona'),
  friendly: a('simpático', 'simpática'),
  clever: a('listo', 'lista'),
  grumpy: a('gruñón', 'gruñona'),
  lonely: a('solitario', 'solitaria'),
  secret: a('secreto', 'secreta'),
  paper: a('de papel'),
  new: a('nuevo', 'nueva'),
};

/** A noun in the form for a person's sex: "la granjera" for a farmer who is a woman. */
export function esForm(x: EsNoun, sex?: EsGender): { g: EsGender; sg: string; pl: string; el?: boolean } {
  if (sex && x.other && sex !== x.g) return { g: sex, ...x.other };
  return { g: x.g, sg: x.sg, pl: x.pl, ...(x.el ? { el: true } : {}) };
}

/** An adjective agreeing with its noun: "perdidos", "voladora", "de papel". */
export const esAdj = (x: EsAdj, g: EsGender, plural = false): string => {
  const word = g === 'f' ? x.f : x.m;
  return plural ? esPlural(word) : word;
};

/**
 * "el cuervo parlante", "un pequeño tractor valiente", "los colores perdidos", "el hada", "la pequeña hada".
 * Indefinite plurals go without article ("mariposas"), as Spanish says them after a verb.
 */
export function esNP(
  x: EsNoun,
  options: { def?: boolean; plural?: boolean; adjs?: EsAdj[]; sex?: EsGender } = {},
): string {
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const form = esForm(x, options.sex);
  const adjs = options.adjs ?? [];
  const pre = adjs.filter((j) => j.pre).map((j) => esAdj(j, form.g, plural));
  const post = adjs.filter((j) => !j.pre).map((j) => esAdj(j, form.g, plural));
  const head = [...pre, plural ? form.pl : form.sg, post.join(' y ')].filter(Boolean).join(' ');
  const elForm = form.el && !pre.length && !plural;
  let article: string;
  if (plural) article = def ? (form.g === 'f' ? 'las' : 'los') : '';
  else if (def) article = form.g === 'f' && !elForm ? 'la' : 'el';
  else article = form.g === 'f' && !elForm ? 'una' : 'un';
  return article ? `${article} ${head}` : head;
}

/** "de el" → "del", "a el" → "al" (whole words only: not "montaña el", not the pronoun "él"). */
export const esContract = (s: string): string =>
  s.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_m, p: string) => `${p}l`);
