/**
 * Portuguese (Brazilian) forms of every lexicon noun (`lexicon.ts`) and every trait (`TRAITS` in
 * read/traits.ts): gender, plural, the other-sex form of people ("o fazendeiro" / "a fazendeira"), where a
 * place is ("na fazenda", "à beira do rio") and the infinitive of a skill ("aprender a dançar").
 */

export type PtGender = 'm' | 'f';

export interface PtNoun {
  g: PtGender;
  sg: string;
  pl: string;
  /** The form for the other sex, for people whose word changes ("a professora" / "o professor"). */
  other?: { sg: string; pl: string };
  /** For places: where something happens ("na fazenda", "à beira-mar"). */
  at?: string;
  /** For skills: the infinitive that follows "aprender a" ("dançar"). */
  verb?: string;
}

export interface PtAdj {
  m: string;
  f: string;
  /** Goes before the noun ("o pequeno trator"); most Portuguese adjectives follow it. */
  pre?: boolean;
}

/** Regular Portuguese plural: vowel + s, -m → -ns, -ão → -ões, -r/-z → -es, -l → -is. */
export const ptPlural = (sg: string): string => {
  if (sg.includes(' ')) return sg;
  if (/ão$/.test(sg)) return `${sg.slice(0, -2)}ões`;
  if (/[aeiouáéíóúâêôãõ]$/.test(sg)) return `${sg}s`;
  if (/m$/.test(sg)) return `${sg.slice(0, -1)}ns`;
  if (/[rz]$/.test(sg)) return `${sg}es`;
  if (/el$/.test(sg)) return `${sg.slice(0, -2)}éis`;
  if (/ol$/.test(sg)) return `${sg.slice(0, -2)}óis`;
  if (/[au]l$/.test(sg)) return `${sg.slice(0, -1)}is`;
  return `${sg}s`;
};

/** 'm|cachorro' or 'm|trem|trens'; `other` as 'fazendeira' or 'professor|professores'. */
const n = (spec: string, extra: { other?: string; at?: string; verb?: string } = {}): PtNoun => {
  const [g, sg, pl = ptPlural(sg as string)] = spec.split('|') as [PtGender, string, string?];
  const { other, ...rest } = extra;
  const [osg, opl] = other ? (other.split('|') as [string, string?]) : [];
  return { g, sg, pl, ...(osg ? { other: { sg: osg, pl: opl ?? ptPlural(osg) } } : {}), ...rest };
};

export const PT_NOUNS: Record<string, PtNoun> = {
  // People and relatives
  girl: n('f|menina'),
  boy: n('m|menino'),
  child: n('f|criança'),
  sister: n('f|irmã'),
  brother: n('m|irmão|irmãos'),
  twin: n('m|gêmeo', { other: 'gêmea' }),
  friend: n('m|amigo', { other: 'amiga' }),
  baby: n('m|bebê'),
  grandma: n('f|avó'),
  grandpa: n('m|avô'),
  mum: n('f|mamãe'),
  dad: n('m|papai'),
  aunt: n('f|tia'),
  uncle: n('m|tio'),
  farmer: n('m|fazendeiro', { other: 'fazendeira' }),
  king: n('m|rei'),
  queen: n('f|rainha'),
  princess: n('f|princesa'),
  prince: n('m|príncipe'),
  knight: n('m|cavaleiro', { other: 'cavaleira' }),
  pirate: n('m|pirata', { other: 'pirata' }),
  witch: n('f|bruxa', { other: 'bruxo' }),
  wizard: n('m|mago', { other: 'maga' }),
  teacher: n('f|professora', { other: 'professor' }),
  baker: n('m|padeiro', { other: 'padeira' }),
  fisherman: n('m|pescador', { other: 'pescadora' }),
  firefighter: n('f|bombeira', { other: 'bombeiro' }),
  astronaut: n('m|astronauta', { other: 'astronauta' }),
  neighbour: n('m|vizinho', { other: 'vizinha' }),
  // Animals
  pet: n('m|bichinho'),
  dog: n('m|cachorro'),
  cat: n('m|gato'),
  rabbit: n('m|coelho'),
  bear: n('m|urso'),
  fox: n('f|raposa'),
  hedgehog: n('m|ouriço'),
  raven: n('m|corvo'),
  owl: n('f|coruja'),
  otter: n('f|lontra'),
  mouse: n('m|camundongo'),
  horse: n('m|cavalo'),
  cow: n('f|vaca'),
  pig: n('m|porquinho'),
  sheep: n('f|ovelha'),
  chicken: n('f|galinha'),
  duck: n('m|pato'),
  bird: n('m|passarinho'),
  parrot: n('m|papagaio'),
  'guinea-pig': n('m|porquinho-da-índia|porquinhos-da-índia'),
  penguin: n('m|pinguim'),
  lion: n('m|leão'),
  elephant: n('m|elefante'),
  monkey: n('m|macaco'),
  giraffe: n('f|girafa'),
  turtle: n('f|tartaruga'),
  fish: n('m|peixe'),
  whale: n('f|baleia'),
  dolphin: n('m|golfinho'),
  octopus: n('m|polvo'),
  squirrel: n('m|esquilo'),
  frog: n('m|sapo'),
  butterfly: n('f|borboleta'),
  bee: n('f|abelha'),
  wolf: n('m|lobo'),
  deer: n('m|cervo'),
  snail: n('m|caracol|caracóis'),
  seal: n('f|foca'),
  // Creatures
  dragon: n('m|dragão'),
  unicorn: n('m|unicórnio'),
  robot: n('m|robô'),
  dinosaur: n('m|dinossauro'),
  fairy: n('f|fada'),
  ghost: n('m|fantasma'),
  monster: n('m|monstro'),
  mermaid: n('f|sereia'),
  giant: n('m|gigante', { other: 'giganta' }),
  troll: n('m|troll|trolls'),
  // Vehicles
  tractor: n('m|trator'),
  train: n('m|trem'),
  boat: n('m|barco'),
  rocket: n('m|foguete'),
  bicycle: n('f|bicicleta'),
  car: n('m|carro'),
  plane: n('m|avião'),
  'fire-engine': n('m|caminhão de bombeiros|caminhões de bombeiros'),
  bus: n('m|ônibus|ônibus'),
  digger: n('f|escavadeira'),
  'balloon-ride': n('m|balão de ar quente|balões de ar quente'),
  // Toys and things
  teddy: n('m|ursinho de pelúcia|ursinhos de pelúcia'),
  doll: n('f|boneca'),
  ball: n('f|bola'),
  kite: n('f|pipa'),
  balloon: n('m|balão'),
  cake: n('m|bolo'),
  'tree-house': n('f|casa na árvore|casas na árvore'),
  shell: n('f|concha'),
  bone: n('m|osso'),
  'paper-boat': n('m|barquinho de papel|barquinhos de papel'),
  raft: n('f|jangada'),
  sandcastle: n('m|castelo de areia|castelos de areia'),
  snowman: n('m|boneco de neve|bonecos de neve'),
  hut: n('f|cabana'),
  bridge: n('f|ponte'),
  birdhouse: n('f|casinha de passarinho|casinhas de passarinho'),
  key: n('f|chave'),
  map: n('m|mapa'),
  treasure: n('m|tesouro'),
  lantern: n('f|lanterna'),
  star: n('f|estrela'),
  egg: n('m|ovo'),
  crown: n('f|coroa'),
  book: n('m|livro'),
  letter: n('f|carta'),
  present: n('m|presente'),
  flower: n('f|flor'),
  seed: n('f|semente'),
  // Events and skills
  harvest: n('f|colheita'),
  storm: n('f|tempestade'),
  rain: n('f|chuva'),
  night: n('f|noite'),
  winter: n('m|inverno'),
  birthday: n('m|aniversário'),
  party: n('f|festa'),
  festival: n('m|festival|festivais'),
  christmas: n('m|Natal|Natais'),
  wedding: n('m|casamento'),
  swimming: n('f|natação', { verb: 'nadar' }),
  reading: n('f|leitura', { verb: 'ler' }),
  cycling: n('m|ciclismo', { verb: 'andar de bicicleta' }),
  flying: n('m|voo', { verb: 'voar' }),
  dancing: n('f|dança', { verb: 'dançar' }),
  skating: n('f|patinação no gelo|patinações no gelo', { verb: 'patinar no gelo' }),
  climbing: n('f|escalada', { verb: 'escalar' }),
  fire: n('m|fogo'),
  water: n('f|água'),
  thunder: n('m|trovão'),
  colours: n('f|cor'),
  // Places
  farm: n('f|fazenda', { at: 'na fazenda' }),
  forest: n('f|floresta', { at: 'na floresta' }),
  sea: n('m|mar', { at: 'à beira-mar' }),
  beach: n('f|praia', { at: 'na praia' }),
  island: n('f|ilha', { at: 'na ilha' }),
  underwater: n('m|fundo do mar|fundos do mar', { at: 'no fundo do mar' }),
  mountain: n('f|montanha', { at: 'nas montanhas' }),
  snow: n('f|neve', { at: 'na neve' }),
  city: n('f|cidade', { at: 'na cidade' }),
  village: n('m|vilarejo', { at: 'no vilarejo' }),
  castle: n('m|castelo', { at: 'no castelo' }),
  space: n('m|espaço', { at: 'no espaço' }),
  moon: n('f|lua', { at: 'na lua' }),
  garden: n('m|jardim', { at: 'no jardim' }),
  meadow: n('m|campo', { at: 'no campo' }),
  home: n('f|casa', { at: 'em casa' }),
  school: n('f|escola', { at: 'na escola' }),
  kindergarten: n('f|creche', { at: 'na creche' }),
  river: n('m|rio', { at: 'à beira do rio' }),
  lake: n('m|lago', { at: 'à beira do lago' }),
  zoo: n('m|zoológico', { at: 'no zoológico' }),
  desert: n('m|deserto', { at: 'no deserto' }),
  cave: n('f|caverna', { at: 'na caverna' }),
};

const a = (m: string, f = m, pre = false): PtAdj => ({ m, f, ...(pre ? { pre } : {}) });

export const PT_TRAITS: Record<string, PtAdj> = {
  talking: a('falante'),
  magic: a('mágico', 'mágica'),
  brave: a('corajoso', 'corajosa'),
  little: a('pequeno', 'pequena', true),
  old: a('velho', 'velha', true),
  big: a('grande'),
  shy: a('tímido', 'tímida'),
  lost: a('perdido', 'perdida'),
  wise: a('sábio', 'sábia'),
  flying: a('voador', 'voadora'),
  golden: a('dourado', 'dourada'),
  red: a('vermelho', 'vermelha'),
  sleepy: a('dorminhoco', 'dorminhoca'),
  friendly: a('simpático', 'simpática'),
  clever: a('esperto', 'esperta'),
  grumpy: a('rabugento', 'rabugenta'),
  lonely: a('solitário', 'solitária'),
  secret: a('secreto', 'secreta'),
  paper: a('de papel'),
  new: a('novo', 'nova'),
};

/** A noun in the form for a person's sex: "a fazendeira" for a farmer who is a woman. */
export function ptForm(x: PtNoun, sex?: PtGender): { g: PtGender; sg: string; pl: string } {
  if (sex && x.other && sex !== x.g) return { g: sex, ...x.other };
  return { g: x.g, sg: x.sg, pl: x.pl };
}

/** An adjective agreeing with its noun: "perdidas", "voadora", "de papel". */
export const ptAdj = (x: PtAdj, g: PtGender, plural = false): string => {
  const word = g === 'f' ? x.f : x.m;
  return plural ? ptPlural(word) : word;
};

/**
 * "o corvo falante", "um pequeno trator corajoso", "as cores perdidas". Indefinite plurals go without
 * article ("borboletas"), as Portuguese says them after a verb.
 */
export function ptNP(
  x: PtNoun,
  options: { def?: boolean; plural?: boolean; adjs?: PtAdj[]; sex?: PtGender } = {},
): string {
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const form = ptForm(x, options.sex);
  const adjs = options.adjs ?? [];
  const pre = adjs.filter((j) => j.pre).map((j) => ptAdj(j, form.g, plural));
  const post = adjs.filter((j) => !j.pre).map((j) => ptAdj(j, form.g, plural));
  const head = [...pre, plural ? form.pl : form.sg, post.join(' e ')].filter(Boolean).join(' ');
  let article: string;
  if (plural) article = def ? (form.g === 'f' ? 'as' : 'os') : '';
  else if (def) article = form.g === 'f' ? 'a' : 'o';
  else article = form.g === 'f' ? 'uma' : 'um';
  return article ? `${article} ${head}` : head;
}

const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
};

/** "de o" → "do", "em a" → "na", "a a" → "à", "por as" → "pelas" (whole words only). */
export const ptContract = (s: string): string =>
  s.replace(/(?<!\p{L})(de|em|a|por|De|Em|A|Por) (o|a|os|as)(?!\p{L})/gu, (m, p: string, art: string) => {
    const merged = CONTRACTIONS[p.toLowerCase()]?.[art];
    if (!merged) return m;
    return p[0] === p[0]?.toUpperCase() ? merged.charAt(0).toUpperCase() + merged.slice(1) : merged;
  });
