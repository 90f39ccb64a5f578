/**
 * Finding and managing (docs/search.md, docs/projects.md): the command palette opened with
 * Ctrl-K finds a task by a word of its text and opens it; an admin archives a project (it leaves
 * the list, reads "Archived" and turns read-only) and restores it; deactivates and reactivates
 * a person; and deletes a project with its tasks by typing its name.
 *
 * Screenshots go to `.artifacts/screenshots/` (the palette, the archived project, the users
 * list) for the people who review the screens; docs/screenshots/ keeps the reviewed ones.
 */
import { expect, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiTask,
  type ApiUser,
  getJson,
  makeProject,
  personName,
  sendJson,
  signIn,
} from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

// Each walk signs in, seeds through the API and goes through several screens.
test.describe.configure({ timeout: 90_000 });
const run = Date.now().toString(36);

test.describe("the command palette", () => {
  test("Ctrl-K finds a task by a word of its description, by keyboard, and opens it", async ({
    page,
  }) => {
    const me = await signIn(page, "consultant");
    const errors = watchErrors(page);
    const projects = await getJson<ApiProject[]>(page, `/projects/consultant/${me.id}`);
    const project = projects.find((p) => p.name === "Northwind Website Relaunch");
    expect(project).toBeDefined();
    const word = `marimba${run}`;
    const task = await sendJson<ApiTask>(page, "POST", "/tasks", {
      projectId: project?.id,
      title: "Book the studio musicians",
      description: `Hire a ${word} player for the launch video, and a drummer.`,
    });

    await page.goto("/consultant-dashboard");
    await expect(page.getByRole("heading", { name: "Consultant Dashboard" })).toBeVisible();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Search" });
    await expect(palette).toBeVisible();
    const box = palette.getByRole("combobox", { name: "Search" });
    await expect(box).toBeFocused();
    await expect(
      palette.getByText(/^Type to find projects, tasks and their comments/),
    ).toBeVisible();

    // As typed: the beginning of the word is enough.
    await box.pressSequentially(word.slice(0, 8), { delay: 40 });
    const option = palette.getByRole("option", { name: /Book the studio musicians/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText("Northwind Website Relaunch");
    await expect(option.locator("mark")).toHaveText(word);
    await expect(palette.getByRole("group", { name: "Tasks" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A wider search: grouped by type, the best group first.
    await box.fill("northwind");
    await expect(palette.getByRole("group", { name: "Projects" })).toBeVisible();
    await expect(
      palette.getByRole("option", { name: /Northwind Website Relaunch/ }).first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/command-palette.png` });

    // Nothing found: its own state.
    await box.fill("zzzqqqxxx");
    await expect(palette.getByText("No results for “zzzqqqxxx”")).toBeVisible();

    // Back to the word; the first result is active; Enter opens it.
    await box.fill(word);
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await option.getAttribute("id")) ?? "",
    );
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await box.press("Enter");
    await expect(palette).toBeHidden();
    // The task panel's route is built on its own branch (task-core): the address is the contract.
    await expect(page).toHaveURL(
      new RegExp(`/consultant-dashboard/projects/${project?.id}/tasks/${task.id}$`),
    );

    // The header's button opens it too, and Escape closes it.
    await page.goto("/consultant-dashboard");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(palette).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe("managing projects and people", () => {
  test("an admin archives a project, which turns read-only, and restores it", async ({ page }) => {
    await signIn(page, "admin");
    const errors = watchErrors(page);
    const name = `Archive walk ${run}`;
    const { project } = await makeProject(page, name, [{ title: "Keep me" }]);

    await page.goto("/admin-dashboard?tab=projects");
    await page.getByLabel("Search projects").fill(name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Archive ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Archive ${name}?` });
    await expect(dialog).toContainText("read-only for everyone");
    await dialog.getByRole("button", { name: "Archive project" }).click();
    await expect(toastText(page, "Project archived")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Out of the default list; the filter shows it, marked.
    await expect(page.getByText("No matching projects")).toBeVisible();
    await page.getByRole("combobox", { name: "Show" }).click();
    await page.getByRole("option", { name: "Archived", exact: true }).click();
    await expect(row).toContainText("Archived");
    expect(
      (await getJson<ApiProject & { archivedAt: string | null }>(page, `/projects/${project.id}`))
        .archivedAt,
    ).not.toBeNull();

    // Its page says so, offers Restore, and changes nothing.
    await row.getByRole("link", { name: `Dashboard: ${name}` }).click();
    const banner = page.getByRole("region", { name: "Archived" });
    await expect(banner).toContainText("read-only for everyone");
    await expect(page.getByText("Keep me")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Task", exact: true })).toHaveCount(0);
    const refused = await page.request.post("/api/tasks", {
      data: { projectId: project.id, title: "Sneaked in" },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `Project ${project.id} is archived, so it is read-only. Restore it before changing it or its tasks.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/project-archived.png` });

    await banner.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(toastText(page, "Project restored")).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Task", exact: true })).toBeVisible();
    expect(
      (await getJson<{ archivedAt: string | null }>(page, `/projects/${project.id}`)).archivedAt,
    ).toBeNull();
    expect(errors).toEqual([]);
  });

  test("an admin deactivates a person, who cannot sign in, and reactivates them", async ({
    page,
    request,
  }) => {
    await signIn(page, "admin");
    const errors = watchErrors(page);
    const username = `robin.${run}`;
    const password = "a-long-enough-password";
    const account = await sendJson<ApiUser>(page, "POST", "/users", {
      username,
      password,
      email: `${username}@example.com`,
      firstName: "Robin",
      lastName: `Quill${run}`,
    });
    const name = personName(account);
    const theirLogin = () => request.post("/api/auth/login", { data: { username, password } });

    await page.goto("/admin-dashboard?tab=users");
    await page.getByLabel("Search people").fill(`Quill${run}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Deactivate ${name}?` });
    await expect(confirm).toContainText("signed out everywhere at once");
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(toastText(page, "User deactivated")).toBeVisible();
    await expect(row).toContainText("Deactivated");
    expect((await theirLogin()).status()).toBe(403);

    // The status filter finds the deactivated.
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Deactivated" }).click();
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/users-list.png` });

    await row.getByRole("button", { name: `Reactivate ${name}` }).click();
    const back = page.getByRole("dialog", { name: `Reactivate ${name}?` });
    await back.getByRole("button", { name: "Reactivate" }).click();
    await expect(toastText(page, "User reactivated")).toBeVisible();
    // No longer deactivated: out of this filter's list.
    await expect(row).toHaveCount(0);
    expect((await theirLogin()).status()).toBe(200);
    expect(errors).toEqual([]);
  });

  test("an admin deletes a project with its tasks by typing its name", async ({ page }) => {
    await signIn(page, "admin");
    const errors = watchErrors(page);
    const name = `Delete walk ${run}`;
    const { project, tasks } = await makeProject(page, name, [{ title: "Goes" }, { title: "Too" }]);

    await page.goto("/admin-dashboard?tab=projects");
    await page.getByLabel("Search projects").fill(name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
    const typed = dialog.getByRole("textbox", { name: `Type ${name} to confirm` });
    const submit = dialog.getByRole("button", { name: "Delete project and tasks" });
    await expect(dialog).toContainText("It holds tasks");
    await expect(submit).toBeDisabled();
    await typed.fill(name.toLowerCase());
    await expect(submit).toBeDisabled();
    await typed.fill(name);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toastText(page, "Project deleted")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("No matching projects")).toBeVisible();
    expect((await page.request.get(`/api/projects/${project.id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/tasks/${tasks[0]?.id}`)).status()).toBe(404);
    expect(errors).toEqual([]);
  });
});
