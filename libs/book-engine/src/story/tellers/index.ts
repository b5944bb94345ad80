import type { Language } from '../../types';
import type { Teller } from '../teller';
import { de, en } from './de-en';
import { ja } from './ja';
import { ko } from './ko';
import { zh } from './zh';

/** Every book language's storyteller. */
export const TELLERS: Partial<Record<Language, Teller>> = { de, en, ja, ko, zh };
