import { errorDetails } from "@cairn/api-client/errors";
import { DEFAULTS, MOOD_PERIODS } from "@cairn/schema/constants";
import { createMoodEntryInput, type MoodEntry, type MoodStats } from "@cairn/schema/mood";
import { Button } from "@cairn/ui/button";
import { Checkbox } from "@cairn/ui/checkbox";
import { cn } from "@cairn/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { Controller, Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Label } from "@cairn/ui/label";
import { Slider } from "@cairn/ui/slider";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { ToggleGroup, ToggleGroupItem } from "@cairn/ui/toggle-group";
import { useMutation, useQuery } from "@tanstack/react-query";
import { MinusIcon, PlusIcon, SmilePlusIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { BAND_TEXT, energyBand, moodFace, stressBand } from "../health/bands";
import { MoodFace } from "../health/mood-face";
import { createMoodEntryMutation, moodQueries, useMoodAdded } from "./queries";

type Period = (typeof MOOD_PERIODS)[number];
const PERIOD_LABELS: Readonly<Record<Period, string>> = {
  all: "All",
  week: "Week",
  month: "Month",
};

const TREND = {
  up: { icon: TrendingUpIcon, text: "Trending up this week" },
  down: { icon: TrendingDownIcon, text: "Trending down this week" },
  flat: { icon: MinusIcon, text: "Steady this week" },
} as const;

function Statistic({
  label,
  value,
  tone,
  face,
}: {
  label: string;
  value: number | null;
  tone?: string;
  face?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("flex items-center gap-2 text-2xl font-semibold tabular-nums", tone)}>
        {face && value !== null ? <MoodFace face={moodFace(value)} className="size-7" /> : null}
        {value === null ? "—" : value.toFixed(1)}
        {value === null ? null : (
          <span className="text-sm font-normal text-muted-foreground">/5</span>
        )}
      </dd>
    </div>
  );
}

/** Who reads an entry (the API's rule: apps/api/src/modules/mood/readers.ts). */
export const MOOD_READERS =
  "You, the project's consultant and administrators see this entry and its notes, with your name unless you submit anonymously. Everyone else sees only averages, from 3 entries.";

/** What the figures and the face describe, under the statistics. */
export const MOOD_FIGURES_NOTE =
  "Averages of the period's entries, out of 5. The face describes the average mood only; energy and stress have their own colours.";

function StatisticsCard({ stats }: { stats: MoodStats }) {
  const trend = TREND[stats.weeklyTrend];
  return (
    <SectionCard
      title="Mood Statistics"
      description={`${stats.totalEntries} entr${stats.totalEntries === 1 ? "y" : "ies"} · ${stats.participationRate}% of the team took part`}
      action={
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <trend.icon aria-hidden="true" className="size-4" />
          {trend.text}
        </span>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        <Statistic label="Average mood" value={stats.averageMood} face />
        <Statistic
          label="Energy"
          value={stats.averageEnergy}
          tone={
            stats.averageEnergy === null ? undefined : BAND_TEXT[energyBand(stats.averageEnergy)]
          }
        />
        <Statistic
          label="Stress"
          value={stats.averageStress}
          tone={
            stats.averageStress === null ? undefined : BAND_TEXT[stressBand(stats.averageStress)]
          }
        />
      </dl>
      <p className="text-xs text-muted-foreground">{MOOD_FIGURES_NOTE}</p>
      {stats.note ? (
        <p className="rounded-md bg-info-soft px-3 py-2 text-sm text-info-soft-foreground">
          {stats.note}
        </p>
      ) : null}
    </SectionCard>
  );
}

function Entry({ entry }: { entry: MoodEntry }) {
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{entry.anonymous ? "Anonymous" : entry.userName}</span>
        <time className="text-sm text-muted-foreground" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Mood</dt>
          <dd className="flex items-center gap-1 font-medium tabular-nums">
            {/* The face is the mood answer's, beside it: not a verdict on energy or stress. */}
            <MoodFace face={moodFace(entry.moodScore)} className="size-4" />
            {entry.moodScore}/5
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Energy</dt>
          <dd className={cn("font-medium tabular-nums", BAND_TEXT[energyBand(entry.energyLevel)])}>
            {entry.energyLevel}/5
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Stress</dt>
          <dd className={cn("font-medium tabular-nums", BAND_TEXT[stressBand(entry.stressLevel)])}>
            {entry.stressLevel}/5
          </dd>
        </div>
      </dl>
      {entry.notes ? <p className="text-sm text-muted-foreground">“{entry.notes}”</p> : null}
    </li>
  );
}

function ScaleSlider({
  label,
  value,
  onChange,
  low,
  high,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  low: string;
  high: string;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <Label id={labelId}>{label}</Label>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {value}/5
        </span>
      </div>
      <Slider
        min={1}
        max={5}
        step={1}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? DEFAULTS.moodScore)}
        aria-labelledby={labelId}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  );
}

/** A mood entry, checked by the API's own rules (`createMoodEntryInput`). */
const moodForm = createMoodEntryInput.omit({ projectId: true });

const EMPTY_FORM: z.input<typeof moodForm> = {
  moodScore: DEFAULTS.moodScore,
  energyLevel: DEFAULTS.moodScore,
  stressLevel: DEFAULTS.moodScore,
  notes: "",
  anonymous: false,
};

const SCALES = [
  { name: "moodScore", label: "Mood", low: "Very low", high: "Great" },
  { name: "energyLevel", label: "Energy", low: "Drained", high: "Full of energy" },
  { name: "stressLevel", label: "Stress", low: "Relaxed", high: "Very stressed" },
] as const;

function AddEntryDialog({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const added = useMoodAdded();
  const [open, setOpen] = useState(false);
  const form = useZodForm(moodForm, { defaultValues: EMPTY_FORM });
  const anonymousId = useId();
  const create = useMutation({
    ...createMoodEntryMutation(trpc),
    onSuccess: async () => {
      toast({
        title: "Mood Entry Added",
        description: "Thank you: the team's numbers include your entry now.",
        variant: "success",
      });
      // docs/product.md §4 Mood: after submit the dialog resets to 3, 3, 3, no notes, not anonymous.
      form.reset(EMPTY_FORM);
      setOpen(false);
      await added();
    },
    onError: () =>
      toast({
        title: "Failed to Add Entry",
        description: "There was an error adding your mood entry. Please try again.",
        variant: "destructive",
      }),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        Add Entry
      </Button>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add Mood Entry</DialogTitle>
          <DialogDescription>
            How is this project treating you? 1 is low, 5 is high.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          className="grid gap-5"
          describeError={errorDetails}
          onSubmit={(values) => create.mutateAsync({ projectId, ...values })}
        >
          {SCALES.map((scale) => (
            <Controller
              key={scale.name}
              control={form.control}
              name={scale.name}
              render={({ field }) => (
                <ScaleSlider
                  label={scale.label}
                  value={field.value}
                  onChange={field.onChange}
                  low={scale.low}
                  high={scale.high}
                />
              )}
            />
          ))}
          <FormField
            control={form.control}
            name="notes"
            label="Notes"
            hint="Optional. What is going well, or not?"
          >
            <Textarea rows={3} maxLength={1000} />
          </FormField>
          <Controller
            control={form.control}
            name="anonymous"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={anonymousId}
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor={anonymousId}>Submit anonymously</Label>
              </div>
            )}
          />
          <p className="text-sm text-muted-foreground">{MOOD_READERS}</p>
          <FormError />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <FormSubmit>Add Entry</FormSubmit>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** docs/product.md §2.18 Team Mood: period filter (default week), statistics, recent entries, Add Entry. */
export default function MoodTab({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const [period, setPeriod] = useState<Period>("week");
  const reads = moodQueries(trpc, projectId, period);
  const entries = useQuery(reads.entries);
  const stats = useQuery(reads.stats);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Team Mood</h2>
          <p className="text-sm text-muted-foreground">How the team feels, week by week.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ToggleGroup
            type="single"
            aria-label="Period"
            value={period}
            onValueChange={(next) => {
              if (next) setPeriod(next as Period);
            }}
          >
            {MOOD_PERIODS.map((option) => (
              <ToggleGroupItem key={option} value={option}>
                {PERIOD_LABELS[option]}
              </ToggleGroupItem>
            ))}
          </ToggleGroup>
          <AddEntryDialog projectId={projectId} />
        </div>
      </div>
      <QueryView
        query={stats}
        skeleton={<ListSkeleton rows={2} />}
        errorTitle="Couldn't load the statistics"
      >
        {(data) => <StatisticsCard stats={data} />}
      </QueryView>
      <SectionCard title="Recent Entries" description="Newest first.">
        <QueryView
          query={entries}
          skeleton={<ListSkeleton rows={3} />}
          errorTitle="Couldn't load the entries"
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon={<SmilePlusIcon />} title="No mood entries yet" />
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {list.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </SectionCard>
    </div>
  );
}
