import { EMBEDDED_PICTURES_VERSION } from '../ports';
import { castIdOf, characterIdOf } from '../production/illustrate-book';
import type { IllustrationBrief } from '../production/types';
import type {
  CharacterLikeness,
  LikenessChecker,
  LikenessDifference,
  PictureCheckInput,
} from '../providers/likeness';
import type { CharacterSheet, StoryPlan } from '../types';
import { composePageSvg, type DrawnFigure } from './page';

/** The hair length a sheet is drawn with (`drawPerson`: absent, girls long and boys short). */
const hairLengthOf = (sheet: CharacterSheet) => sheet.hairLength ?? (sheet.gender === 'f' ? 'long' : 'short');

/** What of a drawn figure differs from the character's own sheet, part by part. */
export function sheetDifferences(drawn: CharacterSheet, own: CharacterSheet): LikenessDifference[] {
  const out: LikenessDifference[] = [];
  const differs = (part: LikenessDifference['part'], what: string, a: unknown, b: unknown) => {
    if (a !== b) out.push({ part, note: `${what} drawn ${String(a)}, the character has ${String(b)}` });
  };
  const person = own.species === 'person';
  differs('kind', 'kind', drawn.kind ?? drawn.species, own.kind ?? own.species);
  differs(person ? 'skin' : 'colours', person ? 'skin' : 'coat', drawn.colors.body, own.colors.body);
  if (person) {
    differs('hair', 'hair', drawn.colors.hair, own.colors.hair);
    differs('hair-length', 'hair length', hairLengthOf(drawn), hairLengthOf(own));
    differs('glasses', 'glasses', drawn.features.includes('glasses'), own.features.includes('glasses'));
  } else {
    differs('colours', 'markings', drawn.colors.accent, own.colors.accent);
  }
  differs(
    'clothing',
    'clothing',
    `${drawn.colors.clothing} ${drawn.clothing}`,
    `${own.colors.clothing} ${own.clothing}`,
  );
  const extra = drawn.features.filter((f) => f !== 'glasses' && !own.features.includes(f));
  const lacking = own.features.filter((f) => f !== 'glasses' && !drawn.features.includes(f));
  if (extra.length || lacking.length)
    out.push({
      part: 'accessory',
      note: [
        lacking.length ? `missing ${lacking.join(', ')}` : '',
        extra.length ? `extra ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  return out;
}

/**
 * The likeness check of the embedded path (issue #23): the embedded illustrator knows what it drew — each
 * figure's sheet (`composePageSvg(...).drawn`) — so a page is checked by comparing those with each character's
 * own sheet in the plan (which the photo analysis wrote): every character of the page drawn, with its skin,
 * hair colour and length, glasses, clothing, kind and features. The picture's pixels are not read.
 */
export class EmbeddedLikenessChecker implements LikenessChecker {
  readonly name = 'embedded-sheets';

  checkInputs(plan: StoryPlan, brief: IllustrationBrief): unknown {
    return {
      checker: this.name,
      version: EMBEDDED_PICTURES_VERSION,
      cast: brief.cast.map((c) => ({ id: castIdOf(c), sheet: c.sheet })),
      own: plan.cast.map((c) => ({ id: characterIdOf(plan, c), sheet: c.sheet })),
    };
  }

  async checkPicture({ plan, brief }: PictureCheckInput): Promise<CharacterLikeness[]> {
    const drawn: DrawnFigure[] = composePageSvg(plan, brief, { width: 300, height: 400 }).drawn;
    return brief.cast.map((member) => {
      const characterId = castIdOf(member);
      const figure = drawn.find((d) => (d.id ?? `name:${d.name}`) === characterId);
      const own = plan.cast.find((c) => characterIdOf(plan, c) === characterId)?.sheet ?? member.sheet;
      if (!figure) {
        return {
          characterId,
          name: member.name,
          onPage: false,
          matches: false,
          differences: [{ part: 'missing', note: `${member.name} is not drawn` }],
        };
      }
      const differences = sheetDifferences(figure.sheet, own);
      return { characterId, name: member.name, onPage: true, matches: differences.length === 0, differences };
    });
  }
}
