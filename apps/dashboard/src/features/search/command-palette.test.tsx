import type { SearchAnswer, SearchResult } from "@cairn/schema/search";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { SessionContext } from "../session/session-context";
import CommandPalette from "./command-palette";

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

const task = (id: number, title: string, change: Partial<SearchResult> = {}): SearchResult => ({
  type: "task",
  id,
  title,
  context: "Northwind Website Relaunch",
  snippet: null,
  foundIn: "title",
  projectId: 7,
  archived: false,
  rank: 0.5,
  ...change,
});

// jsdom lays nothing out: the active option's scrolling into view is a no-op here.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * A fetch that answers `search.search` as the API would (tRPC's batch shape), each query with
 * its own answer and delay; the test fails on any other call.
 */
function serve(
  answers: Record<string, { results?: SearchResult[]; delay?: number; status?: number }>,
) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://cairn.test");
    if (!url.pathname.startsWith("/trpc/search.search")) {
      throw new Error(`unexpected request: ${url.pathname}`);
    }
    const raw = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, { q: string }>;
    const q = raw["0"]?.q ?? "";
    asked.push(q);
    const answer = answers[q] ?? { results: [] };
    await new Promise((resolve) => setTimeout(resolve, answer.delay ?? 0));
    if (answer.status) {
      return json(answer.status, [
        {
          error: {
            message: "Cairn cannot reach its database right now. Please try again in a moment.",
            code: -32603,
            data: { code: "SERVICE_UNAVAILABLE", httpStatus: answer.status, path: "search.search" },
          },
        },
      ]);
    }
    const data: SearchAnswer = { q, results: answer.results ?? [] };
    return json(200, [{ result: { data } }]);
  });
  vi.stubGlobal("fetch", fetch);
  return asked;
}

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderPalette(onOpenChange = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
            <CommandPalette open onOpenChange={onOpenChange} />
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/consultant-dashboard"] },
  );
  render(
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { onOpenChange, box: screen.getByRole("combobox", { name: "Search" }) };
}

describe("the command palette", () => {
  it("says what it finds before anything is typed", () => {
    serve({});
    renderPalette();
    expect(
      screen.getByText(
        "Type to find projects, tasks and their comments, documents, leads and people.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("never shows the answer to older words over the newer ones", async () => {
    // "inv" is slow to answer, "invoice" quick: the late answer to "inv" must not win.
    const asked = serve({
      inv: { results: [task(1, "Old invitation list")], delay: 400 },
      invoice: { results: [task(2, "Send the invoice")], delay: 10 },
    });
    const user = userEvent.setup();
    const { box } = renderPalette();
    await user.type(box, "inv");
    await waitFor(() => expect(asked).toContain("inv"));
    await user.type(box, "oice");
    expect(await screen.findByRole("option", { name: /Send the invoice/ })).toBeTruthy();
    // Let the slow answer arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole("option", { name: /Old invitation list/ })).toBeNull();
    expect(screen.getByRole("option", { name: /Send the invoice/ })).toBeTruthy();
    expect(asked).toEqual(["inv", "invoice"]);
  });

  it("moves with the arrows, wrapping, and opens the active result with Enter", async () => {
    serve({
      budget: {
        results: [
          task(11, "Budget review", {
            foundIn: "comment",
            snippet: [
              { text: "The quarterly ", match: false },
              { text: "budget", match: true },
              { text: " is over", match: false },
            ],
          }),
          task(12, "Budget sign-off"),
          {
            ...task(7, "Northwind Website Relaunch"),
            type: "project",
            context: "Project · Active",
            rank: 0.2,
          },
        ],
      },
    });
    const user = userEvent.setup();
    const { box, onOpenChange } = renderPalette();
    await user.type(box, "budget");
    const first = await screen.findByRole("option", { name: /Budget review/ });
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(first.id);
    expect(first.querySelector("mark")?.textContent).toBe("budget");
    expect(screen.getByRole("group", { name: "Tasks" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Projects" })).toBeTruthy();

    await user.keyboard("{ArrowUp}");
    const project = screen.getByRole("option", { name: /^Northwind Website Relaunch/ });
    expect(box.getAttribute("aria-activedescendant")).toBe(project.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getByRole("option", { name: /Budget sign-off/ });
    expect(second.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("at /consultant-dashboard/projects/7/tasks/12")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says when nothing is found, and shows a failure with Retry", async () => {
    serve({ zzz: { results: [] }, down: { status: 503 } });
    const user = userEvent.setup();
    const { box } = renderPalette();
    await user.type(box, "zzz");
    expect(await screen.findByText("No results for “zzz”")).toBeTruthy();
    await user.clear(box);
    await user.type(box, "down");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Cairn cannot reach its database right now.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
