import { describe, expect, it } from "vitest";
import {
  createTokenForm,
  createTokenRequest,
  feedUrls,
  isExpired,
  scopeSummary,
  WRITE_SCOPES,
} from "./api-access-model";

describe("the API page's model", () => {
  it("always asks for read, plus the chosen write scopes", () => {
    const values = createTokenForm.parse({
      name: " Power BI ",
      kind: "personal",
      expiresInDays: "90",
      write: ["tasks:write"],
    });
    expect(createTokenRequest(values)).toEqual({
      name: "Power BI",
      kind: "personal",
      expiresInDays: 90,
      scopes: ["read", "tasks:write"],
    });
    expect(WRITE_SCOPES).not.toContain("read");
    expect(
      createTokenForm.safeParse({ name: "", kind: "personal", expiresInDays: "90", write: [] })
        .success,
    ).toBe(false);
  });

  it("says what a token may do and whether it has expired", () => {
    expect(scopeSummary(["read"])).toBe("Read only");
    expect(scopeSummary(["read", "tasks:write", "leads:write"])).toBe("Read; change tasks, leads");
    const now = new Date("2026-11-27T10:00:00Z");
    expect(isExpired({ expiresAt: "2026-11-27T10:00:00.000Z" }, now)).toBe(true);
    expect(isExpired({ expiresAt: "2026-11-28T10:00:00.000Z" }, now)).toBe(false);
  });

  it("gives each feed's full address on this server or the API's own origin", () => {
    const same = feedUrls(
      (path) => path,
      "https://cairn.example.com/admin-dashboard/api-access",
      "csv",
    );
    expect(same.map((feed) => feed.dataset)).toEqual([
      "tasks",
      "task_history",
      "projects",
      "milestones",
      "health_history",
      "mood",
      "raid",
    ]);
    expect(same[0]?.url).toBe("https://cairn.example.com/api/feeds/tasks?format=csv&limit=10000");
    const other = feedUrls(
      (path) => `https://api.example.com${path}`,
      "https://app.example.com/user-dashboard/api-access",
      "json",
    );
    expect(other[5]?.url).toBe("https://api.example.com/api/feeds/mood?format=json&limit=10000");
  });
});
