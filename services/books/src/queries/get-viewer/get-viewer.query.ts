export class GetViewerQuery {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
  ) {}
}
