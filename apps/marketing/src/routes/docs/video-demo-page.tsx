import { buttonVariants } from "@cairn/ui/button-variants";
import {
  ArrowLeftIcon,
  PauseIcon,
  PlayIcon,
  PlugIcon,
  SparklesIcon,
  UsersIcon,
  Volume2Icon,
  VolumeXIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../lib/page-meta";

const FEATURES = [
  {
    icon: <SparklesIcon aria-hidden="true" className="size-5" />,
    title: "AI-Powered Setup",
    text: "Four questions to a tailored PMO plan: tools, processes, templates and a 30-day roadmap.",
  },
  {
    icon: <PlugIcon aria-hidden="true" className="size-5" />,
    title: "Smart Integrations",
    text: "Notion, Trello, Monday.com and ClickUp stay in sync with your boards, with live sync health.",
  },
  {
    icon: <UsersIcon aria-hidden="true" className="size-5" />,
    title: "Team Collaboration",
    text: "Shared boards, health scores and mood tracking keep everyone aligned and nobody burnt out.",
  },
];

const controlClass =
  "inline-flex items-center gap-2 rounded-md bg-card/95 px-3 py-2 text-sm font-medium text-foreground shadow-md transition-colors hover:bg-card";

export default function VideoDemoPage() {
  usePageMeta(
    "Product demo video",
    "Watch Cairn in action: the AI setup wizard, the public site and the role dashboards in under a minute.",
  );
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Autoplay may be blocked by the browser; that is only logged (docs/product.md §8).
    element.play().catch((error: unknown) => {
      console.info("Video autoplay was blocked.", error);
      setPlaying(false);
    });
  }, []);

  function togglePlay() {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      void element.play().catch((error: unknown) => console.info("Video playback failed.", error));
    } else {
      element.pause();
    }
  }

  function toggleMute() {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6">
      <Link
        to="/"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">See Cairn in action</h1>
        <p className="text-lg text-muted-foreground">
          A short tour of the product: the AI setup wizard building a plan, the public site, and the
          dashboards your team works from.
        </p>
      </header>
      <figure className="grid gap-3">
        <div className="relative overflow-hidden rounded-2xl border border-border bg-foreground shadow-xl">
          <video
            ref={video}
            className="aspect-video h-auto w-full"
            width={1280}
            height={720}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster="/media/demo-poster.jpg"
            aria-label="Cairn product demo"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          >
            <source src="/media/demo.webm" type="video/webm" />
            <source src="/media/demo.mp4" type="video/mp4" />
            Your browser does not support the video tag.
          </video>
          <div className="flex gap-2 p-2 sm:absolute sm:bottom-3 sm:left-3 sm:p-0">
            <button type="button" className={controlClass} onClick={togglePlay}>
              {playing ? (
                <PauseIcon aria-hidden="true" className="size-4" />
              ) : (
                <PlayIcon aria-hidden="true" className="size-4" />
              )}
              {playing ? "Pause" : "Play"}
            </button>
            <button type="button" className={controlClass} onClick={toggleMute}>
              {muted ? (
                <VolumeXIcon aria-hidden="true" className="size-4" />
              ) : (
                <Volume2Icon aria-hidden="true" className="size-4" />
              )}
              {muted ? "Unmute" : "Mute"}
            </button>
          </div>
        </div>
        <figcaption className="text-sm text-muted-foreground">
          Recorded from the running product. The demo has no narration.
        </figcaption>
      </figure>
      <section aria-labelledby="video-features-heading" className="grid gap-6">
        <h2 id="video-features-heading" className="text-2xl font-semibold tracking-tight">
          What you just saw
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                {feature.icon}
              </span>
              <h3 className="mt-4 font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="video-cta-heading"
        className="flex flex-col items-start gap-4 rounded-2xl bg-primary-soft p-8 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="video-cta-heading" className="text-2xl font-semibold tracking-tight">
            Ready to try it with your team?
          </h2>
          <p className="mt-1 text-primary-soft-foreground">
            Start free for 14 days, or book a guided demo with our team.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonVariants({ size: "lg" })}>
            Start Free Trial
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Schedule a Demo
          </Link>
        </div>
      </section>
    </div>
  );
}
