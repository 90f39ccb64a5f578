/**
 * Password hashing with scrypt from node:crypto (no native dependency), at OWASP's parameters:
 * N=2^17, r=8, p=1 — about 128 MiB and a few hundred milliseconds per hash, on the thread pool.
 * The parameters are stored with each hash (`$scrypt$ln=17,r=8,p=1$salt$hash`), so they can be
 * raised later and old hashes still verify.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/** OWASP's parameters: every hash the product makes is made with them. */
const OWASP: ScryptParams = { ln: 17, r: 8, p: 1 };
let current: ScryptParams = OWASP;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's parameters.
    maxmem: 256 * N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, current);
  const { ln, r, p } = current;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  return {
    params: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? "", "base64"),
    key: Buffer.from(key ?? "", "base64"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's (rehash at next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.ln !== current.ln ||
    parsed.params.r !== current.r ||
    parsed.params.p !== current.p
  );
}

/**
 * The API tests' cost (test/harness.ts, test/global-setup.ts): 2^10 instead of 2^17, a
 * millisecond per hash instead of ~0.4 s of a core, so that the suite's hundreds of logins
 * and password changes do not spend minutes in scrypt. Nothing a test proves depends on the
 * cost: each hash carries its parameters and is verified with them, the login path runs one
 * derivation whatever the outcome (security/sessions.int.test.ts), and password.test.ts,
 * which does not lower it, proves OWASP's are the product's. Refused outside vitest.
 */
export function lowerHashCostForTests(): void {
  if (!process.env.VITEST) throw new Error("The password hash cost is lowered only in tests.");
  current = { ln: 10, r: 8, p: 1 };
}

let dummy: Promise<string> | undefined;
/**
 * A hash to verify against when the username is unknown, so that a wrong username costs the
 * same time as a wrong password and the answer tells an attacker nothing.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}

/** The prefix of a hash that no password matches (an invited account's, before it accepts). */
const UNUSABLE_PREFIX = "$unusable$";

/**
 * The password hash of an account whose owner has not chosen a password yet (an invitation is
 * pending): no password verifies against it, and login refuses it as it refuses a wrong
 * password. The random part keeps two such hashes from looking alike.
 */
export function unusablePasswordHash(): string {
  return `${UNUSABLE_PREFIX}${randomBytes(16).toString("base64url")}`;
}

/** False for an unusable hash (and for anything else that is not one of ours). */
export function isUsableHash(stored: string): boolean {
  return parse(stored) !== undefined;
}

/** True while the account waits for its owner to accept an invitation. */
export function isUnusableHash(stored: string): boolean {
  return stored.startsWith(UNUSABLE_PREFIX);
}
