import type { LanguagePack } from '../language-pack';

export const en: LanguagePack = {
  code: 'en',
  child: { f: 'a curious girl', m: 'a curious boy' },
  animals: {
    dog: 'a cheerful dog',
    cat: 'a clever cat',
    rabbit: 'a little rabbit',
    bear: 'a gentle bear',
    fox: 'a red fox',
    dragon: 'a small dragon',
  },
  places: {
    forest: { the: 'the forest', at: 'in the forest' },
    sea: { the: 'the seaside', at: 'by the sea' },
    mountain: { the: 'the mountains', at: 'in the mountains' },
    castle: { the: 'the old castle', at: 'in the old castle' },
    space: { the: 'space', at: 'among the stars' },
    garden: { the: 'the garden', at: 'in the garden' },
  },
  objects: {
    key: { the: 'the golden key', a: 'a golden key' },
    map: { the: 'the old map', a: 'an old map' },
    lantern: { the: 'the little lantern', a: 'a little lantern' },
    star: { the: 'the fallen star', a: 'a fallen star' },
    kite: { the: 'the red kite', a: 'a red kite' },
  },
  petNames: ['Fluffy', 'Sunny', 'Pepper', 'Button', 'Biscuit', 'Snowflake'],
  titles: [
    (v) => `${v.hero} and the Lost Colours`,
    (v) => `${v.hero} and ${v.friend}`,
    (v) => `${v.hero}'s Great Adventure`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} and ${v.friend} play ${v.place.at}. One day the colours are gone. Together they bring them back.`,
    older: (v) =>
      `When all the colours vanish ${v.place.at}, ${v.hero} and ${v.friend} set out to bring them back. With ${v.object.the}, a lot of courage and a little help from their friends, they learn that even the greyest day can shine again.`,
  },
  setting: (v) => `A bright and friendly world ${v.place.at}, full of colours, sounds and hidden paths.`,
  heroDescription: (v) => `${v.hero} is ${v.heroKind} who loves questions and never gives up.`,
  friendDescription: (v) => `${v.friend} is ${v.friendKind} and ${v.hero}'s best friend.`,
  beats: {
    setup: {
      title: (v) => `Hello, ${v.hero}!`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, lives ${v.place.at} and spends every day exploring with ${v.friend}. Every morning the two friends find something new to wonder about.`,
      young: (v) => `This is ${v.hero}. ${v.hero} lives ${v.place.at}. ${v.friend} is always there.`,
    },
    discovery: {
      title: (v) =>
        v.object.the.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, ch: string) => space + ch.toUpperCase()),
      summary: (v) =>
        `Behind an old stone, ${v.hero} finds ${v.object.a} that glows softly. ${v.friend} sniffs it and decides that it must be something very special.`,
      young: (v) => `${v.hero} finds ${v.object.a}. It glows. ${v.friend} is happy.`,
    },
    problem: {
      title: () => 'The Colours Are Gone',
      summary: (v) =>
        `One morning every colour has vanished ${v.place.at}: the flowers are grey, the sky is grey, and everyone is sad. ${v.hero} knows that somebody has to do something.`,
    },
    stakes: {
      title: () => 'Before the Sun Sets',
      summary: (v) =>
        `An old owl warns them that if the colours are not back by sunset, they will be gone for ever. ${v.hero} is afraid, but ${v.friend} refuses to leave ${v.hero} alone.`,
    },
    attempt: {
      title: () => 'The First Try',
      summary: (v) =>
        `${v.hero} and ${v.friend} follow the light of ${v.object.the} along a winding path. They ask the wind, the river and the trees where the colours have gone.`,
      young: (v) => `${v.hero} looks up. ${v.hero} looks down. Where are the colours?`,
    },
    setback: {
      title: () => 'Lost in the Grey',
      summary: (v) =>
        `A sudden storm blows them off the path, and ${v.object.the} stops glowing. For a moment ${v.hero} wants to give up and go home.`,
    },
    'second-attempt': {
      title: () => 'Together Again',
      summary: (v) =>
        `${v.friend} remembers a song they used to sing, and the two friends sing it loudly in the dark. Step by step they find the path again.`,
    },
    'turning-point': {
      title: () => 'A Brave Heart',
      summary: (v) =>
        `${v.hero} understands that ${v.object.the} shines brightest when someone is brave and kind. ${v.hero} holds it high, and the first colour comes back.`,
    },
    resolution: {
      title: () => 'All the Colours',
      summary: (v) =>
        `Red, yellow, green and blue shine again ${v.place.at}, and everyone cheers. ${v.hero} and ${v.friend} laugh, because they did it together.`,
      young: (v) => `The colours come back! ${v.hero} laughs. ${v.friend} laughs too. Good night!`,
    },
    homecoming: {
      title: () => 'Home at Last',
      summary: (v) =>
        `That evening there is a big party ${v.place.at}. Tired and happy, ${v.hero} falls asleep, already dreaming of the next adventure.`,
    },
  },
};
