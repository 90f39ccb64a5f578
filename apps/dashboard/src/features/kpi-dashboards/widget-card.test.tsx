import type { Widget } from "@cairn/schema/dashboards";
import type { Kpi, KpisAnswer } from "@cairn/schema/kpis";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "../../lib/api";
import { FakeApiError, fakeTrpc } from "../../test/fake-trpc";
import { WidgetCard } from "./widget-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const throughput: Kpi = {
  key: "throughput",
  label: "Throughput",
  unit: "tasks",
  value: 12,
  previous: 8,
  keys: [{ key: "value", label: "Finished" }],
  series: [
    { weekStart: "2026-11-16", values: { value: 5 } },
    { weekStart: "2026-11-23", values: { value: 7 } },
  ],
};

const answer = (kpis: Kpi[]): KpisAnswer => ({
  from: "2026-11-16",
  to: "2026-11-26",
  projectIds: [4],
  kpis,
});

const aWidget = (overrides: Partial<Widget> = {}): Widget => ({
  id: "w-1",
  kind: "number",
  kpi: "throughput",
  title: "",
  projectIds: [],
  period: { kind: "last_weeks", weeks: 2 },
  layout: { x: 0, y: 0, w: 4, h: 3 },
  ...overrides,
});

function renderCards(...widgets: Widget[]) {
  renderReading(undefined, ...widgets);
}

function renderReading(readable: ReadonlySet<number> | undefined, ...widgets: Widget[]) {
  render(
    <ApiProvider>
      {widgets.map((widget) => (
        <WidgetCard
          key={widget.id}
          widget={widget}
          dashboardId={9}
          csvReady
          projectNames={new Map([[4, "Apollo"]])}
          readable={readable}
        />
      ))}
    </ApiProvider>,
  );
}

describe("WidgetCard", () => {
  it("shows a number with its trend, its unit and period, and its figures as a table", async () => {
    fakeTrpc({ "kpis.get": () => answer([throughput]) });
    renderCards(aWidget({ projectIds: [4] }));
    const card = screen.getByRole("article", { name: "Throughput" });
    expect(card.textContent).toContain("Throughput in tasks · Last 2 weeks · Apollo");
    expect(await within(card).findByText("12 tasks")).toBeTruthy();
    expect(within(card).getByText("+50% vs the period before (8 tasks)")).toBeTruthy();
    const table = within(card).getByRole("table", { name: /^Throughput: Throughput in tasks/ });
    expect(within(table).getByRole("row", { name: "23 Nov 7 tasks" })).toBeTruthy();
  });

  it("asks once for widgets over the same projects and period", async () => {
    const fake = fakeTrpc({ "kpis.get": () => answer([throughput]) });
    renderCards(aWidget(), aWidget({ id: "w-2", kind: "table", title: "Same scope" }));
    expect(await screen.findByText("12 tasks")).toBeTruthy();
    // The number's hidden table and the table widget: the same figures, from the one answer.
    expect(await screen.findAllByRole("row", { name: "16 Nov 5 tasks" })).toHaveLength(2);
    expect(fake.inputsOf("kpis.get")).toHaveLength(1);
    expect(fake.inputsOf("kpis.get")[0]).not.toHaveProperty("projectIds");
  });

  it("says when the period has nothing to measure", async () => {
    const empty = { ...throughput, value: null, previous: null, series: [] };
    fakeTrpc({ "kpis.get": () => answer([empty]) });
    renderCards(aWidget({ kind: "bar" }));
    expect(await screen.findByText("No tasks finished in this period")).toBeTruthy();
  });

  it("shows the API's refusal with a retry that asks again", async () => {
    let calls = 0;
    const fake = fakeTrpc({
      "kpis.get": () => {
        calls += 1;
        if (calls === 1) throw new FakeApiError("NOT_FOUND", 404, "Project 4 was not found.");
        return answer([throughput]);
      },
    });
    renderCards(aWidget({ projectIds: [4] }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Project 4 was not found.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("12 tasks")).toBeTruthy();
    expect(fake.inputsOf("kpis.get")).toHaveLength(2);
  });

  it("leaves out the projects the viewer may not read, as the API's CSV does", async () => {
    const fake = fakeTrpc({ "kpis.get": () => answer([throughput]) });
    renderReading(
      new Set([4]),
      aWidget({ projectIds: [4, 11] }),
      aWidget({ id: "w-2", title: "Elsewhere", projectIds: [11] }),
    );
    expect(await screen.findByText("12 tasks")).toBeTruthy();
    expect(screen.getByText("None of this widget's projects is one you can see")).toBeTruthy();
    expect(fake.inputsOf("kpis.get")).toEqual([
      { from: expect.any(String), to: expect.any(String), projectIds: [4] },
    ]);
  });
});
