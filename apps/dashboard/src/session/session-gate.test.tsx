import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gatedDashboard, SessionGate } from "./session-gate";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("SessionGate", () => {
  it("names the dashboard of each gated path", () => {
    expect(gatedDashboard("/admin-dashboard")).toBe("admin");
    expect(gatedDashboard("/admin-dashboard/projects/3")).toBe("admin");
    expect(gatedDashboard("/consultant-dashboard")).toBe("consultant");
    expect(gatedDashboard("/user-dashboard")).toBe("user");
    expect(gatedDashboard("/integrations")).toBeNull();
  });

  it("shows the signed-out text and clears the saved user without a session", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":"Not signed in"}', { status: 401 })),
    );
    vi.spyOn(console, "info").mockImplementation(() => {});
    window.localStorage.setItem("pmo-user", '{"username":"ada","role":"consultant"}');
    render(
      <MemoryRouter initialEntries={["/consultant-dashboard"]}>
        <SessionGate>
          <p>dashboard</p>
        </SessionGate>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole("heading", {
        name: "Please login to access the consultant dashboard",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/?login=1");
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
  });

  it("shows the dashboard with a session", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"user":{}}', { status: 200 })),
    );
    render(
      <MemoryRouter initialEntries={["/admin-dashboard"]}>
        <SessionGate>
          <p>dashboard</p>
        </SessionGate>
      </MemoryRouter>,
    );
    expect(await screen.findByText("dashboard")).toBeTruthy();
  });
});
