/**
 * Template details for tests, written here so that no test depends on a body of the library
 * (those are written elsewhere, bodies/<category>.ts). Each passes lintBody like a real one.
 */
import type { TemplateName } from "../modules/templates/catalogue.js";
import type { TemplateDetails } from "../modules/templates/details.js";

function fixtureBody(name: string, topic: string): string {
  return `# ${name}

## Purpose

This ${topic} helps {{project.name}} keep its promises to {{client.company}}. It is short on
purpose: a page the team can read in two minutes, agree with, and keep using every week until
the project closes.

## When to use

Use it from {{project.startDate}} onwards, whenever the team of {{team.size}} people needs the
${topic} to decide something together, and again whenever the way of working changes.

## Roles

- **Facilitator**: {{consultant.name}} prepares the page and keeps the time.
- **Team**: everyone who does the work, with {{client.name}} invited when decisions touch scope.

## Steps

1. Read the page aloud and check that everyone understands each part of it.
2. Fill in each table with real examples from the last two weeks, not hypothetical ones.
3. Agree on owners and dates before anyone leaves the room, and write them down.

| Item | Owner | Due |
| --- | --- | --- |
| First review | {{consultant.name}} | next week |

## Checklist

- [ ] Book a room for the ${topic} session
- [ ] Send the page to {{client.name}} a day before
- [x] Agree the ${topic} owner
- [ ] Record the **decisions** in {{tools.docs}}
`;
}

export function fixtureDetails(name: string, topic: string): TemplateDetails {
  return {
    body: fixtureBody(name, topic),
    methods: name === "Risk register" ? ["waterfall", "hybrid"] : ["scrum", "kanban"],
    teamSizes: ["6-20", "21-50"],
    effortMinutes: 45,
    tags: [topic.split(" ")[0] ?? "fixture", "fixture"],
  };
}

/** Bodies for four templates of the catalogue (a Trial project holds documents from three). */
export const FIXTURE_BODIES: Partial<Record<TemplateName, TemplateDetails>> = {
  "Retrospective formats": fixtureDetails("Retrospective formats", "retrospective meeting"),
  "Risk register": fixtureDetails("Risk register", "risk review"),
  "Kick-off meeting agenda": fixtureDetails("Kick-off meeting agenda", "kick-off meeting"),
  "Project charter": fixtureDetails("Project charter", "charter workshop"),
};
