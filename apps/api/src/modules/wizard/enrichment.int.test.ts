/**
 * The optional AI provider, faked on loopback with node:http: what Cairn sends, which answers
 * it accepts, and that every failure (bad JSON, wrong shape, error status, timeout, no server)
 * falls back to the deterministic plan and is logged without the API key. First against
 * `enrichPlan` itself, then through HTTP with the provider configured as a deployment would.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { type WizardInput, type WizardResult, wizardInput } from "@cairn/schema/wizard";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { completionsUrl } from "../../lib/chat-completions.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { readAnswers } from "./answers.js";
import { enrichPlan } from "./enrichment.js";
import { recommend } from "./planner.js";

// The HTTP path uses the module's time limit: shortened so the slow case takes 1.5 s, not 8.
vi.mock("./provider-settings.js", () => ({
  PROVIDER_TIMEOUT_MS: 1500,
  PROVIDER_MAX_ANSWER_CHARS: 200_000,
}));

type Mode =
  | "good"
  | "fenced"
  | "bad-json"
  | "not-json"
  | "wrong-shape"
  | "changed-phases"
  | "unknown-template"
  | "dropped-answer"
  | "error-status"
  /** Takes the request and never answers it: only the caller's own time limit ends the call. */
  | "silent";

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string };
}

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatRequest;
}

const API_KEY = "sk-test-do-not-log-4242";

/** What a good provider does: the same plan, reworded. */
function enrich(plan: WizardResult): WizardResult {
  return {
    ...plan,
    recommendations: {
      ...plan.recommendations,
      processes: plan.recommendations.processes.map((line) => `${line} Start small.`),
    },
    next_steps: plan.next_steps.map((step) => `${step} (We will remind you.)`),
  };
}

/** The plan Cairn sent, read back from the user message. */
function sentPlan(body: ChatRequest): WizardResult {
  const content = body.messages.find((message) => message.role === "user")?.content ?? "";
  return JSON.parse(content.slice(content.indexOf("Plan to improve:\n") + 17)) as WizardResult;
}

function answerFor(mode: Mode, plan: WizardResult): { status: number; body: string } {
  const completion = (content: string) =>
    JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] });
  const enriched = enrich(plan);
  switch (mode) {
    case "good":
    case "silent":
      return { status: 200, body: completion(JSON.stringify(enriched)) };
    case "fenced":
      return { status: 200, body: completion(`\`\`\`json\n${JSON.stringify(enriched)}\n\`\`\``) };
    case "bad-json":
      return { status: 200, body: completion('Here is your plan: {"recommendations": [') };
    case "not-json":
      return { status: 200, body: "<html>Bad gateway</html>" };
    case "wrong-shape":
      return { status: 200, body: completion(JSON.stringify({ plan: "do better" })) };
    case "changed-phases":
      return {
        status: 200,
        body: completion(JSON.stringify({ ...enriched, setup_plan: enriched.setup_plan.slice(1) })),
      };
    case "unknown-template":
      return {
        status: 200,
        body: completion(
          JSON.stringify({
            ...enriched,
            recommendations: {
              ...enriched.recommendations,
              templates: ["Magic growth hack — trust us."],
            },
          }),
        ),
      };
    case "dropped-answer":
      return {
        status: 200,
        body: completion(
          JSON.stringify({
            ...enriched,
            recommendations: { ...enriched.recommendations, processes: ["Work harder."] },
          }),
        ),
      };
    case "error-status":
      return { status: 503, body: JSON.stringify({ error: { message: "overloaded" } }) };
  }
}

function startFakeProvider() {
  let mode: Mode = "good";
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as ChatRequest;
      received.push({ url: req.url ?? "", headers: req.headers, body });
      const answer = answerFor(mode, sentPlan(body));
      const send = () => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body);
      };
      if (mode !== "silent") send();
    });
  });
  return {
    received,
    setMode(next: Mode) {
      mode = next;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const provider = startFakeProvider();
const env: Record<string, string> = { AI_MODEL: "fake-model", AI_API_KEY: API_KEY };
let baseUrl = "";

beforeAll(async () => {
  baseUrl = await provider.listen();
  env.AI_BASE_URL = baseUrl;
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.received.length = 0;
});

const answers: WizardInput = {
  teamSize: 12,
  industry: "Consulting",
  currentTools: ["Trello", "Slack"],
  painPoints: ["Missed deadlines", "Tracking ROI"],
  goals: ["Client satisfaction"],
  experienceLevel: "intermediate",
};
const request = wizardInput.parse(answers);
const deterministic = recommend(request);

describe("enrichPlan against a fake provider", () => {
  const ai = () => ({ baseUrl, apiKey: API_KEY, model: "fake-model" });
  const run = (mode: Mode, timeoutMs = 5000) => {
    provider.setMode(mode);
    return enrichPlan(deterministic, readAnswers(request), { ai: ai(), timeoutMs });
  };

  it("asks for the plan's JSON schema with the plan in the prompt, and uses a good answer", async () => {
    const outcome = await run("good");
    expect(outcome).toEqual({ ok: true, result: enrich(deterministic) });
    const [sent] = provider.received;
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toMatchObject({
      model: "fake-model",
      response_format: { type: "json_object" },
    });
    expect(sent?.body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(sent?.body.messages[0]?.content).toMatch(
      /same order, with its duration exactly as given/,
    );
    expect(sent && sentPlan(sent.body)).toEqual(deterministic);
  });

  it("accepts JSON wrapped in a Markdown fence", async () => {
    expect(await run("fenced")).toEqual({ ok: true, result: enrich(deterministic) });
  });

  it.each<[Mode, RegExp]>([
    ["bad-json", /plan in the answer is not valid JSON/],
    ["not-json", /provider answer is not JSON/],
    ["wrong-shape", /does not match the schema/],
    ["changed-phases", /phases or their durations changed/],
    ["unknown-template", /template is not in the catalogue/],
    ["dropped-answer", /no process answers "Missed deadlines"/],
    ["error-status", /provider answered HTTP 503/],
  ])("refuses a %s answer", async (mode, reason) => {
    const outcome = await run(mode);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(reason);
  });

  it("gives up after the time limit", async () => {
    // The provider never answers: an outcome at all is the limit at work, whatever the clock.
    const outcome = await run("silent", 200);
    expect(outcome).toEqual({ ok: false, reason: "no answer within 200 ms" });
  });

  it("reports a provider that cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await enrichPlan(deterministic, readAnswers(request), {
      ai: { baseUrl: `http://127.0.0.1:${port}`, apiKey: undefined, model: "m" },
      timeoutMs: 2000,
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(/^request failed: .*ECONNREFUSED/);
  });

  it("sends no Authorization header without a key, and joins the URL cleanly", async () => {
    provider.setMode("good");
    await enrichPlan(deterministic, readAnswers(request), {
      ai: { baseUrl: `${baseUrl}/`, apiKey: undefined, model: "m" },
      timeoutMs: 5000,
    });
    expect(provider.received[0]?.headers.authorization).toBeUndefined();
    expect(completionsUrl("https://api.example/v1//")).toBe(
      "https://api.example/v1/chat/completions",
    );
  });
});

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: false, env });
  let ip = 0;
  const post = () =>
    t.request({
      method: "POST",
      url: "/api/ai-wizard/recommendations",
      payload: answers,
      // Each request from its own address, clear of the per-IP limit.
      remoteAddress: `198.51.100.${++ip}`,
    });

  async function lastWizardLog() {
    return t.db
      .selectFrom("systemLogs")
      .selectAll()
      .where("module", "=", "wizard")
      .orderBy("id", "desc")
      .executeTakeFirst();
  }

  describe("POST /api/ai-wizard/recommendations with an AI provider", () => {
    it("serves the provider's enriched plan when it passes every check", async () => {
      provider.setMode("good");
      const response = await post();
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cairn-plan-source"]).toBe("enriched");
      expect(response.json()).toEqual(enrich(deterministic));
      expect(provider.received).toHaveLength(1);
    });

    it("serves the deterministic plan on bad JSON, and logs why without the key", async () => {
      provider.setMode("bad-json");
      const response = await post();
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cairn-plan-source"]).toBe("deterministic");
      expect(response.json()).toEqual(deterministic);
      const log = await lastWizardLog();
      expect(log).toMatchObject({ level: "warn", module: "wizard" });
      expect(log?.message).toMatch(/AI enrichment failed \(plan in the answer is not valid JSON\)/);
      const metadata =
        typeof log?.metadata === "string" ? log.metadata : JSON.stringify(log?.metadata);
      expect(JSON.parse(metadata)).toMatchObject({
        model: "fake-model",
        provider: new URL(baseUrl).host,
      });
      expect(JSON.stringify(log)).not.toContain(API_KEY);
    });

    it("serves the deterministic plan when the provider is too slow", async () => {
      // It never answers: the plan served at all is the time limit at work.
      provider.setMode("silent");
      const response = await post();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(deterministic);
      expect((await lastWizardLog())?.message).toMatch(/no answer within 1500 ms/);
    });
  });
});
