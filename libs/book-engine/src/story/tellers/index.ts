import type { Language } from '../../types';
import type { Teller } from '../teller';
import { de, en } from './de-en';
import { fr } from './fr';
import { it } from './it';

/** Every book language's storyteller. */
export const TELLERS: Partial<Record<Language, Teller>> = { de, en, fr, it };
