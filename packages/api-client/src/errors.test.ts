import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { errorDetails, errorIssues, errorMessage } from "./errors.js";
import { ApiError, UNREACHABLE_MESSAGE } from "./rest.js";

describe("errorIssues", () => {
  it("reads the issues of a REST answer", () => {
    const body = JSON.stringify({
      error: "email: must be a valid email address",
      code: "BAD_REQUEST",
      issues: [{ path: ["email"], message: "must be a valid email address" }],
    });
    expect(errorIssues(new ApiError(400, body, "Bad Request"))).toEqual([
      { path: ["email"], message: "must be a valid email address" },
    ]);
  });

  it("reads the issues of a tRPC error's data, and drops malformed entries", () => {
    const error = new TRPCClientError("title: Title is required", {
      result: {
        error: {
          message: "title: Title is required",
          code: -32600,
          data: {
            code: "BAD_REQUEST",
            issues: [{ path: ["title"], message: "Title is required" }, { path: "bad" }],
          },
        },
      },
    });
    expect(errorIssues(error)).toEqual([{ path: ["title"], message: "Title is required" }]);
  });

  it("is empty for errors without issues", () => {
    expect(errorIssues(new Error("offline"))).toEqual([]);
    expect(errorIssues(null)).toEqual([]);
    expect(errorIssues(new ApiError(500, "not json", "Server Error"))).toEqual([]);
  });
});

describe("errorDetails", () => {
  it("gives the API's sentence and its issues, or the fallback", () => {
    const body = JSON.stringify({ error: "Lead not found", code: "NOT_FOUND" });
    expect(errorDetails(new ApiError(404, body, "Not Found"))).toEqual({
      message: "Lead not found",
      issues: [],
    });
    expect(errorDetails("???", "Try again.")).toEqual({ message: "Try again.", issues: [] });
  });
});

describe("errorMessage when no answer came", () => {
  it("says Cairn could not be reached, not the browser's words", () => {
    for (const words of ["Failed to fetch", "Load failed", "fetch failed"]) {
      expect(errorMessage(new TypeError(words), "Try again.")).toBe(UNREACHABLE_MESSAGE);
      expect(errorMessage(new TRPCClientError(words), "Try again.")).toBe(UNREACHABLE_MESSAGE);
    }
    // Anything else keeps its own words.
    expect(errorMessage(new Error("Task not found"), "Try again.")).toBe("Task not found");
  });
});
