import type { PlaceWords } from '../story/language-pack';
import type { Character, Language, StoryPlan } from '../types';

/**
 * Words of an open plan (issue #21) for the alt texts and the title page: the character's own kind and the
 * idea's own place instead of the six coarse ones ("Priya, a shy little pangolin, … in the jungle library", not
 * "a gentle bear … in the garden"). Undefined where the plan is not open or a language's grammar is not known
 * here; the caller then keeps the coarse words. Pure.
 */

/** Who a character is, indefinite: its description when that names its kind, else "a/an <kind>" in English. */
export function openKindOf(character: Character | undefined, language: Language): string | undefined {
  const kind = character?.kind?.[language]?.trim();
  if (!character || !kind) return undefined;
  const description = character.description[language]?.trim() ?? '';
  // A description that says the name too ("Noah ist in dieser Geschichte ein Junge") would say it twice.
  const name = Object.values(character.name).find(Boolean)?.toLowerCase() ?? '';
  if (
    description.length > 0 &&
    description.length <= 80 &&
    description.toLowerCase().includes(kind.toLowerCase()) &&
    !(name && description.toLowerCase().includes(name))
  ) {
    return description.replace(/[.!]+$/u, '');
  }
  if (language === 'en') return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
  return undefined;
}

/** The idea's own place with its preposition, in the languages whose articles are read here (en, de, fr, es). */
export function openPlaceOf(plan: StoryPlan, language: Language): PlaceWords | undefined {
  if (!plan.setting.drawAs) return undefined;
  const the = plan.setting.name[language]?.trim();
  if (!the) return undefined;
  switch (language) {
    case 'en':
      return { the, at: `in ${the}` };
    case 'de': {
      const m = /^(der|die|das)\s+(.+)$/iu.exec(the);
      if (!m) return undefined;
      const article = (m[1] as string).toLowerCase();
      return { the, at: article === 'die' ? `in der ${m[2]}` : `im ${m[2]}` };
    }
    case 'fr':
      return /^(le|la|les)\s|^l['’]/iu.test(the) ? { the, at: `dans ${the}` } : undefined;
    case 'es':
      return /^(el|la|los|las)\s/iu.test(the) ? { the, at: `en ${the}` } : undefined;
    default:
      return undefined;
  }
}
