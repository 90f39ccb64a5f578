/**
 * The login limits of SECURITY.md, on a frozen clock: nothing here races the one-minute window,
 * and parallel bursts are measured by how many attempts were evaluated (401) rather than
 * refused before any password was checked (429).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BoundedQueue } from "../../lib/bounded-queue.js";
import { forEachDatabase, type TestApp, useTestApp } from "../../test/harness.js";
import { loginLimits } from "./login-throttle.js";

const T0 = new Date("2026-06-01T09:00:00.000Z");

function attempt(
  t: TestApp,
  username: string,
  password: string,
  options: Partial<{ ip: string; cookie: string }> = {},
) {
  return t.request({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    remoteAddress: options.ip ?? "198.51.100.7",
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

/** The `cairn_device=…` pair a successful login set, ready for a Cookie header. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookies = [response.headers["set-cookie"]].flat().map(String);
  const device = cookies.find((c) => c.startsWith("cairn_device="));
  if (!device) throw new Error("no device cookie was set");
  return device.slice(0, device.indexOf(";"));
}

/**
 * One check at a time and one waiting, whose checks start only once `burst` requests have
 * reached it: the burst meets a full queue however quickly a password is checked.
 */
class HeldQueue extends BoundedQueue {
  #arrived = 0;
  #open: () => void = () => {};
  readonly #opened = new Promise<void>((resolve) => {
    this.#open = resolve;
  });

  constructor(private readonly burst: number) {
    super(1, 1);
  }

  override run<T>(task: () => Promise<T>): Promise<T> {
    this.#arrived += 1;
    if (this.#arrived === this.burst) this.#open();
    return super.run(async () => {
      await this.#opened;
      return task();
    });
  }
}

forEachDatabase((kind) => {
  // Each test runs up to 33 real password checks (about 0.4 s of a core each): on a busy
  // 2-core laptop that is more than the default 30 s, without anything being wrong.
  describe("login limits", { timeout: 120_000 }, () => {
    const t = useTestApp(kind);
    beforeEach(async () => {
      t.setNow(T0);
      await t.db.deleteFrom("rateLimitHits").execute();
    });

    it("evaluates at most 10 of 14 parallel wrong passwords for one username", async () => {
      const burst = await Promise.all(
        Array.from({ length: 14 }, () => attempt(t, "consultant", "guess")),
      );
      expect(statuses(burst)).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      const refused = burst.find((r) => r.statusCode === 429);
      expect(refused?.json().error).toMatch(
        /^Too many failed login attempts\. Please wait \d+ seconds/,
      );
      expect(Number(refused?.headers["retry-after"])).toBe(60);
    });

    it("counts each login of a tRPC batch", async () => {
      const calls = 12;
      const body = Object.fromEntries(
        Array.from({ length: calls }, (_, i) => [i, { username: "consultant", password: `g${i}` }]),
      );
      const response = await t.request({
        method: "POST",
        url: `/trpc/${Array(calls).fill("auth.login").join(",")}?batch=1`,
        payload: body,
        remoteAddress: "198.51.100.7",
      });
      const results = response.json() as { error?: { data?: { httpStatus?: number } } }[];
      expect(results).toHaveLength(calls);
      const codes = results.map((r) => r.error?.data?.httpStatus).sort();
      expect(codes).toEqual([...Array(10).fill(401), ...Array(2).fill(429)]);
    });

    it("holds the limit for the minute, even for the right password, then lets it go", async () => {
      for (let i = 0; i < 10; i++) {
        expect((await attempt(t, "consultant", "guess")).statusCode).toBe(401);
      }
      t.setNow(new Date(T0.getTime() + 59_000));
      const right = await attempt(t, "consultant", "cairn-consultant-demo");
      expect(right.statusCode).toBe(429);
      expect(right.headers["retry-after"]).toBe("1");
      // Another account from the same address is not locked out.
      expect((await attempt(t, "admin", "cairn-admin-demo")).statusCode).toBe(200);

      t.setNow(new Date(T0.getTime() + 60_001));
      expect((await attempt(t, "consultant", "cairn-consultant-demo")).statusCode).toBe(200);
    });

    it("counts only failures: signing in gives the attempt back", async () => {
      for (let i = 0; i < 9; i++) await attempt(t, "client", "guess");
      for (let i = 0; i < 3; i++) {
        expect((await attempt(t, "client", "cairn-client-demo")).statusCode).toBe(200);
      }
      expect((await attempt(t, "client", "guess")).statusCode).toBe(401);
      expect((await attempt(t, "client", "guess")).statusCode).toBe(429);
    });

    it("does not let failures from one address lock the owner out elsewhere", async () => {
      for (let i = 0; i < 10; i++) await attempt(t, "admin", "guess", { ip: "203.0.113.66" });
      expect((await attempt(t, "admin", "guess", { ip: "203.0.113.66" })).statusCode).toBe(429);
      const owner = await attempt(t, "admin", "cairn-admin-demo", { ip: "192.0.2.10" });
      expect(owner.statusCode).toBe(200);
    });

    it("keeps a browser that signed in before on its own allowance past the username ceiling", async () => {
      const first = await attempt(t, "admin", "cairn-admin-demo", { ip: "192.0.2.10" });
      const device = deviceCookieOf(first);
      // An attacker spread over many addresses reaches the per-username ceiling (50 / 15 min).
      const [, userLimit] = loginLimits({ username: "admin", ip: "x", trustedDevice: undefined });
      if (!userLimit) throw new Error("no per-username limit");
      await t.db
        .insertInto("rateLimitHits")
        .values(
          Array.from({ length: userLimit.limit.max }, () => ({ key: userLimit.key, hitAt: T0 })),
        )
        .execute();
      expect((await attempt(t, "admin", "cairn-admin-demo", { ip: "192.0.2.99" })).statusCode).toBe(
        429,
      );
      // The owner's browser still signs in, from any address …
      const owner = await attempt(t, "admin", "cairn-admin-demo", {
        ip: "192.0.2.99",
        cookie: device,
      });
      expect(owner.statusCode).toBe(200);
      // … and its cookie vouches for that account only.
      const other = await attempt(t, "consultant", "guess", { ip: "192.0.2.99", cookie: device });
      expect(other.statusCode).toBe(401);
      const tampered = `${device.slice(0, -2)}xx`;
      expect(
        (await attempt(t, "admin", "x", { ip: "192.0.2.99", cookie: tampered })).statusCode,
      ).toBe(429);
    });

    it("throttles 30 failures from one address, whatever the usernames", async () => {
      // In parallel groups of 8, which the password queue takes without turning any away.
      const failures = [];
      for (let group = 0; group < 4; group++) {
        failures.push(
          ...(await Promise.all(
            Array.from({ length: 8 }, (_, i) => attempt(t, `someone-${group * 8 + i}`, "guess")),
          )),
        );
      }
      expect(statuses(failures)).toEqual([...Array(30).fill(401), ...Array(2).fill(429)]);
      expect((await attempt(t, "admin", "cairn-admin-demo")).statusCode).toBe(429);
    });
  });

  describe("password checks in flight", () => {
    let queue: HeldQueue | undefined;
    const t = useTestApp(kind, {
      passwordQueue: () => {
        queue = new HeldQueue(6);
        return queue;
      },
    });

    it("answers 429 with Retry-After past the queue, without counting those as failures", async () => {
      t.setNow(T0);
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          attempt(t, "client", "guess", { ip: `192.0.2.${i + 1}` }),
        ),
      );
      const busy = burst.filter((r) => r.statusCode === 429);
      // One checked, one waited, the rest refused at once.
      expect(statuses(burst)).toEqual([401, 401, 429, 429, 429, 429]);
      for (const response of busy) {
        expect(response.json().error).toBe(
          "Too many people are signing in right now. Please try again in a few seconds.",
        );
        expect(response.headers["retry-after"]).toBe("2");
      }
      // Refused unchecked, so nothing was counted for them.
      const hits = await t.db.selectFrom("rateLimitHits").select("key").execute();
      expect(hits.filter((h) => h.key.startsWith("login:ip:"))).toHaveLength(2);
      expect(queue?.running).toBe(0);
    });
  });
});
