import type { CallMeter } from '../providers/calls';
import type { Language } from '../types';
import type { Pcm } from './pcm';

/**
 * A voice that reads a book aloud (issue #28), behind one port as text and pictures are: the embedded espeak-ng
 * (offline default) or an OpenAI-compatible speech endpoint. `speak` answers one recording per text, in order.
 */
export interface Voice {
  /** Names the voice and its settings per language: part of every narration's cache key (ADR 0019). */
  idFor(language: Language): string;
  speak(language: Language, texts: string[], meter?: CallMeter): Promise<Pcm[]>;
  close?(): Promise<void>;
}
