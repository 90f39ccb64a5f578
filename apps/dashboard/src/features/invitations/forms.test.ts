import { describe, expect, it } from "vitest";
import { addUserForm } from "../users/add-user-dialog";
import { choosePasswordForm } from "./accept-invitation-form";

describe("choosePasswordForm", () => {
  it("asks for the same password twice, by the API's rules", () => {
    expect(
      choosePasswordForm.safeParse({ password: "long-enough-pass", confirm: "long-enough-pass" })
        .success,
    ).toBe(true);
    const typo = choosePasswordForm.safeParse({
      password: "long-enough-pass",
      confirm: "long-enough-pasz",
    });
    expect(typo.error?.issues).toEqual([
      expect.objectContaining({
        path: ["confirm"],
        message: "The two passwords are not the same.",
      }),
    ]);
    const short = choosePasswordForm.safeParse({ password: "short", confirm: "short" });
    expect(short.error?.issues[0]).toMatchObject({
      path: ["password"],
      message: "must be at least 12 characters",
    });
  });
});

describe("addUserForm", () => {
  const fields = { username: "ines", email: "ines@example.com", role: "user" as const };

  it("needs no password when inviting", () => {
    expect(addUserForm.safeParse({ ...fields, invite: true, password: "" }).success).toBe(true);
  });

  it("checks the password when the admin sets it", () => {
    const result = addUserForm.safeParse({ ...fields, invite: false, password: "short" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["password"], message: "must be at least 12 characters" }),
    ]);
    expect(
      addUserForm.safeParse({ ...fields, invite: false, password: "long-enough-pass" }).success,
    ).toBe(true);
  });
});
