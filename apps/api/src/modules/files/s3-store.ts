/**
 * Files on an S3-compatible service (AWS S3, MinIO, Ceph, R2…; docs/files.md): PutObject,
 * GetObject, DeleteObject and HeadObject, signed with AWS Signature Version 4. The signing is
 * aws4fetch's (a few kilobytes, no dependencies) rather than the AWS SDK's; the requests are
 * node:http's, so an upload streams with its exact Content-Length (S3 refuses chunked bodies)
 * and nothing of it is held in memory. A streamed body is sent as `UNSIGNED-PAYLOAD` (its hash
 * is not known before its last byte); bodiless requests sign the empty body's hash.
 *
 * Virtual-host addressing (`https://bucket.s3.region.amazonaws.com/key`) by default; path-style
 * (`https://minio.internal:9000/bucket/key`) with S3_FORCE_PATH_STYLE. The secret is only ever
 * an HMAC key: it is in no URL, header or error message.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { AwsV4Signer } from "aws4fetch";
import {
  assertValidKey,
  type FileStore,
  FileStoreError,
  type PutOptions,
  type StoredObject,
} from "./file-store.js";

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`: an origin. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface S3StoreOptions {
  /** A request with no progress for this long is given up (retryable). */
  timeoutMs: number;
  /** The clock the signatures are dated with. */
  now?: () => Date;
  /** How host names are resolved (tests point `bucket.localhost` at the loopback fake). */
  lookup?: LookupFunction;
}

/** SHA-256 of nothing: the payload hash of GET, HEAD and DELETE. */
export const EMPTY_PAYLOAD_HASH =
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** `20261126T091500Z`. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, "");
}

const ERROR_BODY_MAX = 16 * 1024;

/** Reads at most `max` bytes of an answer (S3's XML errors are short) and drops the rest. */
async function readSome(response: IncomingMessage, max = ERROR_BODY_MAX): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      if (size < max) chunks.push(buffer.subarray(0, max - size));
      size += buffer.length;
    }
  } catch {
    // A broken answer says no more than its status.
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** `<Code>NoSuchBucket</Code>` → "NoSuchBucket": the only part of an S3 error body we repeat. */
function errorCode(body: string): string | undefined {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1];
}

export class S3Store implements FileStore {
  readonly description: string;
  readonly #settings: S3Settings;
  readonly #options: S3StoreOptions;
  readonly #agent: HttpAgent;
  readonly #https: boolean;

  constructor(settings: S3Settings, options: S3StoreOptions) {
    this.#settings = settings;
    this.#options = options;
    this.#https = new URL(settings.endpoint).protocol === "https:";
    const agentOptions = { keepAlive: true, maxSockets: 32 };
    this.#agent = this.#https ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
    this.description = `S3 bucket ${settings.bucket} at ${new URL(settings.endpoint).host}`;
  }

  /** Where a key is, as configured: path-style or virtual-host. */
  urlOf(key: string): URL {
    assertValidKey(key);
    const endpoint = new URL(this.#settings.endpoint);
    const { bucket } = this.#settings;
    // Keys are letters, digits, `_`, `-` and `/` (file-store.ts): nothing to percent-encode.
    return this.#settings.forcePathStyle
      ? new URL(`/${bucket}/${key}`, endpoint.origin)
      : new URL(`/${key}`, `${endpoint.protocol}//${bucket}.${endpoint.host}`);
  }

  async #send(
    method: "PUT" | "GET" | "HEAD" | "DELETE",
    key: string,
    upload?: { body: Readable } & PutOptions,
  ): Promise<IncomingMessage> {
    const url = this.urlOf(key);
    const headers: Record<string, string> = {
      "x-amz-content-sha256": upload ? "UNSIGNED-PAYLOAD" : EMPTY_PAYLOAD_HASH,
    };
    if (upload) {
      headers["content-length"] = String(upload.length);
      headers["content-type"] = upload.contentType;
    }
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers,
      accessKeyId: this.#settings.accessKeyId,
      secretAccessKey: this.#settings.secretAccessKey,
      service: "s3",
      region: this.#settings.region,
      datetime: amzDate((this.#options.now ?? (() => new Date()))()),
    });
    const signed = await signer.sign();
    const requestHeaders: Record<string, string> = { host: url.host };
    signed.headers.forEach((value, name) => {
      requestHeaders[name] = value;
    });
    const send = this.#https ? httpsRequest : httpRequest;
    return new Promise<IncomingMessage>((resolve, reject) => {
      let bodyError: unknown;
      const request = send(
        url,
        {
          method,
          headers: requestHeaders,
          agent: this.#agent,
          timeout: this.#options.timeoutMs,
          ...(this.#options.lookup ? { lookup: this.#options.lookup } : {}),
        },
        resolve,
      );
      request.on("timeout", () => {
        request.destroy(
          new FileStoreError(
            `S3 did not answer ${method} within ${this.#options.timeoutMs} ms.`,
            true,
          ),
        );
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        upload?.body.destroy();
        if (bodyError !== undefined) reject(bodyError);
        else if (error instanceof FileStoreError) reject(error);
        else {
          reject(
            new FileStoreError(`S3 could not be reached (${error.code ?? "no answer"}).`, true, {
              cause: error,
            }),
          );
        }
      });
      if (!upload) {
        request.end();
        return;
      }
      // The body failing (the uploader went away, or its content was refused on the way) ends
      // the request unfinished: S3 stores nothing of a PUT that did not complete.
      upload.body.on("error", (error) => {
        bodyError = error;
        request.destroy(error);
      });
      upload.body.pipe(request);
    });
  }

  #failure(method: string, response: IncomingMessage, body: string): FileStoreError {
    const status = response.statusCode ?? 0;
    const code = errorCode(body);
    const retryable = status >= 500 || status === 429 || status === 408;
    return new FileStoreError(
      `S3 answered ${status}${code ? ` (${code})` : ""} to ${method}.`,
      retryable,
    );
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<void> {
    const response = await this.#send("PUT", key, { body, ...options });
    const answer = await readSome(response);
    if (response.statusCode === 200) return;
    body.destroy();
    throw this.#failure("PUT", response, answer);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const response = await this.#send("GET", key);
    if (response.statusCode === 200) {
      const length = Number(response.headers["content-length"]);
      return { stream: response, length: Number.isFinite(length) ? length : 0 };
    }
    const answer = await readSome(response);
    if (response.statusCode === 404) return undefined;
    throw this.#failure("GET", response, answer);
  }

  async delete(key: string): Promise<void> {
    const response = await this.#send("DELETE", key);
    const answer = await readSome(response);
    // S3 answers 204 for a key that is not there; some compatible servers answer 404.
    if (response.statusCode === 204 || response.statusCode === 200) return;
    if (response.statusCode === 404 && errorCode(answer) !== "NoSuchBucket") return;
    throw this.#failure("DELETE", response, answer);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.#send("HEAD", key);
    await readSome(response);
    if (response.statusCode === 200) return true;
    if (response.statusCode === 404) return false;
    throw this.#failure("HEAD", response, "");
  }

  /** Closes the kept-alive connections (at shutdown). */
  close(): void {
    this.#agent.destroy();
  }
}
