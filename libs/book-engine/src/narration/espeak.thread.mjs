// The embedded voice's worker thread (issue #28): espeak-ng compiled to WebAssembly with its voices inside the npm
// package (nothing is downloaded). The module is compiled once; each request is one run of the espeak-ng
// program (a fresh instance: the program keeps state between runs — its option parser, its stdout — and a second
// run of `main` on one instance wrote nothing when tried), so a page's seconds of synthesis
// never sit on a service's event loop. Plain ESM: the package is an ES module, and a thread needs no loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const entry = require.resolve('espeak-ng');
const wasmPath = entry.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
const ready = (async () => {
  const { default: ESpeakNg } = await import(entry);
  // From the file's bytes, not compileStreaming: streamed, V8 compiles every function at once (twice the memory
  // and the time, measured); this way it compiles them as they are first called.
  const module = await WebAssembly.compile(readFileSync(wasmPath));
  return { ESpeakNg, module };
})();
ready.catch(() => undefined);
const CHUNK = 1 << 20;

parentPort.on('message', (request) => {
  void speak(request).then(
    (wav) => parentPort.postMessage({ id: request.id, wav }, [wav.buffer]),
    (error) =>
      parentPort.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});

async function speak({ voice, rate, ssml }) {
  const { ESpeakNg, module } = await ready;
  const errors = [];
  // The WAV comes byte by byte on stdout into chunks of 1 MiB, joined once at the end (a file in espeak's memory
  // file system grows by an eighth at a time, copying itself each time; a doubling buffer left up to three times
  // the audio behind); its header then says no sizes, which the reader expects.
  const chunks = [];
  let chunk = new Uint8Array(CHUNK);
  let used = 0;
  await ESpeakNg({
    arguments: ['-m', '-s', String(rate), '-v', voice, '--stdout', ssml],
    print: () => undefined,
    printErr: (line) => errors.push(line),
    stdout: (byte) => {
      if (used === CHUNK) {
        chunks.push(chunk);
        chunk = new Uint8Array(CHUNK);
        used = 0;
      }
      chunk[used++] = byte & 0xff;
    },
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((made) => done(made, module));
      return {};
    },
  });
  const length = chunks.length * CHUNK + used;
  if (length <= 44) throw new Error(`espeak-ng wrote no audio: ${errors.join(' ').slice(0, 300)}`);
  const wav = new Uint8Array(length);
  chunks.forEach((c, i) => wav.set(c, i * CHUNK));
  wav.set(chunk.subarray(0, used), chunks.length * CHUNK);
  return wav;
}
