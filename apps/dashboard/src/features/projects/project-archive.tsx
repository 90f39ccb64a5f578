import type { Project } from "@cairn/schema/projects";
import { Button } from "@cairn/ui/button";
import { ArchiveIcon } from "lucide-react";
import { useState } from "react";
import { formatDate } from "../../lib/format";
import { useSession } from "../session/session-context";
import { ArchiveProjectDialog, RestoreProjectButton } from "./project-actions";
import { managesProject } from "./projects-model";

/**
 * A project page's archive controls (docs/projects.md): for an archived project the "Archived"
 * banner — read-only for everyone — with Restore for who may manage it; for a project in use,
 * an Archive button for them. Nothing for anyone else while the project is in use.
 */
export function ProjectArchiveControls({
  project,
  placement,
}: {
  project: Project;
  /** `banner`: the notice under the title; `action`: the button beside it. */
  placement: "banner" | "action";
}) {
  const { user } = useSession();
  const manages = managesProject(user, project);
  const [archiving, setArchiving] = useState(false);
  if (placement === "banner") {
    if (project.archivedAt === null) return null;
    return (
      <section
        aria-label="Archived"
        className="flex flex-col gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-warning-soft-foreground sm:flex-row sm:items-center"
      >
        <ArchiveIcon aria-hidden="true" className="size-5 shrink-0" />
        <div className="flex-1">
          <p className="font-semibold">Archived</p>
          <p className="text-sm">
            Archived on {formatDate(project.archivedAt)}. It is read-only for everyone: its board,
            tasks and documents can be read, not changed.
            {manages ? " Restore it to change them again." : ""}
          </p>
        </div>
        {manages ? <RestoreProjectButton project={project} size="md" /> : null}
      </section>
    );
  }
  if (!manages || project.archivedAt !== null) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setArchiving(true)}>
        <ArchiveIcon aria-hidden="true" />
        Archive
      </Button>
      <ArchiveProjectDialog
        project={archiving ? project : null}
        onClose={() => setArchiving(false)}
      />
    </>
  );
}
