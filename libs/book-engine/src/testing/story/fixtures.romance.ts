import type { IdeaFrame } from '../../story/model';

/** Ideas written in French, Spanish, Italian and Portuguese, as the reader (`story/read/`) gives them. */
export const CAMILLE: IdeaFrame = {
  version: 2,
  ideaLanguage: 'fr',
  characters: [
    {
      id: 'c1',
      name: 'Camille',
      kind: { word: 'ourse', language: 'fr', en: 'bear', gender: 'f', translations: { de: 'Bärin' } },
      category: 'animal',
      drawAs: 'bear',
      sex: 'f',
      role: 'protagonist',
      traits: [{ word: 'petite', en: 'little' }],
      looks: {},
    },
    {
      id: 'c2',
      name: 'Hugo',
      kind: { word: 'hérisson', language: 'fr', en: 'hedgehog', gender: 'm' },
      category: 'animal',
      drawAs: 'hedgehog',
      sex: 'm',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [
    {
      noun: { word: 'bibliothèque', language: 'fr', en: 'library', translations: { de: 'Bibliothek' } },
      drawAs: 'library',
    },
  ],
  things: [{ noun: { word: 'étoile', language: 'fr', en: 'star', gender: 'f' }, traits: [], plural: true }],
  goal: {
    shape: 'fear',
    action: 'aller à la bibliothèque',
    verb: 'go',
    obstacle: { word: 'timide', en: 'shy', kind: 'feeling' },
    feeling: { word: 'timide', en: 'shy' },
    resolution: {
      action: 'trouve un livre sur les étoiles',
      thing: {
        noun: {
          word: 'livre sur les étoiles',
          language: 'fr',
          en: 'book',
          translations: { de: 'Buch über die Sterne', en: 'book about the stars' },
        },
        traits: [],
      },
    },
  },
  sentence:
    'Camille la petite ourse est trop timide pour aller à la bibliothèque, jusqu’au jour où elle trouve un livre sur les étoiles avec son ami Hugo le hérisson',
};

export const SOFIA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'es',
  characters: [
    {
      id: 'c1',
      name: 'Sofía',
      kind: {
        word: 'tortuga',
        language: 'es',
        en: 'turtle',
        gender: 'f',
        translations: { de: 'Schildkröte' },
      },
      category: 'animal',
      drawAs: 'turtle',
      sex: 'f',
      role: 'protagonist',
      traits: [{ word: 'pequeña', en: 'little' }],
      looks: {},
    },
    {
      id: 'c2',
      name: 'Coco',
      kind: { word: 'perro', language: 'es', en: 'dog', gender: 'm' },
      category: 'animal',
      drawAs: 'dog',
      sex: 'm',
      role: 'companion',
      relation: { to: 'c1', as: 'pet' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'bosque', language: 'es', en: 'forest', gender: 'm' }, drawAs: 'forest' }],
  things: [{ noun: { word: 'río', language: 'es', en: 'river', gender: 'm' }, traits: [] }],
  goal: {
    shape: 'fear',
    action: 'ir al bosque',
    verb: 'go',
    obstacle: { word: 'miedo', en: 'afraid', kind: 'feeling' },
    feeling: { word: 'miedo', en: 'afraid' },
    resolution: {
      action: 'encuentra un puente sobre el río',
      thing: {
        noun: {
          word: 'puente',
          language: 'es',
          en: 'bridge',
          gender: 'm',
          translations: { de: 'Brücke', en: 'bridge' },
        },
        traits: [],
      },
    },
  },
  sentence: 'Sofía, una pequeña tortuga, quiere ir al bosque con su perro Coco, pero tiene miedo del río',
};

export const GIULIA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'it',
  characters: [
    {
      id: 'c1',
      name: 'Giulia',
      kind: { word: 'volpe', language: 'it', en: 'fox', gender: 'f' },
      category: 'animal',
      drawAs: 'fox',
      sex: 'f',
      role: 'protagonist',
      traits: [{ word: 'piccola', en: 'little' }],
      looks: {},
    },
    {
      id: 'c2',
      name: 'Tommaso',
      kind: { word: 'orso', language: 'it', en: 'bear', gender: 'm' },
      category: 'animal',
      drawAs: 'bear',
      sex: 'm',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'foresta', language: 'it', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: {
      noun: { word: 'mappa', language: 'it', en: 'map', translations: { de: 'Karte', en: 'map' } },
      traits: [{ word: 'segreta', en: 'secret' }],
    },
  },
  sentence:
    'Giulia, una piccola volpe, cerca una mappa segreta nella foresta con il suo amico Tommaso l’orso',
};

export const ANA: IdeaFrame = {
  version: 2,
  ideaLanguage: 'pt',
  characters: [
    {
      id: 'c1',
      name: 'Ana',
      kind: {
        word: 'tartaruga',
        language: 'pt',
        en: 'turtle',
        gender: 'f',
        translations: { de: 'Schildkröte' },
      },
      category: 'animal',
      drawAs: 'turtle',
      sex: 'f',
      role: 'protagonist',
      traits: [{ word: 'tímida', en: 'shy' }],
      looks: {},
    },
    {
      id: 'c2',
      name: 'Pipoca',
      kind: { word: 'cachorro', language: 'pt', en: 'dog', gender: 'm' },
      category: 'animal',
      drawAs: 'dog',
      sex: 'm',
      role: 'companion',
      relation: { to: 'c1', as: 'pet' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'floresta', language: 'pt', en: 'forest' }, drawAs: 'forest' }],
  things: [
    { noun: { word: 'concha', language: 'pt', en: 'shell', translations: { de: 'Muschel' } }, traits: [] },
  ],
  goal: {
    shape: 'fear',
    action: 'ir à floresta',
    verb: 'go',
    obstacle: { word: 'tímida', en: 'shy', kind: 'feeling' },
    feeling: { word: 'tímida', en: 'shy' },
  },
  sentence:
    'Ana, uma tartaruga tímida, quer ir à floresta com seu cachorro Pipoca e leva sua concha da sorte',
};
