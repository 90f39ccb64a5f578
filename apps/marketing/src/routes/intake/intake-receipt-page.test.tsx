import type { IntakeReceiptStatus } from "@cairn/schema/intake";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RECEIPT, serve } from "../../test/fake-api";
import IntakeReceiptPage from "./intake-receipt-page";

const STATUS = `GET /api/intake-receipts/${RECEIPT}`;

const NEW: IntakeReceiptStatus = {
  projectName: "Northwind Ops",
  title: "A dashboard for the board",
  status: "new",
  reason: null,
  taskTitle: null,
  createdAt: "2026-03-03T09:30:00.000Z",
  decidedAt: null,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/intake/receipt/:receipt" element={<IntakeReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function showStatus(request: IntakeReceiptStatus) {
  serve({ [STATUS]: { status: 200, body: request } });
  renderAt(`/intake/receipt/${RECEIPT}`);
  expect(
    await screen.findByRole("heading", {
      level: 1,
      name: `Your request to ${request.projectName}`,
    }),
  ).toBeDefined();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("IntakeReceiptPage", () => {
  it("shows a new request as waiting for triage, with its title and sent date", async () => {
    await showStatus(NEW);
    expect(
      screen.getByRole("heading", { level: 2, name: "A dashboard for the board" }),
    ).toBeDefined();
    expect(screen.getByText("Waiting for triage")).toBeDefined();
    expect(screen.getByText("3 Mar 2026").getAttribute("datetime")).toBe(NEW.createdAt);
    expect(screen.getByText("Not yet")).toBeDefined();
    expect(document.title).toBe("Your request to Northwind Ops · Cairn");
    // Only a request just sent says so.
    expect(screen.queryByText(/Request sent/)).toBeNull();
    expect(screen.getByRole("button", { name: "Copy address" })).toBeDefined();
  });

  it("shows an accepted request with the task it became, and when it was decided", async () => {
    await showStatus({
      ...NEW,
      status: "accepted",
      taskTitle: "Board dashboard",
      decidedAt: "2026-03-05T16:00:00.000Z",
    });
    expect(screen.getByText("Accepted: it is now a task")).toBeDefined();
    expect(screen.getByText("Board dashboard")).toBeDefined();
    expect(screen.getByText("5 Mar 2026")).toBeDefined();
  });

  it("shows a merged request with the task it was merged into", async () => {
    await showStatus({
      ...NEW,
      status: "merged",
      taskTitle: "Quarterly reporting",
      decidedAt: "2026-03-04T10:00:00.000Z",
    });
    expect(screen.getByText('Merged into "Quarterly reporting"')).toBeDefined();
  });

  it("shows a declined request with the team's reason", async () => {
    await showStatus({
      ...NEW,
      status: "declined",
      reason: "The board reads the monthly report instead.",
      decidedAt: "2026-03-04T10:00:00.000Z",
    });
    expect(screen.getByText("Declined")).toBeDefined();
    expect(screen.getByText("The board reads the monthly report instead.")).toBeDefined();
  });

  it("says when the request is not found", async () => {
    serve({ [STATUS]: { status: 404, body: { error: "Not found.", code: "NOT_FOUND" } } });
    renderAt(`/intake/receipt/${RECEIPT}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This request was not found" }),
    ).toBeDefined();
    expect(screen.queryByRole("button", { name: "Copy address" })).toBeNull();
  });

  it("offers to try again when the status could not be loaded", async () => {
    serve({ [STATUS]: { status: 503, body: { error: "Down.", code: "SERVICE_UNAVAILABLE" } } });
    renderAt(`/intake/receipt/${RECEIPT}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Couldn't load your request" }),
    ).toBeDefined();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
  });
});
