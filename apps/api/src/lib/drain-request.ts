/**
 * Before answering 413 to a body that is too large, read and throw away what the client is
 * still sending (a lingering close). Closing at once would reset the connection under a client
 * that is mid-upload, and its HTTP stack drops the answer with the reset: the person sees a
 * network error instead of "too large". Bounded in bytes and time, so a client that never
 * stops sending cannot hold the connection.
 */
import type { FastifyRequest } from "fastify";

export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
export const DRAIN_MAX_MS = 5_000;

export function drainRequestBody(req: FastifyRequest): Promise<void> {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", finish);
      raw.off("error", finish);
      raw.off("close", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.on("data", onData);
    raw.on("end", finish);
    raw.on("error", finish);
    raw.on("close", finish);
    raw.resume();
  });
}
