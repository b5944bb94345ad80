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
  // The K-weighted signal's energy as a running sum, so each 400 ms block is one subtraction (a page is measured
  // two or three times while it is normalised).
  const energy = new Float64Array(samples.length + 1);
  const [shelf, pass] = stages as [Biquad, Biquad];
  let sx1 = 0;
  let sx2 = 0;
  let sy1 = 0;
  let sy2 = 0;
  let px1 = 0;
  let px2 = 0;
  let py1 = 0;
  let py2 = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const x = (samples[i] as number) / 32768;
    const s = shelf.b0 * x + shelf.b1 * sx1 + shelf.b2 * sx2 - shelf.a1 * sy1 - shelf.a2 * sy2;
    sx2 = sx1;
    sx1 = x;
    sy2 = sy1;
    sy1 = s;
    const y = pass.b0 * s + pass.b1 * px1 + pass.b2 * px2 - pass.a1 * py1 - pass.a2 * py2;
    px2 = px1;
    px1 = s;
    py2 = py1;
    py1 = y;
    energy[i + 1] = (energy[i] as number) + y * y;
  }
  const block = Math.round(0.4 * sampleRate);
  const step = Math.round(0.1 * sampleRate);
  const powers: number[] = [];
  for (let start = 0; start + block <= samples.length; start += step) {
    powers.push(((energy[start + block] as number) - (energy[start] as number)) / block);
  }
  if (powers.length === 0 && samples.length > 0) {
    // Shorter than one block: its mean power.
    powers.push((energy[samples.length] as number) / samples.length);
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
  for (let b = 0; b < blocks; b += 1) {
    let peak = 0;
    for (let i = b * size, end = Math.min(samples.length, i + size); i < end; i += 1)
      peak = Math.max(peak, Math.abs(samples[i] as number));
    peaks[b] = peak * gain;
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
  for (let b = 0; b < blocks; b += 1) {
    const g = gain * (gains[b] as number);
    for (let i = b * size, end = Math.min(samples.length, i + size); i < end; i += 1) {
      const v = (samples[i] as number) * g;
      out[i] = Math.round(v > ceiling ? ceiling : v < -ceiling ? -ceiling : v);
    }
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
