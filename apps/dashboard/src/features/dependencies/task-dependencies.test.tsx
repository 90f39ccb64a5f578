import type { TaskDependencies as Dependencies, DependencyTask } from "@cairn/schema/dependencies";
import { Toaster } from "@cairn/ui/toast";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { client, consultant } from "../../test/people";
import type { Person } from "../session/person";
import { SessionContext } from "../session/session-context";
import { TaskDependencies } from "./task-dependencies";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TASK_ID = 31;
const PROJECT_ID = 3;

function linked(id: number, title: string, change: Partial<DependencyTask> = {}): DependencyTask {
  return {
    id,
    title,
    projectId: PROJECT_ID,
    projectName: "Website relaunch",
    columnId: "inprogress",
    status: "in_progress",
    done: false,
    ...change,
  };
}

const COPY = linked(40, "Write the copy");
const API = linked(41, "Release the orders API", {
  projectId: 7,
  projectName: "Orders API",
  columnId: "review",
});
const LOGO = linked(42, "Design the logo", {
  columnId: "done",
  status: "completed",
  done: true,
});
const LAUNCH = linked(43, "Announce the launch", { columnId: "todo", status: "pending" });

const NONE: Dependencies = {
  taskId: TASK_ID,
  blockedBy: [],
  blocks: [],
  openBlockers: 0,
  hidden: 0,
};

const SOME: Dependencies = {
  taskId: TASK_ID,
  blockedBy: [COPY, API, LOGO],
  blocks: [LAUNCH],
  openBlockers: 3,
  hidden: 1,
};

const column = (key: string, title: string, orderIndex: number, tasks: object[]) => ({
  id: orderIndex + 1,
  projectId: PROJECT_ID,
  key,
  title,
  color: "#64748b",
  orderIndex,
  wipLimit: null,
  requires: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  tasks,
});

/** The project's board, the picker's tasks: the task itself and one blocker among them. */
const BOARD = {
  projectId: PROJECT_ID,
  version: 4,
  columns: [
    column("todo", "To Do", 0, [
      { id: 43, title: "Announce the launch" },
      { id: 44, title: "Set up the redirects" },
    ]),
    column("inprogress", "In Progress", 1, [
      { id: TASK_ID, title: "Migrate the product pages" },
      { id: 40, title: "Write the copy" },
      { id: 45, title: "Check the redirects on mobile" },
    ]),
  ],
};

const REDIRECTS = linked(44, "Set up the redirects", { columnId: "todo", status: "pending" });

/** The task's dependencies kept in memory as the server would. */
function serve(initial: Dependencies, handlers: Record<string, (input: never) => unknown> = {}) {
  let state = initial;
  const api = fakeTrpc({
    "dependencies.get": () => state,
    "board.get": () => BOARD,
    "dependencies.add": ({ blockerId }: { blockerId: number }) => {
      const blocker = blockerId === 44 ? REDIRECTS : linked(blockerId, `Task ${blockerId}`);
      state = {
        ...state,
        blockedBy: [blocker, ...state.blockedBy],
        openBlockers: state.openBlockers + 1,
      };
      return state;
    },
    "dependencies.remove": ({ blockerId }: { blockerId: number }) => {
      const gone = state.blockedBy.find((task) => task.id === blockerId);
      state = {
        ...state,
        blockedBy: state.blockedBy.filter((task) => task.id !== blockerId),
        openBlockers: state.openBlockers - (gone && !gone.done ? 1 : 0),
      };
      return state;
    },
    ...handlers,
  });
  return api;
}

function renderSection({ user = consultant, readOnly = false } = {}) {
  render(
    <ApiProvider>
      <MemoryRouter initialEntries={["/consultant-dashboard/projects/3/tasks/31?tab=board"]}>
        <SessionContext.Provider value={{ user: user as Person, logout: async () => {} }}>
          <TaskDependencies
            taskId={TASK_ID}
            projectId={PROJECT_ID}
            taskTitle="Migrate the product pages"
            readOnly={readOnly}
          />
          <Toaster />
        </SessionContext.Provider>
      </MemoryRouter>
    </ApiProvider>,
  );
}

const list = (name: string) => screen.getByRole("list", { name });
const rows = (name: string) =>
  within(list(name))
    .getAllByRole("listitem")
    .map((row) => within(row).getByRole("link").textContent);

describe("TaskDependencies", () => {
  it("lists the blockers, open ones first, and what the task blocks, each opening its task", async () => {
    serve(SOME);
    renderSection();
    expect(await screen.findByRole("heading", { level: 3, name: "Dependencies" })).toBeTruthy();
    await screen.findByRole("list", { name: "Blocked by" });
    expect(rows("Blocked by")).toEqual([
      "Write the copy",
      "Release the orders API",
      "Design the logo",
    ]);
    expect(rows("Blocks")).toEqual(["Announce the launch"]);
    expect(screen.getByText("Waiting on 3 open tasks")).toBeTruthy();
    expect(screen.getByText("1 more in a project you cannot see")).toBeTruthy();

    const blockedBy = within(list("Blocked by")).getAllByRole("listitem");
    const [copy, api, logo] = blockedBy as [HTMLElement, HTMLElement, HTMLElement];
    // Its column while open, "Done" once done; the project's name when it is another one.
    expect(within(copy).getByText("In Progress")).toBeTruthy();
    expect(copy.textContent).not.toContain("Website relaunch");
    expect(within(api).getByText("Review")).toBeTruthy();
    expect(api.textContent).toContain("in Orders API");
    expect(within(logo).getByText("Done")).toBeTruthy();

    // A task of this project keeps the page's search; one of another project opens on its own.
    expect(within(copy).getByRole("link", { name: "Write the copy" }).getAttribute("href")).toBe(
      "/consultant-dashboard/projects/3/tasks/40?tab=board",
    );
    expect(
      within(api).getByRole("link", { name: "Release the orders API" }).getAttribute("href"),
    ).toBe("/consultant-dashboard/projects/7/tasks/41");
    // Only blockers are taken off, one by one, each button naming its task.
    expect(screen.getByRole("button", { name: "Remove blocker Write the copy" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Remove blocker/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Add a blocker" })).toBeTruthy();
  });

  it("reads again when shown anew: a blocker done meanwhile names another task", async () => {
    let state = SOME;
    const api = serve(SOME, { "dependencies.get": () => state });
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>
            Toggle
          </button>
          {shown ? (
            <TaskDependencies
              taskId={TASK_ID}
              projectId={PROJECT_ID}
              taskTitle="Migrate the product pages"
              readOnly
            />
          ) : null}
        </>
      );
    }
    render(
      <ApiProvider>
        <MemoryRouter>
          <SessionContext.Provider value={{ user: consultant, logout: async () => {} }}>
            <Toggle />
          </SessionContext.Provider>
        </MemoryRouter>
      </ApiProvider>,
    );
    expect(await screen.findByText("Waiting on 3 open tasks")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    state = { ...SOME, blockedBy: [API, LOGO, { ...COPY, done: true }], openBlockers: 2 };
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(await screen.findByText("Waiting on 2 open tasks")).toBeTruthy();
    expect(api.inputsOf("dependencies.get")).toHaveLength(2);
  });

  it("says quietly that nothing is linked", async () => {
    serve(NONE);
    renderSection();
    expect(
      await screen.findByText("Nothing blocks this task, and it blocks nothing."),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Blocked by" })).toBeNull();
    expect(screen.queryByText(/Waiting on/)).toBeNull();
  });

  it("counts what is out of sight, and waits on a blocker it cannot name", async () => {
    serve({ ...NONE, openBlockers: 1, hidden: 2 });
    renderSection();
    expect(await screen.findByText("2 more in projects you cannot see")).toBeTruthy();
    expect(screen.getByText("Waiting on 1 open task")).toBeTruthy();
    expect(screen.getByText("Nothing you can see blocks this task.")).toBeTruthy();
    expect(screen.queryByText("Nothing blocks this task, and it blocks nothing.")).toBeNull();
  });

  it("shows a client the lists, with nothing to add nor remove", async () => {
    const api = serve(SOME);
    renderSection({ user: client, readOnly: true });
    await screen.findByRole("list", { name: "Blocked by" });
    expect(rows("Blocked by")).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.inputsOf("board.get")).toEqual([]);
    // The client's own dashboard opens the task.
    expect(screen.getByRole("link", { name: "Write the copy" }).getAttribute("href")).toBe(
      "/user-dashboard/projects/3/tasks/40?tab=board",
    );
  });

  it("says when the dependencies cannot be read, with Retry", async () => {
    let fail = true;
    serve(NONE, {
      "dependencies.get": () => {
        if (fail) throw new FakeApiError("INTERNAL_SERVER_ERROR", 500, "The database is away.");
        return SOME;
      },
    });
    renderSection();
    expect(
      await screen.findByRole("heading", { level: 4, name: "Couldn't load the dependencies" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a blocker" })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Blocked by" })).toBeTruthy();
  });

  it("adds a blocker chosen from the project's tasks, leaving out the task and its blockers", async () => {
    const api = serve(SOME);
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add a blocker" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a blocker" });
    const group = await within(dialog).findByRole("group", { name: /^Blocking task/ });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["43", "44", "45"]);
    expect(within(dialog).getByText("3 tasks on the board.")).toBeTruthy();

    // Nothing chosen: refused before sending.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add blocker" }));
    expect(await within(dialog).findByText("Choose a task")).toBeTruthy();
    expect(api.inputsOf("dependencies.add")).toEqual([]);

    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search tasks" }), "redir");
    expect(within(dialog).getByText("2 tasks of 3 match.")).toBeTruthy();
    await userEvent.click(within(group).getByRole("radio", { name: /^Set up the redirects/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add blocker" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.inputsOf("dependencies.add")).toEqual([{ taskId: TASK_ID, blockerId: 44 }]);
    expect(await screen.findByText("Blocker added")).toBeTruthy();
    // The answer is the list: no second read.
    expect(rows("Blocked by")[0]).toBe("Set up the redirects");
    expect(screen.getByText("Waiting on 4 open tasks")).toBeTruthy();
    expect(api.inputsOf("dependencies.get")).toHaveLength(1);
  });

  it("shows the API's refusal of a circle in the dialog, beside the list", async () => {
    const circle =
      '"Announce the launch" already waits on this task, so it cannot block it: that would be a circle';
    const api = serve(SOME, {
      "dependencies.add": () => {
        throw new FakeApiError("BAD_REQUEST", 400, `blockerId: ${circle}`, [
          { path: ["blockerId"], message: circle },
        ]);
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add a blocker" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a blocker" });
    await userEvent.click(
      await within(dialog).findByRole("radio", { name: /^Announce the launch/ }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add blocker" }));
    expect(await within(dialog).findByText(circle)).toBeTruthy();
    expect(api.inputsOf("dependencies.add")).toEqual([{ taskId: TASK_ID, blockerId: 43 }]);
    // Still open, the list unchanged, no toast.
    expect(screen.getByRole("dialog", { name: "Add a blocker" })).toBeTruthy();
    expect(screen.queryByText("Blocker added")).toBeNull();
    expect(
      within(dialog)
        .getByRole("group", { name: /^Blocking task/ })
        .getAttribute("aria-describedby"),
    ).toBeTruthy();
  });

  it("says a refusal that names no field above the buttons (the most blockers)", async () => {
    serve(SOME, {
      "dependencies.add": () => {
        throw new FakeApiError(
          "CONFLICT",
          409,
          "A task waits on at most 20 others, and this one already does.",
        );
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add a blocker" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a blocker" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: /^Set up/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add blocker" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A task waits on at most 20 others, and this one already does.",
    );
  });

  it("removes a blocker, and the list and the warning follow", async () => {
    const api = serve(SOME);
    renderSection();
    await userEvent.click(
      await screen.findByRole("button", { name: "Remove blocker Release the orders API" }),
    );
    expect(await screen.findByText("Blocker removed")).toBeTruthy();
    expect(api.inputsOf("dependencies.remove")).toEqual([{ taskId: TASK_ID, blockerId: 41 }]);
    await waitFor(() => expect(rows("Blocked by")).toEqual(["Write the copy", "Design the logo"]));
    expect(screen.getByText("Waiting on 2 open tasks")).toBeTruthy();
    // The button went with its blocker: the focus goes to the first one left.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Remove blocker Write the copy",
      ),
    );
  });
});
