import { describe, expect, it } from "vitest";
import type { Answer } from "./answer.js";
import { phrase, phrasingProblem } from "./phrase.js";

const answer: Answer = {
  intent: "status",
  title: "Northwind Website Relaunch: health 72 of 100, up 4 since the last weekly check (68).",
  sections: [
    {
      heading: "Finished this week (2)",
      items: [{ text: "#14 Homepage copy" }, { text: "#15 Footer links" }],
      empty: "",
    },
  ],
  links: [],
  suggestions: [],
};
const ai = { baseUrl: "http://127.0.0.1:9/v1", apiKey: "sk-test", model: "small" };

function completion(content: string, status = 200): typeof fetch {
  return (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
      status,
    })) as unknown as typeof fetch;
}

describe("phrasing an answer with the optional model", () => {
  it("keeps a rewrite that only rephrases the facts", async () => {
    const rewrite = "Northwind is at 72 of 100, up 4 on last week, with #14 and #15 finished.";
    expect(phrasingProblem(answer, rewrite)).toBeNull();
    expect((await phrase(answer, ai, completion(rewrite))).title).toBe(rewrite);
  });

  it("keeps the deterministic headline when the rewrite invents a figure, links, or the model fails", async () => {
    expect(phrasingProblem(answer, "Northwind is at 75 of 100.")).toBe("adds the figure 75");
    expect(phrasingProblem(answer, "See https://evil.example for 72.")).toBe(
      "holds a link or markup",
    );
    for (const send of [
      completion("Northwind is at 75 of 100."),
      completion("fine", 500),
      (async () => {
        throw new Error("connect ECONNREFUSED");
      }) as unknown as typeof fetch,
    ]) {
      expect((await phrase(answer, ai, send)).title).toBe(answer.title);
    }
  });

  it("never rewords a proposal or runs without a model", async () => {
    const proposal = {
      ...answer,
      confirmation: { token: "t", prompt: "Move #14?", expiresAt: "2026-11-26T00:00:00Z" },
    };
    expect(await phrase(proposal, ai, completion("Sure, moved!"))).toBe(proposal);
    expect(await phrase(answer, undefined, completion("x"))).toBe(answer);
  });
});
