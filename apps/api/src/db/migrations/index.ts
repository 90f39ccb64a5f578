/**
 * Every migration, in order. A static list (no directory scan) so the built server and the
 * tests run exactly the same set. Names are UTC timestamps; a landed migration is never edited.
 */
import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-21T000000Z-initial.js";
import * as projectHealthBands from "./2026-11-22T010000Z-project-health-bands.js";
import * as oneHealthSnapshotADay from "./2026-11-22T020000Z-one-health-snapshot-a-day.js";
import * as disabledUsers from "./2026-11-22T030000Z-disabled-users.js";
import * as sessionChangeNotices from "./2026-11-22T040000Z-session-change-notices.js";
import * as hotBoardRenumbering from "./2026-11-22T050000Z-hot-board-renumbering.js";
import * as outbox from "./2026-11-24T010000Z-outbox.js";
import * as outboxBacklogIndex from "./2026-11-25T010000Z-outbox-backlog-index.js";
import * as boardVersion from "./2026-11-25T070000Z-board-version.js";
import * as templateLibrary from "./2026-11-25T072000Z-template-library.js";
import * as planToPmo from "./2026-11-25T100000Z-plan-to-pmo.js";
import * as dailyWork from "./2026-11-26T090000Z-daily-work.js";
import * as followChoice from "./2026-11-26T110000Z-follow-choice.js";
import * as toolStack from "./2026-11-26T180000Z-tool-stack.js";
import * as exportSync from "./2026-11-26T190000Z-export-sync.js";
import * as apiTokens from "./2026-11-27T010000Z-api-tokens.js";
import * as webhooks from "./2026-11-27T020000Z-webhooks.js";
import * as kpiDashboards from "./2026-11-27T030000Z-kpi-dashboards.js";
import * as assistant from "./2026-11-27T040000Z-assistant.js";
import * as overviewChangeNotices from "./2026-11-27T050000Z-overview-change-notices.js";
import * as teamsReplay from "./2026-11-29T010000Z-teams-replay.js";
import * as chatLinkWorkspace from "./2026-11-29T020000Z-chat-link-workspace.js";
import * as uniqueEmail from "./2026-11-29T030000Z-unique-email.js";
import * as documentNotices from "./2026-12-05T010000Z-document-notices.js";
import * as raidRegister from "./2026-12-05T200000Z-raid-register.js";
import * as routines from "./2026-12-05T230000Z-routines.js";
import * as rules from "./2026-12-06T020000Z-rules.js";
import * as columnPolicies from "./2026-12-06T050000Z-column-policies.js";
import * as intake from "./2026-12-06T060000Z-intake.js";
import * as routineAgendas from "./2026-12-06T090000Z-routine-agendas.js";
import * as rulesOnRisksAndSchedules from "./2026-12-06T120000Z-rules-on-risks-and-schedules.js";
import * as taskDependencies from "./2026-12-06T130000Z-task-dependencies.js";

export const migrations: Record<string, Migration> = {
  "2026-11-21T000000Z-initial": initial,
  "2026-11-22T010000Z-project-health-bands": projectHealthBands,
  "2026-11-22T020000Z-one-health-snapshot-a-day": oneHealthSnapshotADay,
  "2026-11-22T030000Z-disabled-users": disabledUsers,
  "2026-11-22T040000Z-session-change-notices": sessionChangeNotices,
  "2026-11-22T050000Z-hot-board-renumbering": hotBoardRenumbering,
  "2026-11-24T010000Z-outbox": outbox,
  "2026-11-25T010000Z-outbox-backlog-index": outboxBacklogIndex,
  "2026-11-25T070000Z-board-version": boardVersion,
  "2026-11-25T072000Z-template-library": templateLibrary,
  "2026-11-25T100000Z-plan-to-pmo": planToPmo,
  "2026-11-26T090000Z-daily-work": dailyWork,
  "2026-11-26T110000Z-follow-choice": followChoice,
  "2026-11-26T180000Z-tool-stack": toolStack,
  "2026-11-26T190000Z-export-sync": exportSync,
  "2026-11-27T010000Z-api-tokens": apiTokens,
  "2026-11-27T020000Z-webhooks": webhooks,
  "2026-11-27T030000Z-kpi-dashboards": kpiDashboards,
  "2026-11-27T040000Z-assistant": assistant,
  "2026-11-27T050000Z-overview-change-notices": overviewChangeNotices,
  "2026-11-29T010000Z-teams-replay": teamsReplay,
  "2026-11-29T020000Z-chat-link-workspace": chatLinkWorkspace,
  "2026-11-29T030000Z-unique-email": uniqueEmail,
  "2026-12-05T010000Z-document-notices": documentNotices,
  "2026-12-05T200000Z-raid-register": raidRegister,
  "2026-12-05T230000Z-routines": routines,
  "2026-12-06T020000Z-rules": rules,
  "2026-12-06T050000Z-column-policies": columnPolicies,
  "2026-12-06T060000Z-intake": intake,
  "2026-12-06T090000Z-routine-agendas": routineAgendas,
  "2026-12-06T120000Z-rules-on-risks-and-schedules": rulesOnRisksAndSchedules,
  "2026-12-06T130000Z-task-dependencies": taskDependencies,
};
