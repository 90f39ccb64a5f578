/** /trpc: the whole router for the React apps, with the same context and errors as REST. */
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { type AppRouter, appRouter } from "../app-router.js";
import { toHttpError } from "../core/errors.js";
import { reportUnexpectedError } from "../lib/report-error.js";
import { createContext } from "./request-context.js";

export default async function trpc(app: FastifyInstance): Promise<void> {
  // tRPC answers GET and POST; other methods get the API's error shape, not the adapter's.
  // (A CORS preflight was already answered by the cross-origin plugin's earlier hook.)
  app.addHook("onRequest", async (req, reply) => {
    if (req.method === "GET" || req.method === "POST" || req.method === "HEAD") return;
    return reply
      .code(405)
      .header("allow", "GET, POST")
      .send({ error: "/trpc answers GET and POST only.", code: "METHOD_NOT_SUPPORTED" });
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext({ req, reply: res }),
      onError({ error, req, path }) {
        if (toHttpError(error).unexpected) {
          reportUnexpectedError(req, error, path ? `/trpc/${path}` : undefined);
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
