/**
 * What each event's `data` holds (docs/webhooks.md, "Payloads"): the record as the API shows
 * it, trimmed to what a receiver needs, without secrets or internal columns.
 */
import type { Task } from "@cairn/schema/tasks";

export function taskData(task: Task) {
  return {
    id: task.id,
    projectId: task.projectId,
    title: task.title,
    status: task.status,
    columnId: task.columnId,
    orderIndex: task.orderIndex,
    priority: task.priority,
    assignedTo: task.assignedTo,
    dueDate: task.dueDate,
    milestoneId: task.milestoneId,
    completedAt: task.completedAt,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}

const TASK_FIELDS = [
  "title",
  "description",
  "assignedTo",
  "priority",
  "dueDate",
  "milestoneId",
  "labelIds",
  "estimateMinutes",
] as const;

/** The task's own fields an edit changed. */
export function changedFields(before: Task, after: Task): string[] {
  return TASK_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

export interface LeadLike {
  id: number;
  name: string;
  email: string;
  company: string | null;
  status: string;
  planType: string;
  assignedTo: number | null;
  projectId?: number | null;
  createdAt: string;
}

export function leadData(lead: LeadLike) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    status: lead.status,
    planType: lead.planType,
    assignedTo: lead.assignedTo,
    createdAt: lead.createdAt,
  };
}
