import { describe, expect, it } from "vitest";
import { PeopleIndex } from "./people.js";

const people = [
  { id: 1, email: "Ada@Example.com", firstName: "Ada", lastName: "Lovelace" },
  { id: 2, email: "sam@example.com", firstName: "Sam", lastName: "Lee" },
  { id: 3, email: "sam.lee@other.example", firstName: "Sam", lastName: "Lee" },
];

describe("matching people", () => {
  it("matches e-mail addresses in any case and a full name only when one account has it", () => {
    const index = new PeopleIndex(people);
    expect(index.resolve({ email: "ada@example.COM", name: "Someone" })).toBe(1);
    expect(index.resolve({ email: null, name: "ada  LOVELACE" })).toBe(1);
    expect(index.resolve({ email: null, name: "Sam Lee" })).toBeNull();
    expect(index.resolve({ email: "ghost@example.com", name: "Ada Lovelace" })).toBeNull();
    expect(index.resolve(null)).toBeNull();
    expect([...index.unknown]).toEqual(["Sam Lee", "ghost@example.com"]);
  });
});
