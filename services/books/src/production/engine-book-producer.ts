import {
  produceBook,
  type Illustrator,
  type LikenessChecker,
  type Narrator,
  type ProduceBookDeps,
} from '@fabelhaft/book-engine';
import { createChromiumRenderer, type ChromiumRenderer } from '@fabelhaft/pdf';
import type { BookProducer, ProducedBookFiles, ProductionStage } from '../ports/book-producer.port';

/** The book engine's production, printed by one Chromium that starts on first use and idles out. */
export class EngineBookProducer implements BookProducer {
  private renderer?: ChromiumRenderer;

  constructor(
    private readonly chromiumPath: string,
    private readonly illustrator: Illustrator,
    /** issue #23: checks every page picture against its characters; null: no check. */
    private readonly checker: LikenessChecker | null = null,
    /** issue #28: reads every page aloud in the book's languages; null: no narration. */
    private readonly narrator: Narrator | null = null,
  ) {}

  async produce(
    input: Parameters<BookProducer['produce']>[0],
    onStage: (stage: ProductionStage) => Promise<void>,
  ): Promise<ProducedBookFiles> {
    this.renderer ??= createChromiumRenderer({ executablePath: this.chromiumPath, maxConcurrentPages: 2 });
    const { cache, meter, ...production } = input;
    // The engine's artefact cache (issue #14): what an earlier run of this book made is not made again.
    const deps: ProduceBookDeps = {
      renderer: this.renderer,
      illustrator: this.illustrator,
      ...(cache ? { cache } : {}),
      ...(this.checker ? { checker: this.checker } : {}),
      ...(meter ? { meter } : {}),
      ...(this.narrator ? { narrator: this.narrator } : {}),
    };
    const book = await produceBook(production, deps, { onStage });
    return {
      interiorPdf: book.interiorPdf,
      coverPdf: book.coverPdf,
      screenPdf: book.screenPdf,
      flipbook: book.flipbook,
      preflight: book.preflight as unknown as ProducedBookFiles['preflight'],
      ...(book.likeness ? { likeness: book.likeness } : {}),
      ...(book.narration
        ? {
            narration: book.narration.pages,
            remadeNarration: book.narration.remade,
            narrationSeconds: book.narration.seconds,
          }
        : {}),
    };
  }

  async close(): Promise<void> {
    await this.renderer?.close();
    await this.narrator?.voice.close?.();
  }
}
