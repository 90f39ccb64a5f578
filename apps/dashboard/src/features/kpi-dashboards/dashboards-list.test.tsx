import type { Dashboard } from "@cairn/schema/dashboards";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { SessionContext } from "../session/session-context";
import { DashboardsList } from "./dashboards-list";

afterEach(() => {
  vi.unstubAllGlobals();
});

const consultant = {
  id: 2,
  username: "consultant",
  email: "jordan@cairn.example",
  firstName: "Jordan",
  lastName: "Lee",
  role: "consultant" as const,
  company: "Cairn",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const aDashboard = (
  id: number,
  ownerId: number,
  overrides: Partial<Dashboard> = {},
): Dashboard => ({
  id,
  name: `Dashboard ${id}`,
  visibility: "private",
  projectId: null,
  projectName: null,
  owner: { id: ownerId, name: ownerId === 2 ? "Jordan Lee" : "Avery Admin" },
  editable: ownerId === 2,
  widgets: [],
  version: 1,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderList() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
            <DashboardsList />
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/consultant-dashboard/kpis"] },
  );
  render(
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
}

const PLAN_MESSAGE = "The Free Trial plan includes 1 KPI dashboard. Upgrade to Pro to make more.";

describe("DashboardsList", () => {
  it("lists the caller's dashboards apart from those shared with them", async () => {
    fakeTrpc({
      "dashboards.list": () => ({
        dashboards: [
          aDashboard(1, 2, { widgets: [] }),
          aDashboard(2, 1, { visibility: "shared", projectId: 4, projectName: "Apollo" }),
        ],
      }),
      "projects.listByConsultant": () => [],
    });
    renderList();
    const mine = await screen.findByRole("region", { name: "My dashboards" });
    expect(within(mine).getByRole("link", { name: "Dashboard 1" })).toBeTruthy();
    const shared = screen.getByRole("region", { name: "Shared with me" });
    expect(within(shared).getByRole("link", { name: "Dashboard 2" }).getAttribute("href")).toBe(
      "/consultant-dashboard/kpis/2",
    );
    expect(within(shared).getByText("Shared with Apollo")).toBeTruthy();
  });

  it("creates a dashboard and opens it, or shows the plan's refusal", async () => {
    let made = 0;
    const fake = fakeTrpc({
      "dashboards.list": () => ({ dashboards: [] }),
      "projects.listByConsultant": () => [],
      "dashboards.create": (input: { name: string }) => {
        made += 1;
        if (made === 1) throw new FakeApiError("FORBIDDEN", 403, PLAN_MESSAGE);
        return aDashboard(7, 2, { name: input.name });
      },
    });
    renderList();
    expect(await screen.findByText("No dashboards yet")).toBeTruthy();
    await userEvent.click(
      screen.getAllByRole("button", { name: "New dashboard" })[0] as HTMLElement,
    );
    const dialog = screen.getByRole("dialog", { name: "New dashboard" });
    await userEvent.type(within(dialog).getByLabelText(/Name/), "Weekly review");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create dashboard" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(PLAN_MESSAGE);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create dashboard" }));
    expect(await screen.findByText("/consultant-dashboard/kpis/7")).toBeTruthy();
    expect(fake.inputsOf("dashboards.create")[1]).toEqual({
      name: "Weekly review",
      visibility: "private",
      projectId: null,
      widgets: [],
    });
  });
});
