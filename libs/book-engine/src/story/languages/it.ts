import { g, type LanguagePack } from '../language-pack';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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
  titles: [
    (v) => `${v.hero} e i colori perduti`,
    (v) => `${v.hero} e ${v.friend}`,
    (v) => `La grande avventura di ${v.hero}`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} e ${v.friend} giocano ${v.place.at}. Un giorno i colori spariscono. Insieme li riportano indietro.`,
    older: (v) =>
      `Quando tutti i colori spariscono ${v.place.at}, ${v.hero} e ${v.friend} partono per ritrovarli. Con tanto coraggio e un po’ di aiuto dagli amici, scoprono che anche il giorno più grigio può tornare a splendere.`,
  },
  setting: (v) =>
    `Un mondo luminoso e accogliente ${v.place.at}, pieno di colori, suoni e sentieri nascosti.`,
  heroDescription: (v) => `${v.hero} è ${v.heroKind} che ama fare domande e non si arrende mai.`,
  friendDescription: (v) => `${v.friend} è ${v.friendKind}. ${v.friend} e ${v.hero} sono inseparabili.`,
  beats: {
    setup: {
      title: (v) => `Ciao, ${v.hero}!`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, vive ${v.place.at} e ogni giorno va a esplorare con ${v.friend}. Ogni mattina i due amici scoprono qualcosa di nuovo.`,
      young: (v) =>
        `${g(v, 'Questo', 'Questa')} è ${v.hero}. ${v.hero} vive ${v.place.at}. ${v.friend} è sempre lì.`,
    },
    discovery: {
      title: (v) => cap(v.object.the),
      summary: (v) =>
        `Dietro una vecchia pietra, ${v.hero} trova ${v.object.a} che brilla piano. ${v.friend} si avvicina e capisce che è qualcosa di molto speciale.`,
      young: (v) => `${v.hero} trova ${v.object.a}. Che bella luce! ${v.friend} salta di gioia.`,
    },
    problem: {
      title: () => 'I colori sono spariti',
      summary: (v) =>
        `Una mattina tutti i colori sono spariti ${v.place.at}: i fiori sono grigi, il cielo è grigio e tutti sono tristi. ${v.hero} sa che qualcuno deve fare qualcosa.`,
    },
    stakes: {
      title: () => 'Prima del tramonto',
      summary: (v) =>
        `Una vecchia civetta li avverte: se i colori non tornano prima del tramonto, spariranno per sempre. ${v.hero} ha paura, ma ${v.friend} resta al suo fianco.`,
    },
    attempt: {
      title: () => 'Il primo tentativo',
      summary: (v) =>
        `${cap(v.object.the)} mostra a ${v.hero} e ${v.friend} un sentiero stretto e tortuoso. Lungo la strada chiedono al vento, al fiume e agli alberi dove sono finiti i colori.`,
      young: (v) => `${v.hero} guarda in alto. ${v.hero} guarda in basso. Dove sono i colori?`,
    },
    setback: {
      title: () => 'Persi nel grigio',
      summary: (v) =>
        `Una tempesta improvvisa li spinge fuori dal sentiero, e ${v.object.the} smette di brillare. Per un momento ${v.hero} vorrebbe arrendersi e tornare a casa.`,
    },
    'second-attempt': {
      title: () => 'Di nuovo insieme',
      summary: (v) =>
        `${v.friend} si ricorda di una vecchia canzone, e i due amici la cantano forte nel buio. Passo dopo passo ritrovano la strada.`,
    },
    'turning-point': {
      title: () => 'Un cuore coraggioso',
      summary: (v) =>
        `${v.hero} capisce che ${v.object.the} brilla di più quando qualcuno è coraggioso e gentile. ${v.hero} solleva la luce in alto, e torna il primo colore.`,
    },
    resolution: {
      title: () => 'Tutti i colori',
      summary: (v) =>
        `Il rosso, il giallo, il verde e il blu tornano ${v.place.at}, e tutti festeggiano. ${v.hero} e ${v.friend} ridono, perché ce l’hanno fatta insieme.`,
      young: (v) => `I colori sono tornati! ${v.hero} ride. Anche ${v.friend} ride. Buonanotte!`,
    },
    homecoming: {
      title: () => 'Finalmente a casa',
      summary: (v) =>
        `Quella sera c’è una grande festa ${v.place.at}. ${g(v, 'Stanco e felice', 'Stanca e felice')}, ${v.hero} si addormenta sognando già la prossima avventura.`,
    },
  },
};
