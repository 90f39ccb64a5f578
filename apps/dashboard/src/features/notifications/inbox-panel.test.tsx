import type { Notification } from "@cairn/schema/notifications";
import { Dialog, DialogContent } from "@cairn/ui/dialog";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider, createApiClients } from "../../lib/api";
import { SessionContext } from "../session/session-context";
import InboxPanel from "./inbox-panel";
import { PAGE } from "./use-inbox";

const consultant = {
  id: 2,
  username: "consultant",
  email: "jordan@cairn.example",
  firstName: "Jordan",
  lastName: "Lee",
  role: "consultant" as const,
  company: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const notice = (id: number, changes: Partial<Notification> = {}): Notification => ({
  id,
  kind: "lead_assigned",
  title: `Lead assigned to you: Lead ${id}`,
  body: "Acme · lead@acme.example",
  actorId: 1,
  actorName: "Ada Admin",
  projectId: null,
  taskId: null,
  commentId: null,
  leadId: 40 + id,
  documentId: null,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...changes,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

/** The panel over a cache that already holds its list and count (no request to load them). */
function renderPanel(list: Notification[], unread: number) {
  const clients = createApiClients();
  const { trpc, queryClient } = clients;
  queryClient.setQueryData(trpc.notifications.list.queryKey({ limit: PAGE }), list);
  queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), { unread });
  const onClose = vi.fn();
  const apply = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
            <Dialog open>
              <DialogContent>
                <InboxPanel unread={unread} apply={apply} onClose={onClose} />
              </DialogContent>
            </Dialog>
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/consultant-dashboard"] },
  );
  render(
    <ApiProvider clients={clients}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { onClose, apply, queryClient, trpc };
}

describe("InboxPanel", () => {
  it("lists who, what and when, the unread ones marked, each a link to what it is about", () => {
    renderPanel([notice(2), notice(1, { readAt: "2030-01-01T00:00:00.000Z", actorName: null })], 1);
    expect(screen.getByRole("heading", { name: "Notifications" })).toBeTruthy();
    expect(screen.getByText("1 unread")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("link");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Unread: Lead assigned to you: Lead 2");
    expect(items[0]?.textContent).toContain("Ada Admin · 5 min ago");
    expect(items[0]?.getAttribute("href")).toBe("/consultant-dashboard?tab=leads&lead=42");
    expect(items[1]?.textContent).not.toContain("Unread");
    expect(items[1]?.textContent).toContain("Cairn · 5 min ago");
  });

  it("opens one with Enter, marks it read and closes", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost");
        calls.push(url.pathname);
        if (url.pathname === "/trpc/notifications.markRead") {
          const body = { ...notice(2), readAt: new Date().toISOString() };
          return new Response(JSON.stringify([{ result: { data: body } }]), {
            headers: { "content-type": "application/json" },
          });
        }
        throw new Error(`unexpected request ${url.pathname}`);
      }),
    );
    const { onClose, apply } = renderPanel([notice(2)], 1);
    const link = screen.getByRole("link", { name: /Lead assigned to you: Lead 2/ });
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("at /consultant-dashboard?tab=leads&lead=42")).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith({
        type: "notifications.read",
        notificationId: 2,
        unread: 0,
      }),
    );
    expect(calls).toEqual(["/trpc/notifications.markRead"]);
  });

  it("says so when there is nothing, and offers nothing to mark", () => {
    renderPanel([], 0);
    expect(screen.getByRole("heading", { name: "No notifications yet" })).toBeTruthy();
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    const markAll = screen.getByRole("button", { name: "Mark all as read" });
    expect(markAll.hasAttribute("disabled")).toBe(true);
  });
});
