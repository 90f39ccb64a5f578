import type { IntakeLink, IntakeRequest } from "@cairn/schema/intake";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import IntakeTab from "./intake-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

function aRequest(id: number, change: Partial<IntakeRequest> = {}): IntakeRequest {
  return {
    id,
    projectId: 3,
    title: `Request ${id}`,
    description: null,
    source: "app",
    requesterId: 5,
    requesterName: "Casey Client",
    requesterEmail: null,
    status: "new",
    reason: null,
    taskId: null,
    taskTitle: null,
    decidedAt: null,
    createdAt: "2026-12-05T09:00:00.000Z",
    ...change,
  };
}

const EXPORT = aRequest(12, {
  title: "Export the report to CSV",
  description: "For the finance team, monthly.",
});
const BADGE = aRequest(11, {
  title: "A badge for the landing page",
  source: "link",
  requesterId: null,
  requesterName: "Pat Public",
  requesterEmail: "pat@example.org",
});
const DARK = aRequest(10, {
  title: "Dark mode",
  status: "accepted",
  taskId: 41,
  taskTitle: "Dark mode",
  decidedAt: "2026-12-04T10:00:00.000Z",
});
const FAX = aRequest(9, {
  title: "Send invoices by fax",
  status: "declined",
  reason: "Nobody on the team has a fax machine any more.",
  decidedAt: "2026-12-03T10:00:00.000Z",
});
const FILTERS = aRequest(8, {
  title: "Filter the report by region",
  status: "merged",
  taskId: 42,
  taskTitle: "Report filters",
  decidedAt: "2026-12-02T10:00:00.000Z",
});

const A_TASK = {
  id: 50,
  title: "Export the report to CSV",
  description: null,
  projectId: 3,
  assignedTo: null,
  status: "todo",
  priority: "medium",
  dueDate: null,
  columnId: "todo",
  orderIndex: 0,
  aiPriorityScore: 0,
  completedAt: null,
  createdAt: "2026-12-05T10:00:00.000Z",
  updatedAt: "2026-12-05T10:00:00.000Z",
  milestoneId: null,
  labelIds: [],
  estimateMinutes: null,
  approval: null,
  checklistTotal: 0,
  checklistDone: 0,
  commentCount: 0,
  attachmentCount: 0,
};

const column = (key: string, title: string, orderIndex: number, tasks: object[]) => ({
  id: orderIndex + 1,
  projectId: 3,
  key,
  title,
  color: "#64748b",
  orderIndex,
  wipLimit: null,
  requires: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  tasks,
});

const BOARD = {
  projectId: 3,
  version: 7,
  columns: [
    column("todo", "To Do", 0, [
      { id: 41, title: "Dark mode", columnId: "todo" },
      { id: 43, title: "Monthly finance report", columnId: "todo" },
    ]),
    column("inprogress", "In Progress", 1, [
      { id: 42, title: "Report filters", columnId: "inprogress" },
    ]),
  ],
};

const OFF: IntakeLink = { projectId: 3, enabled: false, token: null };
const TOKEN = "Zx9_Kq2-Lm4Np6Rs8Tv0Wy1Ab3Cd5Ef7";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderTab({
  requests = [EXPORT, BADGE, DARK, FAX, FILTERS],
  staff = true,
  editable = staff,
  canAsk = true,
  handlers = {},
}: {
  requests?: IntakeRequest[];
  staff?: boolean;
  editable?: boolean;
  canAsk?: boolean;
  handlers?: Record<string, (input: never) => unknown>;
} = {}) {
  const api = fakeTrpc({
    "intake.list": () => ({ projectId: 3, requests }),
    "intake.getLink": () => OFF,
    "board.get": () => BOARD,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/projects/3/*",
        element: (
          <>
            <IntakeTab projectId={3} staff={staff} editable={editable} canAsk={canAsk} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/projects/3?tab=intake"] },
  );
  render(
    <ApiProvider>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return api;
}

const card = (title: string) => screen.getByRole("article", { name: title });
const titlesIn = (list: string) =>
  within(screen.getByRole("list", { name: list }))
    .getAllByRole("heading", { level: 4 })
    .map((heading) => heading.textContent);

describe("IntakeTab", () => {
  it("shows staff the new requests first, each with Accept, Merge… and Decline…", async () => {
    renderTab();
    expect(await screen.findByRole("heading", { level: 3, name: "New (2)" })).toBeTruthy();
    expect(titlesIn("New requests")).toEqual([
      "Export the report to CSV",
      "A badge for the landing page",
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "Decided (3)" })).toBeTruthy();
    // The latest decision first.
    expect(titlesIn("Decided requests")).toEqual([
      "Dark mode",
      "Send invoices by fax",
      "Filter the report by region",
    ]);

    const exportCard = card("Export the report to CSV");
    expect(within(exportCard).getByText("New")).toBeTruthy();
    expect(within(exportCard).getByText("For the finance team, monthly.")).toBeTruthy();
    expect(exportCard.textContent).toContain("Asked by Casey Client in Cairn ·");
    expect(
      within(exportCard).getByRole("button", { name: "Accept Export the report to CSV" }),
    ).toBeTruthy();
    expect(
      within(exportCard).getByRole("button", {
        name: "Merge Export the report to CSV into a task…",
      }),
    ).toBeTruthy();
    expect(
      within(exportCard).getByRole("button", { name: "Decline Export the report to CSV…" }),
    ).toBeTruthy();
    expect(within(exportCard).getByText("Accept")).toBeTruthy();
    expect(within(exportCard).getByText("Merge…")).toBeTruthy();
    expect(within(exportCard).getByText("Decline…")).toBeTruthy();

    // A public requester's e-mail, for staff.
    const badgeCard = card("A badge for the landing page");
    expect(badgeCard.textContent).toContain(
      "Asked by Pat Public (pat@example.org) from the public form ·",
    );
    expect(
      within(badgeCard).getByRole("link", { name: "pat@example.org" }).getAttribute("href"),
    ).toBe("mailto:pat@example.org");

    // Decided ones: their status, task (a link to its panel) or reason, and no actions.
    const dark = card("Dark mode");
    expect(within(dark).getByText("Accepted")).toBeTruthy();
    expect(within(dark).queryByRole("button")).toBeNull();
    const link = within(dark).getByRole("link", { name: "Dark mode" });
    expect(link.getAttribute("href")).toBe("/projects/3/tasks/41?tab=intake");
    await userEvent.click(link);
    expect(screen.getByTestId("where").textContent).toBe("/projects/3/tasks/41?tab=intake");
    const merged = card("Filter the report by region");
    expect(within(merged).getByText("Merged")).toBeTruthy();
    expect(merged.textContent).toContain("Merged intoReport filters");
    const fax = card("Send invoices by fax");
    expect(within(fax).getByText("Declined")).toBeTruthy();
    expect(fax.textContent).toContain("ReasonNobody on the team has a fax machine any more.");
  });

  it("accepts a request in one click, names the new task, and reads the list again", async () => {
    let requests = [EXPORT, DARK];
    const api = renderTab({
      handlers: {
        "intake.list": () => ({ projectId: 3, requests }),
        "intake.accept": () => {
          const accepted = {
            ...EXPORT,
            status: "accepted" as const,
            taskId: 50,
            taskTitle: A_TASK.title,
            decidedAt: "2026-12-05T10:00:00.000Z",
          };
          requests = [accepted, DARK];
          return { request: accepted, task: A_TASK };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Accept Export the report to CSV" }),
    );
    expect(await screen.findByText("Request accepted")).toBeTruthy();
    expect(screen.getByText("New task in To Do: “Export the report to CSV”.")).toBeTruthy();
    expect(api.inputsOf("intake.accept")).toEqual([{ projectId: 3, requestId: 12 }]);
    // Read again: nothing waits any more, and the request names its task.
    expect(await screen.findByText("Nothing waiting for a decision.")).toBeTruthy();
    expect(
      within(card("Export the report to CSV")).getByRole("link", {
        name: "Export the report to CSV",
      }),
    ).toBeTruthy();

    // The toast opens the new task.
    await userEvent.click(screen.getByRole("button", { name: "Open task" }));
    expect(screen.getByTestId("where").textContent).toBe("/projects/3/tasks/50?tab=intake");
  });

  it("shows the API's 409 when the request was decided meanwhile, and reads the list again", async () => {
    const api = renderTab({
      handlers: {
        "intake.accept": () => {
          throw new FakeApiError("CONFLICT", 409, "This request was already declined.");
        },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Accept Export the report to CSV" }),
    );
    expect(await screen.findByText("Couldn't accept the request")).toBeTruthy();
    expect(screen.getByText("This request was already declined.")).toBeTruthy();
    await waitFor(() => expect(api.inputsOf("intake.list")).toHaveLength(2));
  });

  it("declines with a reason, required, that the requester sees", async () => {
    let declines = 0;
    const api = renderTab({
      handlers: {
        "intake.decline": (input: { reason: string }) => {
          declines += 1;
          if (declines === 1) {
            throw new FakeApiError("CONFLICT", 409, "This request was already merged.");
          }
          return {
            request: { ...BADGE, status: "declined", reason: input.reason },
            task: null,
          };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Decline A badge for the landing page…" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Decline this request?" });
    expect(dialog.textContent).toContain("“A badge for the landing page” will not become a task.");
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    expect(reason.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByText("The person who asked sees this reason.")).toBeTruthy();

    // No reason: refused before sending.
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect(await within(dialog).findByText("Say why, for the person who asked")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(api.inputsOf("intake.decline")).toEqual([]);

    // A 409: its words, in the dialog.
    await userEvent.type(reason, "We only build for the product itself.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This request was already merged.",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Request declined")).toBeTruthy();
    expect(api.inputsOf("intake.decline")).toEqual([
      { projectId: 3, requestId: 11, reason: "We only build for the product itself." },
      { projectId: 3, requestId: 11, reason: "We only build for the product itself." },
    ]);
  });

  it("merges into a task chosen from the board, searched by title", async () => {
    const api = renderTab({
      handlers: {
        "intake.merge": (input: { taskId: number }) => ({
          request: { ...EXPORT, status: "merged", taskId: input.taskId, taskTitle: "x" },
          task: { ...A_TASK, id: 43, title: "Monthly finance report" },
        }),
      },
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Merge Export the report to CSV into a task…" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Merge into a task" });
    const group = await within(dialog).findByRole("group", { name: /^Task/ });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["41", "43", "42"]);
    expect(within(dialog).getByText("3 tasks on the board.")).toBeTruthy();

    // Nothing chosen: refused before sending.
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(await within(dialog).findByText("Choose a task")).toBeTruthy();
    expect(api.inputsOf("intake.merge")).toEqual([]);

    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search tasks" }), "report");
    expect(within(dialog).getByText("2 tasks of 3 match.")).toBeTruthy();
    expect(within(group).queryByRole("radio", { name: /Dark mode/ })).toBeNull();
    await userEvent.click(within(group).getByRole("radio", { name: /^Monthly finance report/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Request merged")).toBeTruthy();
    expect(screen.getByText("Into “Monthly finance report”.")).toBeTruthy();
    expect(api.inputsOf("intake.merge")).toEqual([{ projectId: 3, requestId: 12, taskId: 43 }]);
  });

  it("gives the client every request with its status and reason, and no triage nor link", async () => {
    const api = renderTab({
      staff: false,
      requests: [{ ...BADGE, requesterEmail: null }, EXPORT, DARK, FAX],
    });
    expect(await screen.findByRole("heading", { level: 3, name: "New (2)" })).toBeTruthy();
    expect(screen.getByText("What was asked on this project, and what became of it.")).toBeTruthy();
    expect(within(card("Dark mode")).getByText("Accepted")).toBeTruthy();
    expect(within(card("Send invoices by fax")).getByText("Declined")).toBeTruthy();
    expect(card("Send invoices by fax").textContent).toContain(
      "Nobody on the team has a fax machine any more.",
    );
    expect(within(card("Export the report to CSV")).getByText("New")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Merge/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Decline/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Public request form" })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(api.inputsOf("intake.getLink")).toEqual([]);
    // The client asks for work too.
    expect(screen.getByRole("heading", { level: 2, name: "New request" })).toBeTruthy();
  });

  it("sends a request from the form, title required, description optional", async () => {
    const api = renderTab({
      staff: false,
      requests: [],
      handlers: {
        "intake.create": (input: { title: string }) => aRequest(20, { title: input.title }),
      },
    });
    expect(await screen.findByRole("heading", { name: "No requests yet" })).toBeTruthy();
    const send = screen.getByRole("button", { name: "Send request" });
    await userEvent.click(send);
    expect(await screen.findByText("Say what you need")).toBeTruthy();
    expect(api.inputsOf("intake.create")).toEqual([]);

    const title = screen.getByRole("textbox", { name: /^What do you need\?/ });
    await userEvent.type(title, "  Weekly progress e-mail  ");
    await userEvent.click(send);
    expect(await screen.findByText("Request sent")).toBeTruthy();
    expect(api.inputsOf("intake.create")).toEqual([
      { projectId: 3, title: "Weekly progress e-mail", description: null },
    ]);
    // Cleared for the next one, and the list read again.
    await waitFor(() => expect(title).toHaveProperty("value", ""));
    await waitFor(() => expect(api.inputsOf("intake.list")).toHaveLength(2));

    await userEvent.type(title, "Invoices as PDF");
    await userEvent.type(screen.getByRole("textbox", { name: /^Details/ }), "For our accountant.");
    await userEvent.click(send);
    await waitFor(() => expect(api.inputsOf("intake.create")).toHaveLength(2));
    expect(api.inputsOf("intake.create")[1]).toEqual({
      projectId: 3,
      title: "Invoices as PDF",
      description: "For our accountant.",
    });
  });

  it("switches the public form on, shows its link and copies it; and off again", async () => {
    let link: IntakeLink = OFF;
    const api = renderTab({
      handlers: {
        "intake.getLink": () => link,
        "intake.setLink": (input: { enabled: boolean }) => {
          link = { projectId: 3, enabled: input.enabled, token: input.enabled ? TOKEN : null };
          return link;
        },
      },
    });
    expect(screen.getByRole("heading", { level: 2, name: "Public request form" })).toBeTruthy();
    expect(
      screen.getByText(
        "Anyone with the link can send a request to this project, without an account. Switching the form off stops the link; switching it on again makes a new link.",
      ),
    ).toBeTruthy();
    const toggle = await screen.findByRole("switch", { name: "Public form on" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Public form link" })).toBeNull();

    await userEvent.click(toggle);
    expect(await screen.findByText("Public form switched on")).toBeTruthy();
    expect(api.inputsOf("intake.setLink")).toEqual([{ projectId: 3, enabled: true }]);
    const field = await screen.findByRole("textbox", { name: "Public form link" });
    const url = `${window.location.origin}/intake/${TOKEN}`;
    expect(field).toHaveProperty("value", url);
    expect(field).toHaveProperty("readOnly", true);
    expect(
      screen.getByRole("switch", { name: "Public form on" }).getAttribute("aria-checked"),
    ).toBe("true");

    // In place of user-event's own clipboard, which its calls set up (as calendar-link.test does).
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();

    await userEvent.click(screen.getByRole("switch", { name: "Public form on" }));
    expect(await screen.findByText("Public form switched off")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: "Public form link" })).toBeNull(),
    );
    expect(api.inputsOf("intake.setLink")).toEqual([
      { projectId: 3, enabled: true },
      { projectId: 3, enabled: false },
    ]);
  });

  it("leaves an archived project's requests and link as they are", async () => {
    renderTab({ editable: false, canAsk: false });
    expect(await screen.findByRole("heading", { level: 3, name: "New (2)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "New request" })).toBeNull();
    const toggle = await screen.findByRole("switch", { name: "Public form on" });
    expect(toggle).toHaveProperty("disabled", true);
  });
});
