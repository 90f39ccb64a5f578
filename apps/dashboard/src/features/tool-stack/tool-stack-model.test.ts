import type { Integration } from "@cairn/schema/integrations";
import { describe, expect, it } from "vitest";
import { importChoiceProblem, NOT_MAPPED, remap } from "./import-model";
import { canUseToolStack, jobTitle, jobToolName, toolReadiness } from "./tool-stack-model";

const jira = (state: Integration["state"], lastError: string | null = null) =>
  ({ state, lastError }) as Integration;

describe("toolReadiness", () => {
  it("refuses a tool that is off or lacks its settings, saying why", () => {
    expect(toolReadiness(jira("off"), "jira")).toEqual({
      ready: false,
      reason: "Jira is switched off. An administrator can switch it on.",
    });
    expect(toolReadiness(jira("not_configured"), "jira")).toMatchObject({ ready: false });
    expect(toolReadiness(undefined, "monday-com")).toEqual({
      ready: false,
      reason: "Monday.com is not available on this server.",
    });
  });

  it("lets a failing tool start, with its last error as a warning", () => {
    expect(toolReadiness(jira("connected"), "jira")).toEqual({ ready: true, warning: null });
    expect(toolReadiness(jira("unchecked"), "jira")).toEqual({ ready: true, warning: null });
    expect(toolReadiness(jira("failing", "401 Unauthorized"), "jira")).toEqual({
      ready: true,
      warning: "The last check of Jira failed: 401 Unauthorized.",
    });
    // An error that is a sentence keeps one full stop (it read "(DNS)..").
    const dns = "Could not reach Jira: its address could not be found (DNS).";
    expect(toolReadiness(jira("failing", dns), "jira")).toMatchObject({
      warning:
        "The last check of Jira failed: Could not reach Jira: its address could not be found (DNS).",
    });
  });
});

describe("job titles", () => {
  it("names a push by its tool and an import by its format", () => {
    expect(jobTitle({ kind: "export", target: "monday-com" })).toBe("Set up in Monday.com");
    expect(jobToolName({ kind: "export", target: "clickup" })).toBe("ClickUp");
    expect(jobTitle({ kind: "import", target: "jira-csv" })).toBe("Import: Jira (CSV export)");
    expect(jobToolName({ kind: "import", target: "jira-csv" })).toBeUndefined();
    expect(jobTitle({ kind: "export", target: "basecamp" })).toBe("Set up in basecamp");
  });
});

describe("import choices and mapping", () => {
  it("asks for the format, then a file that is neither empty nor over 20 MiB", () => {
    expect(importChoiceProblem(null, null)?.message).toBe("Choose the format of the file.");
    expect(importChoiceProblem("csv", null)?.message).toBe("Choose the file to import.");
    expect(importChoiceProblem("csv", { name: "a.csv", size: 0 })?.message).toBe("a.csv is empty.");
    expect(importChoiceProblem("csv", { name: "a.csv", size: 20 * 1024 * 1024 + 1 })?.message).toBe(
      "a.csv is larger than the 20 MiB an import takes.",
    );
    expect(importChoiceProblem("csv", { name: "a.csv", size: 20 * 1024 * 1024 })).toBeNull();
  });

  it("gives a field a column, or leaves it out", () => {
    const mapping = { title: "Name", assignee: "Owner" };
    expect(remap(mapping, "dueDate", "Due")).toEqual({
      title: "Name",
      assignee: "Owner",
      dueDate: "Due",
    });
    expect(remap(mapping, "assignee", NOT_MAPPED)).toEqual({ title: "Name" });
    expect(mapping).toEqual({ title: "Name", assignee: "Owner" });
  });
});

describe("canUseToolStack", () => {
  it("is for admins and the project's own consultant, never its client", () => {
    const project = { consultantId: 2 };
    expect(canUseToolStack("admin", 1, project)).toBe(true);
    expect(canUseToolStack("admin", 1, undefined)).toBe(true);
    expect(canUseToolStack("consultant", 2, project)).toBe(true);
    expect(canUseToolStack("consultant", 5, project)).toBe(false);
    expect(canUseToolStack("consultant", 2, undefined)).toBe(false);
    expect(canUseToolStack("client", 2, project)).toBe(false);
    expect(canUseToolStack("consultant", 2, { consultantId: null })).toBe(false);
  });
});
