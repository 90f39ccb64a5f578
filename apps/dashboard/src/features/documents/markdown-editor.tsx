/**
 * The Markdown editor: CodeMirror 6 (through @uiw/react-codemirror) with Markdown highlighting,
 * line wrapping and the placeholders the renderer left (`_(team size)_`) marked, so the
 * consultant sees what is still to fill in. Loaded on demand: it is not part of the dashboard's
 * first load.
 */
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { LanguageSupport } from "@codemirror/language";
import {
  Decoration,
  type DecorationSet,
  EditorView,
  keymap,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import CodeMirror from "@uiw/react-codemirror";
import { useMemo } from "react";

const placeholderMatcher = new MatchDecorator({
  regexp: /_\([^()\n]{1,60}\)_/g,
  decoration: Decoration.mark({
    class: "cm-placeholder-field",
    attributes: { title: "To fill in" },
  }),
});

const placeholders = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = placeholderMatcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = placeholderMatcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  "&": { fontSize: "14px", border: "1px solid var(--color-border)", borderRadius: "0.5rem" },
  "&.cm-focused": { outline: "2px solid var(--color-ring, #2563eb)", outlineOffset: "1px" },
  ".cm-content": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
  ".cm-placeholder-field": {
    backgroundColor: "var(--color-warning-soft)",
    color: "var(--color-warning-soft-foreground)",
    borderRadius: "3px",
  },
});

// Markdown (with GitHub's tables and checklists) without `markdown()`'s HTML and code-block
// languages, which would bring the HTML, CSS and JavaScript parsers into the editor's chunk.
const base = [
  new LanguageSupport(markdownLanguage),
  keymap.of(markdownKeymap),
  EditorView.lineWrapping,
  placeholders,
  theme,
];

export default function MarkdownEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  // The editable element itself carries the name screen readers announce.
  const extensions = useMemo(
    () => [...base, EditorView.contentAttributes.of({ "aria-label": label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: false }}
      minHeight="24rem"
      maxHeight="70vh"
      data-testid="markdown-editor"
    />
  );
}
