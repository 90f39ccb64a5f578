/** A client of the live board stream (server-sent events on /trpc), for the tests. */
export interface Stream {
  /** Resolves when the server ends the stream (or it is closed). */
  ended: Promise<void>;
  status: number;
  contentType: string | null;
  /** Resolves with the first data event whose JSON passes `match`. */
  next(
    match: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  text(): string;
  close(): void;
}

export async function openStream(url: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  let buffer = "";
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body?.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (const line of buffer.split("\n")) {
          if (line.startsWith("data: ")) {
            try {
              events.push(JSON.parse(line.slice(6)) as Record<string, unknown>);
            } catch {
              // a partial line: read again with the rest
            }
          }
        }
        buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
  })();
  return {
    ended,
    status: response.status,
    contentType: response.headers.get("content-type"),
    // Long enough for a busy machine: the wait ends as soon as the event is there.
    async next(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    text: () => JSON.stringify(events),
    close: () => controller.abort(),
  };
}
