import type { Language } from '../../types';
import type { Teller } from '../teller';
import { de, en } from './de-en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { zh } from './zh';

/** Every book language's storyteller. */
export const TELLERS: Partial<Record<Language, Teller>> = { de, en, es, fr, it, pt, zh, ja, ko };
