import { DRAWN_SETTINGS, DRAWN_THINGS, isVehicle } from '../illustration/kinds';
import { LEXICON, type LexEntry } from '../story/lexicon';
import type { Clothing, Feature, Language, Style } from '../types';
import type { LookWord } from './changes';
import { INTL, INTL_LANGUAGES, INTL_STYLES, otherForms } from './planner-words.intl';
import { w } from './word-pattern';

export { w };

/**
 * The words the embedded refinement planner reads in German and English requests (issue #14): colours,
 * what of a character they colour, clothing, features, styles, places, things and activities, page words.
 * Patterns match lower-cased text; `w()` makes a whole-word pattern that also knows umlauts.
 */

const L = '[\\p{L}\\p{M}\\p{N}]';
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export { SHADE_ONLY, type Colour } from './colour-words';

/** What of a character a colour goes to. */
export type Slot = 'hair' | 'body' | 'clothing' | 'accent';

/** The parts a colour or a wish can name, as the texts call them (`texts/labels.ts`). */
export type SlotId =
  'hair' | 'fur' | 'skin' | 'scarf' | 'hoodie' | 'dress' | 'overalls' | 'cape' | 'clothes' | 'hat' | 'bow';

export interface SlotWord {
  id: SlotId;
  slot: Slot;
  /** A clothing kind the word names (a scarf), or a feature (a hat, whose colour is the accent). */
  clothing?: Clothing;
  feature?: Feature;
  /** For skin (persons) or fur (animals) only. */
  of?: 'person' | 'animal';
  label: { en: string; de: string };
  pattern: RegExp;
}

const slot = (s: Omit<SlotWord, 'pattern'>, alternation: string): SlotWord => ({
  ...s,
  pattern: w(alternation),
});

export const SLOT_WORDS: SlotWord[] = [
  slot(
    { id: 'hair', slot: 'hair', label: { en: 'hair', de: 'Haare' } },
    `hair|haircut|haar|haare|haaren|haarfarbe|frisur|locken|zöpfe|${INTL.hair}`,
  ),
  slot(
    { id: 'fur', slot: 'body', of: 'animal', label: { en: 'fur', de: 'Fell' } },
    `fur|coat colour|fell|fells|schuppen|scales|feathers|federn|${INTL.fur}`,
  ),
  slot(
    { id: 'skin', slot: 'body', of: 'person', label: { en: 'skin', de: 'Haut' } },
    `skin|skin colour|skin tone|haut|hautfarbe|hautton|${INTL.skin}`,
  ),
  slot(
    { id: 'scarf', slot: 'clothing', clothing: 'scarf', label: { en: 'scarf', de: 'Schal' } },
    `scarf|scarves|schal|schals|halstuch|${INTL.scarf}`,
  ),
  slot(
    { id: 'hoodie', slot: 'clothing', clothing: 'hoodie', label: { en: 'hoodie', de: 'Kapuzenpulli' } },
    `hoodie|hoody|hooded jumper|kapuzenpulli|kapuzenpullover|hoodies|${INTL.hoodie}`,
  ),
  slot(
    { id: 'dress', slot: 'clothing', clothing: 'dress', label: { en: 'dress', de: 'Kleid' } },
    `dress|kleid|kleidchen|kleides|${INTL.dress}`,
  ),
  slot(
    { id: 'overalls', slot: 'clothing', clothing: 'overalls', label: { en: 'overalls', de: 'Latzhose' } },
    `overalls|dungarees|latzhose|${INTL.overalls}`,
  ),
  slot(
    { id: 'cape', slot: 'clothing', clothing: 'cape', label: { en: 'cape', de: 'Umhang' } },
    `cape|cloak|umhang|umhangs|${INTL.cape}`,
  ),
  slot(
    { id: 'clothes', slot: 'clothing', label: { en: 'clothes', de: 'Kleidung' } },
    `clothes|clothing|outfit|shirt|t-shirt|jumper|sweater|jacket|pyjamas|pajamas|pjs|nightie|coat|kleidung|kleider|klamotten|pulli|pullover|jacke|anziehsachen|schlafanzug|pyjama|nachthemd|mantel|${INTL.clothes}`,
  ),
  slot(
    { id: 'hat', slot: 'accent', feature: 'hat', label: { en: 'hat', de: 'Hut' } },
    `hat|hats|cap|caps|beanie|beanies|hut|hüte|hutes|mütze|mützen|muetze|kappe|${INTL.hat}`,
  ),
  slot(
    { id: 'bow', slot: 'accent', feature: 'bow', label: { en: 'bow', de: 'Schleife' } },
    `bow|ribbon|hair bow|schleife|haarschleife|${INTL.bow}`,
  ),
];

export interface FeatureWord {
  /** A feature, or a hair length (`hair-long`): a look word without a colour of its own. */
  feature: LookWord;
  label: { en: string; de: string };
  pattern: RegExp;
}

/** Features without a colour of their own (hat and bow are in SLOT_WORDS: their colour is the accent). */
export const FEATURE_WORDS: FeatureWord[] = [
  {
    feature: 'glasses',
    label: { en: 'glasses', de: 'Brille' },
    pattern: w(`glasses|spectacles|specs|brille|brillen|${INTL.glasses}`),
  },
  {
    feature: 'freckles',
    label: { en: 'freckles', de: 'Sommersprossen' },
    pattern: w(`freckles|sommersprossen|${INTL.freckles}`),
  },
  {
    feature: 'big-ears',
    label: { en: 'big ears', de: 'große Ohren' },
    pattern: w(
      '(?:big|bigger|large|larger|huge|long|longer) ears|ears (?:\\p{L}+ ){0,2}?(?:bigger|longer|larger)|(?:gro(?:ß|ss)|grö(?:ß|ss)er|lang|länger)e?[nrs]? ohren|ohren (?:\\p{L}+ ){0,2}?(?:grö(?:ß|ss)er|länger)',
    ),
  },
  {
    feature: 'curls',
    label: { en: 'curly hair', de: 'Locken' },
    pattern: w(
      `curly(?: hair)?|curls|ringlets|locken|löckchen|lockenkopf|lockige[nrs]? haar\\p{L}*|lockig|${INTL.curls}`,
    ),
  },
  {
    feature: 'hair-long',
    label: { en: 'long hair', de: 'lange Haare' },
    pattern: w(
      `(?:long|longer) hair|(?:long|longer)(?=,? (?:[\\p{L}-]+,? ){1,2}hair)|(?:lang|länger)e?[nrs]?(?= (?:\\p{L}+ ){1,2}haar)|(?<=hair (?:[\\p{L}'’]+ ){0,5})(?:long|longer)(?=\\s*(?:$|[,.!?;]|(?:and|please|too|as well)(?![\\p{L}])))|(?:lang|länger)e?[nrs]? haar\\p{L}*|(?<=haare? (?:\\p{L}+ ){0,5})(?:lang|länger)(?:e[nrs]?)?(?=\\s*(?:$|[,.!?;]|(?:und|bitte|sein|haben)(?![\\p{L}])))|${INTL.longHair}`,
    ),
  },
  {
    feature: 'hair-short',
    label: { en: 'short hair', de: 'kurze Haare' },
    pattern: w(
      `(?:short|shorter) hair|(?:short|shorter)(?=,? (?:[\\p{L}-]+,? ){1,2}hair)|(?:kurz|kürzer)e?[nrs]?(?= (?:\\p{L}+ ){1,2}haar)|(?<=hair (?:[\\p{L}'’]+ ){0,5})(?:short|shorter)(?=\\s*(?:$|[,.!?;]|(?:and|please|too|as well)(?![\\p{L}])))|(?:kurz|kürzer)e?[nrs]? haar\\p{L}*|(?<=haare? (?:\\p{L}+ ){0,5})(?:kurz|kürzer)(?:e[nrs]?)?(?=\\s*(?:$|[,.!?;]|(?:und|bitte|sein|haben)(?![\\p{L}])))|${INTL.shortHair}`,
    ),
  },
];

/** Taking something away: "without glasses", "no hat", "ohne Brille", "keine Mütze", "Brille weg". */
export const REMOVE = w(
  `without|no|remove|take off|take (?:\\p{L}+ ){1,3}off|take away|away|get rid of|lose|drop|should go|has to go|must go|go away|\\p{L}+n['’]t|(?:do|does|did|ca|wo|should|would|could|is|are|must|has|have)nt|(?:does|do|did|should|must|can|will|would) not|cannot|never|no longer|isn't wearing|not wearing|ohne|kein|keine|keinen|weg|weglassen|entfernen|entferne|abnehmen|nicht mehr|(?:rather|better) not|raus|heraus|rausnehmen|herausnehmen|wegnehmen|wegmachen|runter|runternehmen|${INTL.remove}`,
);

export interface StyleWord {
  style: Style;
  label: { en: string; de: string };
  /** Words that name the style on their own. */
  strong: RegExp;
}

export const STYLE_WORDS: StyleWord[] = [
  {
    style: 'watercolor',
    label: { en: 'watercolour', de: 'Aquarell' },
    strong: w(`watercolou?rs?|aquarell\\p{L}*|wasserfarben?|${INTL_STYLES['watercolor']}`),
  },
  {
    style: 'pixar',
    label: { en: '3D animation', de: '3D-Animation' },
    strong: w(`pixar|3d|3-d|animationsfilm\\p{L}*|animated film|${INTL_STYLES['pixar']}`),
  },
  {
    style: 'cartoon',
    label: { en: 'cartoon', de: 'Cartoon' },
    strong: w(`cartoons?|comics?|comic-stil|zeichentrick\\p{L}*|${INTL_STYLES['cartoon']}`),
  },
  {
    style: 'realistic',
    label: { en: 'realistic', de: 'realistisch' },
    strong: w(
      `realistic|realistically|lifelike|realistisch\\p{L}*|naturgetreu\\p{L}*|${INTL_STYLES['realistic']}`,
    ),
  },
  { style: 'anime', label: { en: 'anime', de: 'Anime' }, strong: w(`anime|manga|${INTL_STYLES['anime']}`) },
  {
    style: 'minimalist',
    label: { en: 'minimalist', de: 'minimalistisch' },
    strong: w(`minimalist|minimalistic|minimal|minimalistisch\\p{L}*|${INTL_STYLES['minimalist']}`),
  },
  {
    style: 'vintage',
    label: { en: 'vintage', de: 'Vintage' },
    strong: w(`vintage|retro|old-fashioned|nostalgisch\\p{L}*|altmodisch\\p{L}*|${INTL_STYLES['vintage']}`),
  },
  {
    style: 'digital art',
    label: { en: 'digital art', de: 'digitale Kunst' },
    strong: w(
      `digital art|digital painting|digitale kunst|digitalkunst|digital gemalt|${INTL_STYLES['digital art']}`,
    ),
  },
];

/** A lexicon entry's written forms (lower case) in the book languages, longest first. */
export function formsOf(entry: LexEntry): string[] {
  const forms = new Set<string>(
    [entry.en.sg, entry.en.pl, entry.de.sg, entry.de.pl, ...(entry.also ?? []), ...otherForms(entry.id)].map(
      (f) => f.toLowerCase(),
    ),
  );
  if (!/[ns]$/.test(entry.de.pl)) forms.add(`${entry.de.pl}n`.toLowerCase());
  return [...forms].sort((a, b) => b.length - a.length);
}

export interface PlaceWord {
  entry: LexEntry;
  pattern: RegExp;
}

/** Words too common to name a place or thing on their own (English "see", German "Eis" the ice cream). */
const NOT_ALONE = new Set([
  'see',
  'seen',
  'ice',
  'eis',
  'colour',
  'colours',
  'color',
  'colors',
  'farbe',
  'farben',
  'gift',
  'gifts',
]);

/** Places a picture can show (a drawn setting of the lexicon). German "See" is the lake, "Meer" the sea. */
export const PLACE_WORDS: PlaceWord[] = LEXICON.filter(
  (e) => e.cat === 'place' && DRAWN_SETTINGS.includes(e.id),
).map((entry) => {
  const forms = formsOf(entry)
    .filter((f) => !NOT_ALONE.has(f))
    .map(escapeRe);
  if (entry.id === 'lake') forms.push('(?:am|im|zum|an den|an einem|den|dem|einem|einen) seen?');
  return { entry, pattern: w(forms.join('|')) };
});

/** Things a picture can show (drawn things and vehicles), for "with a kite", "mit einem Ball". */
export const THING_WORDS: PlaceWord[] = LEXICON.filter(
  (e) => (DRAWN_THINGS.includes(e.id) || isVehicle(e.id)) && e.id !== 'colours',
).map((entry) => ({
  entry,
  pattern: w(
    formsOf(entry)
      .filter((f) => !NOT_ALONE.has(f))
      .map(escapeRe)
      .join('|'),
  ),
}));

export interface Activity {
  id: string;
  things: string[];
  caption: { en: string; de: string };
  pattern: RegExp;
}

/**
 * An activity: its German and English forms (read through typos), and the other book languages' forms
 * (`intl`, read as written, issue #21: "partent à la recherche", "hacen un pícnic").
 */
const activity = (
  id: string,
  things: string[],
  en: string,
  de: string,
  alternation: string,
  intl?: string,
): Activity => ({
  id,
  things,
  caption: { en, de },
  pattern: intl
    ? new RegExp(`(?:${w(alternation).source})|(?:${w(intl, 'u', 'known').source})`, 'u')
    : w(alternation),
});

/** What the characters may do in a picture (set_action): a caption in German and English, things to draw. */
export const ACTIVITIES: Activity[] = [
  activity(
    'kite',
    ['kite'],
    'They fly a kite.',
    'Sie lassen einen Drachen steigen.',
    'fly(?:ing)? (?:a |the )?kites?|kite flying|drachen (?:steigen|fliegen)(?: lassen)?|(?:einen |den )?drachen steigen|lassen (?:sie )?(?:einen |den )?drachen steigen',
    'cerf-volant|cerfs-volants|cometa|aquilone|papagaio de papel|pipa|воздушного змея|воздушный змей',
  ),
  activity(
    'picnic',
    ['cake'],
    'They have a picnic.',
    'Sie machen ein Picknick.',
    'picnic|picknick\\p{L}*',
    'pique-nique|pícnic|piquenique|пикник',
  ),
  activity(
    'sandcastle',
    ['sandcastle'],
    'They build a sandcastle.',
    'Sie bauen eine Sandburg.',
    'build(?:ing)? (?:a )?sand ?castles?|sandburg\\p{L}*',
  ),
  activity(
    'ball',
    ['ball'],
    'They play ball.',
    'Sie spielen Ball.',
    'play(?:ing)? (?:with a |with the )?ball|ball spielen|spielen (?:sie )?ball|fußball|football|soccer',
    'jouent au ballon|jouer au ballon|juegan a la pelota|jugar a la pelota|giocano a palla|giocare a palla|jogam à bola|jogar à bola|играют в мяч',
  ),
  activity(
    'read',
    ['book'],
    'They read a book together.',
    'Sie lesen zusammen ein Buch.',
    'read(?:ing)? (?:a |the )?book|lesen (?:ein |das )?buch|(?:ein |das )?buch lesen|lesen sie',
  ),
  activity(
    'bake',
    ['cake'],
    'They bake a cake.',
    'Sie backen einen Kuchen.',
    'bak(?:e|ing) (?:a )?cake|kuchen backen|backen (?:sie )?(?:einen )?kuchen',
  ),
  activity(
    'snowman',
    ['snowman'],
    'They build a snowman.',
    'Sie bauen einen Schneemann.',
    'build(?:ing)? (?:a )?snowman|schneemann bauen|bauen (?:sie )?(?:einen )?schneemann',
  ),
  activity(
    'flowers',
    ['flower'],
    'They pick flowers.',
    'Sie pflücken Blumen.',
    'pick(?:ing)? flowers|blumen pflücken|pflücken (?:sie )?blumen',
  ),
  activity(
    'treasure',
    ['treasure'],
    'They dig for treasure.',
    'Sie graben nach einem Schatz.',
    'dig(?:ging)? for (?:a |the )?treasure|nach (?:einem |dem )?schatz graben|schatzsuche',
  ),
  activity(
    'boat',
    ['boat'],
    'They sail in a boat.',
    'Sie fahren mit einem Boot.',
    'sail(?:ing)?|in a boat|on a raft|boot fahren|mit (?:einem |dem )?(?:boot|floß)|(?:boot|floß) fahren|segeln',
  ),
  activity(
    'balloons',
    ['balloon'],
    'They hold balloons.',
    'Sie halten Luftballons.',
    'balloons|luftballons?',
  ),
  activity(
    'party',
    ['party'],
    'They celebrate a party.',
    'Sie feiern ein Fest.',
    'celebrat(?:e|ing)|party|feiern|fest feiern|geburtstag feiern',
  ),
  activity(
    'swim',
    [],
    'They go swimming.',
    'Sie gehen schwimmen.',
    'swim(?:ming)?|schwimmen|baden',
    'nagent|nager|se baignent|nadan|nadar|nuotano|nuotare|nadam|плавают|купаются',
  ),
  activity(
    'dance',
    [],
    'They dance together.',
    'Sie tanzen zusammen.',
    'danc(?:e|ing)|tanzen',
    'dansent|danser|bailan|bailar|ballano|ballare|dançam|dançar|танцуют',
  ),
  activity(
    'sleep',
    [],
    'They are asleep.',
    'Sie schlafen.',
    'sleep(?:ing)?|asleep|schlafen',
    'dorment|dormir|duermen|dormono|dormem|спят',
  ),
  activity(
    'hug',
    [],
    'They hug each other.',
    'Sie umarmen sich.',
    'hug(?:ging)?|umarmen|kuscheln',
    'câlin|se serrent dans les bras|se abrazan|abrazarse|si abbracciano|abbracciarsi|se abraçam|abraçam-se|обнимаются',
  ),
  activity(
    'search',
    [],
    'They go searching together.',
    'Sie gehen gemeinsam auf die Suche.',
    'search(?:ing)? for|searching|go(?:es|ing)? (?:out )?looking for|look(?:ing)? for|set(?:s)? off to find|auf die suche|auf der suche|suchen|sucht',
    'partent à la recherche|part à la recherche|partir à la recherche|vont à la recherche|à la recherche d\\p{L}*|cherchent|van en busca|va en busca|en busca de|buscan|vanno alla ricerca|va alla ricerca|alla ricerca d\\p{L}*|cercano|vão à procura|vai à procura|à procura d\\p{L}*|procuram|отправляются на поиски|ищут',
  ),
];

/** Language names in German and English (for "the English line", "die englische Zeile"). */
export const LANGUAGE_WORDS: Array<{
  language: Language;
  pattern: RegExp;
  label: { en: string; de: string };
}> = [
  {
    language: 'en',
    label: { en: 'English', de: 'Englisch' },
    pattern: w(`english|englisch\\p{L}*|${INTL_LANGUAGES['en']}`),
  },
  {
    language: 'de',
    label: { en: 'German', de: 'Deutsch' },
    pattern: w(`german|deutsch\\p{L}*|${INTL_LANGUAGES['de']}`),
  },
  {
    language: 'fr',
    label: { en: 'French', de: 'Französisch' },
    pattern: w(`french|französisch\\p{L}*|${INTL_LANGUAGES['fr']}`),
  },
  {
    language: 'es',
    label: { en: 'Spanish', de: 'Spanisch' },
    pattern: w(`spanish|spanisch\\p{L}*|${INTL_LANGUAGES['es']}`),
  },
  {
    language: 'it',
    label: { en: 'Italian', de: 'Italienisch' },
    pattern: w(`italian|italienisch\\p{L}*|${INTL_LANGUAGES['it']}`),
  },
  {
    language: 'pt',
    label: { en: 'Portuguese', de: 'Portugiesisch' },
    pattern: w(`portuguese|portugiesisch\\p{L}*|${INTL_LANGUAGES['pt']}`),
  },
  {
    language: 'ru',
    label: { en: 'Russian', de: 'Russisch' },
    pattern: w(`russian|russisch\\p{L}*|${INTL_LANGUAGES['ru']}`),
  },
  {
    language: 'zh',
    label: { en: 'Chinese', de: 'Chinesisch' },
    pattern: w(`chinese|chinesisch\\p{L}*|${INTL_LANGUAGES['zh']}`),
  },
  {
    language: 'ja',
    label: { en: 'Japanese', de: 'Japanisch' },
    pattern: w(`japanese|japanisch\\p{L}*|${INTL_LANGUAGES['ja']}`),
  },
  {
    language: 'ko',
    label: { en: 'Korean', de: 'Koreanisch' },
    pattern: w(`korean|koreanisch\\p{L}*|${INTL_LANGUAGES['ko']}`),
  },
  {
    language: 'ar',
    label: { en: 'Arabic', de: 'Arabisch' },
    pattern: w(`arabic|arabisch\\p{L}*|${INTL_LANGUAGES['ar']}`),
  },
];

// ── Intents ──────────────────────────────────────────────────────────────────────────────────────────

export const SHORTEN = w(
  `shorter|shorten|less text|fewer words|less words|too long|too much text|too many words|too wordy|cut (?:the )?text|kürzer|kuerzer|kürzere[nrs]?|kürzen|kuerzen|weniger text|weniger wörter|zu lang|zu viel text|zu viele wörter|${INTL.shorter}`,
);
export const LONGER = w(`longer|more text|lengthen|länger|laenger|mehr text|${INTL.longer}`);
/** The page's words: a quoted text with one of these is a new text. */
export const TEXT_CUE = w(
  `text|texts|line|lines|words|wording|say|says|read|reads|should say|zeile|zeilen|steht|stehen|lauten|lautet|heißen soll|satz|sätze|wörter|worte|${INTL.text}`,
  'u',
  'known',
);
export const KEEP = w(
  `keep|leave|unchanged|as it is|as is|stay|stays|the same|behalte\\p{L}*|lass|lasse|lassen|bleibt|bleiben|unverändert|so lassen|wie sie ist|wie er ist|${INTL.keep}`,
  'u',
  'known',
);
/**
 * A shade relative to the colour now: "darker", "a bit lighter", "dunklere Haare", "etwas heller". German
 * "dunkler"/"heller" is a comparative only where no noun follows ("ein heller Schal" is a light scarf).
 */
const DE_COMPARATIVE = (stem: string): string =>
  `${stem}ere|${stem}eren|${stem}eres|${stem}erem|` +
  `(?:etwas|bisschen|noch|viel|wenig|deutlich|ganz)\\s+${stem}er|` +
  `${stem}er(?=\\s*(?:$|[.,!?;:]|bitte|machen|mach|malen|sein|werden|färben|haben|als|und|aber))`;
// "Too light" asks for darker and "too dark" for lighter: the shade the parent has, not the one wanted.
export const DARKER = w(
  `darker|too (?:light|pale|bright)|zu hell|${DE_COMPARATIVE('dunkl')}|${INTL.darker}`,
  'u',
  'known',
);
export const LIGHTER = w(
  `lighter|paler|too dark|zu dunkel|${DE_COMPARATIVE('hell')}|${INTL.lighter}`,
  'u',
  'known',
);
export const YES = w(`yes|yeah|yep|correct|right|exactly|ja|genau|richtig|stimmt|${INTL.yes}`, 'u', 'known');
/** Words around a yes that say no more than it: "perfect, thanks", "passt so, danke". */
export const FINE = w(
  `please|thanks|thank you|great|perfect|super|good|fine|ok|okay|lovely|nice|sounds good|do it|go ahead|that's it|like that|bitte|danke|dankeschön|toll|prima|perfekt|gut|passt|klasse|schön|super|mach das|mach es|so|genau so|wunderbar|cool|${INTL.fine}`,
  'u',
  'known',
);
/** "The same on page 6", "genauso auf Seite 9": the wish before, again. */
export const SAME = w(
  `same|the same|likewise|ditto|gleiche|das gleiche|dasselbe|genauso|ebenso|${INTL.same}`,
  'u',
  'known',
);
/** "Yes, but …": agreement that goes on to change something. */
export const BUT = w(`but|aber|however|jedoch|${INTL.but}`, 'u', 'known');
export const STYLE_CUE = w(
  `style|look|stil|stils|zeichenstil|malstil|drawn|gezeichnet|gemalt|painted|${INTL.style}`,
  'u',
  'known',
);

/** A wish for a new name without the name: "rename Mia", "a different name", "新名字". */
export const RENAMING =
  /\b(?:rename|umbenennen|umtaufen)\b|(?<![\p{L}])(?:(?:different|new|another|other)\s+name|name\s+change|(?:anderen|neuen)\s+namen|(?:anderer|neuer)\s+name|namen?\s+ändern|nouveau\s+nom|autre\s+nom|otro\s+nombre|nuevo\s+nombre|altro\s+nome|nuovo\s+nome|outro\s+nome|novo\s+nome|другое\s+имя|новое\s+имя)(?![\p{L}])|换个名字|新名字|別の名前|새 이름|다른 이름|اسم\s+آخر|اسم\s+جديد/iu;

/** "Only Mia", "nur Mia", "Mia alone", "Mia allein". */
export const ONLY = w(
  `only|just|alone|on (?:her|his|its) own|nur|allein|alleine|ganz allein|${INTL.only}`,
  'u',
  'known',
);
/** "The fox should also be on page 8", "Der Fuchs soll auch auf Seite 8 sein", "add the fox". */
export const ALSO = w(
  `also|too|as well|add|join|auch|ebenfalls|dazu|hinzufügen|mit drauf|mit auf|${INTL.also}`,
  'u',
  'known',
);
export const WITHOUT = w(
  `without|remove|take out|take (?:\\p{L}+ ){1,3}off|leave out|not on|not (?:be )?(?:visible|seen)|not in (?:it|the picture)|ohne|entfernen|weglassen|nicht auf|nicht mehr auf|nicht (?:zu sehen|drauf|dabei|sichtbar)|runter|herunter|raus|rausnehmen|herausnehmen|wegnehmen|${INTL.without}`,
  'u',
  'known',
);
/** Someone does something in the picture: a subject for an activity. */
export const DOING = w(
  `they|he|she|both|sie|er|beide|beiden|should be doing|sollen|soll|${INTL.doing}`,
  'u',
  'known',
);

// An abbreviation is a page only before its number ("p 16", "pg. 4", "S.9"), not as a word of its own.
export const PAGE_WORD = `pages?|seiten?|(?:pp?|pg|s)\\.?(?=\\s*\\d)|${INTL.page}`;
/** "page 5", "pages 4 and 6", "Seiten 4 bis 6", "auf Seite 5". */
export const PAGE_REF = new RegExp(
  `(?<!${L})(?:${PAGE_WORD})\\s*(?:n[°º]\\s*|№\\s*)?(\\d{1,3})((?:\\s*(?:,|and|und|&|to|bis|-|–|or|oder|et|à|y|a|e|o|ou|и|до|或|和|و)\\s*\\d{1,3})*)`,
  'giu',
);
/** "On every page", "auf allen Seiten", "im ganzen Buch": every story page (issue #21). */
export const EVERY_PAGE = w(
  `every page|all pages|all the pages|each page|all over the book|the whole book|throughout the book|auf allen seiten|alle seiten|jede seite|jeder seite|im ganzen buch|das ganze buch|überall|${INTL.everyPage}`,
  'u',
  'known',
);
/** "On the last page", "auf der letzten Seite": the book's last story page (issue #21). */
export const LAST_PAGE = w(
  `(?:the )?(?:last|final) page|(?:the )?end of the book|letzte[nrs]? seite|am ende des buch(?:e?s)?|${INTL.lastPage}`,
  'u',
  'known',
);
export const THIS_PAGE = w(
  `this page|this picture|this spread|this one|here|current page|the page i am on|diese seite|dieser seite|diese bild|dieses bild|diesem bild|hier|auf dieser seite|aktuelle seite|${INTL.thisPage}`,
  'u',
  'known',
);
export const COVER = w(`cover|front cover|titelbild|umschlag|cover-bild|buchdeckel|${INTL.cover}`);

/** "The page", "die Seite": the page the parent looks at, when there is one (else no page at all). */
// A bare "this is" / "the text" said while looking at a page is that page too (weak: only with a focus page).
export const THE_PAGE = w(
  `the page|the picture|die seite|der seite|das bild|dem bild|this is|the text|this text|der text|dieser text|das ist`,
  'u',
  'known',
);

/**
 * Whom the book is for, which is no character of it: "too long for my son", "für unsere Tochter", "pour ma
 * fille" (a wish's reason, never the character it is about).
 */
export const AUDIENCE = new RegExp(
  `(?<!${L})(?:(?:for|to)\\s+(?:my|our)|für\\s+(?:meinen|meine|unseren|unsere|unser)|pour\\s+(?:mon|ma|mes|notre|nos)|para\\s+(?:mi|mis|nuestro|nuestra|nuestros|nuestras|o\\s+meu|a\\s+minha|os\\s+meus|as\\s+minhas|o\\s+nosso|a\\s+nossa)|per\\s+(?:mio|mia|i\\s+miei|le\\s+mie|nostro|nostra|i\\s+nostri))\\s+(?:(?:little|kleinen?|kleine|petite?s?|pequeñ[oa]s?|piccol[oa]|pequen[oa]s?|young|youngest|eldest|jüngsten?|ältesten?)\\s+)?(?:son|daughter|kids?|children|child|boy|girl|grandson|granddaughter|grandchildren|toddler|twins|little\\s+one|sohn|tochter|kind|kinder|enkel|enkelin|enkelkinder|zwillinge|jungen|mädchen|fils|fille|filles|enfants?|petit-fils|petite-fille|hij[oa]s?|niñ[oa]s?|niet[oa]s?|figli[oa]?|figlie|bambin[oa]|bambini|nipot[ei]|filh[oa]s?|net[oa]s?|crianças?)(?!${L})`,
  'giu',
);
