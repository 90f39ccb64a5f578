import { expect, test } from "@playwright/test";
import { type ApiUser, getJson, sendJson, signIn } from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = process.env.SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png` } : undefined);

test.describe("invitations", () => {
  test("an admin invites a user, who opens the link, chooses a password and lands on their dashboard", async ({
    page,
    browser,
  }) => {
    // Two browsers, two sign-ins and an accessibility check, on a busy 2-core machine.
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await signIn(page, "admin");
    await page.goto("/admin-dashboard?tab=users");
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    const username = `ines.${Date.now().toString(36)}`;
    await dialog.getByLabel("First name").fill("Ines");
    await dialog.getByLabel("Last name").fill("Okafor");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Email").fill(`${username}@client.example`);
    // Inviting is the default; the password field appears only without it.
    const invite = dialog.getByRole("checkbox", {
      name: "Send an invitation instead of setting a password",
    });
    await expect(invite).toBeChecked();
    await expect(dialog.getByLabel(/^Password/)).toHaveCount(0);
    await invite.uncheck();
    await expect(dialog.getByLabel(/^Password/)).toBeVisible();
    await invite.check();
    await expect(dialog.getByLabel(/^Password/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Create and invite" }).click();

    // No SMTP in these tests: the link is shown to copy.
    const ready = page.getByRole("dialog", { name: "Invitation ready" });
    const link = ready.getByLabel(`Invitation link for ${username}@client.example`);
    await expect(link).toHaveValue(/\/invitation\/[A-Za-z0-9_-]{43}$/);
    await page.screenshot(shot("add-user-invitation-link"));
    const url = await link.inputValue();
    await ready.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText(`@${username}`)).toBeVisible();

    // The invited person, in a browser of their own.
    const context = await browser.newContext();
    const invited = await context.newPage();
    const invitedErrors = watchErrors(invited);
    await invited.goto(url);
    await expect(invited.getByRole("heading", { name: "Welcome, Ines" })).toBeVisible();
    await expect(invited.getByText(username, { exact: true })).toBeVisible();
    expect(await seriousViolations(invited)).toEqual([]);
    await invited.getByLabel(/^Password/).fill("ines-chooses-a-password");
    await invited.getByLabel("Confirm password").fill("ines-chooses-a-typo");
    await invited.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(invited.getByText("The two passwords are not the same.")).toBeVisible();
    await invited.screenshot(shot("invitation-page"));
    await invited.getByLabel("Confirm password").fill("ines-chooses-a-password");
    await invited.getByRole("button", { name: "Set password and sign in" }).click();

    await expect(invited).toHaveURL(/\/user-dashboard$/);
    await expect(invited.getByText("Welcome, Ines")).toBeVisible();
    const me = (await getJson<{ user: ApiUser }>(invited, "/auth/me")).user;
    expect(me).toMatchObject({ username, role: "user" });

    // The link worked once.
    await invited.goto(url);
    await expect(
      invited.getByRole("heading", { name: "This invitation was already used" }),
    ).toBeVisible();
    await invited.screenshot(shot("invitation-used"));
    await context.close();
    expect(errors).toEqual([]);
    // The used link's 410 is the only failed request the invited browser logged.
    expect(invitedErrors.filter((error) => !/\b410\b/.test(error))).toEqual([]);
  });

  test("a consultant converts a won lead into a client and gets the invitation link", async ({
    page,
  }) => {
    const consultant = await signIn(page, "consultant");
    const email = `won.${Date.now().toString(36)}@acme.example`;
    const signup = await page.request.post("/api/leads", {
      data: { name: "Wendy Won", email, company: "Acme Freight", teamSize: "6-20" },
    });
    expect(signup.ok()).toBe(true);
    const { lead } = (await signup.json()) as { lead: { id: number } };
    await sendJson(page, "PUT", `/leads/${lead.id}/assign`, { consultantId: consultant.id });
    for (const status of ["contacted", "qualified", "won"]) {
      await sendJson(page, "PATCH", `/leads/${lead.id}/status`, { status });
    }

    await page.goto("/consultant-dashboard?tab=leads");
    await page.getByRole("button", { name: "Convert Wendy Won to client" }).click();
    const dialog = page.getByRole("dialog", { name: "Convert to Client" });
    await expect(dialog.getByLabel("Project name")).toHaveValue("Acme Freight");
    await page.screenshot(shot("convert-lead-dialog"));
    await dialog.getByRole("button", { name: "Convert to client" }).click();

    const done = page.getByRole("dialog", { name: "Client created" });
    await expect(done.getByLabel(`Invitation link for ${email}`)).toHaveValue(
      /\/invitation\/[A-Za-z0-9_-]{43}$/,
    );
    await page.screenshot(shot("convert-lead-done"));
    const projects = await getJson<{ name: string; consultantId: number }[]>(
      page,
      `/projects/consultant/${consultant.id}`,
    );
    expect(projects).toContainEqual(
      expect.objectContaining({ name: "Acme Freight", consultantId: consultant.id }),
    );
  });
});
