import { Query } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';

export class GetBookQuery extends Query<BookView> {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
  ) {
    super();
  }
}
