/**
 * The S3 store against the fake S3 on loopback (test/fake-s3.ts), which recomputes every
 * request's Signature Version 4 with its own implementation of AWS's algorithm: a passing test
 * proves the store signs and addresses its requests as S3 requires, in both addressing styles.
 */
import { request } from "node:http";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_S3, FakeS3, parseAmzDate } from "../../test/fake-s3.js";
import { FileStoreError } from "./file-store.js";
import { amzDate, EMPTY_PAYLOAD_HASH, S3Store } from "./s3-store.js";

const body = (content: string) => Readable.from([Buffer.from(content)]);

/** Sends a request as it is, answering its status and body. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, async (res) => {
      resolve({ status: res.statusCode ?? 0, body: await text(res) });
    });
    req.on("error", reject);
    req.end(payload);
  });
}

for (const style of ["path", "virtual"] as const) {
  describe(`S3Store, ${style === "path" ? "path-style" : "virtual-host"} addressing`, () => {
    const fake = new FakeS3({ style });
    let store: S3Store;
    const settings = () => ({
      endpoint: fake.endpoint,
      region: FAKE_S3.region,
      bucket: FAKE_S3.bucket,
      accessKeyId: FAKE_S3.accessKeyId,
      secretAccessKey: FAKE_S3.secretAccessKey,
      forcePathStyle: style === "path",
    });
    beforeAll(async () => {
      await fake.start();
      store = new S3Store(settings(), { timeoutMs: 2000, lookup: fake.lookup });
    });
    afterAll(async () => {
      store.close();
      await fake.stop();
    });
    beforeEach(() => fake.reset());

    it("puts, heads, gets and deletes an object, each request signed and addressed", async () => {
      await store.put("tasks/3/abc", body("Hello, S3"), { length: 9, contentType: "text/plain" });
      expect(fake.objects.get("tasks/3/abc")?.body.toString()).toBe("Hello, S3");
      expect(fake.objects.get("tasks/3/abc")?.contentType).toBe("text/plain");
      expect(await store.exists("tasks/3/abc")).toBe(true);
      const stored = await store.get("tasks/3/abc");
      expect(stored?.length).toBe(9);
      expect(await text(stored?.stream ?? Readable.from([]))).toBe("Hello, S3");
      await store.delete("tasks/3/abc");
      expect(fake.objects.has("tasks/3/abc")).toBe(false);
      expect(await store.exists("tasks/3/abc")).toBe(false);
      expect(await store.get("tasks/3/abc")).toBeUndefined();

      const put = fake.calls("PUT")[0];
      expect(put?.status).toBe(200);
      expect(put?.host).toBe(
        style === "path"
          ? new URL(fake.endpoint).host
          : `${FAKE_S3.bucket}.${new URL(fake.endpoint).host}`,
      );
      expect(put?.path).toBe(style === "path" ? `/${FAKE_S3.bucket}/tasks/3/abc` : "/tasks/3/abc");
      expect(put?.headers["x-amz-content-sha256"]).toBe("UNSIGNED-PAYLOAD");
      expect(put?.headers["content-length"]).toBe("9");
      expect(put?.headers["transfer-encoding"]).toBeUndefined();
      expect(fake.calls("GET")[0]?.headers["x-amz-content-sha256"]).toBe(EMPTY_PAYLOAD_HASH);
      expect(fake.requests.every((r) => r.status > 0 && r.status < 500 && r.status !== 403)).toBe(
        true,
      );
      // The secret is an HMAC key only: in no header of any request.
      for (const r of fake.requests) {
        expect(JSON.stringify(r.headers)).not.toContain(FAKE_S3.secretAccessKey);
      }
    });

    it("deletes a missing object as a success", async () => {
      await expect(store.delete("tasks/3/never")).resolves.toBeUndefined();
      expect(fake.calls("DELETE")[0]?.status).toBe(204);
    });

    it("is refused by the fake with a wrong secret: 403, not worth retrying", async () => {
      const wrong = new S3Store(
        { ...settings(), secretAccessKey: "not-the-secret" },
        { timeoutMs: 2000, lookup: fake.lookup },
      );
      const error = await wrong
        .put("tasks/3/x", body("x"), { length: 1, contentType: "text/plain" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FileStoreError);
      expect((error as FileStoreError).message).toBe(
        "S3 answered 403 (SignatureDoesNotMatch) to PUT.",
      );
      expect((error as FileStoreError).retryable).toBe(false);
      expect(fake.objects.size).toBe(0);
      wrong.close();
    });

    it("is refused with a request dated too far from now (RequestTimeTooSkewed)", async () => {
      const late = new S3Store(settings(), {
        timeoutMs: 2000,
        lookup: fake.lookup,
        now: () => new Date(Date.now() - 60 * 60 * 1000),
      });
      await expect(late.exists("tasks/3/x")).rejects.toThrow("S3 answered 403 to HEAD.");
      expect(fake.requests[0]?.status).toBe(403);
      late.close();
    });

    it("reports a 5xx and an unreachable service as retryable", async () => {
      fake.unavailable = true;
      const error = await store.delete("tasks/3/x").catch((e: unknown) => e);
      expect(error).toMatchObject({
        retryable: true,
        message: "S3 answered 503 (ServiceUnavailable) to DELETE.",
      });
      fake.unavailable = false;
      const away = new S3Store(
        { ...settings(), endpoint: style === "path" ? "http://127.0.0.1:9" : "http://localhost:9" },
        { timeoutMs: 2000, lookup: fake.lookup },
      );
      const unreachable = await away.get("tasks/3/x").catch((e: unknown) => e);
      expect(unreachable).toBeInstanceOf(FileStoreError);
      expect(unreachable).toMatchObject({ retryable: true });
      expect((unreachable as Error).message).toMatch(
        /^S3 could not be reached \(ECONNREFUSED\)\.$/,
      );
      away.close();
    });

    it("stores nothing of an upload cut off mid-body", async () => {
      fake.cutUploadAfter = 64 * 1024;
      const big = Buffer.alloc(512 * 1024, 7);
      await expect(
        store.put(
          "tasks/3/big",
          Readable.from([big.subarray(0, 256 * 1024), big.subarray(256 * 1024)]),
          {
            length: big.length,
            contentType: "application/zip",
          },
        ),
      ).rejects.toBeInstanceOf(FileStoreError);
      expect(fake.objects.size).toBe(0);
    });

    it("passes on the body's own error, not a store error", async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024, 1));
          setImmediate(() => this.destroy(new Error("content refused on the way")));
        },
      });
      await expect(
        store.put("tasks/3/refused", failing, { length: 1_000_000, contentType: "text/plain" }),
      ).rejects.toThrow("content refused on the way");
      expect(fake.objects.size).toBe(0);
    });
  });
}

describe("the fake S3 checks what S3 checks", () => {
  const fake = new FakeS3({ style: "path" });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  async function signed(method: string, key: string, headers: Record<string, string> = {}) {
    const url = new URL(`/${FAKE_S3.bucket}/${key}`, fake.endpoint);
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers: { "x-amz-content-sha256": EMPTY_PAYLOAD_HASH, ...headers },
      accessKeyId: FAKE_S3.accessKeyId,
      secretAccessKey: FAKE_S3.secretAccessKey,
      service: "s3",
      region: FAKE_S3.region,
      datetime: amzDate(new Date()),
    });
    const { headers: out } = await signer.sign();
    return { url, headers: Object.fromEntries(out) as Record<string, string> };
  }

  it("accepts a correctly signed request", async () => {
    const { url, headers } = await signed("GET", "tasks/1/x");
    expect((await send(url, "GET", headers)).status).toBe(404);
    expect(fake.requests[0]?.status).toBe(404);
  });

  it("refuses a tampered signed header, a missing signature and a wrong key id with 403", async () => {
    const { url, headers } = await signed("GET", "tasks/1/x");
    // One second before the signed date, whatever the clock says now: a date read from the
    // clock again could fall on the signed second when signing took a second on a busy machine.
    const signedAt = parseAmzDate(String(headers["x-amz-date"]))?.getTime() ?? 0;
    const tamperedDate = { ...headers, "x-amz-date": amzDate(new Date(signedAt - 1000)) };
    expect((await send(url, "GET", tamperedDate)).body).toContain("SignatureDoesNotMatch");
    const otherMethod = await send(url, "DELETE", headers);
    expect(otherMethod.status).toBe(403);
    expect(otherMethod.body).toContain("SignatureDoesNotMatch");
    const otherKey = new URL(`/${FAKE_S3.bucket}/tasks/1/y`, fake.endpoint);
    expect((await send(otherKey, "GET", headers)).status).toBe(403);
    const { authorization: _dropped, ...unsigned } = headers;
    expect((await send(url, "GET", unsigned)).status).toBe(403);
    const wrongId = {
      ...headers,
      authorization: String(headers.authorization).replace(FAKE_S3.accessKeyId, "AKIAOTHER"),
    };
    expect((await send(url, "GET", wrongId)).body).toContain("InvalidAccessKeyId");
  });

  it("refuses a signed payload hash that is not the body's", async () => {
    const { url, headers } = await signed("PUT", "tasks/1/z", {
      "x-amz-content-sha256": EMPTY_PAYLOAD_HASH,
    });
    const answer = await send(url, "PUT", { ...headers, "content-length": "4" }, "abcd");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("XAmzContentSHA256Mismatch");
    expect(fake.objects.size).toBe(0);
  });

  it("finds no bucket when addressed in the other style", async () => {
    const url = new URL(`/tasks/1/x`, fake.endpoint);
    const answer = await send(url, "GET", { host: `${FAKE_S3.bucket}.localhost` });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("NoSuchBucket");
  });
});
