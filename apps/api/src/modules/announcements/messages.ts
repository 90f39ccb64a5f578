/** The texts posted to Slack and Teams: one sentence each, names as people typed them. */
import { PLANS } from "@cairn/schema/constants";
import type { WeeklyHealthReport } from "@cairn/schema/health-checks";
import type { HealthBand } from "../../db/database.js";

const BAND_LABELS: Readonly<Record<HealthBand, string>> = {
  green: "green (80 and above)",
  yellow: "yellow (60 to 79)",
  red: "red (below 60)",
};

export function leadCreatedText(lead: {
  name: string;
  company: string | null;
  teamSize: string | null;
  planType: string;
}): string {
  const plan = PLANS.find((p) => p.id === lead.planType)?.name ?? lead.planType;
  const from = lead.company ? ` from ${lead.company}` : "";
  const team = lead.teamSize ? `, team of ${lead.teamSize}` : "";
  return `New signup: ${lead.name}${from}${team} (${plan} plan).`;
}

export function leadAssignedText(
  lead: { name: string; company: string | null },
  consultant: string,
  by: string,
): string {
  const company = lead.company ? ` (${lead.company})` : "";
  return by === consultant
    ? `Lead ${lead.name}${company} was claimed by ${consultant}.`
    : `Lead ${lead.name}${company} was assigned to ${consultant} by ${by}.`;
}

export function taskCompletedText(task: { title: string }, project: string, by: string): string {
  return `Task completed in ${project}: "${task.title}" (by ${by}).`;
}

export function healthDroppedText(
  project: string,
  drop: { from: HealthBand; to: HealthBand; previousScore: number },
  score: number,
): string {
  return `Health of ${project} dropped from ${BAND_LABELS[drop.from]} to ${BAND_LABELS[drop.to]}: overall score ${score}, was ${drop.previousScore}.`;
}

const WEEK_DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A weekly health check: its summary as one paragraph under a heading line, then the top
 * recommendations one a line, then the RAID register's open high risks and overdue reviews
 * by name (Slack and the Teams card both keep the line breaks).
 */
export function weeklyReportText(project: string, report: WeeklyHealthReport): string {
  const week = WEEK_DAY.format(new Date(`${report.weekStart}T00:00:00Z`));
  const lines = [`Weekly health check of ${project}, week of ${week}:`, report.summary];
  if (report.recommendations.length > 0) {
    lines.push("Top recommendations:");
    for (const advice of report.recommendations) {
      lines.push(
        `- "${advice.taskTitle}": ${advice.currentPriority} → ${advice.recommendedPriority}`,
      );
    }
  }
  const high = report.raid?.highRisks;
  if (high && high.count > 0) {
    lines.push(`Open high risks (${high.count}):`);
    for (const risk of high.risks) lines.push(`- "${risk.title}": score ${risk.score} of 25`);
  }
  const overdue = report.raid?.overdueReviews;
  if (overdue && overdue.count > 0) {
    lines.push(`Risk reviews overdue (${overdue.count}):`);
    for (const risk of overdue.risks) {
      const due = risk.reviewDate ? WEEK_DAY.format(new Date(`${risk.reviewDate}T00:00:00Z`)) : "";
      lines.push(`- "${risk.title}": score ${risk.score}, to be reviewed by ${due}`);
    }
  }
  return lines.join("\n");
}

/** A rule's post: "Early warning (Apollo): Due soon, check it. Task: "Ship the beta"." */
export function ruleMessageText(
  rule: { name: string; projectName: string; taskTitle: string | null; riskTitle: string | null },
  message: string,
): string {
  const ended = /[.!?]$/.test(message) ? message : `${message}.`;
  const about =
    rule.taskTitle !== null
      ? ` Task: "${rule.taskTitle}".`
      : rule.riskTitle !== null
        ? ` Risk: "${rule.riskTitle}".`
        : "";
  return `${rule.name} (${rule.projectName}): ${ended}${about}`;
}
