import { planPages } from '../production/plan-pages';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { applyChanges, coverTouched, touchedPages } from './apply-changes';
import type { PlannedChange, RefinementAnswer, RefinementContext } from './changes';
import { coloursIn, familyOf } from './colour-words';
import { luminance } from '../production/contrast';
import { customerLanguage, isVisible, planRefinement } from './embedded-planner';
import { kindReplacer } from './kind-text';
import { kindById } from './kind-words';
import { dropRejected, readRequest } from './read-request';

/**
 * Refinement in dialogue (issue #21): multi-turn conversations as a parent has them — each message planned
 * on its own with the session as context, answers read with the question's request, a new wish replacing a
 * stale question, no question asked twice, answers in the parent's language — and no plan that changes
 * nothing a parent can see.
 */

/** The tester's book: English main line, German translation; Mia (0) and her fox Sonni (1) in a red scarf. */
const SONNI = planStory({
  bookId: 'sonni-en',
  idea: 'Mia and her fox Sonni look for a treasure in the forest',
  age: 5,
  mainLanguage: 'en',
  translationLanguage: 'de',
  style: 'watercolor',
});
/** German main line: Mia (0) and her fox Sonni (1) in a cape. */
const SONNI_DE = planStory({
  bookId: 'sonni',
  idea: 'Mia und ihr Fuchs Sonni suchen einen Schatz im Wald',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
/** Jonas (0) and Krümel (1), whom the story engine made a boy. */
const KRUEMEL = planStory({
  bookId: 'kr',
  idea: 'Jonas, 5, und sein brauner Dackel Krümel gehen zum Strand',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});

/** SONNI with looks fixed here (not by the story engine): Mia, red hair, a yellow scarf; Sonni, a fox in a red scarf. */
const FIXED: StoryPlan = {
  ...SONNI,
  cast: SONNI.cast.map((c, i) => ({
    ...c,
    sheet:
      i === 0
        ? {
            ...c.sheet,
            species: 'person',
            gender: 'f',
            kind: 'girl',
            clothing: 'scarf',
            features: [],
            colors: { ...c.sheet.colors, hair: '#c4572e', clothing: '#fdd835' },
          }
        : {
            ...c.sheet,
            species: 'fox',
            gender: 'f',
            kind: 'fox',
            clothing: 'scarf',
            features: ['big-ears'],
            colors: { ...c.sheet.colors, clothing: '#e53935' },
          },
  })),
};
/** KRUEMEL with Krümel a boy in green overalls (what the parent saw), whatever the engine makes. */
const KRUEMEL_BOY: StoryPlan = {
  ...KRUEMEL,
  cast: KRUEMEL.cast.map((c, i) =>
    i === 1
      ? {
          ...c,
          sheet: {
            ...c.sheet,
            species: 'person',
            gender: 'm',
            kind: 'boy',
            clothing: 'overalls',
            features: [],
            colors: { ...c.sheet.colors, hair: '#6b3e26', clothing: '#6a994e' },
          },
        }
      : c,
  ),
};

const context = (plan: StoryPlan, locale: 'de' | 'en'): RefinementContext => ({
  plan,
  format: 'booklet',
  textBackground: true,
  locale,
});

type Look = Partial<PlannedChange> & Record<string, unknown>;
interface Turn {
  say: string;
  focus?: number[];
  /** A plan with these changes (partial match, in order), or a question matching this pattern. */
  plan?: Look[];
  ask?: RegExp;
  /** The language the answer must be in. */
  in?: 'de' | 'en';
}

const GERMAN_ANSWER = /\b(?:und|ist|soll|Seite|Änderung|jetzt|auf|oder|welche|was)\b/;
const ENGLISH_ANSWER = /\b(?:the|is|should|page|change|now|on|or|which|what)\b/i;

/** Plays a conversation as the refinement service does: every earlier message of the session as history. */
function converse(plan: StoryPlan, site: 'de' | 'en', turns: Turn[]): RefinementAnswer[] {
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  const answers: RefinementAnswer[] = [];
  const questions: string[] = [];
  for (const turn of turns) {
    const answer = planRefinement(context(plan, site), {
      message: turn.say,
      focusPages: turn.focus ?? [6],
      earlier: history.filter((m) => m.role === 'user').map((m) => m.content),
      history: [...history],
    });
    answers.push(answer);
    const said = answer.kind === 'plan' ? answer.summary : answer.prompt;
    if (turn.plan) {
      expect({ turn: turn.say, answer }).toMatchObject({
        turn: turn.say,
        answer: { kind: 'plan', changes: turn.plan },
      });
      if (answer.kind === 'plan') {
        expect(answer.changes).toHaveLength(turn.plan.length);
        // What the planner offers, the book can take, and a parent can see.
        const options = { format: 'booklet' as const, textBackground: true };
        for (const change of answer.changes) expect(isVisible(plan, change, options)).toBe(true);
      }
    }
    if (turn.ask) {
      expect({ turn: turn.say, answer }).toEqual({
        turn: turn.say,
        answer: { kind: 'clarify', prompt: expect.stringMatching(turn.ask) },
      });
    }
    if (turn.in) expect(said).toMatch(turn.in === 'de' ? GERMAN_ANSWER : ENGLISH_ANSWER);
    // Never the same question twice in one session.
    if (answer.kind === 'clarify') {
      expect(questions).not.toContain(answer.prompt);
      questions.push(answer.prompt);
    }
    history.push({ role: 'user', content: turn.say }, { role: 'assistant', content: said });
  }
  return answers;
}

const scarf = (hex: string): Look => ({
  target: 'character',
  action: 'change_look',
  character: 1,
  look: { clothing: 'scarf', colors: { clothing: hex } },
});
const hair = (character: number, hex: string): Look => ({
  target: 'character',
  action: 'change_look',
  character,
  look: { colors: { hair: hex } },
});
const BLUE = '#1e88e5';
const GREEN = '#43a047';

const CONVERSATIONS: Array<[string, StoryPlan, 'de' | 'en', Turn[]]> = [
  [
    'the tester’s session: "blue instead of red", then every further wish is planned (no sticky question)',
    SONNI,
    'en',
    [
      { say: "Please make Sonni's scarf blue instead of red.", plan: [scarf(BLUE)], in: 'en' },
      { say: "Make the fox's scarf blue", plan: [scarf(BLUE)], in: 'en' },
      { say: 'Mach Sonnis Schal blau', plan: [scarf(BLUE)], in: 'de' },
      { say: "Change Mia's hair to black", plan: [hair(0, '#1f1b1a')], in: 'en' },
    ],
  ],
  [
    'a stale question is replaced by a new, clear wish',
    SONNI,
    'en',
    [
      { say: 'Make it blue', ask: /^What should be blue/ },
      { say: "Change Mia's hair to black", plan: [hair(0, '#1f1b1a')] },
    ],
  ],
  [
    'an answer to "what should be blue?" gives the plan',
    SONNI,
    'en',
    [
      { say: 'Make it blue', ask: /^What should be blue/ },
      { say: "the fox's scarf", plan: [scarf(BLUE)] },
    ],
  ],
  [
    'German: "nicht rot, sondern blau"',
    SONNI_DE,
    'de',
    [{ say: 'Sonnis Schal soll nicht rot, sondern blau sein', plan: [scarf(BLUE)], in: 'de' }],
  ],
  [
    'German: "X statt Y" for hair',
    SONNI_DE,
    'de',
    [{ say: 'Mia soll blonde statt schwarze Haare haben', plan: [hair(0, '#f0d58c')], in: 'de' }],
  ],
  [
    '"X, not Y" and "from Y to X" (navy)',
    SONNI,
    'en',
    [
      { say: "Sonni's scarf should be green, not red", plan: [scarf('#43a047')] },
      { say: "Change Sonni's scarf from red to navy", plan: [scarf('#1f3a93')] },
    ],
  ],
  [
    'a vague wish is asked back once; then concrete options of this book; then examples — never a loop',
    SONNI,
    'en',
    [
      { say: 'change it', ask: /^What exactly should change\?/ },
      { say: 'change it please', ask: /^That is not concrete enough for me yet\..*Sonni \(a fox/s },
      { say: 'just change it', ask: /^It works best with one sentence like these/ },
      { say: 'change something', ask: /^I cannot make a change out of "change something" yet/ },
      { say: 'Give Sonni a yellow scarf', plan: [scarf('#fdd835')] },
    ],
  ],
  [
    'German vague wish: asked once, then the book’s options, in German on an English site',
    SONNI_DE,
    'en',
    [
      { say: 'mach es schöner', ask: /^Was genau soll sich ändern\?/, in: 'de' },
      { say: 'mach es einfach schöner', ask: /^Das ist mir noch zu ungenau\..*Sonni \(ein Fuchs/s, in: 'de' },
      { say: 'Sonni soll einen grünen Schal haben', plan: [scarf('#43a047')], in: 'de' },
    ],
  ],
  [
    '"yes" to "do you mean the page you are looking at?"',
    SONNI,
    'en',
    [
      { say: 'Shorter text', focus: [12], ask: /^On which page\?.*Do you mean page 12/ },
      { say: 'yes', focus: [12], plan: [{ target: 'page_text', action: 'shorten', page: 11 }] },
    ],
  ],
  [
    '„diese Seite“ is the focus page',
    SONNI_DE,
    'de',
    [
      { say: 'Kürzerer Text', focus: [12], ask: /^Auf welcher Seite\?/ },
      { say: 'diese Seite', focus: [12], plan: [{ target: 'page_text', action: 'shorten', page: 11 }] },
    ],
  ],
  [
    'the dachshund the engine made a boy (English)',
    KRUEMEL,
    'en',
    [
      {
        say: 'Krümel is a brown dachshund, not a boy',
        plan: [
          {
            target: 'character',
            action: 'change_look',
            character: 1,
            look: { species: 'dog', kind: 'dachshund', colors: { body: '#6b3e26' } },
          },
        ],
        in: 'en',
      },
    ],
  ],
  [
    'der Dackel, der ein Junge wurde (Deutsch)',
    KRUEMEL,
    'de',
    [
      {
        say: 'Krümel ist ein brauner Dackel, kein Junge',
        plan: [{ character: 1, look: { species: 'dog', kind: 'dachshund' } }],
        in: 'de',
      },
    ],
  ],
  [
    'a kind the book already has is said, not planned; then another animal is',
    SONNI,
    'en',
    [
      { say: 'Sonni is a fox', ask: /^Sonni: a fox — that is already so/ },
      {
        say: 'Sonni should be a cat',
        plan: [{ character: 1, look: { species: 'cat', kind: 'cat' } }],
      },
    ],
  ],
  [
    'a kind the drawing cannot show is said honestly, with what it can do; the answer gives the plan',
    SONNI,
    'en',
    [
      { say: 'Sonni should be a pangolin', ask: /^I cannot draw Sonni as "pangolin".*a dachshund/ },
      {
        say: 'Sonni soll ein Gürteltier sein',
        ask: /^Sonni als „Gürteltier“ kann ich nicht zeichnen/,
        in: 'de',
      },
      { say: 'then a dachshund', plan: [{ character: 1, look: { species: 'dog', kind: 'dachshund' } }] },
      { say: 'Mia should be a pirate', plan: [{ character: 0, look: { kind: 'pirate', grownUp: true } }] },
    ],
  ],
  [
    'an exchange of kinds names the new kind; the one the parent no longer wants says who (issue #21)',
    SONNI,
    'en',
    [
      { say: 'change the fox to a cat', plan: [{ character: 1, look: { species: 'cat', kind: 'cat' } }] },
      {
        say: 'can it be a dog instead of a fox?',
        plan: [{ character: 1, look: { species: 'dog', kind: 'dog' } }],
      },
      {
        say: "I'd prefer a wolf rather than a fox",
        plan: [{ character: 1, look: { species: 'dog', kind: 'wolf' } }],
      },
    ],
  ],
  [
    'a she-animal is the pet with its sex, not another animal ("Krümel ist eine Hündin")',
    KRUEMEL,
    'de',
    [
      { say: 'Krümel ist eine Hündin', plan: [{ character: 1, look: { gender: 'f' } }], in: 'de' },
      {
        say: 'Mach aus Krümel lieber eine Katze',
        plan: [{ character: 1, look: { species: 'cat', kind: 'cat' } }],
        in: 'de',
      },
    ],
  ],
  [
    'a part the drawing cannot show, named without a colour, is said honestly ("einen Bart haben")',
    KRUEMEL,
    'de',
    [
      { say: 'Jonas soll einen Bart haben', ask: /^„Jonas: Bart“ kann ich nicht zeichnen/, in: 'de' },
      {
        say: 'Krümel soll ein Halsband tragen',
        ask: /^„Krümel: Halsband“ kann ich nicht zeichnen/,
        in: 'de',
      },
      { say: 'Give Jonas earrings', ask: /^“Jonas: earrings” is something I cannot draw/ },
      {
        say: 'Jonas soll eine Brille tragen',
        plan: [{ character: 0, look: { addFeatures: ['glasses'] } }],
        in: 'de',
      },
    ],
  ],
  [
    'a correction moves the wish before to the one meant: another character, another page, not that colour',
    SONNI,
    'en',
    [
      {
        say: "Make Sonni's scarf green",
        plan: [{ character: 1, look: { clothing: 'scarf', colors: { clothing: GREEN } } }],
      },
      {
        say: "no, I meant Mia's scarf",
        plan: [{ character: 0, look: { clothing: 'scarf', colors: { clothing: GREEN } } }],
      },
    ],
  ],
  [
    '"not green" says no to the colour just planned and asks which; "no, not green, blue" plans blue',
    SONNI,
    'en',
    [
      {
        say: "Make Sonni's scarf green",
        plan: [{ character: 1, look: { clothing: 'scarf', colors: { clothing: GREEN } } }],
      },
      { say: 'not green', ask: /^Which colour should Sonni's scarf be\?/ },
      {
        say: 'no, not green, blue',
        plan: [{ character: 1, look: { clothing: 'scarf', colors: { clothing: BLUE } } }],
      },
    ],
  ],
  [
    'a correction in German: "nein, ich meinte Jonas" carries the wish, with its own question',
    KRUEMEL,
    'de',
    [
      {
        say: 'Mach Krümel schwarz',
        plan: [{ character: 1, look: { colors: { body: expect.any(String) } } }],
        in: 'de',
      },
      { say: 'nein, ich meinte Jonas', ask: /^Jonas – was davon soll schwarz werden/, in: 'de' },
    ],
  ],
  [
    'a new wish after a rename question',
    SONNI,
    'en',
    [
      { say: 'Rename Sonni', ask: /^What should Sonni be called\?/ },
      {
        say: 'Give Mia a yellow hat',
        plan: [{ character: 0, look: { addFeatures: ['hat'], colors: { accent: '#fdd835' } } }],
      },
    ],
  ],
  [
    'an answer that does not help gets a more concrete question, not the same one',
    SONNI,
    'en',
    [
      { say: 'Make it blue', ask: /^What should be blue/ },
      { say: 'hmm', ask: /^That is not concrete enough for me yet/ },
      { say: "Sonni's scarf", plan: [scarf(BLUE)] },
    ],
  ],
  [
    'colours from data: türkis, dunkelblau, hyphenated and compound colours',
    SONNI_DE,
    'de',
    [
      { say: 'Mach Sonnis Schal türkis', plan: [scarf('#1abc9c')] },
      { say: 'Sonnis Schal soll dunkelblau sein', plan: [scarf('#1f3a93')] },
      { say: "Make Sonni's scarf dark-blue", plan: [scarf('#1f3a93')], in: 'en' },
      { say: 'Sonnis Schal soll blaugrün sein', plan: [scarf(coloursIn('blaugrün')[0]?.item.hex as string)] },
      {
        say: 'Mia soll dunkelrote Haare haben',
        plan: [{ character: 0, look: { colors: { hair: coloursIn('dunkelrot')[0]?.item.hair } } }],
      },
    ],
  ],
  [
    'answers follow the parent’s language, whatever the site',
    SONNI,
    'de',
    [
      { say: 'Make it blue', ask: /^What should be blue/, in: 'en' },
      { say: 'Mach es blau', ask: /^Was soll blau werden/, in: 'de' },
    ],
  ],
  [
    '"this page" for a picture, then a new wish about another page',
    SONNI,
    'en',
    [
      {
        say: 'Only Mia on this page',
        focus: [5],
        plan: [{ target: 'page_scene', action: 'set_cast', page: 4, scene: { cast: [0] } }],
      },
      {
        say: 'On page 7 they should be at the beach',
        plan: [{ target: 'page_scene', action: 'set_place', page: 6, scene: { setting: 'beach' } }],
      },
    ],
  ],
];

const BLACK_HAIR = '#1f1b1a';

/** Conversations written for issue #21's redesign: each turn on its own merits, the session as context. */
const MORE_CONVERSATIONS: Array<[string, StoryPlan, 'de' | 'en', Turn[]]> = [
  [
    '"and give her a blue dress" after a plan: "her" is Mia, both wishes in one plan',
    FIXED,
    'en',
    [
      { say: "Mia's hair should be black instead of red", plan: [hair(0, BLACK_HAIR)] },
      {
        say: 'and give her a blue dress',
        plan: [{ character: 0, look: { clothing: 'dress', colors: { hair: BLACK_HAIR, clothing: BLUE } } }],
      },
    ],
  ],
  [
    '"no, green" corrects the colour just planned',
    FIXED,
    'en',
    [
      { say: 'Give Sonni a yellow scarf', plan: [scarf('#fdd835')] },
      { say: 'no, green', plan: [scarf(GREEN)] },
    ],
  ],
  [
    '"and Sonni too": the wish before, for Sonni as well',
    FIXED,
    'en',
    [
      { say: 'Mia should wear glasses', plan: [{ character: 0, look: { addFeatures: ['glasses'] } }] },
      {
        say: 'and Sonni too',
        plan: [
          { character: 0, look: { addFeatures: ['glasses'] } },
          { character: 1, look: { addFeatures: ['glasses'] } },
        ],
      },
    ],
  ],
  [
    'the one the parent talks about: "Can Mia look different?" — "blonde hair"',
    FIXED,
    'en',
    [
      { say: 'Can Mia look different?', ask: /^What should change about Mia\?/ },
      { say: 'blonde hair', plan: [hair(0, '#f0d58c')] },
    ],
  ],
  [
    '"Krümel ist kein Junge!" asks what Krümel is; "ein Dackel" gives the plan',
    KRUEMEL_BOY,
    'de',
    [
      { say: 'Krümel ist kein Junge!', ask: /^Krümel ist kein Junge – was ist Krümel dann\?/, in: 'de' },
      { say: 'ein Dackel', plan: [{ character: 1, look: { species: 'dog', kind: 'dachshund' } }] },
    ],
  ],
  [
    '"Sonni is not a fox" — "a cat"',
    FIXED,
    'en',
    [
      { say: 'Sonni is not a fox', ask: /^Sonni is not a fox — what is Sonni then\?/ },
      { say: 'a cat', plan: [{ character: 1, look: { species: 'cat', kind: 'cat' } }] },
    ],
  ],
  [
    '"Rename her" with nobody named before asks whom and which name; "Mia → Maya" answers both',
    FIXED,
    'en',
    [
      { say: 'Rename her', ask: /^Who should get a new name, and which one\? The characters: Mia or Sonni/ },
      { say: 'Mia → Maya', plan: [{ action: 'rename', character: 0, name: { en: 'Maya', de: 'Maya' } }] },
    ],
  ],
  [
    'a new text for one line is planned at once; the other line sent after completes the same change',
    FIXED,
    'en',
    [
      {
        say: 'Change the text on page 6 to "Mia lives at the edge of the forest."',
        plan: [{ action: 'rewrite', page: 5, body: { en: 'Mia lives at the edge of the forest.' } }],
      },
      {
        say: 'German: "Mia wohnt am Waldrand."',
        plan: [
          {
            action: 'rewrite',
            page: 5,
            body: { en: 'Mia lives at the edge of the forest.', de: 'Mia wohnt am Waldrand.' },
          },
        ],
      },
    ],
  ],
  [
    'a page number alone answers "on which page?"; a kind is corrected like a colour',
    FIXED,
    'en',
    [
      { say: 'Shorter text please', focus: [], ask: /^On which page\?/ },
      { say: '12', focus: [], plan: [{ target: 'page_text', action: 'shorten', page: 11 }] },
      { say: 'Sonni should be a dog', plan: [{ character: 1, look: { species: 'dog', kind: 'dog' } }] },
      { say: 'no wait, a cat', plan: [{ character: 1, look: { species: 'cat', kind: 'cat' } }] },
    ],
  ],
  [
    '"… and page 10 too" repeats the page wish before; "a different name" asks whom and which',
    FIXED,
    'en',
    [
      { say: 'Shorter text on page 8', plan: [{ target: 'page_text', action: 'shorten', page: 7 }] },
      {
        say: 'and page 10 as well',
        plan: [
          { target: 'page_text', action: 'shorten', page: 7 },
          { target: 'page_text', action: 'shorten', page: 9 },
        ],
      },
      { say: 'I want a different name', ask: /^Who should get a new name, and which one\?/ },
      { say: 'for Sonni: Pepper', plan: [{ action: 'rename', character: 1, name: { en: 'Pepper' } }] },
    ],
  ],
  [
    '"Jonas" — "Mach ihn braun" asks about Jonas; "Die Brille von Jonas" — "weg damit" takes it off',
    {
      ...KRUEMEL_BOY,
      cast: KRUEMEL_BOY.cast.map((c, i) =>
        i === 0 ? { ...c, sheet: { ...c.sheet, features: ['glasses'] } } : c,
      ),
    },
    'de',
    [
      { say: 'Jonas', ask: /^Was soll sich an Jonas ändern\?/ },
      { say: 'Mach ihn braun', ask: /^Jonas – was davon soll braun werden/ },
      { say: 'Die Brille von Jonas', ask: /Jonas: mit Brille – das ist schon so/ },
      { say: 'weg damit', plan: [{ character: 0, look: { removeFeatures: ['glasses'] } }] },
    ],
  ],
  [
    'a German session: "Der Schal" — "von Sonni, in Blau"; then "nein, lieber grün"',
    FIXED,
    'de',
    [
      { say: 'Der Schal', ask: /^Für wen soll das gelten \(Schal\)\?/, in: 'de' },
      { say: 'von Sonni, in Blau', plan: [scarf(BLUE)], in: 'de' },
      { say: 'nein, lieber grün', plan: [scarf(GREEN)], in: 'de' },
    ],
  ],
  [
    'a pet is "he" whatever its drawing: "The fox looks wrong" — "he should be grey" (its fur)',
    FIXED,
    'en',
    [
      { say: 'The fox looks wrong', ask: /^What should change about Sonni\?/ },
      { say: 'he should be grey', plan: [{ character: 1, look: { colors: { body: expect.any(String) } } }] },
    ],
  ],
  [
    '"the page" is the page in view; without one, the answer gives it: "Die Seite ist zu lang" — "Seite 12"',
    FIXED,
    'de',
    [
      { say: 'Die Seite ist zu lang', focus: [], ask: /^Auf welcher Seite\?/ },
      { say: 'Seite 12', plan: [{ target: 'page_text', action: 'shorten' }] },
      { say: 'Die Seite ist zu lang', focus: [12], plan: [{ target: 'page_text', action: 'shorten' }] },
    ],
  ],
  [
    '"both of them" is every character: "Give both of them hats"',
    FIXED,
    'en',
    [
      {
        say: 'Give both of them hats',
        plan: [
          { character: 0, look: { addFeatures: ['hat'] } },
          { character: 1, look: { addFeatures: ['hat'] } },
        ],
      },
    ],
  ],
  [
    'whom the book is for is no character: "This page is too long for my son"; "spelled Miah" renames to Miah',
    FIXED,
    'en',
    [
      {
        say: 'This page is too long for my son',
        focus: [12],
        plan: [{ target: 'page_text', action: 'shorten' }],
      },
      { say: "Mia's name is spelled Miah", plan: [{ action: 'rename', character: 0, name: { en: 'Miah' } }] },
    ],
  ],
  [
    '"a different colour" asks which colour of the fur, and the answer gives the plan (issue #21)',
    SONNI,
    'en',
    [
      { say: "I don't like the fox", ask: /^What should change about Sonni/ },
      { say: 'make him a different colour', ask: /^Which colour should Sonni's fur be/ },
      {
        say: 'grey',
        plan: [
          {
            target: 'character',
            action: 'change_look',
            character: 1,
            look: { colors: { body: expect.any(String) } },
          },
        ],
      },
    ],
  ],
  [
    '"die Farbe vom Hund passt nicht" fragt nach der Fellfarbe (issue #21)',
    KRUEMEL,
    'de',
    [
      { say: 'Die Farbe vom Hund passt nicht', ask: /Fell/ },
      {
        say: 'hellbraun',
        plan: [
          {
            target: 'character',
            action: 'change_look',
            character: 1,
            look: { colors: { body: expect.any(String) } },
          },
        ],
      },
    ],
  ],
  [
    'a complaint about how a character looks is asked about, then the wish after it is planned for it',
    KRUEMEL_BOY,
    'de',
    [
      { say: 'Krümel sieht aus wie eine Katze', ask: /Was soll sich an Krümel ändern\?/ },
      {
        say: 'Er soll ein Dackel sein, mit langen Ohren',
        // The second clause is about the first one's subject, and an animal now: big ears are possible.
        plan: [
          {
            target: 'character',
            action: 'change_look',
            character: 1,
            look: { species: 'dog', kind: 'dachshund' },
          },
          { target: 'character', action: 'change_look', character: 1, look: { addFeatures: ['big-ears'] } },
        ],
      },
    ],
  ],
  [
    'hair: curls, a length, a colour with curls, and ears made longer (not a text)',
    FIXED,
    'en',
    [
      { say: 'Mia should have curly hair', plan: [{ character: 0, look: { addFeatures: ['curls'] } }] },
      { say: "Mia's hair should be short", plan: [{ character: 0, look: { hairLength: 'short' } }] },
      { say: "Make Sonni's ears longer", ask: /big ears — that is already so/ },
      {
        say: 'Mia soll braune Locken haben',
        plan: [{ character: 0, look: { addFeatures: ['curls'], colors: { hair: expect.any(String) } } }],
        in: 'de',
      },
    ],
  ],
];

describe('EmbeddedRefinementPlanner in dialogue (issue #21)', () => {
  it.each(MORE_CONVERSATIONS)('%s', (_name, plan, site, turns) => {
    converse(plan, site, turns);
  });

  it('knows a character by the kind the parent wrote next to its name ("sein Dackel Krümel" → "der Hund")', () => {
    const answer = planRefinement(context(KRUEMEL_BOY, 'de'), {
      message: 'Der Hund heißt eigentlich Krümelchen',
      focusPages: [6],
    });
    expect(answer).toMatchObject({
      kind: 'plan',
      changes: [{ target: 'character', action: 'rename', character: 1, name: { de: 'Krümelchen' } }],
    });
  });

  it.each(['Krümel ist braun', 'Krümel soll braunes Fell haben', 'Der Dackel soll braun sein'])(
    'a wish only an animal has brings back the animal the idea said ("sein brauner Dackel Krümel"): %s',
    (message) => {
      const answer = planRefinement(context(KRUEMEL_BOY, 'de'), { message, focusPages: [6] });
      expect(answer).toMatchObject({
        kind: 'plan',
        changes: [{ character: 1, look: { species: 'dog', kind: 'dachshund', colors: { body: '#6b3e26' } } }],
      });
    },
  );

  it('says with the plan what of the wish the drawing cannot show', () => {
    const answer = planRefinement(context(FIXED, 'de'), {
      message: 'Mia soll einen grauen Bart und schwarze Haare haben',
      focusPages: [6],
    });
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    expect(answer.changes).toEqual([
      expect.objectContaining({ character: 0, look: { colors: { hair: BLACK_HAIR } } }),
    ]);
    expect(answer.summary).toMatch(
      /„Mia: grauen Bart“ kann ich nicht zeichnen, das ist nicht Teil der Änderung/,
    );
  });

  it('has at least 15 conversations', () => {
    expect(CONVERSATIONS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CONVERSATIONS)('%s', (_name, plan, site, turns) => {
    converse(plan, site, turns);
  });

  it('knows its own questions when a caller gives only the parent’s side (earlier), so it does not loop', () => {
    const first = planRefinement(context(SONNI, 'en'), { message: 'change it', focusPages: [6] });
    const second = planRefinement(context(SONNI, 'en'), {
      message: 'change it please',
      focusPages: [6],
      earlier: ['change it'],
    });
    expect(first.kind).toBe('clarify');
    expect(second).toEqual({
      kind: 'clarify',
      prompt: expect.stringMatching(/^That is not concrete enough/),
    });
  });

  it('changes what a confirmed kind change says: the sheet, the cover and the cast line', () => {
    const answer = planRefinement(context(KRUEMEL, 'en'), {
      message: 'Krümel is a brown dachshund, not a boy',
      focusPages: [6],
    });
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    const after = applyChanges(KRUEMEL, answer.changes, { format: 'booklet' });
    const krümel = after.cast[1];
    expect(krümel?.sheet).toMatchObject({ species: 'dog', colors: { body: '#6b3e26' } });
    expect(krümel?.description.de).toMatch(/^Krümel ist (in dieser Geschichte )?ein Dackel\.$/);
    expect(krümel?.description.en).toBe('Krümel is a dachshund in this story.');
    // Jonas is a boy still: "Jonas, ein Junge, …" is not about Krümel.
    expect(after.cast[0]?.sheet.species).toBe('person');
    expect(after.chapters[0]?.summary.de).toMatch(/Jonas, ein Junge\b/);
    const before = planPages({ plan: KRUEMEL, format: 'booklet', textBackground: true });
    const made = planPages({ plan: after, format: 'booklet', textBackground: true });
    expect(coverTouched(before, made)).toBe(true);
    expect(touchedPages(before, made).length).toBeGreaterThan(0);
  });

  it('the full book’s pages (manuscript) and the open kind follow a kind change and a rename', () => {
    const written: StoryPlan = {
      ...KRUEMEL,
      // As an older reader misread him: a boy.
      cast: KRUEMEL.cast.map((c, i) =>
        i === 1
          ? {
              ...c,
              kind: { de: 'Junge', en: 'boy' },
              sheet: { ...c.sheet, species: 'person' as const, kind: 'boy', gender: 'm' as const },
            }
          : c,
      ),
      manuscript: {
        format: 'booklet',
        ageBand: KRUEMEL.ageBand,
        writer: 'embedded',
        pages: [
          {
            chapter: 0,
            beat: 'setup',
            text: { de: 'Krümel ist ein kleiner Junge.', en: 'Krümel is a little boy.' },
            picture: {
              action: 'x',
              cast: ['c2'],
              place: 'beach',
              timeOfDay: 'day',
              weather: 'clear',
              mood: 'bright',
            },
          },
        ],
      },
    };
    const answer = planRefinement(context(written, 'de'), {
      message: 'Krümel ist ein brauner Dackel, kein Junge',
      focusPages: [6],
    });
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    const after = applyChanges(written, answer.changes, { format: 'booklet' });
    expect(after.manuscript?.pages[0]?.text).toEqual({
      de: 'Krümel ist ein kleiner Dackel.',
      en: 'Krümel is a little dachshund.',
    });
    expect(after.cast[1]?.kind).toEqual({ de: 'Dackel', en: 'dachshund' });
    const renamed = applyChanges(after, [
      { target: 'character', action: 'rename', character: 1, name: { de: 'Bello' }, rationale: 'x' },
    ]);
    expect(renamed.manuscript?.pages[0]?.text.de).toBe('Bello ist ein kleiner Dackel.');
  });

  it('renames an unnamed animal with its new kind ("der Fuchs" becomes "der Hund" in every text)', () => {
    const fox = planStory({
      bookId: 'fox',
      idea: 'Mia und ihr Fuchs suchen einen Schatz im Wald',
      age: 5,
      mainLanguage: 'de',
      translationLanguage: 'en',
      style: 'watercolor',
    });
    const answer = planRefinement(context(fox, 'de'), {
      message: 'Der Fuchs soll ein Hund sein',
      focusPages: [6],
    });
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    const after = applyChanges(fox, answer.changes);
    expect(after.cast[1]?.name).toEqual({ de: 'der Hund', en: 'the dog' });
    const text = after.chapters.map((c) => c.summary.de).join(' ');
    expect(text).toMatch(/\b(der|den|dem) Hund\b/);
    expect(text).not.toMatch(/Fuchs/);
  });
});

describe('relative colours and agreement (issue #21)', () => {
  const lum = (hex: string): number => luminance(hex);
  const lookOf = (answer: RefinementAnswer) => {
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    return (answer.changes[0] as Extract<PlannedChange, { action: 'change_look' }>).look;
  };

  it('"a bit darker" after a proposed colour darkens that colour, for the same character and part', () => {
    const [green, darker] = converse(FIXED, 'en', [
      { say: 'Give Sonni a green scarf', plan: [{ character: 1, look: { clothing: 'scarf' } }] },
      { say: 'make it a bit darker', plan: [{ character: 1, look: { clothing: 'scarf' } }], in: 'en' },
    ]);
    const before = lookOf(green as RefinementAnswer).colors?.clothing as string;
    const after = lookOf(darker as RefinementAnswer).colors?.clothing as string;
    expect(lum(after)).toBeLessThan(lum(before));
    expect(familyOf(after)).toBe('green');
  });

  it.each([
    ["Make Sonni's scarf lighter", 'en', 1, 'clothing'],
    ['Mias Haare sollen etwas dunkler sein', 'de', 0, 'hair'],
    ['Sonnis Fell bitte heller', 'de', 1, 'body'],
  ] as const)('%s: the colour it has now, a step lighter or darker', (message, locale, character, part) => {
    const answer = planRefinement(context(FIXED, locale), { message, focusPages: [6] });
    const look = lookOf(answer);
    const now = FIXED.cast[character]?.sheet.colors[part] as string;
    const asked = look.colors?.[part] as string;
    expect(answer).toMatchObject({ changes: [{ character }] });
    if (/dunkler|darker/.test(message)) expect(lum(asked)).toBeLessThan(lum(now));
    else expect(lum(asked)).toBeGreaterThan(lum(now));
  });

  it('"ein heller Schal" is a light scarf, not a lighter one; "etwas heller" is lighter', () => {
    const [light] = readRequest(FIXED, ['Mia soll einen heller Schal haben']).intents;
    expect(light).toMatchObject({ kind: 'look', who: [0] });
    expect(light).not.toHaveProperty('relative');
    const [lighter] = readRequest(FIXED, ['Mias Schal etwas heller']).intents;
    expect(lighter).toMatchObject({ kind: 'look', who: [0], relative: 'light' });
  });

  it('"yes", "ja genau", "perfect, thanks" keep the plan just proposed; "yes, but lighter" changes it', () => {
    const answers = converse(FIXED, 'de', [
      { say: 'Gib Sonni einen grünen Schal', plan: [{ character: 1, look: { clothing: 'scarf' } }] },
      { say: 'ja genau', plan: [{ character: 1, look: { clothing: 'scarf' } }] },
      { say: 'perfekt, danke', plan: [{ character: 1, look: { clothing: 'scarf' } }] },
      { say: 'ja, aber etwas heller', plan: [{ character: 1, look: { clothing: 'scarf' } }] },
    ]);
    const [first, yes, thanks, lighter] = answers.map((a) => lookOf(a).colors?.clothing as string);
    expect([yes, thanks]).toEqual([first, first]);
    expect(lum(lighter as string)).toBeGreaterThan(lum(first as string));
  });

  it('an agreement with more it cannot read ("yes please, round ones") keeps the plan', () => {
    converse(FIXED, 'en', [
      { say: 'Mia should have glasses', plan: [{ character: 0, look: { addFeatures: ['glasses'] } }] },
      { say: 'yes please, round ones', plan: [{ character: 0, look: { addFeatures: ['glasses'] } }] },
    ]);
  });

  it('a look taken back before it was confirmed leaves the plan; the rest stays, for the same character', () => {
    const [, instead, more] = converse(KRUEMEL_BOY, 'de', [
      { say: 'Jonas soll Locken haben', plan: [{ character: 0, look: { addFeatures: ['curls'] } }] },
      { say: 'doch keine Locken, lieber eine Brille', plan: [{ character: 0 }] },
      { say: 'und eine Schleife', plan: [{ character: 0 }] },
    ]);
    expect(lookOf(instead as RefinementAnswer).addFeatures).toEqual(['glasses']);
    expect(lookOf(more as RefinementAnswer).addFeatures).toEqual(['glasses', 'bow']);
  });

  it('"the same on page 12", "page 14 too", "genauso auf Seite 12" repeat every page wish before for those pages', () => {
    const night: Look = { target: 'page_scene', action: 'set_light' };
    const [, , same, too] = converse(FIXED, 'en', [
      { say: 'On page 9 it should be night', plan: [night] },
      { say: 'and raining', plan: [night, night] },
      { say: 'the same on page 12 please', plan: [night, night, night, night] },
      { say: 'page 14 too', plan: [night, night, night, night, night, night] },
    ]);
    const scenes = (a: RefinementAnswer) =>
      a.kind === 'plan' ? a.changes.map((c) => ('scene' in c ? c.scene : undefined)) : [];
    expect(scenes(too as RefinementAnswer).slice(4)).toEqual(scenes(same as RefinementAnswer).slice(2));
    converse(KRUEMEL, 'de', [
      { say: 'Auf Seite 10 soll es Nacht sein', plan: [night] },
      { say: 'genauso auf Seite 12', plan: [night, night] },
    ]);
  });

  it('"on every page", "auf allen Seiten" plan every story page that can take the wish, and skip those already so', () => {
    const pages = planPages({ plan: FIXED, format: 'booklet', textBackground: true }).pages;
    const storyText = pages.filter((p) => ['story', 'story-text'].includes(p.kind) && p.text).length;
    const shorter = planRefinement(context(FIXED, 'de'), {
      message: 'Kürzere Texte auf allen Seiten',
      focusPages: [6],
    });
    if (shorter.kind !== 'plan') throw new Error(shorter.prompt);
    expect(shorter.changes.every((c) => c.action === 'shorten')).toBe(true);
    expect(shorter.changes.length).toBeGreaterThan(storyText / 2);
    expect(shorter.changes.length).toBeLessThanOrEqual(storyText);
    const night = planRefinement(context(FIXED, 'en'), {
      message: 'It should be night on every page',
      focusPages: [6],
    });
    if (night.kind !== 'plan') throw new Error(night.prompt);
    const pictures = pages.filter((p) => p.kind.startsWith('story') && p.illustration).length;
    // Every picture page but those already at night (one here).
    expect(night.changes.length).toBeGreaterThan(pictures / 2);
    expect(night.changes.length).toBeLessThanOrEqual(pictures);
    expect(new Set(night.changes.map((c) => ('page' in c ? c.page : 0))).size).toBe(night.changes.length);
    const sonni = planRefinement(context(FIXED, 'en'), {
      message: 'Sonni should be on every page too',
      focusPages: [6],
    });
    if (sonni.kind !== 'plan') throw new Error(sonni.prompt);
    expect(sonni.changes.length).toBeLessThan(pictures);
    for (const c of sonni.changes) expect(c).toMatchObject({ action: 'set_cast', scene: { cast: [0, 1] } });
  });

  it('a message that only added to a plan is not read again with the next wish', () => {
    converse(FIXED, 'en', [
      { say: 'Give Mia a red dress', plan: [{ character: 0 }] },
      { say: 'and make it darker', plan: [{ character: 0 }] },
      { say: "Make Sonni's scarf lighter", plan: [{ character: 1, look: { clothing: 'scarf' } }] },
    ]);
  });
});

describe('titles, sizes, taking back (issue #21, session 14)', () => {
  const titleOf = (answer: RefinementAnswer) => {
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    const change = answer.changes.find((c) => c.action === 'retitle');
    return change?.action === 'retitle' ? change.title : undefined;
  };

  it.each([
    ['call the book "Mia and the Rainbow Forest"', 'en', { en: 'Mia and the Rainbow Forest' }],
    ['Please call the book The Colour Hunters', 'en', { en: 'The Colour Hunters' }],
    ['the book title should be: Sonni and Mia', 'en', { en: 'Sonni and Mia' }],
    ['Der Titel soll Mia findet den Schatz heißen', 'de', { de: 'Mia findet den Schatz' }],
    ['Kannst du das Buch umbenennen in „Mia am Meer“?', 'de', { de: 'Mia am Meer' }],
    ['Le titre doit être « Le trésor de Mia »', 'en', { en: 'Le trésor de Mia' }],
  ] as const)('%s: a new title, in the language it is written in', (message, locale, title) => {
    expect(titleOf(planRefinement(context(FIXED, locale), { message, focusPages: [6] }))).toEqual(title);
  });

  it('a title is a real change: the cover and the title page are made again, the other line stays', () => {
    const answer = planRefinement(context(FIXED, 'en'), {
      message: 'Call the book "Sonni\'s Big Day"',
      focusPages: [],
    });
    if (answer.kind !== 'plan') throw new Error(answer.prompt);
    const options = { format: 'booklet' as const, textBackground: true };
    const after = applyChanges(FIXED, answer.changes, options);
    expect(after.title).toEqual({ en: "Sonni's Big Day", de: FIXED.title.de });
    const [before, then] = [planPages({ plan: FIXED, ...options }), planPages({ plan: after, ...options })];
    expect(coverTouched(before, then)).toBe(true);
    expect(touchedPages(before, then)).toContain(1);
    expect(answer.summary).toMatch(/German title stays/);
  });

  it('"Der Titel gefällt mir nicht" asks for the title; the answer in quotes is it, and the other line follows', () => {
    converse(FIXED, 'de', [
      { say: 'Der Titel gefällt mir nicht', ask: /Wie soll das Buch heißen/ },
      {
        say: '„Mia und der Goldschatz“',
        plan: [{ action: 'retitle', title: { de: 'Mia und der Goldschatz' } }],
      },
      {
        say: 'Auf Englisch: "Mia and the Golden Treasure"',
        plan: [
          { action: 'retitle', title: { de: 'Mia und der Goldschatz', en: 'Mia and the Golden Treasure' } },
        ],
      },
    ]);
  });

  it('sizes: bigger or smaller is asked back precisely, once; "as a grown-up" or "yes" is a plan', () => {
    converse(FIXED, 'en', [
      { say: 'Make Mia younger', ask: /two sizes: children and grown-ups/ },
      { say: 'ok then make her a grown-up', plan: [{ character: 0, look: { grownUp: true } }] },
    ]);
    converse(FIXED, 'en', [
      { say: 'Mia should be taller', ask: /Mia is drawn as a child/ },
      { say: 'yes', plan: [{ character: 0, look: { grownUp: true } }] },
    ]);
    converse(KRUEMEL, 'de', [
      { say: 'Krümel soll kleiner sein', ask: /in einer Größe/ },
      {
        say: 'ok dann lieber schwarzes Fell',
        plan: [{ character: 1, look: { colors: { body: expect.any(String) } } }],
      },
    ]);
    // A part's size is the part's: "bigger ears" are the big ears the drawing has.
    expect(readRequest(FIXED, ['Sonni should have bigger ears']).intents[0]?.kind).toBe('look');
  });

  it('"undo that" takes back the last proposed change: the one before stands, or nothing is proposed', () => {
    const answers = converse(FIXED, 'en', [
      { say: 'call the book "Mia and Sonni"', plan: [{ action: 'retitle' }] },
      { say: 'and give Sonni a green hat', plan: [{ action: 'retitle' }, { character: 1 }] },
      { say: 'undo that', plan: [{ action: 'retitle' }] },
      { say: 'undo that', ask: /Taken back: The book is now called/ },
      { say: 'undo that', ask: /no proposed change to take back/ },
      {
        say: 'Sonni should be grey',
        plan: [{ character: 1, look: { colors: { body: expect.any(String) } } }],
      },
    ]);
    expect(answers).toHaveLength(6);
    converse(KRUEMEL, 'de', [
      {
        say: 'Jonas soll eine Brille bekommen',
        plan: [{ character: 0, look: { addFeatures: ['glasses'] } }],
      },
      { say: 'nee, lieber doch wie vorher', ask: /Zurückgenommen/ },
      // The wish taken back is not read with the next one.
      { say: 'Mach Krümel dunkelbraun', plan: [{ character: 1 }] },
    ]);
    // "Doch keine Locken, lieber eine Brille" is a wish, not a taking back.
    converse(KRUEMEL, 'de', [
      { say: 'Jonas soll Locken haben', plan: [{ character: 0 }] },
      {
        say: 'doch keine Locken, lieber eine Brille',
        plan: [{ character: 0, look: { addFeatures: ['glasses'] } }],
      },
    ]);
  });

  it('"night on page 8 and a green scarf" is two wishes; "forget the scarf" takes the scarf back', () => {
    converse(FIXED, 'en', [
      {
        say: 'Title: "Sonni Says Goodnight"',
        plan: [{ action: 'retitle', title: { en: 'Sonni Says Goodnight' } }],
      },
      {
        say: 'On page 8 it should be night and Sonni should have a green scarf',
        plan: [{ action: 'set_light', scene: { timeOfDay: 'night' } }, { character: 1 }],
      },
      { say: 'forget the scarf', plan: [{ action: 'retitle' }] },
    ]);
    expect(
      planRefinement(context(SONNI_DE, 'de'), {
        message: 'Bitte den Titel ändern in „Mias Schatz“',
        focusPages: [],
      }),
    ).toMatchObject({ kind: 'plan', changes: [{ action: 'retitle', title: { de: 'Mias Schatz' } }] });
  });

  it('several wishes in one message: the clear one is planned, the one that cannot be is said with it', () => {
    const answer = planRefinement(context(KRUEMEL, 'de'), {
      message: 'Kann Krümel bitte eine rote Schleife bekommen und Jonas eine Brille?',
      focusPages: [],
    });
    expect(answer).toMatchObject({
      kind: 'plan',
      changes: [{ character: 0, look: { addFeatures: ['glasses'] } }],
    });
    if (answer.kind === 'plan') {
      expect(answer.changes).toHaveLength(1);
      expect(answer.summary).toMatch(/Krümel kann das nicht tragen/);
    }
  });

  it('French, Spanish and German searching is a scene; "es soll schneien" is the weather; "Brile" is glasses', () => {
    for (const message of [
      'Sur la page 4, Mia et Sonni partent à la recherche du trésor',
      'En la página 4 Mia y Sonni van en busca del tesoro',
      'Auf Seite 4 suchen Mia und Sonni zusammen nach dem Schatz',
    ]) {
      const answer = planRefinement(context(FIXED, 'en'), { message, focusPages: [] });
      expect({ message, answer }).toMatchObject({
        message,
        answer: {
          kind: 'plan',
          changes: [{ action: 'set_action', scene: { action: expect.stringMatching(/search|Suche/) } }],
        },
      });
    }
    expect(
      planRefinement(context(KRUEMEL, 'de'), { message: 'Auf Seite 4 soll es schneien', focusPages: [] }),
    ).toMatchObject({
      kind: 'plan',
      changes: [{ action: 'set_light', scene: { weather: 'snow' } }],
    });
    expect(
      planRefinement(context(SONNI_DE, 'de'), { message: 'Mia sol eine Brile haben', focusPages: [] }),
    ).toMatchObject({
      kind: 'plan',
      changes: [{ character: 0, look: { addFeatures: ['glasses'] } }],
    });
  });
});

describe('no invisible plan (issue #21)', () => {
  const MESSAGES: Array<[StoryPlan, string]> = [
    ...[SONNI, SONNI_DE, KRUEMEL].flatMap((plan) =>
      [
        "Make the fox's scarf blue",
        'Mach Sonnis Schal türkis',
        "Change Mia's hair to black",
        'Mia soll rote Haare haben',
        'Give Jonas glasses',
        'Jonas ohne Brille',
        'Krümel is a brown dachshund, not a boy',
        'Sonni soll eine Katze sein',
        'Mia is a girl',
        'Shorter text on page 12',
        'Only Mia on page 5',
        'On page 7 they fly a kite',
        'Auf Seite 9 sollen sie am Meer sein',
        'Make it watercolour',
        'Im Cartoon-Stil',
        'Rename Sonni to Rufus',
        'Give Sonni a navy cape',
        'Sonni should have brown fur',
        'Mia soll einen lila Hut tragen',
        'Jonas soll einen gelben Kapuzenpulli tragen',
      ].map((message): [StoryPlan, string] => [plan, message]),
    ),
  ];

  it('every plan the planner offers changes a page, the cover or the book when applied', () => {
    let plans = 0;
    for (const [plan, message] of MESSAGES) {
      for (const locale of ['de', 'en'] as const) {
        const answer = planRefinement(context(plan, locale), { message, focusPages: [6] });
        if (answer.kind !== 'plan') continue;
        plans += 1;
        const options = { format: 'booklet' as const, textBackground: true };
        const after = applyChanges(plan, answer.changes, options);
        expect(JSON.stringify(after)).not.toEqual(JSON.stringify(plan));
        for (const change of answer.changes) {
          expect({ message, change, visible: isVisible(plan, change, options) }).toMatchObject({
            visible: true,
          });
        }
      }
    }
    expect(plans).toBeGreaterThanOrEqual(40);
  });

  it('a change that leaves the book as it is counts as invisible', () => {
    const sheet = SONNI.cast[1]?.sheet;
    const same: PlannedChange = {
      target: 'character',
      action: 'change_look',
      character: 1,
      look: { colors: { clothing: sheet?.colors.clothing as string } },
      rationale: 'x',
    };
    expect(isVisible(SONNI, same, { format: 'booklet', textBackground: true })).toBe(false);
  });
});

describe('reading what is wanted', () => {
  it.each([
    ['make the scarf blue instead of red', /blue/, /red/],
    ['den Schal blau statt rot', /blau/, /rot/],
    ['nicht rot, sondern blau', /blau/, /rot/],
    ['not red but blue', /blue/, /red/],
    ['a brown dachshund, not a boy', /dachshund/, /boy/],
    ['from red to blue', /blue/, /red/],
    ['von rot auf blau', /blau/, /rot/],
    ['a yellow hoodie instead of the overalls', /hoodie/, /overalls/],
  ])('%s', (sentence, kept, dropped) => {
    const read = dropRejected(sentence);
    expect(read).toMatch(kept);
    expect(read).not.toMatch(dropped);
  });

  it.each([
    ['navy', '#1f3a93'],
    ['türkis', '#1abc9c'],
    ['dunkelblauen', '#1f3a93'],
    ['dark-blue', '#1f3a93'],
    ['himmelblau', '#7cc4f0'],
    ['weinrot', '#7b1f2e'],
    ['mint green', '#98e0c0'],
  ])('the colour "%s"', (word, hex) => {
    expect(coloursIn(word).map((c) => c.item.hex)).toEqual([hex]);
  });

  it.each([
    ['schneeweiß', 'white'],
    ['grasgrünen', 'green'],
    ['pechschwarze', 'black'],
    ['aschblonde', 'blond'],
    ['snow-white', 'white'],
    ['jet-black', 'black'],
  ])('a compound ends in its colour: %s', (word, id) => {
    expect(coloursIn(word).map((c) => c.item.id)).toEqual([id]);
  });

  it('does not take an English word that ends in a colour for one', () => {
    expect(coloursIn('i was bored and inspired')).toEqual([]);
  });

  it('builds shades and compounds from the colours it knows', () => {
    const [darkRed] = coloursIn('dunkelrot');
    const [hellrosa] = coloursIn('hellrosa');
    const [blueGreen] = coloursIn('blue-green');
    const [blaugruen] = coloursIn('blaugrüne');
    expect(darkRed?.item).toMatchObject({ label: { en: 'dark red', de: 'Dunkelrot' } });
    expect(hellrosa?.item.label.en).toBe('light pink');
    expect(blueGreen?.item.hex).toBe(blaugruen?.item.hex);
    expect(coloursIn('ich weiß nicht')).toEqual([]);
    expect(coloursIn('red and blue').map((c) => c.item.id)).toEqual(['red', 'blue']);
  });

  it('tells German from English by the message', () => {
    expect(customerLanguage('Mach Sonnis Schal blau')).toBe('de');
    expect(customerLanguage("Make the fox's scarf blue")).toBe('en');
    expect(customerLanguage('Rufus')).toBeUndefined();
  });

  it.each([
    ['Krümel ist ein Junge.', 'boy', 'dachshund', 'Krümel ist ein Dackel.'],
    [
      'Sie gibt dem kleinen Mädchen einen Apfel.',
      'girl',
      'dachshund',
      'Sie gibt dem kleinen Dackel einen Apfel.',
    ],
    ['Das Mädchen lacht.', 'girl', 'dachshund', 'Der Dackel lacht.'],
    ['Sie sieht einen kleinen Jungen.', 'boy', 'cat', 'Sie sieht eine kleine Katze.'],
    ['Der Ball des Jungen.', 'boy', 'dog', 'Der Ball des Hundes.'],
    ['Sie läuft zum Jungen.', 'boy', 'cat', 'Sie läuft zur Katze.'],
  ])('German noun phrases: %s', (text, from, to, expected) => {
    const replace = kindReplacer('de', kindById(from)!, kindById(to)!);
    expect(replace(text)).toBe(expected);
  });

  it('English noun phrases keep a/an right', () => {
    expect(kindReplacer('en', kindById('boy')!, kindById('owl')!)('He is a boy.')).toBe('He is an owl.');
    expect(kindReplacer('en', kindById('fox')!, kindById('dachshund')!)('The fox runs.')).toBe(
      'The dachshund runs.',
    );
  });
});
