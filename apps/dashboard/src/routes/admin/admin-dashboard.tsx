import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { lazy, Suspense } from "react";
import { LeadsTab } from "../../features/leads/leads-tab";
import { AdminOverview } from "../../features/overview/admin-overview";
import { ProjectsTab } from "../../features/projects/projects-tab";
import { UsersTab } from "../../features/users/users-tab";
import { useTab, WRAP_TABS } from "../../lib/use-tab";
import { PageBody, PageHeader } from "../../parts/page-header";
import { ListSkeleton } from "../../parts/states";

// Built with the operations pages (src/pages/operations/); loaded when the tab opens.
const AdminIntegrationsTab = lazy(
  () => import("../../features/integrations/admin-integrations-tab"),
);

const TABS = ["overview", "users", "projects", "leads", "integrations"] as const;

/** docs/product.md §2.17: five tabs over the whole organisation. */
export function AdminDashboard() {
  const [tab, setTab] = useTab(TABS);
  return (
    <PageBody>
      <PageHeader
        title="Admin Dashboard"
        description="Users, projects, leads and the systems that connect them."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className={WRAP_TABS} aria-label="Admin dashboard" data-tour="dashboard">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="projects" data-tour="projects">
            Projects
          </TabsTrigger>
          <TabsTrigger value="leads">Leads</TabsTrigger>
          <TabsTrigger value="integrations" data-tour="integrations">
            Integrations
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <AdminOverview onOpenTab={setTab} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="leads">
          <LeadsTab />
        </TabsContent>
        <TabsContent value="integrations">
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <AdminIntegrationsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </PageBody>
  );
}
