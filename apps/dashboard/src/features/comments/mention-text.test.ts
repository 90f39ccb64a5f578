import { describe, expect, it } from "vitest";
import { toEditable, toRendered, toStored } from "./mention-text";

const SAM = { id: 4, name: "Sam Rivera" };
const ADA = { id: 7, name: "Ada" };
const ADA_L = { id: 8, name: "Ada Lovelace" };

describe("mention text", () => {
  it("shows each mention by its current name to edit", () => {
    expect(toEditable("@[Sam](user:4) and @[Gone](user:9), see", [SAM])).toBe(
      "@Sam Rivera and @Gone, see",
    );
  });

  it("turns the @Names of known people into tokens, longest first, whole names only", () => {
    expect(toStored("@Sam Rivera, @Ada Lovelace and @Ada: ok", [SAM, ADA, ADA_L])).toBe(
      "@[Sam Rivera](user:4), @[Ada Lovelace](user:8) and @[Ada](user:7): ok",
    );
    expect(toStored("@Samantha mail@Sam Rivera @sam rivera", [SAM])).toBe(
      "@Samantha mail@Sam Rivera @[Sam Rivera](user:4)",
    );
    expect(toStored("Plain text", [])).toBe("Plain text");
    expect(toStored("(@Ada)", [ADA])).toBe("(@[Ada](user:7))");
  });

  it("round-trips a comment through editing", () => {
    const body = "@[Sam Rivera](user:4) please ask @[Ada Lovelace](user:8)";
    expect(toStored(toEditable(body, [SAM, ADA_L]), [SAM, ADA_L])).toBe(body);
  });

  it("renders mentions as links to #mention-<id>", () => {
    expect(toRendered("Hi @[Sam](user:4)!")).toBe("Hi [@Sam](#mention-4)!");
  });
});
