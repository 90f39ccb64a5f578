import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, appError, GoneError, StaleVersionError } from "../lib/app-error.js";
import { GENERIC_SERVER_ERROR, toHttpError } from "./errors.js";

describe("toHttpError", () => {
  it("maps unique and foreign-key violations to 409", () => {
    const unique = toHttpError(
      new TRPCError({
        code: "INTERNAL_SERVER_ERROR",
        cause: Object.assign(new Error("dup"), { code: "23505", constraint: "users_username_key" }),
      }),
    );
    expect(unique).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", error: "That username is already taken." },
    });
    const foreign = toHttpError(Object.assign(new Error("fk"), { code: "23503" }));
    expect(foreign.status).toBe(409);
  });

  it("lists zod issues with their paths", () => {
    const zod = z.object({ email: z.email({ error: "bad email" }) }).safeParse({ email: "x" });
    const error = new TRPCError({ code: "BAD_REQUEST", cause: zod.error });
    expect(toHttpError(error)).toEqual({
      status: 400,
      body: {
        error: "email: bad email",
        code: "BAD_REQUEST",
        issues: [{ path: ["email"], message: "bad email" }],
      },
      unexpected: false,
    });
  });

  it("hides the message of an unexpected error", () => {
    const http = toHttpError(new Error("select * from users -- secret detail"));
    expect(http).toEqual({
      status: 500,
      body: { error: GENERIC_SERVER_ERROR, code: "INTERNAL_SERVER_ERROR" },
      unexpected: true,
    });
  });

  it("answers an AppError with its code's status and message, thrown or carried by tRPC", () => {
    const refused = appError("FORBIDDEN", "Only admins can do this.");
    const expected = {
      status: 403,
      body: { error: "Only admins can do this.", code: "FORBIDDEN" },
      unexpected: false,
    };
    expect(toHttpError(refused)).toEqual(expected);
    // What a procedure throws reaches the edge wrapped, the AppError as its cause.
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: refused });
    expect(toHttpError(wrapped)).toEqual(expected);
  });

  it("answers 410 GONE for a used link and 409 with the current record for a stale edit", () => {
    expect(toHttpError(new GoneError("This invitation was already used."))).toMatchObject({
      status: 410,
      body: { code: "GONE", error: "This invitation was already used." },
    });
    const stale = new StaleVersionError("Someone saved this meanwhile.", { version: 3 });
    expect(toHttpError(stale)).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", current: { version: 3 } },
    });
  });

  it("hides the message of an AppError that is a server fault, and marks it for the log", () => {
    const fault = new AppError("INTERNAL_SERVER_ERROR", "the key file is missing");
    expect(toHttpError(fault)).toEqual({
      status: 500,
      body: { error: GENERIC_SERVER_ERROR, code: "INTERNAL_SERVER_ERROR" },
      unexpected: true,
    });
  });

  it("names the fields of an AppError that carries zod issues, as input validation does", () => {
    const issues = new z.ZodRealError([
      { code: "custom", path: ["confirm"], message: "does not match", input: undefined },
    ]);
    const refused = appError("BAD_REQUEST", "confirm: does not match", issues);
    const expected = {
      status: 400,
      body: {
        error: "confirm: does not match",
        code: "BAD_REQUEST",
        issues: [{ path: ["confirm"], message: "does not match" }],
      },
      unexpected: false,
    };
    expect(toHttpError(refused)).toEqual(expected);
    expect(toHttpError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: refused }))).toEqual(
      expected,
    );
  });
});
