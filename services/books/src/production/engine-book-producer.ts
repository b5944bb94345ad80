import { produceBook, type Illustrator, type ProduceBookDeps } from '@fabelhaft/book-engine';
import { createChromiumRenderer, type ChromiumRenderer } from '@fabelhaft/pdf';
import type { BookProducer, ProducedBookFiles, ProductionStage } from '../ports/book-producer.port';

/** The book engine's production, printed by one Chromium that starts on first use and idles out. */
export class EngineBookProducer implements BookProducer {
  private renderer?: ChromiumRenderer;

  constructor(
    private readonly chromiumPath: string,
    private readonly illustrator: Illustrator,
  ) {}

  async produce(
    input: Parameters<BookProducer['produce']>[0],
    onStage: (stage: ProductionStage) => Promise<void>,
  ): Promise<ProducedBookFiles> {
    this.renderer ??= createChromiumRenderer({ executablePath: this.chromiumPath, maxConcurrentPages: 2 });
    const { cache, ...production } = input;
    // The engine's artefact cache (issue #14): what an earlier run of this book made is not made again.
    const deps: ProduceBookDeps = {
      renderer: this.renderer,
      illustrator: this.illustrator,
      ...(cache ? { cache } : {}),
    };
    const book = await produceBook(production, deps, { onStage });
    return {
      interiorPdf: book.interiorPdf,
      coverPdf: book.coverPdf,
      screenPdf: book.screenPdf,
      flipbook: book.flipbook,
      preflight: book.preflight as unknown as ProducedBookFiles['preflight'],
    };
  }

  async close(): Promise<void> {
    await this.renderer?.close();
  }
}
