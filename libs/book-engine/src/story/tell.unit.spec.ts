import { type PLOT_SHAPES } from './frame';
import { LEX, anOrA, deAccusative, deNP, enNP, type LexEntry } from './lexicon';
import { planStory } from './plan-story';
import { LANGUAGES } from '../types';

const x = (id: string): LexEntry => LEX.get(id) as LexEntry;

describe('German noun forms', () => {
  it.each([
    ['hedgehog', 'acc', {}, 'den Igel'],
    ['train', 'dat', {}, 'dem Zug'],
    ['rocket', 'nom', {}, 'die Rakete'],
    ['raven', 'acc', { def: false, adj: 'sprechend' }, 'einen sprechenden Raben'],
    ['raven', 'nom', { adj: 'sprechend' }, 'der sprechende Rabe'],
    ['bear', 'dat', {}, 'dem Bären'],
    ['tree-house', 'acc', { def: false }, 'ein Baumhaus'],
    ['colours', 'acc', { plural: true, adj: 'verloren' }, 'die verlorenen Farben'],
    ['sheep', 'dat', { plural: true }, 'den Schafen'],
    ['shell', 'dat', { plural: true }, 'den Muscheln'],
    ['cake', 'acc', { def: false, adj: 'groß' }, 'einen großen Kuchen'],
    ['boat', 'nom', { def: false, adj: 'klein' }, 'ein kleines Boot'],
  ] as const)('%s, %s %j → %s', (id, kase, options, expected) => {
    expect(deNP(x(id), kase, options)).toBe(expected);
  });
});

describe('German accusative of a cast name', () => {
  it.each([
    ['Lena', 'Lena'],
    ['der Fuchs', 'den Fuchs'],
    ['der kleine Fuchs', 'den kleinen Fuchs'],
    ['der Bär', 'den Bären'],
    ['der sprechende Rabe', 'den sprechenden Raben'],
    ['ein kleiner Drache', 'einen kleinen Drachen'],
    ['die Eule', 'die Eule'],
    ['das Pony', 'das Pony'],
    ['Oma', 'Oma'],
    ['Der Zauberer', 'Den Zauberer'],
    ['der Kapitän Blaubär', 'der Kapitän Blaubär'],
  ])('%s → %s', (name, expected) => {
    expect(deAccusative(name)).toBe(expected);
  });
});

describe('English noun forms', () => {
  it('chooses a or an and plurals', () => {
    expect(enNP(x('owl'), { def: false })).toBe('an owl');
    expect(enNP(x('unicorn'), { def: false })).toBe('a unicorn');
    expect(enNP(x('raven'), { def: false, adj: 'talking' })).toBe('a talking raven');
    expect(enNP(x('colours'), { plural: true, adj: 'lost' })).toBe('the lost colours');
    expect(enNP(x('fox'), { plural: true })).toBe('the foxes');
    expect(anOrA('elephant')).toBe('an');
  });
});

describe('plot shapes', () => {
  const ideas: Record<(typeof PLOT_SHAPES)[number], string> = {
    quest: 'Mia and her fox Sonni search for the lost colours of the forest',
    deadline: 'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
    fear: 'A little hedgehog named Igor is afraid of the dark',
    learn: 'Oliver the giraffe learns to dance at the zoo',
    friendship: 'A lonely penguin called Pip wants to make a friend in the snow',
    build: 'Noah builds a rocket with his robot Bolt',
    mystery: 'Sophie discovers a mysterious map on the island',
    journey: 'Ava and her grandpa travel by train to visit grandma',
    celebration: 'Bear and his sister Rosie bake a cake for the birthday',
    rescue: 'Hannah and the knight Cedric rescue a baby dragon trapped in a cave',
  };
  const plans = Object.entries(ideas).map(([shape, idea]) => ({
    shape,
    plan: planStory({
      bookId: `shape-${shape}`,
      idea,
      age: 8,
      mainLanguage: 'en',
      translationLanguage: 'de',
      style: 'pixar',
    }),
  }));

  it.each(plans.map((p) => [p.shape, p.plan] as const))('tells a %s idea as that shape', (shape, plan) => {
    expect(plan.frame?.goal.shape).toBe(shape);
  });

  it('gives every idea its own chapter titles: no two shapes share more than two', () => {
    for (const a of plans)
      for (const b of plans) {
        if (a === b) continue;
        const titles = b.plan.chapters.map((c) => c.title.en);
        const shared = a.plan.chapters.filter((c) => titles.includes(c.title.en));
        expect(shared.length).toBeLessThan(3);
      }
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('names every character of the idea, with its kind, in both languages of the book', () => {
    const plan = plans.find((p) => p.shape === 'deadline')!.plan;
    const text = (l: 'en' | 'de') => plan.chapters.map((c) => `${c.title[l]} ${c.summary[l]}`).join(' ');
    expect(text('en')).toMatch(/Leo, a brave little tractor/);
    expect(text('en')).toMatch(/the harvest/);
    expect(text('en')).toMatch(/the storm/i);
    expect(text('de')).toMatch(/Leo, ein mutiger Traktor/);
    expect(text('de')).toMatch(/die Ernte/);
    expect(text('de')).toMatch(/dem Sturm/);
    expect(plan.cast.map((c) => c.sheet.kind)).toEqual(['tractor', 'farmer']);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('writes German cases the nouns need: "mit dem sprechenden Raben", "im Baumhaus"', () => {
    const plan = planStory({
      bookId: 'ravens',
      idea: 'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      age: 7,
      mainLanguage: 'de',
      style: 'watercolor',
    });
    const text = plan.chapters.map((c) => c.summary.de).join(' ');
    expect(text).toContain('Emma und Lotta sind Schwestern und wohnen');
    expect(text).toContain('Emma und Lotta träumen von einem Baumhaus');
    expect(text).toMatch(/Im Baumhaus wartet eine Überraschung auf Emma: der sprechende Rabe/);
    expect(text).not.toMatch(/\b(in|zu|an) dem\b/);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('brings the sheep to safety before the storm: plural nouns, dative after "vor", no invented helper', () => {
    const plan = planStory({
      bookId: 'sheep',
      idea: 'Mila und ihr Pferd Blitz müssen die Schafe vor dem Sturm in den Stall bringen',
      age: 8,
      mainLanguage: 'de',
      style: 'pixar',
    });
    const text = plan.chapters.map((c) => c.summary.de).join(' ');
    expect(plan.frame?.goal).toMatchObject({
      shape: 'deadline',
      target: 'sheep',
      targetPlural: true,
      deadline: 'storm',
    });
    expect(text).toContain('Jeden Tag ist Mila mit dem Pferd Blitz zusammen.');
    expect(text).toContain('Mila und Blitz müssen die Schafe vor dem Sturm in Sicherheit bringen.');
    expect(text).toContain('sind die Schafe in Sicherheit');
    expect(text).not.toMatch(/Alle (schafft|braucht|muss)/);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('opens every sentence with a capital, also with an unnamed hero ("The little mouse …")', () => {
    const plan = planStory({
      bookId: 'mouse',
      idea: 'A paper boat sails down the river with a little mouse',
      age: 6,
      mainLanguage: 'en',
      translationLanguage: 'de',
      style: 'pixar',
    });
    for (const l of ['en', 'de'] as const)
      for (const c of plan.chapters)
        for (const sentence of (c.summary[l] ?? '').split(/(?<=[.!?])\s+/))
          expect(sentence).toMatch(/^[„"]?\p{Lu}/u);
    expect(plan.chapters[0]?.summary.en).toContain('A little mouse lives by the river.');
  });

  it('adds a companion only for a lone young hero, never for older readers or a named pair', () => {
    const lone = (age: number) =>
      planStory({
        bookId: 'lone',
        idea: 'Ein Igel namens Igor lernt schwimmen',
        age,
        mainLanguage: 'de',
        style: 'pixar',
      });
    expect(lone(4).cast).toHaveLength(2);
    expect(lone(4).frame?.characters[1]?.added).toBe(true);
    expect(lone(12).cast).toHaveLength(1);
    expect(plans.find((p) => p.shape === 'quest')!.plan.cast.map((c) => c.name.en)).toEqual(['Mia', 'Sonni']);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('writes teenagers paragraphs with dialogue, toddlers one short line', () => {
    const idea = 'Mia and her fox Sonni search for the lost colours of the forest';
    const teen = planStory({ bookId: 't', idea, age: 14, mainLanguage: 'en', style: 'anime' });
    const toddler = planStory({ bookId: 't', idea, age: 2, mainLanguage: 'en', style: 'anime' });
    const words = (p: typeof teen) =>
      p.chapters.reduce((n, c) => n + (c.summary.en ?? '').split(/\s+/).length, 0) / p.chapters.length;
    expect(words(teen)).toBeGreaterThan(38);
    expect(teen.chapters.some((c) => /\n"/.test(c.summary.en ?? ''))).toBe(true);
    expect(words(toddler)).toBeLessThan(20);
  });
});

describe('German cases of an unnamed hero, and roles kept apart', () => {
  const IDEAS = [
    'find the lost treasure',
    'must bring the harvest in before the storm',
    'is afraid of the dark',
    'wants to learn to swim',
    'wants to make a friend',
    'builds a tree house',
    'solves the mystery of the old castle',
    'travels to grandma',
    'prepares a birthday party',
    'rescues a kite',
  ];
  /** Every text of plans of "A little fox and a bear …" in `language`, over shapes, ages and ids. */
  const texts = (language: 'de' | 'en'): string[] =>
    IDEAS.flatMap((idea) =>
      [2, 5, 13].flatMap((age) =>
        ['g0', 'g1', 'g2', 'g3'].flatMap((bookId) => {
          const plan = planStory({
            bookId,
            idea: `A little fox and a bear ${idea}`,
            age,
            mainLanguage: language,
            style: 'watercolor',
          });
          return [plan.title, plan.synopsis, ...plan.chapters.flatMap((c) => [c.title, c.summary])].map(
            (t) => t[language] ?? '',
          );
        }),
      ),
    );

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('declines "der kleine Fuchs" after prepositions, as an object, as an owner and when called', () => {
    const all = texts('de');
    const joined = all.join('\n');
    // The cases the templates need, each seen at least once.
    expect(joined).toContain('Der Bär hält den kleinen Fuchs fest.');
    expect(joined).toContain('Auf einmal klappt es beim kleinen Fuchs');
    expect(joined).toContain('Das Baumhaus vom kleinen Fuchs ist fertig');
    expect(joined).toContain('der größte Schatz vom kleinen Fuchs.');
    expect(joined).toContain('Danke, kleiner Fuchs!');
    // And no nominative where another case belongs, no genitive -s on a noun phrase, no article in a call.
    const wrong = all.filter(
      (t) =>
        /\b(?:bei|über|für|von|mit|zu|hält|umarmt|auf) der kleine Fuchs\b/.test(t) ||
        /Fuchss\b/.test(t) ||
        /(?:Danke|Gut gemacht|Schnell|Schneller|Halt dich fest), (?:der|die|das) /.test(t),
    );
    expect(wrong).toEqual([]);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip('calls an unnamed hero without its article in English too ("Thank you, little fox!")', () => {
    const all = texts('en');
    expect(all.join('\n')).toContain('Thank you, little fox!');
    expect(all.filter((t) => /(?:Thank you|Well done|Quick|Faster|Hold On), the /i.test(t))).toEqual([]);
  });

  it.each([
    ['es', '¡Gracias, pequeño zorro!', /(?:Gracias|Muy bien|Rápido|Aguanta), (?:el|la) /],
    // fr pinned the old teller's "Bravo, petit renard"; fr books are told by story/tell/ now (ADR 0028).
    ['it', 'Grazie, piccola volpe!', /(?:Grazie|Brav[ao]|Presto|Tieni duro), (?:il|la|lo|l’)/],
    ['pt', 'Obrigado, pequena raposa!', /(?:Obrigado|Muito bem|Rápido|Aguenta firme), (?:o|a) /],
  ] as const)('calls an unnamed hero without its article in %s (%s)', (language, call, wrong) => {
    const all = ['must bring the harvest in before the storm', 'rescues a kite'].flatMap((idea) =>
      ['g0', 'g1', 'g2', 'g3'].flatMap((bookId) => {
        const plan = planStory(
          {
            bookId,
            idea: `A little fox and a bear ${idea}`,
            age: 2,
            mainLanguage: language,
            style: 'watercolor',
          },
          { teller: 'legacy' },
        );
        return plan.chapters.flatMap((c) => [c.title[language] ?? '', c.summary[language] ?? '']);
      }),
    );
    expect(all.join('\n')).toContain(call);
    expect(all.filter((t) => wrong.test(t))).toEqual([]);
  });

  // Pins the old de/en teller's wording; de/en books are told by story/tell/ now (ADR 0028, tell/tell.unit.spec.ts).
  it.skip.each(LANGUAGES)('never lets the hero share the friend with the friend (%s)', (language) => {
    const plan = planStory({
      bookId: 'share',
      idea: 'Tom wants to be friends with a little fox',
      age: 7,
      mainLanguage: language,
      style: 'watercolor',
    });
    expect(plan.frame?.goal.shape).toBe('friendship');
    const friend = plan.cast[1]?.name[language] ?? '';
    // The friend's noun without its article ("little fox", "kleine Fuchs", "pequeño zorro", "小狐狸").
    const core = friend.replace(/^(?:the|der|die|das|el|la|le|il|lo|o|a|l’)\s*/i, '').split(' ')[0] ?? '';
    expect(core.length).toBeGreaterThan(0);
    const attempt = plan.chapters.find((c) => c.beat === 'attempt')?.summary[language] ?? '';
    const firstClause = attempt.split(/[,،、，]/)[0] ?? '';
    // The sharing clause names the friend once, as whom the hero shares with.
    expect([firstClause, firstClause.split(core).length - 1]).toEqual([firstClause, 1]);
    if (language === 'en') expect(attempt).toContain('Tom shares his snack with the little fox');
    if (language === 'de') expect(attempt).toContain('Tom teilt sein Pausenbrot mit dem kleinen Fuchs');
  });
});
