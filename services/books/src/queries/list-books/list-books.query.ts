import { Query } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';

export class ListBooksQuery extends Query<{ books: BookView[] }> {
  constructor(public readonly ownerId: string) {
    super();
  }
}
