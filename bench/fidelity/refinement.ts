/** The refinement figures of issue #21: single messages and multi-turn conversations over fixed books. */
import type {
  BookKey,
  ConversationCase,
  ExpectedChange,
  ExpectedOutcome,
  MessageCase,
} from './corpus-format';
import { confirm, fixedBook, refine, type RefinableBook, type SeenAnswer, type SeenChange } from './engine';
import { contains, sameWord } from './match';
import type { Ratio } from './ideas';

const add = (r: Ratio, hit: boolean): void => {
  r[0] += hit ? 1 : 0;
  r[1] += 1;
};

const books = new Map<BookKey, RefinableBook>();
const bookOf = (key: BookKey): RefinableBook => {
  if (!books.has(key)) books.set(key, fixedBook(key));
  return books.get(key)!;
};

function changeMatches(expected: ExpectedChange, seen: SeenChange): boolean {
  if (seen.target !== expected.target) return false;
  if (!expected.action.split('|').includes(seen.action)) return false;
  if (expected.character && !(seen.character && sameWord(seen.character, expected.character))) return false;
  if (expected.page !== undefined && seen.page !== expected.page) return false;
  return (expected.value ?? []).every((v) => contains(seen.value, v));
}

/** Is the answer the expected outcome (every expected change among the planned ones)? */
export function asExpected(expect: ExpectedOutcome, answer: SeenAnswer): boolean {
  if (expect.kind === 'clarify') return answer.kind === 'clarify';
  if (answer.kind !== 'plan') return false;
  return expect.changes.every((e) => answer.changes.some((s) => changeMatches(e, s)));
}

export interface RefinementFigures {
  messages: Ratio;
  /** Clear wishes (a plan expected) that got a plan, and got the expected one. */
  clearPlanned: Ratio;
  clearAsExpected: Ratio;
  questionsWhereExpected: Ratio;
  /** Questions asked where a plan was expected. */
  conversationTurns: Ratio;
  conversationClearPlanned: Ratio;
  loops: number;
  misses: string[];
}

export async function measureRefinement(
  messages: MessageCase[],
  conversations: ConversationCase[],
): Promise<RefinementFigures> {
  const f: RefinementFigures = {
    messages: [0, 0],
    clearPlanned: [0, 0],
    clearAsExpected: [0, 0],
    questionsWhereExpected: [0, 0],
    conversationTurns: [0, 0],
    conversationClearPlanned: [0, 0],
    loops: 0,
    misses: [],
  };
  for (const m of messages) {
    const answer = await refine(bookOf(m.book), {
      locale: m.locale,
      message: m.message,
      earlier: [],
      focusPages: m.focusPages ?? [],
    });
    const ok = asExpected(m.expect, answer);
    add(f.messages, ok);
    if (m.expect.kind === 'plan') {
      add(f.clearPlanned, answer.kind === 'plan');
      add(f.clearAsExpected, ok);
    } else add(f.questionsWhereExpected, ok);
    if (!ok) f.misses.push(`${m.id}: ${answer.kind === 'plan' ? 'planned other' : 'asked back'}`);
  }
  for (const c of conversations) {
    let book = bookOf(c.book);
    let earlier: string[] = [];
    let lastQuestion: string | undefined;
    for (const [i, turn] of c.turns.entries()) {
      const answer = await refine(book, {
        locale: c.locale,
        message: turn.message,
        earlier,
        focusPages: turn.focusPages ?? [],
      });
      const ok = asExpected(turn.expect, answer);
      add(f.conversationTurns, ok);
      if (turn.expect.kind === 'plan') add(f.conversationClearPlanned, ok);
      if (!ok)
        f.misses.push(`${c.id} turn ${i + 1}: ${answer.kind === 'plan' ? 'planned other' : 'asked back'}`);
      if (answer.kind === 'clarify') {
        if (lastQuestion !== undefined && lastQuestion === answer.prompt) {
          f.loops += 1;
          f.misses.push(`${c.id} turn ${i + 1}: the same question again`);
        }
        lastQuestion = answer.prompt;
      } else lastQuestion = undefined;
      earlier = [...earlier, turn.message];
      if (turn.confirm && answer.kind === 'plan') {
        book = confirm(book, answer);
        earlier = [];
      }
    }
  }
  return f;
}
