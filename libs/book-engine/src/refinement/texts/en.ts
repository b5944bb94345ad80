import { kindOfSheet } from '../kind-words';
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

const l = 'en';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `The book has pages 2–${pageCount + 1} (page 1 is the cover).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );

const kind: Texts['kind'] = (k, colour) => {
  const words = `${colour ? `${colourName(colour, l)} ` : ''}${k.en}`;
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
};

export const EN: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `One change: ${rationales[0]} Please check and confirm.`;
    return `${rationales.length} changes:\n${rationales.map((r) => `– ${r}`).join('\n')}\nPlease check and confirm.`;
  },
  notDrawn: (parts) => `(${cannotList(parts)} is something I cannot draw, so it is not part of the change.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `; ${languageName(translation.language, l)}: ${q(translation.text)}` : '';
      return stop(`Page ${page}: the text becomes ${q(main)}${other}`);
    },
    kept: (language) => ` The ${languageName(language, l)} line stays as it is, as you asked.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` The ${name} line stays as it is for now — send me the ${name} text in quotes if it should change too.`;
    },
    translateLine: (page, language, text) =>
      stop(`Page ${page}: the ${languageName(language, l)} line becomes ${q(text)}`),
    shorten: (page, kept) =>
      stop(`Page ${page}: shorter text — about half stays, the same in every language: ${q(kept)}`),
    place: (page, entry) => `Page ${page}: the picture now shows them ${placeName(entry, l)}.`,
    light: (page, light) => `Page ${page}: the picture now shows the scene ${light}.`,
    cast: (page, names) => `Page ${page}: the picture now shows ${list(names, l)}.`,
    action: (page, caption) => stop(`Page ${page}: a new scene — ${caption}`),
    things: (page, things) => `Page ${page}: the picture now also shows ${list(things, l)}.`,
    look: (name, parts) => `${cap(name)}: ${list(parts, l)} — on every page ${name} is on and on the cover.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id ? ` (drawn as ${kind({ ...k, en: k.base })})` : '';
      const noun = k ? ` The text calls ${name} ${kind(k)} now.` : '';
      return `${cap(name)} is now ${described}${drawn} — on every page ${name} is on and on the cover.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (in ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} is now called ${name}${extra} — in every text of the book.`;
    },
    style: (style) =>
      `The whole book is redrawn in the ${styleName(style, l)} style, with the same characters.`,
    retitle(title, kept) {
      const other = kept
        ? ` The ${languageName(kept.language, l)} title stays ${q(kept.title)} for now — send it to me in quotes if it should change too.`
        : '';
      return `The book is now called ${q(title)} — on the cover and the title page.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'drawn as a grown-up (taller)' : 'drawn as a child'),
    coloured: (slot, colour, article) =>
      `${article ? 'a ' : ''}${colourName(colour, l)} ${slotName(slot.id, l)}`,
    clothing: (slot, instead) =>
      `a ${slotName(slot.id, l)}${instead ? ` instead of the ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` instead of the ${slotName(before, l)}`,
    feature(feature, remove) {
      const name = featureName(feature, l);
      if (remove) return `no ${name}`;
      return `${feature === 'hat' || feature === 'bow' ? 'a ' : ''}${name}`;
    },
  },

  already: {
    style: (style) => `The ${styleName(style, l)} style`,
    cast: (page, names) => `The picture on page ${page} shows ${list(names, l)}`,
    place: (page, entry) => `The picture on page ${page} (${placeName(entry, l)})`,
    light: (page, light) => `The picture on page ${page} (${light})`,
    title: (title) => `The title ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const names = castList(plan, l, 'and');
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `What should change on page ${page}?` : 'What exactly should change?'} I can change the text of a page ` +
        `("Shorter text on page 6", 'Change the text on page 5 to "…"'), what a picture shows ("On page 4 they are at the sea", ` +
        `"Only ${first} on this page"), how a character looks ("Give ${first} red hair"), a name ("Rename ${second} to Rufus") ` +
        `or the style of the whole book ("watercolour"). The characters: ${names}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Do you mean page ${focus}, the one you are looking at? Then answer "yes" or "this page".`
        : '';
      return `On which page? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `This book has no page ${page}. ${pageRange(pageCount)} Which page do you mean?`,
    cover: (pageCount) =>
      `The cover shows the title and the characters: it changes with their look, their names and the book's style. ` +
      `Should a character change (e.g. "red hair") or a page inside the book? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `Page ${page} has no text I can change. The story text is on pages ${textPages}. Which page do you mean?`,
    noPicture: (page, picturePages) =>
      `Page ${page} has no picture. The pictures are on pages ${picturePages}. Which page do you mean?`,
    whoFor: (plan, what) =>
      `Who should that be for (${what})? The characters in the book: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `Which character do you mean: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `What should be ${colourName(colour, l)} — hair, skin or fur, clothes, a scarf, a cape, a hat or a bow? ` +
      `And for which character: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `Which colour should ${name}'s ${slotName(slot.id, l)} be? For example red, blue, green, yellow, brown, black or blond.`,
    whatOf: (name, colour) =>
      `What of ${name} should be ${colourName(colour, l)}: the hair, the skin or fur, the clothes, a scarf, a cape, a hat or a bow?`,
    skinTone: (name) => `Which skin tone should ${name} have: light, tanned, brown or dark?`,
    cannotWear: (name, possible) =>
      `${cap(name)} cannot wear that. Possible: ${possible.join(', ')}. What should it be?`,
    animalClothing: (name) => `${cap(name)} can wear a scarf or a cape — which one, and in which colour?`,
    personClothing: (name) =>
      `${cap(name)} needs something to wear: a dress, overalls, a hoodie, a scarf or a cape — which one, and in which colour?`,
    already: (what) => `${cap(what)} — that is already so. What should change instead?`,
    aboutCharacter: (name) =>
      `What should change about ${name}? I can change the hair or fur colour, the skin tone, the clothes and their colour, glasses, a hat, a bow or freckles, the name, or what ${name} is (e.g. "a cat").`,
    cannotDraw: (parts) =>
      `${cannotList(parts)} is something I cannot draw — it would change nothing you could see in the book. ` +
      `For a character I can change the hair or fur colour, the skin tone, the clothes and their colour, glasses, a hat, a bow or freckles. Which should it be?`,
    renameWhich: (plan) =>
      `Who should get a new name, and which one? The characters: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `What should ${name} be called? Just send me the new name.`,
    renameWho: (plan, name) => `Who should be called ${name}? The characters: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `I cannot use "${name}" as a name (letters only, at most 40). What should the character be called?`,
    nameTaken: (name) => `Another character in the book is already called ${name}. Which name should it be?`,
    newText: (page) =>
      `What should page ${page} say? Send the new text in quotes, e.g. Change the text on page ${page} to "…"`,
    nothingToShorten: (page, text) =>
      `Page ${page} has just one short sentence (${q(text)}), so there is nothing to leave out. ` +
      `What should it say instead? Send the new text in quotes.`,
    longer: () =>
      'I cannot make a text longer — I can shorten it or replace it with your text. ' +
      'Send me the new text in quotes and the page, e.g. Change the text on page 5 to "…"',
    whatHappens: (page) =>
      `What should happen in the picture on page ${page}? I can show for example: ${list(
        [
          'flying a kite',
          'a picnic',
          'building a sandcastle',
          'playing ball',
          'reading a book',
          'swimming',
          'dancing',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Who should be in the picture on page ${page}? The characters: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) => `Then nobody would be left in the picture on page ${page}. Who should stay?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, wearing a ${slotName(c.sheet.clothing, l)}): hair or fur colour, clothes and their colour, glasses, a hat, another animal or another name`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `I cannot make a change out of "${said}" yet.` : 'That is not concrete enough for me yet.'} In this book I can change, for example:\n– ${looks.join('\n– ')}\n` +
        `– the text of a page (shorter, or your own words) or what a picture shows (the place, who is in it, what they do), pages 2–${pageCount + 1}\n` +
        `– the style of the whole book (now: ${styleName(plan.style, l)})\nWhich of these should it be?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} is not in this book, and I cannot add a new character to a written story — its pages and pictures are made around ${castList(plan, l, 'and')}. I can put them on a page, change how they look or what they are called. What should it be?`,
    unknownKind: (name, word) =>
      `I cannot draw ${name} as "${word}" — it would change nothing you could see in the book. ` +
      `I can make ${name} a dog, a cat, a rabbit, a bear, a fox, a dragon, a dachshund, an owl or a child, for example. Which should it be?`,
    whichKind: (name, not) =>
      `${cap(name)} is not ${kind(not)} — what is ${name} then? I can draw ${name} as a dog (a dachshund, a poodle …), a cat, a rabbit, a bear, a fox, a dragon, an owl, a girl, a boy or a grown-up, for example.`,
    pick: (plan) =>
      `It works best with one sentence like these: "Give ${displayName(plan, 0, l)} blue hair", "Shorter text on page 6", "On page 5 they are at the sea" or "Make it watercolour".`,
    invisible: (rationales) =>
      `That would not change anything you can see in the book (${rationales.join(' ')}), so I do not propose it — it costs you no edit. What should change instead?`,
    whichLanguageLine: (languages) =>
      `This book only has lines in ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Which line should change?`,
    titleWhat: (current) =>
      `What should the book be called? It is called ${q(current)} now. Write the new title in quotes, e.g. "Call the book „Mia's big day“".`,
    size(name, grownUp, animal) {
      if (animal)
        return `The pictures draw ${name} in one size, so I cannot make ${name} bigger or smaller. I can change ${name}'s colour, clothes, a hat, a bow or glasses, or what ${name} is (e.g. "a dachshund"). What should it be?`;
      return grownUp
        ? `The pictures know two sizes: children and grown-ups. ${cap(name)} is drawn as a grown-up — should ${name} be drawn as a child instead ("${name} as a child"), or should the hair, clothes or glasses change?`
        : `The pictures know two sizes: children and grown-ups. ${cap(name)} is drawn as a child — should ${name} be drawn as a grown-up ("${name} as a grown-up"), or should the hair, clothes or glasses change?`;
    },
    undone: (rationales) =>
      `Taken back: ${rationales.join(' ')} Nothing else is planned now. What would you like to change instead?`,
    nothingToUndo: () =>
      `There is no proposed change to take back — changes you have confirmed stay in the book. What would you like to change?`,
  },
};
