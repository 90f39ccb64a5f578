/**
 * Markdown shown as a page: react-markdown with GitHub's tables and checklists. No raw HTML is
 * rendered (without rehype-raw, tags in the text stay text, and unsafe link addresses are
 * dropped), so nothing a document holds can run. A placeholder left by the
 * renderer (`_(team size)_`) is marked, so what is still to fill in stands out.
 */
import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

function textOf(children: ReactNode): string {
  if (typeof children === "string") return children;
  if (Array.isArray(children)) return children.map(textOf).join("");
  return "";
}

const components: Components = {
  em({ children }) {
    const text = textOf(children);
    if (/^\([^()\n]+\)$/.test(text)) {
      return (
        <mark
          className="rounded bg-warning-soft px-1 text-warning-soft-foreground not-italic"
          title="To fill in"
        >
          {text}
        </mark>
      );
    }
    return <em>{children}</em>;
  },
  input({ type, checked }) {
    if (type !== "checkbox") return null;
    // A checklist's box: shown, not a control (the text is edited in the editor).
    return (
      <input
        type="checkbox"
        checked={checked === true}
        disabled
        readOnly
        aria-label={checked ? "Done" : "Not done yet"}
      />
    );
  },
  a({ children, href }) {
    const safe = href && /^(https?:|mailto:|#)/i.test(href) ? href : undefined;
    return (
      <a href={safe} target="_blank" rel="noreferrer noopener" className="text-primary underline">
        {children}
      </a>
    );
  },
};

export function MarkdownView({
  markdown,
  className,
  overrides,
}: {
  markdown: string;
  className?: string;
  /** Elements drawn differently where the text is shown (a comment's mentions). */
  overrides?: Components;
}) {
  return (
    // People's text takes its own direction: a right-to-left comment or document reads so.
    <div dir="auto" className={`markdown-body ${className ?? ""}`}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={overrides ? { ...components, ...overrides } : components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}

export default MarkdownView;
