import { useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider, useTRPC } from "../../lib/api";
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
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser Cairn supports (nor in jsdom)
  document.cookie = "cairn_signed_in=; Max-Age=0; path=/";
});

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

/** A page that loads data, as the dashboards do. */
function Overview() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.overview.get.queryOptions());
  return <p>{overview.isPending ? "loading" : "loaded"}</p>;
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
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * A fetch that answers each URL as the API would, and fails the test on any other: the session
 * check (`/api/auth/me`) and, when given, a tRPC call answered 401 as the server does.
 */
function serve(routes: { me?: Response; trpc401?: boolean }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://cairn.test");
    if (url.pathname === "/api/auth/me" && routes.me) return routes.me.clone();
    if (url.pathname.startsWith("/trpc/") && routes.trpc401) {
      const procedures = url.pathname.slice("/trpc/".length).split(",");
      const error = (path: string) => ({
        error: {
          message: "Please sign in.",
          code: -32001,
          data: { code: "UNAUTHORIZED", httpStatus: 401, path },
        },
      });
      return url.searchParams.get("batch") === "1"
        ? json(401, procedures.map(error))
        : json(401, error(procedures[0] ?? ""));
    }
    throw new Error(`unexpected request: ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function signedInHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser Cairn supports (nor in jsdom)
  document.cookie = "cairn_signed_in=1; path=/";
}

const hasHint = () => document.cookie.includes("cairn_signed_in=");

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

  it("is signed out at once, without asking the server, when nothing says otherwise", async () => {
    const fetch = serve({});
    renderAt("/consultant-dashboard");
    expect(
      await screen.findByRole("heading", {
        name: "Please login to access the consultant dashboard",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/?login=1");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks when the browser holds a sign of a session, and forgets it on a 401", async () => {
    signedInHint();
    window.localStorage.setItem("pmo-user", '{"username":"ada","role":"consultant"}');
    const fetch = serve({ me: json(401, { error: "Please sign in.", code: "UNAUTHORIZED" }) });
    vi.spyOn(console, "info").mockImplementation(() => {});
    renderAt("/consultant-dashboard");
    expect(
      await screen.findByRole("heading", {
        name: "Please login to access the consultant dashboard",
      }),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
    // The next visit will not ask again.
    expect(hasHint()).toBe(false);
  });

  it("shows the dashboard with a session and saves the user", async () => {
    signedInHint();
    serve({ me: json(200, { user: client }) });
    renderAt("/user-dashboard");
    expect(await screen.findByText("hello Sam")).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem("pmo-user") ?? "{}")).toMatchObject({
      username: "client",
      role: "user",
    });
  });

  it("sends a client who opens the admin dashboard to the client dashboard", async () => {
    signedInHint();
    serve({ me: json(200, { user: client }) });
    renderAt("/admin-dashboard");
    expect(await screen.findByText("at /user-dashboard")).toBeTruthy();
  });

  it("signs out when a later call answers 401", async () => {
    signedInHint();
    serve({ me: json(200, { user: client }), trpc401: true });
    renderAt("/user-dashboard", <Overview />);
    expect(
      await screen.findByRole("heading", { name: "Please login to access the user dashboard" }),
    ).toBeTruthy();
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
  });
});
