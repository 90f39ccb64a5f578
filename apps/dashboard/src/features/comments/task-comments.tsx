/**
 * A task's conversation (docs/tasks.md, "Comments", "Mentions", "Following"): the thread, oldest
 * first, each comment's Markdown rendered without raw HTML; "edited" marks; edit and delete of
 * one's own (an admin may delete any); a composer that offers the project's people as `@` is
 * typed and sends with Ctrl/⌘-Enter; and the caller's follow switch.
 *
 * Every query is keyed by `taskId`, so the task panel refreshes it when a live board event says
 * the task changed (someone else commented).
 */
import { errorDetails } from "@cairn/api-client/errors";
import {
  COMMENT_MAX_LENGTH,
  createCommentInput,
  type MentionablePerson,
  type TaskComment,
} from "@cairn/schema/comments";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { MentionTextarea } from "@cairn/ui/mention-textarea";
import { useOwnEscape } from "@cairn/ui/own-escape";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { BellIcon, BellRingIcon, MessageSquareIcon, PencilIcon, Trash2Icon } from "lucide-react";
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Components } from "react-markdown";
import { useTRPC } from "../../lib/api";
import { formatDateTime, pluralize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ShowMore } from "../../parts/list-controls";
import { ErrorState, ListSkeleton } from "../../parts/states";
import { useSession } from "../session/session-context";
import { MENTION_HREF, type NamedPerson, toEditable, toRendered, toStored } from "./mention-text";
import {
  followingQuery,
  followMutation,
  mentionableQuery,
  removeCommentMutation,
  unfollowMutation,
  updateCommentMutation,
  useCommentThread,
  useCreateComment,
  useRefreshComments,
  useSetFollowing,
} from "./queries";

// The Markdown viewer loads with the first comment shown, not with the dashboard.
const MarkdownView = lazy(() => import("../documents/markdown-view"));

export interface TaskCommentsProps {
  taskId: number;
  projectId: number;
  /**
   * No posting, editing or deleting (an archived project). Readers of a task comment on it
   * whatever their role: do not pass the task's own read-only state here.
   */
  readOnly?: boolean;
}

const PARTS: Record<MentionablePerson["part"], string> = {
  client: "client",
  consultant: "consultant",
  assignee: "on a task",
};

const commentForm = createCommentInput.pick({ body: true });

/** How close to the length limit a comment gets before the composer counts what is left. */
const LENGTH_COUNTED_FROM = COMMENT_MAX_LENGTH - 1000;

/**
 * What is left of a comment's length limit, once it is near (the limit was only told
 * on Send): nothing below it, then the characters left, then how far over it the text is.
 */
export function lengthLeft(length: number): string | null {
  if (length < LENGTH_COUNTED_FROM) return null;
  const left = COMMENT_MAX_LENGTH - length;
  return left >= 0
    ? `${pluralize(left, "character")} left`
    : `${pluralize(-left, "character")} over the limit of ${COMMENT_MAX_LENGTH.toLocaleString("en-GB")}`;
}

/** Someone who may be mentioned, with their part in the project when known. */
type MentionPerson = NamedPerson & { part?: MentionablePerson["part"] };

/** "Ctrl+Enter", or "⌘+Enter" on Apple keyboards. */
function sendShortcut(): string {
  const platform =
    typeof navigator === "undefined" ? "" : `${navigator.platform} ${navigator.userAgent}`;
  return /Mac|iPhone|iPad/.test(platform) ? "⌘+Enter" : "Ctrl+Enter";
}

function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey);
}

function Initials({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground",
        className,
      )}
    >
      {text}
    </span>
  );
}

/** A comment's Markdown, mentions drawn as chips with the people's current names. */
function CommentBody({ comment }: { comment: TaskComment }) {
  const overrides = useMemo<Components>(() => {
    const names = new Map(comment.mentions.map((person) => [person.id, person.name]));
    return {
      a({ href, children }) {
        const mention = href ? MENTION_HREF.exec(href) : null;
        if (mention) {
          const name = names.get(Number(mention[1]));
          return (
            <span className="rounded bg-primary-soft px-0.5 font-medium text-primary-soft-foreground">
              {name ? `@${name}` : children}
            </span>
          );
        }
        const safe = href && /^(https?:|mailto:|#)/i.test(href) ? href : undefined;
        return (
          <a
            href={safe}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary underline"
          >
            {children}
          </a>
        );
      },
    };
  }, [comment.mentions]);
  return (
    <Suspense
      fallback={
        <p className="whitespace-pre-wrap text-sm">{toEditable(comment.body, comment.mentions)}</p>
      }
    >
      <MarkdownView markdown={toRendered(comment.body)} overrides={overrides} className="text-sm" />
    </Suspense>
  );
}

/** A form around a MentionTextarea: the composer, and the editor of a comment. */
function CommentForm({
  label,
  initial,
  people,
  submitText,
  onSend,
  onCancel,
  autoFocus,
}: {
  label: string;
  initial: string;
  /** Who may be mentioned (and, when editing, who the comment already mentions). */
  people: readonly MentionPerson[];
  submitText: string;
  /** Receives the text to store (mentions as tokens); resolves once saved. */
  onSend: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useZodForm(commentForm, { defaultValues: { body: initial } });
  const formRef = useRef<HTMLFormElement>(null);
  // Escape cancels an edit (and leaves the task panel open); the list of people, when open,
  // takes it first.
  useOwnEscape(formRef, () => {
    if (!onCancel) return false;
    onCancel();
    return true;
  });
  // An editor opens with the caret after the text, where a person goes on writing.
  useEffect(() => {
    if (!autoFocus) return;
    const box = formRef.current?.querySelector("textarea");
    box?.setSelectionRange(box.value.length, box.value.length);
  }, [autoFocus]);
  const picked = useRef<NamedPerson[]>([]);
  const hintId = useId();
  const length = (form.watch("body") ?? "").length;
  const left = lengthLeft(length);
  // Someone named twice (the list, and an earlier mention) is offered once.
  const candidates = [...new Map(people.map((person) => [person.id, person])).values()].map(
    (person) => ({
      id: person.id,
      name: person.name,
      ...(person.part ? { description: PARTS[person.part] } : {}),
    }),
  );
  return (
    <Form
      ref={formRef}
      form={form}
      className="flex flex-col gap-2"
      describeError={errorDetails}
      onSubmit={async ({ body }) => {
        await onSend(toStored(body, [...people, ...picked.current]));
        picked.current = [];
        if (initial === "") form.reset({ body: "" });
      }}
    >
      <FormField control={form.control} name="body" label={label} className="[&>label]:sr-only">
        {(field, control) => (
          <MentionTextarea
            {...control}
            aria-describedby={cn(control["aria-describedby"], hintId)}
            ref={field.ref}
            name={field.name}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            people={candidates}
            onMention={(person) => {
              picked.current.push({ id: person.id, name: person.name });
            }}
            onKeyDown={(event) => {
              if (isSendKey(event)) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
            autoFocus={autoFocus}
            rows={3}
            placeholder="Write a comment. Type @ to mention someone; Markdown works."
          />
        )}
      </FormField>
      <FormError />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          {sendShortcut()} to {submitText.toLowerCase()}
          {left === null ? null : (
            <span className={cn(length > COMMENT_MAX_LENGTH && "font-medium text-destructive")}>
              {" · "}
              {left}
            </span>
          )}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <FormSubmit size="sm">{submitText}</FormSubmit>
        </div>
      </div>
    </Form>
  );
}

function CommentItem({
  comment,
  taskId,
  people,
  canEdit,
  canDelete,
  onChanged,
}: {
  comment: TaskComment;
  taskId: number;
  people: readonly MentionPerson[];
  canEdit: boolean;
  canDelete: boolean;
  onChanged: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const update = useMutation({ ...updateCommentMutation(trpc), onSuccess: onChanged });
  const remove = useMutation({
    ...removeCommentMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Comment deleted" });
      await onChanged();
    },
  });
  const author = comment.author?.name ?? "Deleted account";
  return (
    <li>
      <article aria-labelledby={headingId} className="flex gap-3">
        <Initials text={comment.author?.initials ?? "?"} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <h4 id={headingId} className="font-medium">
              {author}
            </h4>
            <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(comment.createdAt)}
            </time>
            {comment.editedAt ? (
              <span
                className="text-xs text-muted-foreground"
                title={`Edited ${formatDateTime(comment.editedAt)}`}
              >
                (edited)
              </span>
            ) : null}
          </div>
          {editing ? (
            <CommentForm
              label={`Edit your comment of ${formatDateTime(comment.createdAt)}`}
              initial={toEditable(comment.body, comment.mentions)}
              people={[...people, ...comment.mentions]}
              submitText="Save"
              autoFocus
              onCancel={() => setEditing(false)}
              onSend={async (body) => {
                await update.mutateAsync({ taskId, commentId: comment.id, body });
                setEditing(false);
              }}
            />
          ) : (
            <CommentBody comment={comment} />
          )}
          {!editing && (canEdit || canDelete) ? (
            <div className="flex flex-wrap items-center gap-1">
              {confirming ? (
                <>
                  <span className="text-sm text-danger-soft-foreground">Delete this comment?</span>
                  <Button
                    variant="destructive"
                    size="sm"
                    loading={remove.isPending}
                    onClick={() => remove.mutate({ taskId, commentId: comment.id })}
                  >
                    Yes, delete
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit comment by ${author}`}
                      onClick={() => setEditing(true)}
                    >
                      <PencilIcon aria-hidden="true" />
                      Edit
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete comment by ${author}`}
                      onClick={() => setConfirming(true)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  ) : null}
                </>
              )}
            </div>
          ) : null}
          <ActionError error={remove.error} />
        </div>
      </article>
    </li>
  );
}

function FollowButton({ taskId }: { taskId: number }) {
  const trpc = useTRPC();
  const setFollowing = useSetFollowing(taskId);
  const state = useQuery(followingQuery(trpc, taskId));
  const options = {
    onSuccess: (next: { following: boolean; followers: number }) => {
      setFollowing(next);
      toast({
        title: next.following ? "Following this task" : "No longer following this task",
        description: next.following
          ? "You will be told of its new comments."
          : "You will still be told when someone mentions you.",
      });
    },
    onError: () => toast({ title: "Could not change following", variant: "destructive" }),
  };
  const follow = useMutation({ ...followMutation(trpc), ...options });
  const unfollow = useMutation({ ...unfollowMutation(trpc), ...options });
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={following}
      loading={follow.isPending || unfollow.isPending}
      title={pluralize(state.data.followers, "person follows", "people follow")}
      onClick={() => (following ? unfollow : follow).mutate({ taskId })}
    >
      {following ? <BellRingIcon aria-hidden="true" /> : <BellIcon aria-hidden="true" />}
      {following ? "Following" : "Follow"}
    </Button>
  );
}

export function TaskComments({ taskId, readOnly = false }: TaskCommentsProps) {
  const trpc = useTRPC();
  const { user } = useSession();
  const headingId = useId();
  // Oldest first, a page at a time: a long thread does not come down whole.
  const comments = useCommentThread(taskId);
  const thread = comments.query;
  const mentionable = useQuery(mentionableQuery(trpc, taskId, !readOnly));
  const refresh = useRefreshComments(taskId);
  const create = useCreateComment(taskId);
  const people = mentionable.data ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Comments
          {comments.rows.length > 0 ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {comments.rows.length}
              {comments.hasMore ? "+" : ""}
            </span>
          ) : null}
        </h3>
        <FollowButton taskId={taskId} />
      </div>
      {thread.isPending ? (
        <ListSkeleton rows={2} label="Loading the comments" />
      ) : thread.isError ? (
        <ErrorState
          title="Couldn't load the comments"
          error={thread.error}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
          headingLevel={4}
        />
      ) : comments.rows.length === 0 ? (
        <EmptyState
          icon={<MessageSquareIcon />}
          headingLevel={4}
          title="No comments yet"
          description={
            readOnly
              ? "Nobody has commented on this task."
              : "Ask a question or share an update; type @ to bring someone in."
          }
          className="py-6"
        />
      ) : (
        <ol className="flex flex-col gap-5">
          {comments.rows.map((comment) => {
            const mine = comment.author?.id === user.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                taskId={taskId}
                people={people}
                canEdit={!readOnly && mine}
                canDelete={!readOnly && (mine || user.role === "admin")}
                onChanged={refresh}
              />
            );
          })}
        </ol>
      )}
      <ShowMore
        noun="comments"
        shown={comments.rows.length}
        hasMore={comments.hasMore}
        loading={comments.loadingMore}
        onShowMore={comments.showMore}
      />
      {readOnly ? null : (
        <CommentForm
          label="Add a comment"
          initial=""
          people={people}
          submitText="Send"
          onSend={(body) => create.mutateAsync({ taskId, body })}
        />
      )}
    </section>
  );
}

export default TaskComments;
