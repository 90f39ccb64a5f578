/**
 * The database as Kysely sees it: one interface per table, camelCase (the CamelCasePlugin maps
 * to the snake_case columns of the migrations). Written once, here, beside the migrations.
 *
 * Timestamps are read as ISO 8601 strings on both drivers (see connect.ts), so what a query
 * returns is what the API answers.
 */

import type { ColumnRequirement } from "@cairn/schema/column-policies";
import type {
  COLUMN_KEYS,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  LEAD_STATUSES,
  LOG_LEVELS,
  PLAN_TYPES,
  PROJECT_STATUSES,
  ROLES,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from "@cairn/schema/constants";
import type { IntakeSource, IntakeStatus } from "@cairn/schema/intake";
import type { JobKind, JobState } from "@cairn/schema/jobs";
import type { RaidKind, RaidStatus } from "@cairn/schema/raid";
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

type OneOf<T extends readonly string[]> = T[number];

/** A timestamptz column: read as an ISO string; written as a Date or an ISO string. */
type Timestamp = ColumnType<string, Date | string, Date | string>;
/** A timestamptz column with a default of now(). */
type CreatedAt = ColumnType<string, Date | string | undefined, Date | string>;
/** A date column: read as `YYYY-MM-DD`. */
type DateColumn = ColumnType<string, string, string>;
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Generated<OneOf<typeof ROLES>>;
  company: string | null;
  createdAt: CreatedAt;
  disabledAt: Timestamp | null;
  search: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: CreatedAt;
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface LeadsTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  teamSize: string | null;
  planType: Generated<OneOf<typeof PLAN_TYPES>>;
  status: Generated<OneOf<typeof LEAD_STATUSES>>;
  assignedTo: number | null;
  createdAt: CreatedAt;
  /** The wizard plan the visitor signed up with, if any. */
  planId: number | null;
  /** Why a lost lead was lost. */
  lostReason: string | null;
  /** The project a won lead was converted into. */
  projectId: number | null;
  updatedAt: CreatedAt;
  search: ColumnType<string, never, never>;
}

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  clientId: number | null;
  consultantId: number | null;
  status: Generated<OneOf<typeof PROJECT_STATUSES>>;
  planType: Generated<OneOf<typeof PLAN_TYPES>>;
  /** Raised by one with every change of the project's board (modules/board/placement.ts). */
  boardVersion: Generated<number>;
  createdAt: CreatedAt;
  /** The plan the project was made from; its team, tools and cadences fill templates' fields. */
  planId: number | null;
  /** The day the roadmap counts from (`YYYY-MM-DD`). */
  startDate: DateColumn | null;
  /** Set while the project is archived: kept, read-only, out of the usual lists. */
  archivedAt: Timestamp | null;
  /** Kept by a trigger when a field the feeds carry changes (never written by the application). */
  updatedAt: ColumnType<string, never, never>;
  search: ColumnType<string, never, never>;
  /** The public request form's token while it is switched on (docs/intake.md). */
  intakeToken: string | null;
}

export interface TasksTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  projectId: number;
  assignedTo: number | null;
  status: Generated<OneOf<typeof TASK_STATUSES>>;
  priority: Generated<OneOf<typeof TASK_PRIORITIES>>;
  dueDate: Timestamp | null;
  columnId: Generated<OneOf<typeof COLUMN_KEYS>>;
  orderIndex: Generated<number>;
  aiPriorityScore: Generated<number>;
  completedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** The roadmap milestone the task belongs to. */
  milestoneId: number | null;
  /** Labels of the task's own project (project_labels ids). */
  labelIds: ColumnType<number[], number[] | undefined, number[]>;
  estimateMinutes: number | null;
  approval: TaskApproval | null;
  approvalBy: number | null;
  approvalAt: Timestamp | null;
  /** Kept by triggers on the tables they count; never written by the application. */
  checklistTotal: ColumnType<number, never, never>;
  checklistDone: ColumnType<number, never, never>;
  commentCount: ColumnType<number, never, never>;
  attachmentCount: ColumnType<number, never, never>;
  /** Generated from title and description (never written). */
  search: ColumnType<string, never, never>;
}

export type TaskApproval = "approved" | "changes_requested";

export interface ProjectHealthScoresTable {
  id: Generated<number>;
  projectId: number;
  overallScore: Generated<number>;
  taskCompletionScore: Generated<number>;
  timelineScore: Generated<number>;
  teamEngagementScore: Generated<number>;
  riskScore: Generated<number>;
  lastCalculated: CreatedAt;
}

export interface TeamMoodEntriesTable {
  id: Generated<number>;
  userId: number | null;
  projectId: number | null;
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
  notes: string | null;
  anonymous: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ProjectColumnsTable {
  id: Generated<number>;
  projectId: number;
  key: OneOf<typeof COLUMN_KEYS>;
  title: string;
  color: Generated<string>;
  orderIndex: Generated<number>;
  wipLimit: number | null;
  /** What a card needs before it moves on (docs/column-policies.md), in their one order. */
  requires: Generated<ColumnRequirement[]>;
  createdAt: CreatedAt;
}

export interface IntegrationsTable {
  id: Generated<number>;
  name: string;
  type: OneOf<typeof INTEGRATION_TYPES>;
  enabled: Generated<boolean>;
  settings: Json;
  status: Generated<OneOf<typeof INTEGRATION_STATUSES>>;
  lastSync: Timestamp | null;
  syncCount: Generated<number>;
  errorCount: Generated<number>;
  responseTime: number | null;
  lastError: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SystemLogsTable {
  id: Generated<number>;
  level: OneOf<typeof LOG_LEVELS>;
  module: string;
  message: string;
  metadata: Json | null;
  createdAt: CreatedAt;
}

export type HealthBand = "green" | "yellow" | "red";

export interface ProjectHealthBandsTable {
  projectId: number;
  band: HealthBand;
  score: number;
  updatedAt: CreatedAt;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  key: string;
  hitAt: Timestamp;
}

export type OutboxStatus = "pending" | "delivered" | "failed";

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<string, Date | string | undefined, Date | string>;
  lastError: string | null;
  createdAt: ColumnType<string, Date | string | undefined, never>;
  deliveredAt: ColumnType<string | null, never, Date | string | null>;
}

export interface TemplatesTable {
  id: string;
  source: "built-in" | "organisation";
  name: string;
  category: string;
  purpose: string;
  body: string | null;
  methods: ColumnType<string[], string[] | undefined, string[]>;
  teamSizes: ColumnType<string[], string[] | undefined, string[]>;
  effortMinutes: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** Catalogue order of a built-in; null for the organisation's own. */
  position: number | null;
  version: Generated<number>;
  duplicatedFrom: string | null;
  createdBy: number | null;
  retiredAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Generated from name, tags, purpose and body (never written). */
  search: ColumnType<string, never, never>;
}

export interface ProjectDocumentsTable {
  id: Generated<number>;
  projectId: number;
  templateId: string;
  title: string;
  body: string;
  version: Generated<number>;
  shared: Generated<boolean>;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  search: ColumnType<string, never, never>;
}

export interface DocumentVersionsTable {
  id: Generated<number>;
  documentId: number;
  version: number;
  title: string;
  body: string;
  authorId: number | null;
  restoredFrom: number | null;
  createdAt: CreatedAt;
}

export interface DocumentTasksTable {
  documentId: number;
  taskId: number;
  item: string;
}

type JsonValue = ColumnType<unknown, string, string>;

export interface PlansTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the private link's token; the token itself is never stored. */
  tokenHash: string;
  answers: JsonValue;
  plan: JsonValue;
  engineVersion: string;
  createdAt: CreatedAt;
}

export type LeadEventKind = "created" | "assigned" | "status" | "converted";

export interface LeadEventsTable {
  id: Generated<number>;
  leadId: number;
  actorId: number | null;
  kind: LeadEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  detail: string | null;
  createdAt: CreatedAt;
}

export interface LeadNotesTable {
  id: Generated<number>;
  leadId: number;
  authorId: number | null;
  body: string;
  createdAt: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 (hex) of the link's token. */
  tokenHash: string;
  createdBy: number | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface MilestonesTable {
  id: Generated<number>;
  projectId: number;
  title: string;
  description: string | null;
  startDate: DateColumn;
  dueDate: DateColumn;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface HealthChecksTable {
  id: Generated<number>;
  projectId: number;
  /** The Monday (UTC) of the week the check is for. */
  weekStart: DateColumn;
  score: number;
  previousScore: number | null;
  report: JsonValue;
  createdAt: CreatedAt;
}

export interface ProjectLabelsTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  /** `#rrggbb`. */
  color: string;
  createdAt: CreatedAt;
}

/** One line of a task's history: a kind, and for a changed field its old and new value. */
export interface TaskActivityTable {
  id: Generated<number>;
  taskId: number;
  actorId: number | null;
  kind: string;
  field: string | null;
  fromValue: string | null;
  toValue: string | null;
  detail: string | null;
  createdAt: CreatedAt;
}

export interface TaskCommentsTable {
  id: Generated<number>;
  taskId: number;
  authorId: number | null;
  body: string;
  /** The user ids the body mentions (members of the task's project when written). */
  mentions: ColumnType<number[], number[] | undefined, number[]>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  editedAt: Timestamp | null;
  search: ColumnType<string, never, never>;
}

export interface TaskChecklistItemsTable {
  id: Generated<number>;
  taskId: number;
  text: string;
  done: Generated<boolean>;
  doneBy: number | null;
  doneAt: Timestamp | null;
  position: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface TaskAttachmentsTable {
  id: Generated<number>;
  taskId: number;
  uploadedBy: number | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  createdAt: CreatedAt;
}

export interface TaskFollowersTable {
  taskId: number;
  userId: number;
  /** False keeps someone's choice to unfollow (migration 2026-11-26T110000Z-follow-choice). */
  following: Generated<boolean>;
  createdAt: CreatedAt;
}

export type NotificationKind =
  | "mention"
  | "assigned"
  | "comment"
  | "approval"
  | "due_soon"
  | "overdue"
  | "lead_assigned"
  | "webhook_disabled"
  | "document_shared"
  | "rule"
  | "intake";

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: NotificationKind;
  actorId: number | null;
  projectId: number | null;
  taskId: number | null;
  commentId: number | null;
  leadId: number | null;
  documentId: number | null;
  title: string;
  body: string | null;
  readAt: Timestamp | null;
  /** When an e-mail digest carried it. */
  emailedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface NotificationPreferencesTable {
  userId: number;
  mutedKinds: ColumnType<NotificationKind[], NotificationKind[] | undefined, NotificationKind[]>;
  emailDigest: ColumnType<"daily" | "off", "daily" | "off" | undefined, "daily" | "off">;
  updatedAt: CreatedAt;
}

/** A scheduled job's work for one record and period, done (docs/architecture.md, schedules). */
export interface ScheduleMarksTable {
  schedule: string;
  subjectId: number;
  period: string;
  createdAt: CreatedAt;
}

/** A background job (modules/jobs, docs/tool-stack.md). */
export interface JobsTable {
  id: Generated<number>;
  kind: JobKind;
  projectId: number;
  target: string;
  createdBy: number | null;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  input: ColumnType<unknown, string | undefined, string>;
  done: ColumnType<number, number | undefined, number>;
  total: number | null;
  phase: string | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  attempts: Generated<number>;
  lockedUntil: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  createdAt: ColumnType<string, Date | string | undefined, never>;
  updatedAt: ColumnType<string, Date | string | undefined, Date | string>;
  startedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  finishedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
}

/** What a Cairn record became in another system, or came from (docs/tool-stack.md). */
export interface ExternalLinksTable {
  id: Generated<number>;
  projectId: number;
  system: string;
  direction: "export" | "import";
  entity: string;
  localId: number;
  externalId: string;
  url: string | null;
  jobId: number | null;
  syncedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

/** The chat platforms the assistant answers on (docs/assistant.md). */
export type AssistantPlatform = "slack" | "microsoft-teams";

/** A chat account linked to a Cairn account. */
export interface AssistantLinksTable {
  id: Generated<number>;
  platform: AssistantPlatform;
  workspaceId: string;
  externalUserId: string;
  userId: number;
  createdAt: CreatedAt;
}

/**
 * A one-time link: the bot's, naming a chat account (`workspaceId`, `externalUserId`), or a
 * code a signed-in person asked for, naming their Cairn account (`userId`).
 */
export interface AssistantLinkRequestsTable {
  id: Generated<number>;
  tokenHash: string;
  platform: AssistantPlatform;
  workspaceId: string | null;
  /** Slack's `team_domain`, when the request came with it. */
  workspaceName: string | null;
  externalUserId: string | null;
  externalName: string | null;
  userId: number | null;
  expiresAt: ColumnType<string, Date | string, Date | string>;
  usedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

/** A Teams message answered within the replay window (modules/assistant/teams/replay.ts). */
export interface AssistantSeenActivitiesTable {
  activityId: string;
  seenAt: ColumnType<string, Date | string, Date | string>;
}

/** An action the assistant proposed, waiting for its asker's yes or no. */
export interface AssistantConfirmationsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  action: JsonValue;
  summary: string;
  expiresAt: ColumnType<string, Date | string, Date | string>;
  settledAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  createdAt: CreatedAt;
}

/** A bearer token for the REST API (docs/api-tokens.md); the secret itself is never stored. */
export interface ApiTokensTable {
  id: Generated<number>;
  userId: number;
  kind: "personal" | "service";
  name: string;
  tokenHash: string;
  prefix: string;
  scopes: ColumnType<string[], string[], string[]>;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  lastUsedAt: Timestamp | null;
}

/** Requests of a token in the minute starting at `windowStart` (its rate limit). */
export interface ApiTokenWindowsTable {
  tokenId: number;
  windowStart: Timestamp;
  count: number;
}

/** A KPI dashboard (modules/dashboards): its widgets as @cairn/schema/dashboards writes them. */
export interface KpiDashboardsTable {
  id: Generated<number>;
  ownerId: number;
  name: string;
  visibility: "private" | "shared";
  projectId: number | null;
  widgets: ColumnType<unknown, string | undefined, string>;
  version: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** An outgoing webhook (modules/webhooks, docs/webhooks.md). */
export interface WebhooksTable {
  id: Generated<number>;
  ownerId: number;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  allProjects: Generated<boolean>;
  projectIds: ColumnType<number[], number[] | undefined, number[]>;
  /** The signing secret, sealed (lib/secret-box.ts) with the context `webhook:<id>`. */
  secretSealed: string;
  active: Generated<boolean>;
  disabledAt: Timestamp | null;
  disabledReason: string | null;
  consecutiveFailures: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

/** One event sent (or to be sent) to one hook: the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: number;
  eventId: string;
  eventType: string;
  /** The exact JSON body sent (signed as is). */
  body: string;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  attempts: Generated<number>;
  statusCode: number | null;
  responseMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  redeliveryOf: number | null;
  createdAt: CreatedAt;
  lastAttemptAt: Timestamp | null;
  finishedAt: Timestamp | null;
}

/** The organisation's webhook setting: one row. */
export interface WebhookSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  allowPrivateTargets: Generated<boolean>;
  updatedBy: number | null;
  updatedAt: Timestamp | null;
}

/** An entry of a project's RAID register (docs/raid.md); scored only when it is a risk. */
export interface RaidEntriesTable {
  id: Generated<number>;
  projectId: number;
  kind: RaidKind;
  title: string;
  description: string | null;
  status: Generated<RaidStatus>;
  ownerId: number | null;
  /** 1–5, set on a risk and on nothing else (as `impact`). */
  probability: number | null;
  impact: number | null;
  response: string | null;
  reviewDate: DateColumn | null;
  decidedBy: number | null;
  decidedOn: DateColumn | null;
  rationale: string | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** The tasks a RAID entry names. */
export interface RaidEntryTasksTable {
  entryId: number;
  taskId: number;
}

/** A project's routine (docs/routines.md): a recurrence adding a task at each occurrence. */
export interface RoutinesTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  /** The RFC 5545 rule's parts, without `RRULE:`. */
  recurrence: string;
  startsOn: DateColumn;
  /** `HH:MM` in `timeZone`. */
  timeOfDay: string;
  timeZone: Generated<string>;
  durationMinutes: number;
  taskTitle: string | null;
  taskDescription: string | null;
  /** The texts of the checklist each occurrence's task gets (a JSON array of strings). */
  checklist: JsonValue;
  assigneeId: number | null;
  /** The library template each occurrence makes an agenda document from; null for none. */
  agendaTemplateId: string | null;
  processId: string | null;
  paused: Generated<boolean>;
  /** No occurrence before this is made: the routine's creation, its last change of schedule or resumption. */
  countsFrom: Timestamp;
  /** The next occurrence still to make; null when paused or when the rule has ended. */
  nextAt: Timestamp | null;
  lastAt: Timestamp | null;
  lastTaskId: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** One occurrence of a routine, made once (its key), and the task it added. */
export interface RoutineOccurrencesTable {
  routineId: number;
  occursAt: Timestamp;
  taskId: number | null;
  createdAt: CreatedAt;
}

/** A rule of a project (docs/rules.md); its parts are @cairn/schema/rules' JSON. */
export interface RulesTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  trigger: JsonValue;
  /** The trigger's `type`, a column of its own for the indexes that find the rules to run. */
  triggerType: string;
  conditions: JsonValue;
  actions: JsonValue;
  enabled: Generated<boolean>;
  preset: string | null;
  processId: string | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** One run of a rule, once per event (its unique key): the audit line. */
export interface RuleRunsTable {
  id: Generated<number>;
  ruleId: number;
  projectId: number;
  taskId: number | null;
  taskTitle: string | null;
  eventKey: string;
  cause: string;
  depth: number;
  outcome: "done" | "skipped" | "failed";
  /** What it did or why not, one line each (a JSON array of strings). */
  lines: JsonValue;
  createdAt: CreatedAt;
}

/** A task waiting on another (docs/dependencies.md): `blockedId` is blocked by `blockerId`. */
export interface TaskDependenciesTable {
  blockedId: number;
  blockerId: number;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** A request for work in a project's intake (docs/intake.md). */
export interface IntakeRequestsTable {
  id: Generated<number>;
  projectId: number;
  title: string;
  description: string | null;
  source: IntakeSource;
  requesterId: number | null;
  requesterName: string;
  requesterEmail: string | null;
  /** The hash of a public requester's receipt token; null for a request from the app. */
  receiptHash: string | null;
  status: Generated<IntakeStatus>;
  reason: string | null;
  taskId: number | null;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** An `.ics` link: a person's feed of one project's routines, or of their own (no project). */
export interface CalendarFeedsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  projectId: number | null;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  leads: LeadsTable;
  projects: ProjectsTable;
  tasks: TasksTable;
  projectHealthScores: ProjectHealthScoresTable;
  teamMoodEntries: TeamMoodEntriesTable;
  projectColumns: ProjectColumnsTable;
  integrations: IntegrationsTable;
  systemLogs: SystemLogsTable;
  projectHealthBands: ProjectHealthBandsTable;
  rateLimitHits: RateLimitHitsTable;
  outbox: OutboxTable;
  templates: TemplatesTable;
  projectDocuments: ProjectDocumentsTable;
  documentVersions: DocumentVersionsTable;
  documentTasks: DocumentTasksTable;
  plans: PlansTable;
  leadEvents: LeadEventsTable;
  leadNotes: LeadNotesTable;
  invitations: InvitationsTable;
  milestones: MilestonesTable;
  healthChecks: HealthChecksTable;
  projectLabels: ProjectLabelsTable;
  taskActivity: TaskActivityTable;
  taskComments: TaskCommentsTable;
  taskChecklistItems: TaskChecklistItemsTable;
  taskAttachments: TaskAttachmentsTable;
  taskFollowers: TaskFollowersTable;
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  scheduleMarks: ScheduleMarksTable;
  jobs: JobsTable;
  externalLinks: ExternalLinksTable;
  assistantLinks: AssistantLinksTable;
  assistantLinkRequests: AssistantLinkRequestsTable;
  assistantConfirmations: AssistantConfirmationsTable;
  assistantSeenActivities: AssistantSeenActivitiesTable;
  apiTokens: ApiTokensTable;
  apiTokenWindows: ApiTokenWindowsTable;
  kpiDashboards: KpiDashboardsTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookSettings: WebhookSettingsTable;
  raidEntries: RaidEntriesTable;
  raidEntryTasks: RaidEntryTasksTable;
  routines: RoutinesTable;
  routineOccurrences: RoutineOccurrencesTable;
  rules: RulesTable;
  ruleRuns: RuleRunsTable;
  intakeRequests: IntakeRequestsTable;
  calendarFeeds: CalendarFeedsTable;
  taskDependencies: TaskDependenciesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type LeadRow = Selectable<LeadsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type TaskRow = Selectable<TasksTable>;
