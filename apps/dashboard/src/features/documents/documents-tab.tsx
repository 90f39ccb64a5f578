import { appRole, dashboardPath } from "@cairn/api-client/session";
import type { ProjectDocumentSummary } from "@cairn/schema/documents";
import { templatesLimitMessage } from "@cairn/schema/documents";
import { PLAN_LIMITS, type PlanId } from "@cairn/schema/plan-limits";
import { Badge } from "@cairn/ui/badge";
import { buttonVariants } from "@cairn/ui/button-variants";
import { EmptyState } from "@cairn/ui/empty-state";
import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, LibraryIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTRPC } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import { DocumentPanel } from "./document-panel";
import { documentsQuery } from "./queries";
import { RecommendedTemplates } from "./recommended-templates";

/**
 * The project's documents (docs/templates.md): the list, and the open one (`?document=<id>` in
 * the address). The consultant and admins edit, share and version them; the client reads the
 * shared ones.
 */
export default function DocumentsTab({
  projectId,
  editable,
  plan,
}: {
  projectId: number;
  editable: boolean;
  plan: PlanId | undefined;
}) {
  const trpc = useTRPC();
  const { user } = useSession();
  const documents = useQuery(documentsQuery(trpc, projectId));
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("document"));
  const open = (id: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("document", String(id));
        return next;
      },
      { preventScrollReset: true },
    );
  const library = `${dashboardPath(user.role)}/templates`;
  const staff = appRole(user.role) !== "client";

  return (
    <QueryView query={documents} skeleton={<ListSkeleton rows={3} label="Loading documents" />}>
      {(list) => {
        if (list.length === 0) {
          return editable ? (
            <div className="flex flex-col gap-6">
              <EmptyState
                icon={<FileTextIcon />}
                title="No documents yet"
                description="Pick a template from the library and use it in this project: its fields are filled in from the project."
                action={
                  <Link to={library} className={buttonVariants()}>
                    <LibraryIcon aria-hidden="true" />
                    Browse templates
                  </Link>
                }
              />
              <div className="mx-auto w-full max-w-md">
                <RecommendedTemplates projectId={projectId} onOpen={open} />
              </div>
            </div>
          ) : (
            <EmptyState
              icon={<FileTextIcon />}
              title="Nothing shared with you yet"
              description="Documents your consultant shares with you appear here."
            />
          );
        }
        const selected = list.find((document) => document.id === raw) ?? list[0];
        return (
          <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <nav aria-label="Documents" className="flex flex-col gap-2 print:hidden">
              <ul className="flex flex-col gap-1">
                {list.map((document) => (
                  <DocumentItem
                    key={document.id}
                    document={document}
                    current={document.id === selected?.id}
                    onOpen={() => open(document.id)}
                  />
                ))}
              </ul>
              {staff && plan ? <LimitNote plan={plan} documents={list} /> : null}
              {editable ? (
                <Link to={library} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <LibraryIcon aria-hidden="true" />
                  Add from the library
                </Link>
              ) : null}
              {editable ? <RecommendedTemplates projectId={projectId} onOpen={open} /> : null}
            </nav>
            {selected ? (
              <DocumentPanel projectId={projectId} documentId={selected.id} editable={editable} />
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}

function DocumentItem({
  document,
  current,
  onOpen,
}: {
  document: ProjectDocumentSummary;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={current ? "page" : undefined}
        onClick={onOpen}
        className="flex w-full flex-col gap-1 rounded-lg border border-border px-3 py-2 text-left hover:bg-accent aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft"
      >
        <span className="font-medium">{document.title}</span>
        <span className="text-xs text-muted-foreground">
          v{document.version} · {formatDate(document.updatedAt)}
          {document.updatedBy ? ` · ${document.updatedBy}` : ""}
        </span>
        {document.shared ? (
          <Badge variant="info" className="self-start">
            Shared
          </Badge>
        ) : null}
      </button>
    </li>
  );
}

/** How many of the plan's templates this project uses (a Trial project holds 3). */
function LimitNote({
  plan,
  documents,
}: {
  plan: PlanId;
  documents: readonly ProjectDocumentSummary[];
}) {
  const allowed = PLAN_LIMITS[plan].templatesPerProject;
  if (allowed === null) return null;
  const used = new Set(documents.map((document) => document.templateId)).size;
  return (
    <p className="text-xs text-muted-foreground">
      {used} of {allowed} templates used. {used >= allowed ? templatesLimitMessage(plan) : ""}
    </p>
  );
}
