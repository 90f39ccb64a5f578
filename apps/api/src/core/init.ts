import { initTRPC } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
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
      // The product's errors reach tRPC as its INTERNAL_SERVER_ERROR with the AppError as cause:
      // the JSON-RPC code, like the status and body, is the mapped error's.
      const http = toHttpError(error);
      const code = http.body.code as keyof typeof TRPC_ERROR_CODES_BY_KEY;
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[code] ?? shape.code,
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
