/**
 * "Any new leads?": for consultants and admins (the API refuses clients, and so does this), the
 * new leads nobody has claimed yet, newest first, and the asker's own open leads.
 */
import type { Lead } from "@cairn/schema/leads";
import { formatDay } from "../../../lib/format-day.js";
import { type Answer, type AnswerItem, plural } from "../answer.js";
import type { AssistantScope } from "../scope.js";

const LISTED = 8;

function leadItem(lead: Lead): AnswerItem {
  return {
    text: `#${lead.id} ${lead.company ?? lead.name}`,
    detail: `${lead.name} · ${lead.planType} · since ${formatDay(lead.createdAt)} · ${lead.status}`,
    link: { label: "Open lead", path: `?tab=leads&lead=${lead.id}` },
  };
}

export async function answerPipeline(scope: AssistantScope): Promise<Answer> {
  const { caller, asker } = scope;
  const [unassigned, mine] = await Promise.all([
    caller.leads.list({ assignee: "unassigned", sort: "createdAt", order: "desc", limit: 1000 }),
    asker.role === "consultant"
      ? caller.leads.listByAssignee({ userId: asker.id, limit: 1000 })
      : Promise.resolve([] as Lead[]),
  ]);
  const waiting = unassigned.filter((lead) => lead.status === "new");
  const open = mine.filter((lead) => lead.status !== "won" && lead.status !== "lost");
  return {
    intent: "pipeline",
    title:
      waiting.length === 0
        ? "No new lead is waiting to be claimed."
        : `${plural(waiting.length, "new lead")} ${waiting.length === 1 ? "is" : "are"} waiting to be claimed.`,
    sections: [
      {
        heading: "New and unassigned",
        items: waiting.slice(0, LISTED).map(leadItem),
        empty: "None.",
      },
      ...(asker.role === "consultant"
        ? [
            {
              heading: `Your open leads (${open.length})`,
              items: open.slice(0, LISTED).map(leadItem),
              empty: "None.",
            },
          ]
        : []),
    ],
    links: [{ label: "Lead pipeline", path: "?tab=leads" }],
    suggestions: waiting[0] ? [`claim lead #${waiting[0].id}`] : [],
  };
}
