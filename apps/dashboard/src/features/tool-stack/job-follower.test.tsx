import type { Job } from "@cairn/schema/jobs";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { aJob, aReport } from "../../test/jobs";
import { JobFollower } from "./job-follower";
import { JOB_POLL_MS, jobRefetchInterval } from "./use-job";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers `jobs.get` with each job in turn, then the last one again and again. */
function serveJobs(...readings: Job[]) {
  let read = 0;
  const fake = fakeTrpc({
    "jobs.get": () => readings[Math.min(read++, readings.length - 1)],
    "jobs.list": () => [],
    "jobs.resume": (input: { jobId: number }) =>
      aJob({ id: input.jobId, state: "queued", attempts: 1 }),
  });
  return { ...fake, reads: () => read };
}

function renderFollower(onSucceeded?: (job: Job) => void) {
  render(
    <ApiProvider>
      <JobFollower jobId={41} onSucceeded={onSucceeded} />
    </ApiProvider>,
  );
}

const liveRegion = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
};

describe("jobRefetchInterval", () => {
  it("reads again every second until the state is final", () => {
    expect(jobRefetchInterval(undefined)).toBe(JOB_POLL_MS);
    expect(jobRefetchInterval({ state: "queued" })).toBe(1000);
    expect(jobRefetchInterval({ state: "running" })).toBe(1000);
    expect(jobRefetchInterval({ state: "succeeded" })).toBe(false);
    expect(jobRefetchInterval({ state: "failed" })).toBe(false);
  });
});

describe("JobFollower", () => {
  it("shows a queued job with an indeterminate bar and says so politely", async () => {
    serveJobs(aJob());
    renderFollower();
    const bar = await screen.findByRole("progressbar", { name: "Progress of Set up in Trello" });
    expect(bar.getAttribute("aria-valuenow")).toBeNull();
    expect(screen.getByText("Waiting to start")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Set up in Trello" })).toBeTruthy();
    expect(liveRegion().textContent).toBe("Set up in Trello. Queued: waiting to start.");
  });

  it("follows a running job every second to its report, then stops reading", async () => {
    const onSucceeded = vi.fn();
    const fake = serveJobs(
      aJob({ state: "running", done: 12, total: 40, phase: "Creating cards", attempts: 1 }),
      aJob({
        state: "succeeded",
        done: 40,
        total: 40,
        phase: "Done",
        attempts: 1,
        report: aReport({
          counts: { created: 39, updated: 0, existing: 0, skipped: 0, failed: 1 },
          items: [
            {
              kind: "card",
              title: "Write the brief",
              outcome: "created",
              url: "https://trello.com/c/abc123",
              message: null,
            },
            {
              kind: "card",
              title: "Plan the launch",
              outcome: "failed",
              url: null,
              message: "Trello answered 429 three times",
            },
          ],
          itemsLeftOut: 38,
        }),
      }),
    );
    renderFollower(onSucceeded);
    expect(await screen.findByText("12 of 40")).toBeTruthy();
    expect(screen.getByText("Creating cards")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("30");
    expect(liveRegion().textContent).toBe("Set up in Trello. Creating cards: 25% done.");

    const link = await screen.findByRole(
      "link",
      { name: "Open Write the brief in Trello (opens in a new tab)" },
      { timeout: 3000 },
    );
    expect(link.getAttribute("href")).toBe("https://trello.com/c/abc123");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    const failedRow = screen.getByText("Plan the launch").closest("tr") as HTMLElement;
    expect(within(failedRow).getByText("Trello answered 429 three times")).toBeTruthy();
    expect(within(failedRow).getByText("Failed")).toBeTruthy();
    expect(screen.getByText(/38 more items are counted above but not listed/)).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(liveRegion().textContent).toBe("Set up in Trello. Finished: 39 created, 1 failed.");
    expect(onSucceeded).toHaveBeenCalledTimes(1);

    const reads = fake.reads();
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS * 1.5));
    expect(fake.reads()).toBe(reads);
  });

  it("offers Resume on a failed job and follows it queued again", async () => {
    const fake = serveJobs(
      aJob({
        state: "failed",
        done: 7,
        total: 40,
        attempts: 1,
        error: "Trello refused the token: check the integration's settings",
      }),
    );
    renderFollower();
    // The error is shown, and also said by the live region (checked below).
    expect(
      await screen.findByText(/Trello refused the token/, { selector: "p:not([aria-live])" }),
    ).toBeTruthy();
    expect(liveRegion().textContent).toBe(
      "Set up in Trello. Failed: Trello refused the token: check the integration's settings.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Resume" }));
    await vi.waitFor(() => expect(fake.inputsOf("jobs.resume")).toEqual([{ jobId: 41 }]));
    expect(await screen.findByText("Waiting to start")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume" })).toBeNull();
  });

  it("shows the API's refusal of a resume", async () => {
    fakeTrpc({
      "jobs.get": () => aJob({ state: "failed", error: "Stopped by a restart" }),
      "jobs.list": () => [],
      "jobs.resume": () => {
        throw new FakeApiError("CONFLICT", 409, "This job is still running: it needs no resuming.");
      },
    });
    renderFollower();
    await userEvent.click(await screen.findByRole("button", { name: "Resume" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This job is still running: it needs no resuming.",
    );
  });

  it("says when the job cannot be read, with Retry", async () => {
    fakeTrpc({
      "jobs.get": () => {
        throw new FakeApiError("NOT_FOUND", 404, "Job not found");
      },
    });
    renderFollower();
    expect(await screen.findByRole("heading", { name: "Couldn't load this job" })).toBeTruthy();
    expect(screen.getByText("Job not found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
