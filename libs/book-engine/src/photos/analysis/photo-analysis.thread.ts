// The photo analyser's worker thread (issue #23, ADR 0033): loads the face model once and reads one photo at a
// time, so neither the model's second of arithmetic nor its memory sits on a service's event loop.
import { parentPort } from 'node:worker_threads';
import { analysePhoto, loadFaceModel } from './face-model';
import type { AnalysisRequest, AnalysisResult } from './photo-analyser';

const ready = loadFaceModel().catch((error: unknown) => error);

parentPort!.on('message', (request: AnalysisRequest) => {
  void analyse(request).then((result) => parentPort!.postMessage(result));
});

async function analyse({ id, image }: AnalysisRequest): Promise<AnalysisResult> {
  try {
    const loaded = await ready;
    if (loaded instanceof Error) throw loaded;
    return { id, looks: await analysePhoto(Buffer.from(image)) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}
