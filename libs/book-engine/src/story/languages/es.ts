import { g, type LanguagePack } from '../language-pack';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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
  titles: [
    (v) => `${v.hero} y los colores perdidos`,
    (v) => `${v.hero} y ${v.friend}`,
    (v) => `La gran aventura de ${v.hero}`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} y ${v.friend} juegan ${v.place.at}. Un día, los colores desaparecen. Juntos los traen de vuelta.`,
    older: (v) =>
      `Cuando todos los colores desaparecen ${v.place.at}, ${v.hero} y ${v.friend} salen a buscarlos. Con mucho valor y un poco de ayuda de sus amigos, descubren que incluso el día más gris puede volver a brillar.`,
  },
  setting: (v) => `Un mundo luminoso y amable ${v.place.at}, lleno de colores, sonidos y caminos escondidos.`,
  heroDescription: (v) => `${v.hero} es ${v.heroKind} que adora hacer preguntas y nunca se rinde.`,
  friendDescription: (v) => `${v.friend} es ${v.friendKind}. ${v.friend} y ${v.hero} son inseparables.`,
  beats: {
    setup: {
      title: (v) => `¡Hola, ${v.hero}!`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, vive ${v.place.at} y cada día sale a explorar con ${v.friend}. Cada mañana, los dos amigos descubren algo nuevo.`,
      young: (v) =>
        `${g(v, 'Este', 'Esta')} es ${v.hero}. ${v.hero} vive ${v.place.at}. ${v.friend} siempre está cerca.`,
    },
    discovery: {
      title: (v) => cap(v.object.the),
      summary: (v) =>
        `Detrás de una piedra vieja, ${v.hero} encuentra ${v.object.a} que brilla suavemente. ${v.friend} se acerca y comprende que es algo muy especial.`,
      young: (v) => `${v.hero} encuentra ${v.object.a}. ¡Qué luz tan bonita! ${v.friend} salta de alegría.`,
    },
    problem: {
      title: () => 'Los colores han desaparecido',
      summary: (v) =>
        `Una mañana, todos los colores han desaparecido ${v.place.at}: las flores son grises, el cielo es gris y todos están tristes. ${v.hero} sabe que alguien tiene que hacer algo.`,
    },
    stakes: {
      title: () => 'Antes de que se ponga el sol',
      summary: (v) =>
        `Una vieja lechuza les advierte: si los colores no vuelven antes del atardecer, desaparecerán para siempre. ${v.hero} tiene miedo, pero ${v.friend} no se aparta de su lado.`,
    },
    attempt: {
      title: () => 'El primer intento',
      summary: (v) =>
        `${cap(v.object.the)} les muestra a ${v.hero} y a ${v.friend} un camino estrecho y sinuoso. Por el camino, preguntan al viento, al río y a los árboles adónde se han ido los colores.`,
      young: (v) => `${v.hero} mira arriba. ${v.hero} mira abajo. ¿Dónde están los colores?`,
    },
    setback: {
      title: () => 'Perdidos en el gris',
      summary: (v) =>
        `Una tormenta repentina los saca del camino, y ${v.object.the} deja de brillar. Por un momento, ${v.hero} quiere rendirse y volver a casa.`,
    },
    'second-attempt': {
      title: () => 'Juntos otra vez',
      summary: (v) =>
        `${v.friend} recuerda una vieja canción, y los dos amigos la cantan en voz alta en la oscuridad. Paso a paso, encuentran de nuevo el camino.`,
    },
    'turning-point': {
      title: () => 'Un corazón valiente',
      summary: (v) =>
        `${v.hero} comprende que ${v.object.the} brilla más cuando alguien es valiente y amable. ${v.hero} levanta la luz bien alto, y vuelve el primer color.`,
    },
    resolution: {
      title: () => 'Todos los colores',
      summary: (v) =>
        `El rojo, el amarillo, el verde y el azul vuelven a brillar ${v.place.at}, y todos lo celebran. ${v.hero} y ${v.friend} se ríen, porque lo han logrado juntos.`,
      young: (v) => `¡Los colores han vuelto! ${v.hero} se ríe. ${v.friend} también. ¡Buenas noches!`,
    },
    homecoming: {
      title: () => 'Por fin en casa',
      summary: (v) =>
        `Esa noche hay una gran fiesta ${v.place.at}. ${g(v, 'Cansado y feliz', 'Cansada y feliz')}, ${v.hero} se queda ${g(v, 'dormido', 'dormida')} soñando con la próxima aventura.`,
    },
  },
};
