import { describe, expect, it } from "vitest";
import { newerDocument } from "./conflict";

const current = {
  id: 3,
  projectId: 1,
  templateId: "risk-register",
  templateName: "Risk register",
  title: "Risk register",
  version: 4,
  shared: false,
  updatedBy: "Jordan Lee",
  createdAt: "2026-11-25T08:00:00.000Z",
  updatedAt: "2026-11-25T09:00:00.000Z",
  body: "# Theirs",
};

describe("newerDocument", () => {
  it("reads the newer version a 409 carries", () => {
    expect(newerDocument({ data: { code: "CONFLICT", current } })).toEqual(current);
  });

  it("answers nothing for other errors", () => {
    expect(newerDocument({ data: { code: "CONFLICT" } })).toBeUndefined();
    expect(newerDocument({ data: { current: { id: "x" } } })).toBeUndefined();
    expect(newerDocument(new Error("offline"))).toBeUndefined();
    expect(newerDocument(null)).toBeUndefined();
  });
});
