/**
 * A third batch of fresh refinement wishes (issue #21, ADR 0049), written before the part-wise reading of
 * `read-request.ts` was changed: other phrasings, typos, "instead of", "this page", pronouns and vague wishes
 * in the book languages and a few others. Not tuning items and not the held-out part (which nobody reads).
 */
import {
  describeFreshWishes,
  look,
  rename,
  light,
  shorter,
  retitle,
  ask,
  type ConversationCase,
  type WishCase,
} from './fresh-cases';

// The books: Mia (golden hair, green dress, bow) and her fox Sonni (red scarf); Jonas (brown hair, overalls,
// hat) and his dachshund Krümel (brown, blue scarf, hat); Lotta (black hair, hoodie, bow) and her bunny Hops;
// Ben (scarf, hat), Ella (brown hair, purple hoodie, bow) and Opa/Grandpa (green cape, hat).
const MESSAGES: WishCase[] = [
  ['mia-sonni', 'could sonni wear a yellow scarf instead of the red one', look('Sonni', 'yellow')],
  ['mia-sonni', 'pls give mia glases', look('Mia', 'glasses')],
  ['mia-sonni', 'I think Mia would look cute with short hair', look('Mia', 'hair-short')],
  ['mia-sonni', 'Mia in a blue dress please', look('Mia', 'blue')],
  ['mia-sonni', "Sonni's scarf: green, not red", look('Sonni', 'green')],
  ['mia-sonni', "mia's dress, yellow instead of green", look('Mia', 'yellow')],
  ['mia-sonni', 'Can you make her hair black? I mean Mia', look('Mia', 'hair', 'black')],
  ['mia-sonni', 'I want the fox to be called Maple', rename('Sonni', 'Maple')],
  ['mia-sonni', 'On this page it should be raining', light('rain'), 5],
  ['mia-sonni', 'Die Kleine soll ein rotes Kleid anhaben', look('Mia', 'red|orange')],
  ['mia-sonni', 'Kann Sonni statt des roten einen blauen Schal tragen?', look('Sonni', 'blue')],
  ['mia-sonni', 'Mia mit kurzen Haaren wäre schöner', look('Mia', 'hair-short')],
  ['mia-sonni', 'Bitte die Schleife bei Mia weglassen', look('Mia', 'no-bow')],
  ['mia-sonni', 'Nennt den Fuchs doch Flocke', rename('Sonni', 'Flocke')],
  ['mia-sonni', 'sonnis shal soll grün sein', look('Sonni', 'green')],
  ['mia-sonni', 'Sonni porte une écharpe violette', look('Sonni', 'purple')],
  ['mia-sonni', 'Je voudrais que Mia ait une robe rose', look('Mia', 'pink')],
  ['mia-sonni', 'Enlève le nœud de Mia', look('Mia', 'no-bow')],
  ['mia-sonni', 'Sur cette page, il neige', light('snow'), 4],
  ['mia-sonni', 'Mia con el pelo corto, por favor', look('Mia', 'hair-short')],
  ['mia-sonni', 'Que el zorro lleve una bufanda azul en vez de roja', look('Sonni', 'blue')],
  ['mia-sonni', 'Vorrei che la volpe si chiamasse Fiamma', rename('Sonni', 'Fiamma')],
  ['mia-sonni', 'Mia con gli occhiali per favore', look('Mia', 'glasses')],
  ['mia-sonni', 'Mia deveria usar óculos', look('Mia', 'glasses')],
  ['mia-sonni', 'Troca o vestido da Mia para azul', look('Mia', 'blue')],
  ['mia-sonni', 'Сделайте шарф Сонни жёлтым', look('Sonni', 'yellow')],
  ['mia-sonni', 'Пусть у Мии будут веснушки', look('Mia', 'freckles')],
  ['mia-sonni', '请给Mia加上雀斑', look('Mia', 'freckles')],
  ['mia-sonni', 'キツネのマフラーを黄色にして', look('Sonni', 'yellow')],
  ['mia-sonni', '미아에게 주근깨를 그려 주세요', look('Mia', 'freckles')],
  ['mia-sonni', 'اجعل فستان ميا أحمر', look('Mia', 'red|orange')],
  ['jonas-kruemel', 'Krümel soll eine blaue Mütze tragen', look('Krümel', 'accent', 'blue')],
  ['jonas-kruemel', 'Jonas ohne Hut bitte', look('Jonas', 'no-hat')],
  ['jonas-kruemel', 'Der Dackel sollte weiß sein', look('Krümel', 'white')],
  ['jonas-kruemel', 'Jonas soll schwarze Haare bekommen', look('Jonas', 'hair', 'black')],
  ['jonas-kruemel', 'Jonas hätte gern Sommersprossen', look('Jonas', 'freckles')],
  ['jonas-kruemel', 'Mach aus Krümel eine Katze', look('Krümel', 'cat')],
  ['jonas-kruemel', 'Seite 4 ist zu lang, bitte kürzen', shorter],
  ['jonas-kruemel', 'Auf Seite 7 soll es regnen', light('rain')],
  ['jonas-kruemel', 'Der Hund soll Bello heißen', rename('Krümel', 'Bello')],
  ['jonas-kruemel', "Jonas' Latzhose soll grün sein", look('Jonas', 'green')],
  ['jonas-kruemel', 'Mach diese Seite kürzer', shorter, 6],
  ['lotta-board', 'Lotta should have a blue hoodie', look('Lotta', 'blue')],
  ['lotta-board', 'Hops should wear glasses', look('Hops', 'glasses')],
  ['lotta-board', 'Lotta sans nœud', look('Lotta', 'no-bow')],
  ['lotta-board', 'El conejo debería ser blanco', look('Hops', 'white')],
  ['lotta-board', 'Lotta with blond hair', look('Lotta', 'hair', 'blonde|yellow')],
  ['lotta-board', 'Hops without his hat', look('Hops', 'no-hat')],
  ['ben-bilingual', 'Ella ohne Schleife', look('Ella', 'no-bow')],
  ['ben-bilingual', 'Ben soll blonde Haare haben', look('Ben', 'hair', 'blonde|yellow')],
  ['ben-bilingual', 'Bens Schal soll blau sein', look('Ben', 'blue')],
  ['ben-bilingual', "Grandpa's cape should be red", look('Opa', 'red|orange')],
  ['ben-bilingual', 'Der Opa soll Brille tragen', look('Opa', 'glasses')],
  ['ben-bilingual', 'Seite 6 bei Nacht, bitte', light('night')],
  ['ben-bilingual', 'Der Titel soll „Das große Floß“ sein', retitle('Floß')],
  ['ben-bilingual', "Ella's hoodie: orange instead of purple", look('Ella', 'orange')],
  ['ben-bilingual', 'Ben senza cappello', look('Ben', 'no-hat')],
  ['ben-bilingual', 'Ella deve ter cabelo loiro', look('Ella', 'hair', 'blonde|yellow')],
  ['ben-bilingual', 'Сделай Бена в очках', look('Ben', 'glasses')],
  ['ben-bilingual', 'Ella的头发改成金色', look('Ella', 'hair', 'blonde|yellow')],
  ['mia-sonni', 'make it a bit nicer', ask],
  ['mia-sonni', 'hmm not sure about this', ask],
  ['mia-sonni', 'Das gefällt mir so nicht', ask],
  ['mia-sonni', 'Pas terrible', ask],
  ['mia-sonni', 'Не нравится', ask],
  ['mia-sonni', 'これはちょっと…', ask],
  ['mia-sonni', '不太喜欢', ask],
];

const CONVERSATIONS: ConversationCase[] = [
  [
    'mia-sonni',
    [
      ['Mia should look different', ask],
      ['give her glasses', look('Mia', 'glasses')],
    ],
  ],
  [
    'mia-sonni',
    [
      ["Sonni's scarf", ask],
      ['grün', look('Sonni', 'green')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['Ändere den Hund', ask],
      ['weiß bitte', look('Krümel', 'white')],
    ],
  ],
  [
    'lotta-board',
    [
      ['Can you change Lotta?', ask],
      ['blue hoodie', look('Lotta', 'blue')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['Opa gefällt mir nicht', ask],
      ['er soll eine Brille haben', look('Opa', 'glasses')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['Cambia la bufanda', ask],
      ['amarilla', look('Sonni', 'yellow')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['change something', ask],
      ['hmm', ask],
      ['Mia in a pink dress', look('Mia', 'pink')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['Change the colour', ask],
      ["Ella's hoodie, yellow", look('Ella', 'yellow')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['Krümel soll eine rote Mütze haben', look('Krümel', 'accent', 'red|orange')],
      ['und Jonas eine Brille', look('Jonas', 'glasses')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['Mia needs something', ask],
      ["actually make the fox's scarf blue", look('Sonni', 'blue')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['Rends Mia plus jolie', ask],
      ['avec des lunettes', look('Mia', 'glasses')],
    ],
  ],
  // Written after the batch above passed, while probing other answer shapes; they failed before the fix.
  [
    'mia-sonni',
    [
      ['Change the title', ask],
      ['Mia and the Rainbow Forest', retitle('Rainbow')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['Ich möchte einen anderen Titel', ask],
      ['Jonas und der große Garten', retitle('Garten')],
    ],
  ],
  [
    'mia-sonni',
    [
      ["Mia's hair", ask],
      ['shorter', look('Mia', 'hair-short')],
    ],
  ],
];

describeFreshWishes(
  'fresh refinement wishes, third batch (issue #21, not in the tuning corpus)',
  MESSAGES,
  CONVERSATIONS,
);
