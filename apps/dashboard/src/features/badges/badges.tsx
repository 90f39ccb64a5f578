import type { AppRole } from "@cairn/api-client/session";
import { parseTaskStatus } from "@cairn/schema/task-status";
import { Badge, type BadgeProps } from "@cairn/ui/badge";
import type { ReactNode } from "react";
import { humanize } from "../../lib/format";

type Variant = NonNullable<BadgeProps["variant"]>;

const PROJECT_STATUS: Readonly<Record<string, Variant>> = {
  active: "success",
  completed: "info",
  on_hold: "warning",
};

export function ProjectStatusBadge({ status }: { status: string }) {
  return <Badge variant={PROJECT_STATUS[status] ?? "neutral"}>{humanize(status)}</Badge>;
}

const LEAD_STATUS: Readonly<Record<string, Variant>> = {
  new: "primary",
  assigned: "info",
  contacted: "info",
  qualified: "warning",
  won: "success",
  lost: "neutral",
};

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge variant={LEAD_STATUS[status] ?? "neutral"}>{humanize(status)}</Badge>;
}

export const TASK_STATUS_LABELS = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
} as const;

export function TaskStatusBadge({ status, columnId }: { status: string; columnId?: string }) {
  // Review shares the in_progress status; it is its own column, and says so.
  if (columnId === "review") return <Badge variant="info">Review</Badge>;
  const parsed = parseTaskStatus(status);
  const variant: Variant =
    parsed === "completed" ? "success" : parsed === "in_progress" ? "info" : "neutral";
  return <Badge variant={variant}>{parsed ? TASK_STATUS_LABELS[parsed] : humanize(status)}</Badge>;
}

/** Priority colours of docs/product.md §3.8: low green, medium yellow, high red. */
export const PRIORITY_VARIANT: Readonly<Record<string, Variant>> = {
  low: "success",
  medium: "warning",
  high: "danger",
};

export function PriorityBadge({ priority, suffix }: { priority: string; suffix?: ReactNode }) {
  return (
    <Badge variant={PRIORITY_VARIANT[priority] ?? "neutral"}>
      {humanize(priority)}
      {suffix}
    </Badge>
  );
}

export const ROLE_LABELS: Readonly<Record<AppRole, string>> = {
  admin: "Admin",
  consultant: "Consultant",
  client: "Client",
};

export function RoleBadge({ role }: { role: AppRole }) {
  const variant: Variant =
    role === "admin" ? "primary" : role === "consultant" ? "info" : "outline";
  return <Badge variant={variant}>{ROLE_LABELS[role]}</Badge>;
}

const PLAN_LABELS: Readonly<Record<string, string>> = {
  trial: "Trial",
  pro: "Pro",
  scale: "Scale",
};

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge variant="outline">{PLAN_LABELS[plan] ?? humanize(plan)}</Badge>;
}
