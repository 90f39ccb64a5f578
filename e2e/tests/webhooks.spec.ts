/**
 * Outgoing webhooks in the browser (docs/webhooks.md): an administrator opens Webhooks from the
 * header, registers a hook to a receiver on loopback (with private targets allowed for the test),
 * copies its secret from the one dialog that shows it, sends a test ping and finds it delivered
 * in the log, which the receiver confirms. Screenshots of the dialog, the secret, the list and
 * the log go to `.artifacts/screenshots/`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { sendJson, signIn } from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let server: Server;
let port = 0;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(() => new Promise((resolve) => server.close(resolve)));

test("an administrator registers a webhook, keeps its secret and pings it", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signIn(page, "admin");
  await page.goto("/admin-dashboard");
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

  // The private-targets setting, with its warning: switched on for the loopback receiver.
  const setting = page.getByRole("switch", { name: "Allow private targets (for tests)" });
  if ((await setting.getAttribute("aria-checked")) !== "true") await setting.click();
  await expect(setting).toHaveAttribute("aria-checked", "true");

  await page.getByRole("button", { name: "New webhook" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New webhook" });
  const path = `/e2e-${Date.now().toString(36)}`;
  await dialog.getByLabel("Payload URL").fill(`http://127.0.0.1:${port}${path}`);
  await dialog.getByRole("checkbox", { name: /task\.created/ }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/webhook-dialog.png` });
  await dialog.getByRole("button", { name: "Create webhook" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Webhook created" });
  const secret = await secretDialog.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.screenshot({ path: `${SHOTS}/webhook-secret.png` });
  await secretDialog.getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("listitem").filter({ hasText: `127.0.0.1:${port}${path}` });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: "Send test ping" }).click();
  await expect
    .poll(() => received.filter((request) => request.headers["cairn-event"] === "ping").length)
    .toBe(1);
  const ping = received.find((request) => request.headers["cairn-event"] === "ping");
  expect(ping?.headers["cairn-signature"]).toMatch(/^v1=[0-9a-f]{64}$/);
  expect(JSON.parse(ping?.body ?? "{}")).toMatchObject({ type: "ping" });

  await expect(row.getByText(/Last delivery: ping — Delivered: 200/)).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: `${SHOTS}/webhooks-list.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: "Deliveries" }).click();
  const log = page.getByRole("dialog", { name: "Deliveries" });
  await expect(log.getByText("Delivered: 200")).toBeVisible();
  await expect(log.getByRole("button", { name: /Send again \(delivery \d+\)/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/webhook-deliveries.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  // Leave the organisation as it was, and the hook gone.
  await sendJson(page, "PUT", "/webhook-settings", { allowPrivateTargets: false });
  page.once("dialog", (confirm) => void confirm.accept());
  await row.getByRole("button", { name: /Delete the webhook/ }).click();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});
