import type { Language } from '../../types';
import type { IdeaFrame } from '../model';
import { tokenize } from './latin';
import { isWordNetLemma } from './wordnet';

/**
 * The idea's own sentences as the book can print them (issue #21: "ideas that fit none of the plot shapes get a
 * story built from the idea's own sentence"; ADR 0028). Parents mostly write their idea as the story's opening
 * ("Paul hat ein Meerschweinchen namens Erdnuss, das jeden Morgen laut nach Gurke quiekt"); the book tells those
 * sentences on its first pages, in the parent's words, so nothing the idea says is lost to a template.
 *
 * What a parent writes *about* the book is not story text: a sentence that speaks in the first or second person
 * ("we live in a small town"), asks for something ("could the story be about…", "vielleicht kann Keks…") or
 * talks about the story itself is left out. Ages ("Jonas, 5,", "(6)") and the parent's "my daughter" before a
 * name go; "A story about a dragon who…" becomes "This is a story about a dragon who…"; "A capybara named Coco
 * who…" becomes "Once upon a time there was a capybara named Coco who…". Names become `{c1}` … so the book
 * prints the cast's names (a renamed character is renamed here too).
 */
export function retellIdea(frame: IdeaFrame): string[] {
  const rules = RULES[frame.ideaLanguage];
  if (!rules || frame.fallback || !frame.sentence) return [];
  let text = frame.sentence;
  const latin = LATIN_SCRIPT.has(frame.ideaLanguage);
  // An idea typed all in lower case was typed in haste: its spelling is not printed in a book.
  if (latin && !/\p{Lu}/u.test(text)) return [];
  const named = frame.characters
    // A Latin-script name has its capital ("the sky" is no character, whatever a reading says).
    .filter((c): c is typeof c & { name: string } => !!c.name && (!latin || /^\p{Lu}/u.test(c.name)))
    .sort((a, b) => b.name.length - a.name.length);
  for (const c of named) {
    const name = c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const edge = latin ? ['(?<![\\p{L}\\p{M}])', "(?=(?:s|’s|'s)?(?![\\p{L}\\p{M}]))"] : ['', ''];
    // Case matters in Latin script (the truecased idea has its names' capitals): "the sky" is no "Sky".
    text = text.replace(new RegExp(`${edge[0]}${name}${edge[1]}`, latin ? 'gu' : 'giu'), `{${c.id}}`);
  }
  const hero = frame.characters.find((c) => c.role === 'protagonist') ?? frame.characters[0];
  const out: string[] = [];
  for (let s of sentences(text, rules)) {
    s = s.replace(rules.age ?? /$^/, '').replace(/\s*[(（]\s*\d{1,2}\s*\p{L}*\s*[)）]/gu, '');
    // "{c1}, 5," "{c1}, 6 Jahre alt," "{c1}, de 6 anos," "{c1} di 9 anni" → "{c1}"; "{c1} (6)" above.
    s = s
      .replace(/(\{c\d+\})\s*,\s*(?:de |di )?\d{1,2}(?:\s+\p{L}+){0,2}\s*(,|(?=[\s.!?])|$)/gu, '$1')
      .replace(/(\{c\d+\})\s+(?:de|di)\s+\d{1,2}\s+(?:anni|anos|años|ans)\b/gu, '$1');
    s = s
      .replace(rules.mine, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (!carefullyWritten(s, frame.ideaLanguage)) continue;
    const framed = rules.frame.exec(s);
    if (framed) {
      s = `${rules.thisIs}${lowerFirst(s.slice(framed[1]!.length))}`;
      if (frame.ideaLanguage === 'de')
        s = s.replace(/ (geschichte|märchen|buch) /u, (w) => ` ${upperFirst(w.trim())} `);
    } else if (rules.fragment?.test(s)) s = `${rules.onceUpon}${lowerFirst(s)}`;
    else if (isMeta(s, rules)) continue;
    if (rules.person.test(s) || rules.wish.test(s) || early(s, rules.modal)) continue;
    if (frame.ideaLanguage === 'en') s = s.replace(/\b([Aa]) (?=[aeio]\p{L})/gu, '$1n ');
    // A first sentence that starts with "she" after the parent's own sentence went: the hero by name.
    if (out.length === 0 && hero?.name && rules.pronoun.test(s)) s = s.replace(rules.pronoun, `{${hero.id}}`);
    else if (out.length === 0 && rules.pronoun.test(s)) continue;
    s = upperFirst(s.replace(/\s+([,.!?;:])/g, '$1').replace(/^[,;:\s]+/, ''));
    if (!/[.!?。！？…]$/.test(s)) s += rules.stop;
    if (latin ? words(s) < 3 : s.replace(/\{c\d+\}/g, '人').length < 6) continue;
    out.push(s);
  }
  // A title-like idea ("Lucy and the moon") or a bare list is no sentence a book prints.
  return out.filter((s) => words(s) >= 5 || !latin);
}

/** A word among the first four words of a sentence ("Mia should learn…", "Sie soll lernen…"). */
function early(s: string, re: RegExp | undefined): boolean {
  const m = re?.exec(s);
  return !!m && (s.slice(0, m.index).match(/[\p{L}{}]+/gu) ?? []).length < 4;
}

/**
 * Spelling a book can print: in English every word WordNet or the tagger's closed classes know ("scard", "frend"
 * are not printed); in German nouns with their capitals ("eine geschichte über" is not).
 */
function carefullyWritten(s: string, language: Language): boolean {
  if (language === 'de')
    return !/(?<![\p{L}])(?:[Ee]in|[Ee]ine|[Ee]inen|[Ee]inem|[Ee]iner|[Bb]eim|[Ii]m|[Vv]om|[Zz]um|[Zz]ur) (?!bisschen|paar|wenig)\p{Ll}+(?: \p{Ll}+)?(?:[ ,.!?]|$)(?!\p{Lu})/u.test(
      s.replace(/\{c\d+\}/g, 'X'),
    );
  if (language !== 'en') return true;
  return tokenize(s.replace(/\{c\d+\}/g, 'Mia'), 'en').every(
    (t) =>
      t.punct ||
      t.cap ||
      /\d/.test(t.text) ||
      /^(DET|ADP|PRON|AUX|CCONJ|SCONJ|PART|NUM|PROPN)$/.test(t.pos ?? '') ||
      /^(n’t|’s|’re|’ve|’ll|’d|’m)$/.test(t.lower) ||
      isWordNetLemma(t.lower.replace(/[.,!?;:]+$/, '')) ||
      (!!t.lemma && isWordNetLemma(t.lemma)),
  );
}

/** Talk about the story: a story word among the first four words ("Eine Geschichte, in der…", "Could the story…"). */
function isMeta(s: string, rules: Rules): boolean {
  const m = rules.meta.exec(s);
  if (!m) return false;
  // Chinese and Japanese write no spaces: a story word anywhere is talk about the story.
  return (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s) ||
    (s.slice(0, m.index).match(/[\p{L}{}]+/gu) ?? []).length < 4
  );
}

const LATIN_SCRIPT = new Set<Language>(['en', 'de', 'fr', 'es', 'it', 'pt']);

const lowerFirst = (s: string): string =>
  /^\{/.test(s) || /^\p{Lu}\p{Ll}*\s/u.test(s) === false ? s : s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const words = (s: string): number => (s.match(/[\p{L}\p{N}{}]+/gu) ?? []).length;

function sentences(text: string, rules: Rules): string[] {
  return (
    text
      .split(rules.split)
      // "A story for Lukas and Marlene: one night…": what follows the colon is the story.
      .flatMap((s) => {
        const colon = /^([^:：]+)[:：]\s*(.+)$/u.exec(s);
        return colon && isMeta(colon[1]!, rules) ? [colon[2]!] : [s];
      })
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

interface Rules {
  split: RegExp;
  stop: string;
  /** Ages written the script's way ("5岁", "5살"); Latin-script ages after a name are generic. */
  age?: RegExp;
  /** The parent's possessive and relation before a name: "my daughter {c1}" → "{c1}". */
  mine: RegExp;
  /** First- or second-person words: the parent speaking, not the story. */
  person: RegExp;
  /** Wishes and requests anywhere ("please", "vielleicht", "could the story…"). */
  wish: RegExp;
  /** Modal words that are a wish only near the start ("Mia should learn to share"; not "ob sie sich freuen soll"). */
  modal?: RegExp;
  /** Talk about the story itself. */
  meta: RegExp;
  /** "A story about …" (group 1: what goes), told as "This is a story about …". */
  frame: RegExp;
  thisIs: string;
  /** "A capybara named {c1} who …": a character without a verb, told as "Once upon a time there was …". */
  fragment?: RegExp;
  onceUpon: string;
  /** A subject pronoun that opens a sentence (replaced by the hero's name when it opens the retelling). */
  pronoun: RegExp;
}

const END = /(?<=[.!?…])\s+|\n+/u;
const NAME = '\\{c\\d+\\}';
const possessive = (mine: string, then = '(?:[\\p{L}-]+\\s+){0,3}'): RegExp =>
  new RegExp(`(?<![\\p{L}])(?:${mine})\\s+${then}(?=${NAME})`, 'giu');

const RULES: Partial<Record<Language, Rules>> = {
  en: {
    split: END,
    stop: '.',
    mine: possessive('my|our'),
    person: /\b(?:i|i'm|i’m|i'd|i’d|me|my|mine|we|we're|we’re|our|ours|us|you|your)\b/iu,
    wish: /\b(?:please|would|maybe|perhaps|what if|in it)\b/iu,
    modal: /\b(?:should|could)\b/iu,
    meta: /\b(?:story|stories|tale|picture book|the book|this book|chapter|illustrat\w*|ending|moral|lesson)\b/iu,
    frame:
      /^((?:please\s+)?(?:(?:write|make|create|tell)\s+(?:me\s+|us\s+)?)?)(?:a|an|one)\s+(?:[\p{L}-]+\s+){0,2}(?:story|tale|book)\s+(?:about|of|for)\s/iu,
    thisIs: 'This is ',
    fragment: new RegExp(
      `^(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:named|called)\\s+${NAME},?\\s+(?:who|that)\\b`,
      'iu',
    ),
    onceUpon: 'Once upon a time there was ',
    pronoun: /^(?:he|she)\b/iu,
  },
  de: {
    split: END,
    stop: '.',
    mine: possessive('mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|unserer|unseres'),
    person:
      /(?<![\p{L}])(?:ich|mir|mich|mein\p{L}*|wir|uns|unser\p{L}*|du|dich|dir|dein\p{L}*|euch|euer\p{L}*)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:bitte|wäre|wären|würde|würden|vielleicht|toll|vorkommen|mitspielen)(?![\p{L}])/iu,
    modal: /(?<![\p{L}])(?:soll|sollte|sollten|sollen|könnte|könnten)(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:Geschichte|Geschichten|Märchen|Gutenachtgeschichte|Buch|Bilderbuch|Kapitel)(?![\p{L}])/u,
    frame:
      /^((?:bitte\s+)?(?:(?:schreib\p{L}*|erzähl\p{L}*)\s+(?:mir\s+|uns\s+)?)?)(?:eine|ein)\s+(?:[\p{L}-]+\s+){0,2}(?:geschichte|märchen|buch)\s+(?:über|von|für)\s/iu,
    thisIs: 'Das ist ',
    fragment: new RegExp(
      `^(?:ein|eine)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:namens|genannt)\\s+${NAME},?\\s+(?:der|die|das)\\b`,
      'u',
    ),
    onceUpon: 'Es war einmal ',
    pronoun: /^(?:er|sie)(?=\s+\p{L}+t(?![\p{L}]))/iu,
  },
  fr: {
    split: END,
    stop: '.',
    mine: possessive('mon|ma|mes|notre|nos'),
    person:
      /(?<![\p{L}])(?:je|j’|j'|moi|mon|ma|mes|nous|notre|nos|tu|toi|ton|ta|tes|vous|votre|vos)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:s’il vous plaît|s'il vous plaît|pourrait|pourraient|voudrais|voudrions|aimerais|aimerions|peut-être|est-ce que|est-ce qu’|est-ce qu')(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:histoire|histoires|conte|livre|chapitre)(?![\p{L}])/iu,
    frame:
      /^((?:je voudrais|j’aimerais|j'aimerais|nous voudrions|nous aimerions|écris|écrivez)?\s*(?:moi\s+|nous\s+)?)(?:une|un)\s+(?:petite?\s+)?(?:histoire|conte)\s+(?:sur|de|d’|pour|avec)\s*/iu,
    thisIs: 'C’est ',
    fragment: new RegExp(
      `^(?:un|une)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:nommée?|appelée?)\\s+${NAME},?\\s+qui\\b`,
      'iu',
    ),
    onceUpon: 'Il était une fois ',
    pronoun: /^(?:il|elle)\b/iu,
  },
  es: {
    split: END,
    stop: '.',
    mine: possessive('mi|mis|nuestro|nuestra|nuestros|nuestras'),
    person:
      /(?<![\p{L}])(?:yo|me|mi|mis|conmigo|nosotros|nosotras|nos|nuestr\p{L}*|tú|tu|tus|te|usted|vosotros|queremos|quiero)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:por favor|podría|podrían|pudiera|gustaría|quisiera|quizás|quizá|tal vez|qué pasaría)(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:cuento|cuentos|historia|historias|libro|capítulo)(?![\p{L}])/iu,
    frame:
      /^((?:queremos|quiero|quisiera|escribe|escríbeme|escríbenos|cuéntame|nos gustaría)?\s*)(?:un|una)\s+(?:[\p{L}]+\s+)?(?:historia|cuento)\s+(?:sobre|de|para|acerca de)\s/iu,
    thisIs: 'Es ',
    fragment: new RegExp(`^(?:un|una)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:llamad[oa])\\s+${NAME},?\\s+que\\b`, 'iu'),
    onceUpon: 'Había una vez ',
    pronoun: /^(?:él|ella)\b/iu,
  },
  it: {
    split: END,
    stop: '.',
    mine: possessive('(?:il |la |i |le )?(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)'),
    person:
      /(?<![\p{L}])(?:io|me|mi|mio|mia|miei|mie|noi|nostr\p{L}*|tu|te|ti|tuo|tua|voi|vostr\p{L}*|vorrei|vorremmo)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:per favore|sarebbe|potrebbe|potrebbero|magari|forse|vorrei)(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:storia|storie|racconto|fiaba|favola|libro|capitolo)(?![\p{L}])/iu,
    frame:
      /^((?:vorrei|vorremmo|scrivi|scrivimi|racconta|raccontami)?\s*)(?:una|un)\s+(?:[\p{L}]+\s+)?(?:storia|favola|fiaba)\s+(?:su|di|per|sul|sulla)\s/iu,
    thisIs: 'È ',
    fragment: new RegExp(
      `^(?:un|una|uno)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:di nome|chiamat[oa])\\s+${NAME},?\\s+che\\b`,
      'iu',
    ),
    onceUpon: 'C’era una volta ',
    pronoun: /^(?:lui|lei)\b/iu,
  },
  pt: {
    split: END,
    stop: '.',
    mine: possessive('(?:o |a |os |as )?(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas)'),
    person:
      /(?<![\p{L}])(?:eu|me|mim|meu|minha|meus|minhas|nós|nosso|nossa|nossos|nossas|tu|te|ti|teu|tua|você|vocês|gostávamos|gostaríamos|queríamos|queremos)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:por favor|poderia|poderiam|talvez|e se)(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:história|histórias|conto|livro|capítulo)(?![\p{L}])/iu,
    frame:
      /^((?:queremos|quero|queríamos|escreve|escreva|gostaríamos de|gostávamos de)?\s*)(?:uma|um)\s+(?:[\p{L}]+\s+)?(?:história|conto)\s+(?:sobre|de|para)\s/iu,
    thisIs: 'É ',
    fragment: new RegExp(`^(?:um|uma)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:chamad[oa])\\s+${NAME},?\\s+que\\b`, 'iu'),
    onceUpon: 'Era uma vez ',
    pronoun: /^(?:ele|ela)\b/iu,
  },
  ru: {
    split: END,
    stop: '.',
    mine: possessive('мой|моя|моё|мои|моего|моей|моему|моим|наш|наша|наше|наши|нашего|нашей|нашему|нашим'),
    person:
      /(?<![\p{L}])(?:я|мне|меня|мной|мо(?:й|я|ё|е|и|его|ей|ему|им|ими|их|ю)|мы|нам|нас|нами|наш\p{L}*|ты|тебя|тебе|вы|вас|вам|ваш\p{L}*|твой\p{L}*)(?![\p{L}])/iu,
    wish: /(?<![\p{L}])(?:пожалуйста|хотел\p{L}*|хотим|хочу|может быть|можно|пусть|было бы|мог бы|могла бы|могли бы)(?![\p{L}])/iu,
    meta: /(?<![\p{L}])(?:сказк\p{L}*|истори\p{L}*|книг\p{L}*|рассказ\p{L}*)(?![\p{L}])/iu,
    frame: /^$(?!)/u,
    thisIs: '',
    onceUpon: '',
    pronoun: /^(?:он|она)(?![\p{L}])/iu,
  },
  zh: {
    split: /(?<=[。！？!?])\s*/u,
    stop: '。',
    age: /[，,]?\s*\d{1,2}\s*岁[，,]?/gu,
    mine: /我(?:们)?(?:的|家)?(?:小)?(?:女儿|儿子|孩子|宝宝|孙女|孙子|狗|猫)/gu,
    person: /我|你|您/u,
    wish: /请|希望|想要一个|能不能|可以吗|可不可以/u,
    meta: /故事|绘本|这本书/u,
    frame: /^$(?!)/u,
    thisIs: '',
    onceUpon: '',
    pronoun: /^(?:他|她)/u,
  },
  ja: {
    split: /(?<=[。！？!?])\s*/u,
    stop: '。',
    age: /[（(]?\s*\d{1,2}\s*(?:歳|才|さい)[）)]?/gu,
    mine: /(?:うちの|私の|わたしの|僕の|ぼくの)?(?:娘|息子|むすめ|むすこ)の|(?:うちの|私の|わたしの|僕の|ぼくの)(?:子|こ|犬|猫)?の?/gu,
    person: /私|わたし|僕|ぼく|俺|うちの|あなた/u,
    wish: /ください|ほしい|欲しい|たいです|お願い|かな/u,
    meta: /物語|お話|おはなし|絵本|ストーリー/u,
    frame: /^$(?!)/u,
    thisIs: '',
    onceUpon: '',
    pronoun: /^(?:彼|彼女)/u,
  },
  ko: {
    split: /(?<=[.!?。])\s*/u,
    stop: '.',
    age: /[(（]?\s*\d{1,2}\s*살[)）]?/gu,
    mine: /(?:우리|저희|제|내)\s*(?:딸|아들|아이|강아지|고양이)\s*/gu,
    person: /(?<![\p{L}])(?:나|내|저|제|우리|저희|너|당신)(?:는|가|의|를|에게)?(?![\p{L}])/u,
    wish: /주세요|좋겠|부탁/u,
    meta: /이야기|동화|그림책/u,
    frame: /^$(?!)/u,
    thisIs: '',
    onceUpon: '',
    pronoun: /^(?:그는|그녀는|그가|그녀가)/u,
  },
  ar: {
    split: /(?<=[.!?؟])\s+/u,
    stop: '.',
    age: /[،,]?\s*(?:عمره|عمرها)?\s*\d{1,2}\s*(?:سنوات|سنة|أعوام)[،,]?/gu,
    mine: /(?:ابني|ابنتي|طفلي|طفلتي|أبنائي|قطتي|كلبي)\s*/gu,
    person: /(?<![\p{L}])(?:أنا|نحن|لنا|لي|أنت|أنتم|نريد|أريد|نود|أود)(?![\p{L}])/u,
    wish: /من فضلك|أرجو|ربما|يمكن أن|لو سمحت/u,
    meta: /(?<![\p{L}])(?:قصة|القصة|حكاية|الحكاية|كتاب|الكتاب)(?![\p{L}])/u,
    frame: /^$(?!)/u,
    thisIs: '',
    onceUpon: '',
    pronoun: /^(?:هو|هي)(?![\p{L}])/u,
  },
};
