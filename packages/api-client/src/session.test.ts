// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  appRole,
  clearSavedUser,
  consumeStartTourFlag,
  dashboardPath,
  displayName,
  mayBeSignedIn,
  readSavedUser,
  recordTourOutcome,
  saveUser,
  shouldShowTour,
  storedRole,
  tourOutcome,
} from "./session.js";

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("roles", () => {
  it("calls the API's `user` a client, and keeps the dashboards' paths", () => {
    expect(appRole("user")).toBe("client");
    expect(appRole("auditor")).toBe("client");
    expect(appRole(undefined)).toBe("client");
    expect(appRole("admin")).toBe("admin");
    expect(storedRole("client")).toBe("user");
    expect(storedRole("consultant")).toBe("consultant");
    expect(dashboardPath("admin")).toBe("/admin-dashboard");
    expect(dashboardPath("consultant")).toBe("/consultant-dashboard");
    expect(dashboardPath("user")).toBe("/user-dashboard");
    expect(dashboardPath("auditor")).toBe("/user-dashboard");
  });
});

describe("saved user (pmo-user)", () => {
  it("round-trips the fields meant for display, and greets by first name", () => {
    saveUser({ username: "consultant", firstName: "Sam", role: "consultant" });
    const user = readSavedUser();
    expect(user?.role).toBe("consultant");
    expect(user && displayName(user)).toBe("Sam");
    expect(displayName({ username: "client", firstName: " " })).toBe("client");
    expect(mayBeSignedIn()).toBe(true);
    clearSavedUser();
    expect(readSavedUser()).toBeNull();
    expect(mayBeSignedIn()).toBe(false);
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

describe("tour storage (docs/product.md §2.1, §4 Tour)", () => {
  it("consumes the start_onboarding_tour flag once", () => {
    expect(consumeStartTourFlag()).toBe(false);
    window.localStorage.setItem("start_onboarding_tour", "true");
    expect(consumeStartTourFlag()).toBe(true);
    expect(window.localStorage.getItem("start_onboarding_tour")).toBeNull();
    expect(consumeStartTourFlag()).toBe(false);
  });

  it("shows the tour until an outcome is stored for the role", () => {
    expect(shouldShowTour("admin")).toBe(true);
    expect(tourOutcome("admin")).toBeNull();
    recordTourOutcome("admin", "skipped");
    expect(window.localStorage.getItem("onboarding_admin")).toBe("skipped");
    expect(tourOutcome("admin")).toBe("skipped");
    expect(shouldShowTour("admin")).toBe(false);
    expect(shouldShowTour("user")).toBe(true);
    recordTourOutcome("user", "completed");
    expect(window.localStorage.getItem("onboarding_user")).toBe("completed");
    expect(shouldShowTour("user", null)).toBe(false);
  });
});
