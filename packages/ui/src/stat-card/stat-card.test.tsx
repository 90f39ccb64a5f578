import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatCard } from "./stat-card.js";

describe("StatCard", () => {
  it("is an article named by its label, with the value and hint", () => {
    render(<StatCard label="Active projects" value={3} hint="of 5 total" icon={<svg />} />);
    const card = screen.getByRole("article", { name: "Active projects" });
    expect(card.textContent).toBe("Active projects3of 5 total");
  });
});
