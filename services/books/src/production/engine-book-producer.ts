import { produceBook, type Illustrator } from '@fabelhaft/book-engine';
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
    const book = await produceBook(
      input,
      { renderer: this.renderer, illustrator: this.illustrator },
      { onStage },
    );
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
