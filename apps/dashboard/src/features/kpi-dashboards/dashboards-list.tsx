/**
 * `<dashboard>/kpis`: the person's KPI dashboards and those shared with them, with "New
 * dashboard" (refused past the plan's limit with the API's own sentence).
 */
import { dashboardPath } from "@cairn/api-client/session";
import type { Dashboard } from "@cairn/schema/dashboards";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { LayoutDashboardIcon, LockIcon, PlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import { DashboardDialog } from "./dashboard-dialog";
import { planLimitHint, splitDashboards } from "./dashboards-model";
import { useCreateDashboard, useDashboards, useReadableProjects } from "./queries";

function DashboardRow({ dashboard, base }: { dashboard: Dashboard; base: string }) {
  const count = dashboard.widgets.length;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4">
      <LayoutDashboardIcon aria-hidden="true" className="size-5 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link to={`${base}/${dashboard.id}`} className="truncate font-medium hover:underline">
          {dashboard.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {count} {count === 1 ? "widget" : "widgets"} · by {dashboard.owner.name} · updated{" "}
          <time dateTime={dashboard.updatedAt}>
            {new Date(dashboard.updatedAt).toLocaleDateString("en-GB", {
              day: "numeric",
              month: "short",
              year: "numeric",
            })}
          </time>
        </p>
      </div>
      {dashboard.visibility === "shared" ? (
        <Badge variant="info" className="max-w-full whitespace-normal">
          <UsersIcon aria-hidden="true" className="size-3" />
          Shared with {dashboard.projectName ?? "a project"}
        </Badge>
      ) : (
        <Badge variant="neutral">
          <LockIcon aria-hidden="true" className="size-3" />
          Private
        </Badge>
      )}
    </li>
  );
}

export function DashboardsList() {
  const { user } = useSession();
  const navigate = useNavigate();
  const base = `${dashboardPath(user.role)}/kpis`;
  const dashboards = useDashboards();
  const projects = useReadableProjects();
  const create = useCreateDashboard();
  const [creating, setCreating] = useState(false);
  const choices = (projects.data ?? []).map((project) => ({ id: project.id, name: project.name }));

  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New dashboard
    </Button>
  );

  return (
    <>
      <PageHeader
        title="KPI dashboards"
        description="Throughput, cycle time, WIP and more across your projects, arranged your way and exported as CSV or PNG."
        actions={newButton}
      />
      <p className="text-sm text-muted-foreground">Dashboards per plan: {planLimitHint()}.</p>
      <QueryView
        query={dashboards}
        skeleton={<ListSkeleton rows={3} label="Loading dashboards" />}
        errorTitle="Couldn't load the dashboards"
      >
        {(list) => {
          const { mine, shared } = splitDashboards(list, user.id);
          return (
            <div className="flex flex-col gap-6">
              <section aria-labelledby="mine-heading" className="flex flex-col gap-3">
                <h2 id="mine-heading" className="text-lg font-semibold">
                  My dashboards
                </h2>
                {mine.length === 0 ? (
                  <EmptyState
                    icon={<LayoutDashboardIcon />}
                    title="No dashboards yet"
                    description="Make one to follow throughput, cycle time or work in progress week by week."
                    action={newButton}
                  />
                ) : (
                  <ul className="flex flex-col gap-2">
                    {mine.map((dashboard) => (
                      <DashboardRow key={dashboard.id} dashboard={dashboard} base={base} />
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="shared-heading" className="flex flex-col gap-3">
                <h2 id="shared-heading" className="text-lg font-semibold">
                  Shared with me
                </h2>
                {shared.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No one has shared a dashboard with you yet.
                  </p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {shared.map((dashboard) => (
                      <DashboardRow key={dashboard.id} dashboard={dashboard} base={base} />
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        }}
      </QueryView>
      <DashboardDialog
        open={creating}
        onOpenChange={setCreating}
        title="New dashboard"
        submitLabel="Create dashboard"
        initial={{ name: "", visibility: "private", projectId: null }}
        projects={choices}
        onSubmit={async (settings) => {
          const saved = await create.mutateAsync({ ...settings, widgets: [] });
          setCreating(false);
          void navigate(`${base}/${saved.id}`);
        }}
      />
    </>
  );
}
