import type { BookProducer, ProducedBookFiles } from '../../ports/book-producer.port';

/**
 * A fast stand-in for the book engine where the real one is not the point (crash, refusals): its pages show
 * the cast's sheets (cover), a fixed title page and three story pages with their page edits.
 */
export class PlanEchoProducer implements BookProducer {
  readonly calls = new Map<string, number>();
  async produce(input: Parameters<BookProducer['produce']>[0]): Promise<ProducedBookFiles> {
    const { plan } = input;
    this.calls.set(plan.bookId, (this.calls.get(plan.bookId) ?? 0) + 1);
    const contents = [
      JSON.stringify(plan.cast.map((c) => c.sheet)),
      'title page',
      ...[2, 3, 4].map((n) => JSON.stringify(plan.pageEdits?.[n] ?? `page ${n}`)),
    ];
    return {
      interiorPdf: Buffer.from('%PDF-interior'),
      coverPdf: Buffer.from('%PDF-cover'),
      screenPdf: Buffer.from('%PDF-screen'),
      flipbook: contents.map((content, i) => ({
        pageNumber: i + 1,
        pageType: i === 0 ? 'cover' : 'other',
        webp: Buffer.from(content),
        altText: `Page ${i + 1}`,
      })),
      preflight: { passed: true },
    };
  }
  async close() {}
}
