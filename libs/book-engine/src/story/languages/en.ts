import type { LanguagePack } from '../language-pack';

export const en: LanguagePack = {
  code: 'en',
  child: { f: 'a curious girl', m: 'a curious boy' },
  animals: {
    dog: 'a cheerful dog',
    cat: 'a clever cat',
    rabbit: 'a little rabbit',
    bear: 'a gentle bear',
    fox: 'a red fox',
    dragon: 'a small dragon',
  },
  places: {
    forest: { the: 'the forest', at: 'in the forest' },
    sea: { the: 'the seaside', at: 'by the sea' },
    mountain: { the: 'the mountains', at: 'in the mountains' },
    castle: { the: 'the old castle', at: 'in the old castle' },
    space: { the: 'space', at: 'among the stars' },
    garden: { the: 'the garden', at: 'in the garden' },
  },
  objects: {
    key: { the: 'the golden key', a: 'a golden key' },
    map: { the: 'the old map', a: 'an old map' },
    lantern: { the: 'the little lantern', a: 'a little lantern' },
    star: { the: 'the fallen star', a: 'a fallen star' },
    kite: { the: 'the red kite', a: 'a red kite' },
  },
  petNames: ['Fluffy', 'Sunny', 'Pepper', 'Button', 'Biscuit', 'Snowflake'],
};
