import type { LanguagePack } from '../language-pack';

export const pt: LanguagePack = {
  code: 'pt',
  child: { f: 'uma menina curiosa', m: 'um menino curioso' },
  animals: {
    dog: 'um cão alegre',
    cat: 'um gato esperto',
    rabbit: 'um coelhinho',
    bear: 'um urso gentil',
    fox: 'uma raposa vermelha',
    dragon: 'um pequeno dragão',
  },
  places: {
    forest: { the: 'a floresta', at: 'na floresta' },
    sea: { the: 'o mar', at: 'à beira-mar' },
    mountain: { the: 'as montanhas', at: 'nas montanhas' },
    castle: { the: 'o velho castelo', at: 'no velho castelo' },
    space: { the: 'o espaço', at: 'entre as estrelas' },
    garden: { the: 'o jardim', at: 'no jardim' },
  },
  objects: {
    key: { the: 'a chave dourada', a: 'uma chave dourada' },
    map: { the: 'o mapa antigo', a: 'um mapa antigo' },
    lantern: { the: 'a pequena lanterna', a: 'uma pequena lanterna' },
    star: { the: 'a pequena estrela', a: 'uma pequena estrela' },
    kite: { the: 'a pipa vermelha', a: 'uma pipa vermelha' },
  },
  petNames: ['Fofinho', 'Sol', 'Pimenta', 'Botão', 'Biscoito', 'Floquinho'],
};
