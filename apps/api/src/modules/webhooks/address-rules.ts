/**
 * Where a webhook may point (docs/webhooks.md, "Address rules"). A hook's URL is typed by a
 * person, and Cairn's server calls it: without these rules a URL could make the server reach
 * its own network (SSRF). So a hook is https, holds no credentials, and every address its host
 * resolves to is a public one. The rules are checked when a hook is saved and again at each
 * delivery, and the delivery connects to the very address that was checked (send.ts), so a DNS
 * answer that changes between the check and the connection cannot lead it elsewhere.
 *
 * The organisation's setting "allow private targets" (off by default; for tests and receivers
 * on the same machine) lets loopback, private and CGNAT addresses through, and plain http.
 * Link-local, cloud metadata, multicast and reserved addresses stay refused whatever it says.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "cgnat"
  | "link-local"
  | "metadata"
  | "multicast"
  | "reserved";

/** Refused unless the organisation allows private targets. */
const RELAXABLE: ReadonlySet<AddressClass> = new Set(["loopback", "private", "cgnat"]);

function list(ranges: ReadonlyArray<readonly [string, number, "ipv4" | "ipv6"]>): BlockList {
  const blocks = new BlockList();
  for (const [network, prefix, family] of ranges) blocks.addSubnet(network, prefix, family);
  return blocks;
}

// Checked in this order: the metadata addresses sit inside the link-local and private ranges.
const CLASSES: ReadonlyArray<readonly [AddressClass, BlockList]> = [
  [
    "metadata",
    list([
      ["169.254.169.254", 32, "ipv4"],
      ["fd00:ec2::254", 128, "ipv6"],
    ]),
  ],
  [
    "loopback",
    list([
      ["127.0.0.0", 8, "ipv4"],
      ["::1", 128, "ipv6"],
    ]),
  ],
  [
    "private",
    list([
      ["10.0.0.0", 8, "ipv4"],
      ["172.16.0.0", 12, "ipv4"],
      ["192.168.0.0", 16, "ipv4"],
      ["fc00::", 7, "ipv6"],
    ]),
  ],
  ["cgnat", list([["100.64.0.0", 10, "ipv4"]])],
  [
    "link-local",
    list([
      ["169.254.0.0", 16, "ipv4"],
      ["fe80::", 10, "ipv6"],
    ]),
  ],
  [
    "multicast",
    list([
      ["224.0.0.0", 4, "ipv4"],
      ["ff00::", 8, "ipv6"],
    ]),
  ],
  [
    "reserved",
    list([
      // "This network", IETF protocol assignments, benchmarking, class E and broadcast.
      ["0.0.0.0", 8, "ipv4"],
      ["192.0.0.0", 24, "ipv4"],
      ["198.18.0.0", 15, "ipv4"],
      ["240.0.0.0", 4, "ipv4"],
      // The unspecified address; NAT64 and 6to4 carry an IPv4 address we would not see.
      ["::", 128, "ipv6"],
      ["64:ff9b::", 96, "ipv6"],
      ["64:ff9b:1::", 48, "ipv6"],
      ["2002::", 16, "ipv6"],
    ]),
  ],
];

/** The sixteen bytes of an IPv6 literal (the tail may be dotted IPv4). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split(".").map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
function mappedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) {
    return undefined;
  }
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** What kind of address an IP literal is; `reserved` for anything that is not one. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return "reserved";
  const inner = family === 6 ? mappedIpv4(bare) : undefined;
  const ip = inner ?? bare;
  const type = inner || family === 4 ? "ipv4" : "ipv6";
  for (const [name, blocks] of CLASSES) {
    if (blocks.check(ip, type)) return name;
  }
  return "public";
}

export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === "public" || (allowPrivate && RELAXABLE.has(kind));
}

const CLASS_WORDS: Readonly<Record<AddressClass, string>> = {
  public: "a public address",
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
  for (const { address } of addresses) {
    if (!addressAllowed(address, allowPrivate)) {
      const kind = classifyAddress(address);
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
