import type { RaidEntry, RaidRegister } from "@cairn/schema/raid";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { client, consultant } from "../../test/people";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import RaidTab from "./raid-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBERS = [
  { id: 2, name: "Jordan Lee", role: "consultant", part: "consultant" },
  { id: 5, name: "Casey Client", role: "user", part: "client" },
];

let nextId = 100;
function anEntry(change: Partial<RaidEntry> = {}): RaidEntry {
  return {
    id: nextId++,
    projectId: 3,
    kind: "risk",
    title: "A risk",
    description: null,
    status: "open",
    ownerId: null,
    ownerName: null,
    probability: null,
    impact: null,
    score: null,
    response: null,
    reviewDate: null,
    decidedBy: null,
    decidedByName: null,
    decidedOn: null,
    rationale: null,
    taskIds: [],
    createdBy: 2,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const aRisk = (title: string, probability: number, impact: number, change = {}) =>
  anEntry({ title, kind: "risk", probability, impact, score: probability * impact, ...change });

const SUPPLIER = aRisk("Supplier ships late", 4, 4, {
  ownerId: 2,
  ownerName: "Jordan Lee",
  response: "Order the parts a month early",
  reviewDate: "2026-12-01",
  taskIds: [41],
});
const BUDGET = aRisk("Budget cut in Q1", 4, 4, { reviewDate: "2026-12-20" });
const RAIN = aRisk("Rain on launch day", 2, 3);
const OLD = aRisk("Old supplier bankrupt", 4, 4, { status: "closed" });
const LOGIN = anEntry({ kind: "issue", title: "Login fails on Safari" });
const POSTGRES = anEntry({
  kind: "decision",
  title: "Host on PostgreSQL",
  decidedBy: 2,
  decidedByName: "Jordan Lee",
  decidedOn: "2026-11-28",
  rationale: "The team knows it",
});

function aRegister(entries: RaidEntry[]): RaidRegister {
  return {
    projectId: 3,
    today: "2026-12-05",
    entries,
    summary: {
      openHighRisks: 2,
      overdueReviews: 1,
      open: { risk: 3, assumption: 0, issue: 1, decision: 1 },
    },
  };
}

const BOARD = {
  projectId: 3,
  version: 7,
  columns: [
    {
      id: 1,
      projectId: 3,
      key: "todo",
      title: "To Do",
      color: "#64748b",
      orderIndex: 0,
      wipLimit: null,
      requires: [],
      createdAt: "2026-11-01T00:00:00.000Z",
      tasks: [{ id: 41, title: "Call the second supplier", columnId: "todo" }],
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderTab({
  entries = [SUPPLIER, BUDGET, RAIN, OLD, LOGIN, POSTGRES],
  user = consultant,
  editable = true,
  canRaise = false,
  handlers = {},
}: {
  entries?: RaidEntry[];
  user?: Person;
  editable?: boolean;
  canRaise?: boolean;
  handlers?: Record<string, (input: never) => unknown>;
} = {}) {
  const api = fakeTrpc({
    "raid.list": () => aRegister(entries),
    "projects.listMembers": () => MEMBERS,
    "board.get": () => BOARD,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/projects/3/*",
        element: (
          <SessionContext.Provider value={{ user, logout: async () => {} }}>
            <RaidTab projectId={3} editable={editable} canRaise={canRaise} />
            <Where />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ["/projects/3?tab=raid"] },
  );
  render(
    <ApiProvider>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return api;
}

const entryTitles = () =>
  within(screen.getByRole("list", { name: "Register entries" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

async function choose(scope: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole("combobox", { name: field }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("RaidTab", () => {
  it("sums the register up and counts the open risks on the matrix, a table with headers", async () => {
    renderTab();
    expect((await screen.findByTestId("raid-summary")).textContent).toBe(
      "2 open high risks · 1 overdue review · Open: 3 risks, 0 assumptions, 1 issue, 1 decision",
    );
    const matrix = screen.getByRole("table");
    expect(
      within(matrix)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Impact 1 Negligible",
      "Impact 2 Minor",
      "Impact 3 Moderate",
      "Impact 4 Major",
      "Impact 5 Severe",
    ]);
    expect(within(matrix).getAllByRole("rowheader")[0]?.textContent).toBe(
      "Probability 5 Almost certain",
    );
    // The closed risk at 4 × 4 is not counted; the cell is red.
    const high = within(matrix).getByRole("button", {
      name: "2 open risks with probability 4 (likely) and impact 4 (major): score 16, high",
    });
    expect(high.textContent).toBe("2");
    expect(high.closest("td")?.getAttribute("data-level")).toBe("high");
    expect(screen.getByTestId("cell-2-3").getAttribute("data-level")).toBe("low");
    expect(screen.getByTestId("cell-3-3").getAttribute("data-level")).toBe("medium");
    expect(screen.getByTestId("cell-1-1").textContent).toBe("0");
    expect(within(matrix).getAllByRole("button")).toHaveLength(2);
  });

  it("filters the list to a cell by click or Enter, and clears it", async () => {
    renderTab();
    await screen.findByRole("table");
    // Open entries of every kind, to begin with.
    expect(entryTitles()).toEqual([
      "Supplier ships late",
      "Budget cut in Q1",
      "Rain on launch day",
      "Login fails on Safari",
      "Host on PostgreSQL",
    ]);
    const high = screen.getByRole("button", { name: /^2 open risks with probability 4/ });
    await userEvent.click(high);
    expect(high.getAttribute("aria-pressed")).toBe("true");
    expect(entryTitles()).toEqual(["Supplier ships late", "Budget cut in Q1"]);
    expect(screen.getByRole("status").textContent).toBe(
      "Showing the open risks with probability 4 (likely) and impact 4 (major): 2 risks.",
    );
    expect(screen.getByRole("radio", { name: "Risks" }).getAttribute("aria-checked")).toBe("true");

    await userEvent.click(screen.getByRole("button", { name: "Clear the matrix filter" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(entryTitles()).toEqual([
      "Supplier ships late",
      "Budget cut in Q1",
      "Rain on launch day",
    ]);

    // The keyboard: the low cell focused, then Enter.
    const low = screen.getByRole("button", { name: /^1 open risk with probability 2/ });
    low.focus();
    await userEvent.keyboard("{Enter}");
    expect(entryTitles()).toEqual(["Rain on launch day"]);
    // Another kind drops the cell.
    await userEvent.click(
      within(screen.getByRole("radiogroup", { name: "Kind" })).getByRole("radio", { name: "All" }),
    );
    expect(low.getAttribute("aria-pressed")).toBe("false");
    expect(entryTitles()).toHaveLength(5);
  });

  it("filters by kind and status", async () => {
    renderTab();
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("radio", { name: "Decisions" }));
    expect(entryTitles()).toEqual(["Host on PostgreSQL"]);
    await userEvent.click(screen.getByRole("radio", { name: "Risks" }));
    await userEvent.click(screen.getByRole("radio", { name: "Closed" }));
    expect(entryTitles()).toEqual(["Old supplier bankrupt"]);
    await userEvent.click(screen.getByRole("radio", { name: "Issues" }));
    expect(screen.getByText("No entries match these filters.")).toBeTruthy();
  });

  it("shows each kind's details: a risk's score, response and overdue review, a decision's who, when and why, linked tasks", async () => {
    renderTab();
    const supplier = await screen.findByRole("article", { name: "Supplier ships late" });
    const text = supplier.textContent ?? "";
    expect(text).toContain("16 · High");
    expect(text).toContain("probability 4 (likely) × impact 4 (major)");
    expect(text).toContain("Order the parts a month early");
    expect(text).toContain("Jordan Lee");
    // Reviewed on 1 Dec, today is 5 Dec: overdue. Budget's review is to come.
    expect(within(supplier).getByText("Overdue")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Budget cut in Q1" })).queryByText("Overdue"),
    ).toBeNull();
    const decision = screen.getByRole("article", { name: "Host on PostgreSQL" });
    expect(decision.textContent).toContain("Decided byJordan Lee");
    expect(decision.textContent).toContain("Decided on28 Nov 2026");
    expect(decision.textContent).toContain("WhyThe team knows it");

    // The linked task is named from the board and opens its panel over this tab.
    const link = await within(supplier).findByRole("link", { name: "Call the second supplier" });
    expect(link.getAttribute("href")).toBe("/projects/3/tasks/41?tab=raid");
    await userEvent.click(link);
    expect(screen.getByTestId("where").textContent).toBe("/projects/3/tasks/41?tab=raid");
  });

  it("gives the client a read-only register and a risk to raise, with no owner", async () => {
    const api = renderTab({
      user: client,
      editable: false,
      canRaise: true,
      handlers: {
        "raid.create": (input: { title: string }) => anEntry({ title: input.title }),
      },
    });
    await screen.findByRole("table");
    expect(screen.queryByRole("button", { name: "Add entry" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Make a task/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Close/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Raise a risk" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a risk" });
    expect(within(dialog).queryByRole("combobox", { name: /^Kind/ })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Owner/ })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), "Key user leaves");
    await choose(dialog, /^Probability/, "2 · Unlikely");
    await choose(dialog, /^Impact/, "5 · Severe");
    expect(within(dialog).getByText("Score 10: unlikely × severe")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Raise risk" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("raid.create")).toEqual([
      {
        projectId: 3,
        kind: "risk",
        title: "Key user leaves",
        description: null,
        probability: 2,
        impact: 5,
        response: null,
        reviewDate: null,
      },
    ]);
    expect(await screen.findByText("Risk raised")).toBeTruthy();
  });

  it("offers each kind's fields, and sends those of the kind chosen", async () => {
    const api = renderTab({
      handlers: {
        "raid.create": (input: { title: string }) =>
          anEntry({ kind: "decision", title: input.title }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to the register" });
    const field = (name: RegExp) => within(dialog).queryByLabelText(name);
    // A risk first: its scales, response and review day, and an owner.
    expect(within(dialog).getByRole("combobox", { name: /^Kind/ }).textContent).toBe("Risk");
    expect(within(dialog).getByRole("combobox", { name: /^Probability/ })).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: /^Impact/ })).toBeTruthy();
    expect(field(/^Response/)).toBeTruthy();
    expect(field(/^Review date/)).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: /^Owner/ })).toBeTruthy();
    expect(field(/^Rationale/)).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Status/ })).toBeNull();

    await choose(dialog, /^Kind/, "Assumption");
    expect(within(dialog).queryByRole("combobox", { name: /^Probability/ })).toBeNull();
    expect(field(/^Rationale/)).toBeNull();

    await choose(dialog, /^Kind/, "Decision");
    expect(within(dialog).queryByRole("combobox", { name: /^Probability/ })).toBeNull();
    expect(field(/^Review date/)).toBeNull();
    expect(within(dialog).getByRole("combobox", { name: /^Decided by/ })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), "Host on PostgreSQL");
    await choose(dialog, /^Decided by/, "Jordan Lee");
    await userEvent.type(within(dialog).getByLabelText(/^Decided on/), "2026-11-28");
    await userEvent.type(within(dialog).getByLabelText(/^Rationale/), "The team knows it");
    await choose(dialog, /^Owner/, "Casey Client");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add entry" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("raid.create")).toEqual([
      {
        projectId: 3,
        kind: "decision",
        title: "Host on PostgreSQL",
        description: null,
        ownerId: 5,
        decidedBy: 2,
        decidedOn: "2026-11-28",
        rationale: "The team knows it",
      },
    ]);
  });

  it("asks for a risk's scales before sending, and shows the API's refusals by the field or on top", async () => {
    let answer = 0;
    const api = renderTab({
      handlers: {
        "raid.create": () => {
          answer += 1;
          if (answer === 1) {
            throw new FakeApiError("BAD_REQUEST", 400, "ownerId: choose someone of the project", [
              { path: ["ownerId"], message: "choose someone of the project" },
            ]);
          }
          throw new FakeApiError("FORBIDDEN", 403, "This project is archived.");
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to the register" });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), "Supplier ships late");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add entry" }));
    const probability = within(dialog).getByRole("combobox", { name: /^Probability/ });
    expect(probability.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getAllByText("Choose a value from 1 to 5")).toHaveLength(2);
    expect(api.inputsOf("raid.create")).toEqual([]);

    await choose(dialog, /^Probability/, "4 · Likely");
    await choose(dialog, /^Impact/, "4 · Major");
    await choose(dialog, /^Owner/, "Casey Client");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add entry" }));
    // A 400 naming the owner: beside it.
    expect(await within(dialog).findByText("choose someone of the project")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("combobox", { name: /^Owner/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    // A refusal naming no field: at the top of the form.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add entry" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This project is archived.",
    );
    expect(api.inputsOf("raid.create")).toHaveLength(2);
  });

  it("edits an entry with its status, and closes one from its card", async () => {
    const api = renderTab({
      handlers: {
        "raid.update": (input: { status?: "open" | "closed"; title?: string }) => ({
          ...LOGIN,
          ...input,
        }),
      },
    });
    const login = await screen.findByRole("article", { name: "Login fails on Safari" });
    await userEvent.click(
      within(login).getByRole("button", { name: "Edit Login fails on Safari" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit issue" });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveProperty(
      "value",
      "Login fails on Safari",
    );
    expect(within(dialog).queryByRole("combobox", { name: /^Kind/ })).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: /^Probability/ })).toBeNull();
    await choose(dialog, /^Status/, "Closed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(
      within(screen.getByRole("article", { name: "Rain on launch day" })).getByRole("button", {
        name: "Close Rain on launch day",
      }),
    );
    await waitFor(() => expect(api.inputsOf("raid.update")).toHaveLength(2));
    expect(api.inputsOf("raid.update")).toEqual([
      {
        projectId: 3,
        entryId: LOGIN.id,
        status: "closed",
        title: "Login fails on Safari",
        description: null,
        ownerId: null,
      },
      { projectId: 3, entryId: RAIN.id, status: "closed" },
    ]);
    // Each change reads the register again.
    await waitFor(() => expect(api.inputsOf("raid.list").length).toBeGreaterThanOrEqual(3));
  });

  it("makes a task of a risk, with a toast that opens it", async () => {
    const api = renderTab({
      handlers: {
        "raid.makeTask": (input: { title: string }) => ({
          entry: { ...SUPPLIER, taskIds: [41, 42] },
          task: { id: 42, projectId: 3, title: input.title },
        }),
      },
    });
    const supplier = await screen.findByRole("article", { name: "Supplier ships late" });
    // Only an open risk offers it.
    expect(
      within(screen.getByRole("article", { name: "Login fails on Safari" })).queryByRole("button", {
        name: /^Make a task/,
      }),
    ).toBeNull();
    await userEvent.click(
      within(supplier).getByRole("button", { name: "Make a task of Supplier ships late" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Make a task" });
    const title = within(dialog).getByLabelText(/^Task title/);
    expect(title).toHaveProperty("value", "Respond to: Supplier ships late");
    await userEvent.clear(title);
    await userEvent.type(title, "Book a second supplier");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make task" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("raid.makeTask")).toEqual([
      { projectId: 3, entryId: SUPPLIER.id, title: "Book a second supplier" },
    ]);
    expect(await screen.findByText("Task made")).toBeTruthy();
    expect(screen.getByText("Book a second supplier")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Open task" }));
    expect(screen.getByTestId("where").textContent).toBe("/projects/3/tasks/42?tab=raid");
  });

  it("deletes an entry after a confirmation", async () => {
    const api = renderTab({ handlers: { "raid.remove": () => undefined } });
    const rain = await screen.findByRole("article", { name: "Rain on launch day" });
    await userEvent.click(within(rain).getByRole("button", { name: "Delete Rain on launch day" }));
    let confirm = await screen.findByRole("dialog", { name: "Delete this risk?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("raid.remove")).toEqual([]);

    await userEvent.click(within(rain).getByRole("button", { name: "Delete Rain on launch day" }));
    confirm = await screen.findByRole("dialog", { name: "Delete this risk?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("raid.remove")).toEqual([{ projectId: 3, entryId: RAIN.id }]);
  });

  it("says the register is empty, with the add button for staff and Raise a risk for the client", async () => {
    renderTab({ entries: [] });
    expect(
      await screen.findByRole("heading", {
        name: "No risks, assumptions, issues or decisions yet",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add entry" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers the client Raise a risk on an empty register", async () => {
    renderTab({ entries: [], user: client, editable: false, canRaise: true });
    await screen.findByRole("heading", { name: "No risks, assumptions, issues or decisions yet" });
    expect(screen.getByRole("button", { name: "Raise a risk" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add entry" })).toBeNull();
  });

  it("says when the register could not be read, with Retry", async () => {
    renderTab({
      handlers: {
        "raid.list": () => {
          throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The database is away.");
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Couldn't load the register" })).toBeTruthy();
    expect(alert.textContent).toContain("The database is away.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
