export class ListOrdersQuery {
  constructor(public readonly ownerId: string) {}
}
