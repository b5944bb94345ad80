/**
 * A sixth batch of fresh refinement wishes (issue #21, ADR 0049), written after the fifth batch's fixes and
 * before the planner ran on it, without looking at the fifth batch's misses: other voices (grandparents
 * signing their messages, emoji, arrows, "lol", "Oma here"), imperatives without verbs ("page 10 at the
 * beach"), two people in one wish ("beide", "both"), "as well", comparisons ("white as snow"), prices and
 * other questions — in all eleven book languages, German and English most often. Not tuning items and not
 * the held-out part (which nobody reads).
 *
 * First run, after the fifth batch's fixes and before any change for this one (the honest fresh figure):
 * messages 57/67 (clear wishes planned as expected 53/63 = 84.1 %, questions where expected 4/4), conversation
 * turns 16/18 (clear turns 10/12 = 83.3 %).
 */
import {
  describeFreshWishes,
  look,
  rename,
  scene,
  light,
  shorter,
  retitle,
  style,
  all,
  ask,
  type ConversationCase,
  type WishCase,
} from './fresh-cases';

// The books as in the fifth batch: Mia (golden hair, green dress, bow) and her fox Sonni (orange, red scarf);
// Jonas (brown hair, orange overalls, hat) and his dachshund Krümel (brown, blue scarf, hat); Lotta (black
// hair, orange hoodie, bow) and her bunny Hops (beige, pink scarf, hat); Ben (pink scarf, hat), Ella (brown
// hair, purple hoodie, bow) and Opa/Grandpa (red hair, green cape, hat).
const MESSAGES: WishCase[] = [
  // German
  [
    'mia-sonni',
    'Liebe Grüße von Oma Gisela. Die kleine Mia sollte bitte ein rotes Kleid tragen, das ist ihre Lieblingsfarbe.',
    look('Mia', 'red|orange'),
  ],
  ['mia-sonni', 'fuchs -> katze bitte 🙂', look('Sonni', 'cat')],
  ['mia-sonni', 'sonni bekommt nen hut', look('Sonni', 'hat')],
  ['mia-sonni', 'wäre toll wenn es auf seite 20 schon dunkel ist', light('night')],
  [
    'mia-sonni',
    'Mia trägt im echten Leben immer eine Brille und hat keine Schleife',
    all(look('Mia', 'glasses'), look('Mia', 'no-bow')),
  ],
  ['jonas-kruemel', 'könnt ihr jonas die haare kurz und schwarz machen', look('Jonas', 'hair', 'black')],
  ['jonas-kruemel', 'krümel bitte mit hellbraunem fell', look('Krümel', 'body')],
  ['jonas-kruemel', 'auf seite 8 soll es stürmen', light('storm')],
  ['jonas-kruemel', 'titel: Krümel findet den Ball', retitle('findet')],
  ['jonas-kruemel', 'die latzhose grün', look('Jonas', 'green')],
  [
    'ben-bilingual',
    'Opa und Ben bitte beide mit Brille',
    all(look('Opa', 'glasses'), look('Ben', 'glasses')),
  ],
  ['ben-bilingual', 'ellas haare sollen blond sein', look('Ella', 'hair', 'blonde|yellow')],
  ['ben-bilingual', 'seite 11 ist mir zu lang', shorter],
  ['ben-bilingual', 'bei opa bitte den umhang in rot', look('Opa', 'red|orange')],
  ['lotta-board', 'Hops soll ein Kätzchen sein', look('Hops', 'cat')],
  ['lotta-board', 'macht ihr auch Kalender?', ask],
  // English
  [
    'mia-sonni',
    'Hi there! Grandma here. Could Mia possibly have brown hair like her mum?',
    look('Mia', 'hair', 'brown'),
  ],
  ['mia-sonni', 'swap the red scarf for a yellow one on the fox', look('Sonni', 'yellow')],
  ['mia-sonni', 'turn sonni into a puppy', look('Sonni', 'dog')],
  ['mia-sonni', 'night time on page 14 pls', light('night')],
  ['mia-sonni', 'everything looks great but mia needs freckles!!!', look('Mia', 'freckles')],
  ['mia-sonni', 'the book title should be "Mia Finds the Colours"', retitle('Finds')],
  ['jonas-kruemel', 'krümel is actually black and white', look('Krümel', 'body', 'black|white')],
  ['jonas-kruemel', 'lose the hat on the dog', look('Krümel', 'no-hat')],
  ['jonas-kruemel', 'page 10 at the beach please', scene('set_place', 'sea|beach')],
  ['lotta-board', 'lotta should wear a green hoodie instead', look('Lotta', 'green')],
  ['lotta-board', 'make the bunny pink lol my daughter insists', look('Hops', 'pink')],
  ['lotta-board', 'hops needs glasses too', look('Hops', 'glasses')],
  [
    'ben-bilingual',
    'ella needs a yellow hoodie and grandpa a red cape',
    all(look('Ella', 'yellow'), look('Opa', 'red|orange')),
  ],
  ['ben-bilingual', 'can you do the pictures in a cartoon style', style('cartoon')],
  ['ben-bilingual', 'too much text on page 15', shorter],
  ['ben-bilingual', 'is there a discount for two books', ask],
  // French
  ['mia-sonni', "mia avec une robe jaune s'il vous plait", look('Mia', 'yellow')],
  ['mia-sonni', "le renard devrait s'appeler Roux", rename('Sonni', 'Roux')],
  [
    'jonas-kruemel',
    'jonas sans chapeau et avec des lunettes',
    all(look('Jonas', 'no-hat'), look('Jonas', 'glasses')),
  ],
  ['jonas-kruemel', 'a la page 12 il pleut', light('rain')],
  ['lotta-board', 'le lapin doit etre blanc comme neige', look('Hops', 'white')],
  ['ben-bilingual', 'ella avec les cheveux noirs', look('Ella', 'hair', 'black')],
  ['ben-bilingual', 'le grand-pere sans chapeau', look('Opa', 'no-hat')],
  ['mia-sonni', "je voudrais parler a quelqu'un", ask],
  // Spanish
  ['mia-sonni', 'que sonni tenga una bufanda morada', look('Sonni', 'purple')],
  ['mia-sonni', 'mia con gafas y pecas', all(look('Mia', 'glasses'), look('Mia', 'freckles'))],
  ['jonas-kruemel', 'el perro deberia ser gris', look('Krümel', 'grey')],
  ['jonas-kruemel', 'pagina 6 de noche', light('night')],
  ['lotta-board', 'lotta con el pelo rubio', look('Lotta', 'hair', 'blonde|yellow')],
  ['ben-bilingual', 'el abuelo sin sombrero por favor', look('Opa', 'no-hat')],
  ['ben-bilingual', 'cambia el titulo a "El gran viaje"', retitle('viaje')],
  ['ben-bilingual', 'hacen envios a mexico?', ask],
  // Italian
  ['mia-sonni', 'mia con il vestito azzurro', look('Mia', 'blue')],
  ['jonas-kruemel', 'il bassotto nero per favore', look('Krümel', 'black')],
  ['ben-bilingual', 'ella con le lentiggini', look('Ella', 'freckles')],
  ['lotta-board', 'a pagina 4 nevica', light('snow')],
  // Portuguese
  ['mia-sonni', 'a sonni com um chapéu', look('Sonni', 'hat')],
  ['jonas-kruemel', 'o jonas de cabelo ruivo', look('Jonas', 'hair', 'red|orange')],
  ['ben-bilingual', 'o avô de capa azul', look('Opa', 'blue')],
  // Russian
  ['mia-sonni', 'мия в жёлтом платье', look('Mia', 'yellow')],
  ['jonas-kruemel', 'мальчику очки пожалуйста', look('Jonas', 'glasses')],
  ['lotta-board', 'зайчик серый', look('Hops', 'grey')],
  // Chinese
  ['mia-sonni', '狐狸戴眼镜', look('Sonni', 'glasses')],
  ['ben-bilingual', '艾拉的头发改成红色', look('Ella', 'hair', 'red|orange')],
  ['jonas-kruemel', '第8页下雨', light('rain')],
  // Japanese
  ['mia-sonni', 'キツネを灰色にして', look('Sonni', 'grey')],
  ['lotta-board', 'ロッタにメガネを', look('Lotta', 'glasses')],
  // Korean
  ['mia-sonni', '여우에게 모자를 씌워 주세요', look('Sonni', 'hat')],
  ['ben-bilingual', '할아버지 망토를 파란색으로', look('Opa', 'blue')],
  // Arabic
  ['mia-sonni', 'اجعل فستان ميا أصفر', look('Mia', 'yellow')],
  ['lotta-board', 'الأرنب بدون قبعة', look('Hops', 'no-hat')],
];

const CONVERSATIONS: ConversationCase[] = [
  [
    'mia-sonni',
    [
      ['could the fox look a bit different', ask],
      ['a blue scarf maybe', look('Sonni', 'blue')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['ich möchte den titel ändern', ask],
      ['Jonas und Krümel im Garten', retitle('Garten')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['ella should have glasses', look('Ella', 'glasses')],
      ['grandpa as well', look('Opa', 'glasses')],
    ],
  ],
  [
    'lotta-board',
    [
      ['mach lotta blonde haare', look('Lotta', 'hair', 'blonde|yellow')],
      ['hmm lieber doch rot', look('Lotta', 'hair', 'red|orange')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['je veux changer papi', ask],
      ['des cheveux blancs', look('Opa', 'hair', 'white|grey')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['page 8 should look different', ask],
      ['make it snow', light('snow')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['el perro', ask],
      ['que sea negro', look('Krümel', 'black')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['give jonas a red hat', look('Jonas', 'red|orange')],
      ['no wait, green', look('Jonas', 'green')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['hmm irgendwas stimmt mit sonni nicht', ask],
      ['der schal ist zu knallig, lieber dunkler', look('Sonni', 'red|brown')],
    ],
  ],
];

/** What the planner still gets wrong after the general rules of ADR 0049's fifth step (not fixed, not done). */
const MISSES = new Set([
  'Liebe Grüße von Oma Gisela. Die kleine Mia sollte bitte ein rotes Kleid tragen, das ist ihre Lieblingsfarbe.',
  'fuchs -> katze bitte 🙂', // read as a rename
  'wäre toll wenn es auf seite 20 schon dunkel ist', // "dunkel" on a page read as a colour
  'Mia trägt im echten Leben immer eine Brille und hat keine Schleife',
  'auf seite 8 soll es stürmen', // the verb of a storm
  'make the bunny pink lol my daughter insists',
  '艾拉的头发改成红色', // 艾拉 vs 埃拉
  'conversation 7', // "que sea negro" after "el perro" asks for a page
  'conversation 9', // "zu knallig, lieber dunkler" for the scarf asks for a colour
]);

describeFreshWishes(
  'fresh refinement wishes, sixth batch (issue #21, not in the tuning corpus)',
  MESSAGES,
  CONVERSATIONS,
  MISSES,
);
