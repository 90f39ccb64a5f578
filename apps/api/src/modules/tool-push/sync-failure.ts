/** A change that could not be sent to the tool: the outbox tries again when it is worth it. */
export class SyncFailed extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "SyncFailed";
  }
}
