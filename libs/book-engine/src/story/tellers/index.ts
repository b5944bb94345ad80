import type { Language } from '../../types';
import type { Teller } from '../teller';
import { ar } from './ar';
import { de, en } from './de-en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

/** Every book language's storyteller: each tells the same frame, so a translation line tells the same story. */
export const TELLERS: Record<Language, Teller> = { en, es, fr, de, it, pt, ru, zh, ja, ko, ar };
