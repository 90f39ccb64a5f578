/**
 * Jira Cloud (docs/tool-push.md): into an existing Jira project, an Epic per milestone, then an
 * issue per task under its milestone's Epic (`parent`), with its description (and checklist) in
 * Atlassian Document Format, priority by name, due date and labels. Basic auth email:token.
 */
import { z } from "zod";
import { checkUrl, URL_RULES } from "../../integrations/allowed-urls.js";
import type { OpenedSettings } from "../../integrations/stored-settings.js";
import { PushStopped, parseAnswer } from "../push-session.js";
import { SyncFailed } from "../sync-failure.js";
import { postJson, priorityName, sendJson, stringSetting, type ToolAdapter } from "./adapter.js";
import { adfDocument } from "./formats.js";

const created = z.object({ id: z.string().min(1), key: z.string().min(1) });

function basic(settings: OpenedSettings): string {
  return Buffer.from(
    `${stringSetting(settings, "email")}:${stringSetting(settings, "apiToken")}`,
  ).toString("base64");
}

/** Jira labels are single words. */
const jiraLabel = (name: string) => name.trim().replace(/\s+/g, "-");

export const jiraPush: ToolAdapter = {
  name: "Jira",
  credentialsHint: "Check the account email and the API token in Settings.",
  derivedSecrets: (settings) => [basic(settings)],
  count: (snapshot) => snapshot.milestones.length + snapshot.tasks.length,
  async run({ push, snapshot, settings, target }) {
    // Checked again before the calls: only ever an https *.atlassian.net site.
    const site = checkUrl(URL_RULES.jiraSite, stringSetting(settings, "siteUrl"));
    if (!site.ok)
      throw new PushStopped(`The saved Jira site URL cannot be used: it ${site.message}.`);
    const projectKey = target.jiraProjectKey;
    if (!projectKey) throw new PushStopped("A Jira push needs the key of the Jira project.");
    const origin = site.url.origin;
    const headers = { authorization: `Basic ${basic(settings)}` };
    const browse = (key: string) => `${origin}/browse/${key}`;
    push.report.details.url = `${origin}/browse/${projectKey}`;
    push.report.details.title = projectKey;

    const createIssue = async (fields: Record<string, unknown>) => {
      const answer = created.safeParse(
        parseAnswer(await push.call(postJson(`${origin}/rest/api/3/issue`, headers, { fields }))),
      );
      if (!answer.success) throw push.unexpected("an issue id and key");
      return { externalId: answer.data.key, url: browse(answer.data.key) };
    };

    await push.phase("Creating an Epic per milestone");
    const epics = new Map<number, string>();
    for (const milestone of snapshot.milestones) {
      const epic = await push.item(
        { entity: "milestone", localId: milestone.id, kind: "epic", title: milestone.title },
        () =>
          createIssue({
            project: { key: projectKey },
            issuetype: { name: "Epic" },
            summary: milestone.title.slice(0, 255),
            description: adfDocument(milestone.description ?? "", []),
            duedate: milestone.dueDate,
          }),
      );
      if (epic) epics.set(milestone.id, epic.externalId);
    }

    await push.phase("Creating the issues");
    for (const task of snapshot.tasks) {
      await push.itemUnder(
        { entity: "task", localId: task.id, kind: "issue", title: task.title },
        "Epic",
        task.milestoneId === null ? null : epics.get(task.milestoneId),
        (epic) =>
          createIssue({
            project: { key: projectKey },
            issuetype: { name: target.jiraIssueType },
            summary: task.title.slice(0, 255),
            description: adfDocument(task.description ?? "", task.checklist),
            priority: { name: priorityName(task.priority) },
            labels: task.labels.map((label) => jiraLabel(label.name)),
            ...(task.dueDay ? { duedate: task.dueDay } : {}),
            ...(epic ? { parent: { key: epic } } : {}),
          }),
      );
    }
  },
  async sync({ task, externalId, settings, send }) {
    const site = checkUrl(URL_RULES.jiraSite, stringSetting(settings, "siteUrl"));
    if (!site.ok)
      throw new SyncFailed(`The saved Jira site URL cannot be used: it ${site.message}.`, false);
    // The column is not sent: Jira moves an issue between statuses only by its workflow's transitions.
    await send(
      sendJson(
        "PUT",
        `${site.url.origin}/rest/api/3/issue/${externalId}`,
        { authorization: `Basic ${basic(settings)}` },
        {
          fields: {
            summary: task.title.slice(0, 255),
            duedate: task.dueDay,
            priority: { name: priorityName(task.priority) },
          },
        },
      ),
    );
  },
};
