/**
 * The moments Slack and Microsoft Teams hear about. Procedures name the event with ids only, in
 * the outbox (delivery.ts); the worker looks up the details after the answer has gone, so
 * announcing costs a request one insert.
 */
export type NotificationEvent =
  | { kind: "lead.created"; leadId: number }
  | { kind: "lead.assigned"; leadId: number; consultantId: number; byId: number }
  | { kind: "task.completed"; taskId: number; byId: number }
  /** Every reading of a project's health; announced only when it drops a band. */
  | { kind: "health.observed"; projectId: number; score: number }
  /** A weekly health check was written (health/weekly-check.ts): its report is posted. */
  | { kind: "health.weekly"; checkId: number }
  /**
   * A project's rule posts its message (docs/rules.md), about a task, a risk, or neither (a rule
   * on a schedule).
   */
  | {
      kind: "rule.message";
      ruleId: number;
      taskId: number | null;
      riskId?: number | null;
      message: string;
    };
