import { appErrorCode, errorMessage } from "@cairn/api-client/errors";
import { marketingUrl } from "@cairn/api-client/origins";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@cairn/ui/card";
import { EmptyState } from "@cairn/ui/empty-state";
import { Skeleton } from "@cairn/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, ClockIcon, LinkIcon, LogInIcon } from "lucide-react";
import { useParams } from "react-router";
import { AcceptInvitationForm } from "../../features/invitations/accept-invitation-form";
import { invitationQuery } from "../../features/invitations/queries";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { Logo } from "../../parts/logo";

/**
 * /invitation/<token>, a public page: the invited person sees whose account the link opens,
 * chooses a password (twice) and lands signed in on their dashboard. An expired, used or
 * unknown link says so, and what to do next.
 */
export default function InvitationPage() {
  const { token = "" } = useParams();
  const trpc = useTRPC();
  const invitation = useQuery(invitationQuery(trpc, token));

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:py-16">
      <a
        href={marketingUrl("/")}
        className="mb-8 flex items-center gap-2 rounded-md font-semibold tracking-tight"
      >
        <Logo className="size-8" />
        <span className="text-lg">Cairn</span>
        <span className="sr-only">: home</span>
      </a>
      <Card className="w-full max-w-md">
        {invitation.isPending ? (
          <CardContent className="grid gap-4 py-8" aria-busy="true">
            <span className="sr-only">Loading your invitation</span>
            <Skeleton className="h-6 w-3/5" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </CardContent>
        ) : invitation.isError ? (
          <CardContent className="py-6">
            <InvitationProblem error={invitation.error} />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h1>Welcome{invitation.data.firstName ? `, ${invitation.data.firstName}` : ""}</h1>
              </CardTitle>
              <CardDescription>
                Choose a password for your Cairn account{" "}
                <strong className="text-foreground">{invitation.data.username}</strong> (
                {invitation.data.email}). This link works once, until{" "}
                {formatDateTime(invitation.data.expiresAt)}.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AcceptInvitationForm token={token} username={invitation.data.username} />
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}

function InvitationProblem({ error }: { error: unknown }) {
  const code = appErrorCode(error);
  const message = errorMessage(error, "Something went wrong. Please try again.");
  const signIn = (
    <a href={marketingUrl("/?login=1")} className={buttonVariants({ variant: "outline" })}>
      <LogInIcon aria-hidden="true" />
      Sign in
    </a>
  );
  if (code === "GONE") {
    const used = /already used/.test(message);
    return (
      <EmptyState
        role="alert"
        icon={used ? <LinkIcon /> : <ClockIcon />}
        headingLevel={2}
        title={used ? "This invitation was already used" : "This invitation has expired"}
        description={
          used
            ? "Your password is set: sign in with your username and that password."
            : "Links work for 7 days. Ask the person who invited you to send a new one."
        }
        action={signIn}
      />
    );
  }
  return (
    <EmptyState
      role="alert"
      icon={<CircleAlertIcon />}
      headingLevel={2}
      title={
        code === "NOT_FOUND" ? "This invitation link is not valid" : "Couldn't open the invitation"
      }
      description={message}
      action={signIn}
    />
  );
}
