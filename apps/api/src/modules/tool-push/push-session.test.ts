import { describe, expect, it } from "vitest";
import type { Progress } from "../jobs/jobs.repo.js";
import { PushSession, type PushSessionDeps } from "./push-session.js";
import { DEFAULT_RETRY } from "./retry-policy.js";
import { linkKey } from "./tool-push.repo.js";

/** A session whose links are given; nothing here reaches a database or a tool. */
function session(links: PushSessionDeps["links"] = new Map()) {
  const progress: Progress[] = [];
  const push = new PushSession({
    db: undefined as never,
    jobId: 1,
    projectId: 1,
    system: "trello",
    tool: "Trello",
    credentialsHint: "",
    links,
    baseUrl: undefined,
    timeoutMs: 1000,
    secrets: [],
    signal: new AbortController().signal,
    retry: DEFAULT_RETRY,
    now: () => new Date("2026-12-05T12:00:00Z"),
    progress: async (entry) => {
      progress.push(entry);
    },
  });
  return { push, progress };
}

const card = { entity: "task", localId: 7, kind: "card", title: "Write the brief" };

describe("PushSession.itemUnder", () => {
  it("reports a record whose parent could not be made as not created, calls nothing, and goes on", async () => {
    const { push, progress } = session();
    let calls = 0;
    const made = await push.itemUnder(card, "list", undefined as string | undefined, async () => {
      calls += 1;
      return { externalId: "c1", url: null };
    });
    expect(made).toBeUndefined();
    expect(calls).toBe(0);
    expect(push.report.build().items).toEqual([
      {
        kind: "card",
        title: "Write the brief",
        outcome: "failed",
        url: null,
        message: "Not created: its list could not be created. Resume to try again.",
      },
    ]);
    expect(progress.length).toBe(1);
  });

  it("reports a record already linked as existing and makes nothing, whatever its parent", async () => {
    const links = new Map([
      [
        linkKey("task", 7),
        { entity: "task", localId: 7, externalId: "c7", url: "https://trello.test/c/7" },
      ],
    ]) as PushSessionDeps["links"];
    const { push } = session(links);
    const parents: (string | null)[] = [];
    const existing = await push.itemUnder(card, "list", null as string | null, async (parent) => {
      parents.push(parent);
      return { externalId: "new", url: null };
    });
    expect(existing).toEqual({ externalId: "c7", url: "https://trello.test/c/7" });
    expect(parents).toEqual([]);
    expect(push.report.build().items[0]?.outcome).toBe("existing");
  });
});
