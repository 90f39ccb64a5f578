import { describe, expect, it } from "vitest";
import { liveText } from "./live-text";

describe("the board's live status", () => {
  it("is live only while subscribed and online, and says so when offline", () => {
    expect(liveText("pending", true)).toEqual({
      live: true,
      text: "Live: changes by others appear here",
    });
    expect(liveText("connecting", true)).toEqual({
      live: false,
      text: "Connecting to live updates…",
    });
    expect(liveText("pending", false)).toEqual({
      live: false,
      text: "Offline: changes by others appear once you are back",
    });
  });
});
