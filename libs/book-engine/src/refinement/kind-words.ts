import { LEXICON, type DeGender } from '../story/lexicon';
import type { Animal, CharacterSheet, Gender } from '../types';
import { otherForms } from './planner-words.intl';

/**
 * What a character can be (issue #21), for "Krümel is a brown dachshund, not a boy" / "Sonni soll eine Katze
 * sein": every person, animal and creature of the story lexicon, plus breeds and animals as data rows, each
 * with its German and English noun and the nearest drawing (`base`). A kind the drawing cannot show is not
 * in here, so the planner never offers it. A new kind is one row in `EXTRA`.
 */
export interface KindWord {
  /** Lexicon id, or the row's own id (`dachshund`). */
  id: string;
  /** The nearest drawing: a person or one of the six animal bodies. */
  base: CharacterSheet['species'];
  en: string;
  de: { g: DeGender; sg: string; weak?: boolean };
  /** Other spellings (lower case) that name it. */
  also: string[];
  sex?: Gender;
  grownUp?: boolean;
  /** The fur or skin it is drawn with when the parent names no colour. */
  fur?: string;
  /** The story lexicon knows it (the drawing and the tellers can use the id itself). */
  lexicon: boolean;
}

const row = (
  id: string,
  base: Animal,
  en: string,
  de: string,
  fur: string,
  also: string[] = [],
): KindWord => {
  const [g, sg] = de.split('|') as [DeGender, string];
  return { id, base, en, de: { g, sg }, also, fur, lexicon: false };
};

/** Breeds and animals the lexicon does not name, drawn as their nearest base animal. */
const EXTRA: KindWord[] = [
  row('dachshund', 'dog', 'dachshund', 'm|Dackel', '#8b5a2b', ['sausage dog', 'wiener dog', 'teckel']),
  row('poodle', 'dog', 'poodle', 'm|Pudel', '#f1e6d6'),
  row('labrador', 'dog', 'labrador', 'm|Labrador', '#e2b96f', ['lab']),
  row('retriever', 'dog', 'retriever', 'm|Retriever', '#d9a441', ['golden retriever']),
  row('terrier', 'dog', 'terrier', 'm|Terrier', '#c9a27a'),
  row('beagle', 'dog', 'beagle', 'm|Beagle', '#b87a3d'),
  row('pug', 'dog', 'pug', 'm|Mops', '#d8c09a'),
  row('schnauzer', 'dog', 'schnauzer', 'm|Schnauzer', '#8a8a8a'),
  row('collie', 'dog', 'collie', 'm|Collie', '#c07a3a'),
  row('sheepdog', 'dog', 'sheepdog', 'm|Schäferhund', '#7a5230', ['german shepherd', 'schaeferhund']),
  row('husky', 'dog', 'husky', 'm|Husky', '#b5b5b5'),
  row('corgi', 'dog', 'corgi', 'm|Corgi', '#d9823b'),
  row('chihuahua', 'dog', 'chihuahua', 'm|Chihuahua', '#e0c08a'),
  row('dalmatian', 'dog', 'dalmatian', 'm|Dalmatiner', '#f5f5f5'),
  row('spaniel', 'dog', 'spaniel', 'm|Spaniel', '#a0622d'),
  row('bulldog', 'dog', 'bulldog', 'f|Bulldogge', '#d8b48a'),
  row('tiger', 'cat', 'tiger', 'm|Tiger', '#f08a24'),
  row('leopard', 'cat', 'leopard', 'm|Leopard', '#e0b050'),
  row('lynx', 'cat', 'lynx', 'm|Luchs', '#c8a070'),
  row('panda', 'bear', 'panda', 'm|Panda', '#f5f5f5'),
  row('koala', 'bear', 'koala', 'm|Koala', '#9e9e9e'),
  row('polar-bear', 'bear', 'polar bear', 'm|Eisbär', '#f5f5f5', ['eisbaer']),
  row('badger', 'bear', 'badger', 'm|Dachs', '#7a7a7a'),
  row('beaver', 'bear', 'beaver', 'm|Biber', '#8b5a2b'),
  row('raccoon', 'fox', 'raccoon', 'm|Waschbär', '#8a8a8a', ['waschbaer']),
  row('ferret', 'fox', 'ferret', 'n|Frettchen', '#d8c8a8'),
  row('hamster', 'rabbit', 'hamster', 'm|Hamster', '#e0a868'),
  row('kangaroo', 'rabbit', 'kangaroo', 'n|Känguru', '#c08850'),
];

/** Default fur per base animal (a person keeps a skin tone). */
const BASE_FUR: Record<Animal, string> = {
  dog: '#a0703c',
  cat: '#e0a050',
  rabbit: '#d8cbbd',
  bear: '#8b5a3c',
  fox: '#e07b39',
  dragon: '#5cb85c',
};

const PERSON = new Set(['child', 'relative', 'adult']);

/** Every kind the planner can make a character: people, animals and creatures of the lexicon, and `EXTRA`. */
export const KIND_WORDS: KindWord[] = [
  ...LEXICON.filter(
    (e) => PERSON.has(e.cat) || ((e.cat === 'animal' || e.cat === 'creature') && e.animal),
  ).map((e): KindWord => {
    const person = PERSON.has(e.cat);
    const base: CharacterSheet['species'] = person ? 'person' : (e.animal as Animal);
    return {
      id: e.id,
      base,
      en: e.en.sg,
      de: { g: e.de.g, sg: e.de.sg, ...(e.de.weak ? { weak: true } : {}) },
      also: (e.also ?? []).filter((a) => !a.includes(' ') || a.length > 6),
      ...(e.sex ? { sex: e.sex } : {}),
      ...(e.cat === 'relative' || e.cat === 'adult' ? { grownUp: true } : {}),
      ...(person ? {} : { fur: BASE_FUR[base as Animal] }),
      lexicon: true,
    };
  }),
  ...EXTRA,
];

const BY_ID = new Map(KIND_WORDS.map((k) => [k.id, k]));
export const kindById = (id: string | undefined): KindWord | undefined => (id ? BY_ID.get(id) : undefined);

/** Lower-case written forms of a kind (German declined forms included), longest first. */
export function kindForms(k: KindWord): string[] {
  const { sg, weak } = k.de;
  const forms = new Set(
    [
      k.en,
      `${k.en}s`,
      sg,
      `${sg}s`,
      `${sg}es`,
      ...(weak ? [`${sg}${sg.endsWith('e') ? 'n' : 'en'}`] : []),
      ...k.also,
      ...(k.lexicon ? otherForms(k.id, { single: true }) : []),
    ].map((f) => f.toLowerCase()),
  );
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The kind a character's sheet says it is: its `kind` when known, else its species (a person by gender). */
export function kindOfSheet(sheet: CharacterSheet): KindWord | undefined {
  return (
    kindById(sheet.kind) ??
    kindById(sheet.species === 'person' ? (sheet.gender === 'f' ? 'girl' : 'boy') : sheet.species)
  );
}
