import { initTRPC } from "@trpc/server";
import type { Context } from "./context.js";
import { toHttpError } from "./errors.js";
import type { ProcedureMeta } from "./meta.js";

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stacks to clients, whatever NODE_ENV says.
    isDev: false,
    // Live board streams: a ping keeps proxies from closing an idle stream; the client
    // reconnects by itself when a stream stays silent too long.
    sse: {
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 40_000 },
    },
    errorFormatter({ shape, error }) {
      const http = toHttpError(error);
      return {
        ...shape,
        message: http.body.error,
        data: {
          code: http.body.code,
          httpStatus: http.status,
          path: shape.data.path,
          ...(http.body.issues ? { issues: http.body.issues } : {}),
          ...(http.body.current ? { current: http.body.current } : {}),
        },
      };
    },
  });
