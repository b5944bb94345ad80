import type { LanguagePack } from '../language-pack';

export const es: LanguagePack = {
  code: 'es',
  child: { f: 'una niña curiosa', m: 'un niño curioso' },
  animals: {
    dog: 'un perro alegre',
    cat: 'un gato listo',
    rabbit: 'un conejito',
    bear: 'un oso amable',
    fox: 'un zorro rojo',
    dragon: 'un pequeño dragón',
  },
  places: {
    forest: { the: 'el bosque', at: 'en el bosque' },
    sea: { the: 'el mar', at: 'junto al mar' },
    mountain: { the: 'las montañas', at: 'en las montañas' },
    castle: { the: 'el viejo castillo', at: 'en el viejo castillo' },
    space: { the: 'el espacio', at: 'entre las estrellas' },
    garden: { the: 'el jardín', at: 'en el jardín' },
  },
  objects: {
    key: { the: 'la llave dorada', a: 'una llave dorada' },
    map: { the: 'el mapa antiguo', a: 'un mapa antiguo' },
    lantern: { the: 'el pequeño farol', a: 'un pequeño farol' },
    star: { the: 'la pequeña estrella', a: 'una pequeña estrella' },
    kite: { the: 'la cometa roja', a: 'una cometa roja' },
  },
  petNames: ['Pelusa', 'Sol', 'Pimienta', 'Botón', 'Galleta', 'Copito'],
};
