/**
 * A strict reader of Prometheus' text exposition format (0.0.4), for the tests: it throws, with
 * the line, on anything a Prometheus server would refuse or misread — a malformed HELP, TYPE or
 * sample line, a sample outside its family or before its TYPE, a family declared twice, a
 * duplicate series, a histogram without its `le` buckets, `+Inf` bucket and `_count`, or with
 * buckets that go down. prom-client writes the format but cannot read it.
 */

export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

export interface Sample {
  /** The sample's own name (`…_bucket`, `…_sum`, `…_count` for a histogram). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL_NAME = "[a-zA-Z_][a-zA-Z0-9_]*";
const LABEL_VALUE = '(?:[^"\\\\\\n]|\\\\[\\\\"n])*';
const LABEL = `(${LABEL_NAME})="(${LABEL_VALUE})"`;
const HELP_LINE = new RegExp(`^# HELP (${NAME}) ((?:[^\\\\\\n]|\\\\[\\\\n])*)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL_NAME}="${LABEL_VALUE}",?)*)\\})? (\\S+)(?: (-?\\d+))?$`,
);
const LABEL_PAIR = new RegExp(LABEL, "g");
const TYPES = new Set<string>(["counter", "gauge", "histogram", "summary", "untyped"]);

function parseValue(text: string): number | undefined {
  if (/^[+-]?inf$/i.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  if (/^nan$/i.test(text)) return Number.NaN;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : undefined;
}

function unescapeLabel(value: string): string {
  return value.replace(/\\(["\\n])/g, (_, char: string) => (char === "n" ? "\n" : char));
}

/** The family a sample name belongs to, given the family being read. */
function belongs(sample: string, family: Family): boolean {
  if (sample === family.name) return family.type !== "histogram";
  const suffixes =
    family.type === "histogram"
      ? ["_bucket", "_sum", "_count"]
      : family.type === "summary"
        ? ["_sum", "_count"]
        : [];
  return suffixes.some((suffix) => sample === family.name + suffix);
}

function seriesKey(labels: Record<string, string>, without?: string): string {
  return JSON.stringify(
    Object.entries(labels)
      .filter(([name]) => name !== without)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function checkHistogram(family: Family): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const key = seriesKey(sample.labels, "le");
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith("_bucket")) {
      const le = sample.labels.le;
      const bound = le === undefined ? undefined : parseValue(le);
      if (bound === undefined) throw new Error(`${family.name}: a bucket without a valid le`);
      entry.buckets.push([bound, sample.value]);
    } else if (sample.name.endsWith("_count")) {
      entry.count = sample.value;
    }
  }
  for (const [key, { buckets, count }] of series) {
    const sorted = [...buckets].sort(([a], [b]) => a - b);
    const last = sorted.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    if (count === undefined || last[1] !== count) {
      throw new Error(`${family.name}${key}: the +Inf bucket is not the _count`);
    }
    sorted.reduce((previous, [, value]) => {
      if (value < previous) throw new Error(`${family.name}${key}: buckets go down`);
      return value;
    }, 0);
  }
}

/** Every family of a scrape, by name; throws on the first thing that is not well-formed. */
export function parseExposition(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("the text does not end with a line feed");
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  let current: Family | undefined;
  const lines = text.slice(0, -1).split("\n");
  lines.forEach((line, index) => {
    const fail = (why: string): never => {
      throw new Error(`line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line === "") return;
    const family = (name: string): Family => {
      let found = families.get(name);
      if (!found) {
        found = { name, type: "untyped", help: "", samples: [] };
        families.set(name, found);
      } else if (found !== current || found.samples.length > 0) {
        fail("a HELP or TYPE line apart from its family, or after its samples");
      }
      current = found;
      return found;
    };
    if (line.startsWith("# HELP ")) {
      const match = HELP_LINE.exec(line) ?? fail("a malformed HELP line");
      const [, name = "", help = ""] = match;
      if (seen.has(`help ${name}`)) fail("a second HELP line");
      seen.add(`help ${name}`);
      family(name).help = help;
      return;
    }
    if (line.startsWith("# TYPE ")) {
      const match = TYPE_LINE.exec(line) ?? fail("a malformed TYPE line");
      const [, name = "", type = ""] = match;
      if (seen.has(`type ${name}`)) fail("a second TYPE line");
      seen.add(`type ${name}`);
      if (TYPES.has(type)) family(name).type = type as MetricType;
      return;
    }
    if (line.startsWith("#")) return;
    const match = SAMPLE_LINE.exec(line) ?? fail("a malformed sample line");
    const [, name = "", labelText = "", valueText = ""] = match;
    const value = parseValue(valueText);
    if (value === undefined) fail("a value that is not a number");
    const labels: Record<string, string> = {};
    for (const [, label = "", raw = ""] of labelText.matchAll(LABEL_PAIR)) {
      if (label in labels) fail(`the label ${label} twice`);
      labels[label] = unescapeLabel(raw);
    }
    if (!current || !belongs(name, current)) fail("a sample outside its family");
    const owner = current ?? fail("a sample before any TYPE");
    const key = `${name}${seriesKey(labels)}`;
    if (seen.has(key)) fail("a series twice");
    seen.add(key);
    if (owner.type === "counter" && !(Number(value) >= 0)) fail("a counter below zero");
    owner.samples.push({ name, labels, value: Number(value) });
  });
  for (const family of families.values()) {
    if (family.type === "histogram") checkHistogram(family);
  }
  return families;
}

/** The samples of one name whose labels include `labels`. */
export function samplesOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  const all = [...families.values()].flatMap((family) => family.samples);
  return all.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
}

/** The sum of the samples of one name whose labels include `labels` (0 when there are none). */
export function sumOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number {
  return samplesOf(families, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
