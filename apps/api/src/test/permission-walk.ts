/**
 * The permission walk's shared parts (core/permission-walk.int.test.ts runs it): what a row of
 * a domain's table (`modules/<domain>/<domain>.walk.ts`) says — how to call its route as each
 * role, on a record the caller relates to ("own") and on one they don't ("other"), and the status
 * each must answer — and the project an actor relates to, which most domains' rows use. What
 * one domain's rows make is in its own table.
 */
import type { DemoIds } from "./fixtures.js";
import type { TestApp } from "./harness.js";

export type Actor = "anonymous" | "client" | "consultant" | "admin";
export type Variant = "own" | "other";
export const ACTORS: Actor[] = ["anonymous", "client", "consultant", "admin"];

export interface Call {
  params?: Record<string, number | string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers besides the session's (an upload's Content-Type). */
  headers?: Record<string, string>;
  /** Use a session of its own (logout must not end the walk's sessions). */
  ownSession?: boolean;
}

export interface Context {
  t: TestApp;
  ids: DemoIds;
  /** The user id of the actor (the admin's for anonymous, which never gets that far). */
  me: number;
  actor: Actor;
}

export type Expectation = number | readonly [own: number, other: number];

export interface WalkRow {
  call(ctx: Context, variant: Variant): Promise<Call> | Call;
  expect: Record<Actor, Expectation>;
}

/** The project an actor relates to, and one they don't. */
export const project = ({ ids }: Context, variant: Variant) =>
  variant === "own" ? ids.relaunch : ids.payments;

/** A domain's rows: each of its REST routes (`METHOD /path`, as in openapi.json) and its row. */
export type WalkRows = Record<string, WalkRow>;
