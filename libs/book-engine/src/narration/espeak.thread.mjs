// The embedded voice's worker thread (issue #28): espeak-ng compiled to WebAssembly with its voices inside the npm
// package (nothing is downloaded). The module is compiled once; each request is one run of the espeak-ng
// program (a fresh instance: its option parser keeps state between runs), so a page's seconds of synthesis
// never sit on a service's event loop. Plain ESM: the package is an ES module, and a thread needs no loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const entry = require.resolve('espeak-ng');
const wasmPath = entry.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
const ready = (async () => {
  const { default: ESpeakNg } = await import(entry);
  const module = await WebAssembly.compile(readFileSync(wasmPath));
  return { ESpeakNg, module };
})();
ready.catch(() => undefined);

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
  // The WAV comes byte by byte on stdout into a buffer that doubles (a file in espeak's memory file system grows
  // by an eighth at a time, copying itself each time); its header then says no sizes, which the reader expects.
  let wav = new Uint8Array(1 << 20);
  let length = 0;
  await ESpeakNg({
    arguments: ['-m', '-s', String(rate), '-v', voice, '--stdout', ssml],
    print: () => undefined,
    printErr: (line) => errors.push(line),
    stdout: (byte) => {
      if (length === wav.length) {
        const grown = new Uint8Array(wav.length * 2);
        grown.set(wav);
        wav = grown;
      }
      wav[length++] = byte & 0xff;
    },
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((made) => done(made, module));
      return {};
    },
  });
  if (length <= 44) throw new Error(`espeak-ng wrote no audio: ${errors.join(' ').slice(0, 300)}`);
  return wav.slice(0, length);
}
