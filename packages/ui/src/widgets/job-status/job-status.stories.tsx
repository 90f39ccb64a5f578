import type { Job } from "@cairn/schema/jobs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { JobStatus } from "./job-status.js";

const base: Job = {
  id: 41,
  kind: "export",
  projectId: 3,
  target: "trello",
  state: "queued",
  done: 0,
  total: null,
  phase: null,
  report: null,
  error: null,
  attempts: 0,
  createdBy: 2,
  createdAt: "2026-11-26T10:00:00.000Z",
  startedAt: null,
  finishedAt: null,
};

const meta = {
  title: "Widgets/JobStatus",
  component: JobStatus,
  args: { job: base, title: "Set up in Trello", toolName: "Trello" },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a process to take it: an indeterminate bar. */
export const Queued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Queued")).toBeVisible();
    await expect(canvas.getByText("Waiting to start")).toBeVisible();
    await expect(
      canvas.getByRole("progressbar", { name: "Progress of Set up in Trello" }),
    ).not.toHaveAttribute("aria-valuenow");
  },
};

/** Under way: done of total, the phase in words. */
export const Running: Story = {
  args: {
    job: { ...base, state: "running", done: 12, total: 40, phase: "Creating cards", attempts: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("12 of 40")).toBeVisible();
    await expect(canvas.getByText("Creating cards")).toBeVisible();
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");
  },
};

/** Finished: counts by outcome and each item with its link in the tool. */
export const SucceededWithReport: Story = {
  args: {
    job: {
      ...base,
      state: "succeeded",
      done: 4,
      total: 4,
      phase: "Done",
      attempts: 1,
      finishedAt: "2026-11-26T10:02:00.000Z",
      report: {
        counts: { created: 3, updated: 0, existing: 1, skipped: 0, failed: 0 },
        items: [
          {
            kind: "board",
            title: "Northwind Website Relaunch",
            outcome: "created",
            url: "https://trello.com/b/abc123",
            message: null,
          },
          {
            kind: "list",
            title: "To Do",
            outcome: "existing",
            url: "https://trello.com/b/abc123",
            message: null,
          },
          {
            kind: "card",
            title: "Write the brief",
            outcome: "created",
            url: "https://trello.com/c/xyz789",
            message: null,
          },
          {
            kind: "card",
            title: "Book the kick-off",
            outcome: "created",
            url: null,
            message: null,
          },
        ],
        itemsLeftOut: 0,
        details: {},
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", {
      name: "Open Write the brief in Trello (opens in a new tab)",
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

function FailedThenResumed() {
  const [job, setJob] = useState<Job>({
    ...base,
    state: "failed",
    done: 7,
    total: 40,
    phase: "Creating cards",
    attempts: 1,
    error: "Trello refused the token: check the integration's settings",
    report: {
      counts: { created: 7, updated: 0, existing: 0, skipped: 0, failed: 1 },
      items: [
        {
          kind: "card",
          title: "Plan the launch",
          outcome: "failed",
          url: null,
          message: "Trello answered 401",
        },
      ],
      itemsLeftOut: 0,
      details: {},
    },
  });
  return (
    <JobStatus
      job={job}
      title="Set up in Trello"
      toolName="Trello"
      onResume={
        job.state === "failed"
          ? () => setJob({ ...job, state: "queued", error: null, report: null })
          : undefined
      }
    />
  );
}

/** Stopped with an error: Resume queues it again. */
export const FailedWithResume: Story = {
  render: () => <FailedThenResumed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Also in the live region, which is visually hidden.
    await expect(
      canvas.getByText(/Trello refused the token/, { selector: "p:not([aria-live])" }),
    ).toBeVisible();
    await expect(canvas.getByText("Trello answered 401")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Resume" }));
    await expect(canvas.getByText("Queued")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Resume" })).toBeNull();
  },
};
