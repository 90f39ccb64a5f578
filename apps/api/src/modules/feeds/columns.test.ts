/**
 * The feeds' columns are a contract with the reports built on them: this snapshot holds every
 * dataset's columns under its version. Changing columns without raising the dataset's version
 * (and FEED_VERSION) fails here; after a bump, add the new version's snapshot beside the old.
 */
import { FEED_DATASETS, FEED_VERSION, FEEDS } from "@cairn/schema/feeds";
import { describe, expect, it } from "vitest";

const SNAPSHOTS: Record<string, readonly string[]> = {
  "tasks@1":
    "id,project_id,project_name,title,status,column,priority,assignee_id,assignee_name,milestone_id,due_date,estimate_minutes,approval,completed_at,created_at,updated_at".split(
      ",",
    ),
  "task_history@1":
    "id,task_id,project_id,actor_id,kind,field,from_value,to_value,created_at,updated_at".split(
      ",",
    ),
  "projects@1":
    "id,name,status,plan_type,client_id,client_name,consultant_id,consultant_name,start_date,archived_at,created_at,updated_at".split(
      ",",
    ),
  "milestones@1": "id,project_id,title,start_date,due_date,position,created_at,updated_at".split(
    ",",
  ),
  "health_history@1": "id,project_id,week_start,score,previous_score,created_at,updated_at".split(
    ",",
  ),
  "mood@1":
    "id,project_id,week_start,entries,participants,mean_mood,mean_energy,mean_stress,updated_at".split(
      ",",
    ),
  "raid@1":
    "id,project_id,kind,title,status,owner_id,owner_name,probability,impact,score,review_date,decided_on,created_at,updated_at".split(
      ",",
    ),
};

/** FEED_VERSION is raised with any dataset's version: their sum, as long as each starts at 1. */
const FEED_VERSION_SNAPSHOT = 1;

describe("feed columns", () => {
  it.each(FEED_DATASETS)("%s keeps the columns of its version", (dataset) => {
    const { version, columns } = FEEDS[dataset];
    const snapshot = SNAPSHOTS[`${dataset}@${version}`];
    expect(snapshot, `no snapshot of ${dataset}@${version}: add it`).toBeDefined();
    expect([...columns]).toEqual(snapshot);
  });

  it("raises FEED_VERSION with any dataset's version", () => {
    const versions = FEED_DATASETS.map((dataset) => FEEDS[dataset].version);
    expect(FEED_VERSION).toBe(
      FEED_VERSION_SNAPSHOT + versions.reduce((a, b) => a + b, 0) - versions.length,
    );
  });

  it("orders and pages every dataset by updated_at and id", () => {
    for (const dataset of FEED_DATASETS) {
      expect(FEEDS[dataset].columns).toContain("id");
      expect(FEEDS[dataset].columns).toContain("updated_at");
    }
  });
});
