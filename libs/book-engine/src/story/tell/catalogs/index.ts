import type { Language } from '../../../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';

/** The languages the open teller tells (ADR 0028): a catalog and a grammar each. */
export const CATALOGS: Partial<Record<Language, Record<string, string>>> = { en, de, fr, es, it, pt };
