import { username } from "@cairn/schema/users";
import { describe, expect, it } from "vitest";
import { firstFreeUsername, usernameBase } from "./conversion-username.js";

describe("usernameBase", () => {
  it.each([
    ["Jane.Doe@acme.com", "jane.doe"],
    ["jane+pmo@acme.com", "jane.pmo"],
    ["José.Núñez@acme.es", "jose.nunez"],
    ["a@b.co", "client.a"],
    ["__@b.co", "client"],
    [`${"x".repeat(80)}@b.co`, "x".repeat(50)],
  ])("%s → %s", (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
    expect(username.safeParse(usernameBase(email)).success).toBe(true);
  });
});

describe("firstFreeUsername", () => {
  it("keeps the base when free, else numbers it, whatever the case of the taken ones", () => {
    expect(firstFreeUsername("jane", new Set())).toBe("jane");
    expect(firstFreeUsername("Jane", new Set(["jane", "jane-2"]))).toBe("Jane-3");
  });

  it("stays within 50 characters", () => {
    const base = "x".repeat(50);
    const name = firstFreeUsername(base, new Set([base]));
    expect(name).toBe(`${"x".repeat(48)}-2`);
  });
});
