import type { Widget } from "@cairn/schema/dashboards";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WidgetDialog } from "./widget-dialog";

const PROJECTS = [
  { id: 4, name: "Apollo" },
  { id: 7, name: "Borealis" },
];
const SPOT = { x: 4, y: 0, w: 4, h: 3 };

function renderDialog(widget: Widget | null = null) {
  const onSubmit = vi.fn();
  render(
    <WidgetDialog
      open
      onOpenChange={() => {}}
      widget={widget}
      projects={PROJECTS}
      layout={SPOT}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, dialog: screen.getByRole("dialog") };
}

describe("WidgetDialog", () => {
  it("makes a widget of the KPI picked, its suggested kind, its projects and weeks", async () => {
    const { onSubmit, dialog } = renderDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText("KPI"), "cycle_time");
    expect((within(dialog).getByLabelText("Shown as") as HTMLSelectElement).value).toBe("line");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Borealis" }));
    const weeks = within(dialog).getByLabelText("Number of weeks");
    await userEvent.clear(weeks);
    await userEvent.type(weeks, "6");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add widget" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const made = onSubmit.mock.calls[0]?.[0] as Widget;
    expect(made).toMatchObject({
      kind: "line",
      kpi: "cycle_time",
      title: "",
      projectIds: [7],
      period: { kind: "last_weeks", weeks: 6 },
      layout: SPOT,
    });
    expect(made.id).toMatch(/^w-[a-z0-9]+$/);
  });

  it("refuses a period that ends before it starts, as the API would", async () => {
    const { onSubmit, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Fixed dates" }));
    await userEvent.type(within(dialog).getByLabelText("From"), "2026-11-20");
    await userEvent.type(within(dialog).getByLabelText("To"), "2026-11-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add widget" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The period must not end before it starts.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("changes a widget in place, keeping its id and place", async () => {
    const widget: Widget = {
      id: "keep-me",
      kind: "bar",
      kpi: "throughput",
      title: "Done",
      projectIds: [4],
      period: { kind: "last_weeks", weeks: 12 },
      layout: { x: 0, y: 5, w: 6, h: 4 },
    };
    const { onSubmit, dialog } = renderDialog(widget);
    await userEvent.selectOptions(within(dialog).getByLabelText("Shown as"), "table");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save widget" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...widget, kind: "table" });
  });
});
