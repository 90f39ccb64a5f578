import { describe, expect, it } from "vitest";
import {
  createCommentInput,
  mentionedIds,
  mentionLabel,
  mentionToken,
  mentionTokens,
  withPlainMentions,
} from "./comments.js";

describe("mentions in a comment", () => {
  it("writes and reads the stored form", () => {
    const token = mentionToken({ id: 12, name: "Ada Lovelace" });
    expect(token).toBe("@[Ada Lovelace](user:12)");
    const body = `Hi ${token} and @[Bo](user:3), again ${token}`;
    expect(mentionTokens(body).map((t) => [t.id, t.label, body.slice(t.start, t.end)])).toEqual([
      [12, "Ada Lovelace", token],
      [3, "Bo", "@[Bo](user:3)"],
      [12, "Ada Lovelace", token],
    ]);
    expect(mentionedIds(body)).toEqual([12, 3]);
  });

  it("ignores what only looks like a mention", () => {
    expect(mentionTokens("[Ada](user:12) @[](user:1) @[x](user:0) @[x](user:12345678901)")).toEqual(
      [],
    );
  });

  it("makes any name a safe label", () => {
    expect(mentionLabel("  Ada [the] \n Countess ")).toBe("Ada the Countess");
    expect(mentionLabel("[]")).toBe("someone");
    expect(mentionLabel("x".repeat(150))).toHaveLength(100);
  });

  it("shows mentions as @Name, current names first", () => {
    const names = new Map([[12, "Ada King"]]);
    expect(withPlainMentions("@[Ada](user:12) @[Bo](user:3)", names)).toBe("@Ada King @Bo");
  });

  it("takes a trimmed body of 1 to 10,000 characters", () => {
    expect(createCommentInput.parse({ taskId: 1, body: "  ok " }).body).toBe("ok");
    expect(createCommentInput.safeParse({ taskId: 1, body: " " }).success).toBe(false);
    expect(createCommentInput.safeParse({ taskId: 1, body: "x".repeat(10_001) }).success).toBe(
      false,
    );
  });
});
