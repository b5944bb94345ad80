import type { LanguagePack } from '../language-pack';

export const fr: LanguagePack = {
  code: 'fr',
  child: { f: 'une fille curieuse', m: 'un garçon curieux' },
  animals: {
    dog: 'un chien joyeux',
    cat: 'un chat malin',
    rabbit: 'un petit lapin',
    bear: 'un ours gentil',
    fox: 'un renard roux',
    dragon: 'un petit dragon',
  },
  places: {
    forest: { the: 'la forêt', at: 'dans la forêt' },
    sea: { the: 'la mer', at: 'au bord de la mer' },
    mountain: { the: 'les montagnes', at: 'dans les montagnes' },
    castle: { the: 'le vieux château', at: 'dans le vieux château' },
    space: { the: 'l’espace', at: 'parmi les étoiles' },
    garden: { the: 'le jardin', at: 'dans le jardin' },
  },
  objects: {
    key: { the: 'la clé dorée', a: 'une clé dorée' },
    map: { the: 'la vieille carte', a: 'une vieille carte' },
    lantern: { the: 'la petite lanterne', a: 'une petite lanterne' },
    star: { the: 'la petite étoile', a: 'une petite étoile' },
    kite: { the: 'le cerf-volant rouge', a: 'un cerf-volant rouge' },
  },
  petNames: ['Pompon', 'Soleil', 'Poivre', 'Bouton', 'Biscuit', 'Flocon'],
};
