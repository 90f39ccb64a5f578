import { describe, expect, it } from "vitest";
import { csvFileName, kpiCsv } from "./csv.js";

describe("kpiCsv", () => {
  it("writes RFC 4180 with a byte-order mark: CRLF, quoted commas, doubled quotes", () => {
    const text = kpiCsv([
      {
        dashboard: 'Q4, "delivery"',
        widget: "Done",
        projects: "Northwind; Acme",
        kpis: [
          {
            key: "cycle_time",
            label: "Cycle time",
            unit: "days",
            value: 1,
            previous: null,
            keys: [
              { key: "median", label: "Median" },
              { key: "p85", label: "85th percentile" },
            ],
            series: [{ weekStart: "2026-11-02", values: { median: 1.5, p85: null } }],
          },
        ],
      },
    ]);
    expect(text).toBe(
      "\uFEFFdashboard,widget,kpi,unit,projects,week_start,series,value\r\n" +
        '"Q4, ""delivery""",Done,Cycle time,days,Northwind; Acme,2026-11-02,Median,1.5\r\n' +
        '"Q4, ""delivery""",Done,Cycle time,days,Northwind; Acme,2026-11-02,85th percentile,\r\n',
    );
  });

  it("defuses a dashboard, widget or project name that looks like a formula", () => {
    const text = kpiCsv([
      {
        dashboard: '=HYPERLINK("https://evil.example","Open")',
        widget: "+1",
        projects: "@SUM(A1)",
        kpis: [
          {
            key: "throughput",
            label: "-Throughput",
            unit: "tasks",
            value: 1,
            previous: null,
            keys: [{ key: "done", label: "\tDone" }],
            series: [{ weekStart: "2026-11-02", values: { done: -2 } }],
          },
        ],
      },
    ]);
    expect(text.split("\r\n")[1]).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Open"")",'+1,'-Throughput,tasks,'@SUM(A1),` +
        "2026-11-02,'\tDone,-2",
    );
  });

  it("names the file without characters file systems refuse", () => {
    expect(csvFileName('Q4: "delivery"/ops')).toBe("Q4 delivery ops.csv");
    expect(csvFileName("///")).toBe("kpis.csv");
  });
});
