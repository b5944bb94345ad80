export { type Pcm, parseWav, wavOf, splitAtPauses, durationMs } from './pcm';
export { integratedLoudness, normaliseLoudness, TARGET_LUFS } from './loudness';
export { LameEncoder, MP3_KBPS, type AudioEncoder } from './mp3';
export type { Voice } from './voice';
export { EspeakVoice } from './espeak-voice';
export {
  narrateBook,
  narrationScript,
  NARRATION_VERSION,
  type Narration,
  type NarratedPage,
  type NarrationLine,
  type Narrator,
} from './narrate-book';
export {
  createNarrator,
  parseLanguageMap,
  type VoiceProviderConfig,
  type VoiceProviderName,
} from './voice-provider';
