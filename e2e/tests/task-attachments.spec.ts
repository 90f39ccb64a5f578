import { expect, type Page, test } from "@playwright/test";
import { boardColumn, getJson, makeProject, signIn, taskCard } from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

interface ApiAttachmentList {
  attachments: { id: number; fileName: string; sizeBytes: number; url: string }[];
}

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
const CSV = Buffer.from("Risk,Owner,Due\nVendor late,Ada,2026-12-01\n", "utf8");

async function openTask(page: Page, projectId: number, title: string) {
  await page.goto(`/admin-dashboard/projects/${projectId}`);
  await expect(page.getByText("Live: changes by others appear here")).toBeVisible();
  await taskCard(boardColumn(page, "todo"), title).click();
  // The task's panel, over its board, named by the task.
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("heading", { name: /Files/ })).toBeVisible();
  return dialog;
}

test.describe("a task's files", () => {
  test("are attached with the button and by dropping, with progress; refusals are in words; a file downloads and is removed", async ({
    page,
  }) => {
    // A throttled upload, an axe check and a download: more than the default 30 s.
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    // Tall enough for the panel with its Files section in the screenshots.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await signIn(page, "admin");
    const { project, tasks } = await makeProject(page, `Files ${Date.now()}`, [
      { title: "Collect the sign-offs" },
    ]);
    const taskId = tasks[0]?.id ?? 0;
    const dialog = await openTask(page, project.id, "Collect the sign-offs");
    await expect(dialog.getByText("No files attached yet.")).toBeVisible();
    await expect(dialog.getByText(/Drop files here · up to 25 MiB each/)).toBeVisible();

    // A slow uplink (256 KiB/s), so the progress of a 1.5 MiB file is seen on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const big = Buffer.concat([PDF, Buffer.alloc(1536 * 1024, 0x20)]);
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles([
      { name: "Signed scope.pdf", mimeType: "application/pdf", buffer: big },
      { name: "installer.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
      {
        name: "fake.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("<html><script>1</script>"),
      },
    ]);
    const uploads = dialog.getByRole("list", { name: "Uploads" });
    const progress = uploads.getByRole("progressbar", { name: "Uploading Signed scope.pdf" });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // Refused before sending (the type), and by the API (the content is not a PDF).
    await expect(
      uploads.getByRole("alert").filter({ hasText: /^Type not allowed\. \.exe files/ }),
    ).toBeVisible();
    await expect(
      uploads.getByRole("alert").filter({
        hasText:
          "Type not allowed. “fake.pdf” holds HTML or XML, which cannot be attached (it could run in a browser).",
      }),
    ).toBeVisible();
    await uploads.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/task-files-uploading.png` });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const signed = dialog.getByRole("link", { name: /Signed scope\.pdf/ });
    await expect(signed).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    await uploads.getByRole("button", { name: "Dismiss installer.exe" }).click();
    await uploads.getByRole("button", { name: "Dismiss fake.pdf" }).click();
    await expect(dialog.getByRole("list", { name: "Uploads" })).toBeHidden();

    // Dropped on the section.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "Risks.csv", { type: "text/csv" }));
      return transfer;
    }, CSV.toString("utf8"));
    const section = dialog.getByRole("region", { name: /Files/ });
    await section.dispatchEvent("dragenter", { dataTransfer: dropped });
    await section.dispatchEvent("dragover", { dataTransfer: dropped });
    await expect(dialog.getByText("Drop to attach")).toBeVisible();
    await section.dispatchEvent("drop", { dataTransfer: dropped });
    await expect(dialog.getByRole("link", { name: /Risks\.csv/ })).toBeVisible();

    const listed = await getJson<ApiAttachmentList>(page, `/tasks/${taskId}/attachments`);
    expect(listed.attachments.map((file) => [file.fileName, file.sizeBytes])).toEqual([
      ["Signed scope.pdf", big.length],
      ["Risks.csv", CSV.length],
    ]);
    await expect(dialog.getByRole("heading", { name: "Files (2)" })).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: "Risks.csv" })).toContainText(
      new RegExp(`CSV\\s*·\\s*${CSV.length} bytes\\s*·\\s*AM\\s*Alex Morgan\\s*·`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("heading", { name: "Files (2)" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/task-files.png` });

    // Downloaded as a file, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: /Risks\.csv/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Risks.csv");
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path)).toEqual(CSV);

    // Removed after a confirmation.
    await dialog.getByRole("button", { name: "Remove Signed scope.pdf" }).click();
    await dialog.getByRole("button", { name: "Keep" }).click();
    await expect(signed).toBeVisible();
    await dialog.getByRole("button", { name: "Remove Signed scope.pdf" }).click();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(signed).toBeHidden();
    // Said in the live region, after whatever else it is still saying.
    await expect(dialog.getByText(/(^| )Signed scope\.pdf was removed\.$/)).toBeAttached();
    await expect
      .poll(
        async () =>
          (await getJson<ApiAttachmentList>(page, `/tasks/${taskId}/attachments`)).attachments
            .length,
      )
      .toBe(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Collect the sign-offs" })).toBeHidden();
    expect(errors.filter((error) => !/status of 415/.test(error))).toEqual([]);
  });
});
