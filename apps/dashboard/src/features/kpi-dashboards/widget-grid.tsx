/**
 * The dashboard's grid of DASHBOARD_COLUMNS columns (CSS grid), arranged with the pointer (drag
 * a widget's handle to move it, its corner to resize it) or the keyboard (focus a widget: arrow
 * keys move it, Shift+arrow keys resize it), each step announced in a live region. Where things
 * land is layout-model.ts's; this file only turns pointer distances and keys into its steps.
 */
import { DASHBOARD_COLUMNS, type Widget } from "@cairn/schema/dashboards";
import { GripIcon, MoveDiagonal2Icon } from "lucide-react";
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { widgetTitle } from "./chart-data";
import { EXPORT_SKIP } from "./exports";
import {
  clampLayout,
  type Direction,
  describeLayout,
  gridRows,
  nudgeWidget,
  placeWidget,
  resizeWidget,
  sameLayouts,
} from "./layout-model";

/** Height of one row of the grid, and the gap between cells, in pixels. */
export const ROW_HEIGHT = 72;
const GAP = 16;

const ARROWS: Record<string, Direction> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

export const GRID_INSTRUCTIONS =
  "Arrow keys move the widget; Shift and the arrow keys make it wider, narrower, taller or shorter.";

interface Drag {
  id: string;
  mode: "move" | "resize";
  startX: number;
  startY: number;
  pointerId: number;
  origin: Widget[];
}

export function WidgetGrid({
  widgets,
  editable,
  onChange,
  renderWidget,
}: {
  widgets: Widget[];
  editable: boolean;
  onChange: (widgets: Widget[]) => void;
  renderWidget: (widget: Widget) => ReactNode;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  const instructionsId = useId();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [preview, setPreview] = useState<Widget[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const shown = preview ?? widgets;

  function cellSize() {
    const rect = gridRef.current?.getBoundingClientRect();
    const width = rect?.width ?? DASHBOARD_COLUMNS * 80;
    return { column: (width + GAP) / DASHBOARD_COLUMNS, row: ROW_HEIGHT + GAP };
  }

  function startDrag(event: PointerEvent<HTMLElement>, id: string, mode: Drag["mode"]) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      id,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      pointerId: event.pointerId,
      origin: widgets,
    });
  }

  function dragTo(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const item = drag.origin.find((widget) => widget.id === drag.id);
    if (!item) return;
    const size = cellSize();
    const dx = Math.round((event.clientX - drag.startX) / size.column);
    const dy = Math.round((event.clientY - drag.startY) / size.row);
    const { x, y, w, h } = item.layout;
    const target =
      drag.mode === "move" ? { x: x + dx, y: y + dy, w, h } : { x, y, w: w + dx, h: h + dy };
    setPreview(placeWidget(drag.origin, drag.id, clampLayout(target)));
  }

  function endDrag(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const item = preview?.find((widget) => widget.id === drag.id);
    if (preview && !sameLayouts(preview, drag.origin)) {
      onChange(preview);
      if (item) setAnnouncement(`${widgetTitle(item)} is now at ${describeLayout(item.layout)}.`);
    }
    setDrag(null);
    setPreview(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, widget: Widget) {
    // Only the widget itself: its buttons keep their own keys.
    if (!editable || event.target !== event.currentTarget) return;
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const resizing = event.shiftKey;
    const next = resizing
      ? resizeWidget(widgets, widget.id, direction)
      : nudgeWidget(widgets, widget.id, direction);
    const title = widgetTitle(widget);
    const after = next.find((candidate) => candidate.id === widget.id);
    if (!after || sameLayouts(next, widgets)) {
      setAnnouncement(`${title} cannot ${resizing ? "change size" : "move"} that way.`);
      return;
    }
    onChange(next);
    setAnnouncement(`${title} ${resizing ? "resized" : "moved"}: ${describeLayout(after.layout)}.`);
  }

  const rows = gridRows(shown, 4);
  return (
    <div className="relative">
      <p id={instructionsId} className="sr-only">
        {GRID_INSTRUCTIONS}
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="grid-announcer">
        {announcement}
      </p>
      <div
        ref={gridRef}
        data-testid="widget-grid"
        className="grid gap-4 max-md:!grid-cols-1 max-md:!grid-rows-none"
        style={{
          gridTemplateColumns: `repeat(${DASHBOARD_COLUMNS}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT}px)`,
        }}
      >
        {shown.map((widget) => {
          const { x, y, w, h } = widget.layout;
          const title = widgetTitle(widget);
          const dragging = drag?.id === widget.id;
          return (
            <section
              key={widget.id}
              tabIndex={editable ? 0 : undefined}
              aria-label={editable ? `${title}, ${describeLayout(widget.layout)}` : title}
              aria-describedby={editable ? instructionsId : undefined}
              data-widget-id={widget.id}
              onKeyDown={(event) => onKeyDown(event, widget)}
              className={`relative min-h-0 rounded-xl outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary max-md:!col-auto max-md:!row-auto ${widget.kind === "number" ? "max-md:h-44" : "max-md:h-80"} ${dragging ? "z-10 opacity-90 shadow-lg" : ""}`}
              style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` }}
            >
              {renderWidget(widget)}
              {editable ? (
                <>
                  <span
                    aria-hidden="true"
                    title="Drag to move"
                    {...{ [EXPORT_SKIP]: "" }}
                    className="absolute top-0.5 left-1/2 hidden -translate-x-1/2 cursor-grab touch-none rounded px-2 text-muted-foreground hover:bg-accent active:cursor-grabbing md:block"
                    onPointerDown={(event) => startDrag(event, widget.id, "move")}
                    onPointerMove={dragTo}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                  >
                    <GripIcon className="size-3.5" />
                  </span>
                  <span
                    aria-hidden="true"
                    title="Drag to resize"
                    {...{ [EXPORT_SKIP]: "" }}
                    className="absolute right-1 bottom-1 hidden cursor-nwse-resize touch-none rounded p-0.5 text-muted-foreground hover:bg-accent md:block"
                    onPointerDown={(event) => startDrag(event, widget.id, "resize")}
                    onPointerMove={dragTo}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                  >
                    <MoveDiagonal2Icon className="size-4" />
                  </span>
                </>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
