import type { Integration } from "@cairn/schema/integrations";
import type { Job } from "@cairn/schema/jobs";
import type { ImportPreview } from "@cairn/schema/tool-stack";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider, createApiClients } from "../../lib/api";
import { fakeTrpc } from "../../test/fake-trpc";
import { aJob, aReport } from "../../test/jobs";
import ToolStackTab from "./tool-stack-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const integration = (
  name: string,
  slug: string,
  change: Partial<Integration> = {},
): Integration => ({
  name,
  slug,
  type: "project_management",
  enabled: true,
  configured: true,
  state: "connected",
  settings: {},
  status: "active",
  lastSync: "2026-11-26T09:00:00.000Z",
  syncCount: 1,
  errorCount: 0,
  responseTime: 120,
  lastError: null,
  ...change,
});

const integrations: Integration[] = [
  integration("Trello", "trello", { enabled: false, state: "off", status: "inactive" }),
  integration("Jira", "jira"),
  integration("Asana", "asana", { configured: false, state: "not_configured" }),
  integration("ClickUp", "clickup"),
  integration("Notion", "notion"),
  integration("Monday.com", "monday-com"),
];

interface RestCall {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | null;
  body: unknown;
}

type RestHandler = (call: RestCall) => { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The API as the tab meets it: the tRPC procedures from `fakeTrpc`, and the REST paths of a push
 * and an import answered by `rest` in order; any other REST call fails the test.
 */
function serve(jobReadings: Job[], rest: RestHandler[], projectJobs: Job[] = []) {
  let read = 0;
  const trpc = fakeTrpc({
    "integrations.list": () => integrations,
    "jobs.list": () => projectJobs,
    "jobs.get": () => jobReadings[Math.min(read++, jobReadings.length - 1)],
  });
  const trpcFetch = globalThis.fetch;
  const calls: RestCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://cairn.test");
      if (!url.pathname.startsWith("/api/")) return trpcFetch(input, init);
      const headers = new Headers(init?.headers);
      const call: RestCall = {
        method: init?.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: headers.get("content-type"),
        body:
          init?.body instanceof Blob
            ? await init.body.text()
            : JSON.parse(String(init?.body ?? "null")),
      };
      calls.push(call);
      const handler = rest[calls.length - 1];
      if (!handler) throw new Error(`unexpected request: ${call.method} ${url.pathname}`);
      const answer = handler(call);
      return json(answer.status, answer.body);
    }),
  );
  return { trpc, calls };
}

function renderTab({ archived = false } = {}) {
  const clients = createApiClients();
  const invalidated = vi.spyOn(clients.queryClient, "invalidateQueries");
  const router = createMemoryRouter(
    [
      { path: "/projects/3", element: <ToolStackTab projectId={3} archived={archived} /> },
      { path: "/integrations", element: <h1>Integrations page</h1> },
    ],
    { initialEntries: ["/projects/3"] },
  );
  render(
    <ApiProvider clients={clients}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { invalidated, router };
}

const csv = () =>
  new File(["Name,Owner,Due\nWrite the brief,jordan@cairn.example,2026-12-04\n"], "tasks.csv", {
    type: "text/csv",
  });

const preview = (change: Partial<ImportPreview> = {}): ImportPreview => ({
  source: "csv",
  headers: ["Name", "Owner", "Due"],
  mapping: { title: "Name", assignee: "Owner" },
  rows: 3,
  firstRows: [
    {
      row: 1,
      externalId: null,
      title: "Write the brief",
      column: "todo",
      priority: "medium",
      assignee: "jordan@cairn.example",
      dueDate: null,
      labels: [],
    },
  ],
  errors: [{ row: 3, field: "Name", message: "is empty: every task needs a title" }],
  notes: [],
  unknownPeople: ["sam@northwind.example"],
  alreadyImported: 0,
  ...change,
});

describe("ToolStackTab: set up in a tool", () => {
  it("says when a tool is off or not configured and points to the integrations instead", async () => {
    serve([], []);
    renderTab();
    const trello = (await screen.findByRole("heading", { name: "Trello" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(trello).getByText(/Trello is switched off/)).toBeTruthy();
    expect(within(trello).queryByRole("button", { name: /Set up in Trello/ })).toBeNull();
    expect(
      within(trello).getByRole("link", { name: "Go to integrations" }).getAttribute("href"),
    ).toBe("/integrations");
    const asana = screen.getByRole("heading", { name: "Asana" }).closest("li") as HTMLElement;
    expect(within(asana).getByText(/Asana is not configured yet/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Set up in Jira" })).toBeTruthy();
  });

  it("asks Jira for its project key, starts the push and follows its job", async () => {
    const started = aJob({ id: 77, target: "jira", state: "queued" });
    const { calls } = serve(
      [
        started,
        aJob({
          id: 77,
          target: "jira",
          state: "running",
          done: 2,
          total: 9,
          phase: "Creating issues",
        }),
      ],
      [
        () => ({
          status: 409,
          body: {
            error: "Jira's project PMO does not exist on your-team.atlassian.net.",
            code: "CONFLICT",
          },
        }),
        () => ({ status: 202, body: started }),
      ],
    );
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Set up in Jira" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up in Jira" });
    const key = within(dialog).getByRole("textbox", { name: /Jira project key/ });
    expect(document.activeElement).toBe(key);

    // The schema's rule, before anything is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Set up in Jira" }));
    expect(await within(dialog).findByText(/must be a Jira project key/)).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(key, "pmo");
    expect((key as HTMLInputElement).value).toBe("PMO");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set up in Jira" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Jira's project PMO does not exist on your-team.atlassian.net.",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Set up in Jira" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: "POST", path: "/api/projects/3/exports/jira", body: { jiraProjectKey: "PMO" } },
      { method: "POST", path: "/api/projects/3/exports/jira", body: { jiraProjectKey: "PMO" } },
    ]);
    const current = screen.getByRole("heading", { name: "Current run" });
    expect(document.activeElement).toBe(current);
    expect(await screen.findByText("2 of 9", {}, { timeout: 3000 })).toBeTruthy();
  });
});

describe("ToolStackTab: a tool's optional id", () => {
  it("sends ClickUp's space only when one is typed, checked by the schema's rule", async () => {
    const started = aJob({ id: 78, target: "clickup" });
    const { calls } = serve([started], [() => ({ status: 202, body: started })]);
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Set up in ClickUp" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up in ClickUp" });
    const space = within(dialog).getByRole("textbox", { name: "Space ID" });
    await userEvent.type(space, "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set up in ClickUp" }));
    expect(await within(dialog).findByText("must be a number")).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.clear(space);
    await userEvent.click(within(dialog).getByRole("button", { name: "Set up in ClickUp" }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({});
  });
});

describe("ToolStackTab: past runs", () => {
  it("lists the project's runs newest first and opens one into the follower", async () => {
    const failed = aJob({
      id: 12,
      target: "notion",
      state: "failed",
      error: "Notion's page is not shared with the integration",
      createdAt: "2026-11-26T11:00:00.000Z",
    });
    const imported = aJob({
      id: 11,
      kind: "import",
      target: "jira-csv",
      state: "succeeded",
      report: aReport({ counts: { created: 14, updated: 0, existing: 0, skipped: 2, failed: 0 } }),
    });
    const { trpc } = serve([failed], [], [failed, imported]);
    renderTab();
    const list = await screen.findByRole("list", { name: "Past runs" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Set up in NotionFailed.*Notion's page is not shared/),
      expect.stringMatching(/^Import: Jira \(CSV export\)Finished.*14 created, 2 skipped/),
    ]);
    expect(trpc.inputsOf("jobs.list")[0]).toEqual({ projectId: 3, limit: 20 });
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole("button", { name: /^Open: Set up in Notion/ }),
    );
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Current run" }));
    expect(screen.getByRole("heading", { name: "Set up in Notion" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
    // Its row now leads back to it, wherever the reader has scrolled to.
    (document.activeElement as HTMLElement).blur();
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole("button", {
        name: /^Go to current run: Set up in Notion/,
      }),
    );
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Current run" }));
  });
});

describe("ToolStackTab: an archived project", () => {
  it("shows its runs but starts nothing and resumes nothing", async () => {
    const failed = aJob({ id: 12, state: "failed", error: "Stopped by a restart" });
    serve([failed], [], [failed]);
    renderTab({ archived: true });
    expect(await screen.findByText(/This project is archived/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Set up in your team's tool" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Check the file" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: /^Open: Set up in Trello/ }));
    expect(
      await screen.findByText(/Stopped by a restart/, { selector: "p:not([aria-live])" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume" })).toBeNull();
  });
});

describe("ToolStackTab: import", () => {
  it("asks for the format and the file before a dry run", async () => {
    const { calls } = serve([], []);
    renderTab();
    const check = await screen.findByRole("button", { name: "Check the file" });
    await userEvent.click(check);
    expect(screen.getByText("Choose the format of the file.")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Other CSV" }));
    await userEvent.click(check);
    expect(screen.getByText("Choose the file to import.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("previews a CSV, maps a column, imports it and refreshes the board when the job succeeds", async () => {
    const queued = aJob({ id: 90, kind: "import", target: "csv", state: "queued" });
    const done = aJob({
      id: 90,
      kind: "import",
      target: "csv",
      state: "succeeded",
      done: 2,
      total: 2,
      report: aReport({ counts: { created: 2, updated: 0, existing: 0, skipped: 0, failed: 0 } }),
    });
    const { calls } = serve(
      [queued, done],
      [
        () => ({ status: 200, body: preview() }),
        (call) => ({
          status: 200,
          body: preview({ mapping: JSON.parse(call.query.mapping ?? "{}") }),
        }),
        () => ({ status: 202, body: queued }),
      ],
    );
    const { invalidated } = renderTab();
    await userEvent.click(await screen.findByRole("radio", { name: "Other CSV" }));
    await userEvent.upload(screen.getByLabelText("File"), csv());
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));

    const heading = await screen.findByRole("heading", { name: /Preview of tasks\.csv/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("2 tasks to import")).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Write the brief" })).toBeTruthy();
    expect(screen.getByText(/is empty: every task needs a title/)).toBeTruthy();
    expect(screen.getByText(/sam@northwind\.example/)).toBeTruthy();
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/projects/3/imports",
      query: { source: "csv", name: "tasks.csv", dryRun: "true" },
      contentType: "text/csv",
      body: "Name,Owner,Due\nWrite the brief,jordan@cairn.example,2026-12-04\n",
    });

    // The proposed mapping is prefilled; a change is a new dry run with it.
    expect(screen.getByRole("combobox", { name: /^Title/ }).textContent).toBe("Name");
    expect(screen.getByRole("combobox", { name: /^Due date/ }).textContent).toBe("Not imported");
    await userEvent.click(screen.getByRole("combobox", { name: /^Due date/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Due" }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.query).toEqual({
      source: "csv",
      name: "tasks.csv",
      dryRun: "true",
      mapping: JSON.stringify({ title: "Name", assignee: "Owner", dueDate: "Due" }),
    });
    await vi.waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^Due date/ }).textContent).toBe("Due"),
    );

    await userEvent.click(screen.getByRole("button", { name: "Import 2 tasks" }));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.query).toEqual({
      source: "csv",
      name: "tasks.csv",
      mapping: JSON.stringify({ title: "Name", assignee: "Owner", dueDate: "Due" }),
    });
    expect(await screen.findByRole("heading", { name: "Import: Other CSV" })).toBeTruthy();
    await screen.findByText("Finished", { selector: "span" }, { timeout: 3000 });
    expect(invalidated).toHaveBeenCalledWith({
      queryKey: [["board", "get"], { input: { projectId: 3 }, type: "query" }],
    });
    // Back to the first step for the next file.
    expect(screen.getByRole("button", { name: "Check the file" })).toBeTruthy();
  });

  it("shows the API's refusal of a file as the app shows errors", async () => {
    serve(
      [],
      [
        () => ({
          status: 400,
          body: {
            error: "The file is not a Trello board export: it has no lists.",
            code: "BAD_REQUEST",
          },
        }),
      ],
    );
    renderTab();
    await userEvent.click(await screen.findByRole("radio", { name: "Trello board (JSON export)" }));
    await userEvent.upload(
      screen.getByLabelText("File"),
      new File(["{}"], "board.json", { type: "application/json" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Check the file" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The file is not a Trello board export: it has no lists.",
    );
    expect(screen.queryByRole("heading", { name: /Preview of/ })).toBeNull();
  });
});
