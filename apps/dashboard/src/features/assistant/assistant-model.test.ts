import type { AssistantAnswer } from "@cairn/schema/assistant";
import { describe, expect, it } from "vitest";
import { clearConversations, conversationKey } from "../session/conversation-keys";
import {
  addTurn,
  loadConversation,
  MAX_TURNS,
  markDecided,
  saveConversation,
} from "./conversation";
import { pageOf, suggestionsFor } from "./suggestions";

/** A Storage kept in a Map, as sessionStorage behaves. */
function memoryStore(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    clear: () => map.clear(),
  };
}

const answer: AssistantAnswer = {
  intent: "my_work",
  title: "Start with #12 Write the brief: it is overdue.",
  sections: [{ heading: "Your open tasks", items: [{ text: "#12 Write the brief" }], empty: "-" }],
  links: [],
  suggestions: ["what is overdue?"],
};

describe("the conversation", () => {
  it("keeps each person's exchanges apart, and reads back what it saved", () => {
    const store = memoryStore();
    const turns = addTurn([], { asked: "what should I work on?", answer });
    saveConversation(7, turns, store);
    expect(loadConversation(7, store)).toEqual(turns);
    expect(loadConversation(8, store)).toEqual([]);
  });

  it("drops what it cannot read instead of failing", () => {
    const store = memoryStore();
    store.setItem(conversationKey(7), "{not json");
    expect(loadConversation(7, store)).toEqual([]);
    store.setItem(
      conversationKey(7),
      JSON.stringify([
        { id: 1, asked: "ok", answer },
        { id: 2, asked: "bad", answer: { title: 3 } },
        { asked: "no id" },
      ]),
    );
    expect(loadConversation(7, store).map((turn) => turn.asked)).toEqual(["ok"]);
  });

  it("numbers the exchanges and keeps the latest ones only", () => {
    let turns = addTurn([], { asked: "q0" });
    for (let index = 1; index <= MAX_TURNS + 4; index += 1) {
      turns = addTurn(turns, { asked: `q${index}` });
    }
    expect(turns).toHaveLength(MAX_TURNS);
    expect(turns.at(-1)).toEqual({ id: MAX_TURNS + 5, asked: `q${MAX_TURNS + 4}` });
    expect(turns[0]?.asked).toBe("q5");
  });

  it("spends the buttons of one exchange only", () => {
    const turns = addTurn(addTurn([], { asked: "a" }), { asked: "b" });
    expect(markDecided(turns, 2).map((turn) => turn.decided ?? false)).toEqual([false, true]);
  });

  it("is forgotten at logout, with the tab's other keys left alone", () => {
    const store = memoryStore();
    saveConversation(7, addTurn([], { asked: "a" }), store);
    saveConversation(8, addTurn([], { asked: "b" }), store);
    store.setItem("pmo-user", "{}");
    clearConversations(store);
    expect(store.length).toBe(1);
    expect(store.getItem("pmo-user")).toBe("{}");
  });

  it("removes the key once the conversation is emptied", () => {
    const store = memoryStore();
    saveConversation(7, addTurn([], { asked: "a" }), store);
    saveConversation(7, [], store);
    expect(store.length).toBe(0);
  });
});

describe("the suggested questions", () => {
  it("knows the dashboard home and a project page (with its task panel)", () => {
    expect(pageOf("/consultant-dashboard")).toEqual({ kind: "home" });
    expect(pageOf("/user-dashboard/")).toEqual({ kind: "home" });
    expect(pageOf("/admin-dashboard/projects/12")).toEqual({ kind: "project", projectId: 12 });
    expect(pageOf("/admin-dashboard/projects/12/tasks/40")).toEqual({
      kind: "project",
      projectId: 12,
    });
    expect(pageOf("/admin-dashboard/templates")).toEqual({ kind: "other" });
    expect(pageOf("/admin-dashboard/projects/new")).toEqual({ kind: "other" });
  });

  it("asks about the project on screen once its name is known", () => {
    const page = { kind: "project", projectId: 1 } as const;
    expect(suggestionsFor(page, { staff: true, projectName: " Northwind " })).toEqual([
      "status Northwind",
      "overdue Northwind",
      "who Northwind",
    ]);
    expect(suggestionsFor(page, { staff: false, projectName: null })).toEqual([
      "what should I work on?",
      "what is overdue?",
    ]);
  });

  it("offers the pipeline to staff only", () => {
    expect(suggestionsFor({ kind: "home" }, { staff: true })).toContain("any new leads?");
    expect(suggestionsFor({ kind: "home" }, { staff: false })).not.toContain("any new leads?");
  });
});
