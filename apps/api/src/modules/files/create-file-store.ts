import type { Config } from "../../env.js";
import type { FileStore } from "./file-store.js";
import { LocalDiskStore } from "./local-disk-store.js";
import { S3Store } from "./s3-store.js";

/** The store the settings name: an S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStore(config: Pick<Config, "files" | "integrations">): FileStore {
  const { s3, dir } = config.files;
  if (s3) return new S3Store(s3, { timeoutMs: config.integrations.timeoutMs });
  return new LocalDiskStore(dir);
}
