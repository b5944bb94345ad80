import { spawn } from 'node:child_process';
import type { Pcm } from './pcm';

/** Speech in mono MP3 (MPEG-2 layer III at 22.05/24 kHz): every phone browser plays it; about 6 kB a second. */
export const MP3_KBPS = 48;

export interface AudioEncoder {
  /** Names the encoder and its settings; part of every narration's cache key. */
  readonly id: string;
  encode(pcm: Pcm): Promise<Buffer>;
}

/**
 * MP3 by LAME (Debian's `lame`, the reference encoder; installed by scripts/system-packages.mjs), in a process of
 * its own: raw samples in on stdin, MP3 out on stdout, nothing on the service's event loop but the bytes. It keeps
 * the sample rate (no resampling) and writes constant-bitrate frames, which every player seeks and times.
 */
export class LameEncoder implements AudioEncoder {
  readonly id = `lame-cbr-${MP3_KBPS}-mono`;

  constructor(
    private readonly binary = 'lame',
    private readonly timeoutMs = 60_000,
  ) {}

  encode(pcm: Pcm): Promise<Buffer> {
    const khz = String(pcm.sampleRate / 1000);
    const args = [
      ...['-r', '-s', khz, '--bitwidth', '16', '--signed', '--little-endian', '-m', 'm'],
      ...['--resample', khz, '-b', String(MP3_KBPS), '--cbr', '--noreplaygain', '--silent', '-', '-'],
    ];
    return new Promise<Buffer>((resolve, reject) => {
      const child = spawn(this.binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      const timer = setTimeout(() => child.kill('SIGKILL'), this.timeoutMs);
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`cannot run ${this.binary} (apt-get install lame): ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        const mp3 = Buffer.concat(out);
        if (code === 0 && mp3.length > 0) resolve(mp3);
        else
          reject(
            new Error(
              `${this.binary} failed (${signal ?? code}): ${Buffer.concat(err).toString('utf8').slice(0, 300)}`,
            ),
          );
      });
      // A closed stdin (the encoder died) must not throw EPIPE at the process.
      child.stdin.on('error', () => undefined);
      child.stdin.end(Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength));
    });
  }
}
