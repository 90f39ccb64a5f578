import type { Widget } from "@cairn/schema/dashboards";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { WidgetGrid } from "./widget-grid";

const aWidget = (id: string, title: string, x: number, y: number): Widget => ({
  id,
  kind: "number",
  kpi: "wip",
  title,
  projectIds: [],
  period: { kind: "last_weeks", weeks: 4 },
  layout: { x, y, w: 4, h: 3 },
});

function Grid({ editable = true }: { editable?: boolean }) {
  const [widgets, setWidgets] = useState([
    aWidget("a", "First", 0, 0),
    aWidget("b", "Second", 4, 0),
  ]);
  return (
    <WidgetGrid
      widgets={widgets}
      editable={editable}
      onChange={setWidgets}
      renderWidget={(widget) => <p>{widget.title}</p>}
    />
  );
}

describe("WidgetGrid", () => {
  it("moves the focused widget with the arrow keys and says where it went", async () => {
    render(<Grid />);
    const second = screen.getByRole("region", { name: /^Second, column 5, row 1/ });
    second.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByTestId("grid-announcer").textContent).toContain(
      "Second moved: column 4, row 1, 4 columns wide and 3 rows high.",
    );
    expect(screen.getByRole("region", { name: /^First, column 1, row 4/ })).toBeTruthy();
    expect(document.activeElement).toBe(second);
  });

  it("resizes with Shift and the arrow keys, and says when it cannot", async () => {
    render(<Grid />);
    screen.getByRole("region", { name: /^First,/ }).focus();
    await userEvent.keyboard("{Shift>}{ArrowDown}{/Shift}");
    expect(screen.getByTestId("grid-announcer").textContent).toContain(
      "First resized: column 1, row 1, 4 columns wide and 4 rows high.",
    );
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByTestId("grid-announcer").textContent).toContain(
      "First cannot move that way.",
    );
  });

  it("is not a keyboard stop for people who only read it", () => {
    render(<Grid editable={false} />);
    expect(screen.getByRole("region", { name: "First" }).hasAttribute("tabindex")).toBe(false);
  });
});
