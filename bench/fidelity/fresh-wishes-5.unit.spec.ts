/**
 * A fifth batch of fresh refinement wishes (issue #21, ADR 0049), written before the planner ran on it and
 * before its word lists were read, the way parents and grandparents type in a chat: typos, no punctuation,
 * lower case, run-on messages with two wishes, "actually no", pronouns, page references ("the page where
 * Sonni laughs", "p. 12", "the last page"), relative wishes ("a bit lighter", "smaller ears"), swaps
 * ("X instead of Y", "not X but Y"), a wish taken back, vague wishes asked back once, answers to a question,
 * a new wish after an unanswered question, polite padding — in all eleven book languages, German, English,
 * French and Spanish most often. Not tuning items and not the held-out part (which nobody reads).
 *
 * First run, before any change (the honest fresh figure): messages 98/130 (clear wishes planned as expected
 * 86/118 = 72.9 %, questions where expected 12/12), conversation turns 29/34 (clear turns 18/23 = 78.3 %).
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
import type { ExpectedOutcome } from './corpus-format';

/** The same outcome on one viewer page (the picture page facing a text the parent names). */
const at = (o: ExpectedOutcome, page: number): ExpectedOutcome =>
  o.kind === 'plan' ? { kind: 'plan', changes: o.changes.map((c) => ({ ...c, page })) } : o;
const says = (...value: string[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'page_text', action: 'rewrite', value }],
});

// The books: Mia (golden hair, green dress, bow) and her fox Sonni (orange, red scarf, big ears); Jonas (brown
// hair, orange overalls, hat) and his dachshund Krümel (brown, blue scarf, hat); Lotta (black hair, orange
// hoodie, bow) and her bunny Hops (beige, pink scarf, hat); Ben (brown hair, pink scarf, hat), Ella (brown
// hair, purple hoodie, bow) and Opa/Grandpa (red hair, green cape, hat). Booklets: the picture on the odd
// viewer page faces its text on the even page after it; Mia's page 12 says "Sonni laughed", page 20 "Mia saw
// something shine"; Lotta's board page 9 says "Step, step, step." (first written one page too early: three
// expectations corrected after the first run, which they did not change — those messages were asked back).
const MESSAGES: WishCase[] = [
  // German
  [
    'mia-sonni',
    'hallo ich hätte gern das mia eine brille trägt und sonni einen grünen schal geht das',
    all(look('Mia', 'glasses'), look('Sonni', 'green')),
  ],
  [
    'mia-sonni',
    'könnte man vielleicht evtl das kleid von mia in blau machen wenns keine umstände macht',
    look('Mia', 'blue'),
  ],
  ['mia-sonni', 'der schal vom fuchs nicht rot sondern gelb', look('Sonni', 'yellow')],
  ['mia-sonni', 'mia bitte mit lockigen haaren', look('Mia', 'curls')],
  ['mia-sonni', 'das kleid etwas dunkler bitte', look('Mia', 'green')],
  ['mia-sonni', 'auf der letzten seite soll es nacht sein und die sterne leuchten', light('night')],
  ['mia-sonni', 'auf der seite wo mia etwas glänzen sieht soll es regnen', at(light('rain'), 19)],
  ['mia-sonni', 'sonni soll lieber ein hund sein, meine tochter hat angst vor füchsen', look('Sonni', 'dog')],
  ['mia-sonni', 'kannst du den titel ändern in "Mia und Sonni im Farbenwald"', retitle('Farbenwald')],
  ['jonas-kruemel', 'krümel braucht keinen hut', look('Krümel', 'no-hat')],
  ['jonas-kruemel', 'jonas soll ne rote latzhose anhaben statt der orangenen', look('Jonas', 'red')],
  [
    'jonas-kruemel',
    'der dackel soll schwarz sein mit einem roten halstuch',
    all(look('Krümel', 'body', 'black'), look('Krümel', 'clothing', 'red|orange')),
  ],
  ['jonas-kruemel', 's. 9 bitte kürzer, das ist zu viel text für einen 5jährigen', shorter],
  ['jonas-kruemel', 'Auf Seite 14 sollen Jonas und Krümel am Strand sein', scene('set_place', 'sea|beach')],
  [
    'jonas-kruemel',
    'jonas mit blonden locken',
    all(look('Jonas', 'hair', 'blonde|yellow'), look('Jonas', 'curls')),
  ],
  ['jonas-kruemel', 'bitte im aquarell stil', style('watercolor')],
  ['jonas-kruemel', 'der hund soll Bello heißen', rename('Krümel', 'Bello')],
  ['jonas-kruemel', 'ist das buch auch als hörbuch erhältlich', ask],
  ['jonas-kruemel', 'das ist mir hier zu viel text', shorter, 9],
  ['ben-bilingual', 'opa hat graue haare, nicht rote', look('Opa', 'hair', 'grey|white')],
  [
    'ben-bilingual',
    'ella soll keine schleife haben, sie hat kurze haare',
    all(look('Ella', 'no-bow'), look('Ella', 'hair-short')),
  ],
  ['ben-bilingual', 'bens schal bitte blau, nicht rosa', look('Ben', 'blue')],
  [
    'ben-bilingual',
    'die mütze von ben weg und opa den hut auch',
    all(look('Ben', 'no-hat'), look('Opa', 'no-hat')),
  ],
  ['ben-bilingual', 'auf seite 10 nur ben und ella ohne opa', scene('set_cast', 'Ben', 'Ella')],
  ['ben-bilingual', 'Könnte es auf Seite 16 neblig sein?', light('fog')],
  ['ben-bilingual', 'mein sohn heißt eigentlich Benni, bitte überall ändern', rename('Ben', 'Benni')],
  [
    'ben-bilingual',
    'ella soll den lila pulli behalten aber bitte mit sommersprossen',
    look('Ella', 'freckles'),
  ],
  ['ben-bilingual', 'Ella ein bisschen größer als Ben bitte, sie ist die ältere', ask],
  ['lotta-board', 'hops soll weiß sein wie unser echter hase', look('Hops', 'white')],
  ['lotta-board', 'lotta hat in echt blonde haare', look('Lotta', 'hair', 'blonde|yellow')],
  ['lotta-board', 'die kapuzenjacke von lotta bitte rosa statt orange', look('Lotta', 'pink')],
  ['lotta-board', 'gibt es das buch auch als geschenkverpackung', ask],
  // English
  [
    'mia-sonni',
    'hey so my daughter wants the fox to have a purple scarf and also can mia have pigtails',
    look('Sonni', 'purple'),
  ],
  ['mia-sonni', 'could you maybe make her dress a bit lighter', look('Mia', 'green')],
  ['mia-sonni', 'not the green dress but a red one pls', look('Mia', 'red|orange')],
  ['mia-sonni', "mias hair darker please, she's more of a brunette", look('Mia', 'hair', 'brown')],
  ['mia-sonni', 'on the page where sonni laughs can it be raining', at(light('rain'), 11)],
  ['mia-sonni', 'p. 12 evening please', light('evening')],
  ['mia-sonni', 'i would love if the whole book was more like a watercolour painting', style('watercolor')],
  ['mia-sonni', "the fox's ears are a bit big, could they be smaller", look('Sonni', 'no-big-ears')],
  [
    'mia-sonni',
    'take the bow off and give her freckles instead',
    all(look('Mia', 'no-bow'), look('Mia', 'freckles')),
  ],
  ['mia-sonni', 'this is too much for a bedtime read, can it be shorter', shorter, 13],
  ['mia-sonni', "the title's a bit boring, call it Mia and the Rainbow Forest", retitle('Rainbow')],
  ['mia-sonni', 'sonni looks a bit scary, can she be cuter', ask],
  ['jonas-kruemel', "the dog's scarf should be red not blue", look('Krümel', 'red|orange')],
  ['jonas-kruemel', 'can jonas wear a blue hoodie instead of the overalls', look('Jonas', 'hoodie', 'blue')],
  ['jonas-kruemel', 'make krumel a bit lighter brown', look('Krümel', 'body')],
  ['jonas-kruemel', 'can it be snowing on p 16', light('snow')],
  ['jonas-kruemel', 'jonas has glasses irl, pls add', look('Jonas', 'glasses')],
  ['jonas-kruemel', 'rename the dog to Pretzel', rename('Krümel', 'Pretzel')],
  ['jonas-kruemel', 'everything is fine except the last page should be at night', light('night')],
  [
    'lotta-board',
    'the bunny should be grey with a blue scarf',
    all(look('Hops', 'body', 'grey'), look('Hops', 'clothing', 'blue')),
  ],
  ['lotta-board', 'give lotta a purple hoodie', look('Lotta', 'purple')],
  ['lotta-board', 'could lotta have short hair like my girl', look('Lotta', 'hair-short')],
  ['lotta-board', 'on the page where it says "Step, step, step." it should rain', at(light('rain'), 9)],
  ['lotta-board', 'the text on page 5 should say "What is that, Hops?"', says('What is that, Hops')],
  [
    'ben-bilingual',
    'grandpa should wear a blue cape and no hat',
    all(look('Opa', 'blue'), look('Opa', 'no-hat')),
  ],
  ['ben-bilingual', "ella's bow should be yellow", look('Ella', 'yellow')],
  ['ben-bilingual', 'can ben have red hair like his grandpa', look('Ben', 'hair', 'red|orange')],
  ['ben-bilingual', 'i dont like the hat on ben', look('Ben', 'no-hat')],
  ['ben-bilingual', 'can they be in the mountains on page 12', scene('set_place', 'mountain')],
  ['ben-bilingual', 'do you ship to the uk and how long does it take', ask],
  ['ben-bilingual', 'make it nicer', ask],
  // French
  [
    'mia-sonni',
    'bonjour, est ce que sonni pourrait avoir une echarpe bleue a la place de la rouge',
    look('Sonni', 'blue'),
  ],
  [
    'mia-sonni',
    'mia avec des lunettes et sans noeud svp',
    all(look('Mia', 'glasses'), look('Mia', 'no-bow')),
  ],
  ['mia-sonni', 'la robe de mia un peu plus claire', look('Mia', 'green')],
  ['mia-sonni', "page 14 il faut qu'il neige", light('snow')],
  ['mia-sonni', 'je prefere un style aquarelle', style('watercolor')],
  ['mia-sonni', 'appelez le renard Caramel', rename('Sonni', 'Caramel')],
  ['mia-sonni', 'pouvez vous changer le titre en "Mia et le renard magique"', retitle('magique')],
  ['jonas-kruemel', 'le chien devrait etre noir', look('Krümel', 'black')],
  ['jonas-kruemel', "enlevez le chapeau de jonas, il n'aime pas les chapeaux", look('Jonas', 'no-hat')],
  ['jonas-kruemel', 'cette page est trop longue', shorter, 7],
  ['lotta-board', 'le lapin en gris, pas en beige', look('Hops', 'grey')],
  ['lotta-board', 'lotta pourrait avoir les cheveux roux', look('Lotta', 'hair', 'red|orange')],
  ['ben-bilingual', 'papi avec des lunettes', look('Opa', 'glasses')],
  ['ben-bilingual', 'ella devrait porter une robe verte au lieu du sweat', look('Ella', 'dress', 'green')],
  ['ben-bilingual', 'sur la derniere page ils sont a la mer', scene('set_place', 'sea|beach')],
  ['ben-bilingual', 'combien coute la livraison en belgique', ask],
  // Spanish
  [
    'mia-sonni',
    'hola, podrian ponerle a mia el pelo negro y rizado?',
    all(look('Mia', 'hair', 'black'), look('Mia', 'curls')),
  ],
  ['mia-sonni', 'la bufanda del zorro que sea verde no roja', look('Sonni', 'green')],
  ['mia-sonni', 'mia sin lazo porfa', look('Mia', 'no-bow')],
  ['mia-sonni', 'en la pagina 16 que sea de noche', light('night')],
  ['mia-sonni', 'el vestido un poco mas oscuro', look('Mia', 'green')],
  ['mia-sonni', 'se puede pedir una copia mas?', ask],
  ['jonas-kruemel', 'el perro con gafas jaja', look('Krümel', 'glasses')],
  ['jonas-kruemel', 'que jonas tenga el pelo rubio', look('Jonas', 'hair', 'blonde|yellow')],
  ['jonas-kruemel', 'cambia el nombre del perro a Toby', rename('Krümel', 'Toby')],
  ['lotta-board', 'el conejito blanco por favor', look('Hops', 'white')],
  ['lotta-board', 'lotta con una sudadera roja en vez de naranja', look('Lotta', 'red')],
  ['ben-bilingual', 'el abuelo con el pelo blanco', look('Opa', 'hair', 'white|grey')],
  ['ben-bilingual', 'Ella deberia tener pecas', look('Ella', 'freckles')],
  ['ben-bilingual', 'en la pagina 10 que esten en la playa', scene('set_place', 'sea|beach')],
  ['ben-bilingual', 'me gustaria mas estilo dibujos animados', style('cartoon')],
  // Italian
  ['mia-sonni', 'la volpe con una sciarpa gialla al posto di quella rossa', look('Sonni', 'yellow')],
  ['mia-sonni', 'mia con i capelli corti per favore grazie', look('Mia', 'hair-short')],
  ['mia-sonni', 'si puo fare il libro piu grande?', ask],
  ['jonas-kruemel', 'il cane si deve chiamare Biscotto', rename('Krümel', 'Biscotto')],
  ['lotta-board', 'il coniglietto senza cappello', look('Hops', 'no-hat')],
  [
    'ben-bilingual',
    'il nonno con gli occhiali e i capelli grigi',
    all(look('Opa', 'glasses'), look('Opa', 'hair', 'grey|white')),
  ],
  ['ben-bilingual', 'a pagina 12 dovrebbe piovere', light('rain')],
  // Portuguese
  ['mia-sonni', 'a raposa podia ter um cachecol azul em vez do vermelho', look('Sonni', 'blue')],
  ['mia-sonni', 'a mia sem laço e com sardas por favor', all(look('Mia', 'no-bow'), look('Mia', 'freckles'))],
  ['jonas-kruemel', 'o cachorro deveria ser branco', look('Krümel', 'white')],
  ['ben-bilingual', 'a Ella com cabelo loiro', look('Ella', 'hair', 'blonde|yellow')],
  ['lotta-board', 'na ultima pagina esta a chover', light('rain')],
  ['ben-bilingual', 'quanto tempo demora a entrega?', ask],
  // Russian
  ['mia-sonni', 'сделайте платье мии синим пожалуйста', look('Mia', 'blue')],
  ['mia-sonni', 'пусть лиса будет в очках', look('Sonni', 'glasses')],
  ['mia-sonni', 'на последней странице пусть идёт снег', light('snow')],
  ['jonas-kruemel', 'собаку назовите Бублик', rename('Krümel', 'Бублик')],
  ['ben-bilingual', 'дедушка без шляпы', look('Opa', 'no-hat')],
  ['lotta-board', 'у лотты должны быть светлые волосы', look('Lotta', 'hair', 'blonde|yellow')],
  // Chinese
  ['mia-sonni', '米娅的裙子改成粉色', look('Mia', 'pink')],
  ['mia-sonni', '多少钱?', ask],
  ['jonas-kruemel', '小狗不要戴帽子', look('Krümel', 'no-hat')],
  ['ben-bilingual', '爷爷戴眼镜,头发白色', all(look('Opa', 'glasses'), look('Opa', 'hair', 'white|grey'))],
  ['lotta-board', '洛塔的头发短一点', look('Lotta', 'hair-short|hair-medium')],
  // Japanese
  ['mia-sonni', 'ソニのマフラーを青にしてください', look('Sonni', 'blue')],
  ['jonas-kruemel', 'ヨナスにメガネをかけてあげて', look('Jonas', 'glasses')],
  ['lotta-board', 'ホップスの名前をモモに変えてください', rename('Hops', 'モモ')],
  ['ben-bilingual', '12ページを夜にしてほしい', light('night')],
  // Korean
  ['mia-sonni', '미아 드레스를 빨간색으로 바꿔 주세요', look('Mia', 'red|orange')],
  ['jonas-kruemel', '강아지 이름을 초코로 해 주세요', rename('Krümel', '초코')],
  ['ben-bilingual', '엘라에게 주근깨를 넣어 주세요', look('Ella', 'freckles')],
  ['lotta-board', '토끼를 하얀색으로 해 주세요', look('Hops', 'white')],
  // Arabic
  ['mia-sonni', 'أريد أن يكون وشاح الثعلب أزرق بدلا من الأحمر', look('Sonni', 'blue')],
  ['mia-sonni', 'متى يصل الكتاب؟', ask],
  ['jonas-kruemel', 'اجعل الكلب أسود', look('Krümel', 'black')],
  ['ben-bilingual', 'الجد بنظارة من فضلك', look('Opa', 'glasses')],
];

const CONVERSATIONS: ConversationCase[] = [
  // A vague wish asked back, answered with a relative wish.
  [
    'mia-sonni',
    [
      ['can you change the fox a bit', ask],
      ['darker fur pls', look('Sonni', 'body')],
    ],
  ],
  // Two hats: whose is asked, the answer names the dog.
  [
    'jonas-kruemel',
    [
      ['der hut gefällt mir nicht', ask],
      ['beim hund, einfach weg', look('Krümel', 'no-hat')],
    ],
  ],
  // "and Ben too": the wish before, for someone else.
  [
    'ben-bilingual',
    [
      ['Give Ella glasses', look('Ella', 'glasses')],
      ['and ben too', look('Ben', 'glasses')],
    ],
  ],
  // "actually no, rather green" replaces the colour.
  [
    'mia-sonni',
    [
      ['sonni soll einen blauen schal haben', look('Sonni', 'blue')],
      ['ach nee doch lieber grün', look('Sonni', 'green')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['je voudrais changer quelque chose sur la page 8', ask],
      ["qu'il fasse nuit", light('night')],
    ],
  ],
  [
    'lotta-board',
    [
      ['el conejo no me convence', ask],
      ['que sea blanco', look('Hops', 'white')],
    ],
  ],
  // A new wish after an unanswered question: the question is dropped.
  [
    'jonas-kruemel',
    [
      ['change the colour', ask],
      ['actually, can page 10 be at night', light('night')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['Opa soll anders aussehen', ask],
      ['mit Brille und ohne Hut', all(look('Opa', 'glasses'), look('Opa', 'no-hat'))],
    ],
  ],
  // A wish taken back keeps the other one.
  [
    'mia-sonni',
    [
      [
        "make mia's dress red and give sonni glasses",
        all(look('Mia', 'red|orange'), look('Sonni', 'glasses')),
      ],
      ['forget the glasses', look('Mia', 'red|orange')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['vorrei cambiare il nome della volpe', ask],
      ['Stella', rename('Sonni', 'Stella')],
    ],
  ],
  [
    'jonas-kruemel',
    [
      ['mach krümel heller', look('Krümel', 'body')],
      ['noch ein bisschen heller', look('Krümel', 'body')],
    ],
  ],
  // "the same colour" for another part.
  [
    'lotta-board',
    [
      ["lotta's hoodie should be blue", look('Lotta', 'blue')],
      ["and the same colour for the bunny's scarf", look('Hops', 'blue')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['quero mudar o avô', ask],
      ['cabelo branco', look('Opa', 'hair', 'white|grey')],
    ],
  ],
  [
    'mia-sonni',
    [
      ['сделай лису другой', ask],
      ['серой', look('Sonni', 'grey')],
    ],
  ],
  // "the next page" after a page named before.
  [
    'mia-sonni',
    [
      ['seite 9 ist zu lang', shorter],
      ['und auf der nächsten seite soll es schneien', light('snow')],
    ],
  ],
  [
    'ben-bilingual',
    [
      ['can it look less like a computer game', ask],
      ['watercolour like the old books', style('watercolor')],
    ],
  ],
  [
    'lotta-board',
    [
      ['把兔子改一下', ask],
      ['灰色的', look('Hops', 'grey')],
    ],
  ],
];

/** What the planner still gets wrong after the general rules of ADR 0049's fifth step (not fixed, not done). */
const MISSES = new Set([
  'die mütze von ben weg und opa den hut auch', // the second, verbless clause is not read
  'die kapuzenjacke von lotta bitte rosa statt orange', // "Kapuzenjacke" is no known part
  'the bunny should be grey with a blue scarf', // a second colour with its own part
  "the fox's ears are a bit big, could they be smaller", // read as the body's size
  "the title's a bit boring, call it Mia and the Rainbow Forest", // an unquoted title after "call it"
  'on the page where it says "Step, step, step." it should rain', // a quoted text naming the page
  'собаку назовите Бублик', // a naming verb after its object
  'дедушка без шляпы', // "без" + genitive
  'у лотты должны быть светлые волосы', // "светлые" (light) hair as blonde
  '洛塔的头发短一点', // 短 read as a shorter text
  'ホップスの名前をモモに変えてください', // ホップス vs ホプス
  '엘라에게 주근깨를 넣어 주세요', // 엘라 vs 에라
  'conversation 1', // "darker fur" answered: whose fur
  'conversation 6', // "que sea blanco" after a vague wish asks for a page
  'conversation 9', // "forget the glasses" takes back the whole plan
  'conversation 10', // a bare name answering "what should change"
  'conversation 12', // "the same colour" for another part
]);

describeFreshWishes(
  'fresh refinement wishes, fifth batch (issue #21, not in the tuning corpus)',
  MESSAGES,
  CONVERSATIONS,
  MISSES,
);
