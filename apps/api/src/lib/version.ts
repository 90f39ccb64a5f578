import { readFileSync } from "node:fs";

/** The API's version, from its package.json (the same file from src/ and from dist/). */
export const API_VERSION: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
