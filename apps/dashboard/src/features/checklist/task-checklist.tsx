/**
 * A task's checklist (docs/tasks.md, "Checklists"): its progress ("2 of 5 done" and a bar), and
 * for the task's writers adding, ticking (at once, rolled back if the API refuses), renaming,
 * deleting and reordering items — by dragging a handle, or from the keyboard: space lifts an
 * item and the arrows move it (the board's drag library), or Alt+↑/↓ moves it one place.
 *
 * Its query is keyed by `taskId`, so the task panel refreshes it when a live board event says
 * the task changed (someone else ticked an item).
 */
import { errorDetails, errorMessage } from "@cairn/api-client/errors";
import {
  CHECKLIST_MAX_ITEMS,
  type ChecklistItem,
  createChecklistItemInput,
} from "@cairn/schema/checklist";
import { Button } from "@cairn/ui/button";
import { Checkbox } from "@cairn/ui/checkbox";
import { cn } from "@cairn/ui/cn";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { useOwnEscape } from "@cairn/ui/own-escape";
import { Progress } from "@cairn/ui/progress";
import { toast } from "@cairn/ui/toast";
import {
  DragDropContext,
  Draggable,
  type DraggableProvided,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from "@hello-pangea/dnd";
import { useQuery } from "@tanstack/react-query";
import { GripVerticalIcon, ListChecksIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { ErrorState, ListSkeleton } from "../../parts/states";
import { movedMessage, moveItem, progressOf } from "./checklist-model";
import { checklistQuery, useChecklistWrites } from "./queries";

export interface TaskChecklistProps {
  taskId: number;
  projectId: number;
  /** Shown, not changed: for those who read the task but may not change it (its client). */
  readOnly?: boolean;
  /**
   * With `readOnly`: the items can still be ticked (the task's assignee, a client included).
   * Renaming, adding, removing and reordering stay with whoever changes the task.
   */
  canTick?: boolean;
}

const itemForm = createChecklistItemInput.pick({ text: true });

export const REORDER_INSTRUCTIONS =
  "Press space to lift the item, the up and down arrow keys to move it, and space again to drop it, or escape to cancel. Alt with the up or down arrow moves it one place at once.";

const ITEM_PREFIX = "checklist-item-";

function AddItemForm({ onAdd }: { onAdd: (text: string) => Promise<unknown> }) {
  const form = useZodForm(itemForm, {
    defaultValues: { text: "" },
    messages: { text: "Write the item first (500 characters at most)." },
  });
  return (
    <Form
      form={form}
      className="flex items-start gap-2"
      describeError={errorDetails}
      onSubmit={async ({ text }) => {
        await onAdd(text);
        form.reset({ text: "" });
        form.setFocus("text");
      }}
    >
      <FormField
        control={form.control}
        name="text"
        label="New checklist item"
        className="flex-1 [&>label]:sr-only"
      >
        <Input autoComplete="off" placeholder="Add an item" maxLength={500} />
      </FormField>
      <FormSubmit variant="outline">
        <PlusIcon aria-hidden="true" />
        Add
      </FormSubmit>
      <FormError className="sr-only" />
    </Form>
  );
}

function RenameForm({
  item,
  onRename,
  onDone,
}: {
  item: ChecklistItem;
  onRename: (text: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useZodForm(itemForm, { defaultValues: { text: item.text } });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => form.setFocus("text", { shouldSelect: true }), [form]);
  // Escape stops renaming (and leaves the task panel open).
  useOwnEscape(formRef, () => {
    onDone();
    return true;
  });
  return (
    <Form
      ref={formRef}
      form={form}
      className="flex flex-1 flex-col gap-1"
      describeError={errorDetails}
      onSubmit={async ({ text }) => {
        if (text !== item.text) await onRename(text);
        onDone();
      }}
    >
      <FormField
        control={form.control}
        name="text"
        label={`Rename "${item.text}"`}
        className="[&>label]:sr-only"
      >
        <Input autoComplete="off" maxLength={500} className="h-8" />
      </FormField>
      <FormError />
    </Form>
  );
}

function ItemRow({
  item,
  index,
  size,
  readOnly,
  canTick,
  provided,
  dragging,
  onToggle,
  onRename,
  onRemove,
  onMove,
}: {
  item: ChecklistItem;
  index: number;
  size: number;
  readOnly: boolean;
  /** The box can be ticked, read-only or not. */
  canTick: boolean;
  provided?: DraggableProvided;
  dragging?: boolean;
  onToggle: (done: boolean) => void;
  onRename: (text: string) => Promise<unknown>;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const checkboxId = useId();
  const handleKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const to = index + (event.key === "ArrowUp" ? -1 : 1);
    if (to >= 0 && to < size) onMove(to);
  };
  return (
    <li
      ref={provided?.innerRef}
      {...provided?.draggableProps}
      className={cn(
        "group flex min-h-10 items-center gap-2 rounded-md px-1 py-1",
        dragging ? "bg-card shadow-md ring-1 ring-border" : "hover:bg-muted",
      )}
    >
      {provided ? (
        <button
          type="button"
          {...provided.dragHandleProps}
          data-checklist-handle={item.id}
          aria-label={`Reorder "${item.text}", position ${index + 1} of ${size}`}
          onKeyDown={handleKeys}
          className="inline-flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground active:cursor-grabbing"
        >
          <GripVerticalIcon aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <Checkbox
        id={checkboxId}
        checked={item.done}
        disabled={!canTick}
        onCheckedChange={(checked) => onToggle(checked === true)}
      />
      {renaming ? (
        <RenameForm item={item} onRename={onRename} onDone={() => setRenaming(false)} />
      ) : (
        <label
          htmlFor={checkboxId}
          className={cn(
            "min-w-0 flex-1 text-sm break-words",
            item.done && "text-muted-foreground line-through",
            canTick ? "cursor-pointer" : "cursor-default",
          )}
        >
          {item.text}
        </label>
      )}
      {readOnly || renaming ? null : (
        <div className="flex shrink-0 gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Rename "${item.text}"`}
            onClick={() => setRenaming(true)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Delete "${item.text}"`}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

export function TaskChecklist({
  taskId,
  readOnly = false,
  canTick = !readOnly,
}: TaskChecklistProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const progressId = useId();
  const [announcement, setAnnouncement] = useState("");
  const [focusHandle, setFocusHandle] = useState<number | null>(null);
  const items = useQuery(checklistQuery(trpc, taskId));

  // After a move from the keyboard the item's handle keeps focus, wherever React put the row.
  useEffect(() => {
    if (focusHandle === null) return;
    document.querySelector<HTMLElement>(`[data-checklist-handle="${focusHandle}"]`)?.focus();
    setFocusHandle(null);
  }, [focusHandle]);

  const { tickOnly, toggle, reorder, add, rename, remove } = useChecklistWrites(
    taskId,
    (title, error) =>
      toast({
        title,
        description: errorMessage(error, "Something went wrong. Please try again."),
        variant: "destructive",
      }),
  );

  const list = items.data ?? [];
  const progress = progressOf(list);

  // The assignee who may not change the task ticks through the path made for it.
  const setDone = (item: ChecklistItem, done: boolean) =>
    readOnly
      ? tickOnly.mutate({ taskId, itemId: item.id, done })
      : toggle.mutate({ taskId, itemId: item.id, done });
  const move = (from: number, to: number, viaKeyboard: boolean) => {
    const moved = list[from];
    if (!moved || from === to) return;
    const next = moveItem(list, from, to);
    reorder.mutate({ taskId, itemIds: next.map((item) => item.id) });
    if (viaKeyboard) {
      setAnnouncement(movedMessage(moved.text, to, list.length));
      setFocusHandle(moved.id);
    }
  };

  const textOf = (draggableId: string) =>
    list.find((item) => `${ITEM_PREFIX}${item.id}` === draggableId)?.text ?? "the item";
  const onDragStart = (start: DragStart, provided: ResponderProvided) =>
    provided.announce(
      `You have lifted "${textOf(start.draggableId)}", position ${start.source.index + 1} of ${list.length}. Use the up and down arrow keys to move it, space to drop it, escape to cancel.`,
    );
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) =>
    provided.announce(
      update.destination
        ? `"${textOf(update.draggableId)}" would move to position ${update.destination.index + 1} of ${list.length}.`
        : `"${textOf(update.draggableId)}" is outside the list: dropping it leaves it where it was.`,
    );
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const text = textOf(result.draggableId);
    if (!result.destination) {
      provided.announce(`"${text}" is back in position ${result.source.index + 1}.`);
      return;
    }
    provided.announce(movedMessage(text, result.destination.index, list.length));
    move(result.source.index, result.destination.index, false);
  };

  const row = (
    item: ChecklistItem,
    index: number,
    provided?: DraggableProvided,
    dragging?: boolean,
  ) => (
    <ItemRow
      key={item.id}
      item={item}
      index={index}
      size={list.length}
      readOnly={readOnly}
      canTick={canTick}
      {...(provided ? { provided } : {})}
      dragging={dragging === true}
      onToggle={(done) => setDone(item, done)}
      onRename={(text) => rename.mutateAsync({ taskId, itemId: item.id, text })}
      onRemove={() => remove.mutate({ taskId, itemId: item.id })}
      onMove={(to) => move(index, to, true)}
    />
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            Checklist
          </h3>
          {progress.total > 0 ? (
            <span id={progressId} className="text-sm text-muted-foreground">
              {progress.label}
            </span>
          ) : null}
        </div>
        {progress.total > 0 ? (
          <Progress
            value={progress.percent}
            aria-label="Checklist progress"
            aria-describedby={progressId}
            getValueLabel={() => progress.label}
          />
        ) : null}
      </div>
      {items.isPending ? (
        <ListSkeleton rows={2} label="Loading the checklist" />
      ) : items.isError ? (
        <ErrorState
          title="Couldn't load the checklist"
          error={items.error}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
          headingLevel={4}
        />
      ) : list.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ListChecksIcon aria-hidden="true" className="size-4" />
          {readOnly ? "No checklist items." : "No items yet: break the task into steps below."}
        </p>
      ) : readOnly ? (
        <>
          <ul aria-labelledby={headingId} className="flex flex-col">
            {list.map((item, index) => row(item, index))}
          </ul>
          {canTick ? null : (
            <p className="text-xs text-muted-foreground">
              Only the task's assignee and the project's team tick these items.
            </p>
          )}
        </>
      ) : (
        <DragDropContext
          onDragStart={onDragStart}
          onDragUpdate={onDragUpdate}
          onDragEnd={onDragEnd}
          dragHandleUsageInstructions={REORDER_INSTRUCTIONS}
        >
          <Droppable droppableId={`checklist-${taskId}`}>
            {(droppable) => (
              <ul
                ref={droppable.innerRef}
                {...droppable.droppableProps}
                aria-labelledby={headingId}
                className="flex flex-col"
              >
                {list.map((item, index) => (
                  <Draggable
                    key={item.id}
                    draggableId={`${ITEM_PREFIX}${item.id}`}
                    index={index}
                    // The handle is a button (focusable, named): drags start only from it.
                    disableInteractiveElementBlocking
                  >
                    {(draggable, snapshot) => row(item, index, draggable, snapshot.isDragging)}
                  </Draggable>
                ))}
                {droppable.placeholder}
              </ul>
            )}
          </Droppable>
        </DragDropContext>
      )}
      {readOnly || items.isPending || items.isError ? null : list.length >= CHECKLIST_MAX_ITEMS ? (
        <p className="text-sm text-muted-foreground">
          This checklist holds {CHECKLIST_MAX_ITEMS} items, the most a task may have.
        </p>
      ) : (
        <AddItemForm onAdd={(text) => add.mutateAsync({ taskId, text })} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

export default TaskChecklist;
