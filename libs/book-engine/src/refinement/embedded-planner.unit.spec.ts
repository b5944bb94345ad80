import { planPages } from '../production/plan-pages';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { applyChanges } from './apply-changes';
import type { PlannedChange, RefinementAnswer, RefinementContext } from './changes';
import { EmbeddedRefinementPlanner, planRefinement } from './embedded-planner';

/** German main line, English translation: Mia (0) and an unnamed fox (1), watercolour. */
const DE_EN = planStory({
  bookId: 'refine-de',
  idea: 'Mia mit Brille und ihr Fuchs suchen einen Schatz im Wald',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
/** DE_EN with viewer page 6 cut to one short sentence (a page that cannot get shorter). */
const DE_EN_ONE_SENTENCE: StoryPlan = {
  ...DE_EN,
  pageEdits: {
    '5': { body: { de: 'Mia, ein Mädchen, wohnt im Wald.', en: 'Mia, a girl, lives in the forest.' } },
  },
};
/** English main line, German translation: Tom (0) and an unnamed little dragon (1), cartoon. */
const EN_DE = planStory({
  bookId: 'refine-en',
  idea: 'Tom and a little dragon look for a lost kite in the mountains',
  age: 6,
  mainLanguage: 'en',
  translationLanguage: 'de',
  style: 'cartoon',
});

type Expected = Array<Partial<PlannedChange> & Record<string, unknown>> | RegExp;
interface Case {
  plan: StoryPlan;
  message: string;
  focus?: number[];
  earlier?: string[];
  expected: Expected;
}

const context = (plan: StoryPlan, locale: 'de' | 'en'): RefinementContext => ({
  plan,
  format: 'booklet',
  textBackground: true,
  locale,
});

const RATIONALE: Record<'de' | 'en', RegExp> = {
  de: /Seite|auf jeder Seite|heißt jetzt|Stil/,
  en: /Page|on every page|is now called|style/,
};

function check(locale: 'de' | 'en', c: Case): RefinementAnswer {
  const answer = planRefinement(context(c.plan, locale), {
    message: c.message,
    focusPages: c.focus ?? [6],
    ...(c.earlier ? { earlier: c.earlier } : {}),
  });
  if (c.expected instanceof RegExp) {
    expect(answer).toEqual({ kind: 'clarify', prompt: expect.stringMatching(c.expected) });
    return answer;
  }
  expect(answer.kind).toBe('plan');
  if (answer.kind !== 'plan') return answer;
  expect(answer.changes).toEqual(
    c.expected.map((e) => ({ ...e, rationale: expect.stringMatching(RATIONALE[locale]) })),
  );
  expect(answer.summary).toMatch(locale === 'de' ? /Änderung/ : /change/);
  // Whatever the planner proposes, the book can take.
  expect(() => applyChanges(c.plan, answer.changes, { format: 'booklet' })).not.toThrow();
  return answer;
}

const BLUE = '#1e88e5';
const RED_HAIR = '#c4572e';

/** EN_DE with looks fixed here: Tom in green overalls with a hat; the dragon in a purple cape. */
const TOM: StoryPlan = {
  ...EN_DE,
  cast: EN_DE.cast.map((c, i) => ({
    ...c,
    sheet:
      i === 0
        ? {
            ...c.sheet,
            species: 'person',
            gender: 'm',
            kind: 'boy',
            clothing: 'overalls',
            features: ['hat'],
            colors: { ...c.sheet.colors, hair: '#1f1b1a', clothing: '#6a994e' },
          }
        : {
            ...c.sheet,
            species: 'dragon',
            kind: 'dragon',
            clothing: 'cape',
            features: [],
            colors: { ...c.sheet.colors, clothing: '#8e24aa' },
          },
  })),
};
/** DE_EN with Mia in a green dress and the fox in a red scarf; the idea calls the fox "ihr Fuchs". */
const MIA: StoryPlan = {
  ...DE_EN,
  cast: DE_EN.cast.map((c, i) => ({
    ...c,
    sheet:
      i === 0
        ? {
            ...c.sheet,
            species: 'person',
            gender: 'f',
            kind: 'girl',
            clothing: 'dress',
            features: [],
            colors: { ...c.sheet.colors, clothing: '#43a047' },
          }
        : {
            ...c.sheet,
            species: 'fox',
            kind: 'fox',
            clothing: 'scarf',
            features: [],
            colors: { ...c.sheet.colors, clothing: '#e53935' },
          },
  })),
};
const BROWN = '#6d4c41';
const YELLOW = '#fdd835';

const ENGLISH: Array<[string, Case]> = [
  [
    "the fox's scarf (German book, English parent)",
    {
      plan: DE_EN,
      message: "Make the fox's scarf blue",
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'red hair',
    {
      plan: DE_EN,
      message: 'Give Mia red hair',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
      ],
    },
  ],
  [
    'glasses',
    {
      plan: EN_DE,
      message: 'glasses for Tom',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { addFeatures: ['glasses'] } },
      ],
    },
  ],
  [
    'a yellow hoodie instead of the overalls',
    {
      plan: EN_DE,
      message: 'Tom should wear a yellow hoodie',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { clothing: 'hoodie', colors: { clothing: '#fdd835' } },
        },
      ],
    },
  ],
  [
    'rename by kind ("the dragon")',
    {
      plan: EN_DE,
      message: 'Rename the dragon to Sparky',
      expected: [
        { target: 'character', action: 'rename', character: 1, name: { en: 'Sparky', de: 'Sparky' } },
      ],
    },
  ],
  [
    'shorter text on this page (the focus page)',
    {
      plan: DE_EN,
      message: 'Shorter text on this page',
      focus: [12],
      expected: [{ target: 'page_text', action: 'shorten', page: 11 }],
    },
  ],
  [
    'a new text in both lines',
    {
      plan: EN_DE,
      message:
        'Change the text on page 6 to "Tom lives high up in the mountains." and the German line to "Tom wohnt hoch oben in den Bergen."',
      expected: [
        {
          target: 'page_text',
          action: 'rewrite',
          page: 5,
          body: { en: 'Tom lives high up in the mountains.', de: 'Tom wohnt hoch oben in den Bergen.' },
        },
      ],
    },
  ],
  [
    'at the beach on page 7',
    {
      plan: EN_DE,
      message: 'On page 7 they should be at the beach',
      expected: [
        { target: 'page_scene', action: 'set_place', page: 6, scene: { place: 'sea', setting: 'beach' } },
      ],
    },
  ],
  [
    'someone the book does not have is said honestly (issue #21)',
    { plan: EN_DE, message: "Add Tom's little sister Lily to page 4", expected: /^Lily is not in this book/ },
  ],
  [
    'a kind nobody in the book is, to add',
    { plan: EN_DE, message: 'Please add Grandma too', expected: /^Grandma is not in this book/ },
  ],
  [
    '"also" with a kind of the cast is still a kind change',
    {
      plan: EN_DE,
      message: 'Also make the dragon a cat',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: expect.objectContaining({ kind: 'cat' }),
        },
      ],
    },
  ],
  [
    'bigger ears are the big ears the drawing has (issue #21)',
    {
      plan: EN_DE,
      message: 'The dragon should have bigger ears',
      expected: [
        { target: 'character', action: 'change_look', character: 1, look: { addFeatures: ['big-ears'] } },
      ],
    },
  ],
  [
    'a skin tone written as one word (issue #21)',
    {
      plan: EN_DE,
      message: 'Tom is dark-skinned',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { colors: { body: '#6b4128' } },
        },
      ],
    },
  ],
  [
    'a picture at night (issue #21)',
    {
      plan: EN_DE,
      message: 'Page 9 should happen at night',
      expected: [{ target: 'page_scene', action: 'set_light', page: 8, scene: { timeOfDay: 'night' } }],
    },
  ],
  [
    'a place and its light in one wish',
    {
      plan: EN_DE,
      message: 'On page 7 they should be at the beach at sunset',
      expected: [
        { target: 'page_scene', action: 'set_place', page: 6, scene: { place: 'sea', setting: 'beach' } },
        { target: 'page_scene', action: 'set_light', page: 6, scene: { timeOfDay: 'evening' } },
      ],
    },
  ],
  [
    'only one character in a picture',
    {
      plan: EN_DE,
      message: 'Only the dragon on page 9',
      expected: [{ target: 'page_scene', action: 'set_cast', page: 8, scene: { cast: [1] } }],
    },
  ],
  [
    'a character also on the title page',
    {
      plan: EN_DE,
      message: 'The dragon should also be on page 2',
      expected: [{ target: 'page_scene', action: 'set_cast', page: 1, scene: { cast: [0, 1] } }],
    },
  ],
  [
    'an activity on this page (a text page: its facing picture)',
    {
      plan: EN_DE,
      message: 'On this page they fly a kite',
      focus: [12],
      expected: [
        {
          target: 'page_scene',
          action: 'set_action',
          page: 10,
          scene: { action: 'They fly a kite.', things: ['kite'] },
        },
      ],
    },
  ],
  [
    'the style',
    {
      plan: EN_DE,
      message: 'Make it watercolour',
      expected: [{ target: 'book', action: 'change_style', style: 'watercolor' }],
    },
  ],
  [
    'several changes in one message',
    {
      plan: DE_EN,
      message: "Mia red hair and the fox's scarf blue",
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'an answer naming what a colour was for',
    {
      plan: EN_DE,
      earlier: ['Make it blue'],
      message: "the dragon's scarf",
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'an answer giving the translation line',
    {
      plan: EN_DE,
      earlier: ['Change the text on page 6 to "Tom lives high up in the mountains."'],
      message: '"Tom wohnt hoch oben in den Bergen."',
      expected: [
        {
          target: 'page_text',
          action: 'rewrite',
          page: 5,
          body: { en: 'Tom lives high up in the mountains.', de: 'Tom wohnt hoch oben in den Bergen.' },
        },
      ],
    },
  ],
  [
    '"yes" to "do you mean the page you are looking at?"',
    {
      plan: DE_EN,
      earlier: ['Shorter text'],
      message: 'yes',
      focus: [12],
      expected: [{ target: 'page_text', action: 'shorten', page: 11 }],
    },
  ],
  [
    'a new main line alone: planned, the German line stays until the parent sends it (issue #21)',
    {
      plan: EN_DE,
      message: 'Change the text on page 6 to "Tom lives high up in the mountains."',
      expected: [
        {
          target: 'page_text',
          action: 'rewrite',
          page: 5,
          body: { en: 'Tom lives high up in the mountains.' },
        },
      ],
    },
  ],
  [
    'a page number written as a word',
    {
      plan: DE_EN,
      message: 'Shorter text on page twelve',
      expected: [{ target: 'page_text', action: 'shorten', page: 11 }],
    },
  ],
  [
    'a typo read as the word meant ("plese", "yelow")',
    {
      plan: TOM,
      message: 'plese make the dragons cape yelow',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'cape', colors: { clothing: YELLOW } },
        },
      ],
    },
  ],
  [
    'a hairdo is hair by what it is (WordNet: a pigtail is a braid is a hairdo)',
    {
      plan: TOM,
      message: 'Tom should have red pigtails',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
      ],
    },
  ],
  [
    '"X is actually called N": a naming by its structure',
    {
      plan: TOM,
      message: 'The dragon is actually called Sparky',
      expected: [
        { target: 'character', action: 'rename', character: 1, name: { en: 'Sparky', de: 'Sparky' } },
      ],
    },
  ],
  [
    '"… doesn\'t wear a hat" takes the hat away',
    {
      plan: TOM,
      message: "Tom doesn't wear a hat",
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { removeFeatures: ['hat'] } },
      ],
    },
  ],
  [
    '"yellow instead of green" with no part named: the part that is green now',
    {
      plan: TOM,
      message: 'Tom should be yellow instead of green',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { clothing: YELLOW } } },
      ],
    },
  ],
  [
    '"the scarf is red but should be blue": what it is now is not the wish',
    {
      plan: MIA,
      message: "The fox's scarf is red but it should be blue",
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'the one who wears the dress',
    {
      plan: MIA,
      message: 'Make the dress blue',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { clothing: 'dress', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  // Must ask back, naming the options.
  [
    'eyes the drawing does not have: said, nothing else painted',
    {
      plan: TOM,
      message: 'Tom should have blue eyes',
      expected: /^“Tom: blue eyes” is something I cannot draw — it would change nothing you could see/,
    },
  ],
  [
    '"change it"',
    {
      plan: EN_DE,
      message: 'change it',
      expected:
        /^What exactly should change\?.*The characters: Tom and the little dragon\. The book has pages 2–25/s,
    },
  ],
  ['"make it better"', { plan: EN_DE, message: 'make it better', expected: /^What exactly should change\?/ }],
  [
    'an unknown character',
    {
      plan: EN_DE,
      message: 'Give Lisa red hair',
      expected: /^Who should that be for \(red hair\)\?.*Tom or the little dragon/,
    },
  ],
  [
    'a page the book does not have',
    {
      plan: EN_DE,
      message: 'Shorter text on page 60',
      expected: /^This book has no page 60\. The book has pages 2–25/,
    },
  ],
  [
    'a colour without a target',
    {
      plan: EN_DE,
      message: 'Make it blue',
      expected: /^What should be blue — hair, skin or fur, clothes.*Tom or the little dragon\?/,
    },
  ],
  [
    'clothing an animal cannot wear',
    {
      plan: EN_DE,
      message: 'Give the dragon a dress',
      expected: /^The little dragon can wear a scarf or a cape/,
    },
  ],
  [
    'a rename without the new name',
    { plan: EN_DE, message: 'Rename the dragon', expected: /^What should the little dragon be called\?/ },
  ],
  [
    'a page without "this page" or a number',
    { plan: DE_EN, message: 'Shorter text', focus: [12], expected: /^On which page\?.*Do you mean page 12/ },
  ],
  [
    'the cover',
    {
      plan: EN_DE,
      message: 'Page 1 should be nicer',
      expected: /^The cover shows the title and the characters/,
    },
  ],
  [
    'taking away clothes (only changing them)',
    {
      plan: DE_EN,
      message: 'no scarf for the fox',
      expected: /^The fox can wear a scarf or a cape — which one/,
    },
  ],
];

const GERMAN: Array<[string, Case]> = [
  [
    'der Schal vom Fuchs',
    {
      plan: DE_EN,
      message: 'Der Schal vom Fuchs soll blau sein',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'rote Haare',
    {
      plan: DE_EN,
      message: 'Mia soll rote Haare haben',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
      ],
    },
  ],
  [
    'Sommersprossen',
    {
      plan: DE_EN,
      message: 'Mia soll Sommersprossen haben',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { addFeatures: ['freckles'] } },
      ],
    },
  ],
  [
    'eine blaue Latzhose (inflected colour)',
    {
      plan: DE_EN,
      message: 'Mia mit blauer Latzhose',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { clothing: 'overalls', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'umbenennen (beide Sprachen)',
    {
      plan: DE_EN,
      message: 'Der Fuchs soll Rufus heißen',
      expected: [{ target: 'character', action: 'rename', character: 1, name: { de: 'Rufus', en: 'Rufus' } }],
    },
  ],
  [
    'kürzerer Text',
    {
      plan: DE_EN,
      message: 'Kürzerer Text auf Seite 12',
      expected: [{ target: 'page_text', action: 'shorten', page: 11 }],
    },
  ],
  [
    '„hier“ ist die Fokusseite',
    {
      plan: DE_EN,
      message: 'Kürzerer Text hier',
      focus: [12],
      expected: [{ target: 'page_text', action: 'shorten', page: 11 }],
    },
  ],
  [
    'neuer Text mit Übersetzung',
    {
      plan: DE_EN,
      message:
        'Auf Seite 6 soll stehen: „Mia wohnt am Waldrand.“ Auf Englisch: „Mia lives at the edge of the forest.“',
      expected: [
        {
          target: 'page_text',
          action: 'rewrite',
          page: 5,
          body: { de: 'Mia wohnt am Waldrand.', en: 'Mia lives at the edge of the forest.' },
        },
      ],
    },
  ],
  [
    'neuer Text, Übersetzung bleibt auf Wunsch',
    {
      plan: DE_EN,
      earlier: ['Auf Seite 6 soll stehen: „Mia wohnt am Waldrand.“'],
      message: 'Englisch so lassen',
      expected: [{ target: 'page_text', action: 'rewrite', page: 5, body: { de: 'Mia wohnt am Waldrand.' } }],
    },
  ],
  [
    'neuer Text ohne Übersetzungszeile: geplant, die englische Zeile bleibt vorerst',
    {
      plan: DE_EN,
      message: 'Auf Seite 6 soll stehen: „Mia wohnt am Waldrand.“',
      expected: [{ target: 'page_text', action: 'rewrite', page: 5, body: { de: 'Mia wohnt am Waldrand.' } }],
    },
  ],
  [
    'eine Figur, die das Buch nicht hat (issue #21)',
    {
      plan: DE_EN,
      message: 'Kann unsere Katze Luna auch mit drauf?',
      expected: /^Luna kommt in diesem Buch nicht vor/,
    },
  ],
  [
    'ein Hautton als ein Wort (issue #21)',
    {
      plan: DE_EN,
      message: 'Mia ist dunkelhäutig',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { colors: { body: '#6b4128' } },
        },
      ],
    },
  ],
  [
    'Regen auf einer Seite (issue #21)',
    {
      plan: DE_EN,
      message: 'Auf Seite 5 soll es regnen',
      expected: [{ target: 'page_scene', action: 'set_light', page: 4, scene: { weather: 'rain' } }],
    },
  ],
  [
    'Nebel auf der Seite, die man ansieht',
    {
      plan: DE_EN,
      message: 'Hier bitte Nebel',
      focus: [5],
      expected: [{ target: 'page_scene', action: 'set_light', page: 4, scene: { weather: 'fog' } }],
    },
  ],
  [
    'am Meer',
    {
      plan: DE_EN,
      message: 'Auf Seite 5 sollen sie am Meer sein',
      expected: [
        { target: 'page_scene', action: 'set_place', page: 4, scene: { place: 'sea', setting: 'sea' } },
      ],
    },
  ],
  [
    'nur Mia',
    {
      plan: DE_EN,
      message: 'Nur Mia auf dieser Seite',
      focus: [5],
      expected: [{ target: 'page_scene', action: 'set_cast', page: 4, scene: { cast: [0] } }],
    },
  ],
  [
    'der Fuchs auch auf Seite 2',
    {
      plan: DE_EN,
      message: 'Der Fuchs soll auch auf Seite 2 sein',
      expected: [{ target: 'page_scene', action: 'set_cast', page: 1, scene: { cast: [0, 1] } }],
    },
  ],
  [
    'Drachen steigen lassen (ein Drachen ist hier kein Drache)',
    {
      plan: DE_EN,
      message: 'Auf Seite 7 lassen sie einen Drachen steigen',
      expected: [
        {
          target: 'page_scene',
          action: 'set_action',
          page: 6,
          scene: { action: 'Sie lassen einen Drachen steigen.', things: ['kite'] },
        },
      ],
    },
  ],
  [
    'Aquarell-Stil auf einem Cartoon-Buch',
    {
      plan: EN_DE,
      message: 'Im Aquarell-Stil bitte',
      expected: [{ target: 'book', action: 'change_style', style: 'watercolor' }],
    },
  ],
  [
    'mehrere Änderungen',
    {
      plan: DE_EN,
      message: 'Mia soll rote Haare haben und der Fuchs einen blauen Schal',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'Antwort: wessen Schal',
    {
      plan: DE_EN,
      earlier: ['Mach es blau'],
      message: 'den Schal vom Fuchs',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 1,
          look: { clothing: 'scarf', colors: { clothing: BLUE } },
        },
      ],
    },
  ],
  [
    'Antwort: der neue Name',
    {
      plan: DE_EN,
      earlier: ['Der Fuchs soll anders heißen'],
      message: 'Rufus',
      expected: [{ target: 'character', action: 'rename', character: 1, name: { de: 'Rufus', en: 'Rufus' } }],
    },
  ],
  [
    'was schon so ist, bleibt draußen (die Brille), der Rest kommt',
    {
      plan: DE_EN,
      message: 'Die Heldin soll eine Brille und einen gelben Hut haben',
      expected: [
        {
          target: 'character',
          action: 'change_look',
          character: 0,
          look: { addFeatures: ['hat'], colors: { accent: '#fdd835' } },
        },
      ],
    },
  ],
  // Muss nachfragen und die Möglichkeiten nennen.
  [
    '„mach es schöner“',
    {
      plan: DE_EN,
      message: 'mach es schöner',
      expected:
        /^Was genau soll sich ändern\?.*Die Figuren: Mia und der Fuchs\. Das Buch hat die Seiten 2–25/s,
    },
  ],
  ['„ändere es“', { plan: DE_EN, message: 'Ändere es', expected: /^Was genau soll sich ändern\?/ }],
  [
    'eine unbekannte Figur',
    {
      plan: DE_EN,
      message: 'Lisa soll rote Haare haben',
      expected: /^Für wen soll das gelten \(Haare in Rot\)\?.*Mia oder der Fuchs/,
    },
  ],
  [
    'eine Seite, die es nicht gibt',
    {
      plan: DE_EN,
      message: 'Seite 40 bitte kürzer',
      expected: /^Eine Seite 40 gibt es in diesem Buch nicht/,
    },
  ],
  [
    'eine Farbe ohne Ziel',
    {
      plan: DE_EN,
      message: 'Mach es blau',
      expected: /^Was soll blau werden – Haare, Haut oder Fell.*Mia oder der Fuchs\?/,
    },
  ],
  [
    'Kleidung, die ein Fuchs nicht tragen kann',
    {
      plan: DE_EN,
      message: 'Der Fuchs soll ein Kleid tragen',
      expected: /^Der Fuchs kann einen Schal oder einen Umhang tragen/,
    },
  ],
  [
    'ein Satz, der nicht kürzer geht',
    {
      plan: DE_EN_ONE_SENTENCE,
      message: 'Kürzerer Text auf Seite 6',
      expected: /^Auf Seite 6 steht nur ein kurzer Satz \(„Mia, ein Mädchen, wohnt im Wald\.“\)/,
    },
  ],
  [
    'ein neuer Text, die englische Zeile bleibt: der Text ist für die deutsche',
    {
      plan: DE_EN,
      message: 'Auf Seite 6 soll stehen „Mia wohnt am Waldrand.“, die englische Zeile bleibt',
      expected: [{ target: 'page_text', action: 'rewrite', page: 5, body: { de: 'Mia wohnt am Waldrand.' } }],
    },
  ],
  [
    'die deutsche Zeile bleibt, „englisch: …“ ist die englische',
    {
      plan: DE_EN,
      message: 'Auf Seite 6 soll die deutsche Zeile bleiben, englisch: „Mia lives by the forest.“',
      expected: [
        {
          target: 'page_text',
          action: 'translate_line',
          page: 5,
          language: 'en',
          text: 'Mia lives by the forest.',
        },
      ],
    },
  ],
  [
    'Tippfehler („kürtzer“)',
    {
      plan: DE_EN,
      message: 'seite 6 kürtzer bitte',
      expected: [{ target: 'page_text', action: 'shorten', page: 5 }],
    },
  ],
  [
    '„X heißt bei uns N“',
    {
      plan: MIA,
      message: 'Der Fuchs heißt bei uns Fridolin',
      expected: [
        { target: 'character', action: 'rename', character: 1, name: { de: 'Fridolin', en: 'Fridolin' } },
      ],
    },
  ],
  [
    '„braun statt grün“: das, was jetzt grün ist',
    {
      plan: MIA,
      message: 'Mia soll braun sein statt grün',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { clothing: BROWN } } },
      ],
    },
  ],
  [
    'ein Bart, den die Zeichnung nicht hat, bleibt draußen; die Haare kommen',
    {
      plan: MIA,
      message: 'Mia soll einen grauen Bart und rote Haare haben',
      expected: [
        { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: RED_HAIR } } },
      ],
    },
  ],
  [
    'ein neuer Name ohne Namen',
    { plan: DE_EN, message: 'Der Fuchs soll anders heißen', expected: /^Wie soll der Fuchs heißen\?/ },
  ],
  [
    'etwas, das schon so ist',
    {
      plan: DE_EN,
      message: 'Mia soll eine Brille tragen',
      expected: /^Mia: mit Brille – das ist schon so\./,
    },
  ],
];

describe('EmbeddedRefinementPlanner: English requests', () => {
  it.each(ENGLISH)('%s', (_name, c) => {
    check('en', c);
  });
});

describe('EmbeddedRefinementPlanner: German requests', () => {
  it.each(GERMAN)('%s', (_name, c) => {
    check('de', c);
  });
});

describe('EmbeddedRefinementPlanner', () => {
  it('has enough cases in each language, six or more of them asking back', () => {
    for (const cases of [ENGLISH, GERMAN]) {
      expect(cases.length).toBeGreaterThanOrEqual(12);
      expect(cases.filter(([, c]) => c.expected instanceof RegExp).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('is deterministic and answers through the port', async () => {
    const planner = new EmbeddedRefinementPlanner();
    const request = { message: 'Mia red hair and the fox’s scarf blue', focusPages: [6] };
    const first = await planner.plan(context(DE_EN, 'en'), request);
    expect(await planner.plan(context(DE_EN, 'en'), request)).toEqual(first);
  });

  it('writes rationales in the customer’s language, whatever language the book is in', () => {
    const answer = planRefinement(context(EN_DE, 'de'), {
      message: 'Tom soll rote Haare haben',
      focusPages: [6],
    });
    expect(answer).toMatchObject({
      kind: 'plan',
      changes: [
        { rationale: 'Tom: Haare in Rot – auf jeder Seite, auf der Tom vorkommt, und auf dem Titelbild.' },
      ],
    });
  });

  it('reads "the last page" in every language as the book’s last story page with what the wish needs', () => {
    const pages = planPages({ plan: DE_EN, format: 'booklet', textBackground: true }).pages;
    const lastWith = (need: (p: (typeof pages)[number]) => boolean) =>
      pages.findLastIndex((p) => p.kind.startsWith('story') && need(p)) + 2;
    for (const message of [
      'On the last page it should be snowing',
      'Auf der letzten Seite soll es schneien',
      'Il doit neiger sur la dernière page',
      'En la última página debe nevar',
    ])
      expect(planRefinement(context(DE_EN, 'en'), { message, focusPages: [] })).toMatchObject({
        kind: 'plan',
        changes: [{ target: 'page_scene', page: lastWith((p) => !!p.illustration) - 1 }],
      });
    expect(
      planRefinement(context(DE_EN, 'de'), {
        message: 'Der Text der letzten Seite ist zu lang',
        focusPages: [],
      }),
    ).toMatchObject({
      kind: 'plan',
      changes: [{ target: 'page_text', action: 'shorten', page: lastWith((p) => !!p.text) - 1 }],
    });
  });

  it('reads a hair length said after the hair’s colour ("hair should be red and short")', () => {
    for (const [message, locale] of [
      ['Mia’s hair should be red and short', 'en'],
      ['Mias Haare sollen rot sein und kurz', 'de'],
    ] as const) {
      const answer = planRefinement(context(DE_EN, locale), { message, focusPages: [] });
      expect(answer).toMatchObject({ kind: 'plan', changes: [{ look: { hairLength: 'short' } }] });
    }
  });

  it('plans over the story state it is given: an earlier refinement is part of the book', () => {
    const renamed = applyChanges(DE_EN, [
      { target: 'character', action: 'rename', character: 1, name: { de: 'Rufus' }, rationale: 'x' },
    ]);
    const answer = planRefinement(context(renamed, 'de'), {
      message: 'Rufus soll einen roten Umhang tragen',
      focusPages: [6],
    });
    expect(answer).toMatchObject({
      kind: 'plan',
      changes: [{ character: 1, look: { clothing: 'cape', colors: { clothing: '#e53935' } } }],
    });
    // Pages that exist in the page plan of the book's format only.
    const pages = planPages({ plan: renamed, format: 'booklet', textBackground: true });
    expect(
      planRefinement(context(renamed, 'en'), {
        message: `Shorter text on page ${pages.pageCount + 2}`,
        focusPages: [],
      }),
    ).toMatchObject({
      kind: 'clarify',
    });
  });
});
