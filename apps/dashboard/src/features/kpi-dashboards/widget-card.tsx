/**
 * A widget on a dashboard: its title, KPI, unit, period and projects, the chart of its kind with
 * loading, empty and error states, and its exports (CSV from the API, PNG drawn here).
 */
import { errorMessage } from "@cairn/api-client/errors";
import { WIDGET_KIND_LABELS, type Widget } from "@cairn/schema/dashboards";
import { KPI_INFO, type KpiKey } from "@cairn/schema/kpis";
import { Button } from "@cairn/ui/button";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import {
  CircleAlertIcon,
  FileDownIcon,
  ImageDownIcon,
  RotateCwIcon,
  TableIcon,
} from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import {
  describePeriod,
  hasData,
  todayUtc,
  unitCaption,
  viewerProjects,
  widgetScope,
  widgetTitle,
} from "./chart-data";
import { downloadCsv, downloadPng, EXPORT_SKIP, fileSlug } from "./exports";
import { KpiChart } from "./kpi-chart";
import { useKpis } from "./queries";

/** What an empty period says, by what the KPI counts. */
const EMPTY_TEXT: Partial<Record<KpiKey, string>> = {
  throughput: "No tasks finished in this period",
  cycle_time: "No tasks finished in this period",
  lead_time: "No tasks finished in this period",
  on_time_rate: "No tasks with a due date finished in this period",
  mood: "No mood answers in this period",
  participation: "No mood answers in this period",
  milestone_progress: "No milestones in these projects",
};

export function emptyText(kpi: KpiKey): string {
  return EMPTY_TEXT[kpi] ?? "Nothing to measure in this period";
}

/** "All my projects" for a portfolio widget, else the projects' names. */
export function describeProjects(
  projectIds: readonly number[],
  names: ReadonlyMap<number, string>,
): string {
  if (projectIds.length === 0) return "All projects";
  return projectIds.map((id) => names.get(id) ?? `Project ${id}`).join(", ");
}

function WidgetBody({
  widget,
  caption,
  showData,
  readable,
}: {
  widget: Widget;
  caption: string;
  showData: boolean;
  readable: ReadonlySet<number> | "loading" | undefined;
}) {
  const waiting = readable === "loading" && widget.projectIds.length > 0;
  const mine = viewerProjects(widget.projectIds, readable === "loading" ? undefined : readable);
  const kpis = useKpis(
    widgetScope({ ...widget, projectIds: mine.projectIds }, todayUtc()),
    !waiting && !mine.noneVisible,
  );
  if (mine.noneVisible && !waiting) {
    return (
      <p className="flex h-full items-center justify-center text-center text-sm text-muted-foreground">
        None of this widget's projects is one you can see
      </p>
    );
  }
  if (waiting || kpis.isPending) {
    return (
      <div aria-busy="true" className="flex h-full flex-col gap-2">
        <span className="sr-only">Loading {caption}</span>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="min-h-8 flex-1" />
      </div>
    );
  }
  if (kpis.isError) {
    return (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm"
      >
        <CircleAlertIcon aria-hidden="true" className="size-5 text-danger" />
        <p>{errorMessage(kpis.error, "Couldn't load the figures.")}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void kpis.refetch()}
          loading={kpis.isFetching}
        >
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  const kpi = kpis.data.kpis.find((candidate) => candidate.key === widget.kpi);
  if (!kpi || !hasData(kpi)) {
    return (
      <p className="flex h-full items-center justify-center text-center text-sm text-muted-foreground">
        {emptyText(widget.kpi)}
      </p>
    );
  }
  return <KpiChart kind={widget.kind} kpi={kpi} caption={caption} showData={showData} />;
}

export function WidgetCard({
  widget,
  dashboardId,
  csvReady,
  projectNames,
  controls,
  readable,
}: {
  widget: Widget;
  /** The saved dashboard it belongs to, for the CSV address. */
  dashboardId: number;
  /** Whether the server has this widget as shown (else its CSV would not match: save first). */
  csvReady: boolean;
  projectNames: ReadonlyMap<number, string>;
  /** The builder's buttons (edit, remove), left out of the PNG. */
  controls?: ReactNode;
  /**
   * The projects the viewer reads ("loading" while they load; undefined when unknown): a
   * widget's other projects are left out of its figures, as the API's CSV leaves them out.
   */
  readable?: ReadonlySet<number> | "loading";
}) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [showData, setShowData] = useState(false);
  const [exporting, setExporting] = useState<"csv" | "png" | null>(null);
  const title = widgetTitle(widget);
  const info = KPI_INFO[widget.kpi];
  const details = `${info.label} in ${unitCaption(info.unit)} · ${describePeriod(widget.period)} · ${describeProjects(widget.projectIds, projectNames)}`;
  const caption = `${title}: ${details}`;

  async function exportAs(format: "csv" | "png") {
    setExporting(format);
    try {
      if (format === "csv") {
        await downloadCsv(
          `/api/dashboards/${dashboardId}/widgets/${encodeURIComponent(widget.id)}/csv`,
          `${fileSlug(title)}.csv`,
        );
      } else if (cardRef.current) {
        await downloadPng(cardRef.current, `${fileSlug(title)}.png`);
      }
    } catch (error) {
      toast({
        title: format === "csv" ? "Couldn't download the CSV" : "Couldn't draw the image",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  }

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      className="flex h-full min-h-0 flex-col gap-2 overflow-hidden rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-sm font-semibold">
            {title}
          </h3>
          <p className="truncate text-xs text-muted-foreground" title={details}>
            {WIDGET_KIND_LABELS[widget.kind]} · {details}
          </p>
        </div>
        {/* Icon buttons in the header leave the whole body to the figures, even at 2 rows. */}
        <div className="-mt-1 -mr-2 flex shrink-0" {...{ [EXPORT_SKIP]: "" }}>
          {widget.kind === "table" ? null : (
            <Button
              variant="ghost"
              size="icon"
              className={`size-8 ${showData ? "bg-accent" : ""}`}
              aria-pressed={showData}
              aria-label={`Show data of ${title}`}
              title="Show the figures as a table"
              onClick={() => setShowData((shown) => !shown)}
            >
              <TableIcon aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={!csvReady}
            title={csvReady ? "Download CSV" : "Save the dashboard to export this widget"}
            loading={exporting === "csv"}
            aria-label={`Download CSV of ${title}`}
            onClick={() => void exportAs("csv")}
          >
            <FileDownIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            title="Download PNG"
            loading={exporting === "png"}
            aria-label={`Download PNG of ${title}`}
            onClick={() => void exportAs("png")}
          >
            <ImageDownIcon aria-hidden="true" />
          </Button>
          {controls}
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-hidden">
        <WidgetBody widget={widget} caption={caption} showData={showData} readable={readable} />
      </div>
    </article>
  );
}
