import { apiUrl } from "@cairn/api-client/origins";
import { ApiError } from "@cairn/api-client/rest";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_DEFAULT_MAX_BYTES,
  type Attachment,
  type AttachmentKind,
} from "@cairn/schema/attachments";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Progress } from "@cairn/ui/progress";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CircleAlertIcon,
  DownloadIcon,
  FileArchiveIcon,
  type FileIcon,
  FileImageIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  PaperclipIcon,
  PresentationIcon,
  Trash2Icon,
  UploadIcon,
  XIcon,
} from "lucide-react";
import { type DragEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { UNAUTHORIZED_EVENT, useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { useAnnouncements } from "../../lib/use-announcements";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useSession } from "../session/session-context";
import {
  formatBytes,
  precheck,
  typeLabel,
  type UploadItem,
  uploadErrorWords,
  uploadsReducer,
} from "./attachments-model";
import { attachmentsQuery, removeAttachmentMutation, useAttachmentsChanged } from "./queries";
import { type Upload, uploadAttachment } from "./upload-attachment";

export interface TaskAttachmentsProps {
  taskId: number;
  projectId: number;
  /**
   * The viewer may not attach files: the host passes `false` to whoever may change the task and
   * to its project's client (clients share files on their tasks), `true` to other readers.
   */
  readOnly: boolean;
  /**
   * The task's `attachmentCount` as the live board has it: when another viewer attaches or
   * removes a file, the count changes and the list is read again.
   */
  attachmentCount?: number;
}

const KIND_ICONS: Record<AttachmentKind, typeof FileIcon> = {
  pdf: FileTextIcon,
  image: FileImageIcon,
  document: FileTextIcon,
  spreadsheet: FileSpreadsheetIcon,
  presentation: PresentationIcon,
  text: FileTextIcon,
  archive: FileArchiveIcon,
};

/** Only when what is dragged holds files (not a selection of text or a card). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * A task's files (docs/tasks.md, "Attachments"): the list, each with its type, size, who attached
 * it and when, a download link (the API serves it as a download) and, for its uploader or the
 * task's writers, Remove (confirmed). Files are attached with the button or by dropping them on
 * the section; each shows its progress, and a refusal in words (too large, type not allowed).
 */
export function TaskAttachments({
  taskId,
  projectId,
  readOnly,
  attachmentCount,
}: TaskAttachmentsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const listOptions = attachmentsQuery(trpc, taskId);
  const list = useQuery(listOptions);
  const [uploads, dispatch] = useReducer(uploadsReducer, []);
  const inFlight = useRef(new Map<string, Upload>());
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announcement, announce] = useAnnouncements();
  const headingId = useId();
  const hintId = useId();
  const listKey = listOptions.queryKey;
  const shown = list.data?.attachments.length;

  const refresh = useAttachmentsChanged(taskId, projectId);

  // Another viewer attached or removed a file: the live count no longer matches the list.
  useEffect(() => {
    if (attachmentCount !== undefined && shown !== undefined && attachmentCount !== shown) {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  }, [attachmentCount, shown, queryClient, listKey]);

  // Leaving the task cancels what is still on its way.
  useEffect(() => {
    const uploadsInFlight = inFlight.current;
    return () => {
      for (const upload of uploadsInFlight.values()) upload.abort();
    };
  }, []);

  const remove = useMutation({
    ...removeAttachmentMutation(trpc),
    onSuccess: (_data, variables) => {
      const name = list.data?.attachments.find((a) => a.id === variables.attachmentId)?.fileName;
      setConfirming(null);
      announce(`${name ?? "The file"} was removed.`);
      refresh();
    },
  });

  function attach(files: Iterable<File>) {
    const limits = list.data?.limits ?? { maxBytes: ATTACHMENT_DEFAULT_MAX_BYTES };
    for (const file of files) {
      nextId.current += 1;
      const id = `upload-${nextId.current}`;
      dispatch({ type: "started", id, name: file.name, size: file.size });
      const refused = precheck(file, limits);
      if (refused) {
        dispatch({ type: "failed", id, error: refused });
        continue;
      }
      const upload = uploadAttachment(taskId, file, (fraction) =>
        dispatch({ type: "progressed", id, fraction }),
      );
      inFlight.current.set(id, upload);
      upload.done.then(
        (attached: Attachment) => {
          inFlight.current.delete(id);
          dispatch({ type: "done", id });
          announce(`${attached.fileName} was attached.`);
          refresh();
        },
        (error: unknown) => {
          const cancelled = !inFlight.current.has(id);
          inFlight.current.delete(id);
          if (cancelled) return;
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
          const body = error instanceof ApiError ? error.body : undefined;
          dispatch({ type: "failed", id, error: uploadErrorWords(status, body) });
        },
      );
    }
  }

  function cancel(item: UploadItem) {
    const upload = inFlight.current.get(item.id);
    inFlight.current.delete(item.id);
    upload?.abort();
    dispatch({ type: "dismissed", id: item.id });
    announce(`Upload of ${item.name} cancelled.`);
  }

  const dropHandlers = readOnly
    ? {}
    : {
        onDragEnter: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          attach(Array.from(event.dataTransfer.files));
        },
      };

  const maxBytes = list.data?.limits.maxBytes ?? ATTACHMENT_DEFAULT_MAX_BYTES;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-transparent p-1 transition-colors",
        dragging && "border-dashed border-primary bg-primary-soft",
      )}
      {...dropHandlers}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <PaperclipIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          Files
          {shown ? <span className="font-normal text-muted-foreground">({shown})</span> : null}
        </h3>
        {readOnly ? null : (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-describedby={hintId}
              onClick={() => input.current?.click()}
            >
              <UploadIcon aria-hidden="true" />
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                attach(Array.from(event.currentTarget.files ?? []));
                event.currentTarget.value = "";
              }}
            />
          </>
        )}
      </div>
      {readOnly ? null : (
        <p
          id={hintId}
          className={cn(
            "rounded-md border border-dashed border-border px-3 py-2 text-xs text-muted-foreground",
            dragging && "border-primary text-foreground",
          )}
        >
          {dragging ? "Drop to attach" : "Drop files here"} · up to {formatBytes(maxBytes)} each:
          PDFs, images, Office and OpenDocument files, text, CSV, ZIP
        </p>
      )}

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onCancel={() => cancel(item)}
              onDismiss={() => dispatch({ type: "dismissed", id: item.id })}
            />
          ))}
        </ul>
      ) : null}

      <QueryView
        query={list}
        errorTitle="Couldn't load the files"
        skeleton={<ListSkeleton rows={2} label="Loading files" />}
      >
        {({ attachments }) =>
          attachments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No files attached yet.</p>
          ) : (
            <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
              {attachments.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  removable={
                    !readOnly && (user.role !== "user" || attachment.uploadedBy?.id === user.id)
                  }
                  confirming={confirming === attachment.id}
                  removing={remove.isPending && remove.variables?.attachmentId === attachment.id}
                  onAskRemove={() => {
                    remove.reset();
                    setConfirming(attachment.id);
                  }}
                  onKeep={() => setConfirming(null)}
                  onRemove={() => remove.mutate({ taskId, attachmentId: attachment.id })}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <ActionError error={remove.error} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function UploadRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: UploadItem;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (item.status === "failed") {
    return (
      <li className="flex items-start gap-3 rounded-md border border-danger/40 bg-danger-soft px-3 py-2">
        <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 text-danger-soft-foreground" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-sm font-medium">{item.name}</span>
          <span role="alert" className="text-sm text-danger-soft-foreground">
            {item.error}
          </span>
        </div>
        <Button variant="ghost" size="icon" aria-label={`Dismiss ${item.name}`} onClick={onDismiss}>
          <XIcon aria-hidden="true" />
        </Button>
      </li>
    );
  }
  const label = `Uploading ${item.name}`;
  return (
    <li className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
      <UploadIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="truncate font-medium">{item.name}</span>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {item.percent === null ? formatBytes(item.size) : `${item.percent}%`}
          </span>
        </div>
        <Progress value={item.percent} aria-label={label} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Cancel uploading ${item.name}`}
        onClick={onCancel}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

function AttachmentRow({
  attachment,
  removable,
  confirming,
  removing,
  onAskRemove,
  onKeep,
  onRemove,
}: {
  attachment: Attachment;
  removable: boolean;
  confirming: boolean;
  removing: boolean;
  onAskRemove: () => void;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const Icon = KIND_ICONS[attachment.kind];
  const uploader = attachment.uploadedBy;
  return (
    <li className="flex flex-wrap items-center gap-3 py-2.5">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <a
          href={apiUrl(attachment.url)}
          download={attachment.fileName}
          className="group inline-flex min-w-0 items-center gap-1.5 text-sm font-medium text-foreground hover:text-primary hover:underline focus-visible:underline"
        >
          <span className="truncate">{attachment.fileName}</span>
          <DownloadIcon
            aria-hidden="true"
            className="size-3.5 shrink-0 opacity-60 group-hover:opacity-100"
          />
          <span className="sr-only">(download, {formatBytes(attachment.sizeBytes)})</span>
        </a>
        <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
          <span>{typeLabel(attachment.fileName)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatBytes(attachment.sizeBytes)}</span>
          <span aria-hidden="true">·</span>
          {uploader ? (
            <span className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="flex size-5 items-center justify-center rounded-full bg-primary-soft text-[0.625rem] font-semibold text-primary-soft-foreground"
              >
                {uploader.initials}
              </span>
              {uploader.name}
            </span>
          ) : (
            <span>a former user</span>
          )}
          <span aria-hidden="true">·</span>
          <time dateTime={attachment.createdAt}>{formatDateTime(attachment.createdAt)}</time>
        </span>
      </div>
      {removable ? (
        confirming ? (
          <div className="flex items-center gap-2">
            <span className="text-sm text-danger-soft-foreground">Remove this file?</span>
            <Button variant="destructive" size="sm" loading={removing} onClick={onRemove}>
              Remove
            </Button>
            <Button variant="ghost" size="sm" onClick={onKeep}>
              Keep
            </Button>
          </div>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${attachment.fileName}`}
            onClick={onAskRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        )
      ) : null}
    </li>
  );
}
