import type { LexEntry } from '../story/lexicon';
import type { Clothing, Language, StoryPlan } from '../types';
import { kindOfSheet, type KindWord } from './kind-words';
import {
  languageLabel,
  STYLE_WORDS,
  type Colour,
  type FeatureWord,
  type SlotWord,
  type StyleWord,
} from './planner-words';

/**
 * What the embedded planner says (issue #14, spec §3): rationales, summaries and clarification prompts in the
 * customer's site language. Every question names the options (characters, pages, what can change).
 */
export type Locale = 'de' | 'en';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function list(items: string[], locale: Locale, joiner: 'and' | 'or' = 'and'): string {
  const word = joiner === 'and' ? (locale === 'de' ? 'und' : 'and') : locale === 'de' ? 'oder' : 'or';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** A character's name as the customer reads it: in the site language when the book has it. */
export function displayName(plan: StoryPlan, index: number, locale: Locale): string {
  const name = plan.cast[index]?.name;
  if (!name) return '';
  return name[locale as Language] ?? name[plan.mainLanguage] ?? '';
}

export const castList = (plan: StoryPlan, locale: Locale, joiner: 'and' | 'or' = 'or'): string =>
  list(
    plan.cast.map((_, i) => displayName(plan, i, locale)),
    locale,
    joiner,
  );

/** Viewer pages the parent can name: the cover is page 1, the interior follows. */
export const pageRange = (pageCount: number, locale: Locale): string =>
  locale === 'de'
    ? `Das Buch hat die Seiten 2–${pageCount + 1} (Seite 1 ist das Titelbild).`
    : `The book has pages 2–${pageCount + 1} (page 1 is the cover).`;

const quote = (text: string, locale: Locale): string => (locale === 'de' ? `„${text}“` : `“${text}”`);
/** Ends a sentence with a full stop unless it already ends with one (also inside a closing quote). */
const stop = (s: string): string => (/[.!?…:][“”„"»«]?$/u.test(s) ? s : `${s}.`);

/** A kind with its article, e.g. "a brown dachshund", "ein brauner Dackel", "eine Katze". */
export function kindLabel(locale: Locale, kind: KindWord, colour?: Colour): string {
  if (locale === 'de') {
    const g = kind.de.g;
    const article = g === 'f' ? 'eine' : 'ein';
    const adjective = colour
      ? `${colour.label.de.toLowerCase()}${g === 'm' ? 'er' : g === 'n' ? 'es' : 'e'} `
      : '';
    return `${article} ${adjective}${kind.de.sg}`;
  }
  const words = `${colour ? `${colour.label.en} ` : ''}${kind.en}`;
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

// ── Rationales ───────────────────────────────────────────────────────────────────────────────────────

export const rationale = {
  rewrite(
    locale: Locale,
    page: number,
    main: string,
    translation?: { language: Language; text: string },
  ): string {
    const other = translation
      ? locale === 'de'
        ? `; ${languageLabel(translation.language, 'de')}: ${quote(translation.text, 'de')}`
        : `; ${languageLabel(translation.language, 'en')}: ${quote(translation.text, 'en')}`
      : '';
    return locale === 'de'
      ? stop(`Seite ${page}: Der Text lautet jetzt ${quote(main, 'de')}${other}`)
      : stop(`Page ${page}: the text becomes ${quote(main, 'en')}${other}`);
  },
  kept(locale: Locale, language: Language): string {
    return locale === 'de'
      ? ` Die Zeile auf ${languageLabel(language, 'de')} bleibt, wie sie ist – so wie gewünscht.`
      : ` The ${languageLabel(language, 'en')} line stays as it is, as you asked.`;
  },
  /** One new line in a two-language book: the other stays until the parent sends it too (issue #21). */
  keptForNow(locale: Locale, language: Language): string {
    const name = languageLabel(language, locale);
    return locale === 'de'
      ? ` Die Zeile auf ${name} bleibt vorerst, wie sie ist – schick mir den Text auf ${name} in Anführungszeichen, wenn sie auch neu lauten soll.`
      : ` The ${name} line stays as it is for now — send me the ${name} text in quotes if it should change too.`;
  },
  translateLine(locale: Locale, page: number, language: Language, text: string): string {
    return locale === 'de'
      ? stop(
          `Seite ${page}: Die Zeile auf ${languageLabel(language, 'de')} lautet jetzt ${quote(text, 'de')}`,
        )
      : stop(`Page ${page}: the ${languageLabel(language, 'en')} line becomes ${quote(text, 'en')}`);
  },
  shorten(locale: Locale, page: number, kept: string): string {
    return locale === 'de'
      ? stop(
          `Seite ${page}: kürzerer Text – etwa die Hälfte bleibt, in jeder Sprache gleich: ${quote(kept, 'de')}`,
        )
      : stop(
          `Page ${page}: shorter text — about half stays, the same in every language: ${quote(kept, 'en')}`,
        );
  },
  place(locale: Locale, page: number, entry: LexEntry): string {
    return locale === 'de'
      ? `Seite ${page}: Das Bild spielt jetzt ${entry.at?.de ?? entry.de.sg}.`
      : `Page ${page}: the picture now shows them ${entry.at?.en ?? entry.en.sg}.`;
  },
  cast(locale: Locale, page: number, names: string[]): string {
    return locale === 'de'
      ? `Seite ${page}: Auf dem Bild sind jetzt zu sehen: ${list(names, 'de')}.`
      : `Page ${page}: the picture now shows ${list(names, 'en')}.`;
  },
  action(locale: Locale, page: number, caption: string): string {
    return stop(
      locale === 'de' ? `Seite ${page}: neue Szene – ${caption}` : `Page ${page}: a new scene — ${caption}`,
    );
  },
  things(locale: Locale, page: number, things: string[]): string {
    return locale === 'de'
      ? `Seite ${page}: Auf dem Bild ist jetzt auch zu sehen: ${list(things, 'de')}.`
      : `Page ${page}: the picture now also shows ${list(things, 'en')}.`;
  },
  look(locale: Locale, name: string, parts: string[]): string {
    return locale === 'de'
      ? `${cap(name)}: ${list(parts, 'de')} – auf jeder Seite, auf der ${name} vorkommt, und auf dem Titelbild.`
      : `${cap(name)}: ${list(parts, 'en')} — on every page ${name} is on and on the cover.`;
  },
  kind(locale: Locale, name: string, described: string, kind?: KindWord): string {
    const drawn =
      kind && kind.base !== 'person' && kind.base !== kind.id
        ? locale === 'de'
          ? ` (gezeichnet wie ${kindLabel('de', { ...kind, de: DRAWN_AS[kind.base] ?? kind.de })})`
          : ` (drawn as ${kindLabel('en', { ...kind, en: kind.base })})`
        : '';
    const noun = kind
      ? locale === 'de'
        ? ` Im Text ist ${name} jetzt ${kindLabel('de', kind)}.`
        : ` The text calls ${name} ${kindLabel('en', kind)} now.`
      : '';
    return locale === 'de'
      ? `${cap(name)} ist jetzt ${described}${drawn} – auf jeder Seite, auf der ${name} vorkommt, und auf dem Titelbild.${noun}`
      : `${cap(name)} is now ${described}${drawn} — on every page ${name} is on and on the cover.${noun}`;
  },
  rename(locale: Locale, old: string, name: string, other?: { language: Language; name: string }): string {
    const extra = other
      ? locale === 'de'
        ? ` (auf ${languageLabel(other.language, 'de')}: ${other.name})`
        : ` (in ${languageLabel(other.language, 'en')}: ${other.name})`
      : '';
    return locale === 'de'
      ? `${cap(old)} heißt jetzt ${name}${extra} – in allen Texten des Buches.`
      : `${cap(old)} is now called ${name}${extra} — in every text of the book.`;
  },
  style(locale: Locale, style: StyleWord): string {
    return locale === 'de'
      ? `Das ganze Buch wird im Stil ${quote(style.label.de, 'de')} neu gezeichnet, mit denselben Figuren.`
      : `The whole book is redrawn in the ${style.label.en} style, with the same characters.`;
  },
};

/** One part of a look change, e.g. "red hair", "a blue scarf", "Haare in Rot", "Schal in Blau". */
export const lookPart = {
  coloured(
    locale: Locale,
    slot: SlotWord | { label: { en: string; de: string } },
    colour: Colour,
    article: boolean,
  ): string {
    if (locale === 'de') return `${slot.label.de} in ${colour.label.de}`;
    return `${article ? 'a ' : ''}${colour.label.en} ${slot.label.en}`;
  },
  clothing(locale: Locale, slot: SlotWord, instead?: Clothing): string {
    const before = instead ? CLOTHING_LABELS[instead] : undefined;
    if (locale === 'de') return `${slot.label.de}${before ? ` statt ${before.de}` : ''}`;
    return `a ${slot.label.en}${before ? ` instead of the ${before.en}` : ''}`;
  },
  feature(locale: Locale, feature: FeatureWord | SlotWord, remove: boolean): string {
    if (locale === 'de') return remove ? `ohne ${feature.label.de}` : `mit ${feature.label.de}`;
    return remove
      ? `no ${feature.label.en}`
      : `${feature.label.en === 'glasses' || feature.label.en === 'freckles' || feature.label.en === 'big ears' ? '' : 'a '}${feature.label.en}`;
  },
};

const DRAWN_AS: Record<string, KindWord['de']> = {
  dog: { g: 'm', sg: 'Hund' },
  cat: { g: 'f', sg: 'Katze' },
  rabbit: { g: 'm', sg: 'Hase' },
  bear: { g: 'm', sg: 'Bär' },
  fox: { g: 'm', sg: 'Fuchs' },
  dragon: { g: 'm', sg: 'Drache' },
};

export const CLOTHING_LABELS: Record<Clothing, { en: string; de: string }> = {
  scarf: { en: 'scarf', de: 'Schal' },
  hoodie: { en: 'hoodie', de: 'Kapuzenpulli' },
  dress: { en: 'dress', de: 'Kleid' },
  overalls: { en: 'overalls', de: 'Latzhose' },
  cape: { en: 'cape', de: 'Umhang' },
};

export function summary(locale: Locale, rationales: string[]): string {
  if (rationales.length === 1) {
    return locale === 'de'
      ? `Eine Änderung: ${rationales[0]} Bitte prüfen und bestätigen.`
      : `One change: ${rationales[0]} Please check and confirm.`;
  }
  const lines = rationales.map((r) => `– ${r}`).join('\n');
  return locale === 'de'
    ? `${rationales.length} Änderungen:\n${lines}\nBitte prüfen und bestätigen.`
    : `${rationales.length} changes:\n${lines}\nPlease check and confirm.`;
}

/** What the drawing cannot show, as the parent wrote it ("Opa: grauen Bart"). */
const cannotList = (locale: Locale, parts: Array<{ whose?: string; word: string }>): string =>
  list(
    parts.map((p) => (p.whose ? `${p.whose}: ${p.word}` : p.word)).map((p) => quote(p, locale)),
    locale,
  );

/** Said with a plan: what of the wish the drawing cannot show, and so is not part of it. */
export function notDrawn(locale: Locale, parts: Array<{ whose?: string; word: string }>): string {
  return locale === 'de'
    ? `(${cannotList('de', parts)} kann ich nicht zeichnen, das ist nicht Teil der Änderung.)`
    : `(${cannotList('en', parts)} is something I cannot draw, so it is not part of the change.)`;
}

// ── Clarification prompts ────────────────────────────────────────────────────────────────────────────

export const ask = {
  whatToChange(locale: Locale, plan: StoryPlan, pageCount: number, page?: number): string {
    const names = castList(plan, locale, 'and');
    const first = displayName(plan, 0, locale);
    const second = plan.cast[1] ? displayName(plan, 1, locale) : first;
    if (locale === 'de') {
      return (
        `${page ? `Was soll sich auf Seite ${page} ändern?` : 'Was genau soll sich ändern?'} Ich kann den Text einer Seite ändern ` +
        `(„Kürzerer Text auf Seite 6“, „Auf Seite 5 soll stehen: „…““), das Bild einer Seite („Auf Seite 4 sollen sie am Meer sein“, ` +
        `„Nur ${first} auf dieser Seite“), wie eine Figur aussieht („${cap(first)} soll rote Haare haben“), einen Namen ` +
        `(„${cap(second)} soll Rufus heißen“) oder den Stil des ganzen Buches („im Aquarell-Stil“). ` +
        `Die Figuren: ${names}. ${pageRange(pageCount, 'de')}`
      );
    }
    return (
      `${page ? `What should change on page ${page}?` : 'What exactly should change?'} I can change the text of a page ` +
      `("Shorter text on page 6", 'Change the text on page 5 to "…"'), what a picture shows ("On page 4 they are at the sea", ` +
      `"Only ${first} on this page"), how a character looks ("Give ${first} red hair"), a name ("Rename ${second} to Rufus") ` +
      `or the style of the whole book ("watercolour"). The characters: ${names}. ${pageRange(pageCount, 'en')}`
    );
  },
  whichPage(locale: Locale, pageCount: number, focus?: number): string {
    const hint = focus
      ? locale === 'de'
        ? ` Meinst du Seite ${focus}, die du gerade ansiehst? Dann antworte „ja“ oder „diese Seite“.`
        : ` Do you mean page ${focus}, the one you are looking at? Then answer "yes" or "this page".`
      : '';
    return locale === 'de'
      ? `Auf welcher Seite? ${pageRange(pageCount, 'de')}${hint}`
      : `On which page? ${pageRange(pageCount, 'en')}${hint}`;
  },
  unknownPage(locale: Locale, page: number, pageCount: number): string {
    return locale === 'de'
      ? `Eine Seite ${page} gibt es in diesem Buch nicht. ${pageRange(pageCount, 'de')} Welche Seite meinst du?`
      : `This book has no page ${page}. ${pageRange(pageCount, 'en')} Which page do you mean?`;
  },
  cover(locale: Locale, pageCount: number): string {
    return locale === 'de'
      ? `Das Titelbild zeigt den Titel und die Figuren: Es ändert sich mit ihrem Aussehen, ihren Namen und dem Stil des Buches. ` +
          `Soll sich eine Figur ändern (z. B. „rote Haare“) oder eine Seite im Buch? ${pageRange(pageCount, 'de')}`
      : `The cover shows the title and the characters: it changes with their look, their names and the book's style. ` +
          `Should a character change (e.g. "red hair") or a page inside the book? ${pageRange(pageCount, 'en')}`;
  },
  noText(locale: Locale, page: number, textPages: string): string {
    return locale === 'de'
      ? `Auf Seite ${page} steht kein Text, den ich ändern kann. Die Geschichte steht auf den Seiten ${textPages}. Welche Seite meinst du?`
      : `Page ${page} has no text I can change. The story text is on pages ${textPages}. Which page do you mean?`;
  },
  noPicture(locale: Locale, page: number, picturePages: string): string {
    return locale === 'de'
      ? `Seite ${page} hat kein Bild. Bilder sind auf den Seiten ${picturePages}. Welche Seite meinst du?`
      : `Page ${page} has no picture. The pictures are on pages ${picturePages}. Which page do you mean?`;
  },
  whoFor(locale: Locale, plan: StoryPlan, what: string): string {
    return locale === 'de'
      ? `Für wen soll das gelten (${what})? Die Figuren im Buch: ${castList(plan, 'de', 'or')}.`
      : `Who should that be for (${what})? The characters in the book: ${castList(plan, 'en', 'or')}.`;
  },
  whichOf(locale: Locale, names: string[]): string {
    return locale === 'de'
      ? `Welche Figur meinst du: ${list(names, 'de', 'or')}?`
      : `Which character do you mean: ${list(names, 'en', 'or')}?`;
  },
  whatColoured(locale: Locale, plan: StoryPlan, colour: Colour): string {
    return locale === 'de'
      ? `Was soll ${colour.label.de.toLowerCase()} werden – Haare, Haut oder Fell, Kleidung, Schal, Umhang, Mütze oder Schleife? ` +
          `Und bei welcher Figur: ${castList(plan, 'de', 'or')}?`
      : `What should be ${colour.label.en} — hair, skin or fur, clothes, a scarf, a cape, a hat or a bow? ` +
          `And for which character: ${castList(plan, 'en', 'or')}?`;
  },
  whichColour(locale: Locale, name: string, slot: SlotWord): string {
    return locale === 'de'
      ? `${cap(name)}, ${slot.label.de}: Welche Farbe soll es sein? Zum Beispiel Rot, Blau, Grün, Gelb, Braun, Schwarz oder Blond.`
      : `Which colour should ${name}'s ${slot.label.en} be? For example red, blue, green, yellow, brown, black or blond.`;
  },
  whatOf(locale: Locale, name: string, colour: Colour): string {
    return locale === 'de'
      ? `${cap(name)} – was davon soll ${colour.label.de.toLowerCase()} werden: die Haare, die Haut oder das Fell, die Kleidung, ein Schal, ein Umhang, ein Hut oder eine Schleife?`
      : `What of ${name} should be ${colour.label.en}: the hair, the skin or fur, the clothes, a scarf, a cape, a hat or a bow?`;
  },
  animalClothing(locale: Locale, name: string): string {
    return locale === 'de'
      ? `${cap(name)} kann einen Schal oder einen Umhang tragen – was davon, und in welcher Farbe?`
      : `${cap(name)} can wear a scarf or a cape — which one, and in which colour?`;
  },
  personClothing(locale: Locale, name: string): string {
    return locale === 'de'
      ? `${cap(name)} braucht etwas zum Anziehen: ein Kleid, eine Latzhose, einen Kapuzenpulli, einen Schal oder einen Umhang – was soll es sein, und in welcher Farbe?`
      : `${cap(name)} needs something to wear: a dress, overalls, a hoodie, a scarf or a cape — which one, and in which colour?`;
  },
  already(locale: Locale, what: string): string {
    return locale === 'de'
      ? `${cap(what)} – das ist schon so. Was soll sich stattdessen ändern?`
      : `${cap(what)} — that is already so. What should change instead?`;
  },
  renameWho(locale: Locale, plan: StoryPlan, name: string): string {
    return locale === 'de'
      ? `Wer soll ${name} heißen? Die Figuren: ${castList(plan, 'de', 'or')}.`
      : `Who should be called ${name}? The characters: ${castList(plan, 'en', 'or')}.`;
  },
  /** A look the drawing has no part for: said honestly, with the parts it has. */
  cannotDraw(locale: Locale, parts: Array<{ whose?: string; word: string }>): string {
    return locale === 'de'
      ? `${cannotList('de', parts)} kann ich nicht zeichnen – das würde im Buch nichts sichtbar ändern. ` +
          `Bei einer Figur kann ich die Haar- oder Fellfarbe, die Hautfarbe, die Kleidung und ihre Farbe, eine Brille, einen Hut, eine Schleife oder Sommersprossen ändern. Was davon soll es sein?`
      : `${cannotList('en', parts)} is something I cannot draw — it would change nothing you could see in the book. ` +
          `For a character I can change the hair or fur colour, the skin tone, the clothes and their colour, glasses, a hat, a bow or freckles. Which should it be?`;
  },
  renameWhich(locale: Locale, plan: StoryPlan): string {
    return locale === 'de'
      ? `Wer soll einen neuen Namen bekommen, und welchen? Die Figuren: ${castList(plan, 'de', 'or')}.`
      : `Who should get a new name, and which one? The characters: ${castList(plan, 'en', 'or')}.`;
  },
  renameWhat(locale: Locale, name: string): string {
    return locale === 'de'
      ? `Wie soll ${name} heißen? Schreib mir einfach den neuen Namen.`
      : `What should ${name} be called? Just send me the new name.`;
  },
  badName(locale: Locale, name: string): string {
    return locale === 'de'
      ? `„${name}“ kann ich nicht als Namen verwenden (nur Buchstaben, höchstens 40). Wie soll die Figur heißen?`
      : `I cannot use "${name}" as a name (letters only, at most 40). What should the character be called?`;
  },
  nameTaken(locale: Locale, name: string): string {
    return locale === 'de'
      ? `${name} heißt schon eine andere Figur im Buch. Welcher Name soll es sein?`
      : `Another character in the book is already called ${name}. Which name should it be?`;
  },
  newText(locale: Locale, page: number): string {
    return locale === 'de'
      ? `Was soll auf Seite ${page} stehen? Schreib den neuen Text in Anführungszeichen, z. B.: Auf Seite ${page} soll stehen: „…“`
      : `What should page ${page} say? Send the new text in quotes, e.g. Change the text on page ${page} to "…"`;
  },
  translationLine(locale: Locale, page: number, language: Language): string {
    const name = languageLabel(language, locale);
    return locale === 'de'
      ? `Seite ${page} hat auch eine Zeile auf ${name}. Schick mir bitte auch den Text auf ${name} (in Anführungszeichen) – ` +
          `oder schreib „${name} so lassen“, wenn die Zeile auf ${name} bleiben soll, wie sie ist. Sonst würden die beiden Zeilen Verschiedenes erzählen.`
      : `Page ${page} also has a line in ${name}. Please send the ${name} text too (in quotes) — or write "keep the ${name} line" ` +
          `if it should stay as it is. Otherwise the two lines would tell different things.`;
  },
  mainLine(locale: Locale, page: number, main: Language): string {
    const name = languageLabel(main, locale);
    return locale === 'de'
      ? `Der Text sieht nach der Übersetzungszeile aus. Soll sich auf Seite ${page} auch die Zeile auf ${name} ändern? ` +
          `Dann schick mir den Text auf ${name} in Anführungszeichen – oder schreib „${name} so lassen“.`
      : `That text looks like the translation line. Should the ${name} line on page ${page} change too? Then send me the ${name} ` +
          `text in quotes — or write "keep the ${name} line".`;
  },
  nothingToShorten(locale: Locale, page: number, text: string): string {
    return locale === 'de'
      ? `Auf Seite ${page} steht nur ein kurzer Satz (${quote(text, 'de')}), da kann ich nichts weglassen. ` +
          `Was soll dort stattdessen stehen? Schreib den neuen Text in Anführungszeichen.`
      : `Page ${page} has just one short sentence (${quote(text, 'en')}), so there is nothing to leave out. ` +
          `What should it say instead? Send the new text in quotes.`;
  },
  longer(locale: Locale): string {
    return locale === 'de'
      ? 'Längere Texte kann ich nicht schreiben – ich kann einen Text kürzen oder ihn durch deinen Text ersetzen. ' +
          'Schreib mir den neuen Text in Anführungszeichen und die Seite, z. B.: Auf Seite 5 soll stehen: „…“'
      : 'I cannot make a text longer — I can shorten it or replace it with your text. ' +
          'Send me the new text in quotes and the page, e.g. Change the text on page 5 to "…"';
  },
  whatHappens(locale: Locale, page: number, examples: string[]): string {
    return locale === 'de'
      ? `Was soll auf dem Bild von Seite ${page} passieren? Ich kann zum Beispiel zeigen: ${list(examples, 'de', 'or')}.`
      : `What should happen in the picture on page ${page}? I can show for example: ${list(examples, 'en', 'or')}.`;
  },
  whoOnPage(locale: Locale, plan: StoryPlan, page: number): string {
    return locale === 'de'
      ? `Wer soll auf dem Bild von Seite ${page} zu sehen sein? Die Figuren: ${castList(plan, 'de', 'and')}.`
      : `Who should be in the picture on page ${page}? The characters: ${castList(plan, 'en', 'and')}.`;
  },
  emptyPicture(locale: Locale, page: number): string {
    return locale === 'de'
      ? `Dann wäre auf dem Bild von Seite ${page} niemand mehr zu sehen. Wer soll bleiben?`
      : `Then nobody would be left in the picture on page ${page}. Who should stay?`;
  },
  /**
   * The second time: the concrete options of this book (issue #21) — each character as it looks now, the
   * pages, the style — so the parent can pick one.
   */
  options(locale: Locale, plan: StoryPlan, pageCount: number, message?: string): string {
    const looks = plan.cast.map((c, i) => {
      const name = displayName(plan, i, locale);
      const kind = kindOfSheet(c.sheet);
      const what = kind ? kindLabel(locale, kind) : '';
      const wears = CLOTHING_LABELS[c.sheet.clothing][locale];
      return locale === 'de'
        ? `${cap(name)} (${what}, trägt ${c.sheet.clothing === 'dress' || c.sheet.clothing === 'overalls' ? 'eine' : 'einen'} ${wears}): Haar-/Fellfarbe, Kleidung und ihre Farbe, Brille, Hut, ein anderes Tier oder ein anderer Name`
        : `${cap(name)} (${what}, wearing a ${wears}): hair or fur colour, clothes and their colour, glasses, a hat, another animal or another name`;
    });
    const said = message?.trim().slice(0, 80);
    const style = STYLE_WORDS.find((w) => w.style === plan.style)?.label[locale] ?? plan.style;
    return locale === 'de'
      ? `${said ? `Aus „${said}“ kann ich noch keine Änderung machen.` : 'Das ist mir noch zu ungenau.'} In diesem Buch kann ich zum Beispiel ändern:\n– ${looks.join('\n– ')}\n` +
          `– den Text einer Seite (kürzer oder dein eigener Text) oder was ein Bild zeigt (Ort, wer darauf ist, was sie tun), Seiten 2–${pageCount + 1}\n` +
          `– den Stil des ganzen Buches (jetzt: ${style})\nWas davon soll es sein?`
      : `${said ? `I cannot make a change out of "${said}" yet.` : 'That is not concrete enough for me yet.'} In this book I can change, for example:\n– ${looks.join('\n– ')}\n` +
          `– the text of a page (shorter, or your own words) or what a picture shows (the place, who is in it, what they do), pages 2–${pageCount + 1}\n` +
          `– the style of the whole book (now: ${style})\nWhich of these should it be?`;
  },
  unknownKind(locale: Locale, name: string, word: string): string {
    return locale === 'de'
      ? `${cap(name)} als „${word}“ kann ich nicht zeichnen – das würde im Buch nichts sichtbar ändern. ` +
          `Ich kann ${name} zum Beispiel zu einem Hund, einer Katze, einem Hasen, einem Bären, einem Fuchs, einem Drachen, einem Dackel, einer Eule oder einem Kind machen. Was davon soll es sein?`
      : `I cannot draw ${name} as "${word}" — it would change nothing you could see in the book. ` +
          `I can make ${name} a dog, a cat, a rabbit, a bear, a fox, a dragon, a dachshund, an owl or a child, for example. Which should it be?`;
  },
  /** "Krümel is not a boy!": what it is then, with the kinds the drawing has. */
  whichKind(locale: Locale, name: string, not: KindWord): string {
    return locale === 'de'
      ? `${cap(name)} ist k${kindLabel('de', not)} – was ist ${name} dann? Ich kann ${name} zum Beispiel als Hund (auch als Dackel, Pudel …), Katze, Hase, Bär, Fuchs, Drache, Eule, Mädchen, Junge oder Erwachsenen zeichnen.`
      : `${cap(name)} is not ${kindLabel('en', not)} — what is ${name} then? I can draw ${name} as a dog (a dachshund, a poodle …), a cat, a rabbit, a bear, a fox, a dragon, an owl, a girl, a boy or a grown-up, for example.`;
  },
  /** The third time: one example per kind of change, to copy. */
  pick(locale: Locale, plan: StoryPlan): string {
    const first = displayName(plan, 0, locale);
    return locale === 'de'
      ? `Schreib mir am besten einen Satz wie diese: „${cap(first)} soll blaue Haare haben“, „Kürzerer Text auf Seite 6“, „Auf Seite 5 sollen sie am Meer sein“ oder „Im Aquarell-Stil“.`
      : `It works best with one sentence like these: "Give ${first} blue hair", "Shorter text on page 6", "On page 5 they are at the sea" or "Make it watercolour".`;
  },
  /** Every change of a plan would leave the book as it looks: said honestly, no edit spent. */
  invisible(locale: Locale, rationales: string[]): string {
    return locale === 'de'
      ? `Das würde im Buch nichts Sichtbares ändern (${rationales.join(' ')}), daher schlage ich es nicht vor – es kostet dich keine Änderung. Was soll stattdessen anders werden?`
      : `That would not change anything you can see in the book (${rationales.join(' ')}), so I do not propose it — it costs you no edit. What should change instead?`;
  },
  whichLanguageLine(locale: Locale, languages: Language[]): string {
    const names = languages.map((l) => languageLabel(l, locale));
    return locale === 'de'
      ? `Dieses Buch hat nur Zeilen auf ${list(names, 'de')}. Welche Zeile soll sich ändern?`
      : `This book only has lines in ${list(names, 'en')}. Which line should change?`;
  },
};
