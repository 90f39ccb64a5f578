import { describe, expect, it } from "vitest";
import { asUuid, notionPageIdOf, resolvePushTarget } from "./push-target.js";
import { statusFor } from "./tools/clickup.js";
import { adfDocument, NOTION_TEXT_MAX, notionBlocks, notionRichText } from "./tools/formats.js";

const PAGE = "1a2b3c4d5e6f708192a3b4c5d6e7f809";

describe("resolvePushTarget", () => {
  it("takes the option first, then the settings", () => {
    expect(resolvePushTarget("clickup", { clickupSpaceId: "7" }, { spaceId: "9" })).toMatchObject({
      ok: true,
      target: { spaceId: "7" },
    });
    expect(resolvePushTarget("clickup", {}, { spaceId: "9" })).toMatchObject({
      ok: true,
      target: { spaceId: "9" },
    });
    expect(resolvePushTarget("asana", {}, {})).toMatchObject({
      ok: false,
      field: "asanaWorkspaceId",
    });
    expect(resolvePushTarget("jira", {}, {})).toMatchObject({ ok: false, field: "jiraProjectKey" });
    expect(resolvePushTarget("jira", { jiraProjectKey: "PMO" }, {})).toEqual({
      ok: true,
      target: { jiraProjectKey: "PMO", jiraIssueType: "Task" },
    });
    expect(resolvePushTarget("monday-com", {}, {})).toMatchObject({ ok: true });
  });
  it("finds Notion's page in the saved page address", () => {
    const pageUrl = `https://www.notion.so/Team-Hub-${PAGE}`;
    expect(resolvePushTarget("notion", {}, { pageUrl })).toMatchObject({
      ok: true,
      target: { parentPageId: "1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809" },
    });
    expect(notionPageIdOf(`https://www.notion.so/acme/x?p=${PAGE}`)).toBe(PAGE);
    expect(notionPageIdOf("https://www.notion.so/Team-Hub-0123456789abcdef")).toBeUndefined();
    expect(asUuid(asUuid(PAGE))).toBe(asUuid(PAGE));
  });
});

describe("statusFor (ClickUp)", () => {
  const statuses = [
    { status: "to do", type: "open" },
    { status: "in progress", type: "custom" },
    { status: "complete", type: "closed" },
  ];
  it("matches by name, then by kind, else none", () => {
    expect(statusFor({ key: "inprogress", title: "In Progress" }, statuses)).toBe("in progress");
    expect(statusFor({ key: "todo", title: "Backlog" }, statuses)).toBe("to do");
    expect(statusFor({ key: "done", title: "Done" }, statuses)).toBe("complete");
    expect(statusFor({ key: "review", title: "Review" }, statuses)).toBeUndefined();
  });
});

describe("formats", () => {
  it("writes a description and a checklist in Atlassian Document Format", () => {
    expect(adfDocument("One\n\nTwo", [{ text: "Check", done: true }])).toEqual({
      type: "doc",
      version: 1,
      content: [
        { type: "paragraph", content: [{ type: "text", text: "One" }] },
        { type: "paragraph", content: [{ type: "text", text: "Two" }] },
        {
          type: "taskList",
          attrs: { localId: "cairn-checklist" },
          content: [
            {
              type: "taskItem",
              attrs: { localId: "cairn-1", state: "DONE" },
              content: [{ type: "text", text: "Check" }],
            },
          ],
        },
      ],
    });
    expect(adfDocument("", [])).toEqual({ type: "doc", version: 1, content: [] });
  });
  it("cuts Notion's rich text into pieces of 2,000 characters, and keeps to 100 blocks", () => {
    const pieces = notionRichText("x".repeat(NOTION_TEXT_MAX * 2 + 1));
    expect(pieces.map((piece) => piece.text.content.length)).toEqual([2000, 2000, 1]);
    const many = Array.from({ length: 150 }, (_, index) => ({
      text: `Item ${index}`,
      done: false,
    }));
    expect(notionBlocks("Intro", many)).toHaveLength(100);
  });
});
