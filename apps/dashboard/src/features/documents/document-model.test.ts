import { describe, expect, it } from "vitest";
import {
  diffCounts,
  dispositionFilename,
  lineDiff,
  placeholdersIn,
  previewBody,
} from "./document-model";

describe("lineDiff", () => {
  it("marks added, removed and unchanged lines in order", () => {
    const lines = lineDiff("# Plan\nKeep\nOld line\n", "# Plan\nKeep\nNew line\nMore\n");
    expect(lines).toEqual([
      { kind: "same", text: "# Plan" },
      { kind: "same", text: "Keep" },
      { kind: "removed", text: "Old line" },
      { kind: "added", text: "New line" },
      { kind: "added", text: "More" },
    ]);
    expect(diffCounts(lines)).toEqual({ added: 2, removed: 1 });
  });

  it("answers only unchanged lines for the same text", () => {
    expect(diffCounts(lineDiff("a\nb", "a\nb"))).toEqual({ added: 0, removed: 0 });
  });
});

describe("placeholders", () => {
  it("finds what is left to fill in, each once", () => {
    expect(placeholdersIn("A _(team size)_ team, _(chat tool)_ and _(team size)_.")).toEqual([
      "team size",
      "chat tool",
    ]);
    expect(placeholdersIn("_not one_ (nor this)")).toEqual([]);
  });

  it("shows a template's fields as placeholders in a preview", () => {
    expect(previewBody("For {{ project.name }} and {{team.size}}")).toBe(
      "For _(project.name)_ and _(team.size)_",
    );
  });
});

describe("dispositionFilename", () => {
  it("reads the UTF-8 name first, then the plain one", () => {
    expect(
      dispositionFilename(
        `attachment; filename="Caf_ plan.docx"; filename*=UTF-8''Caf%C3%A9%20plan.docx`,
        "x",
      ),
    ).toBe("Café plan.docx");
    expect(dispositionFilename('attachment; filename="a.md"', "x")).toBe("a.md");
    expect(dispositionFilename(null, "fallback.md")).toBe("fallback.md");
  });
});
