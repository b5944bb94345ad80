import type { LanguagePack } from '../language-pack';

export const de: LanguagePack = {
  code: 'de',
  child: { f: 'ein neugieriges Mädchen', m: 'ein neugieriger Junge' },
  animals: {
    dog: 'ein fröhlicher Hund',
    cat: 'eine kluge Katze',
    rabbit: 'ein kleiner Hase',
    bear: 'ein sanfter Bär',
    fox: 'ein roter Fuchs',
    dragon: 'ein kleiner Drache',
  },
  places: {
    forest: { the: 'der Wald', at: 'im Wald' },
    sea: { the: 'das Meer', at: 'am Meer' },
    mountain: { the: 'die Berge', at: 'in den Bergen' },
    castle: { the: 'die alte Burg', at: 'in der alten Burg' },
    space: { the: 'der Weltraum', at: 'zwischen den Sternen' },
    garden: { the: 'der Garten', at: 'im Garten' },
  },
  objects: {
    key: { the: 'der goldene Schlüssel', a: 'einen goldenen Schlüssel' },
    map: { the: 'die alte Karte', a: 'eine alte Karte' },
    lantern: { the: 'die kleine Laterne', a: 'eine kleine Laterne' },
    star: { the: 'der kleine Stern', a: 'einen kleinen Stern' },
    kite: { the: 'der rote Drachen', a: 'einen roten Drachen' },
  },
  petNames: ['Flauschi', 'Sonni', 'Pfeffer', 'Knopf', 'Keks', 'Flocke'],
};
