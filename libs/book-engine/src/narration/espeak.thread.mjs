// The embedded voice's worker thread (issue #28): espeak-ng compiled to WebAssembly with its voices inside the npm
// package (nothing is downloaded), so a page's seconds of synthesis never sit on a service's event loop. Plain
// ESM: the package is an ES module, and a thread needs no loader.
//
// One instance of the program serves every run (ADR 0038, addendum on the voice's memory). The program keeps
// state between runs of `main` — its option parser's position (a second run found no options and no text, so it
// wrote nothing), its voice, its stdio buffers — all of it in the instance's linear memory. So the memory as it
// stood after instantiation is kept (17.5 MiB, most of it the voice data, up to its last non-zero byte) and put
// back before each run, every page above it zeroed again: each run starts from the state a fresh instance has and
// says the same samples, without another instance's 32 MiB of memory and 0.3–1 s of set-up. The memory file
// system's files are views into that memory, re-made before each run (a grown memory detaches the old views).
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
const PAGE = 1 << 12;

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

/** The instance every run uses; dropped when a run fails (a trap or an `exit` may leave it half-way). */
let program;

async function speak({ voice, rate, ssml }) {
  const made = (program ??= instantiate());
  made.catch(() => undefined);
  const running = await made;
  running.reset();
  const out = new WavSink();
  running.sink = out;
  running.errors = [];
  try {
    running.main(['-m', '-s', String(rate), '-v', voice, '--stdout', ssml]);
  } catch (error) {
    if (program === made) program = undefined;
    throw new Error(
      `espeak-ng stopped: ${error?.message ?? error} ${running.errors.join(' ')}`.slice(0, 400),
    );
  } finally {
    running.sink = undefined;
  }
  const wav = out.join();
  if (wav.length <= 44)
    throw new Error(`espeak-ng wrote no audio: ${running.errors.join(' ').slice(0, 300)}`);
  return wav;
}

/** One instance, not run: its exports, its pristine memory and the files that live in that memory. */
async function instantiate() {
  const { ESpeakNg, module } = await ready;
  let exports;
  const made = {
    sink: undefined,
    errors: [],
  };
  const Module = await ESpeakNg({
    noInitialRun: true,
    print: () => undefined,
    printErr: (line) => made.errors.push(line),
    stdout: (byte) => made.sink?.put(byte),
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => {
        exports = instance.exports;
        done(instance, module);
      });
      return {};
    },
  });
  const memory = exports.memory;
  const files = filesIn(Module.FS, memory.buffer);
  const pristine = withoutTrailingZeros(new Uint8Array(memory.buffer));
  made.reset = () => {
    const bytes = new Uint8Array(memory.buffer);
    bytes.set(pristine);
    zeroDirtyPages(bytes, pristine.length);
    for (const file of files) file.node.contents = new Uint8Array(memory.buffer, file.offset, file.length);
  };
  made.main = (args) => {
    const argv = ['./this.program', ...args];
    const pointers = argv.map((arg) => {
      const text = Buffer.from(`${arg}\0`, 'utf8');
      const at = exports.malloc(text.length);
      new Uint8Array(memory.buffer).set(text, at);
      return at;
    });
    const table = exports.malloc(4 * (pointers.length + 1));
    new Uint32Array(memory.buffer, table, pointers.length + 1).set([...pointers, 0]);
    // Run as the glue's callMain does, without its exit (which would end the runtime), then write out what
    // stdout still buffers.
    Module._main(argv.length, table);
    Module._fflush(0);
  };
  return made;
}

/** Every file of the memory file system whose contents are a view into the instance's memory. */
function filesIn(FS, buffer) {
  const found = [];
  const visit = (node) => {
    if (FS.isDir(node.mode)) for (const child of Object.values(node.contents)) visit(child);
    else if (node.contents?.buffer === buffer)
      found.push({ node, offset: node.contents.byteOffset, length: node.contents.byteLength });
  };
  visit(FS.root);
  return found;
}

/** A copy of the bytes up to the last non-zero one. */
function withoutTrailingZeros(bytes) {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.slice(0, end);
}

/** Zeroes `bytes` from `from` on, page by page, writing only pages that hold something (untouched pages stay unmapped). */
function zeroDirtyPages(bytes, from) {
  const firstPage = Math.ceil(from / PAGE) * PAGE;
  bytes.fill(0, from, Math.min(firstPage, bytes.length));
  const words = new Uint32Array(bytes.buffer, firstPage, (bytes.length - firstPage) >> 2);
  const wordsPerPage = PAGE >> 2;
  for (let page = 0; page < words.length; page += wordsPerPage) {
    const end = Math.min(page + wordsPerPage, words.length);
    for (let i = page; i < end; i++) {
      if (words[i] !== 0) {
        words.fill(0, i, end);
        break;
      }
    }
  }
}

/**
 * The WAV comes byte by byte on stdout into chunks of 1 MiB, joined once at the end (a file in espeak's memory
 * file system grows by an eighth at a time, copying itself each time; a doubling buffer left up to three times
 * the audio behind); its header then says no sizes, which the reader expects.
 */
class WavSink {
  chunks = [];
  chunk = new Uint8Array(CHUNK);
  used = 0;

  put(byte) {
    if (this.used === CHUNK) {
      this.chunks.push(this.chunk);
      this.chunk = new Uint8Array(CHUNK);
      this.used = 0;
    }
    this.chunk[this.used++] = byte & 0xff;
  }

  join() {
    const wav = new Uint8Array(this.chunks.length * CHUNK + this.used);
    this.chunks.forEach((c, i) => wav.set(c, i * CHUNK));
    wav.set(this.chunk.subarray(0, this.used), this.chunks.length * CHUNK);
    return wav;
  }
}
