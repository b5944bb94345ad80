import type { Language } from '../../types';
import { completeIdea } from '../plan-open';
import { planStory } from '../plan-story';
import { writeManuscript } from '../tell';
import { seededRng } from '../../rng';
import { readIdea } from './index';
import { retellIdea } from './retell';

const retell = (idea: string, language: Language): string[] =>
  retellIdea(completeIdea(readIdea(idea, { language }), seededRng('retell')));

describe('retellIdea: the idea’s own sentences as the book prints them (issue #21)', () => {
  it('keeps a narrative idea in the parent’s words, names as placeholders', () => {
    expect(
      retell('Paul hat ein Meerschweinchen namens Erdnuss, das jeden Morgen laut nach Gurke quiekt', 'de'),
    ).toEqual(['{c1} hat ein Meerschweinchen namens {c2}, das jeden Morgen laut nach Gurke quiekt.']);
  });

  it('drops ages and the parent’s “my daughter” before a name', () => {
    expect(retell('Our son Theo (5) and his black labrador Biscuit go to the beach', 'en')).toEqual([
      '{c1} and his black labrador {c2} go to the beach.',
    ]);
    expect(retell('Jonas, 5, und sein Dackel Krümel wollen nachts die Sterne sehen.', 'de')).toEqual([
      '{c1} und sein Dackel {c2} wollen nachts die Sterne sehen.',
    ]);
  });

  it('leaves out what the parent says about the book: first person, wishes, talk about the story', () => {
    const told = retell(
      'My daughter Hannah is 7 and she loves horses. We live in a small town. Could the story be about a castle? Her best friend Mila rides too.',
      'en',
    );
    expect(told).toEqual(['{c1} is 7 and she loves horses.', 'Her best friend {c2} rides too.']);
    expect(
      retell(
        'Es soll um Emma gehen. Emma hat eine Oma, die auf einem Bauernhof wohnt. Vielleicht kann die Oma helfen.',
        'de',
      ),
    ).toEqual(['{c1} hat eine Oma, die auf einem Bauernhof wohnt.']);
  });

  it('tells “a story about …” as “This is a story about …” and a verbless character as “Once upon a time”', () => {
    expect(retell('Please write a story about a dragon named Fuego who is afraid of the dark', 'en')).toEqual(
      ['This is a story about a dragon named {c1} who is afraid of the dark.'],
    );
    expect(retell('a capybara named Coco who is friends with every animal at the hot spring', 'en')).toEqual([
      'Once upon a time there was a capybara named {c1} who is friends with every animal at the hot spring.',
    ]);
    expect(retell('Queremos un cuento para nuestra hija Alba, que tiene 6 años.', 'es')).toEqual([
      'Es un cuento para {c1}, que tiene 6 años.',
    ]);
  });

  it('a first sentence that opens with a pronoun names the hero', () => {
    expect(
      retell(
        'A story for my son Gabriel, 11, who loves robots. He builds a robot called Byte in the garage.',
        'en',
      )[1],
    ).toBe('He builds a robot called {c2} in the garage.');
    expect(retell('Ich wünsche mir was für Lea. Sie malt gern Bilder von Pferden am Meer.', 'de')).toEqual([
      '{c1} malt gern Bilder von Pferden am Meer.',
    ]);
  });

  it('prints no spelling a book should not print: typos, an idea typed in lower case, a title', () => {
    expect(
      retell('Jake is scard of the dentist but his frend the tooth fairy helps him be brave', 'en'),
    ).toEqual([]);
    expect(retell('mia und ihr hund bello gehen in den wald', 'de')).toEqual([]);
    expect(retell('Eine geschichte über Lina und ihr Einhorn Glitzi', 'de')).toEqual([]);
    expect(retell('Lucy and the moon', 'en')).toEqual([]);
  });

  it('reads the other scripts too, without the parent’s own sentences', () => {
    expect(retell('我的女儿小美和她的小狗旺财去海边找贝壳。请写一个故事。', 'zh')).toEqual([
      '小美和她的小狗旺财去海边找贝壳。'.replace('小美', '{c1}').replace('旺财', '{c2}'),
    ]);
  });
});

describe('the book tells the idea’s own sentences (planStory → writeManuscript)', () => {
  const input = {
    bookId: 'retell-1',
    idea: 'Paul hat ein Meerschweinchen namens Erdnuss, das jeden Morgen laut nach Gurke quiekt.',
    age: 5,
    mainLanguage: 'de' as const,
    style: 'watercolor' as const,
  };

  it('on its first page and in the first chapter’s summary, with the cast’s names', () => {
    const plan = planStory(input);
    const said = 'Paul hat ein Meerschweinchen namens Erdnuss, das jeden Morgen laut nach Gurke quiekt.';
    expect(plan.chapters[0]?.summary.de).toContain(said);
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages[0]?.text.de).toContain(said);
    expect(book.pages.filter((p) => p.text.de?.includes('Gurke'))).toHaveLength(1);
    // A renamed character is renamed in the parent's sentence too.
    const renamed = structuredClone(plan);
    renamed.cast[1]!.name.de = 'Flocke';
    expect(writeManuscript(renamed, 'booklet').pages[0]?.text.de).toContain('Meerschweinchen namens Flocke');
  });

  it('not in a bilingual book, whose two languages tell one story', () => {
    const plan = planStory({ ...input, translationLanguage: 'en' });
    const book = writeManuscript(plan, 'booklet');
    expect(book.pages.some((p) => p.text.de?.includes('Gurke'))).toBe(false);
  });
});
