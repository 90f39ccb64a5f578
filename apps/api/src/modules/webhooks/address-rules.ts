/**
 * Where a webhook may point (docs/webhooks.md, "Address rules"). A hook's URL is typed by a
 * person, and Cairn's server calls it: without these rules a URL could make the server reach
 * its own network (SSRF). So a hook is https, holds no credentials, and every address its host
 * resolves to is a public one. The rules are checked when a hook is saved and again at each
 * delivery, and the delivery connects to the very address that was checked (send.ts), so a DNS
 * answer that changes between the check and the connection cannot lead it elsewhere.
 *
 * "Public" is globally routable unicast as IANA's special-purpose registries define it, read
 * through ipaddr.js rather than a hand-kept list (documentation, benchmarking, Teredo, 6to4,
 * NAT64, discard-only and the other special ranges are refused), and never one of this
 * server's own interface addresses, whatever range it is in.
 *
 * The organisation's setting "allow private targets" (off by default; for tests and receivers
 * on the same machine) lets this server's own, loopback, private and CGNAT addresses through,
 * and plain http. Link-local, cloud metadata, multicast and reserved addresses stay refused
 * whatever it says.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import ipaddr from "ipaddr.js";

export type AddressClass =
  | "public"
  | "own"
  | "loopback"
  | "private"
  | "cgnat"
  | "link-local"
  | "metadata"
  | "multicast"
  | "reserved";

/** Refused unless the organisation allows private targets (receivers on this very machine). */
const RELAXABLE: ReadonlySet<AddressClass> = new Set(["own", "loopback", "private", "cgnat"]);

/** The cloud metadata services: inside the link-local and unique-local ranges, named apart. */
const METADATA = new Set(["169.254.169.254", "fd00:ec2::254"]);

/**
 * ipaddr.js's names for the ranges of IANA's special-purpose registries (IPv4 and IPv6), as
 * our classes. Anything it does not name `unicast` is not globally routable: a range named
 * here but missing from its table would be refused as reserved, never allowed.
 */
const RANGES: Readonly<Record<string, AddressClass>> = {
  unicast: "public",
  loopback: "loopback",
  private: "private",
  uniqueLocal: "private",
  carrierGradeNat: "cgnat",
  linkLocal: "link-local",
  multicast: "multicast",
};

const IPV4_COMPATIBLE = new BlockList();
IPV4_COMPATIBLE.addSubnet("::", 96, "ipv6");

/** The addresses of this server's own interfaces, read afresh (they may change). */
export function ownAddresses(): ReadonlySet<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const { address } of list ?? [])
      own.add(ipaddr.process(address.split("%")[0] ?? "").toString());
  }
  return own;
}

/**
 * What kind of address an IP literal is; `reserved` for anything that is not one. An
 * IPv4-mapped IPv6 address is judged as its IPv4 address; an IPv4-compatible one (`::a.b.c.d`,
 * deprecated, ::/96) is reserved.
 */
export function classifyAddress(
  address: string,
  own: ReadonlySet<string> = ownAddresses(),
): AddressClass {
  const bare = address.replace(/^\[|\]$/g, "");
  if (!isIP(bare) || !ipaddr.isValid(bare)) return "reserved";
  // ::/96 (the unspecified and loopback addresses, and the deprecated IPv4-compatible ones)
  // is judged by Node: ipaddr.js reads `::8.8.8.8` as if it were `::ffff:8.8.8.8`.
  const compatible = isIP(bare) === 6 && IPV4_COMPATIBLE.check(bare, "ipv6");
  const ip = ipaddr.process(bare);
  const text = ip.toString();
  if (METADATA.has(text)) return "metadata";
  const range = ip.range();
  const kind = compatible && range !== "loopback" ? "reserved" : (RANGES[range] ?? "reserved");
  // A public address of this very server reaches what listens on all its interfaces.
  return kind === "public" && own.has(text) ? "own" : kind;
}

export function addressAllowed(
  address: string,
  allowPrivate: boolean,
  own: ReadonlySet<string> = ownAddresses(),
): boolean {
  const kind = classifyAddress(address, own);
  return kind === "public" || (allowPrivate && RELAXABLE.has(kind));
}

const CLASS_WORDS: Readonly<Record<AddressClass, string>> = {
  public: "a public address",
  own: "this server's own address",
  loopback: "a loopback address",
  private: "a private network address",
  cgnat: "a carrier-grade NAT address",
  "link-local": "a link-local address",
  metadata: "a cloud metadata address",
  multicast: "a multicast address",
  reserved: "a reserved address",
};

export type UrlShape = { ok: true; url: URL } | { ok: false; message: string };

/** The URL's own rules, before any lookup: scheme, credentials, a host. */
export function checkWebhookUrlShape(text: string, allowPrivate: boolean): UrlShape {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: "is not a URL" };
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) {
    return {
      ok: false,
      message: allowPrivate ? "must start with https:// or http://" : "must start with https://",
    };
  }
  if (url.username || url.password) {
    return { ok: false, message: "must not hold a user name or password" };
  }
  if (!url.hostname) return { ok: false, message: "must name a host" };
  if (url.hash) return { ok: false, message: "must not have a #fragment" };
  return { ok: true, url };
}

export interface Target {
  address: string;
  family: 4 | 6;
}

export type TargetCheck =
  | { ok: true; url: URL; target: Target }
  /** `retryable`: the lookup failed, which may pass; a refused address will not. */
  | { ok: false; message: string; retryable: boolean };

export type Lookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** A lookup that takes longer than this is a failed one (it may be retried). */
const LOOKUP_TIMEOUT_MS = 5_000;

const systemLookup: Lookup = (hostname) =>
  Promise.race([
    dnsLookup(hostname, { all: true, verbatim: true }),
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS).unref();
    }),
  ]);

/**
 * The address a delivery connects to: the host's, when it and every other address the host
 * resolves to are allowed (one refused address refuses the host: a name that answers both a
 * public and a private address must not be a way in).
 */
export async function resolveTarget(
  text: string,
  allowPrivate: boolean,
  lookup: Lookup = systemLookup,
): Promise<TargetCheck> {
  const shape = checkWebhookUrlShape(text, allowPrivate);
  if (!shape.ok) return { ...shape, retryable: false };
  const host = shape.url.hostname.replace(/^\[|\]$/g, "");
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host);
    } catch {
      return {
        ok: false,
        message: `names a host, ${host}, that could not be looked up (DNS)`,
        retryable: true,
      };
    }
    if (addresses.length === 0) {
      return {
        ok: false,
        message: `names a host, ${host}, that has no address (DNS)`,
        retryable: true,
      };
    }
  }
  const own = ownAddresses();
  for (const { address } of addresses) {
    if (!addressAllowed(address, allowPrivate, own)) {
      const kind = classifyAddress(address, own);
      const hint =
        RELAXABLE.has(kind) && !allowPrivate
          ? " (an administrator can allow private targets for tests)"
          : "";
      return {
        ok: false,
        message: `leads to ${CLASS_WORDS[kind]} (${address}), which webhooks may not call${hint}`,
        retryable: false,
      };
    }
  }
  const first = addresses[0] as { address: string; family: number };
  return {
    ok: true,
    url: shape.url,
    target: { address: first.address, family: first.family === 6 ? 6 : 4 },
  };
}
