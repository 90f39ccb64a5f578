/**
 * The design system's built Storybook at /storybook/, for designers browsing the all-in-one
 * product (docs/deploying.md). Storybook needs two things the product's security policy refuses
 * elsewhere: its few inline scripts, allowed here by their hashes (never 'unsafe-inline'), and
 * framing by this origin, since it shows each story in an iframe. Both exceptions hold for
 * /storybook/ only. Without a build (STORYBOOK_DIST has no index.html) nothing is served.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** The sha256 sources of the inline <script>s of Storybook's two pages. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const page of ["index.html", "iframe.html"]) {
    const file = join(root, page);
    if (!existsSync(file)) continue;
    for (const [, attributes = "", body = ""] of readFileSync(file, "utf8").matchAll(
      /<script([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || body.trim() === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes];
}

/** The product's policy (plugins/security-headers.ts) with Storybook's two exceptions. */
export function storybookPolicy(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export default async function storybook(app: FastifyInstance): Promise<void> {
  const root = app.config.web.storybookDist;
  if (!existsSync(join(root, "index.html"))) return;
  const policy = storybookPolicy(inlineScriptHashes(root));

  // Its pages load their files by relative address: the folder must end with a slash.
  app.get("/storybook", async (req, reply) => {
    const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
    return reply.code(308).header("location", `/storybook/${query}`).send();
  });
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        index: "index.html",
        decorateReply: false,
        setHeaders(reply, path) {
          reply.header("content-security-policy", policy);
          reply.header("x-frame-options", "SAMEORIGIN");
          // Hashed files keep forever; Storybook's own runtime files are not hashed.
          reply.header(
            "cache-control",
            /[/\\]assets[/\\]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      });
      // A missing file is a plain 404 here, never the public site's page.
      scope.setNotFoundHandler((req, reply) =>
        reply.code(404).send({ error: `Nothing at ${req.url.split("?")[0]}.`, code: "NOT_FOUND" }),
      );
    },
    { prefix: "/storybook" },
  );
}
