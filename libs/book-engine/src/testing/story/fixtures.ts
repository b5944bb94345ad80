import type { IdeaFrame } from '../../story/model';

/** Ideas as the reader (`story/read/`) gives them: the tests' frames, in the parent's own words. */
export const PRIYA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'en',
  characters: [
    {
      id: 'c1',
      name: 'Priya',
      kind: { word: 'pangolin', language: 'en', en: 'pangolin' },
      category: 'animal',
      drawAs: 'hedgehog',
      sex: 'f',
      role: 'protagonist',
      traits: [{ word: 'shy', en: 'shy' }],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'jungle library', language: 'en', en: 'library' }, drawAs: 'library' }],
  things: [
    { noun: { word: 'book', language: 'en', en: 'book' }, traits: [] },
    { noun: { word: 'star', language: 'en', en: 'star' }, traits: [], plural: true },
  ],
  goal: {
    shape: 'fear',
    action: 'go to the jungle library',
    verb: 'go',
    obstacle: { word: 'too shy', en: 'shy', kind: 'feeling' },
    feeling: { word: 'shy', en: 'shy' },
    resolution: {
      action: 'finds a book about the stars',
      thing: {
        noun: {
          word: 'book about the stars',
          language: 'en',
          en: 'book',
          translations: { de: 'Buch über die Sterne' },
        },
        traits: [],
      },
    },
  },
  sentence:
    'Priya the pangolin is too shy to go to the jungle library until she finds a book about the stars',
};

export const LEON: IdeaFrame = {
  version: 2,
  ideaLanguage: 'fr',
  characters: [
    {
      id: 'c1',
      name: 'Léon',
      kind: {
        word: 'renard',
        language: 'fr',
        en: 'fox',
        gender: 'm',
        translations: { de: 'Fuchs', en: 'fox' },
      },
      category: 'animal',
      drawAs: 'fox',
      sex: 'm',
      role: 'protagonist',
      traits: [{ word: 'petit', en: 'little' }],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: 'grand-mère', language: 'fr', en: 'grandma', gender: 'f' },
      category: 'person',
      drawAs: 'grandma',
      sex: 'f',
      role: 'companion',
      relation: { to: 'c1', as: 'grandparent' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'rivière', language: 'fr', en: 'river', gender: 'f' }, drawAs: 'river' }],
  things: [],
  goal: {
    shape: 'fear',
    action: 'traverser la rivière',
    verb: 'cross',
    target: { noun: { word: 'eau', language: 'fr', en: 'water', gender: 'f' }, traits: [] },
    beneficiary: 'c2',
    obstacle: { word: 'peur de l’eau', en: 'afraid', kind: 'feeling' },
    feeling: { word: 'peur', en: 'afraid' },
  },
  sentence: 'Léon le petit renard a peur de l’eau mais il veut traverser la rivière pour voir sa grand-mère',
};

export const BRUNO: IdeaFrame = {
  version: 2,
  ideaLanguage: 'de',
  characters: [
    {
      id: 'c1',
      name: 'Bruno',
      kind: { word: 'Biber', language: 'de', en: 'beaver', gender: 'm', translations: { en: 'beaver' } },
      category: 'animal',
      drawAs: 'otter',
      sex: 'm',
      role: 'protagonist',
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'Fluss', language: 'de', en: 'river', gender: 'm' }, drawAs: 'river' }],
  things: [],
  goal: {
    shape: 'deadline',
    action: 'einen Damm bauen',
    verb: 'build',
    target: {
      noun: { word: 'Damm', language: 'de', en: 'dam', gender: 'm', translations: { en: 'dam' } },
      traits: [],
    },
    obstacle: { word: 'Sturm', en: 'storm', kind: 'event' },
    deadline: { word: 'Sturm', en: 'storm' },
  },
  sentence: 'Der Biber Bruno baut einen Damm am Fluss, bevor der Sturm kommt',
};

export const JONAS: IdeaFrame = {
  version: 2,
  ideaLanguage: 'de',
  characters: [
    {
      id: 'c1',
      name: 'Jonas',
      kind: { word: 'Junge', language: 'de', en: 'boy', gender: 'm' },
      category: 'person',
      drawAs: 'boy',
      sex: 'm',
      age: 5,
      role: 'protagonist',
      traits: [],
      looks: { hair: { color: '#6b3e26', word: 'braun', length: 'short' } },
    },
    {
      id: 'c2',
      name: 'Krümel',
      kind: {
        word: 'Dackel',
        language: 'de',
        en: 'dachshund',
        gender: 'm',
        translations: { en: 'dachshund' },
      },
      category: 'animal',
      drawAs: 'dog',
      sex: 'm',
      role: 'companion',
      relation: { to: 'c1', as: 'pet' },
      traits: [{ word: 'braun', en: 'brown' }],
      looks: { body: { color: '#8b5a2b', word: 'braun' } },
    },
  ],
  places: [{ noun: { word: 'Garten', language: 'de', en: 'garden', gender: 'm' }, drawAs: 'garden' }],
  things: [{ noun: { word: 'Stern', language: 'de', en: 'star', gender: 'm' }, traits: [], plural: true }],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: 'Stern', language: 'de', en: 'star', gender: 'm' }, traits: [], plural: true },
  },
  time: { of: 'night' },
  sentence: 'Jonas, 5, und sein brauner Dackel Krümel suchen nachts die Sterne im Garten',
};
