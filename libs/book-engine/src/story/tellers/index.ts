import type { Language } from '../../types';
import type { Teller } from '../teller';
import { ar } from './ar';
import { de, en } from './de-en';
import { ru } from './ru';

/** Every book language's storyteller. */
export const TELLERS: Partial<Record<Language, Teller>> = { ar, de, en, ru };
