import type { Language } from '../../types';

/**
 * The reader's small word tables (words as data): colour words with their hex, what a character wears or
 * looks like, feelings, times of day and seasons, and the function words that decide a phrase (articles,
 * possessives, place prepositions) — per Latin-script language. Nouns themselves come from the lexicon, the
 * per-language idea vocabularies, `nouns.ts` and WordNet, never from here.
 */

export type Latin = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';

const w = (words: string): string[] => words.split(/\s+/).filter(Boolean);

/** Colour → hex and its spellings (stems for German; every inflection for the Romance languages). */
export const COLOURS: Array<{ en: string; hex: string; words: RegExp }> = [
  { en: 'red', hex: '#d0312d', words: /^(red|rot(e[nrsm]?)?|rouges?|roj[oa]s?|ross[oaie]|vermelh[oa]s?)$/ },
  {
    en: 'blue',
    hex: '#2e6fd8',
    words: /^(blue|blau(e[nrsm]?)?|bleu(e|es|s)?|azul(es)?|blu|azzurr[oaie]|azuis)$/,
  },
  { en: 'green', hex: '#3a9a4a', words: /^(green|grün(e[nrsm]?)?|gruen\w*|verte?s?|verdes?|verdi)$/ },
  {
    en: 'yellow',
    hex: '#f6d32d',
    words: /^(yellow|gelb(e[nrsm]?)?|jaunes?|amarill[oa]s?|giall[oaie]|amarel[oa]s?)$/,
  },
  {
    en: 'orange',
    hex: '#f28c28',
    words: /^(orange|orang(e[nrsm]?)?|oranges?|naranjas?|arancion[ei]|laranjas?)$/,
  },
  {
    en: 'purple',
    hex: '#8e44ad',
    words: /^(purple|violet|lila|violett(e[nrsm]?)?|violet(te)?s?|morad[oa]s?|viola|rox[oa]s?)$/,
  },
  { en: 'pink', hex: '#f48fb1', words: /^(pink|rosa|rose|roses|rosad[oa]s?|cor-de-rosa)$/ },
  {
    en: 'brown',
    hex: '#8b5a2b',
    words:
      /^(brown|braun(e[nrsm]?)?|marron|brun(e|es|s)?|marrón|marrones|café|marrone|marroni|castan[hoa]+s?|marrom)$/,
  },
  {
    en: 'black',
    hex: '#262626',
    words: /^(black|schwarz(e[nrsm]?)?|noir(e|es|s)?|negr[oa]s?|ner[oaie]|pret[oa]s?)$/,
  },
  {
    en: 'white',
    hex: '#f5f5f5',
    words: /^(white|wei(ß|ss)(e[nrsm]?)?|blanc(he|hes|s)?|blanc[oa]s?|bianc[oa]|bianch[ie]|branc[oa]s?)$/,
  },
  {
    en: 'grey',
    hex: '#9e9e9e',
    words: /^(gr[ae]y|grau(e[nrsm]?)?|gris(e|es)?|grigi[oa]?|grige|cinza|cinzent[oa]s?)$/,
  },
  {
    en: 'gold',
    hex: '#d4af37',
    words: /^(gold|golden(e[nrsm]?)?|goldig\w*|doré(e|es|s)?|dorad[oa]s?|dorat[oaie]|dourad[oa]s?)$/,
  },
  {
    en: 'silver',
    hex: '#c0c0c0',
    words: /^(silver|silbern?(e[nrsm]?)?|argenté(e|es|s)?|platead[oa]s?|argentat[oaie]|prateado|prateada)$/,
  },
  {
    en: 'blond',
    hex: '#e8c872',
    words: /^(blond(e[nrsm]?)?|blond(e|es|s)?|rubi[oa]s?|biond[oaie]|loir[oa]s?|lour[oa]s?)$/,
  },
  {
    en: 'ginger',
    hex: '#c1502e',
    words: /^(ginger|red-haired|rothaarig\w*|roux|rousse|pelirroj[oa]s?|ruiv[oa]s?)$/,
  },
  { en: 'turquoise', hex: '#30c5c5', words: /^(turquoise|türkis(e[nrsm]?)?|turques[ae]s?|turchese)$/ },
];

export function colourOf(word: string): { en: string; hex: string } | undefined {
  const lower = word.toLowerCase();
  const found = COLOURS.find((c) => c.words.test(lower));
  return found && { en: found.en, hex: found.hex };
}

export const HAIR = /^(hair|haar(e|en)?|locken|cheveux|pelo|cabello|capelli|cabelos?)$/i;
export const CURLY =
  /^(curly|curls|lockig\w*|locken|bouclés?|frisés?|rizad[oa]s?|ricci|ricciol[io]|cacheado|cacheados|encaracolad[oa]s?)$/i;
export const SHORT = /^(short|kurz(e[nrsm]?)?|courts?|cortos?|corti|curtos?)$/i;
export const LONG = /^(long|lang(e[nrsm]?)?|longs|largos?|lunghi|longos?)$/i;
export const GLASSES = /^(glasses|spectacles|brille|lunettes|gafas|lentes|occhiali|óculos)$/i;
export const FRECKLES = /^(freckles|sommersprossen|rousseur|pecas|lentiggini|sardas)$/i;
export const EYES = /^(eyes|augen|yeux|ojos|occhi|olhos)$/i;

/** Clothing the idea may give a character, by spelling → English lemma. */
export const CLOTHING: Record<string, string> = Object.fromEntries(
  (
    [
      ['scarf', 'scarf schal écharpe foulard bufanda sciarpa cachecol'],
      ['hat', 'hat hut chapeau sombrero cappello chapéu'],
      ['cap', 'cap mütze kappe bonnet casquette gorro gorra berretto boné'],
      ['coat', 'coat mantel manteau abrigo cappotto casaco'],
      ['raincoat', 'raincoat regenmantel regenjacke imperméable impermeable impermeável'],
      ['jacket', 'jacket jacke veste chaqueta giacca jaqueta'],
      ['dress', 'dress kleid robe vestido vestito'],
      ['boots', 'boots stiefel gummistiefel bottes botas stivali'],
      ['shoes', 'shoes schuhe chaussures zapatos scarpe sapatos'],
      ['sweater', 'sweater jumper pullover pulli pull jersey suéter maglione camisola'],
      ['hoodie', 'hoodie kapuzenpulli sweat sudadera felpa moletom'],
      ['cape', 'cape cloak umhang cape capa mantello'],
      ['shirt', 'shirt t-shirt hemd chemise camisa camiseta maglietta camicia'],
      ['skirt', 'skirt rock jupe falda gonna saia'],
      ['trousers', 'trousers pants hose pantalon pantalones pantaloni calças'],
      ['helmet', 'helmet helm casque casco elmo capacete'],
      ['backpack', 'backpack rucksack sac-à-dos mochila zaino'],
      ['collar', 'collar halsband collier collare coleira'],
      ['bow', 'bow schleife nœud lazo fiocco laço'],
      ['gloves', 'gloves handschuhe gants guantes guanti luvas'],
    ] as Array<[string, string]>
  ).flatMap(([en, words]) => w(words).map((word) => [word, en])),
);

/** Spellings that are clothing in one language only: "Rock" is a skirt in German, a rock in English. */
const CLOTHING_ONLY_IN: Record<string, Latin> = {
  rock: 'de',
  hose: 'de',
  pull: 'fr',
  sweat: 'fr',
  robe: 'fr',
  hat: 'en',
};

/** The English lemma of a piece of clothing written in the idea's language, if it is one. */
export function clothingOf(word: string, language: Latin): string | undefined {
  const lower = word.toLowerCase();
  const only = CLOTHING_ONLY_IN[lower];
  return only && only !== language ? undefined : CLOTHING[lower];
}

/** Words of time that are never things ("Eines Tages", "one day"). */
export const TIME_NOUNS = new Set(
  w('tag tages nacht morgen abend mal zeit weile jour fois temps día vez tiempo giorno volta tempo dia vez'),
);

/** Body parts and features: never characters, never things of the story. */
export const BODY = new Set(
  w(
    'hair haar haare haaren locken curls eyes augen ears ohren tail schwanz nose nase paws pfoten hands hände ' +
      'feet füße teeth zähne wings flügel fur fell face gesicht freckles sommersprossen beard bart ' +
      'cheveux yeux oreilles queue nez pattes ailes pelo cabello ojos orejas cola alas capelli occhi orecchie ' +
      'coda ali cabelo cabelos olhos orelhas rabo asas brille glasses lunettes gafas occhiali óculos',
  ),
);

/** Feelings (adjectives and the nouns of "has fear") → English. */
export const FEELINGS: Array<[RegExp, string]> = [
  [/^(shy|timid|schüchtern\w*|timides?|tímid[oa]s?|timid[oaie])$/i, 'shy'],
  [
    /^(afraid|scared|frightened|fearful|ängstlich\w*|angst|peur|miedo|paura|medo|fürchte\w*|effrayée?s?|asustad[oa]s?|spaventat[oa])$/i,
    'afraid',
  ],
  [/^(lonely|alone|einsam\w*|allein|seule?s?|sol[oa]s?|sozinh[oa]s?|solitari[oa])$/i, 'lonely'],
  [/^(sad|unhappy|traurig\w*|triste|tristes)$/i, 'sad'],
  [
    /^(nervous|anxious|worried|nervös\w*|besorgt\w*|nerveu(x|se)|inquiète?|nervios[oa]|preocupad[oa]|nervos[oa]|preoccupat[oa])$/i,
    'nervous',
  ],
  [/^(angry|cross|wütend\w*|böse|sauer|en colère|fâchée?|enfadad[oa]|arrabbiat[oa]|zangad[oa])$/i, 'angry'],
  [/^(jealous|eifersüchtig\w*|jaloux|jalouse|celos[oa]|gelos[oa]|ciumento|ciumenta)$/i, 'jealous'],
  [/^(curious|neugierig\w*|curieu(x|se)|curios[oa])$/i, 'curious'],
  [
    /^(brave|courageous|mutig\w*|tapfer\w*|courageu(x|se)|valiente|coraggios[oa]|corajos[oa]|valente)$/i,
    'brave',
  ],
  [/^(bored|gelangweilt\w*|langweilig|ennuie|aburrid[oa]|annoiat[oa]|entediad[oa])$/i, 'bored'],
  [/^(homesick|heimweh)$/i, 'homesick'],
  [/^(excited|aufgeregt\w*|excitée?|emocionad[oa]|emozionat[oa]|animad[oa])$/i, 'excited'],
  [/^(happy|glücklich\w*|froh\w*|fröhlich\w*|heureu(x|se)|feliz|felice|contente?)$/i, 'happy'],
  [/^(sleepy|tired|müde\w*|fatiguée?|cansad[oa]|stanc[oa])$/i, 'sleepy'],
];

export const feelingOf = (word: string): string | undefined => FEELINGS.find(([re]) => re.test(word))?.[1];

export const TIMES: Array<[RegExp, 'morning' | 'day' | 'evening' | 'night']> = [
  [
    /\b(night|nights|tonight|midnight|bedtime|nachts?|nächte|mitternacht|nuit|noche|notte|noite|ночью|ночь)\b|夜|밤|ليل/iu,
    'night',
  ],
  [
    /\b(evening|dusk|sunset|abends?|abend|soir|soirée|tarde|sera|entardecer|вечер\w*)\b|夕方|傍晚|저녁|مساء/iu,
    'evening',
  ],
  [
    /\b(morning|dawn|sunrise|morgens|frühmorgens|matin|mañana|mattina|manhã|утр\w*)\b|朝|早上|아침|صباح/iu,
    'morning',
  ],
];

export const SEASONS: Array<[RegExp, 'spring' | 'summer' | 'autumn' | 'winter']> = [
  [/\b(winter|wintertag\w*|hiver|invierno|inverno|зим\w*)\b|冬|겨울|شتاء/iu, 'winter'],
  [/\b(summer|sommer\w*|été|verano|estate|verão|лет\w*)\b|夏|여름|صيف/iu, 'summer'],
  [/\b(spring|frühling\w*|printemps|primavera|весн\w*)\b|春|봄|ربيع/iu, 'spring'],
  [/\b(autumn|fall|herbst\w*|automne|otoño|autunno|outono|осен\w*)\b|秋|가을|خريف/iu, 'autumn'],
];

/** Articles, possessives and numbers before a noun, per language (lower case). */
export const DETERMINERS: Record<Latin, Set<string>> = {
  en: new Set(w('a an the his her their my our its your this that these those some two three every one')),
  de: new Set(
    w(
      'der die das den dem des ein eine einen einem einer eines sein seine seinen seinem seiner seines ihr ihre ' +
        'ihren ihrem ihrer ihres mein meine meinen meinem meiner unser unsere unseren unserem dein deine kein keine ' +
        'keinen zwei drei vier viele jede jeden jedem im am zum zur vom beim ins',
    ),
  ),
  fr: new Set(
    w(
      'le la les l’ un une des du de d’ au aux son sa ses mon ma mes ton ta tes leur leurs notre nos deux trois ce cet cette ces',
    ),
  ),
  es: new Set(
    w(
      'el la los las un una unos unas al del su sus mi mis tu tus nuestro nuestra dos tres este esta ese esa',
    ),
  ),
  it: new Set(
    w(
      'il lo la l’ i gli le un uno una un’ al allo alla ai agli alle del dello della dei degli delle nel nello nella ' +
        'nei negli nelle sul sulla suo sua suoi sue mio mia miei mie tuo tua due tre questo questa',
    ),
  ),
  pt: new Set(
    w(
      'o a os as um uma uns umas ao à aos às do da dos das no na nos nas seu sua seus suas meu minha dois duas três este esta',
    ),
  ),
};

/** Possessives ("her fox", "sein Dackel", "son chat"): the noun after one belongs to a character. */
export const POSSESSIVES: Record<Latin, Set<string>> = {
  en: new Set(w('his her their my our')),
  de: new Set(
    w('sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer mein meine meinen meinem unser unsere'),
  ),
  fr: new Set(w('son sa ses mon ma mes leur leurs')),
  es: new Set(w('su sus mi mis')),
  it: new Set(w('suo sua suoi sue mio mia')),
  pt: new Set(w('seu sua seus suas meu minha')),
};

/** Prepositions (and contractions) before a place. */
export const PLACE_PREPOSITIONS: Record<Latin, Set<string>> = {
  en: new Set(w('to in into at through across inside near on under over behind towards toward')),
  de: new Set(w('in im ins am an auf zum zur nach durch unter über hinter bei beim neben vor')),
  fr: new Set(w('à au aux dans en sur sous chez vers près jusqu’')),
  es: new Set(w('a al en hacia hasta por bajo sobre junto')),
  it: new Set(w('a al allo alla ai in nel nello nella nei sul sulla verso sotto dentro per')),
  pt: new Set(w('a ao à em no na nos nas para até sob sobre pela pelo')),
};

/** Words that join names ("Emma and Lotta"). */
export const AND: Record<Latin, Set<string>> = {
  en: new Set(['and', '&']),
  de: new Set(['und', '&']),
  fr: new Set(['et', '&']),
  es: new Set(['y', 'e', '&']),
  it: new Set(['e', 'ed', '&']),
  pt: new Set(['e', '&']),
};

/** Words right before a name ("a dog called Rex", "ein Hund namens Rex"). */
export const NAME_CUES = new Set(
  w(
    'named called namens heißt heisst genannt nommé nommée appelé appelée prénommé prénommée llamado llamada ' +
      'chiamato chiamata di-nome chamado chamada',
  ),
);

/** Capitalised words that are never names, whatever their place. */
export const NEVER_NAMES = new Set(
  w(
    'i the a an and or but once one day when then there this that they we he she it his her my our so ' +
      'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
      'september october november december christmas easter halloween mr mrs miss ms ' +
      'der die das ein eine und oder aber als dann da ich wir er sie es sein ihr mein unser einmal eines tages ' +
      'montag dienstag mittwoch donnerstag freitag samstag sonntag weihnachten ostern ' +
      'im am zum zur vom beim in an auf unter über mit nach zu von bei für gegen ohne um bis ' +
      'nachts morgens abends mittags tagsüber vormittags nachmittags gemeinsam zusammen plötzlich heute gestern ' +
      'danach endlich immer jeden jede jedes leider später draußen drinnen überall manchmal oft bald sofort hier ' +
      'dort wenn weil obwohl doch auch sogar nur schon noch jetzt eines irgendwann zuerst schließlich trotzdem ' +
      'deshalb außerdem zum glück wie was wo warum wer hallo liebe lieber bitte vielleicht eventuell bestimmt ' +
      'maybe perhaps peut-être quizás forse talvez ' +
      'le la les un une et il elle ils elles dans avec pour sur un jour puis ensuite soudain ensemble chaque ' +
      'el los las y en con para por un día entonces juntos de repente cada érase había ' +
      'lo gli una e con per su c’era un giorno poi insieme improvvisamente ogni ' +
      'o os as um uma e com para em era uma vez certo dia então juntos de repente cada',
  ),
);

/** German adverbs and adjectives by their ending: "Gemeinsam", "Plötzlich", "Traurig" are never names. */
export const GERMAN_NOT_NAME = /(lich|ig|sam|bar|haft|los|isch|weise|wärts|mals|ends|ags|achts)$/i;
/** German nouns by their ending ("Freundschaft", "Zeitung", "Häuschen"). */
export const GERMAN_NOUN_ENDING = /(ung|heit|keit|schaft|tion|nis|tum|ismus|ität|chen|lein|ei)$/i;

/** The sex an English person noun gives ("son", "granddaughter"). */
export const SEX_OF_NOUN: Record<string, 'f' | 'm'> = Object.fromEntries([
  ...w('son boy brother father dad grandpa grandfather grandson uncle nephew man king prince').map((x) => [
    x,
    'm',
  ]),
  ...w(
    'daughter girl sister mother mum mom grandma grandmother granddaughter aunt niece woman queen princess',
  ).map((x) => [x, 'f']),
]);

/** "A story for …", "Ein Buch für …": the idea's frame, not a thing of the story. */
export const META_NOUN =
  /^(story|stories|tale|book|geschichte|buch|märchen|histoire|conte|livre|cuento|historia|libro|storia|favola|história|livro)$/i;
export const FOR = /^(for|about|für|über|pour|sur|para|sobre|per|su)$/i;

/** English nouns too abstract to be things of a story. */
export const ABSTRACT_EN = new Set(
  w('time way day thing lot fun help end idea kind sort part place side bit'),
);

export const LATIN_LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'pt'];
