import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { useQuery } from "@tanstack/react-query";
import { FolderKanbanIcon, InboxIcon, ListTodoIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate, pluralize } from "../../lib/format";
import { CardsSkeleton, ListSkeleton, QueryView } from "../../parts/states";
import { LeadStatusBadge, PlanBadge, ProjectStatusBadge } from "../badges/badges";
import { ItemRow, OverviewSection } from "./overview-parts";
import { adminOverviewQueries } from "./queries";

export function AdminOverview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const trpc = useTRPC();
  const queries = adminOverviewQueries(trpc);
  const overview = useQuery(queries.overview);
  const projects = useQuery(queries.projects);
  const leads = useQuery(queries.leads);

  return (
    <div className="flex flex-col gap-6">
      <QueryView
        query={overview}
        skeleton={<CardsSkeleton />}
        errorTitle="Couldn't load the counts"
      >
        {({ users, projects: projectCounts, leads: leadCounts, tasks }) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Total Users"
              value={users.total}
              hint={`${pluralize(users.consultants, "consultant")} · ${pluralize(users.clients, "client")}`}
              icon={<UsersIcon />}
            />
            <StatCard
              label="Active Projects"
              value={projectCounts.active}
              hint={`of ${projectCounts.total} total`}
              tone="success"
              icon={<FolderKanbanIcon />}
            />
            <StatCard
              label="Total Leads"
              value={leadCounts.total}
              hint={`${leadCounts.new} new`}
              tone="info"
              icon={<InboxIcon />}
            />
            <StatCard
              label="Pending Tasks"
              value={tasks.pending}
              hint={`of ${tasks.total} total tasks`}
              tone="warning"
              icon={<ListTodoIcon />}
            />
          </div>
        )}
      </QueryView>
      <div className="grid gap-6 lg:grid-cols-2">
        <OverviewSection
          title="Recent Projects"
          description="The five newest projects."
          onViewAll={() => onOpenTab("projects")}
        >
          <QueryView query={projects} skeleton={<ListSkeleton rows={5} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No projects yet" description="New projects appear here." />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.map((project) => (
                    <ItemRow
                      key={project.id}
                      title={
                        <Link
                          to={`projects/${project.id}`}
                          className="truncate font-medium hover:underline"
                        >
                          {project.name}
                        </Link>
                      }
                      detail={`Created ${formatDate(project.createdAt)}`}
                      aside={
                        <>
                          <PlanBadge plan={project.planType} />
                          <ProjectStatusBadge status={project.status} />
                        </>
                      }
                    />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </OverviewSection>
        <OverviewSection
          title="Recent Leads"
          description="The five newest sign-ups."
          onViewAll={() => onOpenTab("leads")}
        >
          <QueryView query={leads} skeleton={<ListSkeleton rows={5} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No leads yet" description="Free-trial sign-ups appear here." />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.map((lead) => (
                    <ItemRow
                      key={lead.id}
                      title={<span className="truncate font-medium">{lead.name}</span>}
                      detail={`${lead.company ?? lead.email} · ${formatDate(lead.createdAt)}`}
                      aside={<LeadStatusBadge status={lead.status} />}
                    />
                  ))}
                </ul>
              )
            }
          </QueryView>
        </OverviewSection>
      </div>
    </div>
  );
}
