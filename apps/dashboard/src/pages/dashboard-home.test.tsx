import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DashboardHome } from "./dashboard-home";

describe("DashboardHome", () => {
  it("renders for any dashboard path", () => {
    const router = createMemoryRouter([{ path: "*", element: <DashboardHome /> }], {
      initialEntries: ["/admin-dashboard"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Cairn dashboard" })).toBeDefined();
  });
});
