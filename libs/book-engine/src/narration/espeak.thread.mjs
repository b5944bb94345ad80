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
  const instance = await ESpeakNg({
    arguments: ['-m', '-s', String(rate), '-v', voice, '-w', '/tmp/out.wav', ssml],
    print: () => undefined,
    printErr: (line) => errors.push(line),
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((made) => done(made, module));
      return {};
    },
  });
  let wav;
  try {
    wav = instance.FS.readFile('/tmp/out.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio: ${errors.join(' ').slice(0, 300)}`);
  }
  return new Uint8Array(wav);
}
