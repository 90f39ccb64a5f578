/** /trpc: the whole router for the React apps, with the same context and errors as REST. */
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { reportUnexpectedError } from "../lib/report-error.js";
import { createContext } from "../trpc/context.js";
import { toHttpError } from "../trpc/errors.js";
import { type AppRouter, appRouter } from "../trpc/router.js";

export default async function trpc(app: FastifyInstance): Promise<void> {
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
