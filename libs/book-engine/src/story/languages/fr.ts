import { g, type LanguagePack } from '../language-pack';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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
  titles: [
    (v) => `${v.hero} et les couleurs perdues`,
    (v) => `${v.hero} et ${v.friend}`,
    (v) => `La grande aventure de ${v.hero}`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} et ${v.friend} jouent ${v.place.at}. Un jour, les couleurs disparaissent. Ensemble, ils les ramènent.`,
    older: (v) =>
      `Quand toutes les couleurs disparaissent ${v.place.at}, ${v.hero} et ${v.friend} partent à leur recherche. Avec beaucoup de courage et un peu d’aide de leurs amis, ils découvrent que même le jour le plus gris peut briller à nouveau.`,
  },
  setting: (v) =>
    `Un monde lumineux et accueillant ${v.place.at}, plein de couleurs, de sons et de sentiers cachés.`,
  heroDescription: (v) => `${v.hero} est ${v.heroKind} qui adore poser des questions et n’abandonne jamais.`,
  friendDescription: (v) => `${v.friend} est ${v.friendKind}. ${v.friend} et ${v.hero} sont inséparables.`,
  beats: {
    setup: {
      title: (v) => `Bonjour, ${v.hero} !`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, vit ${v.place.at} et part explorer chaque jour avec ${v.friend}. Chaque matin, les deux amis découvrent quelque chose de nouveau.`,
      young: (v) => `Voici ${v.hero}. ${v.hero} vit ${v.place.at}. ${v.friend} est toujours là.`,
    },
    discovery: {
      title: (v) => cap(v.object.the),
      summary: (v) =>
        `Derrière une vieille pierre, ${v.hero} trouve ${v.object.a} qui brille doucement. ${v.friend} s’approche et comprend que c’est quelque chose de très spécial.`,
      young: (v) => `${v.hero} trouve ${v.object.a}. Quelle belle lumière ! ${v.friend} saute de joie.`,
    },
    problem: {
      title: () => 'Les couleurs ont disparu',
      summary: (v) =>
        `Un matin, toutes les couleurs ont disparu ${v.place.at} : les fleurs sont grises, le ciel est gris et tout le monde est triste. ${v.hero} sait qu’il faut faire quelque chose.`,
    },
    stakes: {
      title: () => 'Avant le coucher du soleil',
      summary: (v) =>
        `Une vieille chouette les prévient : si les couleurs ne reviennent pas avant le coucher du soleil, elles disparaîtront pour toujours. ${v.hero} a peur, mais ${v.friend} reste à ses côtés.`,
    },
    attempt: {
      title: () => 'Le premier essai',
      summary: (v) =>
        `${cap(v.object.the)} montre à ${v.hero} et à ${v.friend} un petit chemin sinueux. En route, ils demandent au vent, à la rivière et aux arbres où sont passées les couleurs.`,
      young: (v) => `${v.hero} regarde en haut. ${v.hero} regarde en bas. Où sont les couleurs ?`,
    },
    setback: {
      title: () => 'Perdus dans le gris',
      summary: (v) =>
        `Une tempête soudaine les pousse hors du chemin, et ${v.object.the} cesse de briller. Pendant un instant, ${v.hero} a envie d’abandonner et de rentrer à la maison.`,
    },
    'second-attempt': {
      title: () => 'De nouveau ensemble',
      summary: (v) =>
        `${v.friend} se souvient d’une vieille chanson, et les deux amis la chantent fort dans le noir. Pas à pas, ils retrouvent le chemin.`,
    },
    'turning-point': {
      title: () => 'Un cœur courageux',
      summary: (v) =>
        `${v.hero} comprend que ${v.object.the} brille le plus quand on est courageux et gentil. ${v.hero} lève la lumière bien haut, et la première couleur revient.`,
    },
    resolution: {
      title: () => 'Toutes les couleurs',
      summary: (v) =>
        `Le rouge, le jaune, le vert et le bleu reviennent ${v.place.at}, et tout le monde applaudit. ${v.hero} et ${v.friend} rient, car ils ont réussi ensemble.`,
      young: (v) => `Les couleurs sont revenues ! ${v.hero} rit. ${v.friend} rit aussi. Bonne nuit !`,
    },
    homecoming: {
      title: () => 'Enfin à la maison',
      summary: (v) =>
        `Le soir, il y a une grande fête ${v.place.at}. ${g(v, 'Fatigué et heureux', 'Fatiguée et heureuse')}, ${v.hero} s’endort en rêvant déjà de la prochaine aventure.`,
    },
  },
};
