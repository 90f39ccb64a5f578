import { expect, test } from "@playwright/test";
import { boardColumn, makeProject, sendJson, signIn, taskCard } from "./dashboard-helpers.js";

/**
 * The board's reads carry an ETag and `Cache-Control: private, no-cache`: opened
 * again, the browser's HTTP cache asks with If-None-Match and the server answers 304 with no
 * body; the board shows the same tasks, and live changes still reach it.
 */
test("the board revalidates with a 304, shows right, and still follows live changes", async ({
  page,
}) => {
  test.slow();
  await signIn(page, "admin");
  const { project, tasks } = await makeProject(page, "Revalidated board", [
    { title: "Kept in the cache" },
    { title: "Moved while watched" },
  ]);
  // What the server itself answered, as the browser's network stack saw it (CDP's extra info
  // carries the status on the wire: a revalidated answer is a 304 there, a 200 to the page).
  const boardAnswers: number[] = [];
  const boardRequests = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (new URL(request.url).pathname.includes("board.get")) boardRequests.add(requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    if (boardRequests.has(requestId)) boardAnswers.push(statusCode);
  });
  const url = `/admin-dashboard/projects/${project.id}`;

  // The first visit saves the profile; from the second on, the same batch is asked at boot.
  // The batch carries the header's unread count too, so a notice that reaches the admin
  // between two visits (a job of another test on this server) changes the answer: the visits
  // go on until one finds it unchanged, at most five.
  for (let visit = 0; visit < 5; visit++) {
    const asked = boardAnswers.length;
    await page.goto(url);
    await expect(taskCard(boardColumn(page, "todo"), "Kept in the cache")).toBeVisible();
    await expect.poll(() => boardAnswers.length).toBeGreaterThan(asked);
    if (visit >= 2 && boardAnswers.at(-1) === 304) break;
  }
  expect(boardAnswers[0]).toBe(200);
  expect(boardAnswers.at(-1)).toBe(304);
  await expect(taskCard(boardColumn(page, "todo"), "Moved while watched")).toBeVisible();
  await expect(page.getByText("Live: changes by others appear here")).toBeVisible();

  // Someone else moves a task: the live update applies it to the revalidated board.
  const moved = tasks[1];
  if (!moved) throw new Error("the project has no second task");
  await sendJson(page, "PUT", `/tasks/${moved.id}/move`, { columnId: "done", orderIndex: 0 });
  await expect(taskCard(boardColumn(page, "done"), "Moved while watched")).toBeVisible();

  // Opened again, the board changed: a 200 with the new board, not the cached one.
  const count = boardAnswers.length;
  await page.goto(url);
  await expect(taskCard(boardColumn(page, "done"), "Moved while watched")).toBeVisible();
  await expect.poll(() => boardAnswers.slice(count)).toContain(200);
  expect(boardAnswers.slice(count)).not.toContain(304);
});
