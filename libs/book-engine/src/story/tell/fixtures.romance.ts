import type { IdeaFrame } from '../model';

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
