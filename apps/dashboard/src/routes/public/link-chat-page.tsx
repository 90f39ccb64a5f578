import { login } from "@cairn/api-client/auth";
import { appErrorCode, errorMessage } from "@cairn/api-client/errors";
import { dashboardPath, type SavedUser, saveUser } from "@cairn/api-client/session";
import { DEMO_ACCOUNTS, PRODUCT_NAME } from "@cairn/schema/constants";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@cairn/ui/card";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import { type LoginCredentials, LoginDialog } from "@cairn/ui/widgets/login-dialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon, LinkIcon, LogInIcon } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { chatLinkQuery, createChatLinkMutation } from "../../features/assistant/queries";
import { useOptionalSession, useSessionChecked } from "../../features/session/session-context";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { Logo } from "../../parts/logo";

/**
 * /link-chat/<token>, the private link the Slack bot sends someone it does not know yet: signed
 * in (here, if need be), they confirm the link and their Slack account asks as them from then on
 * (docs/assistant.md, "Linking").
 */
export default function LinkChatPage() {
  const checked = useSessionChecked();
  const session = useOptionalSession();
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10 sm:py-16">
      <title>Link your Slack account · Cairn</title>
      <div className="mb-8 flex items-center gap-2 font-semibold tracking-tight">
        <Logo className="size-8" />
        <span className="text-lg">Cairn</span>
      </div>
      <Card className="w-full max-w-md">
        {!checked ? (
          <CardContent className="grid gap-4 py-8" aria-busy="true">
            <span className="sr-only">Checking your session</span>
            <Skeleton className="h-6 w-3/5" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-10 w-full" />
          </CardContent>
        ) : session ? (
          <LinkConfirmation
            name={personName(session.user)}
            home={dashboardPath(session.user.role)}
          />
        ) : (
          <SignInFirst />
        )}
      </Card>
    </main>
  );
}

function LinkConfirmation({ name, home }: { name: string; home: string }) {
  const { token = "" } = useParams();
  const trpc = useTRPC();
  // Whose chat account this is, before anything is linked: a link sent by someone else names
  // their account, not yours.
  const preview = useQuery(chatLinkQuery(trpc, token));
  const link = useMutation(createChatLinkMutation(trpc));

  if (link.isSuccess) {
    return (
      <>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="flex items-center gap-2">
              <CircleCheckIcon aria-hidden="true" className="size-5 text-success" />
              Linked
            </h1>
          </CardTitle>
          <CardDescription role="status">{link.data.message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={home} className={buttonVariants({ variant: "outline" })}>
            Go to your dashboard
          </Link>
        </CardContent>
      </>
    );
  }
  if (preview.isPending) {
    return (
      <CardContent className="grid gap-4 py-8" aria-busy="true">
        <span className="sr-only">Reading the link</span>
        <Skeleton className="h-6 w-3/5" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-10 w-full" />
      </CardContent>
    );
  }
  if (preview.isError) {
    return (
      <>
        <CardHeader>
          <CardTitle asChild>
            <h1>Link your Slack account</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p role="alert" className="flex gap-2 text-sm text-danger">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage(preview.error, "The link could not be read. Please try again.")}
          </p>
          <Link to={home} className={buttonVariants({ variant: "outline" })}>
            Go to your dashboard
          </Link>
        </CardContent>
      </>
    );
  }
  const code = link.isError ? appErrorCode(link.error) : undefined;
  return (
    <>
      <CardHeader>
        <CardTitle asChild>
          <h1>Link your Slack account</h1>
        </CardTitle>
        <CardDescription>
          Link the Slack account{" "}
          <strong className="text-foreground">{preview.data.chatUser}</strong> of the workspace{" "}
          <strong className="text-foreground">{preview.data.workspace}</strong> to{" "}
          <strong className="text-foreground">{name}</strong>'s Cairn account? In Slack,{" "}
          <code>/cairn</code> will then answer it as you, with what you may see.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Only if that Slack account is yours and you just asked Cairn in Slack: whoever holds it
          would read your projects. The link works once, until{" "}
          {new Date(preview.data.expiresAt).toLocaleTimeString(undefined, {
            hour: "2-digit",
            minute: "2-digit",
          })}
          .
        </p>
        {link.isError ? (
          <p role="alert" className="flex gap-2 text-sm text-danger">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {errorMessage(link.error, "The account could not be linked. Please try again.")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {/* A spent or unknown link cannot succeed on a second try: only a failure that may pass offers it. */}
          {code === "NOT_FOUND" || code === "CONFLICT" ? null : (
            <Button loading={link.isPending} onClick={() => link.mutate({ token })}>
              <LinkIcon aria-hidden="true" />
              {link.isError ? "Try again" : "Link"}
            </Button>
          )}
          <Link to={home} className={buttonVariants({ variant: "outline" })}>
            {link.isError ? "Go to your dashboard" : "Not now"}
          </Link>
        </div>
      </CardContent>
    </>
  );
}

/** Signed out: the login happens here, and the page starts again signed in on the same link. */
function SignInFirst() {
  const [open, setOpen] = useState(false);

  async function onLogin({ username, password }: LoginCredentials) {
    let user: SavedUser;
    try {
      user = await login({ username, password });
    } catch (error) {
      toast({
        title: "Login failed",
        description: errorMessage(error, "Invalid credentials"),
        variant: "destructive",
      });
      throw error;
    }
    saveUser(user);
    // The session gate checks the new session afresh, on this same address.
    window.location.reload();
  }

  return (
    <>
      <CardHeader>
        <CardTitle asChild>
          <h1>Log in to link your Slack account</h1>
        </CardTitle>
        <CardDescription>
          This link connects a Slack account to a Cairn account. Log in with the account Slack
          should answer as; you come back here to confirm.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => setOpen(true)}>
          <LogInIcon aria-hidden="true" />
          Log in
        </Button>
        <LoginDialog
          open={open}
          onOpenChange={setOpen}
          productName={PRODUCT_NAME}
          demoAccounts={DEMO_ACCOUNTS}
          onLogin={onLogin}
        />
      </CardContent>
    </>
  );
}
