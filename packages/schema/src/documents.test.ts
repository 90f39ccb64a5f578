import { describe, expect, it } from "vitest";
import { PAGE_SIZE_DEFAULT } from "./common.js";
import {
  checklistItems,
  checklistTaskTitle,
  openChecklistItems,
  templateRoom,
  templatesLimitMessage,
  updateDocumentInput,
} from "./documents.js";
import { listTemplatesInput, teamBandOf } from "./templates.js";

describe("checklists", () => {
  const body = [
    "# Plan",
    "- [ ] Book the room",
    "* [x] Agree the owner",
    "  - [ ] Send the **agenda** to _(client contact)_",
    "- [ ] Book the room",
    "```",
    "- [ ] not an item, code",
    "```",
    "- a plain bullet",
  ].join("\n");

  it("reads the items and whether each is ticked, skipping code", () => {
    expect(checklistItems(body)).toEqual([
      { text: "Book the room", done: false },
      { text: "Agree the owner", done: true },
      { text: "Send the **agenda** to _(client contact)_", done: false },
      { text: "Book the room", done: false },
    ]);
  });

  it("answers the unticked items once each", () => {
    expect(openChecklistItems(body)).toEqual([
      "Book the room",
      "Send the **agenda** to _(client contact)_",
    ]);
  });

  it("makes a task title of an item: plain text, bounded", () => {
    expect(checklistTaskTitle("Send the **agenda** to _(client contact)_")).toBe(
      "Send the agenda to (client contact)",
    );
    expect(checklistTaskTitle("Read [the guide](https://example.com) and `run` it")).toBe(
      "Read the guide and run it",
    );
    expect(checklistTaskTitle("Pay \\*Acme\\* today")).toBe("Pay *Acme* today");
    expect(checklistTaskTitle("x".repeat(300))).toHaveLength(200);
  });
});

describe("templates per project", () => {
  it("lets a Trial project hold documents from 3 templates, and more of those", () => {
    expect(templateRoom("trial", ["a", "b"], "c")).toMatchObject({ fits: true, used: 2 });
    expect(templateRoom("trial", ["a", "b", "c", "c"], "d")).toMatchObject({
      fits: false,
      used: 3,
      allowed: 3,
    });
    expect(templateRoom("trial", ["a", "b", "c"], "a").fits).toBe(true);
    expect(templateRoom("pro", ["a", "b", "c", "d"], "e")).toMatchObject({
      fits: true,
      allowed: null,
    });
    expect(templatesLimitMessage("trial")).toBe(
      "The Free Trial plan includes 3 templates per project. Upgrade to Pro for more.",
    );
  });
});

describe("inputs", () => {
  it("needs the version a text change was based on, but not for sharing", () => {
    expect(
      updateDocumentInput.safeParse({ projectId: 1, documentId: 2, shared: true }).success,
    ).toBe(true);
    const text = updateDocumentInput.safeParse({ projectId: 1, documentId: 2, body: "x" });
    expect(text.error?.issues[0]?.path).toEqual(["baseVersion"]);
  });

  it("reads a team size as a band or a number of people", () => {
    expect(listTemplatesInput.parse({ teamSize: "12" }).teamSize).toBe("6-20");
    expect(listTemplatesInput.parse({ teamSize: "51+" }).teamSize).toBe("51+");
    expect(listTemplatesInput.parse(undefined)).toEqual({ limit: PAGE_SIZE_DEFAULT, offset: 0 });
    expect(listTemplatesInput.safeParse({ teamSize: "lots" }).success).toBe(false);
    expect([1, 5, 6, 20, 21, 50, 51].map(teamBandOf)).toEqual([
      "1-5",
      "1-5",
      "6-20",
      "6-20",
      "21-50",
      "21-50",
      "51+",
    ]);
  });
});
