import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import { useQuery } from "@tanstack/react-query";
import { FolderKanbanIcon, InboxIcon, ListTodoIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { LeadStatusBadge, PlanBadge, ProjectStatusBadge } from "../components/badges";
import { SectionCard } from "../components/page-header";
import { CardsSkeleton, ListSkeleton, QueryView } from "../components/states";
import { useTRPC } from "../lib/api";
import { formatDate, pluralize } from "../lib/format";

const RECENT = { limit: 5 } as const;

export function AdminOverview({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.overview.get.queryOptions());
  const projects = useQuery(trpc.projects.list.queryOptions(RECENT));
  const leads = useQuery(trpc.leads.list.queryOptions(RECENT));

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
        <SectionCard
          title="Recent Projects"
          description="The five newest projects."
          action={
            <Button variant="link" size="sm" onClick={() => onOpenTab("projects")}>
              View all
            </Button>
          }
        >
          <QueryView query={projects} skeleton={<ListSkeleton rows={5} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No projects yet" description="New projects appear here." />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.map((project) => (
                    <li
                      key={project.id}
                      className="flex flex-wrap items-center justify-between gap-2 py-3"
                    >
                      <div className="flex max-w-full min-w-0 flex-col">
                        <Link
                          to={`projects/${project.id}`}
                          className="truncate font-medium hover:underline"
                        >
                          {project.name}
                        </Link>
                        <span className="text-sm text-muted-foreground">
                          Created {formatDate(project.createdAt)}
                        </span>
                      </div>
                      <div className="flex gap-2">
                        <PlanBadge plan={project.planType} />
                        <ProjectStatusBadge status={project.status} />
                      </div>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </SectionCard>
        <SectionCard
          title="Recent Leads"
          description="The five newest sign-ups."
          action={
            <Button variant="link" size="sm" onClick={() => onOpenTab("leads")}>
              View all
            </Button>
          }
        >
          <QueryView query={leads} skeleton={<ListSkeleton rows={5} />}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title="No leads yet" description="Free-trial sign-ups appear here." />
              ) : (
                <ul className="flex flex-col divide-y divide-border">
                  {list.map((lead) => (
                    <li
                      key={lead.id}
                      className="flex flex-wrap items-center justify-between gap-2 py-3"
                    >
                      <div className="flex max-w-full min-w-0 flex-col">
                        <span className="truncate font-medium">{lead.name}</span>
                        <span className="truncate text-sm text-muted-foreground">
                          {lead.company ?? lead.email} · {formatDate(lead.createdAt)}
                        </span>
                      </div>
                      <LeadStatusBadge status={lead.status} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </SectionCard>
      </div>
    </div>
  );
}
