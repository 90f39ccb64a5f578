/**
 * The engine every tool's push runs on (docs/tool-push.md). A tool's adapter walks the project
 * in order (container, then lists, then tasks, then checklists) and asks for each record
 * through `item()` (`itemUnder()` for one that belongs to another):
 * - a record its links say exists is reported `existing` and not made again;
 * - otherwise the adapter's call makes it, and its link is written at once, before the next
 *   call, so a re-run (resume, restart, second runner) never makes it twice;
 * - a refusal of one record (a 4xx) is a `failed` item with the provider's reason, and the
 *   push goes on; the job then ends failed, so "Resume" retries only what is missing.
 * Calls wait out a 429 as told, retry 5xx and silence a few times, then stop the push in words.
 * A shutdown stops the push between two items; a call in flight is let finish, so the item it
 * makes is linked.
 */
import type { IntegrationName } from "@cairn/schema/integration-settings";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { scrubSecrets } from "../../lib/system-log.js";
import { routedUrl } from "../integrations/allowed-urls.js";
import { providerSays } from "../integrations/connection-check.js";
import { callProvider, type ProviderRequest } from "../integrations/provider-call.js";
import type { Progress } from "../jobs/jobs.repo.js";
import { ReportBuilder } from "../jobs/report.js";
import { judge, type RetryPolicy } from "./retry-policy.js";
import { type ExportLink, insertExportLink, linkKey } from "./tool-push.repo.js";

/** One record made in the tool. */
export interface Made {
  externalId: string;
  url: string | null;
}

export interface ItemSpec {
  /** What Cairn record it is: `project`, `column`, `milestone`, `task`, `checklist-item`… */
  entity: string;
  localId: number;
  /** What it is called in the tool, for the report: "board", "list", "card"… */
  kind: string;
  title: string;
  /** Without it nothing else can be made: a refusal stops the push. */
  essential?: boolean;
}

/** The tool refused one record: reported as failed, the push goes on. */
export class ItemRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ItemRefused";
  }
}

/** The push cannot go on (credentials refused, the tool away): the job fails, resumable. */
export class PushStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PushStopped";
  }
}

export interface PushSessionDeps {
  db: Kysely<Database>;
  jobId: number;
  projectId: number;
  /** The integration's slug: the `system` of the links. */
  system: string;
  tool: IntegrationName;
  credentialsHint: string;
  links: Map<string, ExportLink>;
  baseUrl: string | undefined;
  timeoutMs: number;
  secrets: readonly string[];
  signal: AbortSignal;
  retry: RetryPolicy;
  now: () => Date;
  progress: (progress: Progress) => Promise<void>;
}

export class PushSession {
  readonly report = new ReportBuilder();
  readonly #deps: PushSessionDeps;
  #done = 0;
  #total: number | null = null;
  #phase: string | null = null;

  constructor(deps: PushSessionDeps) {
    this.#deps = deps;
  }

  get tool(): IntegrationName {
    return this.#deps.tool;
  }

  async plan(total: number): Promise<void> {
    this.#total = total;
    await this.#record();
  }

  async phase(phase: string): Promise<void> {
    this.#phase = phase;
    await this.#record();
  }

  /** The record as linked, if it was made by an earlier run. */
  linked(entity: string, localId: number): ExportLink | undefined {
    return this.#deps.links.get(linkKey(entity, localId));
  }

  /**
   * Makes one record unless it exists. Answers what it is in the tool, or undefined when the
   * tool refused it (reported as failed).
   */
  async item(spec: ItemSpec, make: () => Promise<Made>): Promise<Made | undefined> {
    this.#deps.signal.throwIfAborted();
    const existing = this.linked(spec.entity, spec.localId);
    if (existing) {
      this.report.add({
        kind: spec.kind,
        title: spec.title,
        outcome: "existing",
        url: existing.url,
      });
      await this.#step();
      return { externalId: existing.externalId, url: existing.url };
    }
    let made: Made;
    try {
      made = await make();
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error;
      if (spec.essential) {
        throw new PushStopped(
          `${this.tool} refused to create the ${spec.kind} "${spec.title}": ${error.message}`,
        );
      }
      this.failed(spec, error.message);
      await this.#step();
      return undefined;
    }
    const link = { entity: spec.entity, localId: spec.localId, ...made };
    await insertExportLink(this.#deps.db, {
      ...link,
      projectId: this.#deps.projectId,
      system: this.#deps.system,
      jobId: this.#deps.jobId,
      now: this.#deps.now(),
    });
    this.#deps.links.set(linkKey(spec.entity, spec.localId), link);
    this.report.add({ kind: spec.kind, title: spec.title, outcome: "created", url: made.url });
    await this.#step();
    return made;
  }

  /** A record that could not be made (its list was refused, say): failed, in words. */
  failed(spec: ItemSpec, message: string): void {
    this.report.add({
      kind: spec.kind,
      title: spec.title,
      outcome: "failed",
      message: scrubSecrets(message, this.#deps.secrets),
    });
  }

  /**
   * Makes one record that belongs to another made earlier in this push (a card in its list, a
   * subtask under its task). `parent` is what the parent is in the tool, `null` for a record
   * that has none, and undefined when it could not be made: then the record is counted failed,
   * not sent, and the push goes on.
   */
  async itemUnder<P>(
    spec: ItemSpec,
    parentKind: string,
    parent: P | undefined,
    make: (parent: P) => Promise<Made>,
  ): Promise<Made | undefined> {
    if (parent !== undefined) return this.item(spec, () => make(parent));
    this.#deps.signal.throwIfAborted();
    this.failed(spec, `Not created: its ${parentKind} could not be created. Resume to try again.`);
    await this.#step();
    return undefined;
  }

  /**
   * One call, retried as the policy says. Answers the 2xx body; throws ItemRefused for a
   * refusal of this request and PushStopped when the push cannot go on.
   */
  async call(request: ProviderRequest): Promise<string> {
    const { retry, tool } = this.#deps;
    let attempts = 0;
    let rateLimited = 0;
    for (;;) {
      attempts += 1;
      // The call itself is not cut short at shutdown: what it makes must be linked.
      const result = await callProvider(
        { ...request, url: routedUrl(request.url, this.#deps.baseUrl) },
        { timeoutMs: this.#deps.timeoutMs },
      );
      const verdict = judge(result, retry, Date.now());
      switch (verdict.kind) {
        case "ok":
          return verdict.body;
        case "rate_limited":
          rateLimited += 1;
          attempts -= 1;
          if (rateLimited > retry.rateLimitWaits) {
            throw new PushStopped(
              `${tool} kept limiting requests (HTTP 429) after ${retry.rateLimitWaits} waits. Resume the push later.`,
            );
          }
          await this.#wait(verdict.waitMs);
          break;
        case "transient":
          if (attempts >= retry.attempts) {
            throw new PushStopped(
              `${tool} did not accept the request after ${attempts} tries (${verdict.reason}). What was made so far is kept: resume the push when ${tool} is back.`,
            );
          }
          await this.#wait(retry.backoffMs[attempts - 1] ?? retry.backoffMs.at(-1) ?? 1000);
          break;
        case "credentials":
          throw new PushStopped(
            this.#scrub(
              `${tool} refused the credentials (${this.#http(verdict.status, verdict.body)}). ${this.#deps.credentialsHint}`,
            ),
          );
        case "refused":
          throw new ItemRefused(
            this.#scrub(`${tool} refused it (${this.#http(verdict.status, verdict.body)}).`),
          );
      }
    }
  }

  /** An answer without what Cairn needs from it: a refusal in words, not a crash. */
  unexpected(what: string): ItemRefused {
    return new ItemRefused(`${this.tool} answered without ${what}, which is not what it sends.`);
  }

  #http(status: number, body: string): string {
    const says = providerSays(body);
    return `HTTP ${status}${says ? `: "${says}"` : ""}`;
  }

  #scrub(message: string): string {
    return scrubSecrets(message, this.#deps.secrets);
  }

  /** Waits, unless the job is stopped meanwhile (shutdown): then it throws at once. */
  #wait(ms: number): Promise<void> {
    const { signal } = this.#deps;
    signal.throwIfAborted();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", stop);
        resolve();
      }, ms);
      function stop() {
        clearTimeout(timer);
        reject(signal.reason);
      }
      signal.addEventListener("abort", stop, { once: true });
    });
  }

  async #step(): Promise<void> {
    this.#done += 1;
    await this.#record();
  }

  #record(): Promise<void> {
    return this.#deps.progress({ done: this.#done, total: this.#total, phase: this.#phase });
  }
}

/** Reads a JSON answer; undefined when it is not JSON. */
export function parseAnswer(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
