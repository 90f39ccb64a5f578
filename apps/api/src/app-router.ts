// The Fastify instance's decorations (db, config, the hubs…), which procedures read through
// `ctx.req.server`: a program that starts here (the web apps' type of the router) needs them too.

import { router } from "./core/procedures.js";
import type {} from "./fastify-instance.js";
import { assistantRouter } from "./modules/assistant/assistant.router.js";
import { attachmentsRouter } from "./modules/attachments/attachments.router.js";
import { authRouter } from "./modules/auth/auth.router.js";
import { boardRouter } from "./modules/board/board.router.js";
import { calendarRouter } from "./modules/calendar/calendar.router.js";
import { checklistRouter } from "./modules/checklist/checklist.router.js";
import { commentsRouter } from "./modules/comments/comments.router.js";
import { dashboardsRouter } from "./modules/dashboards/dashboards.router.js";
import { dependenciesRouter } from "./modules/dependencies/dependencies.router.js";
import { documentsRouter } from "./modules/documents/documents.router.js";
import { exportsRouter } from "./modules/exports/exports.router.js";
import { feedsRouter } from "./modules/feeds/feeds.router.js";
import { healthRouter } from "./modules/health/health.router.js";
import { importsRouter } from "./modules/imports/imports.router.js";
import { intakeRouter } from "./modules/intake/intake.router.js";
import { integrationsRouter } from "./modules/integrations/integrations.router.js";
import { invitationsRouter } from "./modules/invitations/invitations.router.js";
import { jobsRouter } from "./modules/jobs/jobs.router.js";
import { kpisRouter } from "./modules/kpis/kpis.router.js";
import { labelsRouter } from "./modules/labels/labels.router.js";
import { leadsRouter } from "./modules/leads/leads.router.js";
import { monitoringRouter } from "./modules/monitoring/monitoring.router.js";
import { moodRouter } from "./modules/mood/mood.router.js";
import { notificationsRouter } from "./modules/notifications/notifications.router.js";
import { outboxRouter } from "./modules/outbox/outbox.router.js";
import { overviewRouter } from "./modules/overview/overview.router.js";
import { plansRouter } from "./modules/plans/plans.router.js";
import { priorityRouter } from "./modules/priority/priority.router.js";
import { projectsRouter } from "./modules/projects/projects.router.js";
import { raidRouter } from "./modules/raid/raid.router.js";
import { roadmapRouter } from "./modules/roadmap/roadmap.router.js";
import { routinesRouter } from "./modules/routines/routines.router.js";
import { rulesRouter } from "./modules/rules/rules.router.js";
import { searchRouter } from "./modules/search/search.router.js";
import { tasksRouter } from "./modules/tasks/tasks.router.js";
import { templatesRouter } from "./modules/templates/templates.router.js";
import { tokensRouter } from "./modules/tokens/tokens.router.js";
import { usersRouter } from "./modules/users/users.router.js";
import { webhooksRouter } from "./modules/webhooks/webhooks.router.js";
import { wizardRouter } from "./modules/wizard/wizard.router.js";

/**
 * The composition root of the procedures: every domain's router, by domain. Here, beside the app,
 * rather than in `core/`, so that the framework's base (procedures, access rules, errors), which
 * every module builds on, does not import every module back. The order here is the order of the REST routes
 * and of the paths in openapi.json.
 */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  invitations: invitationsRouter,
  leads: leadsRouter,
  overview: overviewRouter,
  outbox: outboxRouter,
  projects: projectsRouter,
  board: boardRouter,
  tasks: tasksRouter,
  comments: commentsRouter,
  checklist: checklistRouter,
  dependencies: dependenciesRouter,
  attachments: attachmentsRouter,
  labels: labelsRouter,
  health: healthRouter,
  priority: priorityRouter,
  mood: moodRouter,
  integrations: integrationsRouter,
  monitoring: monitoringRouter,
  wizard: wizardRouter,
  plans: plansRouter,
  templates: templatesRouter,
  documents: documentsRouter,
  roadmap: roadmapRouter,
  raid: raidRouter,
  routines: routinesRouter,
  rules: rulesRouter,
  intake: intakeRouter,
  calendar: calendarRouter,
  notifications: notificationsRouter,
  search: searchRouter,
  jobs: jobsRouter,
  exports: exportsRouter,
  imports: importsRouter,
  assistant: assistantRouter,
  tokens: tokensRouter,
  feeds: feedsRouter,
  kpis: kpisRouter,
  dashboards: dashboardsRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
