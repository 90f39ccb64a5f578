import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LineChart } from "./line-chart.js";

const labels = ["1 Mar", "8 Mar", "15 Mar"];

describe("LineChart", () => {
  it("is a named image with a line per series and its numbers in a table", () => {
    const { container } = render(
      <LineChart
        title="Weekly health"
        labels={labels}
        valueSuffix="%"
        series={[
          { id: "overall", label: "Overall", values: [40, 55, 70], color: "red" },
          { id: "team", label: "Team", values: [80, null, 90], color: "blue" },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "Weekly health" })).toBeTruthy();
    // A gap splits a line into two runs.
    expect(container.querySelectorAll('[data-series="overall"] polyline')).toHaveLength(1);
    expect(container.querySelectorAll('[data-series="team"] polyline')).toHaveLength(2);
    expect(container.querySelectorAll('[data-series="team"] circle')).toHaveLength(2);
    const table = screen.getByRole("table", { name: "Weekly health" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[2]?.textContent).toBe("8 Mar55%–");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Overall",
      "Team",
    ]);
  });

  it("places higher values higher", () => {
    const { container } = render(
      <LineChart
        title="Scores"
        labels={["a", "b"]}
        series={[{ id: "s", label: "S", values: [0, 100], color: "red" }]}
      />,
    );
    const [low, high] = Array.from(container.querySelectorAll("circle")).map((circle) =>
      Number(circle.getAttribute("cy")),
    );
    expect(low).toBeGreaterThan(high ?? Number.POSITIVE_INFINITY);
  });

  it("says so when there is no value", () => {
    render(
      <LineChart
        title="Empty"
        labels={[]}
        series={[{ id: "s", label: "S", values: [], color: "red" }]}
        emptyText="No history yet"
      />,
    );
    expect(screen.getByText("No history yet")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
