import type { Attachment, AttachmentList } from "@cairn/schema/attachments";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { consultant } from "../../test/people";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import { TaskAttachments } from "./task-attachments";

const client: Person = { ...consultant, id: 4, username: "client", role: "user" };

const file = (id: number, fileName: string, uploadedBy: number): Attachment => ({
  id,
  taskId: 9,
  fileName,
  contentType: "application/pdf",
  kind: "pdf",
  sizeBytes: 48_213,
  uploadedBy: {
    id: uploadedBy,
    name: uploadedBy === 2 ? "Jordan Lee" : "Sam Rivera",
    initials: uploadedBy === 2 ? "JL" : "SR",
  },
  createdAt: "2026-11-26T10:15:00.000Z",
  url: `/api/tasks/9/attachments/${id}`,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers the list (tRPC batch) and records the removals the component asks for. */
function serve(list: AttachmentList) {
  const removed: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://cairn.test");
    if (url.pathname === "/trpc/attachments.list") return json(200, [{ result: { data: list } }]);
    if (url.pathname === "/trpc/attachments.remove") {
      removed.push(JSON.parse(String(init?.body))["0"]);
      return json(200, [{ result: {} }]);
    }
    throw new Error(`unexpected request: ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, removed };
}

function renderAs(user: Person, readOnly: boolean) {
  render(
    <ApiProvider>
      <SessionContext.Provider value={{ user, logout: async () => {} }}>
        <TaskAttachments taskId={9} projectId={3} readOnly={readOnly} />
      </SessionContext.Provider>
    </ApiProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const limits = { maxBytes: 1024 * 1024, maxFiles: 100 };

describe("TaskAttachments", () => {
  it("lists each file with its type, size, uploader and time, its name a download link", async () => {
    serve({ attachments: [file(1, "Kick-off deck.pdf", 2)], limits });
    renderAs(consultant, false);
    const link = await screen.findByRole("link", { name: /Kick-off deck\.pdf/ });
    expect(link.getAttribute("href")).toBe("/api/tasks/9/attachments/1");
    expect(link.getAttribute("download")).toBe("Kick-off deck.pdf");
    const row = link.closest("li") as HTMLElement;
    expect(within(row).getByText("PDF")).toBeTruthy();
    expect(within(row).getByText("47 KiB")).toBeTruthy();
    expect(within(row).getByText("Jordan Lee")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Files/ }).textContent).toContain("(1)");
    expect(screen.getByText(/Drop files here · up to 1 MiB each/)).toBeTruthy();
  });

  it("refuses a file in words before sending it: too large, type not allowed", async () => {
    const { fetch } = serve({ attachments: [], limits });
    renderAs(consultant, false);
    await screen.findByText("No files attached yet.");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    const big = new File([new Uint8Array(limits.maxBytes + 1)], "huge.pdf", {
      type: "application/pdf",
    });
    const page = new File(["<html></html>"], "page.html", { type: "text/html" });
    await userEvent.setup({ applyAccept: false }).upload(input, [big, page]);
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Too large. The file is larger than the 1 MiB limit.",
      expect.stringMatching(/^Type not allowed\. \.html files cannot be attached\./),
    ]);
    // Only the list was read: nothing was uploaded.
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), "http://x").pathname)).toEqual([
      "/trpc/attachments.list",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss huge.pdf" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("removes a file after a confirmation", async () => {
    const { removed } = serve({ attachments: [file(1, "Kick-off deck.pdf", 2)], limits });
    renderAs(consultant, false);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Kick-off deck.pdf" }));
    await userEvent.click(screen.getByRole("button", { name: "Keep" }));
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Kick-off deck.pdf" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(removed).toEqual([{ taskId: 9, attachmentId: 1 }]));
    expect(await screen.findByText(/(^| )Kick-off deck\.pdf was removed\.$/)).toBeTruthy();
  });

  it("offers a client Remove only on their own files, and a read-only viewer neither attach nor remove", async () => {
    serve({ attachments: [file(1, "deck.pdf", 2), file(2, "signed.pdf", 4)], limits });
    renderAs(client, false);
    await screen.findByRole("link", { name: /signed\.pdf/ });
    expect(screen.getByRole("button", { name: "Attach files" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove deck.pdf" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove signed.pdf" })).toBeTruthy();
  });

  it("shows a read-only viewer the files and their links only", async () => {
    serve({ attachments: [file(1, "deck.pdf", 2)], limits });
    renderAs(consultant, true);
    await screen.findByRole("link", { name: /deck\.pdf/ });
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByText(/Drop files here/)).toBeNull();
  });
});
