import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { conditionalReadPaths, entityTag, ifNoneMatchNames } from "./conditional-reads.js";

const tagged = conditionalReadPaths(appRouter);
const isConditionalRead = (path: string) => tagged.has(path);

describe("conditional reads", () => {
  it("are the board, a project, the lists and the unread count", () => {
    expect(isConditionalRead("board.get")).toBe(true);
    expect(isConditionalRead("projects.get")).toBe(true);
    expect(isConditionalRead("projects.list")).toBe(true);
    expect(isConditionalRead("tasks.listByProject")).toBe(true);
    expect(isConditionalRead("notifications.unreadCount")).toBe(true);
    expect(isConditionalRead("tasks.get")).toBe(false);
    expect(isConditionalRead("auth.me")).toBe(false);
    expect(isConditionalRead("board.move")).toBe(false);
  });

  it("tag the bytes and the x- headers, nothing else", () => {
    const tag = entityTag('[{"id":1}]', { "x-total-count": "1", "content-type": "a" });
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('[{"id":1}]', { "x-total-count": "1", "content-type": "b" })).toBe(tag);
    expect(entityTag(Buffer.from('[{"id":1}]'), { "x-total-count": "1" })).toBe(tag);
    expect(entityTag('[{"id":1}]', { "x-total-count": "2" })).not.toBe(tag);
    expect(entityTag('[{"id":2}]', { "x-total-count": "1" })).not.toBe(tag);
  });

  it("match If-None-Match lists, weak forms and *", () => {
    expect(ifNoneMatchNames('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchNames('"b", W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchNames("*", '"a"')).toBe(true);
    expect(ifNoneMatchNames('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchNames('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchNames(undefined, '"a"')).toBe(false);
  });
});
