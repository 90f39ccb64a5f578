import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
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
});
