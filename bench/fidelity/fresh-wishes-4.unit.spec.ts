/**
 * A fourth batch of fresh refinement wishes (issue #21, ADR 0049), written before the planner ran on them, the
 * way parents type: typos, no diacritics, lower case, run-on sentences, politeness, several wishes in one
 * message, "instead of", pronouns and "the little one", "this page" / "the last page", relative shades, a wish
 * taken back, off-topic or impossible wishes (asked back) — in all eleven book languages (BOOK_LANGUAGES),
 * German and English most often. Not tuning items and not the held-out part (which nobody reads).
 *
 * First run, before any change (the honest fresh figure): messages 68/87 (clear wishes planned as expected
 * 59/78 = 75.6 %, questions where expected 9/9), conversation turns 17/21. After the general rules of ADR 0049's
 * fourth step: 87/87 and 21/21, one expectation corrected (the last page is drawn in the evening already).
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

// The books: Mia (golden hair, green dress, bow) and her fox Sonni (red scarf); Jonas (brown hair, overalls,
// hat) and his dachshund Krümel (brown, blue scarf, hat); Lotta (black hair, hoodie, bow) and her bunny Hops
// (yellow, hat); Ben (scarf, hat), Ella (brown hair, purple hoodie, bow) and Opa/Grandpa (green cape, hat).
const MESSAGES: WishCase[] = [
  // German
  [
    'mia-sonni',
    'hallo, wäre es möglich dass mia statt dem grünen kleid ein gelbes anhat? danke schön',
    look('Mia', 'yellow'),
  ],
  [
    'mia-sonni',
    'der fuchs braucht unbedingt eine brille, mein sohn trägt auch eine',
    look('Sonni', 'glasses'),
  ],
  ['mia-sonni', 'Könntet ihr Sonnis Schal etwas dunkler machen', look('Sonni', 'red|brown')],
  [
    'mia-sonni',
    'Mia bitte ohne schleife und mit sommersprossen',
    all(look('Mia', 'no-bow'), look('Mia', 'freckles')),
  ],
  ['mia-sonni', 'Mia soll einen Hund statt einem Fuchs haben', look('Sonni', 'dog')],
  ['mia-sonni', 'Mias Haare bitte nicht so hell', look('Mia', 'hair')],
  ['mia-sonni', 'Sonni soll fliegen können', ask],
  [
    'jonas-kruemel',
    'jonas soll ne brille kriegen und krümel eine rote mütze',
    all(look('Jonas', 'glasses'), look('Krümel', 'accent', 'red|orange')),
  ],
  ['jonas-kruemel', 'Die Latzhose von Jonas lieber in dunkelblau', look('Jonas', 'blue')],
  ['jonas-kruemel', 'Krümels Halstuch soll gelb sein statt blau', look('Krümel', 'yellow')],
  ['jonas-kruemel', 'Der Kleine soll blonde Haare bekommen', look('Jonas', 'hair', 'blonde|yellow')],
  // The last page is drawn in the evening already: the planner says so and asks (expectation corrected).
  ['jonas-kruemel', 'Auf der letzten Seite soll es Abend sein', ask],
  ['jonas-kruemel', 'Diese Seite ist viel zu lang für meine Tochter, bitte kürzen', shorter, 6],
  ['jonas-kruemel', 'Krümel soll lieber Wurst heißen', rename('Krümel', 'Wurst')],
  ['jonas-kruemel', 'auf seite 12 sollen alle im wald sein', scene('set_place', 'forest')],
  ['jonas-kruemel', 'Als Titel hätten wir gern Das Dackel-Abenteuer', retitle('Dackel')],
  ['jonas-kruemel', 'Könnt ihr das Buch bis Freitag liefern?', ask],
  ['ben-bilingual', 'Ella soll statt dem lila pulli einen grünen tragen', look('Ella', 'green')],
  ['ben-bilingual', 'bitte bei ben die mütze weg', look('Ben', 'no-hat')],
  ['ben-bilingual', 'Opas Umhang ein bisschen heller bitte', look('Opa', 'green')],
  ['ben-bilingual', 'Können Ben und Ella auf Seite 8 am Meer sein?', scene('set_place', 'sea|beach')],
  ['ben-bilingual', 'mir wären wasserfarben lieber als dieser 3d look', style('watercolor')],
  [
    'ben-bilingual',
    'Mach Ella die Haare rot und Ben eine Brille, ach nee, doch keine Brille',
    look('Ella', 'hair', 'red|orange'),
  ],
  [
    'ben-bilingual',
    'Bitte Opa im roten Umhang und mit Brille',
    all(look('Opa', 'red|orange'), look('Opa', 'glasses')),
  ],
  ['ben-bilingual', 'die schleife von ella bitte rausnehmen', look('Ella', 'no-bow')],
  ['ben-bilingual', 'Kann der Opa auf dem Cover lachen?', ask],
  // English
  ['mia-sonni', 'hi! love the book, just one thing - could her dress be blue instead', look('Mia', 'blue')],
  [
    'mia-sonni',
    "can the fox have a purple scarf pls and make mia's hair shorter",
    all(look('Sonni', 'purple'), look('Mia', 'hair-short')),
  ],
  ['mia-sonni', 'can we make this one a night scene', light('night'), 5],
  ['mia-sonni', 'on the last page could it be snowing', light('snow')],
  ['mia-sonni', "sonni's scarf should be a lighter red, almost pink", look('Sonni', 'pink|red')],
  ['mia-sonni', 'Sonni is a girl fox btw and she should wear a pink scarf', look('Sonni', 'pink')],
  ['mia-sonni', 'the scarf, the fox, green. thanks!!', look('Sonni', 'green')],
  ['mia-sonni', "rename the book to Sonni's Rainbow Hunt", retitle('Hunt')],
  ['mia-sonni', 'can you add a dinosaur on every page', ask],
  ['mia-sonni', 'what does shipping to austria cost', ask],
  ['jonas-kruemel', 'give him a blue hat', ask], // Jonas and Krümel are both "him": whom is asked.
  ['jonas-kruemel', 'page 6 has way to much text, my daughter loses interest', shorter],
  ['jonas-kruemel', 'I changed my mind about the dog, can he be a cat instead', look('Krümel', 'cat')],
  ['jonas-kruemel', 'can Jonas and the dog be in the forest on page 10', scene('set_place', 'forest')],
  ['jonas-kruemel', "on page 4 I'd rather not have the hat on Jonas", look('Jonas', 'no-hat')],
  ['lotta-board', 'the little one should have glasses', look('Lotta', 'glasses')],
  ['lotta-board', "i'd like Hops to be grey rather than yellow", look('Hops', 'grey')],
  ['lotta-board', 'could we call the bunny Button?', rename('Hops', 'Button')],
  [
    'lotta-board',
    'lotta in a pink hoodie and no bow please',
    all(look('Lotta', 'pink'), look('Lotta', 'no-bow')),
  ],
  ['ben-bilingual', 'grandpas cape is to dark, make it lighter', look('Opa', 'green')],
  ['ben-bilingual', 'Make Ben a redhead', look('Ben', 'hair', 'red|orange')],
  ['ben-bilingual', "ella's hair should be long and blonde", look('Ella', 'hair', 'blonde|yellow')],
  ['ben-bilingual', 'could the whole thing look more like a cartoon?', style('cartoon')],
  [
    'ben-bilingual',
    'Give Opa glasses and Ella freckles',
    all(look('Opa', 'glasses'), look('Ella', 'freckles')),
  ],
  [
    'ben-bilingual',
    'Ella is my daughter and she hates purple, could her hoodie be orange',
    look('Ella', 'orange'),
  ],
  // French
  ['mia-sonni', 'est-ce que mia pourrait avoir les cheveux courts svp', look('Mia', 'hair-short')],
  ['mia-sonni', "l'echarpe du renard en bleu au lieu du rouge merci", look('Sonni', 'blue')],
  ['mia-sonni', 'Sur la dernière page il fait nuit', light('night')],
  ['lotta-board', 'Je préférerais que Lotta porte des lunettes', look('Lotta', 'glasses')],
  ['ben-bilingual', 'Ella avec un sweat jaune a la place du violet', look('Ella', 'yellow')],
  ['ben-bilingual', 'on peut avoir le livre en format poche ?', ask],
  // Spanish
  ['mia-sonni', 'porfa que mia lleve un vestido rojo', look('Mia', 'red|orange')],
  ['mia-sonni', 'el zorrito con gafas!!', look('Sonni', 'glasses')],
  ['mia-sonni', 'En la última página que llueva', light('rain')],
  ['ben-bilingual', 'Quita el gorro al abuelo', look('Opa', 'no-hat')],
  ['ben-bilingual', 'la capa del abuelo más oscura', look('Opa', 'green|black')],
  ['ben-bilingual', 'cuánto cuesta otro libro?', ask],
  // Italian
  ['mia-sonni', 'la bambina con le lentiggini per favore', look('Mia', 'freckles')],
  ['mia-sonni', 'vorrei la sciarpa della volpe verde invece che rossa', look('Sonni', 'green')],
  [
    'jonas-kruemel',
    'Jonas senza il cappello e con i capelli neri',
    all(look('Jonas', 'no-hat'), look('Jonas', 'hair', 'black')),
  ],
  ['lotta-board', 'mettete il coniglio in giardino a pagina 5', scene('set_place', 'garden')],
  // Portuguese
  ['mia-sonni', 'a mia podia ter o cabelo preto por favor', look('Mia', 'hair', 'black')],
  ['lotta-board', 'o coelho deveria ser branco em vez de amarelo', look('Hops', 'white')],
  ['ben-bilingual', 'Coloca óculos no avô', look('Opa', 'glasses')],
  ['ben-bilingual', 'na pagina 6 deve estar nevando', light('snow')],
  // Russian
  ['mia-sonni', 'пусть у лисы будет фиолетовый шарф вместо красного', look('Sonni', 'purple')],
  ['mia-sonni', 'мия без банта пожалуйста', look('Mia', 'no-bow')],
  ['ben-bilingual', 'сделайте дедушке очки', look('Opa', 'glasses')],
  ['lotta-board', 'назовите зайчика Пушок', rename('Hops', 'Пушок')],
  // Chinese
  ['mia-sonni', '能不能把米娅的裙子换成黄色的', look('Mia', 'yellow')],
  ['lotta-board', '小兔子戴上眼镜吧', look('Hops', 'glasses')],
  ['ben-bilingual', '爷爷的披风换成红色', look('Opa', 'red|orange')],
  // Japanese
  ['mia-sonni', 'ミアにそばかすを付けてください', look('Mia', 'freckles')],
  ['lotta-board', 'うさぎを白くしてほしいです', look('Hops', 'white')],
  ['mia-sonni', '最後のページを夜にしてください', light('night')],
  // Korean
  ['mia-sonni', '여우 목도리를 보라색으로 해주세요', look('Sonni', 'purple')],
  ['ben-bilingual', '할아버지에게 안경을 씌워 주세요', look('Opa', 'glasses')],
  ['mia-sonni', '책 배송은 언제 되나요?', ask],
  // Arabic
  ['mia-sonni', 'أريد أن يكون شعر ميا قصيرا', look('Mia', 'hair-short')],
  ['lotta-board', 'اجعل الأرنب رماديا', look('Hops', 'grey')],
  ['mia-sonni', 'هل يمكن أن يكون الثعلب بنظارة؟', look('Sonni', 'glasses')],
];

const CONVERSATIONS: ConversationCase[] = [
  // The planner reads the fox's scarf; the parent meant a scarf for Mia.
  [
    'mia-sonni',
    [
      ['make the scarf yellow', look('Sonni', 'yellow')],
      ['no not the fox, i meant mia should get a yellow scarf', look('Mia', 'yellow', 'scarf')],
    ],
  ],
  // A clarifying question answered.
  [
    'jonas-kruemel',
    [
      ['Kannst du den Dackel anders machen?', ask],
      ['ich hätte ihn gern dunkler', look('Krümel', 'brown|black')],
    ],
  ],
  [
    'lotta-board',
    [
      ['the bunny looks weird', ask],
      ['make him grey and give him glasses', all(look('Hops', 'grey'), look('Hops', 'glasses'))],
    ],
  ],
  // A wish taken back keeps the one before it.
  [
    'ben-bilingual',
    [
      ['Ella soll einen roten Pulli haben', look('Ella', 'red|orange')],
      ['und der Opa eine Brille', look('Opa', 'glasses')],
      ['ach nee, doch keine Brille für Opa', look('Ella', 'red|orange')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['Le renard, je voudrais changer sa couleur', ask],
      ['gris', look('Sonni', 'grey')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['cambia el título por favor', ask],
      ['Mia y Sonni en el bosque mágico', retitle('bosque')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['make her hair darker', look('Mia', 'hair')],
      ['no i mean much darker, black', look('Mia', 'hair', 'black')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['Seite 6 bitte kürzer', shorter],
      ['und auf Seite 8 soll es regnen', light('rain')],
    ],
  ],
  [
    'lotta-board',
    [
      ['измените зайца', ask],
      ['пусть будет белым', look('Hops', 'white')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['can the picture on page 10 be different', ask],
      ['at the sea', scene('set_place', 'sea|beach')],
    ],
  ],
  // Found by probing after the batch passed (not part of the first-run figure): "noch dunkler" asked whom.
  [
    'jonas-kruemel',
    [
      ['mach den hund dunkler', look('Krümel', 'brown|black')],
      ['noch dunkler', look('Krümel', 'brown|black')],
    ],
  ],
];

describeFreshWishes(
  'fresh refinement wishes, fourth batch (issue #21, not in the tuning corpus)',
  MESSAGES,
  CONVERSATIONS,
);
