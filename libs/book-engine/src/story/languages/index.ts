import type { Language } from '../../types';
import type { LanguagePack } from '../language-pack';
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

export const LANGUAGE_PACKS: Record<Language, LanguagePack> = { en, es, fr, de, it, pt, ru, zh, ja, ko, ar };
