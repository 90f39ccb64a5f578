/**
 * An S3-compatible service on loopback, for the tests of the S3 file store. It answers
 * PutObject, GetObject, HeadObject and DeleteObject as S3 documents them, keeps the objects in
 * memory, and checks every request the way S3 does before it acts:
 *
 * - the bucket is addressed as configured: path-style (`/bucket/key`) or virtual-host style
 *   (`Host: bucket.localhost:port`, path `/key`); the other style finds no bucket (404);
 * - `x-amz-date` is present and within 15 minutes of now (else 403 RequestTimeTooSkewed);
 * - `x-amz-content-sha256` is present, and unless it is `UNSIGNED-PAYLOAD` it is the SHA-256 of
 *   the body received (else 400 XAmzContentSHA256Mismatch);
 * - the `Authorization` header is an AWS Signature Version 4 whose signature it recomputes
 *   itself, with node:crypto, from the algorithm in the AWS documentation ("Create a signed AWS
 *   API request": canonical request → string to sign → signing key → HMAC), so a wrong secret,
 *   a tampered signed header or another date is 403 SignatureDoesNotMatch;
 * - a PutObject has a Content-Length (411 MissingContentLength) and no chunked body.
 *
 * Modes make it fail as a real service can: `unavailable` answers 503 to everything,
 * `failTimes` answers 503 that many times first, and `cutUploadAfter` drops the connection of a
 * PutObject after that many bytes of its body.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";

export interface FakeS3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  style: "path" | "virtual";
}

export const FAKE_S3: Omit<FakeS3Settings, "style"> = {
  bucket: "cairn-files",
  region: "eu-west-1",
  accessKeyId: "AKIAFAKECAIRN0001",
  secretAccessKey: "fake/secret+key/for-the-loopback-s3-0002",
};

export interface S3Request {
  method: string;
  /** The object key, decoded; empty when the bucket was not found. */
  key: string;
  host: string;
  path: string;
  headers: IncomingMessage["headers"];
  bodyBytes: number;
  status: number;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const MAX_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED = "UNSIGNED-PAYLOAD";

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 requires (encodeURIComponent leaves !'()* alone). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3's canonical URI: each segment of the path, decoded then encoded once. */
function canonicalUri(path: string): string {
  return path
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
}

function canonicalQuery(search: URLSearchParams): string {
  return [...search]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** `20261126T091500Z` → a Date; undefined when it is not one. */
export function parseAmzDate(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>FAKE</RequestId></Error>`;
}

export class FakeS3 {
  readonly settings: FakeS3Settings;
  readonly objects = new Map<string, StoredObject>();
  readonly requests: S3Request[] = [];
  /** Answer 503 to everything. */
  unavailable = false;
  /** Answer 503 to this many requests, then as usual. */
  failTimes = 0;
  /** Drop the connection of a PutObject once this many bytes of its body have come. */
  cutUploadAfter: number | undefined;
  /** The clock the request dates are checked against. */
  now: () => Date = () => new Date();
  #server: Server | undefined;
  #port = 0;

  constructor(settings: Partial<FakeS3Settings> = {}) {
    this.settings = { ...FAKE_S3, style: "path", ...settings };
  }

  /** The endpoint Cairn is configured with (S3_ENDPOINT). */
  get endpoint(): string {
    return this.settings.style === "path"
      ? `http://127.0.0.1:${this.#port}`
      : `http://localhost:${this.#port}`;
  }

  /** The settings that point Cairn at this fake. */
  env(): Record<string, string> {
    return {
      S3_ENDPOINT: this.endpoint,
      S3_REGION: this.settings.region,
      S3_BUCKET: this.settings.bucket,
      S3_ACCESS_KEY_ID: this.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: this.settings.style === "path" ? "true" : "false",
    };
  }

  /** Resolves `bucket.localhost` (and every name) to this loopback fake. */
  readonly lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  };

  /** Requests that reached an object (the bucket was found), by method. */
  calls(method?: string): S3Request[] {
    return this.requests.filter((r) => r.key !== "" && (!method || r.method === method));
  }

  reset(): void {
    this.objects.clear();
    this.requests.length = 0;
    this.unavailable = false;
    this.failTimes = 0;
    this.cutUploadAfter = undefined;
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end(errorXml("InternalError", "fake failed"));
      });
    });
    await new Promise<void>((resolve) =>
      this.#server?.listen(this.#port, "127.0.0.1", () => resolve()),
    );
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  /** The object key a request names, as this fake's addressing style reads it. */
  #keyOf(req: IncomingMessage, path: string): string | undefined {
    const host = (req.headers.host ?? "").toLowerCase();
    const { bucket, style } = this.settings;
    if (style === "virtual") {
      if (!host.startsWith(`${bucket}.localhost:`)) return undefined;
      return decodeURIComponent(path.slice(1));
    }
    if (!host.startsWith("127.0.0.1:") || !path.startsWith(`/${bucket}/`)) return undefined;
    return decodeURIComponent(path.slice(bucket.length + 2));
  }

  /** Why the signature is refused (code, message), or undefined when it is right. */
  #checkSignature(req: IncomingMessage, url: URL): [string, string] | undefined {
    const header = req.headers.authorization ?? "";
    const match = AUTHORIZATION.exec(header);
    if (!match) return ["AccessDenied", "No AWS Signature Version 4 Authorization header"];
    const [, accessKeyId, day, region, signedHeaderList = "", signature = ""] = match;
    if (accessKeyId !== this.settings.accessKeyId) {
      return ["InvalidAccessKeyId", "The AWS Access Key Id does not exist in our records."];
    }
    if (region !== this.settings.region) {
      return ["AuthorizationHeaderMalformed", `The region '${region}' is wrong.`];
    }
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    const date = parseAmzDate(amzDate);
    if (!date) return ["AccessDenied", "x-amz-date is missing or malformed"];
    if (Math.abs(date.getTime() - this.now().getTime()) > MAX_SKEW_MS) {
      return [
        "RequestTimeTooSkewed",
        "The difference between the request time and now is too large.",
      ];
    }
    if (day !== amzDate.slice(0, 8)) {
      return ["SignatureDoesNotMatch", "The credential's date is not the request's."];
    }
    const signedHeaders = signedHeaderList.split(";");
    for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
      if (!signedHeaders.includes(required)) {
        return ["AccessDenied", `${required} must be signed`];
      }
    }
    const canonicalHeaders = signedHeaders
      .map((name) => {
        const value = req.headers[name];
        const text = Array.isArray(value) ? value.join(",") : (value ?? "");
        return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
      })
      .join("");
    const canonicalRequest = [
      req.method ?? "",
      canonicalUri(url.pathname),
      canonicalQuery(url.searchParams),
      canonicalHeaders,
      signedHeaderList,
      String(req.headers["x-amz-content-sha256"]),
    ].join("\n");
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join(
      "\n",
    );
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${this.settings.secretAccessKey}`, day ?? ""), region ?? ""), "s3"),
      "aws4_request",
    );
    const expected = createHmac("sha256", signingKey).update(stringToSign).digest();
    const given = Buffer.from(signature, "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return [
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided.",
      ];
    }
    return undefined;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "";
    const record: S3Request = {
      method,
      key: "",
      host: req.headers.host ?? "",
      path: url.pathname,
      headers: req.headers,
      bodyBytes: 0,
      status: 0,
    };
    this.requests.push(record);
    const send = (status: number, body = "", headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, body ? { "content-type": "application/xml", ...headers } : headers);
      res.end(body);
    };
    if (this.unavailable || this.failTimes > 0) {
      if (this.failTimes > 0) this.failTimes -= 1;
      send(503, errorXml("ServiceUnavailable", "Please reduce your request rate."));
      return;
    }
    const key = this.#keyOf(req, url.pathname);
    if (key === undefined) {
      send(404, errorXml("NoSuchBucket", "The specified bucket does not exist"));
      return;
    }
    record.key = key;
    const refused = this.#checkSignature(req, url);
    if (refused) {
      send(refused[0] === "AuthorizationHeaderMalformed" ? 400 : 403, errorXml(...refused));
      return;
    }
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (payloadHash !== UNSIGNED && !/^[0-9a-f]{64}$/.test(payloadHash)) {
      send(
        400,
        errorXml("InvalidArgument", "x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a hash"),
      );
      return;
    }

    if (method === "PUT") {
      if (req.headers["transfer-encoding"]) {
        send(501, errorXml("NotImplemented", "Transfer-Encoding is not implemented"));
        return;
      }
      const length = Number(req.headers["content-length"]);
      if (req.headers["content-length"] === undefined || !Number.isInteger(length)) {
        send(411, errorXml("MissingContentLength", "You must provide the Content-Length header."));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      try {
        for await (const chunk of req) {
          chunks.push(chunk as Buffer);
          received += (chunk as Buffer).length;
          record.bodyBytes = received;
          if (this.cutUploadAfter !== undefined && received >= this.cutUploadAfter) {
            record.status = -1;
            req.socket.destroy();
            return;
          }
        }
      } catch {
        // The client went away: nothing is stored, as S3 stores nothing of an unfinished PUT.
        record.status = -1;
        return;
      }
      const body = Buffer.concat(chunks);
      if (body.length !== length) {
        send(400, errorXml("IncompleteBody", "You did not provide the number of bytes specified."));
        return;
      }
      if (payloadHash !== UNSIGNED && sha256Hex(body) !== payloadHash) {
        send(
          400,
          errorXml(
            "XAmzContentSHA256Mismatch",
            "The provided x-amz-content-sha256 does not match.",
          ),
        );
        return;
      }
      this.objects.set(key, {
        body,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
      });
      send(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      return;
    }

    // Bodiless requests sign the hash of the empty body they carry.
    for await (const _ of req) {
      // drain
    }
    if (payloadHash !== UNSIGNED && payloadHash !== sha256Hex("")) {
      send(
        400,
        errorXml("XAmzContentSHA256Mismatch", "The provided x-amz-content-sha256 does not match."),
      );
      return;
    }
    const stored = this.objects.get(key);
    if (method === "GET" || method === "HEAD") {
      if (!stored) {
        send(
          404,
          method === "HEAD" ? "" : errorXml("NoSuchKey", "The specified key does not exist."),
        );
        return;
      }
      record.status = 200;
      res.writeHead(200, {
        "content-type": stored.contentType,
        "content-length": String(stored.body.length),
      });
      res.end(method === "HEAD" ? undefined : stored.body);
      return;
    }
    if (method === "DELETE") {
      this.objects.delete(key);
      send(204);
      return;
    }
    send(405, errorXml("MethodNotAllowed", "The specified method is not allowed."));
  }
}
