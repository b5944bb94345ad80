/** An append found the stream at another version than expected: someone else wrote first. */
export class WrongExpectedVersionError extends Error {
  constructor(
    public readonly streamId: string,
    public readonly expected: string | number,
    public readonly actual: number | 'unknown',
  ) {
    super(`Stream ${streamId}: expected version ${expected}, found ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}
