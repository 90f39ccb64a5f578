import { describe, expect, it } from "vitest";
import { initialsFromName } from "./person-avatar";

describe("initialsFromName", () => {
  it("takes the first and last names' first letters, else a single name's first two", () => {
    expect(initialsFromName("Sam Rivera")).toBe("SR");
    expect(initialsFromName("Mary Ann de la Cruz")).toBe("MC");
    expect(initialsFromName("priya")).toBe("PR");
    expect(initialsFromName("  Élodie  Durand ")).toBe("ÉD");
    expect(initialsFromName("")).toBe("?");
  });
});
