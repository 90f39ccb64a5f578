import { cn } from "@cairn/ui/cn";
import { AngryIcon, FrownIcon, LaughIcon, MehIcon, SmileIcon } from "lucide-react";
import { BAND_TEXT, type Face, faceBand, moodWord } from "./bands";

const FACES = {
  "very-happy": LaughIcon,
  happy: SmileIcon,
  neutral: MehIcon,
  sad: FrownIcon,
  "very-sad": AngryIcon,
} as const;

/** A mood face in its band's colour, with its words ("Mood: happy") for screen readers (or shown). */
export function MoodFace({
  face,
  className,
  showLabel = false,
}: {
  face: Face;
  className?: string;
  showLabel?: boolean;
}) {
  const Icon = FACES[face];
  return (
    <span className={cn("inline-flex items-center gap-1.5", BAND_TEXT[faceBand(face)])}>
      <Icon aria-hidden="true" className={cn("size-6", className)} />
      {showLabel ? (
        <span className="text-sm font-medium">{moodWord(face)}</span>
      ) : (
        <span className="sr-only">{moodWord(face)}</span>
      )}
    </span>
  );
}
