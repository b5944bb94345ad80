import type { Pcm } from './pcm';

/**
 * Loudness as ITU-R BS.1770-4 measures it (the K-weighting, 400 ms blocks overlapping by 75 %, the absolute gate
 * at -70 LUFS and the relative gate 10 LU below), for mono audio: what EBU R 128 and the podcast players normalise
 * to. The K-weighting's two filters are made for the audio's sample rate from their analogue parameters
 * (the 48 kHz coefficients of the standard are these at 48 kHz).
 */
export function integratedLoudness(pcm: Pcm): number {
  const { sampleRate, samples } = pcm;
  const stages = [
    biquad('highshelf', sampleRate, 1681.974450955533, 0.7071752369554196, 3.999843853973347),
    biquad('highpass', sampleRate, 38.13547087602444, 0.5003270373238773, 0),
  ];
  const weighted = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) weighted[i] = (samples[i] as number) / 32768;
  for (const f of stages) {
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let i = 0; i < weighted.length; i += 1) {
      const x = weighted[i] as number;
      const y = f.b0 * x + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      weighted[i] = y;
    }
  }
  const block = Math.round(0.4 * sampleRate);
  const step = Math.round(0.1 * sampleRate);
  const powers: number[] = [];
  for (let start = 0; start + block <= weighted.length; start += step) {
    let sum = 0;
    for (let i = start; i < start + block; i += 1) sum += (weighted[i] as number) ** 2;
    powers.push(sum / block);
  }
  if (powers.length === 0 && weighted.length > 0) {
    // Shorter than one block: its mean power.
    powers.push(weighted.reduce((s, v) => s + v * v, 0) / weighted.length);
  }
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const mean = (ps: number[]) => ps.reduce((s, p) => s + p, 0) / ps.length;
  const absolute = powers.filter((p) => p > 0 && lufs(p) > -70);
  if (absolute.length === 0) return -Infinity;
  const relativeGate = lufs(mean(absolute)) - 10;
  const gated = absolute.filter((p) => lufs(p) > relativeGate);
  return lufs(mean(gated));
}

/** The loudness every narrated page is brought to (EBU R 128 S1 for speech on phones: -16 LUFS). */
export const TARGET_LUFS = -16;
/** No sample above this after the gain (1 dB of headroom for the MP3 encoder's overshoot). */
const PEAK_CEILING = 10 ** (-1 / 20);

/**
 * The audio brought to `target` LUFS (integrated): pages of one book, and of both its languages, play at one
 * loudness. A synthetic voice's peaks stand far above its loudness, so a plain gain would clip: a peak limiter
 * (2.5 ms blocks, looking one block ahead, 50 ms release) keeps every sample under -1 dBFS, and the gain is
 * measured once more after it. Silence stays silence.
 */
export function normaliseLoudness(pcm: Pcm, target = TARGET_LUFS): Pcm {
  let current: Pcm = pcm;
  for (let pass = 0; pass < 2; pass += 1) {
    const measured = integratedLoudness(current);
    if (!Number.isFinite(measured)) return current;
    const gain = 10 ** ((target - measured) / 20);
    if (pass > 0 && Math.abs(target - measured) < 0.2) break;
    current = limited(current, gain);
  }
  return current;
}

/** `pcm` times `gain`, its peaks held under the ceiling by a block limiter (see `normaliseLoudness`). */
function limited(pcm: Pcm, gain: number): Pcm {
  const { samples, sampleRate } = pcm;
  const ceiling = PEAK_CEILING * 32767;
  const size = Math.max(1, Math.round(0.0025 * sampleRate));
  const blocks = Math.ceil(samples.length / size);
  const peaks = new Float64Array(blocks);
  for (let i = 0; i < samples.length; i += 1) {
    const b = Math.floor(i / size);
    peaks[b] = Math.max(peaks[b] as number, Math.abs(samples[i] as number) * gain);
  }
  // Each block's gain holds its own and the next block's peak (the look-ahead), then recovers over 50 ms.
  const gains = new Float64Array(blocks);
  const release = 1 / Math.max(1, Math.round(0.05 / 0.0025));
  let previous = 1;
  for (let b = 0; b < blocks; b += 1) {
    const peak = Math.max(peaks[b] as number, (peaks[b + 1] ?? 0) as number);
    const needed = peak > ceiling ? ceiling / peak : 1;
    previous = Math.min(needed, previous + release);
    gains[b] = previous;
  }
  // Going backwards: a block's gain is reached by the one before it gradually (no click at the attack).
  for (let b = blocks - 2; b >= 0; b -= 1)
    gains[b] = Math.min(gains[b] as number, (gains[b + 1] as number) + release);
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const b = Math.floor(i / size);
    const v = (samples[i] as number) * gain * (gains[b] as number);
    out[i] = Math.round(Math.max(-ceiling, Math.min(ceiling, v)));
  }
  return { sampleRate, samples: out };
}

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** RBJ's cookbook biquads (as pyloudnorm builds BS.1770's K-weighting for any rate), a0 normalised to 1. */
function biquad(kind: 'highshelf' | 'highpass', rate: number, f0: number, q: number, gainDb: number): Biquad {
  const A = 10 ** (gainDb / 40);
  const w0 = (2 * Math.PI * f0) / rate;
  const alpha = Math.sin(w0) / (2 * q);
  const cos = Math.cos(w0);
  let b: [number, number, number];
  let a: [number, number, number];
  if (kind === 'highshelf') {
    const s = 2 * Math.sqrt(A) * alpha;
    b = [A * (A + 1 + (A - 1) * cos + s), -2 * A * (A - 1 + (A + 1) * cos), A * (A + 1 + (A - 1) * cos - s)];
    a = [A + 1 - (A - 1) * cos + s, 2 * (A - 1 - (A + 1) * cos), A + 1 - (A - 1) * cos - s];
  } else {
    b = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
    a = [1 + alpha, -2 * cos, 1 - alpha];
  }
  return { b0: b[0] / a[0], b1: b[1] / a[0], b2: b[2] / a[0], a1: a[1] / a[0], a2: a[2] / a[0] };
}
