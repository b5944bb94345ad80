import { g, type LanguagePack } from '../language-pack';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const genitive = (name: string): string => (/[sßxz]$/.test(name) ? `${name}’` : `${name}s`);

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
  titles: [
    (v) => `${v.hero} und die verlorenen Farben`,
    (v) => `${v.hero} und ${v.friend}`,
    (v) => `${genitive(v.hero)} großes Abenteuer`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} und ${v.friend} spielen ${v.place.at}. Eines Tages sind die Farben weg. Zusammen holen sie sie zurück.`,
    older: (v) =>
      `Als ${v.place.at} alle Farben verschwinden, machen sich ${v.hero} und ${v.friend} auf den Weg, um sie zurückzuholen. Mit viel Mut und ein wenig Hilfe von Freunden lernen sie, dass auch der grauste Tag wieder leuchten kann.`,
  },
  setting: (v) =>
    `Eine helle, freundliche Welt ${v.place.at}, voller Farben, Geräusche und versteckter Pfade.`,
  heroDescription: (v) =>
    `${v.hero} ist ${v.heroKind}. ${g(v, 'Er', 'Sie')} liebt Fragen und gibt niemals auf.`,
  friendDescription: (v) => `${v.friend} ist ${v.friendKind} und ${genitive(v.hero)} bester Freund.`,
  beats: {
    setup: {
      title: (v) => `Hallo, ${v.hero}!`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, wohnt ${v.place.at} und ist jeden Tag mit ${v.friend} unterwegs. Jeden Morgen entdecken die beiden Freunde etwas Neues.`,
      young: (v) => `Das ist ${v.hero}. ${v.hero} wohnt ${v.place.at}. ${v.friend} ist immer dabei.`,
    },
    discovery: {
      title: (v) => cap(v.object.the),
      summary: (v) =>
        `Hinter einem alten Stein findet ${v.hero} ${v.object.a}, ${v.object.a.startsWith('eine ') ? 'die' : 'der'} sanft leuchtet. ${v.friend} schnuppert daran und ist sicher: Das ist etwas ganz Besonderes.`,
      young: (v) => `${v.hero} findet ${v.object.a}. Wie schön das leuchtet! ${v.friend} freut sich.`,
    },
    problem: {
      title: () => 'Die Farben sind weg',
      summary: (v) =>
        `Eines Morgens sind ${v.place.at} alle Farben verschwunden: Die Blumen sind grau, der Himmel ist grau, und alle sind traurig. ${v.hero} weiß, dass jemand etwas tun muss.`,
    },
    stakes: {
      title: () => 'Bevor die Sonne untergeht',
      summary: (v) =>
        `Eine alte Eule warnt sie: Wenn die Farben bis zum Sonnenuntergang nicht zurück sind, bleiben sie für immer verschwunden. ${v.hero} hat Angst, aber ${v.friend} weicht nicht von der Seite.`,
    },
    attempt: {
      title: () => 'Der erste Versuch',
      summary: (v) =>
        `${cap(v.object.the)} zeigt ${v.hero} und ${v.friend} einen schmalen, gewundenen Pfad. Unterwegs fragen sie den Wind, den Fluss und die Bäume, wohin die Farben verschwunden sind.`,
      young: (v) => `${v.hero} schaut nach oben. ${v.hero} schaut nach unten. Wo sind die Farben?`,
    },
    setback: {
      title: () => 'Verloren im Grau',
      summary: (v) =>
        `Ein plötzlicher Sturm weht sie vom Weg, und ${v.object.the} hört auf zu leuchten. Einen Moment lang möchte ${v.hero} aufgeben und nach Hause gehen.`,
    },
    'second-attempt': {
      title: () => 'Wieder zusammen',
      summary: (v) =>
        `${v.friend} erinnert sich an ein altes Lied, und die beiden Freunde singen es laut in die Dunkelheit. Schritt für Schritt finden sie den Weg zurück.`,
    },
    'turning-point': {
      title: () => 'Ein mutiges Herz',
      summary: (v) =>
        `${v.hero} versteht: ${cap(v.object.the)} leuchtet am hellsten, wenn jemand mutig und freundlich ist. ${v.hero} hält das Licht hoch, und die erste Farbe kehrt zurück.`,
    },
    resolution: {
      title: () => 'Alle Farben',
      summary: (v) =>
        `Rot, Gelb, Grün und Blau kehren ${v.place.at} zurück, und alle jubeln. ${v.hero} und ${v.friend} lachen, denn sie haben es gemeinsam geschafft.`,
      young: (v) => `Die Farben sind wieder da! ${v.hero} lacht. ${v.friend} lacht auch. Gute Nacht!`,
    },
    homecoming: {
      title: () => 'Endlich zu Hause',
      summary: (v) =>
        `Am Abend gibt es ein großes Fest ${v.place.at}. Müde und glücklich schläft ${v.hero} ein und träumt schon vom nächsten Abenteuer.`,
    },
  },
};
