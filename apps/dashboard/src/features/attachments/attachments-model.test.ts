import { describe, expect, it } from "vitest";
import { precheck, typeLabel, uploadErrorWords, uploadsReducer } from "./attachments-model";

const limits = { maxBytes: 25 * 1024 * 1024 };

describe("precheck", () => {
  it("lets through an allowed type within the limit", () => {
    expect(precheck({ name: "Plan.PDF", size: 1200 }, limits)).toBeUndefined();
    expect(precheck({ name: "budget.xlsx", size: limits.maxBytes }, limits)).toBeUndefined();
  });

  it("says in words why a file would be refused: type, size, emptiness", () => {
    expect(precheck({ name: "setup.exe", size: 10 }, limits)).toBe(
      "Type not allowed. .exe files cannot be attached. You can attach PDFs, images (PNG, JPEG, " +
        "GIF, WebP), Word, Excel and PowerPoint files, OpenDocument files, text, Markdown, CSV and ZIP files.",
    );
    expect(precheck({ name: "logo.svg", size: 10 }, limits)).toMatch(/^Type not allowed\. \.svg/);
    expect(precheck({ name: "README", size: 10 }, limits)).toMatch(
      /^Type not allowed\. Files without an extension/,
    );
    expect(precheck({ name: "video.zip", size: limits.maxBytes + 1 }, limits)).toBe(
      "Too large. The file is larger than the 25 MiB limit.",
    );
    expect(precheck({ name: "empty.txt", size: 0 }, limits)).toBe("The file is empty (0 bytes).");
  });
});

describe("uploadErrorWords", () => {
  it("puts the kind of failure before the API's sentence", () => {
    expect(uploadErrorWords(413, { error: "The file is larger than the 25 MiB limit." })).toBe(
      "Too large. The file is larger than the 25 MiB limit.",
    );
    expect(uploadErrorWords(415, { error: "“a.pdf” holds HTML or XML." })).toBe(
      "Type not allowed. “a.pdf” holds HTML or XML.",
    );
    expect(uploadErrorWords(409, { error: "Task 4 already holds 100 files." })).toBe(
      "Task 4 already holds 100 files.",
    );
    expect(uploadErrorWords(503, undefined)).toBe("The upload failed. Please try again.");
    expect(uploadErrorWords(0, undefined)).toBe(
      "The upload did not reach Cairn. Check your connection and try again.",
    );
  });
});

describe("uploadsReducer", () => {
  it("tracks each upload's progress, then drops it when done", () => {
    let items = uploadsReducer([], { type: "started", id: "a", name: "a.pdf", size: 10 });
    items = uploadsReducer(items, { type: "started", id: "b", name: "b.png", size: 20 });
    expect(items.map((item) => item.percent)).toEqual([null, null]);
    items = uploadsReducer(items, { type: "progressed", id: "a", fraction: 0.456 });
    items = uploadsReducer(items, { type: "progressed", id: "b", fraction: 1.2 });
    expect(items.map((item) => item.percent)).toEqual([46, 100]);
    items = uploadsReducer(items, { type: "done", id: "a" });
    expect(items.map((item) => item.name)).toEqual(["b.png"]);
  });

  it("keeps a failed upload with its error until dismissed, and ignores later progress", () => {
    let items = uploadsReducer([], { type: "started", id: "a", name: "a.pdf", size: 10 });
    items = uploadsReducer(items, { type: "failed", id: "a", error: "Too large." });
    items = uploadsReducer(items, { type: "progressed", id: "a", fraction: 0.5 });
    expect(items).toEqual([
      { id: "a", name: "a.pdf", size: 10, percent: null, status: "failed", error: "Too large." },
    ]);
    expect(uploadsReducer(items, { type: "dismissed", id: "a" })).toEqual([]);
  });
});

describe("typeLabel", () => {
  it("is the extension, upper-case", () => {
    expect(typeLabel("Budget 2027.xlsx")).toBe("XLSX");
    expect(typeLabel("notes")).toBe("FILE");
  });
});
