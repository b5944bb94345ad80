import type { IdeaVocabulary } from '../idea-vocabulary';
import { AR_NOUNS, AR_TRAITS, arDual, type ArNoun } from './ar.nouns';

/**
 * How an idea written in Arabic spells the lexicon: singular, plural and dual, each with and without ال
 * (the analyser also takes و، ب، ل off a word), a few everyday synonyms, the goal words per plot shape in the
 * order every vocabulary keeps (rescue first, deadline last) and the traits in every gender and number.
 */

/** Spellings the noun table does not hold: synonyms and diminutives a parent writes. */
const EXTRA: Record<string, string[]> = {
  girl: ['بنت', 'بنات', 'طفلة'],
  boy: ['صبي', 'صبيان'],
  child: ['أطفال صغار'],
  baby: ['طفل رضيع', 'رضيعة'],
  grandma: ['تيتا', 'جدتي'],
  grandpa: ['جدي'],
  mum: ['ماما', 'والدة', 'أمي'],
  dad: ['بابا', 'والد', 'أبي'],
  aunt: ['عمة'],
  uncle: ['خال'],
  dog: ['جرو', 'كلبة'],
  cat: ['هرة', 'قطة صغيرة', 'بسة'],
  rabbit: ['أرنبة'],
  // Not "طائر": that is also the flying trait ("تنين طائر").
  bird: ['طيور', 'عصفورة'],
  horse: ['مهر', 'حصان صغير'],
  dinosaur: ['دينو'],
  ghost: ['شبح صغير'],
  boat: ['سفينة', 'سفن', 'مركب'],
  train: ['قاطرة'],
  car: ['عربة'],
  rocket: ['مركبة فضائية', 'سفينة فضاء'],
  'tree-house': ['بيت على الشجرة', 'كوخ الشجرة'],
  treasure: ['صندوق الكنز'],
  lantern: ['مصباح'],
  present: ['هدايا صغيرة'],
  night: ['ليل', 'ليلة', 'العتمة'],
  storm: ['زوبعة'],
  party: ['حفل'],
  birthday: ['يوم الميلاد'],
  colours: ['ألوان زاهية'],
  sea: ['محيط'],
  forest: ['أدغال', 'غابات كثيفة'],
  river: ['جدول'],
  lake: ['بركة'],
  castle: ['قصر'],
  mountain: ['تل', 'تلال'],
  snow: ['القطب الشمالي', 'جليد'],
  home: ['منزل', 'دار'],
};

const formsOf = (n: ArNoun): string[] => [
  n.sg,
  n.pl,
  n.defSg,
  n.defPl,
  // Duals as an idea writes them ("أختان", "الأختان"), only for one-word nouns.
  ...(n.sg.includes(' ') ? [] : [arDual(n.sg), `ال${arDual(n.sg)}`]),
  ...(n.other ? formsOf(n.other) : []),
];

const words: Record<string, string[]> = {};
const owner = new Map<string, string>();
for (const [id, noun] of Object.entries(AR_NOUNS)) {
  for (const form of [...formsOf(noun), ...(EXTRA[id] ?? [])]) {
    // One word with and without ال; a phrase ("بيت الشجرة", "طائرة ورقية") as the table writes it.
    const written = form.includes(' ') ? [form] : [form, form.startsWith('ال') ? form.slice(2) : `ال${form}`];
    // Ideas are often typed without hamza on the alif: "ارنب" for "أرنب", "الاخت" for "الأخت".
    const spellings = [...written, ...written.map((w) => w.replace(/[أإآ]/g, 'ا'))];
    for (const spelling of spellings) {
      // A spelling two nouns share stays with the first noun that has it.
      if (owner.has(spelling) && owner.get(spelling) !== id) continue;
      owner.set(spelling, id);
      const list = (words[id] ??= []);
      if (!list.includes(spelling)) list.push(spelling);
    }
  }
}

/** Synonyms of the traits a parent writes, masculine and feminine. */
const TRAIT_SYNONYMS: Record<string, string[]> = {
  little: ['ضئيل', 'ضئيلة', 'صغنون'],
  big: ['ضخم', 'ضخمة'],
  magic: ['مسحور', 'مسحورة'],
  brave: ['جريء', 'جريئة', 'شجعاء'],
  clever: ['شاطر', 'شاطرة'],
  old: ['قديم', 'قديمة', 'مسن', 'مسنة'],
  talking: ['متكلم', 'متكلمة', 'يتكلم', 'تتكلم'],
  sleepy: ['نعسانة', 'متعب', 'متعبة'],
  grumpy: ['غاضب', 'غاضبة'],
  flying: ['يطير', 'تطير'],
};
const traits: Record<string, string[]> = Object.fromEntries(
  Object.entries(AR_TRAITS).map(([key, adj]) => {
    // "طائرة" is the aeroplane; the flying trait keeps only its other forms.
    const base = [adj.m, adj.f, adj.pl].filter((w) => !(key === 'flying' && w === 'طائرة'));
    const all = [...base, ...(TRAIT_SYNONYMS[key] ?? [])];
    return [key, [...new Set(all.flatMap((w) => [w, `ال${w}`]))]];
  }),
);

export const AR_IDEA: IdeaVocabulary = {
  language: 'ar',
  words,
  goals: [
    ['rescue', /^([يت]نقذ|إنقاذ|انقاذ|أنقذ|نجدة|عالق|محاصر|[يت]حرر|تحرير)/],
    ['celebration', /^(عيد|حفل|احتفال|[يت]حتفل|عرس|زفاف|مهرجان|[يت]حضر|تحضير)/],
    ['fear', /^([يت]خاف|خائف|خوف|[يت]خشى|مذعور|رعب|فزع)/],
    ['learn', /^([يت]تعلم|تعلم|[يت]تدرب|تدريب|[يت]تمرن)/],
    ['friendship', /^(وحيد|صداقة|[يت]صادق|أصدقاء)/],
    ['build', /^([يت]بني|بناء|[يت]صنع|صنع|[يت]خبز|خبز|[يت]خترع|اختراع)/],
    ['journey', /^([يت]سافر|سفر|رحلة|[يت]زور|زيارة|[يت]ذهب|[يت]بحر|[يت]طير)/],
    ['mystery', /^((سر|أسرار|لغز|ألغاز)$|[يت]كتشف|اكتشاف|غامض|غريب|أصوات)/],
    ['quest', /^([يت]بحث|بحث|[يت]فتش|ضائع|مفقود|ضاع|فقد)/],
    ['deadline', /^([يت]ساعد|مساعدة|ساعد)/],
  ],
  and: ['و'],
  nameCues: ['اسمه', 'اسمها', 'يدعى', 'تدعى', 'يسمى', 'تسمى', 'المدعو', 'المدعوة'],
  before: /^(قبل|قبيل)$/,
  traits,
};
