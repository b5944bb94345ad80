/**
 * What the fresh-wish batches share (issue #21, ADR 0049): expected outcomes written briefly, the four fixed
 * books built once, and the two checks — each message alone, and each conversation turn by turn, never the
 * same question twice. The batches themselves are data in their spec files.
 */
import { asExpected } from './refinement';
import { fixedBook, refine, type RefinableBook, type SeenAnswer } from './engine';
import { BOOKS, type BookKey, type ExpectedOutcome } from './corpus-format';

/** A message, with the viewer page the parent looks at when it says "this page". */
export type WishCase = [book: BookKey, message: string, expect: ExpectedOutcome, focus?: number];
export type ConversationCase = [book: BookKey, turns: Array<[string, ExpectedOutcome]>];

export const look = (character: string, ...value: string[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'character', action: 'change_look', character, value }],
});
export const rename = (character: string, name: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'character', action: 'rename', character, value: [name] }],
});
export const scene = (action: string, ...value: string[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'page_scene', action, value }],
});
export const light = (...value: string[]): ExpectedOutcome => scene('set_light', ...value);
export const shorter: ExpectedOutcome = {
  kind: 'plan',
  changes: [{ target: 'page_text', action: 'shorten|rewrite' }],
};
export const retitle = (word: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'book', action: 'retitle', value: [word] }],
});
export const style = (name: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'book', action: 'change_style', value: [name] }],
});
export const ask: ExpectedOutcome = { kind: 'clarify' };
/** Several wishes in one message: every one of them must be among the planned changes. */
export const all = (...outcomes: ExpectedOutcome[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: outcomes.flatMap((o) => (o.kind === 'plan' ? o.changes : [])),
});

const books = new Map<BookKey, RefinableBook>();
const bookOf = (key: BookKey): RefinableBook => {
  if (!books.has(key)) books.set(key, fixedBook(key));
  return books.get(key)!;
};

/** One describe block: every message alone, then every conversation (its questions never repeated). */
export function describeFreshWishes(
  title: string,
  messages: WishCase[],
  conversations: ConversationCase[],
): void {
  describe(title, () => {
    // Building the four books takes a while on a busy machine: not a failure of the planner.
    jest.setTimeout(120_000);
    beforeAll(() => {
      for (const key of BOOKS) bookOf(key);
    });

    // Every row gets four values: jest takes a fourth parameter a row leaves out for a `done` callback.
    const rows = messages.map(
      ([key, message, expected, focus]) => [key, message, expected, focus ?? 0] as const,
    );
    it.each(rows)('%s: %s', async (key, message, expected, focus) => {
      const answer = await refine(bookOf(key), {
        locale: 'en',
        message,
        earlier: [],
        focusPages: focus ? [focus] : [],
      });
      expect({ message, answer: asExpected(expected, answer) ? 'as expected' : answer }).toEqual({
        message,
        answer: 'as expected',
      });
    });

    it.each(conversations.map(([key, turns], i) => [i + 1, key, turns] as const))(
      'conversation %i on %s (never the same question twice)',
      async (_, key, turns) => {
        const earlier: string[] = [];
        const seen: string[] = [];
        const asked: string[] = [];
        for (const [message, expected] of turns) {
          const answer: SeenAnswer = await refine(bookOf(key), {
            locale: 'en',
            message,
            earlier: [...earlier],
            focusPages: [],
          });
          const again = answer.kind === 'clarify' && asked.includes(answer.prompt);
          if (answer.kind === 'clarify') asked.push(answer.prompt);
          seen.push(
            asExpected(expected, answer) && !again
              ? 'ok'
              : `${message} → ${again ? 'same question again: ' : ''}${JSON.stringify(answer).slice(0, 200)}`,
          );
          earlier.push(message);
        }
        expect(seen).toEqual(turns.map(() => 'ok'));
      },
    );
  });
}
