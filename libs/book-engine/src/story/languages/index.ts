import type { Language } from '../../types';
import packs from '../data/language-packs.json';
import type { LanguagePack } from '../language-pack';

/**
 * The first teller's words per language (`data/language-packs.json`), still used for the plan-pages title
 * line of older plans, and for the companion names a plan may carry by index (`cast.ts`, refinement's
 * `isPetName`).
 */
export const LANGUAGE_PACKS: Record<Language, LanguagePack> = packs as Record<Language, LanguagePack>;
