import { describe, expect, it } from "vitest";
import {
  addressAllowed,
  checkWebhookUrlShape,
  classifyAddress,
  type Lookup,
  resolveTarget,
} from "./address-rules.js";

const answers =
  (table: Record<string, string[]>): Lookup =>
  async (host) => {
    const list = table[host];
    if (!list) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

describe("what kind of address an IP is", () => {
  it.each([
    ["93.184.216.34", "public"],
    ["2606:2800:220:1:248:1893:25c8:1946", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fd12:3456::1", "private"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.254", "cgnat"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["255.255.255.255", "reserved"],
    ["64:ff9b::7f00:1", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["0:0:0:0:0:ffff:a9fe:a9fe", "metadata"],
    ["::ffff:8.8.8.8", "public"],
    ["[::1]", "loopback"],
    ["not-an-ip", "reserved"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  // What a probe found accepted and delivered.
  it.each([
    ["192.0.2.10", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.99", "reserved"],
    ["192.88.99.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["100::1", "reserved"],
    ["2001::1", "reserved"],
    ["::8.8.8.8", "reserved"],
    ["::808:808", "reserved"],
    ["198.18.0.1", "reserved"],
    ["2002:c000:204::1", "reserved"],
  ])("refuses the special-purpose address %s as %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
    expect(addressAllowed(address, false)).toBe(false);
    expect(addressAllowed(address, true)).toBe(false);
  });

  it("refuses this server's own public address unless private targets are allowed", () => {
    const own = new Set(["93.184.216.34"]);
    expect(classifyAddress("93.184.216.34", own)).toBe("own");
    expect(addressAllowed("93.184.216.34", false, own)).toBe(false);
    expect(addressAllowed("93.184.216.34", true, own)).toBe(true);
    expect(classifyAddress("93.184.216.35", own)).toBe("public");
  });

  it("lets loopback, private and CGNAT through only when private targets are allowed", () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "100.64.0.1", "::1"]) {
      expect(addressAllowed(address, false), address).toBe(false);
      expect(addressAllowed(address, true), address).toBe(true);
    }
  });

  it("never lets metadata, link-local, multicast or reserved addresses through", () => {
    for (const address of [
      "169.254.169.254",
      "fd00:ec2::254",
      "169.254.3.4",
      "224.1.1.1",
      "0.0.0.0",
    ]) {
      expect(addressAllowed(address, true), address).toBe(false);
    }
  });
});

describe("a webhook URL's own shape", () => {
  it("wants https, or http only when private targets are allowed", () => {
    expect(checkWebhookUrlShape("https://hooks.example.com/in", false).ok).toBe(true);
    expect(checkWebhookUrlShape("http://hooks.example.com/in", false)).toEqual({
      ok: false,
      message: "must start with https://",
    });
    expect(checkWebhookUrlShape("http://hooks.example.com/in", true).ok).toBe(true);
    expect(checkWebhookUrlShape("ftp://hooks.example.com/in", true).ok).toBe(false);
    expect(checkWebhookUrlShape("file:///etc/passwd", true).ok).toBe(false);
  });

  it("refuses credentials, fragments and what is not a URL", () => {
    expect(checkWebhookUrlShape("https://user:pw@hooks.example.com/", false)).toEqual({
      ok: false,
      message: "must not hold a user name or password",
    });
    expect(checkWebhookUrlShape("https://user@hooks.example.com/", false).ok).toBe(false);
    expect(checkWebhookUrlShape("https://hooks.example.com/#x", false).ok).toBe(false);
    expect(checkWebhookUrlShape("hooks.example.com", false).ok).toBe(false);
  });
});

describe("the address a delivery connects to", () => {
  const lookup = answers({
    "hooks.example.com": ["93.184.216.34"],
    "both.example.com": ["93.184.216.34", "10.0.0.5"],
    "inside.example.com": ["192.168.0.10"],
    "metadata.example.com": ["169.254.169.254"],
    localhost: ["127.0.0.1", "::1"],
  });

  it("is the host's public address", async () => {
    const checked = await resolveTarget("https://hooks.example.com/in", false, lookup);
    expect(checked).toMatchObject({ ok: true, target: { address: "93.184.216.34", family: 4 } });
  });

  it("is refused when any of the host's addresses is refused", async () => {
    const checked = await resolveTarget("https://both.example.com/in", false, lookup);
    expect(checked).toMatchObject({ ok: false, retryable: false });
    if (!checked.ok) expect(checked.message).toContain("a private network address (10.0.0.5)");
  });

  it("refuses private hosts and IP literals unless allowed, and metadata always", async () => {
    for (const url of [
      "https://inside.example.com/",
      "https://localhost:8443/",
      "https://127.0.0.1/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://10.0.0.1/",
    ]) {
      expect((await resolveTarget(url, false, lookup)).ok, url).toBe(false);
      expect((await resolveTarget(url, true, lookup)).ok, url).toBe(true);
    }
    for (const url of [
      "https://metadata.example.com/",
      "http://169.254.169.254/latest",
      "https://[fd00:ec2::254]/",
    ]) {
      expect((await resolveTarget(url, true, lookup)).ok, url).toBe(false);
    }
  });

  it("says a failed lookup may be retried", async () => {
    const checked = await resolveTarget("https://gone.example.com/", false, lookup);
    expect(checked).toMatchObject({ ok: false, retryable: true });
  });

  it("checks an IP literal without a lookup", async () => {
    const never: Lookup = async () => {
      throw new Error("looked up");
    };
    const checked = await resolveTarget("http://127.0.0.1:4000/hook", true, never);
    expect(checked).toMatchObject({ ok: true, target: { address: "127.0.0.1", family: 4 } });
  });
});
