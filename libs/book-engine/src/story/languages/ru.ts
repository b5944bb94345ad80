import type { LanguagePack } from '../language-pack';

// Names stay in the nominative (present tense, names as subjects) so any name, even a transliterated one,
// reads correctly without declension.
export const ru: LanguagePack = {
  code: 'ru',
  child: { f: 'любопытная девочка', m: 'любопытный мальчик' },
  animals: {
    dog: 'весёлый пёс',
    cat: 'умная кошка',
    rabbit: 'маленький зайчик',
    bear: 'добрый медведь',
    fox: 'рыжая лиса',
    dragon: 'маленький дракон',
  },
  places: {
    forest: { the: 'лес', at: 'в лесу' },
    sea: { the: 'море', at: 'у моря' },
    mountain: { the: 'горы', at: 'в горах' },
    castle: { the: 'старый замок', at: 'в старом замке' },
    space: { the: 'космос', at: 'среди звёзд' },
    garden: { the: 'сад', at: 'в саду' },
  },
  objects: {
    key: { the: 'золотой ключ', a: 'золотой ключ' },
    map: { the: 'старая карта', a: 'старую карту' },
    lantern: { the: 'маленький фонарик', a: 'маленький фонарик' },
    star: { the: 'маленькая звезда', a: 'маленькую звезду' },
    kite: { the: 'красный воздушный змей', a: 'красного воздушного змея' },
  },
  petNames: ['Пушок', 'Солнышко', 'Перчик', 'Пуговка', 'Печенька', 'Снежок'],
};
