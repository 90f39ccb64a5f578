import { describe, expect, it } from "vitest";
import { canManageIntegrations, outcomeTone, specTexts } from "./integrations-model";

describe("who may change integrations", () => {
  const forAdmin = [{ settings: { apiKey: null } }];
  const forOthers = [{ settings: {} }];

  it("follows the signed-in role when it is known", () => {
    expect(canManageIntegrations("admin", forOthers)).toBe(true);
    expect(canManageIntegrations("consultant", forAdmin)).toBe(false);
    expect(canManageIntegrations("user", undefined)).toBe(false);
  });

  it("before the session check answers, reads the list: settings reach admins only", () => {
    expect(canManageIntegrations(undefined, forAdmin)).toBe(true);
    expect(canManageIntegrations(undefined, forOthers)).toBe(false);
    expect(canManageIntegrations(undefined, undefined)).toBe(false);
  });
});

describe("Test Connection tone", () => {
  it("is green when connected, amber when nothing was sent, red otherwise", () => {
    expect(outcomeTone({ ok: true, outcome: "connected" })).toBe("success");
    expect(outcomeTone({ ok: false, outcome: "not_configured" })).toBe("warning");
    expect(outcomeTone({ ok: false, outcome: "unreachable" })).toBe("danger");
  });
});

describe("the card's words of the spec, beside the honest state", () => {
  it("says Active/Inactive for the switch and Connected and syncing only when connected", () => {
    expect(specTexts({ enabled: true, state: "connected" })).toEqual({
      badge: "Active",
      line: "Connected and syncing",
    });
    expect(specTexts({ enabled: true, state: "failing" })).toEqual({
      badge: "Active",
      line: "Not connected",
    });
    expect(specTexts({ enabled: true, state: "not_configured" })).toEqual({
      badge: "Active",
      line: "Not connected",
    });
    expect(specTexts({ enabled: false, state: "off" })).toEqual({
      badge: "Inactive",
      line: "Not connected",
    });
  });
});
