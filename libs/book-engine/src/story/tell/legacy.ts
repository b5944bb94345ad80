import type { FrameCharacter, FrameThing, StoryFrame } from '../frame';
import { CHARACTER_CATEGORY, LEX } from '../lexicon';
import { ideaFrame, type IdeaCharacter, type IdeaFrame, type IdeaThing, type Noun } from '../model';

const FEELING_TRAITS = new Set(['shy', 'lonely', 'grumpy', 'sleepy']);

const noun = (id: string): Noun => ({ word: LEX.get(id)?.en.sg ?? id, language: 'en', en: id });
const thing = (t: FrameThing): IdeaThing => ({
  noun: noun(t.kind),
  traits: t.traits.map((w) => ({ word: w, en: w })),
});

/**
 * The old reader's frame (lexicon ids) as an open `IdeaFrame`, until `story/read/` (readIdea) replaces it:
 * each lexicon id becomes an English noun the grammars translate with the lexicon.
 */
export function fromLegacyFrame(frame: StoryFrame, idea: string): IdeaFrame {
  const characters = frame.characters.map((c: FrameCharacter): IdeaCharacter => ({
    id: c.id,
    ...(c.name ? { name: c.name } : {}),
    kind: noun(c.kind),
    category: CHARACTER_CATEGORY[c.category] ?? 'thing',
    drawAs: LEX.get(c.kind)?.animal ?? c.kind,
    ...(c.sex ? { sex: c.sex } : {}),
    role: c.role,
    traits: c.traits.map((w) => ({ word: w, en: w })),
    looks: {},
    ...(c.arrives ? { arrives: true } : {}),
    ...(c.added ? { added: true } : {}),
  }));
  const g = frame.goal;
  const beneficiary = g.beneficiary
    ? characters.find((c) => c.kind.en === g.beneficiary && !c.name)
    : undefined;
  const trait = characters[0]?.traits.find((t) => FEELING_TRAITS.has(t.en ?? ''));
  const feeling = g.shape === 'fear' ? 'afraid' : trait?.en;
  return ideaFrame(frame.ideaLanguage, idea.trim(), {
    characters,
    places: frame.settings.map((id) => ({ noun: noun(id), drawAs: id })),
    things: frame.things.map(thing),
    goal: {
      shape: g.shape,
      ...(g.target
        ? {
            target: {
              ...thing({ kind: g.target, traits: g.targetTraits }),
              ...(g.targetPlural ? { plural: true } : {}),
            },
          }
        : {}),
      ...(beneficiary ? { beneficiary: beneficiary.id } : {}),
      ...(feeling ? { feeling: { word: feeling, en: feeling } } : {}),
      ...(g.deadline ? { deadline: { word: g.deadline, en: g.deadline } } : {}),
    },
  });
}
