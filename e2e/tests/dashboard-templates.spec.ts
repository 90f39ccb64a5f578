/**
 * The template library, as a consultant uses it (docs/templates.md): find a template by
 * searching, use it in a project, edit it twice, compare a version and restore it, download it
 * as .docx, and turn its checklist into board tasks.
 *
 * Screenshots of the library, the rendered document and the diff view are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { type ApiBoard, getJson, signIn } from "./dashboard-helpers.js";
import { choose, seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const TEMPLATE = { id: "sprint-retrospective", name: "Sprint retrospective" };
const SHOTS = ".artifacts/screenshots";
const PROJECT = "Northwind Website Relaunch";

/** Types at the end of the open Markdown editor. */
async function appendInEditor(page: Page, text: string) {
  const editor = page.getByRole("textbox", { name: /, Markdown$/ });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(`\n\n${text}`);
}

test.describe("the template library", () => {
  test("a consultant finds a template, uses it in a project, versions it, downloads it and makes tasks of its checklist", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, "consultant");
    const errors = watchErrors(page);

    // Find it by searching, from the dashboard's header.
    await page.goto("/consultant-dashboard");
    await page.getByRole("link", { name: "Templates" }).click();
    await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();
    await page.getByLabel("Search the library").fill("sprint retro");
    await expect(page).toHaveURL(/[?&]q=sprint(\+|%20)retro/);
    const card = page.getByRole("button", { name: new RegExp(`^${TEMPLATE.name}`) });
    await expect(card).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/template-library.png` });
    await card.click();

    // Preview, then use it in one of the consultant's projects.
    const preview = page.getByRole("dialog", { name: TEMPLATE.name });
    await expect(preview.getByRole("heading", { name: "Purpose" })).toBeVisible();
    await preview.getByRole("button", { name: "Use in project" }).click();
    const use = page.getByRole("dialog", { name: `Use “${TEMPLATE.name}” in a project` });
    await choose(page, use.getByRole("combobox", { name: "Project" }), PROJECT);
    await use.getByRole("button", { name: "Use in project" }).click();
    await expect(toastText(page, "Document created")).toBeVisible();
    await expect(page).toHaveURL(
      /\/consultant-dashboard\/projects\/\d+\?tab=documents&document=\d+/,
    );
    const projectId = Number(/projects\/(\d+)/.exec(page.url())?.[1]);
    const document = page.getByRole("article", { name: TEMPLATE.name });
    await expect(document.getByText("version 1,")).toBeVisible();
    await expect(document.getByText(PROJECT).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/template-document.png`, fullPage: true });

    // Edit it twice: each save is a version.
    await document.getByRole("button", { name: "Edit" }).click();
    await appendInEditor(page, "First addition by the consultant.");
    await document.getByRole("button", { name: "Save version" }).click();
    await expect(toastText(page, "Saved as version 2")).toBeVisible();
    await document.getByRole("button", { name: "Edit" }).click();
    await appendInEditor(page, "- [ ] Follow up on the retrospective actions");
    await document.getByRole("button", { name: "Save version" }).click();
    await expect(toastText(page, "Saved as version 3")).toBeVisible();
    await expect(document.getByText("Follow up on the retrospective actions")).toBeVisible();

    // Compare version 1 with the current text, and restore it.
    await document.getByRole("button", { name: "Versions" }).click();
    await document.getByRole("button", { name: /^Version 1\b/ }).click();
    await document.getByRole("radio", { name: "Against the current text" }).click();
    const diff = document.getByTestId("diff-view");
    await expect(diff).toContainText("First addition by the consultant.");
    await expect(document.getByText(/2 added|[3-9] added/)).toBeVisible();
    await diff.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await diff.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/template-diff.png` });
    await document.getByRole("button", { name: "Restore version 1" }).click();
    await expect(toastText(page, "Version 1 restored")).toBeVisible();
    await expect(document.getByText("version 4,")).toBeVisible();
    await expect(document.getByText("First addition by the consultant.")).toHaveCount(0);
    await expect(document.getByText("restored version 1")).toBeVisible();

    // Download it as a Word document.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      document.getByRole("button", { name: /\.docx/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TEMPLATE.name}.docx`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 2).toString()).toBe("PK");

    // Turn its checklist into tasks on the board.
    const before = await getJson<ApiBoard>(page, `/projects/${projectId}/board`);
    const todoBefore = before.columns.find((column) => column.key === "todo")?.tasks.length ?? 0;
    await document.getByRole("button", { name: "Create tasks from checklist" }).click();
    const tasksDialog = page.getByRole("dialog", { name: "Create tasks from checklist" });
    const items = await tasksDialog.getByRole("listitem").allTextContents();
    expect(items.length).toBeGreaterThan(0);
    await tasksDialog.getByRole("button", { name: /^Create \d+ tasks?$/ }).click();
    await expect(
      toastText(page, new RegExp(`^${items.length} tasks? added to To Do$`)),
    ).toBeVisible();
    // Opened again, it offers nothing: every item is on the board already.
    await document.getByRole("button", { name: "Create tasks from checklist" }).click();
    await expect(tasksDialog.getByText(/tasks? on the board already\.$/)).toBeVisible();
    await expect(tasksDialog.getByRole("button", { name: /^Create \d+ tasks?$/ })).toBeDisabled();
    await tasksDialog.getByRole("button", { name: "Cancel" }).click();
    const after = await getJson<ApiBoard>(page, `/projects/${projectId}/board`);
    const todo = after.columns.find((column) => column.key === "todo")?.tasks ?? [];
    expect(todo.length).toBe(todoBefore + items.length);
    expect(todo.slice(-items.length).map((task) => task.title)).toEqual(items);
    await page.getByRole("tab", { name: "Project Board" }).click();
    await expect(page.getByText(items[0] ?? "").first()).toBeVisible();

    expect(errors).toEqual([]);
  });
});

test.describe("the organisation's own templates", () => {
  test("an administrator adds a template, edits it, and finds it by searching", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, "admin");
    const errors = watchErrors(page);
    await page.goto("/admin-dashboard/templates");
    await expect(page.getByRole("heading", { name: "Templates", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "New template" }).click();
    const dialog = page.getByRole("dialog", { name: "New template" });
    await dialog.getByRole("button", { name: "Add template" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await dialog.getByLabel("Name").fill("Client escalation ladder");
    await dialog.getByLabel("Category").fill("Governance");
    await dialog
      .getByLabel("Purpose (one line)")
      .fill("Who to call, and when, if a client issue stalls.");
    await dialog.getByLabel("Tags").fill("escalation, clients");
    await dialog.getByRole("checkbox", { name: "6-20 people" }).click();
    const editor = dialog.getByRole("textbox", { name: "Template body, Markdown" });
    await editor.click();
    await page.keyboard.type(
      "# Escalation ladder for {{project.name}}\n\n1. Account lead within a day.",
    );
    await dialog.getByRole("button", { name: "Add template" }).click();
    await expect(toastText(page, "Template added")).toBeVisible();

    await page.getByLabel("Search the library").fill("escalation ladder");
    // The search has reached the server and its answer is on screen (the list is grouped by
    // category until then): a click on the card before that lands on a list about to be redrawn.
    const matches = page.getByRole("region", { name: "Best matches first" });
    await expect(matches).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const card = matches.getByRole("button", { name: /^Client escalation ladder/ });
    await expect(card).toBeVisible();
    await card.click();
    const preview = page.getByRole("dialog", { name: "Client escalation ladder" });
    await expect(preview.getByText("Organisation")).toBeVisible();
    await expect(preview.getByRole("heading", { name: /Escalation ladder for/ })).toBeVisible();

    await preview.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit “Client escalation ladder”" });
    await edit
      .getByLabel("Purpose (one line)")
      .fill("Who to call, and when, if a client issue stalls for two days.");
    await edit.getByRole("button", { name: "Save template" }).click();
    await expect(toastText(page, "Template saved")).toBeVisible();
    const found = await getJson<{ id: string; name: string }[]>(
      page,
      "/templates?q=escalation%20ladder",
    );
    const id = found.find((entry) => entry.name === "Client escalation ladder")?.id;
    expect(id).toBeDefined();
    const saved = await getJson<{ version: number; purpose: string; tags: string[] }>(
      page,
      `/templates/${id}`,
    );
    expect(saved).toMatchObject({
      version: 2,
      purpose: "Who to call, and when, if a client issue stalls for two days.",
      tags: ["escalation", "clients"],
    });
    expect(errors).toEqual([]);
  });
});
