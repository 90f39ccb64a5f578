import type { WizardResult } from "@cairn/schema/wizard";
import { CheckCircle2Icon } from "lucide-react";
import { cn } from "../../cn/cn.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../tabs/tabs.js";

export interface PlanViewProps {
  plan: WizardResult;
  /**
   * `tabs`: three tabs, as the wizard's results step shows them; `sections`: everything one
   * below the other (a page of its own, printing, a side panel).
   */
  layout?: "tabs" | "sections";
  /** The level of the view's own headings: one below the heading it sits under. */
  headingLevel?: 2 | 3;
  className?: string;
}

const SECTIONS = [
  ["tools", "Tools & Processes"],
  ["plan", "Implementation Plan"],
  ["next", "Next Steps"],
] as const;

function Heading({
  level,
  className,
  children,
}: {
  level: 2 | 3 | 4;
  className?: string;
  children: React.ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

function ResultList({
  title,
  items,
  level,
}: {
  title: string;
  items: readonly string[];
  level: 2 | 3 | 4;
}) {
  return (
    <section className="grid gap-2">
      <Heading level={level} className="text-sm font-semibold text-foreground">
        {title}
      </Heading>
      <ul className="grid gap-1.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-foreground">
            <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ToolsAndProcesses({ plan, level }: { plan: WizardResult; level: 2 | 3 | 4 }) {
  return (
    <div className="grid gap-5">
      <ResultList title="Recommended tools" items={plan.recommendations.tools} level={level} />
      <ResultList title="Processes" items={plan.recommendations.processes} level={level} />
      <ResultList title="Templates" items={plan.recommendations.templates} level={level} />
    </div>
  );
}

/** The setup plan's phases, each a card; `plan-phase` lets a print stylesheet break between them. */
function Phases({ plan, level }: { plan: WizardResult; level: 2 | 3 | 4 }) {
  return (
    <ol className="grid gap-3">
      {plan.setup_plan.map((phase, index) => (
        <li
          key={phase.phase}
          className="plan-phase break-inside-avoid rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Heading level={level} className="font-semibold text-foreground">
              <span className="text-muted-foreground">{index + 1}. </span>
              {phase.phase}
            </Heading>
            <span className="text-sm text-muted-foreground">{phase.duration}</span>
          </div>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-foreground">
            {phase.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function NextSteps({ plan }: { plan: WizardResult }) {
  return (
    <ol className="grid list-decimal gap-2 pl-5 text-sm text-foreground">
      {plan.next_steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * A PMO setup plan (the wizard's answer, docs/product.md §3.3): tools, processes and templates,
 * the phases of the setup with their tasks, and the next steps. The wizard's results step, the
 * public page of a saved plan and a lead's detail in the dashboard all show it with this.
 */
export function PlanView({ plan, layout = "tabs", headingLevel = 3, className }: PlanViewProps) {
  const inner = (headingLevel + 1) as 3 | 4;
  if (layout === "sections") {
    return (
      <div className={cn("grid gap-8", className)}>
        <section className="grid gap-4">
          <Heading level={headingLevel} className="text-lg font-semibold text-foreground">
            {SECTIONS[0][1]}
          </Heading>
          <ToolsAndProcesses plan={plan} level={inner} />
        </section>
        <section className="plan-phases grid gap-4">
          <Heading level={headingLevel} className="text-lg font-semibold text-foreground">
            {SECTIONS[1][1]}
          </Heading>
          <Phases plan={plan} level={inner} />
        </section>
        <section className="grid gap-4">
          <Heading level={headingLevel} className="text-lg font-semibold text-foreground">
            {SECTIONS[2][1]}
          </Heading>
          <NextSteps plan={plan} />
        </section>
      </div>
    );
  }
  // Under the dialog's title (h2): levels go one at a time for screen-reader users.
  return (
    <Tabs defaultValue="tools" className={cn("min-w-0", className)}>
      <TabsList className="grid h-auto w-full grid-cols-3">
        {SECTIONS.map(([value, label]) => (
          <TabsTrigger
            key={value}
            value={value}
            className="min-h-8 px-2 py-1.5 text-center text-xs whitespace-normal sm:text-sm"
          >
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="tools">
        <ToolsAndProcesses plan={plan} level={headingLevel} />
      </TabsContent>
      <TabsContent value="plan">
        <Phases plan={plan} level={headingLevel} />
      </TabsContent>
      <TabsContent value="next">
        <NextSteps plan={plan} />
      </TabsContent>
    </Tabs>
  );
}
