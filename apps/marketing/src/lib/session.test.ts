import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardFor, displayName, readSavedUser, saveUser } from "./session";

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("saved user", () => {
  it("round-trips and picks the dashboard by role", () => {
    saveUser({ username: "consultant", firstName: "Sam", role: "consultant" });
    const user = readSavedUser();
    expect(user?.role).toBe("consultant");
    expect(user && displayName(user)).toBe("Sam");
    expect(user && dashboardFor(user)).toBe("/consultant-dashboard");
    expect(dashboardFor({ username: "x", role: "auditor" })).toBe("/user-dashboard");
    expect(displayName({ username: "client", firstName: " ", role: "user" })).toBe("client");
  });

  it("logs and removes a saved user that cannot be read", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem("pmo-user", "{not json");
    expect(readSavedUser()).toBeNull();
    expect(window.localStorage.getItem("pmo-user")).toBeNull();
    window.localStorage.setItem("pmo-user", '{"username":"ada"}');
    expect(readSavedUser()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
