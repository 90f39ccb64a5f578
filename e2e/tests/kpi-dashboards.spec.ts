/**
 * KPI dashboards, as the demo consultant builds one (docs/kpis.md): three widgets added from the
 * header's "KPIs", one moved with the keyboard, saved, still there after a reload, its CSV
 * (byte-order mark, header, a row per widget, week and line) and one widget's PNG downloaded;
 * then shared with a project whose client reads it.
 *
 * Screenshots of the builder and of the shared dashboard as the client are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { type ApiProject, DEMO, getJson, sendJson, signIn } from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";
const NAME = "Delivery pulse";
const CSV_HEADER = "dashboard,widget,kpi,unit,projects,week_start,series,value";

async function addWidget(
  page: Page,
  widget: { kpi: string; kind: string; title: string; weeks?: string },
) {
  await page.getByRole("button", { name: "Add widget" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a widget" });
  await dialog.getByLabel("KPI", { exact: true }).selectOption(widget.kpi);
  await dialog.getByLabel("Shown as").selectOption(widget.kind);
  await dialog.getByLabel("Title", { exact: true }).fill(widget.title);
  if (widget.weeks) await dialog.getByLabel("Number of weeks").fill(widget.weeks);
  await dialog.getByRole("button", { name: "Add widget" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: widget.title, level: 3 })).toBeVisible();
}

/** The widget's place on the grid, as its accessible name says it. */
function widgetRegion(page: Page, title: string) {
  return page.getByRole("region", { name: new RegExp(`^${title}, column`) });
}

test.describe("KPI dashboards", () => {
  test("a consultant builds a dashboard, arranges it with the keyboard, saves, exports it and shares it with a client", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const client = await signIn(page, "client");
    await page.context().clearCookies();
    const consultant = await signIn(page, "consultant");
    const errors = watchErrors(page);

    // From the header to an empty list, then a new private dashboard.
    await page.goto(DEMO.consultant.path);
    await page.getByRole("link", { name: "KPIs" }).click();
    await expect(page.getByRole("heading", { name: "KPI dashboards", level: 1 })).toBeVisible();
    // The demo's own dashboard, shared with Northwind, is already there: a look at it first.
    await expect(page.getByText("Free Trial: 1 dashboard")).toBeVisible();
    const mine = page.getByRole("region", { name: "My dashboards" });
    await mine.getByRole("link", { name: "Northwind delivery" }).click();
    await expect(page.getByRole("heading", { name: "Northwind delivery", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cumulative flow", level: 3 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/kpi-dashboard-demo.png`, fullPage: true });
    await page.getByRole("link", { name: "All dashboards" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "New dashboard" }).first().click();
    const create = page.getByRole("dialog", { name: "New dashboard" });
    await create.getByLabel("Name").fill(NAME);
    await create.getByRole("button", { name: "Create dashboard" }).click();
    await expect(page).toHaveURL(/\/consultant-dashboard\/kpis\/\d+$/);
    const dashboardId = Number(/kpis\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();

    // Three widgets: throughput as bars, cycle time as a line, work in progress as a number.
    await addWidget(page, { kpi: "throughput", kind: "bar", title: "Throughput" });
    await addWidget(page, { kpi: "cycle_time", kind: "line", title: "Cycle time", weeks: "8" });
    await addWidget(page, { kpi: "wip", kind: "number", title: "WIP" });
    await expect(page.getByTestId("unsaved-marker")).toHaveText("Unsaved changes");
    await expect(widgetRegion(page, "WIP")).toHaveAccessibleName(/column 9, row 1,/);
    // Every chart says its figures in a table too.
    await expect(
      page.getByRole("table", { name: /^Throughput: Throughput in tasks/ }),
    ).toBeAttached();

    // Move WIP one column left with the keyboard: it pushes Cycle time down, and says so.
    await widgetRegion(page, "WIP").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("grid-announcer")).toHaveText(
      "WIP moved: column 8, row 1, 4 columns wide and 3 rows high.",
    );
    await expect(widgetRegion(page, "WIP")).toBeFocused();
    await expect(widgetRegion(page, "Cycle time")).toHaveAccessibleName(/column 5, row 4,/);
    // Shift widens it.
    await page.keyboard.press("Shift+ArrowRight");
    await expect(page.getByTestId("grid-announcer")).toHaveText(
      "WIP resized: column 8, row 1, 5 columns wide and 3 rows high.",
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving with unsaved changes asks first.
    await page.getByRole("link", { name: "All dashboards" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`/kpis/${dashboardId}$`));

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toastText(page, "Dashboard saved")).toBeVisible();
    await expect(page.getByTestId("unsaved-marker")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/kpi-dashboard-builder.png`, fullPage: true });

    // After a reload the arrangement is the saved one.
    await page.reload();
    await expect(widgetRegion(page, "WIP")).toHaveAccessibleName(/column 8, row 1, 5 columns wide/);
    await expect(widgetRegion(page, "Cycle time")).toHaveAccessibleName(/column 5, row 4,/);
    const saved = await getJson<{ version: number; widgets: { title: string }[] }>(
      page,
      `/dashboards/${dashboardId}`,
    );
    expect(saved.widgets.map((widget) => widget.title)).toEqual([
      "Throughput",
      "WIP",
      "Cycle time",
    ]);

    // The pointer too: dragging Cycle time's corner two columns right widens it by two.
    await widgetRegion(page, "Cycle time").scrollIntoViewIfNeeded();
    const grid = await page.getByTestId("widget-grid").boundingBox();
    const corner = await widgetRegion(page, "Cycle time")
      .locator('[title="Drag to resize"]')
      .boundingBox();
    if (!grid || !corner) throw new Error("the grid and the widget's corner are on screen");
    const column = (grid.width + 16) / 12;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + column, corner.y + 4, { steps: 4 });
    await page.mouse.move(corner.x + 2 * column + corner.width / 2, corner.y + 4, { steps: 4 });
    await page.mouse.up();
    await expect(widgetRegion(page, "Cycle time")).toHaveAccessibleName(
      /column 5, row 4, 6 columns wide and 3 rows high/,
    );
    await expect(page.getByTestId("grid-announcer")).toHaveText(
      "Cycle time is now at column 5, row 4, 6 columns wide and 3 rows high.",
    );

    // Saved meanwhile elsewhere (another tab): a save from this page is refused with what is
    // there now, and reloading it drops the change made here.
    await sendJson(page, "PATCH", `/dashboards/${dashboardId}`, {
      version: saved.version,
      widgets: saved.widgets,
    });
    await widgetRegion(page, "Throughput").focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("unsaved-marker")).toBeVisible();
    // (The widened Cycle time goes with the rest of this page's changes.)
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const conflict = page.getByRole("region", {
      name: "Someone saved this dashboard while you were changing it",
    });
    await expect(conflict).toContainText(`Version ${saved.version + 1}`);
    await expect(conflict).toContainText("has 3 widgets: Throughput, WIP, Cycle time.");
    await conflict.getByRole("button", { name: "Reload their version" }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByTestId("unsaved-marker")).toHaveCount(0);
    await expect(widgetRegion(page, "Throughput")).toHaveAccessibleName(/column 1, row 1,/);
    await expect(widgetRegion(page, "Cycle time")).toHaveAccessibleName(/4 columns wide/);

    // The dashboard's CSV: UTF-8 with a byte-order mark, the contract's header, a row per widget, week and line.
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV", exact: true }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = readFileSync(await csv.path());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString("utf8").trimEnd().split(/\r\n/);
    expect(lines[0]).toBe(CSV_HEADER);
    const rows = lines.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(12 + 8 + 12);
    expect(rows.every((row) => row.startsWith(`${NAME},`))).toBe(true);
    for (const kpi of ["Throughput", "Cycle time", "Work in progress"]) {
      expect(
        rows.some((row) => row.split(",")[2] === kpi),
        kpi,
      ).toBe(true);
    }

    // One widget's PNG: a real image, drawn in the browser.
    const [png] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG of Throughput" }).click(),
    ]);
    expect(png.suggestedFilename()).toBe("throughput.png");
    const pngBytes = readFileSync(await png.path());
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngBytes.length).toBeGreaterThan(5_000);

    // One widget's CSV, and the whole dashboard as one image.
    const [widgetCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV of WIP" }).click(),
    ]);
    const widgetLines = readFileSync(await widgetCsv.path())
      .subarray(3)
      .toString("utf8")
      .trimEnd()
      .split(/\r\n/);
    expect(widgetLines[0]).toBe(CSV_HEADER);
    expect(
      widgetLines.slice(1).every((row) => row.startsWith(`${NAME},WIP,Work in progress,`)),
    ).toBe(true);
    const [wholePng] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG", exact: true }).click(),
    ]);
    expect(wholePng.suggestedFilename()).toBe("delivery-pulse.png");
    const wholeBytes = readFileSync(await wholePng.path());
    await wholePng.saveAs(`${SHOTS}/kpi-dashboard-export.png`);
    expect([...wholeBytes.subarray(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
    expect(wholeBytes.length).toBeGreaterThan(pngBytes.length);
    // The whole dashboard's image carries a caption band (its name and when it was drawn)
    // above the widgets: twice the grid's size on screen, plus the band (64 px, doubled).
    const onScreen = await page.getByTestId("widget-grid").boundingBox();
    const [width, height] = [wholeBytes.readUInt32BE(16), wholeBytes.readUInt32BE(20)];
    expect(Math.abs(width - 2 * (onScreen?.width ?? 0))).toBeLessThanOrEqual(4);
    expect(Math.abs(height - 2 * (onScreen?.height ?? 0) - 128)).toBeLessThanOrEqual(4);

    // Share it with the people of a project the consultant leads for the demo client.
    const projects = await getJson<ApiProject[]>(page, `/projects/consultant/${consultant.id}`);
    const shared = projects.find((project) => project.clientId === client.id);
    expect(shared, "a project of the consultant's with the demo client").toBeDefined();
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Dashboard settings" });
    await settings.getByLabel("The people of a project").check();
    await settings.getByLabel("Project", { exact: true }).selectOption(String(shared?.id));
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(toastText(page, "Dashboard settings saved")).toBeVisible();
    await expect(page.getByText(`Shared with the people of ${shared?.name}`)).toBeVisible();
    // The one error the browser logs is the refused save's answer.
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);

    // The client reads it, with figures computed for them, and cannot change it.
    await page.context().clearCookies();
    await signIn(page, "client");
    await page.goto(`${DEMO.client.path}/kpis`);
    await expect(page.getByRole("heading", { name: "Shared with me" })).toBeVisible();
    await page.getByRole("link", { name: NAME }).click();
    await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Throughput", level: 3 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add widget" })).toHaveCount(0);
    await expect(page.getByText("shared this dashboard with you")).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // And the demo's dashboard, as Northwind's client reads it.
    await page.getByRole("link", { name: "All dashboards" }).click();
    await page.getByRole("link", { name: "Northwind delivery" }).click();
    await expect(page.getByRole("heading", { name: "Milestone progress", level: 3 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/kpi-dashboard-shared-client.png`, fullPage: true });

    // On a phone the widgets stack in one column and nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole("heading", { name: "Milestone progress", level: 3 })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const widths = await page
      .locator("[data-widget-id]")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    await page.screenshot({ path: `${SHOTS}/kpi-dashboard-phone.png` });
  });
});
