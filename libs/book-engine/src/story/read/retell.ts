import type { Language } from '../../types';
import type { IdeaFrame } from '../model';
import { tokenize } from './latin';
import { isWordNetLemma } from './wordnet';
import { isLatin } from './words';
import stored from '../data/retell.json';
import { mapValues, pattern } from '../data/rows';

const TEXTS = new Set(['stop', 'thisIs', 'onceUpon']);

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
  const latin = isLatin(frame.ideaLanguage);
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

/** Each language's rules are data (`data/retell.json`), their patterns stored as "/source/flags". */
const RULES = mapValues(stored, (rules: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(rules).map(([key, value]) => [key, TEXTS.has(key) ? value : pattern(value)]),
  ),
) as Partial<Record<Language, Rules>>;
