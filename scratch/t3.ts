import { planStory } from '../libs/book-engine/src';
import { readIdea } from '../libs/book-engine/src/story/read';
import { GRAMMARS } from '../libs/book-engine/src/story/tell/grammar';
import { wordIn } from '../libs/book-engine/src/story/tell/words';
void planStory; void readIdea;
for (const l of ['ko','ja','ar','ru','zh','fr'] as const) {
  const a = GRAMMARS[l]!.args('friend', { name: 'Rex', word: wordIn({word:'dog',language:'en',en:'dog'}, l), sex: 'm', person: true } as any);
  console.log(l, JSON.stringify(a));
}
