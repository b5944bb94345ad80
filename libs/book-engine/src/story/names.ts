import type { Gender, Language } from '../types';
import names from './data/names.json';

/**
 * Children's names with their usual form in each book language, so a name can be translated when the
 * parent asks for it (John → Johann → Jean → Иван …). The non-Latin forms are the customary ones.
 */
export interface NameEntry {
  id: string;
  gender: Gender;
  forms: Record<Language, string>;
}

const entry = (id: string, gender: Gender, list: string): NameEntry => {
  const [en, es, fr, de, it, pt, ru, zh, ja, ko, ar] = list.split('|') as string[];
  return { id, gender, forms: { en, es, fr, de, it, pt, ru, zh, ja, ko, ar } as Record<Language, string> };
};

/** `data/names.json`: id → "gender|en|es|fr|de|it|pt|ru|zh|ja|ko|ar". */
export const NAMES: NameEntry[] = Object.entries(names).map(([id, row]) => {
  const [gender, list] = row.split(/\|(.*)/s) as [Gender, string];
  return entry(id, gender, list);
});

/** Finds a known name written in any Latin-script language form. */
export function findKnownName(word: string): NameEntry | undefined {
  const lower = word.toLowerCase();
  return NAMES.find((n) => Object.values(n.forms).some((form) => form.toLowerCase() === lower));
}
