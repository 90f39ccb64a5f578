/**
 * Calendar feeds (docs/routines.md, "Calendars"): a person's `.ics` link to one project's
 * routines, or to their own — the routines of the projects they consult on or are the client of,
 * and those given to them. A link is a secret token kept as its hash; making a new one revokes
 * the one before, and deleting it revokes it. What a feed shows is decided when it is read, by
 * the guard's own rule, so a person who leaves a project (or whose account is disabled) stops
 * seeing its routines at once, whatever links they kept.
 */
import type { CalendarFeedLink, CalendarFeedState } from "@cairn/schema/routines";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { accessTo } from "../../core/ownership.js";
import type { Database } from "../../db/database.js";
import { hashSecretToken, isSecretToken, newSecretToken } from "../../lib/secret-token.js";
import { getProject } from "../projects/projects.repo.js";
import { routinesOfProjects } from "../routines/routines.repo.js";
import { getUser } from "../users/users.repo.js";
import {
  deleteFeed,
  feedCreatedAt,
  findFeed,
  personalFeedProjects,
  replaceFeed,
} from "./calendar.repo.js";
import { routinesCalendar } from "./ics.js";

/** Where a feed's token is read (the API's own path: calendar apps call it, not the apps). */
export const FEED_PATH = "/api/calendar-feeds/";

export async function feedState(
  db: Kysely<Database>,
  userId: number,
  projectId: number | null,
): Promise<CalendarFeedState> {
  const feed = await feedCreatedAt(db, userId, projectId);
  return { active: feed !== undefined, createdAt: feed?.createdAt ?? null };
}

/**
 * A new link (the old one stops working). Its address is the origin the request came to, which
 * is the API's as the caller reaches it; the token is shown this once.
 */
export async function makeFeed(
  db: Kysely<Database>,
  req: FastifyRequest,
  owner: { userId: number; projectId: number | null },
  now: Date,
): Promise<CalendarFeedLink> {
  const token = newSecretToken();
  await replaceFeed(db, { ...owner, tokenHash: hashSecretToken(token) }, now);
  return { url: `${req.protocol}://${req.host}${FEED_PATH}${token}`, createdAt: now.toISOString() };
}

export function revokeFeed(
  db: Kysely<Database>,
  userId: number,
  projectId: number | null,
): Promise<boolean> {
  return deleteFeed(db, userId, projectId);
}

/** The calendar a token opens, or undefined for a token that opens nothing (any more). */
export async function readFeed(
  db: Kysely<Database>,
  token: string,
): Promise<{ name: string; ics: string } | undefined> {
  if (!isSecretToken(token)) return undefined;
  const feed = await findFeed(db, hashSecretToken(token));
  if (!feed) return undefined;
  const user = await getUser(db, feed.userId);
  if (!user || user.disabledAt !== null) return undefined;
  const candidates =
    feed.projectId === null ? await personalFeedProjects(db, user.id) : [feed.projectId];
  const readable: number[] = [];
  for (const projectId of candidates) {
    if ((await accessTo(db, user, "project", projectId))?.read) readable.push(projectId);
  }
  if (feed.projectId !== null) {
    const project = readable.length > 0 ? await getProject(db, feed.projectId) : undefined;
    if (!project) return undefined;
    const name = `${project.name} · routines`;
    return { name, ics: routinesCalendar(name, await routinesOfProjects(db, readable)) };
  }
  const names = new Map<number, string>();
  for (const projectId of readable) {
    names.set(projectId, (await getProject(db, projectId))?.name ?? `Project ${projectId}`);
  }
  const routines = (await routinesOfProjects(db, readable)).map((routine) => ({
    ...routine,
    projectName: names.get(routine.projectId),
  }));
  const name = "Cairn · my routines";
  return { name, ics: routinesCalendar(name, routines) };
}
