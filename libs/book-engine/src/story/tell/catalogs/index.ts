import type { Language } from '../../../types';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

/** The languages the open teller tells (ADR 0028): a catalog and a grammar each. */
export const CATALOGS: Partial<Record<Language, Record<string, string>>> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
};
