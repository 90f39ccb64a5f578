import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import NotFoundPage from "./not-found-page";

describe("NotFoundPage", () => {
  it("names the missing path and links home", () => {
    render(
      <MemoryRouter initialEntries={["/nowhere"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeDefined();
    expect(screen.getByText("/nowhere")).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(document.title).toBe("Page not found · Cairn");
  });
});
