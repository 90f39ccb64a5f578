import { describe, expect, it } from "vitest";
import { initialsOf, initialsOfName } from "./task-activity.js";

describe("an avatar's initials", () => {
  it("takes the first letters of the first and last words of a name", () => {
    expect(initialsOfName("Sam Rivera")).toBe("SR");
    expect(initialsOfName("Mary Ann de la Cruz")).toBe("MC");
    expect(initialsOfName("  Élodie  Durand ")).toBe("ÉD");
  });

  it("takes the first two letters of a single word, and ? of nothing", () => {
    expect(initialsOfName("priya")).toBe("PR");
    expect(initialsOfName("")).toBe("?");
  });

  it("reads an account's first and last names, else its username", () => {
    expect(initialsOf({ firstName: "Alex", lastName: "Morgan", username: "admin" })).toBe("AM");
    expect(initialsOf({ firstName: "  ", lastName: null, username: "priya" })).toBe("PR");
    expect(initialsOf({ firstName: "Élodie", lastName: null, username: "e" })).toBe("ÉL");
    expect(initialsOf({ firstName: null, lastName: null, username: "x" })).toBe("X");
  });
});
