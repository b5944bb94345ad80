import { deAccusative } from '../../story/lexicon';
import { kindOfSheet, type KindWord } from '../kind-words';
import {
  cap,
  castList,
  colourName,
  displayName,
  featureName,
  languageName,
  list,
  placeName,
  quote,
  slotName,
  stop,
  styleName,
} from './labels';
import type { Texts } from './types';

const l = 'de';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) =>
  `Das Buch hat die Seiten 2–${pageCount + 1} (Seite 1 ist das Titelbild).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );

const kind: Texts['kind'] = (k, colour) => {
  const g = k.de.g;
  const article = g === 'f' ? 'eine' : 'ein';
  const adjective = colour
    ? `${colourName(colour, l).toLowerCase()}${g === 'm' ? 'er' : g === 'n' ? 'es' : 'e'} `
    : '';
  return `${article} ${adjective}${k.de.sg}`;
};

/** The drawing's own animals, for "(gezeichnet wie ein Hund)". */
const DRAWN_AS: Record<string, KindWord['de']> = {
  dog: { g: 'm', sg: 'Hund' },
  cat: { g: 'f', sg: 'Katze' },
  rabbit: { g: 'm', sg: 'Hase' },
  bear: { g: 'm', sg: 'Bär' },
  fox: { g: 'm', sg: 'Fuchs' },
  dragon: { g: 'm', sg: 'Drache' },
};

export const DE: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `Eine Änderung: ${rationales[0]} Bitte prüfen und bestätigen.`;
    return `${rationales.length} Änderungen:\n${rationales.map((r) => `– ${r}`).join('\n')}\nBitte prüfen und bestätigen.`;
  },
  notDrawn: (parts) => `(${cannotList(parts)} kann ich nicht zeichnen, das ist nicht Teil der Änderung.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `; ${languageName(translation.language, l)}: ${q(translation.text)}` : '';
      return stop(`Seite ${page}: Der Text lautet jetzt ${q(main)}${other}`);
    },
    kept: (language) => ` Die Zeile auf ${languageName(language, l)} bleibt, wie sie ist – so wie gewünscht.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` Die Zeile auf ${name} bleibt vorerst, wie sie ist – schick mir den Text auf ${name} in Anführungszeichen, wenn sie auch neu lauten soll.`;
    },
    translateLine: (page, language, text) =>
      stop(`Seite ${page}: Die Zeile auf ${languageName(language, l)} lautet jetzt ${q(text)}`),
    shorten: (page, kept) =>
      stop(`Seite ${page}: kürzerer Text – etwa die Hälfte bleibt, in jeder Sprache gleich: ${q(kept)}`),
    place: (page, entry) => `Seite ${page}: Das Bild spielt jetzt ${placeName(entry, l)}.`,
    light: (page, light) => `Seite ${page}: Das Bild spielt jetzt ${light}.`,
    cast: (page, names) => `Seite ${page}: Auf dem Bild sind jetzt zu sehen: ${list(names, l)}.`,
    action: (page, caption) => stop(`Seite ${page}: neue Szene – ${caption}`),
    things: (page, things) => `Seite ${page}: Auf dem Bild ist jetzt auch zu sehen: ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)}: ${list(parts, l)} – auf jeder Seite, auf der ${name} vorkommt, und auf dem Titelbild.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (gezeichnet wie ${kind({ ...k, de: DRAWN_AS[k.base] ?? k.de })})`
          : '';
      const noun = k ? ` Im Text ist ${name} jetzt ${kind(k)}.` : '';
      return `${cap(name)} ist jetzt ${described}${drawn} – auf jeder Seite, auf der ${name} vorkommt, und auf dem Titelbild.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (auf ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} heißt jetzt ${name}${extra} – in allen Texten des Buches.`;
    },
    style: (style) =>
      `Das ganze Buch wird im Stil ${q(styleName(style, l))} neu gezeichnet, mit denselben Figuren.`,
    retitle(title, kept) {
      const other = kept
        ? ` Der Titel auf ${languageName(kept.language, l)} bleibt vorerst ${q(kept.title)} – schick ihn mir in Anführungszeichen, wenn er sich auch ändern soll.`
        : '';
      return `Das Buch heißt jetzt ${q(title)} – auf dem Titelbild und der Titelseite.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'als Erwachsene*r gezeichnet (größer)' : 'als Kind gezeichnet'),
    coloured: (slot, colour) => `${slotName(slot.id, l)} in ${colourName(colour, l)}`,
    clothing: (slot, instead) => `${slotName(slot.id, l)}${instead ? ` statt ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` statt ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'ohne' : 'mit'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `Der Stil ${q(styleName(style, l))}`,
    cast: (page, names) => `Auf dem Bild von Seite ${page}: ${list(names, l)}`,
    place: (page, entry) => `Das Bild auf Seite ${page} (${placeName(entry, l)})`,
    light: (page, light) => `Das Bild auf Seite ${page} (${light})`,
    title: (title) => `Der Titel ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const names = castList(plan, l, 'and');
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `Was soll sich auf Seite ${page} ändern?` : 'Was genau soll sich ändern?'} Ich kann den Text einer Seite ändern ` +
        `(„Kürzerer Text auf Seite 6“, „Auf Seite 5 soll stehen: „…““), das Bild einer Seite („Auf Seite 4 sollen sie am Meer sein“, ` +
        `„Nur ${first} auf dieser Seite“), wie eine Figur aussieht („${cap(first)} soll rote Haare haben“), einen Namen ` +
        `(„${cap(second)} soll Rufus heißen“) oder den Stil des ganzen Buches („im Aquarell-Stil“). ` +
        `Die Figuren: ${names}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Meinst du Seite ${focus}, die du gerade ansiehst? Dann antworte „ja“ oder „diese Seite“.`
        : '';
      return `Auf welcher Seite? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `Eine Seite ${page} gibt es in diesem Buch nicht. ${pageRange(pageCount)} Welche Seite meinst du?`,
    cover: (pageCount) =>
      `Das Titelbild zeigt den Titel und die Figuren: Es ändert sich mit ihrem Aussehen, ihren Namen und dem Stil des Buches. ` +
      `Soll sich eine Figur ändern (z. B. „rote Haare“) oder eine Seite im Buch? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `Auf Seite ${page} steht kein Text, den ich ändern kann. Die Geschichte steht auf den Seiten ${textPages}. Welche Seite meinst du?`,
    noPicture: (page, picturePages) =>
      `Seite ${page} hat kein Bild. Bilder sind auf den Seiten ${picturePages}. Welche Seite meinst du?`,
    whoFor: (plan, what) =>
      `Für wen soll das gelten (${what})? Die Figuren im Buch: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `Welche Figur meinst du: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `Was soll ${colourName(colour, l).toLowerCase()} werden – Haare, Haut oder Fell, Kleidung, Schal, Umhang, Mütze oder Schleife? ` +
      `Und bei welcher Figur: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)}: Welche Farbe soll es sein? Zum Beispiel Rot, Blau, Grün, Gelb, Braun, Schwarz oder Blond.`,
    whatOf: (name, colour) =>
      `${cap(name)} – was davon soll ${colourName(colour, l).toLowerCase()} werden: die Haare, die Haut oder das Fell, die Kleidung, ein Schal, ein Umhang, ein Hut oder eine Schleife?`,
    skinTone: (name) =>
      `Welcher Hautton soll es für ${deAccusative(name)} sein: hell, gebräunt, braun oder dunkel?`,
    cannotWear: (name, possible) =>
      `${cap(name)} kann das nicht tragen. Möglich sind: ${possible.join(', ')}. Was soll es sein?`,
    animalClothing: (name) =>
      `${cap(name)} kann einen Schal oder einen Umhang tragen – was davon, und in welcher Farbe?`,
    personClothing: (name) =>
      `${cap(name)} braucht etwas zum Anziehen: ein Kleid, eine Latzhose, einen Kapuzenpulli, einen Schal oder einen Umhang – was soll es sein, und in welcher Farbe?`,
    already: (what) => `${cap(what)} – das ist schon so. Was soll sich stattdessen ändern?`,
    aboutCharacter: (name) =>
      `Was soll sich an ${name} ändern? Ich kann die Haar- oder Fellfarbe, die Hautfarbe, die Kleidung und ihre Farbe, eine Brille, einen Hut, eine Schleife oder Sommersprossen ändern, den Namen oder was ${name} ist (z. B. „eine Katze“).`,
    cannotDraw: (parts) =>
      `${cannotList(parts)} kann ich nicht zeichnen – das würde im Buch nichts sichtbar ändern. ` +
      `Bei einer Figur kann ich die Haar- oder Fellfarbe, die Hautfarbe, die Kleidung und ihre Farbe, eine Brille, einen Hut, eine Schleife oder Sommersprossen ändern. Was davon soll es sein?`,
    renameWhich: (plan) =>
      `Wer soll einen neuen Namen bekommen, und welchen? Die Figuren: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `Wie soll ${name} heißen? Schreib mir einfach den neuen Namen.`,
    renameWho: (plan, name) => `Wer soll ${name} heißen? Die Figuren: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `„${name}“ kann ich nicht als Namen verwenden (nur Buchstaben, höchstens 40). Wie soll die Figur heißen?`,
    nameTaken: (name) => `${name} heißt schon eine andere Figur im Buch. Welcher Name soll es sein?`,
    newText: (page) =>
      `Was soll auf Seite ${page} stehen? Schreib den neuen Text in Anführungszeichen, z. B.: Auf Seite ${page} soll stehen: „…“`,
    nothingToShorten: (page, text) =>
      `Auf Seite ${page} steht nur ein kurzer Satz (${q(text)}), da kann ich nichts weglassen. ` +
      `Was soll dort stattdessen stehen? Schreib den neuen Text in Anführungszeichen.`,
    longer: () =>
      'Längere Texte kann ich nicht schreiben – ich kann einen Text kürzen oder ihn durch deinen Text ersetzen. ' +
      'Schreib mir den neuen Text in Anführungszeichen und die Seite, z. B.: Auf Seite 5 soll stehen: „…“',
    whatHappens: (page) =>
      `Was soll auf dem Bild von Seite ${page} passieren? Ich kann zum Beispiel zeigen: ${list(
        [
          'einen Drachen steigen lassen',
          'ein Picknick',
          'eine Sandburg bauen',
          'Ball spielen',
          'ein Buch lesen',
          'schwimmen',
          'tanzen',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Wer soll auf dem Bild von Seite ${page} zu sehen sein? Die Figuren: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) =>
      `Dann wäre auf dem Bild von Seite ${page} niemand mehr zu sehen. Wer soll bleiben?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        const article =
          c.sheet.clothing === 'dress' ? 'ein' : c.sheet.clothing === 'overalls' ? 'eine' : 'einen';
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, trägt ${article} ${slotName(c.sheet.clothing, l)}): Haar-/Fellfarbe, Kleidung und ihre Farbe, Brille, Hut, ein anderes Tier oder ein anderer Name`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Aus „${said}“ kann ich noch keine Änderung machen.` : 'Das ist mir noch zu ungenau.'} In diesem Buch kann ich zum Beispiel ändern:\n– ${looks.join('\n– ')}\n` +
        `– den Text einer Seite (kürzer oder dein eigener Text) oder was ein Bild zeigt (Ort, wer darauf ist, was sie tun), Seiten 2–${pageCount + 1}\n` +
        `– den Stil des ganzen Buches (jetzt: ${styleName(plan.style, l)})\nWas davon soll es sein?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} kommt in diesem Buch nicht vor, und eine neue Figur kann ich einer fertigen Geschichte nicht hinzufügen – ihre Seiten und Bilder sind um ${castList(plan, l, 'and')} gebaut. Ich kann sie auf eine Seite setzen, ihr Aussehen oder ihren Namen ändern. Was davon soll es sein?`,
    unknownKind: (name, word) =>
      `${cap(name)} als „${word}“ kann ich nicht zeichnen – das würde im Buch nichts sichtbar ändern. ` +
      `Ich kann ${name} zum Beispiel zu einem Hund, einer Katze, einem Hasen, einem Bären, einem Fuchs, einem Drachen, einem Dackel, einer Eule oder einem Kind machen. Was davon soll es sein?`,
    whichKind: (name, not) =>
      `${cap(name)} ist k${kind(not)} – was ist ${name} dann? Ich kann ${name} zum Beispiel als Hund (auch als Dackel, Pudel …), Katze, Hase, Bär, Fuchs, Drache, Eule, Mädchen, Junge oder Erwachsenen zeichnen.`,
    pick: (plan) =>
      `Schreib mir am besten einen Satz wie diese: „${cap(displayName(plan, 0, l))} soll blaue Haare haben“, „Kürzerer Text auf Seite 6“, „Auf Seite 5 sollen sie am Meer sein“ oder „Im Aquarell-Stil“.`,
    invisible: (rationales) =>
      `Das würde im Buch nichts Sichtbares ändern (${rationales.join(' ')}), daher schlage ich es nicht vor – es kostet dich keine Änderung. Was soll stattdessen anders werden?`,
    whichLanguageLine: (languages) =>
      `Dieses Buch hat nur Zeilen auf ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Welche Zeile soll sich ändern?`,
    titleWhat: (current) =>
      `Wie soll das Buch heißen? Jetzt heißt es ${q(current)}. Schreib den neuen Titel in Anführungszeichen, z. B. „Der Titel soll »Krümels großer Tag« heißen“.`,
    size(name, grownUp, animal) {
      if (animal)
        return `Die Bilder zeichnen ${name} in einer Größe, größer oder kleiner kann ich ${name} nicht machen. Ich kann Farbe, Kleidung, eine Mütze, eine Schleife oder eine Brille ändern oder was ${name} ist (z. B. „ein Dackel“). Was soll es sein?`;
      return grownUp
        ? `Die Bilder kennen zwei Größen: Kinder und Erwachsene. ${cap(name)} ist als Erwachsene*r gezeichnet – soll ${name} als Kind gezeichnet werden („${name} als Kind“), oder sollen sich Haare, Kleidung oder Brille ändern?`
        : `Die Bilder kennen zwei Größen: Kinder und Erwachsene. ${cap(name)} ist als Kind gezeichnet – soll ${name} als Erwachsene*r gezeichnet werden („${name} als Erwachsener“), oder sollen sich Haare, Kleidung oder Brille ändern?`;
    },
    undone: (rationales) =>
      `Zurückgenommen: ${rationales.join(' ')} Sonst ist jetzt nichts geplant. Was soll sich stattdessen ändern?`,
    nothingToUndo: () =>
      `Es gibt keine vorgeschlagene Änderung zum Zurücknehmen – bestätigte Änderungen bleiben im Buch. Was soll sich ändern?`,
  },
};
