import type { ImportPreview } from "@cairn/schema/tool-stack";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ImportPreviewView } from "./import-preview.js";

const preview: ImportPreview = {
  source: "jira-csv",
  headers: [],
  mapping: {},
  rows: 42,
  firstRows: [
    {
      row: 1,
      externalId: "PMO-1",
      title: "Write the brief",
      column: "todo",
      priority: "high",
      assignee: "jordan@cairn.example",
      dueDate: "2026-12-04",
      labels: ["Discovery"],
    },
    {
      row: 2,
      externalId: "PMO-2",
      title: "Book the kick-off",
      column: "inprogress",
      priority: "medium",
      assignee: null,
      dueDate: null,
      labels: [],
    },
    {
      row: 3,
      externalId: "PMO-3",
      title: "Invite the steering group",
      column: "todo",
      priority: "low",
      assignee: "sam@northwind.example",
      dueDate: null,
      labels: [],
    },
  ],
  errors: [{ row: 17, field: "Summary", message: "is empty: every task needs a title" }],
  notes: [
    {
      row: 4,
      field: "status",
      message: "“Blocked” is not a column of Cairn's board, so the task goes to To Do. (2 rows)",
    },
    {
      row: 9,
      field: "dueDate",
      message:
        "“31/Feb/26” is not a date Cairn can read, so the task has no due date: write dates as year-month-day, such as 2026-03-31.",
    },
  ],
  unknownPeople: ["sam@northwind.example"],
  alreadyImported: 3,
};

const meta = {
  title: "Widgets/ImportPreview",
  component: ImportPreviewView,
  args: { preview },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportPreviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Jira CSV's dry run: rows to import, the first of them, a row's error, an unknown person. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("38 tasks to import")).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "Write the brief" })).toBeVisible();
    await expect(canvas.getByText(/is empty: every task needs a title/)).toBeVisible();
    // A date it cannot read costs the task its date, and the field is named in words.
    const dated = canvas.getByText(/“31\/Feb\/26” is not a date Cairn can read/);
    await expect(dated).toHaveTextContent(/^Row 9 \(due date\): /);
    // Named in the row, but imported unassigned: the row says both.
    await expect(
      canvas.getByRole("cell", { name: /^Unassigned \(sam@northwind\.example has no account\)$/ }),
    ).toBeVisible();
  },
};

/** A clean file: nothing but the rows. */
export const Clean: Story = {
  args: {
    preview: { ...preview, rows: 2, errors: [], notes: [], unknownPeople: [], alreadyImported: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2 tasks to import")).toBeVisible();
    await expect(canvas.queryByText("Rows that will not be imported")).toBeNull();
  },
};
