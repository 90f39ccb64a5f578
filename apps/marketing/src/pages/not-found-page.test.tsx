import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("names the missing path and links home", () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], {
      initialEntries: ["/nowhere"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeDefined();
    expect(screen.getByText("/nowhere")).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
  });
});
