/**
 * `<dashboard>/kpis/:dashboardId`: one KPI dashboard. Its owner (or an admin) adds, arranges and
 * removes widgets and saves them in one PATCH with the version read (a 409 shows what someone
 * else saved and offers to reload it); unsaved changes are marked and guarded when leaving.
 * Everyone who may read it exports it: CSV from the API, PNG drawn here.
 */
import { errorMessage } from "@cairn/api-client/errors";
import { dashboardPath } from "@cairn/api-client/session";
import type { Dashboard, Widget } from "@cairn/schema/dashboards";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { toast } from "@cairn/ui/toast";
import {
  ArrowLeftIcon,
  FileDownIcon,
  ImageDownIcon,
  LayoutDashboardIcon,
  LockIcon,
  PencilIcon,
  PlusIcon,
  SaveIcon,
  SettingsIcon,
  Trash2Icon,
  UsersIcon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { formatDate, formatTime } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { PageHeader } from "../../parts/page-header";
import { CardsSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import { widgetTitle } from "./chart-data";
import { DashboardDialog, type DashboardSettings } from "./dashboard-dialog";
import { hasUnsavedChanges, widgetsToSave } from "./dashboards-model";
import { downloadCsv, downloadPng, fileSlug } from "./exports";
import { newerDashboard } from "./kpi-requests";
import { firstFreeSpot } from "./layout-model";
import {
  useDashboard,
  useDeleteDashboard,
  useReadableProjects,
  useReplaceDashboard,
  useUpdateDashboard,
} from "./queries";
import { WidgetCard } from "./widget-card";
import { WidgetDialog } from "./widget-dialog";
import { WidgetGrid } from "./widget-grid";

export function DashboardBuilder({ dashboardId }: { dashboardId: number }) {
  const dashboard = useDashboard(dashboardId);
  const { user } = useSession();
  const base = `${dashboardPath(user.role)}/kpis`;
  return (
    <>
      <Link
        to={base}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}
      >
        <ArrowLeftIcon aria-hidden="true" />
        All dashboards
      </Link>
      <QueryView
        query={dashboard}
        skeleton={<CardsSkeleton count={3} className="grid gap-4 md:grid-cols-3" />}
        errorTitle="Couldn't load this dashboard"
      >
        {(saved) => <Builder key={saved.id} saved={saved} base={base} />}
      </QueryView>
    </>
  );
}

function Builder({ saved, base }: { saved: Dashboard; base: string }) {
  const replaceDashboard = useReplaceDashboard();
  const navigate = useNavigate();
  const projects = useReadableProjects();
  const update = useUpdateDashboard();
  const remove = useDeleteDashboard();
  const gridRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Widget[] | null>(null);
  const [conflict, setConflict] = useState<Dashboard | null>(null);
  const [widgetDialog, setWidgetDialog] = useState<{ widget: Widget | null } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState<"csv" | "png" | null>(null);
  const widgets = draft ?? saved.widgets;
  const dirty = draft !== null && hasUnsavedChanges(saved.widgets, draft);
  const editable = saved.editable;
  const savedIds = new Set(
    saved.widgets
      .filter(
        (widget) =>
          !hasUnsavedChanges(
            [widget],
            widgets.filter((w) => w.id === widget.id),
          ),
      )
      .map((widget) => widget.id),
  );
  const choices = useMemo(
    () => (projects.data ?? []).map((project) => ({ id: project.id, name: project.name })),
    [projects.data],
  );
  const readable = useMemo(
    () =>
      projects.isPending
        ? ("loading" as const)
        : projects.data
          ? new Set(projects.data.map((project) => project.id))
          : undefined,
    [projects.isPending, projects.data],
  );
  const projectNames = useMemo(
    () =>
      new Map<number, string>([
        ...(saved.projectId && saved.projectName
          ? ([[saved.projectId, saved.projectName]] as const)
          : []),
        ...choices.map((project) => [project.id, project.name] as const),
      ]),
    [choices, saved.projectId, saved.projectName],
  );

  // Leaving with unsaved changes: the app's own links ask first, and so does the browser.
  // A deleted dashboard leaves nothing to keep: its page goes without asking.
  const blocker = useBlocker(dirty && !remove.isPending && !remove.isSuccess);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function save(version: number) {
    update.mutate(
      { dashboardId: saved.id, version, widgets: widgetsToSave(widgets) },
      {
        onSuccess: () => {
          setDraft(null);
          setConflict(null);
          toast({ title: "Dashboard saved", variant: "success" });
        },
        onError: (error) => {
          const newer = newerDashboard(error);
          if (newer) setConflict(newer);
        },
      },
    );
  }

  function reloadTheirs(newer: Dashboard) {
    replaceDashboard(newer);
    setDraft(null);
    setConflict(null);
    update.reset();
  }

  async function saveSettings(settings: DashboardSettings) {
    await update.mutateAsync({ dashboardId: saved.id, version: saved.version, ...settings });
    setSettingsOpen(false);
    toast({ title: "Dashboard settings saved", variant: "success" });
  }

  async function exportDashboard(format: "csv" | "png") {
    setExporting(format);
    try {
      if (format === "csv") {
        await downloadCsv(`/api/dashboards/${saved.id}/csv`, `${fileSlug(saved.name)}.csv`);
      } else if (gridRef.current) {
        const drawnAt = new Date().toISOString();
        await downloadPng(gridRef.current, `${fileSlug(saved.name)}.png`, {
          title: saved.name,
          // With the year: the image may be read long after, away from Cairn.
          subtitle: `Cairn KPI dashboard · ${formatDate(drawnAt)}, ${formatTime(drawnAt)}`,
        });
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

  const removeWidget = (id: string) => setDraft(widgets.filter((widget) => widget.id !== id));

  return (
    <>
      <PageHeader
        title={saved.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {saved.visibility === "shared" ? (
              <Badge variant="info" className="max-w-full whitespace-normal">
                <UsersIcon aria-hidden="true" className="size-3" />
                Shared with the people of {saved.projectName ?? "a project"}
              </Badge>
            ) : (
              <Badge variant="neutral">
                <LockIcon aria-hidden="true" className="size-3" />
                Private
              </Badge>
            )}
            <span>by {saved.owner.name}</span>
            {dirty ? (
              <Badge variant="warning" data-testid="unsaved-marker">
                Unsaved changes
              </Badge>
            ) : null}
          </span>
        }
        actions={
          <>
            <Button
              variant="outline"
              loading={exporting === "csv"}
              disabled={dirty}
              title={dirty ? "Save first: the CSV is made from the saved dashboard" : undefined}
              onClick={() => void exportDashboard("csv")}
            >
              <FileDownIcon aria-hidden="true" />
              Download CSV
            </Button>
            <Button
              variant="outline"
              loading={exporting === "png"}
              onClick={() => void exportDashboard("png")}
            >
              <ImageDownIcon aria-hidden="true" />
              Download PNG
            </Button>
            {editable ? (
              <>
                <Button variant="outline" onClick={() => setSettingsOpen(true)}>
                  <SettingsIcon aria-hidden="true" />
                  Settings
                </Button>
                <Button variant="outline" onClick={() => setDeleting(true)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
                <Button variant="outline" onClick={() => setWidgetDialog({ widget: null })}>
                  <PlusIcon aria-hidden="true" />
                  Add widget
                </Button>
                <Button
                  disabled={!dirty}
                  loading={update.isPending && !settingsOpen}
                  onClick={() => save(saved.version)}
                >
                  <SaveIcon aria-hidden="true" />
                  Save
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {conflict ? (
        <section
          aria-live="assertive"
          aria-labelledby="conflict-heading"
          className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4 text-warning-soft-foreground"
        >
          <h2 id="conflict-heading" className="font-semibold">
            Someone saved this dashboard while you were changing it
          </h2>
          <p className="text-sm">
            Version {conflict.version}, saved{" "}
            <time dateTime={conflict.updatedAt}>
              {new Date(conflict.updatedAt).toLocaleString("en-GB")}
            </time>
            , has {conflict.widgets.length} {conflict.widgets.length === 1 ? "widget" : "widgets"}
            {conflict.widgets.length > 0
              ? `: ${conflict.widgets.map((widget) => widgetTitle(widget)).join(", ")}`
              : ""}
            .
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => reloadTheirs(conflict)}>
              Reload their version
            </Button>
            <Button onClick={() => save(conflict.version)} loading={update.isPending}>
              Save mine over it
            </Button>
          </div>
        </section>
      ) : update.error && !settingsOpen ? (
        <ActionError error={update.error} />
      ) : null}
      {!editable ? (
        <p className="text-sm text-muted-foreground">
          {saved.owner.name} shared this dashboard with you. The figures are computed for you, over
          the projects you may see.
        </p>
      ) : null}
      {widgets.length === 0 ? (
        <EmptyState
          icon={<LayoutDashboardIcon />}
          title="No widgets yet"
          description={
            editable
              ? "Add a widget to show a KPI as a number, a line, bars, a cumulative flow or a table."
              : "Its owner has not added any widget yet."
          }
          action={
            editable ? (
              <Button onClick={() => setWidgetDialog({ widget: null })}>
                <PlusIcon aria-hidden="true" />
                Add widget
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div ref={gridRef}>
          <WidgetGrid
            widgets={widgets}
            editable={editable}
            onChange={setDraft}
            renderWidget={(widget) => (
              <WidgetCard
                widget={widget}
                dashboardId={saved.id}
                csvReady={savedIds.has(widget.id)}
                projectNames={projectNames}
                readable={readable}
                controls={
                  editable ? (
                    <>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={`Edit ${widgetTitle(widget)}`}
                        onClick={() => setWidgetDialog({ widget })}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={`Remove ${widgetTitle(widget)}`}
                        onClick={() => removeWidget(widget.id)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </>
                  ) : undefined
                }
              />
            )}
          />
        </div>
      )}
      <WidgetDialog
        open={widgetDialog !== null}
        onOpenChange={(open) => {
          if (!open) setWidgetDialog(null);
        }}
        widget={widgetDialog?.widget ?? null}
        projects={choices}
        layout={firstFreeSpot(widgets)}
        onSubmit={(widget) => {
          const exists = widgets.some((candidate) => candidate.id === widget.id);
          setDraft(
            exists
              ? widgets.map((candidate) => (candidate.id === widget.id ? widget : candidate))
              : [...widgets, widget],
          );
          setWidgetDialog(null);
        }}
      />
      <DashboardDialog
        open={settingsOpen}
        onOpenChange={(open) => {
          setSettingsOpen(open);
          if (!open) update.reset();
        }}
        title="Dashboard settings"
        submitLabel="Save settings"
        initial={{ name: saved.name, visibility: saved.visibility, projectId: saved.projectId }}
        projects={choices}
        onSubmit={saveSettings}
      />
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete “{saved.name}”?</DialogTitle>
            <DialogDescription>
              Its widgets go with it, for everyone it is shared with. The projects' figures stay.
            </DialogDescription>
          </DialogHeader>
          <ActionError error={remove.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { dashboardId: saved.id },
                  {
                    onSuccess: () => {
                      toast({ title: "Dashboard deleted", variant: "success" });
                      void navigate(base);
                    },
                  },
                )
              }
            >
              Delete dashboard
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
      >
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Leave without saving?</DialogTitle>
            <DialogDescription>
              Your changes to this dashboard's widgets are not saved yet.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave and lose them
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
