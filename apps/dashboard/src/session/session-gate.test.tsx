import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNAUTHORIZED_EVENT } from "../lib/api";
import { useSession } from "./session-context";
import { gatedDashboard, ownDashboardPath, SessionGate } from "./session-gate";

const client = {
  id: 4,
  username: "client",
  email: "sam@northwind.example",
  firstName: "Sam",
  lastName: "Rivera",
  role: "user",
  company: "Northwind",
  createdAt: "2026-01-01T00:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function Welcome() {
  const { user } = useSession();
  return <p>hello {user.firstName}</p>;
}

function renderAt(path: string, page: ReactNode = <Welcome />) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionGate>
            {page}
            <Where />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("SessionGate", () => {
  it("names the dashboard of each gated path", () => {
    expect(gatedDashboard("/admin-dashboard")).toBe("admin");
    expect(gatedDashboard("/admin-dashboard/projects/3")).toBe("admin");
    expect(gatedDashboard("/consultant-dashboard")).toBe("consultant");
    expect(gatedDashboard("/user-dashboard")).toBe("user");
    expect(gatedDashboard("/integrations")).toBeNull();
  });

  it("sends a role to its own dashboard, keeping the rest of the path", () => {
    expect(ownDashboardPath("/admin-dashboard", "user")).toBe("/user-dashboard");
    expect(ownDashboardPath("/admin-dashboard/projects/3", "consultant")).toBe(
      "/consultant-dashboard/projects/3",
    );
    expect(ownDashboardPath("/user-dashboard", "something-else")).toBeNull();
    expect(ownDashboardPath("/admin-dashboard", "admin")).toBeNull();
    expect(ownDashboardPath("/integrations", "user")).toBeNull();
  });

  it("shows the signed-out text and clears the saved user without a session", async () => {
    answer(401, { error: "Not signed in", code: "UNAUTHORIZED" });
    vi.spyOn(console, "info").mockImplementation(() => {});
    window.localStorage.setItem("pmo-user", '{"username":"ada","role":"consultant"}');
    renderAt("/consultant-dashboard");
    expect(
      await screen.findByRole("heading", {
        name: "Please login to access the consultant dashboard",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/?login=1");
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
  });

  it("shows the dashboard with a session and saves the user", async () => {
    answer(200, { user: client });
    renderAt("/user-dashboard");
    expect(await screen.findByText("hello Sam")).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("pmo-user") ?? "{}")).toMatchObject({
      username: "client",
      role: "user",
    });
  });

  it("sends a client who opens the admin dashboard to the client dashboard", async () => {
    answer(200, { user: client });
    renderAt("/admin-dashboard");
    expect(await screen.findByText("at /user-dashboard")).toBeTruthy();
  });

  it("signs out when a later call answers 401", async () => {
    answer(200, { user: client });
    renderAt("/user-dashboard");
    await screen.findByText("hello Sam");
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    expect(
      await screen.findByRole("heading", { name: "Please login to access the user dashboard" }),
    ).toBeTruthy();
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
  });
});
