import type { Integration } from "@cairn/schema/integrations";
import { EmptyState } from "@cairn/ui/empty-state";
import { Skeleton } from "@cairn/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { PlugIcon } from "lucide-react";
import { useState } from "react";
import { IntegrationCard } from "../../features/integrations/integration-card";
import { canManageIntegrations } from "../../features/integrations/integrations-model";
import { integrationsQuery } from "../../features/integrations/queries";
import { SettingsDialog } from "../../features/integrations/settings-dialog";
import { AdminOnlyNote } from "../../features/session/admin-only-note";
import { useOptionalSession } from "../../features/session/session-context";
import { useTRPC } from "../../lib/api";
import { useTab } from "../../lib/use-tab";
import { PageHeader } from "../../parts/page-header";
import { ErrorState } from "../../parts/states";
import { PublicPage } from "../../shell/public-header";

const TABS = [
  { value: "all", label: "All Integrations" },
  { value: "project_management", label: "Project Management" },
  { value: "communication", label: "Communication" },
  { value: "storage", label: "Storage" },
] as const;
const TAB_VALUES = TABS.map((tab) => tab.value);

const HINT_ID = "integrations-admin-hint";

/** /integrations (docs/product.md §2.13), a public page; administrators switch, configure and test. */
export default function IntegrationsPage() {
  const trpc = useTRPC();
  const session = useOptionalSession();
  const integrations = useQuery(integrationsQuery(trpc));
  const [tab, setTab] = useTab(TAB_VALUES);
  const [configuring, setConfiguring] = useState<string | null>(null);
  const canManage = canManageIntegrations(session?.user.role, integrations.data);
  const editing =
    integrations.data?.find((integration) => integration.name === configuring) ?? null;

  return (
    <PublicPage current="integrations">
      <PageHeader
        title="Integrations"
        description="Connect Cairn with the project tools, chat and storage your team already uses."
      />
      {integrations.isSuccess && !canManage ? (
        <AdminOnlyNote
          id={HINT_ID}
          what="turn integrations on or off, change their settings or test a connection"
        />
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Integration types" className="max-sm:h-auto max-sm:flex-wrap">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {integrations.isPending ? (
              <CardSkeletons />
            ) : integrations.isError ? (
              <ErrorState
                title="Couldn't load the integrations"
                headingLevel={2}
                error={integrations.error}
                onRetry={() => void integrations.refetch()}
                retrying={integrations.isFetching}
              />
            ) : (
              <IntegrationGrid
                label={label}
                list={integrations.data.filter(
                  (integration) => value === "all" || integration.type === value,
                )}
                canManage={canManage}
                onConfigure={setConfiguring}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <SettingsDialog integration={editing} onClose={() => setConfiguring(null)} />
    </PublicPage>
  );
}

function IntegrationGrid({
  label,
  list,
  canManage,
  onConfigure,
}: {
  label: string;
  list: Integration[];
  canManage: boolean;
  onConfigure: (name: string) => void;
}) {
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<PlugIcon />}
        headingLevel={2}
        title="No integrations here yet"
        description="Integrations of this kind will appear here."
      />
    );
  }
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {list.map((integration) => (
        <IntegrationCard
          key={integration.name}
          integration={integration}
          canManage={canManage}
          hintId={HINT_ID}
          onConfigure={onConfigure}
        />
      ))}
    </section>
  );
}

/** docs/product.md §2.13: six placeholder cards while the list loads. */
function CardSkeletons() {
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading integrations</span>
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <div
          key={key}
          data-testid="integration-skeleton"
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <Skeleton className="size-10 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="h-5 w-14" />
          </div>
          <div className="flex items-center gap-3">
            <Skeleton className="h-6 w-11 rounded-full" />
            <Skeleton className="h-3 w-32" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-8 w-36" />
          </div>
        </div>
      ))}
    </div>
  );
}
