import { kindOfSheet } from '../kind-words';
import {
  cap,
  castList,
  colourName,
  displayName,
  featureName,
  kindName,
  languageName,
  list,
  placeName,
  quote,
  slotName,
  stop,
  styleName,
} from './labels';
import type { Texts } from './types';

const l = 'it';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) =>
  `Il libro ha le pagine da 2 a ${pageCount + 1} (la pagina 1 è la copertina).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const IT: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `Una modifica: ${rationales[0]} Per favore controlla e conferma.`;
    return `${rationales.length} modifiche:\n${rationales.map((r) => `– ${r}`).join('\n')}\nPer favore controlla e conferma.`;
  },
  notDrawn: (parts) => `(Non so disegnare ${cannotList(parts)}, quindi non fa parte della modifica.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation
        ? `; in ${languageName(translation.language, l)}: ${q(translation.text)}`
        : '';
      return stop(`Pagina ${page}: il testo diventa ${q(main)}${other}`);
    },
    kept: (language) => ` La riga in ${languageName(language, l)} resta com’è, come hai chiesto.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` La riga in ${name} per ora resta com’è — mandami il testo in ${name} tra virgolette se deve cambiare anche quella.`;
    },
    translateLine: (page, language, text) =>
      stop(`Pagina ${page}: la riga in ${languageName(language, l)} diventa ${q(text)}`),
    shorten: (page, kept) =>
      stop(`Pagina ${page}: testo più corto — resta circa la metà, uguale in ogni lingua: ${q(kept)}`),
    place: (page, entry) => `Pagina ${page}: l’immagine ora è ambientata qui: ${placeName(entry, l)}.`,
    light: (page, light) => `Pagina ${page}: l’immagine ora è ambientata ${light}.`,
    cast: (page, names) => `Pagina ${page}: l’immagine ora mostra ${list(names, l)}.`,
    action: (page, caption) => stop(`Pagina ${page}: una nuova scena — ${caption}`),
    things: (page, things) => `Pagina ${page}: l’immagine ora mostra anche ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)}: ${list(parts, l)} — in ogni pagina in cui c’è ${name} e sulla copertina.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (disegnato come ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` Nel testo ${name} ora è: ${kindName(k, l)}.` : '';
      return `${cap(name)} ora è: ${described}${drawn} — in ogni pagina in cui c’è ${name} e sulla copertina.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (in ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} ora si chiama ${name}${extra} — in tutti i testi del libro.`;
    },
    style: (style) =>
      `Tutto il libro viene ridisegnato in stile ${q(styleName(style, l))}, con gli stessi personaggi.`,
    retitle(title, kept) {
      const other = kept
        ? ` Il titolo in ${languageName(kept.language, l)} resta ${q(kept.title)} per ora: mandamelo tra virgolette se deve cambiare anche quello.`
        : '';
      return `Il libro ora si chiama ${q(title)}, sulla copertina e sul frontespizio.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'disegnato come adulto (più alto)' : 'disegnato come bambino'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` invece di: ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` invece di: ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'senza' : 'con'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `Lo stile ${q(styleName(style, l))}`,
    cast: (page, names) => `L’immagine di pagina ${page} mostra ${list(names, l)}`,
    place: (page, entry) => `L’immagine di pagina ${page} (${placeName(entry, l)})`,
    light: (page, light) => `L’immagine di pagina ${page} (${light})`,
    title: (title) => `Il titolo ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `Che cosa deve cambiare a pagina ${page}?` : 'Che cosa deve cambiare esattamente?'} Posso cambiare il testo di una pagina ` +
        `(«Testo più corto a pagina 6», «A pagina 5 deve esserci scritto: "…"»), quello che mostra un’immagine («A pagina 4 sono al mare», ` +
        `«Solo ${first} in questa pagina»), l’aspetto di un personaggio («${cap(first)} deve avere i capelli rossi»), un nome ` +
        `(«${cap(second)} si chiama Rufus») o lo stile di tutto il libro («acquerello»). I personaggi: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Intendi la pagina ${focus}, quella che stai guardando? Allora rispondi «sì» o «questa pagina».`
        : '';
      return `In quale pagina? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `Questo libro non ha una pagina ${page}. ${pageRange(pageCount)} Quale pagina intendi?`,
    cover: (pageCount) =>
      `La copertina mostra il titolo e i personaggi: cambia con il loro aspetto, i loro nomi e lo stile del libro. ` +
      `Deve cambiare un personaggio (per es. «capelli rossi») o una pagina del libro? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `La pagina ${page} non ha un testo che io possa cambiare. La storia è alle pagine ${textPages}. Quale pagina intendi?`,
    noPicture: (page, picturePages) =>
      `La pagina ${page} non ha un’immagine. Le immagini sono alle pagine ${picturePages}. Quale pagina intendi?`,
    whoFor: (plan, what) => `Per chi (${what})? I personaggi del libro: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `Quale personaggio intendi: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `Che cosa deve essere ${colourName(colour, l)}: i capelli, la pelle o il pelo, i vestiti, una sciarpa, un mantello, un cappello o un fiocco? ` +
      `E per quale personaggio: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)}: di che colore? Per esempio rosso, blu, verde, giallo, marrone, nero o biondo.`,
    whatOf: (name, colour) =>
      `Che cosa di ${name} deve essere ${colourName(colour, l)}: i capelli, la pelle o il pelo, i vestiti, una sciarpa, un mantello, un cappello o un fiocco?`,
    skinTone: (name) => `Che colore di pelle deve avere ${name}: chiaro, abbronzato, marrone o scuro?`,
    cannotWear: (name, possible) =>
      `${cap(name)} non può indossarlo. Possibile: ${possible.join(', ')}. Che cosa scegli?`,
    animalClothing: (name) => `${cap(name)} può portare una sciarpa o un mantello — quale, e di che colore?`,
    personClothing: (name) =>
      `${cap(name)} ha bisogno di qualcosa da mettere: un vestito, una salopette, una felpa, una sciarpa o un mantello — che cosa, e di che colore?`,
    already: (what) => `${cap(what)} — è già così. Che cosa deve cambiare invece?`,
    aboutCharacter: (name) =>
      `Che cosa deve cambiare di ${name}? Posso cambiare il colore dei capelli o del pelo, il colore della pelle, i vestiti e il loro colore, gli occhiali, un cappello, un fiocco o le lentiggini, il nome, oppure che cosa è ${name} (ad es. «un gatto»).`,
    cannotDraw: (parts) =>
      `Non so disegnare ${cannotList(parts)} — non cambierebbe nulla di visibile nel libro. ` +
      `In un personaggio posso cambiare il colore dei capelli o del pelo, il colore della pelle, i vestiti e il loro colore, gli occhiali, un cappello, un fiocco o le lentiggini. Che cosa scegli?`,
    renameWhich: (plan) => `Chi deve avere un nuovo nome, e quale? I personaggi: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `Come deve chiamarsi ${name}? Mandami semplicemente il nuovo nome.`,
    renameWho: (plan, name) => `Chi deve chiamarsi ${name}? I personaggi: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `Non posso usare ${q(name)} come nome (solo lettere, al massimo 40). Come deve chiamarsi il personaggio?`,
    nameTaken: (name) => `Un altro personaggio del libro si chiama già ${name}. Quale nome scegli?`,
    newText: (page) =>
      `Che cosa deve esserci scritto a pagina ${page}? Manda il nuovo testo tra virgolette, per es.: A pagina ${page} deve esserci scritto: «…»`,
    nothingToShorten: (page, text) =>
      `La pagina ${page} ha solo una frase breve (${q(text)}), non c’è niente da togliere. ` +
      `Che cosa deve dire invece? Manda il nuovo testo tra virgolette.`,
    longer: () =>
      'Non so allungare un testo — posso accorciarlo o sostituirlo con il tuo. ' +
      'Mandami il nuovo testo tra virgolette e la pagina, per es.: A pagina 5 deve esserci scritto: «…»',
    whatHappens: (page) =>
      `Che cosa deve succedere nell’immagine di pagina ${page}? Posso mostrare per esempio: ${list(
        [
          'far volare un aquilone',
          'un picnic',
          'un castello di sabbia',
          'giocare a palla',
          'leggere un libro',
          'nuotare',
          'ballare',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Chi deve esserci nell’immagine di pagina ${page}? I personaggi: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) =>
      `Allora nell’immagine di pagina ${page} non resterebbe nessuno. Chi deve restare?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}): colore dei capelli o del pelo, vestiti e loro colore, occhiali, cappello, un altro animale o un altro nome`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Da ${q(said)} non riesco ancora a fare una modifica.` : 'Non è ancora abbastanza preciso per me.'} In questo libro posso cambiare per esempio:\n– ${looks.join('\n– ')}\n` +
        `– il testo di una pagina (più corto, o con parole tue) o quello che mostra un’immagine (il luogo, chi c’è, che cosa fanno), pagine da 2 a ${pageCount + 1}\n` +
        `– lo stile di tutto il libro (ora: ${styleName(plan.style, l)})\nChe cosa scegli?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} non è in questo libro, e non posso aggiungere un nuovo personaggio a una storia già scritta: le pagine e le immagini sono fatte attorno a ${castList(plan, l, 'and')}. Posso metterli in una pagina, cambiarne l’aspetto o il nome. Cosa preferisci?`,
    unknownKind: (name, word) =>
      `Non so disegnare ${name} come ${q(word)} — non cambierebbe nulla di visibile nel libro. ` +
      `Posso fare di ${name} per esempio un cane, un gatto, un coniglio, un orso, una volpe, un drago, un bassotto, un gufo o un bambino. Che cosa scegli?`,
    whichKind: (name, not) =>
      `${cap(name)} non è: ${kind(not)} — che cos’è ${name} allora? Posso disegnare ${name} per esempio come cane (bassotto, barboncino …), gatto, coniglio, orso, volpe, drago, gufo, bambina, bambino o adulto.`,
    pick: (plan) =>
      `Funziona meglio con una frase come queste: «${cap(displayName(plan, 0, l))} deve avere i capelli blu», «Testo più corto a pagina 6», «A pagina 5 sono al mare» o «In acquerello».`,
    invisible: (rationales) =>
      `Non cambierebbe nulla di visibile nel libro (${rationales.join(' ')}), quindi non lo propongo — non ti costa nessuna modifica. Che cosa deve cambiare invece?`,
    whichLanguageLine: (languages) =>
      `Questo libro ha solo righe in ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Quale riga deve cambiare?`,
    titleWhat: (current) =>
      `Come deve chiamarsi il libro? Ora si chiama ${q(current)}. Scrivi il nuovo titolo tra virgolette.`,
    size(name, grownUp, animal) {
      if (animal)
        return `Le immagini disegnano ${name} in una sola misura: non posso farlo più grande o più piccolo. Posso cambiare colore, vestiti, un cappello, un fiocco, gli occhiali o cosa è. Cosa preferisci?`;
      return `Le immagini conoscono due misure: bambini e adulti. ${cap(name)} è disegnato come ${grownUp ? 'adulto' : 'bambino'}: lo disegno come ${grownUp ? 'bambino' : 'adulto'}, o cambio capelli, vestiti o occhiali?`;
    },
    undone: (rationales) =>
      `Annullato: ${rationales.join(' ')} Ora non è previsto nient'altro. Cosa vuoi cambiare invece?`,
    nothingToUndo: () =>
      `Non c'è nessuna modifica proposta da annullare: le modifiche confermate restano nel libro. Cosa vuoi cambiare?`,
  },
};
