/** Mono 16-bit audio as a voice speaks it: the one shape every voice answers and the encoder reads. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export const durationMs = (pcm: Pcm): number => Math.round((pcm.samples.length / pcm.sampleRate) * 1000);

/**
 * Reads a RIFF/WAVE file of 16-bit PCM (what espeak-ng writes and what OpenAI's `response_format: "wav"` answers),
 * mixing several channels down to one. A streamed WAV may say 0 or 0xFFFFFFFF as its data size (espeak-ng on
 * stdout says 0x7FFFF000): then the data runs to the end of the file.
 */
export function parseWav(wav: Buffer): Pcm {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        code: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAVE data before its format');
      // 1 = PCM, 0xFFFE = WAVE_FORMAT_EXTENSIBLE (PCM inside).
      if ((format.code !== 1 && format.code !== 0xfffe) || format.bits !== 16)
        throw new Error(`WAVE format ${format.code}/${format.bits} bits: only 16-bit PCM is read`);
      const end = size === 0 || size === 0xffffffff ? wav.length : Math.min(wav.length, body + size);
      const frames = Math.floor((end - body) / (2 * format.channels));
      if (format.channels === 1) {
        // One copy, no per-sample reads (a book's language is a few million samples).
        const copy = Buffer.from(wav.subarray(body, body + 2 * frames));
        return {
          sampleRate: format.sampleRate,
          samples: new Int16Array(copy.buffer, copy.byteOffset, frames),
        };
      }
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i += 1) {
        let sum = 0;
        for (let c = 0; c < format.channels; c += 1)
          sum += wav.readInt16LE(body + 2 * (i * format.channels + c));
        samples[i] = Math.round(sum / format.channels);
      }
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAVE file without data');
}

/** A mono 16-bit WAVE file of the samples (tests and fixtures). */
export function wavOf(pcm: Pcm): Buffer {
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Below this a sample counts as silence (about -72 dBFS; espeak-ng's pauses are digital zero). */
const QUIET = 8;

/**
 * Cuts one recording into the pieces between pauses of at least `pauseMs` (the embedded voice speaks a whole
 * book's language in one run with long breaks between its pages, then cuts it here). Leading and trailing silence
 * of each piece is kept up to `keepMs`. Answers the pieces in order; the caller checks their number.
 */
export function splitAtPauses(pcm: Pcm, pauseMs: number, keepMs = 150): Pcm[] {
  const { samples, sampleRate } = pcm;
  const minRun = Math.round((pauseMs / 1000) * sampleRate);
  const keep = Math.round((keepMs / 1000) * sampleRate);
  const pieces: Pcm[] = [];
  let start = -1; // first loud sample of the current piece
  let lastLoud = -1;
  let quietFrom = -1;
  const cut = (end: number) => {
    if (start < 0) return;
    const from = Math.max(0, start - keep);
    const to = Math.min(samples.length, end + 1 + keep);
    pieces.push({ sampleRate, samples: samples.slice(from, to) });
    start = -1;
  };
  for (let i = 0; i < samples.length; i += 1) {
    const loud = Math.abs(samples[i] as number) >= QUIET;
    if (loud) {
      if (start >= 0 && quietFrom >= 0 && i - quietFrom >= minRun) cut(lastLoud);
      if (start < 0) start = i;
      lastLoud = i;
      quietFrom = -1;
    } else if (quietFrom < 0) quietFrom = i;
  }
  cut(lastLoud);
  return pieces;
}
