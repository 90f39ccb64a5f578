#!/usr/bin/env node
/**
 * Serves one built web app: `cairn-static` in the app's folder (or ROOT=path/to/dist).
 * PORT (8080) and HOST (0.0.0.0) say where; CAIRN_API_URL, CAIRN_MARKETING_URL and
 * CAIRN_DASHBOARD_URL become its config.json. Stops cleanly on SIGTERM and SIGINT.
 */
import { resolve } from "node:path";
import { createStaticSite } from "./server.js";
import { configFromEnv } from "./site.js";

const root = resolve(process.env.ROOT ?? "dist");
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "0.0.0.0";

const hasConfig = ["CAIRN_API_URL", "CAIRN_MARKETING_URL", "CAIRN_DASHBOARD_URL"].some(
  (name) => process.env[name],
);
const server = createStaticSite({
  root,
  ...(hasConfig ? { config: configFromEnv(process.env) } : {}),
});
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  process.stdout.write(`Serving ${root} at http://${host}:${actual}\n`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
