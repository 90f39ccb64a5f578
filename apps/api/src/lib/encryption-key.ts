/**
 * The 32-byte key that encrypts integration secrets at rest. Production must configure it
 * (ENCRYPTION_KEY); elsewhere a key is generated once and kept under DATA_DIR, readable by the
 * owner only, so a fresh machine works without any setup and restarts keep reading old secrets.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../env.js";

export function resolveEncryptionKey(config: Config): { key: Buffer; generated: boolean } {
  if (config.encryptionKey) return { key: config.encryptionKey, generated: false };
  const dir = join(config.dataDir, "secrets");
  const file = join(dir, "encryption.key");
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key.`);
    return { key, generated: false };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64"), { mode: 0o600, flag: "wx" });
  return { key, generated: true };
}
