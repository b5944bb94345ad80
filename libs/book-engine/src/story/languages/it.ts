import type { LanguagePack } from '../language-pack';

export const it: LanguagePack = {
  code: 'it',
  child: { f: 'una bambina curiosa', m: 'un bambino curioso' },
  animals: {
    dog: 'un cane allegro',
    cat: 'un gatto furbo',
    rabbit: 'un coniglietto',
    bear: 'un orso gentile',
    fox: 'una volpe rossa',
    dragon: 'un piccolo drago',
  },
  places: {
    forest: { the: 'il bosco', at: 'nel bosco' },
    sea: { the: 'il mare', at: 'al mare' },
    mountain: { the: 'le montagne', at: 'in montagna' },
    castle: { the: 'il vecchio castello', at: 'nel vecchio castello' },
    space: { the: 'lo spazio', at: 'tra le stelle' },
    garden: { the: 'il giardino', at: 'in giardino' },
  },
  objects: {
    key: { the: 'la chiave d’oro', a: 'una chiave d’oro' },
    map: { the: 'la vecchia mappa', a: 'una vecchia mappa' },
    lantern: { the: 'la piccola lanterna', a: 'una piccola lanterna' },
    star: { the: 'la piccola stella', a: 'una piccola stella' },
    kite: { the: 'l’aquilone rosso', a: 'un aquilone rosso' },
  },
  petNames: ['Batuffolo', 'Sole', 'Pepe', 'Bottone', 'Biscotto', 'Fiocco'],
};
