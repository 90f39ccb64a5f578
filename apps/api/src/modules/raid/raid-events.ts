/**
 * What a change of a project's RAID register tells its subscribers, in the change's transaction
 * (lib/domain-events.ts). They are named at the composition root (subscribers.ts): the rules on
 * a risk's score (modules/rules/queue-risk-rule-runs.ts), which this module does not import.
 */
import type { RaidEntry, RaidStatus } from "@cairn/schema/raid";
import { DomainEvents } from "../../lib/domain-events.js";

export type RaidEvent = {
  /** An entry recorded or changed. */
  type: "raid.saved";
  /** What the entry was before the change; undefined for a new one. */
  before: { status: RaidStatus; score: number | null } | undefined;
  after: RaidEntry;
  at: Date;
};

export const raidEvents = new DomainEvents<RaidEvent>("RAID register");
