/**
 * Security headers on every response: a strict Content-Security-Policy (no inline script, no
 * framing), nosniff, a conservative referrer policy, and cross-origin isolation headers.
 *
 * And no API answer kept anywhere unless it says so: an answer of /api or /trpc that sets no
 * Cache-Control gets `private, no-store` (a shared computer's browser, a proxy or a disk cache
 * never holds someone's tasks, session or logs). Those that may be kept say so themselves: the
 * conditional reads (`private, no-cache` with an ETag: plugins/conditional-reads.ts) and the
 * public OpenAPI document.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const PRIVATE_NO_STORE = "private, no-store";

const isApi = (url: string) => /^\/(?:api|trpc)(?:[/?]|$)/.test(url);

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the scroll lock set styles from script; no inline <script> is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (isApi(req.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PRIVATE_NO_STORE);
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: "security-headers" });
