import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAnnouncements } from "./use-announcements";

afterEach(() => {
  vi.useRealTimers();
});

describe("useAnnouncements", () => {
  it("keeps every sentence said together, and starts afresh after a quiet spell", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAnnouncements(5000));
    act(() => result.current[1]("brief.pdf was attached."));
    act(() => result.current[1]("logo.png was attached."));
    expect(result.current[0]).toBe("brief.pdf was attached. logo.png was attached.");

    act(() => vi.advanceTimersByTime(4999));
    expect(result.current[0]).not.toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe("");
    act(() => result.current[1]("notes.txt was attached."));
    expect(result.current[0]).toBe("notes.txt was attached.");
  });
});
