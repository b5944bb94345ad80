/**
 * Arabic forms of every lexicon noun (`lexicon.ts`) and trait (`TRAITS` in read/traits.ts): gender,
 * singular and (broken) plural, the definite form where ال does not simply go in front (construct phrases:
 * "بيت الشجرة", "عيد الميلاد"), whether the plural is human (human plurals take plural agreement, other
 * plurals the feminine singular: "الألوان الضائعة"), and "where" phrases for places ("في المزرعة").
 */

export type ArGender = 'm' | 'f';

export interface ArNoun {
  g: ArGender;
  sg: string;
  pl: string;
  /** Definite singular and plural ("الغراب", "بيت الشجرة"). */
  defSg: string;
  defPl: string;
  /** People: their plural takes plural verbs and adjectives ("الأطفال الصغار"). */
  hum: boolean;
  /** The same role for the other sex ("صديقة", "قط"). */
  other?: ArNoun;
  /** For places: where something happens ("في المزرعة", "على الشاطئ"). */
  at?: string;
  /** A construct phrase ("بيت شجرة"): its first word never takes tanween. */
  construct?: boolean;
}

const AL = (w: string): string => `ال${w}`;
/** Definite of a noun phrase: "ال" on the noun and on every adjective after it ("القارب الورقي"). */
const defPhrase = (w: string): string =>
  w
    .split(' ')
    .map((x) => AL(x))
    .join(' ');

/**
 * One noun: "sg|pl"; `def` "defSg|defPl" for construct phrases; a phrase of noun + adjective
 * ("طائرة ورقية") takes ال on every word by default.
 */
const a = (
  g: ArGender,
  forms: string,
  extra: { def?: string; hum?: boolean; other?: ArNoun; at?: string } = {},
): ArNoun => {
  const [sg, pl = sg] = forms.split('|') as [string, string?];
  const [defSg, defPl] = (extra.def ?? `${defPhrase(sg)}|${defPhrase(pl)}`).split('|') as [string, string];
  return {
    g,
    sg,
    pl,
    defSg,
    defPl: defPl ?? defSg,
    hum: extra.hum ?? false,
    ...(extra.other ? { other: extra.other } : {}),
    ...(extra.at ? { at: extra.at } : {}),
    ...(extra.def ? { construct: true } : {}),
  };
};
const h = { hum: true };

export const AR_NOUNS: Record<string, ArNoun> = {
  // People and relatives
  girl: a('f', 'فتاة|فتيات', h),
  boy: a('m', 'ولد|أولاد', h),
  child: a('m', 'طفل|أطفال', h),
  sister: a('f', 'أخت|أخوات', h),
  brother: a('m', 'أخ|إخوة', h),
  twin: a('m', 'توأم|توائم', h),
  friend: a('m', 'صديق|أصدقاء', { ...h, other: a('f', 'صديقة|صديقات', h) }),
  baby: a('m', 'رضيع|رضع', h),
  grandma: a('f', 'جدة|جدات', h),
  grandpa: a('m', 'جد|أجداد', h),
  mum: a('f', 'أم|أمهات', h),
  dad: a('m', 'أب|آباء', h),
  aunt: a('f', 'خالة|خالات', h),
  uncle: a('m', 'عم|أعمام', h),
  farmer: a('m', 'مزارع|مزارعون', { ...h, other: a('f', 'مزارعة|مزارعات', h) }),
  king: a('m', 'ملك|ملوك', h),
  queen: a('f', 'ملكة|ملكات', h),
  princess: a('f', 'أميرة|أميرات', h),
  prince: a('m', 'أمير|أمراء', h),
  knight: a('m', 'فارس|فرسان', h),
  pirate: a('m', 'قرصان|قراصنة', h),
  witch: a('f', 'ساحرة|ساحرات', h),
  wizard: a('m', 'ساحر|سحرة', h),
  teacher: a('f', 'معلمة|معلمات', { ...h, other: a('m', 'معلم|معلمون', h) }),
  baker: a('m', 'خباز|خبازون', h),
  fisherman: a('m', 'صياد|صيادون', h),
  firefighter: a('m', 'رجل إطفاء|رجال إطفاء', { ...h, def: 'رجل الإطفاء|رجال الإطفاء' }),
  astronaut: a('m', 'رائد فضاء|رواد فضاء', { ...h, def: 'رائد الفضاء|رواد الفضاء' }),
  neighbour: a('m', 'جار|جيران', { ...h, other: a('f', 'جارة|جارات', h) }),
  // Animals
  dog: a('m', 'كلب|كلاب'),
  cat: a('f', 'قطة|قطط', { other: a('m', 'قط|قطط') }),
  rabbit: a('m', 'أرنب|أرانب'),
  bear: a('m', 'دب|دببة'),
  fox: a('m', 'ثعلب|ثعالب'),
  hedgehog: a('m', 'قنفذ|قنافذ'),
  raven: a('m', 'غراب|غربان'),
  owl: a('f', 'بومة|بوم'),
  otter: a('f', 'قضاعة|قضاعات'),
  mouse: a('m', 'فأر|فئران'),
  horse: a('m', 'حصان|أحصنة', { other: a('f', 'فرس|أفراس') }),
  cow: a('f', 'بقرة|أبقار'),
  pig: a('m', 'خنزير|خنازير'),
  sheep: a('m', 'خروف|خراف'),
  chicken: a('f', 'دجاجة|دجاج'),
  duck: a('f', 'بطة|بط'),
  bird: a('m', 'عصفور|عصافير'),
  parrot: a('m', 'ببغاء|ببغاوات'),
  'guinea-pig': a('m', 'خنزير هندي|خنازير هندية'),
  penguin: a('m', 'بطريق|بطاريق'),
  lion: a('m', 'أسد|أسود', { other: a('f', 'لبؤة|لبؤات') }),
  elephant: a('m', 'فيل|فيلة'),
  monkey: a('m', 'قرد|قرود'),
  giraffe: a('f', 'زرافة|زرافات'),
  turtle: a('f', 'سلحفاة|سلاحف'),
  fish: a('f', 'سمكة|أسماك'),
  whale: a('m', 'حوت|حيتان'),
  dolphin: a('m', 'دلفين|دلافين'),
  octopus: a('m', 'أخطبوط|أخطبوطات'),
  squirrel: a('m', 'سنجاب|سناجب'),
  frog: a('m', 'ضفدع|ضفادع'),
  butterfly: a('f', 'فراشة|فراشات'),
  bee: a('f', 'نحلة|نحل'),
  wolf: a('m', 'ذئب|ذئاب'),
  deer: a('m', 'غزال|غزلان'),
  snail: a('m', 'حلزون|حلازين'),
  seal: a('f', 'فقمة|فقمات'),
  // Creatures
  dragon: a('m', 'تنين|تنانين'),
  unicorn: a('m', 'حصان وحيد القرن|أحصنة وحيدة القرن', {
    def: 'الحصان وحيد القرن|الأحصنة وحيدة القرن',
  }),
  robot: a('m', 'روبوت|روبوتات'),
  dinosaur: a('m', 'ديناصور|ديناصورات'),
  fairy: a('f', 'جنية|جنيات'),
  ghost: a('m', 'شبح|أشباح'),
  monster: a('m', 'وحش|وحوش'),
  mermaid: a('f', 'حورية بحر|حوريات بحر', { def: 'حورية البحر|حوريات البحر' }),
  giant: a('m', 'عملاق|عمالقة'),
  troll: a('m', 'غول|غيلان'),
  // Vehicles
  tractor: a('m', 'جرار|جرارات'),
  train: a('m', 'قطار|قطارات'),
  boat: a('m', 'قارب|قوارب'),
  rocket: a('m', 'صاروخ|صواريخ'),
  bicycle: a('f', 'دراجة|دراجات'),
  car: a('f', 'سيارة|سيارات'),
  plane: a('f', 'طائرة|طائرات'),
  'fire-engine': a('f', 'سيارة إطفاء|سيارات إطفاء', { def: 'سيارة الإطفاء|سيارات الإطفاء' }),
  bus: a('f', 'حافلة|حافلات'),
  digger: a('f', 'حفارة|حفارات'),
  'balloon-ride': a('m', 'منطاد|مناطيد'),
  // Toys and things
  teddy: a('m', 'دبدوب|دباديب'),
  doll: a('f', 'دمية|دمى'),
  ball: a('f', 'كرة|كرات'),
  kite: a('f', 'طائرة ورقية|طائرات ورقية'),
  balloon: a('m', 'بالون|بالونات'),
  cake: a('f', 'كعكة|كعكات'),
  'tree-house': a('m', 'بيت شجرة|بيوت شجر', { def: 'بيت الشجرة|بيوت الشجر' }),
  shell: a('f', 'صدفة|أصداف'),
  bone: a('f', 'عظمة|عظام'),
  'paper-boat': a('m', 'قارب ورقي|قوارب ورقية'),
  raft: a('m', 'طوف|أطواف'),
  sandcastle: a('f', 'قلعة رملية|قلاع رملية'),
  snowman: a('m', 'رجل ثلج|رجال ثلج', { def: 'رجل الثلج|رجال الثلج' }),
  hut: a('m', 'كوخ|أكواخ'),
  bridge: a('m', 'جسر|جسور'),
  birdhouse: a('m', 'بيت عصافير|بيوت عصافير', { def: 'بيت العصافير|بيوت العصافير' }),
  key: a('m', 'مفتاح|مفاتيح'),
  map: a('f', 'خريطة|خرائط'),
  treasure: a('m', 'كنز|كنوز'),
  lantern: a('m', 'فانوس|فوانيس'),
  star: a('f', 'نجمة|نجوم'),
  egg: a('f', 'بيضة|بيض'),
  crown: a('m', 'تاج|تيجان'),
  book: a('m', 'كتاب|كتب'),
  letter: a('f', 'رسالة|رسائل'),
  present: a('f', 'هدية|هدايا'),
  flower: a('f', 'زهرة|أزهار'),
  seed: a('f', 'بذرة|بذور'),
  // Events
  harvest: a('m', 'محصول|محاصيل'),
  storm: a('f', 'عاصفة|عواصف'),
  rain: a('m', 'مطر|أمطار'),
  night: a('m', 'ظلام'),
  winter: a('m', 'شتاء'),
  birthday: a('m', 'عيد ميلاد|أعياد ميلاد', { def: 'عيد الميلاد|أعياد الميلاد' }),
  party: a('f', 'حفلة|حفلات'),
  festival: a('m', 'مهرجان|مهرجانات'),
  christmas: a('m', 'عيد الميلاد المجيد', { def: 'عيد الميلاد المجيد|عيد الميلاد المجيد' }),
  wedding: a('m', 'عرس|أعراس'),
  swimming: a('f', 'سباحة'),
  reading: a('f', 'قراءة'),
  cycling: a('m', 'ركوب الدراجة', { def: 'ركوب الدراجة|ركوب الدراجة' }),
  flying: a('m', 'طيران'),
  dancing: a('m', 'رقص'),
  skating: a('m', 'تزلج على الجليد', { def: 'التزلج على الجليد|التزلج على الجليد' }),
  climbing: a('m', 'تسلق'),
  fire: a('f', 'نار|نيران'),
  water: a('m', 'ماء|مياه'),
  thunder: a('m', 'رعد|رعود'),
  colours: a('m', 'لون|ألوان'),
  // Places
  farm: a('f', 'مزرعة|مزارع', { at: 'في المزرعة' }),
  forest: a('f', 'غابة|غابات', { at: 'في الغابة' }),
  sea: a('m', 'بحر|بحار', { at: 'عند البحر' }),
  beach: a('m', 'شاطئ|شواطئ', { at: 'على الشاطئ' }),
  island: a('f', 'جزيرة|جزر', { at: 'على الجزيرة' }),
  underwater: a('m', 'قاع بحر|قيعان بحار', { def: 'قاع البحر|قيعان البحار', at: 'تحت الماء' }),
  mountain: a('m', 'جبل|جبال', { at: 'في الجبال' }),
  snow: a('m', 'ثلج|ثلوج', { at: 'في بلاد الثلج' }),
  city: a('f', 'مدينة|مدن', { at: 'في المدينة' }),
  village: a('f', 'قرية|قرى', { at: 'في القرية' }),
  castle: a('f', 'قلعة|قلاع', { at: 'في القلعة' }),
  space: a('m', 'فضاء', { at: 'في الفضاء' }),
  moon: a('m', 'قمر|أقمار', { at: 'على القمر' }),
  garden: a('f', 'حديقة|حدائق', { at: 'في الحديقة' }),
  meadow: a('m', 'مرج|مروج', { at: 'في المرج' }),
  home: a('m', 'بيت|بيوت', { at: 'في البيت' }),
  school: a('f', 'مدرسة|مدارس', { at: 'في المدرسة' }),
  kindergarten: a('f', 'روضة|رياض', { at: 'في الروضة' }),
  river: a('m', 'نهر|أنهار', { at: 'عند النهر' }),
  lake: a('f', 'بحيرة|بحيرات', { at: 'عند البحيرة' }),
  zoo: a('f', 'حديقة حيوان|حدائق حيوان', { def: 'حديقة الحيوان|حدائق الحيوان', at: 'في حديقة الحيوان' }),
  desert: a('f', 'صحراء|صحارى', { at: 'في الصحراء' }),
  cave: a('m', 'كهف|كهوف', { at: 'في الكهف' }),
};

// ── Adjectives ───────────────────────────────────────────────────────────────────────────────────────

export interface ArAdj {
  m: string;
  f: string;
  /** Human plural ("الأطفال الصغار"); other plurals take the feminine singular. */
  pl: string;
}

/** The idea's traits (keys of TRAITS) as Arabic adjectives. */
export const AR_TRAITS: Record<string, ArAdj> = {
  talking: { m: 'ناطق', f: 'ناطقة', pl: 'ناطقون' },
  magic: { m: 'سحري', f: 'سحرية', pl: 'سحريون' },
  brave: { m: 'شجاع', f: 'شجاعة', pl: 'شجعان' },
  little: { m: 'صغير', f: 'صغيرة', pl: 'صغار' },
  old: { m: 'عجوز', f: 'عجوز', pl: 'عجائز' },
  big: { m: 'كبير', f: 'كبيرة', pl: 'كبار' },
  shy: { m: 'خجول', f: 'خجولة', pl: 'خجولون' },
  lost: { m: 'ضائع', f: 'ضائعة', pl: 'ضائعون' },
  wise: { m: 'حكيم', f: 'حكيمة', pl: 'حكماء' },
  flying: { m: 'طائر', f: 'طائرة', pl: 'طائرون' },
  golden: { m: 'ذهبي', f: 'ذهبية', pl: 'ذهبيون' },
  red: { m: 'أحمر', f: 'حمراء', pl: 'حمر' },
  sleepy: { m: 'نعسان', f: 'نعسانة', pl: 'نعسانون' },
  friendly: { m: 'ودود', f: 'ودودة', pl: 'ودودون' },
  clever: { m: 'ذكي', f: 'ذكية', pl: 'أذكياء' },
  grumpy: { m: 'متذمر', f: 'متذمرة', pl: 'متذمرون' },
  lonely: { m: 'وحيد', f: 'وحيدة', pl: 'وحيدون' },
  secret: { m: 'سري', f: 'سرية', pl: 'سريون' },
  paper: { m: 'ورقي', f: 'ورقية', pl: 'ورقيون' },
  new: { m: 'جديد', f: 'جديدة', pl: 'جدد' },
};
/** "Old" of a thing is قديم, of a living being عجوز. */
const OLD_THING: ArAdj = { m: 'قديم', f: 'قديمة', pl: 'قدماء' };

/** The noun for a person or animal of the given sex: "صديقة" for a girl friend, else the noun itself. */
export const arNounFor = (noun: ArNoun, sex?: ArGender): ArNoun =>
  noun.other && sex && sex === noun.other.g && noun.g !== sex ? noun.other : noun;

/**
 * An Arabic noun phrase: "الغراب الناطق", "غراب ناطق", "الألوان الضائعة" (a plural of things takes the
 * feminine singular adjective), "الأطفال الصغار". Adjectives follow the noun and share its definiteness.
 */
export function arNP(
  noun: ArNoun,
  options: { def?: boolean; plural?: boolean; adj?: string[]; living?: boolean; acc?: boolean } = {},
): string {
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const head = plural ? (def ? noun.defPl : noun.pl) : def ? noun.defSg : noun.sg;
  const adjs = (options.adj ?? []).map((key) => {
    const adj = key === 'old' && !options.living ? OLD_THING : AR_TRAITS[key];
    if (!adj) return '';
    const form = plural ? (noun.hum ? adj.pl : adj.f) : adj[noun.g];
    return def ? `ال${form}` : form;
  });
  const words = [...head.split(' '), ...adjs.filter(Boolean)];
  // An indefinite singular object takes the accusative tanween: "صاروخًا", "قاربًا ورقيًا" (not "خريطة").
  if (options.acc && !def && !plural && !noun.construct) return words.map(tanween).join(' ');
  return words.join(' ');
}

const tanween = (word: string): string => (/[ةىاء]$/.test(word) ? word : `${word}ًا`);

/** Dual of a noun in the nominative: "أختان", "ولدان", "صديقتان". */
export const arDual = (word: string): string =>
  word.endsWith('ة') ? `${word.slice(0, -1)}تان` : `${word}ان`;
