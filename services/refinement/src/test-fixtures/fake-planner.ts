import {
  interiorPageOf,
  ProviderError,
  type RefinementAnswer,
  type RefinementContext,
  type RefinementPlanner,
  type RefinementRequest,
} from '@fabelhaft/book-engine';

/**
 * A test planner (the book engine's planners are tested in libs/book-engine): "change it" asks back, "provider
 * down" fails as an unreachable provider would, anything else shortens the focus page. Every call is recorded.
 */
export class FakePlanner implements RefinementPlanner {
  readonly calls: { context: RefinementContext; request: RefinementRequest }[] = [];

  async plan(context: RefinementContext, request: RefinementRequest): Promise<RefinementAnswer> {
    this.calls.push({ context, request });
    const text = request.message.toLowerCase();
    if (text.includes('provider down')) {
      throw new ProviderError('BOOK_ENGINE.PROVIDER_UNAVAILABLE', 'Cannot reach the model (test)', true);
    }
    if (text === 'change it') {
      return {
        kind: 'clarify',
        prompt:
          context.locale === 'de'
            ? 'Was soll ich ändern: den Text, das Bild oder eine Figur?'
            : 'What should I change: the text, the picture or a character?',
      };
    }
    const page = interiorPageOf(request.focusPages[0] ?? 2);
    return {
      kind: 'plan',
      changes: [
        { target: 'page_text', action: 'shorten', page, rationale: `Page ${page + 1} gets shorter.` },
      ],
      summary: `I will shorten page ${page + 1}.`,
    };
  }
}
