import { describe, expect, it } from "vitest";
import { parseExposition, sumOf } from "./prometheus-exposition.js";

const histogram = [
  "# HELP h_seconds Time.",
  "# TYPE h_seconds histogram",
  'h_seconds_bucket{le="0.1",route="/a"} 1',
  'h_seconds_bucket{le="+Inf",route="/a"} 2',
  'h_seconds_sum{route="/a"} 0.3',
  'h_seconds_count{route="/a"} 2',
];

describe("parseExposition", () => {
  it("reads families, escaped labels and special values", () => {
    const families = parseExposition(
      [
        "# HELP c_total A counter, with a \\\\ and a \\n.",
        "# TYPE c_total counter",
        'c_total{name="Odd \\"name\\"\\\\"} 3',
        "",
        "# TYPE g gauge",
        "g NaN",
        ...histogram,
        "",
      ].join("\n"),
    );
    expect(families.get("c_total")?.samples[0]?.labels).toEqual({ name: 'Odd "name"\\' });
    expect(sumOf(families, "h_seconds_count", { route: "/a" })).toBe(2);
    expect(families.get("g")?.type).toBe("gauge");
  });

  it.each([
    ["no final line feed", "# TYPE g gauge\ng 1"],
    ["a sample outside its family", "# TYPE g gauge\nh 1\n"],
    ["a value that is not a number", "# TYPE g gauge\ng one\n"],
    ["an unquoted label", "# TYPE g gauge\ng{a=b} 1\n"],
    ["a bad escape", '# TYPE g gauge\ng{a="\\x"} 1\n'],
    ["a series twice", '# TYPE g gauge\ng{a="1"} 1\ng{a="1"} 2\n'],
    ["a family declared twice", "# TYPE g gauge\ng 1\n# TYPE g gauge\n"],
    ["an unknown type", "# TYPE g meter\ng 1\n"],
    ["a negative counter", "# TYPE c_total counter\nc_total -1\n"],
    ["a histogram without +Inf", `${histogram.filter((l) => !l.includes("+Inf")).join("\n")}\n`],
    [
      "a histogram whose +Inf is not its count",
      `${histogram.join("\n").replace('h_seconds_count{route="/a"} 2', 'h_seconds_count{route="/a"} 3')}\n`,
    ],
    ["a bare histogram sample", "# TYPE h histogram\nh 1\n"],
  ])("refuses %s", (_, text) => {
    expect(() => parseExposition(text)).toThrow();
  });
});
