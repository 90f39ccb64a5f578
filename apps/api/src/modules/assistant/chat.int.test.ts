/**
 * The assistant in Slack and Teams, end to end on loopback: requests signed as Slack and Teams
 * document it (and refused when the signature, the timestamp or the body is wrong), accounts
 * linked once, answers computed as the linked account and posted to a fake Slack that checks
 * their documented shape, and an action confirmed by its button.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_BOT_TOKEN, type FakeSlackApi, startFakeSlackApi } from "../../test/fake-slack-api.js";
import { demoIds, FRESH_PASSWORD, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { hashPassword } from "../auth/password.js";
import { slackSignature } from "./slack/signature.js";
import { teamsSignature } from "./teams/signature.js";

const SIGNING_SECRET = "8f742231b10e8888abcd99yyyzzz85a5";
const TEAMS_TOKEN = Buffer.from("a-teams-outgoing-webhook-key-32b").toString("base64");
const SLACK_HOOK = "https://hooks.slack.com/services/T0FAKE/B0FAKE/fakeslack0008";

let fake: FakeSlackApi;
beforeAll(async () => {
  fake = await startFakeSlackApi();
});
afterAll(() => fake.close());

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({ INTEGRATION_BASE_URLS: JSON.stringify({ slack: fake.url }) }),
  });
  // Team ids differ per database run: links made in one run are not the other's.
  const team = `T${kind.toUpperCase()}`;

  const seconds = () => String(Math.floor(Date.now() / 1000));

  function slack(
    path: string,
    body: string,
    options: { timestamp?: string; signature?: string } = {},
  ) {
    const timestamp = options.timestamp ?? seconds();
    return t.request({
      method: "POST",
      url: `/api/integrations/slack/${path}`,
      headers: {
        "content-type":
          path === "events" ? "application/json" : "application/x-www-form-urlencoded",
        "x-slack-request-timestamp": timestamp,
        "x-slack-signature": options.signature ?? slackSignature(SIGNING_SECRET, timestamp, body),
      },
      payload: body,
    });
  }

  const command = (user: string, text: string, responsePath: string) =>
    new URLSearchParams({
      token: "deprecated-verification-token",
      team_id: team,
      team_domain: "acme",
      channel_id: "C0PROJECTS",
      user_id: user,
      user_name: user.toLowerCase(),
      command: "/cairn",
      text,
      response_url: `https://hooks.slack.com/commands/${team}/${responsePath}`,
      trigger_id: "13345224609.738474920.8088930838d88f008e0",
    }).toString();

  async function link(user: string, cookie: string) {
    const first = await slack("commands", command(user, "help", "1/link"));
    expect(first.statusCode).toBe(200);
    const token = /\/link-chat\/([A-Za-z0-9_-]{43})/.exec(first.json().text)?.[1];
    expect(token).toBeDefined();
    const linked = await t.request({
      method: "POST",
      url: "/api/assistant/links",
      headers: { cookie },
      payload: { token },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().linked).toBe(true);
  }

  let consultant = "";
  beforeAll(async () => {
    const admin = await t.session("admin");
    const put = await t.request({
      method: "PUT",
      url: "/api/integrations/Slack/settings",
      headers: { cookie: admin },
      payload: { webhookUrl: SLACK_HOOK, signingSecret: SIGNING_SECRET, botToken: FAKE_BOT_TOKEN },
    });
    expect(put.statusCode, put.body).toBe(200);
    const teams = await t.request({
      method: "PUT",
      url: "/api/integrations/Microsoft%20Teams/settings",
      headers: { cookie: admin },
      payload: {
        webhookUrl: "https://acme.webhook.office.com/webhookb2/fake-teams-0009/IncomingWebhook/x/y",
        securityToken: TEAMS_TOKEN,
      },
    });
    expect(teams.statusCode, teams.body).toBe(200);
    for (const name of ["Slack", "Microsoft%20Teams"]) {
      await t.request({
        method: "POST",
        url: `/api/integrations/${name}/toggle`,
        headers: { cookie: admin },
        payload: { enabled: true },
      });
    }
    await t.db
      .updateTable("users")
      .set({ passwordHash: await hashPassword(FRESH_PASSWORD) })
      .where("username", "=", "dana")
      .execute();
    consultant = await t.session("consultant");
    await link("U0CONSULT", consultant);
    await link("U0DANA", await t.login("dana", FRESH_PASSWORD));
  });

  /** What reached the fake at a path of this run (`3/status`) or at a fixed path of Slack's. */
  const answersTo = (path: string) =>
    fake.received.filter((r) =>
      path.startsWith("/")
        ? r.path === path
        : r.path === `/commands/${team}/${path}` || r.path === `/actions/${team}/${path}`,
    );

  describe("linking", () => {
    it("names the Slack account and workspace before linking, works for 10 minutes, and tells the person in Slack", async () => {
      const first = await slack("commands", command("U0PRIYA", "help", "9/link"));
      const token = /\/link-chat\/([A-Za-z0-9_-]{43})/.exec(first.json().text)?.[1];
      expect(first.json().text).toContain("within 10 minutes");
      const priya = await t.session("priya");
      const preview = await t.request({
        method: "GET",
        url: `/api/assistant/links/${token}`,
        headers: { cookie: priya },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({
        platform: "slack",
        chatUser: "@u0priya",
        workspace: "acme",
      });
      const minutes = (Date.parse(preview.json().expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(minutes).toBeLessThanOrEqual(10);
      // Reading it linked nothing: it can still be confirmed, once. (The links made before this
      // test tell their own people in Slack: let those go out first, so only this one is new.)
      await t.settleOutbox();
      const before = answersTo("/api/chat.postMessage").length;
      const linked = await t.request({
        method: "POST",
        url: "/api/assistant/links",
        headers: { cookie: priya },
        payload: { token },
      });
      expect(linked.statusCode, linked.body).toBe(200);
      await t.settleOutbox();
      const told = answersTo("/api/chat.postMessage").slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]?.headers.authorization).toBe(`Bearer ${FAKE_BOT_TOKEN}`);
      expect(told[0]?.json).toMatchObject({ channel: "U0PRIYA" });
      expect(String(told[0]?.json.text)).toMatch(
        /^Your Slack account is now linked to the Cairn account of Priya Raman \(priya\)/,
      );
      const again = await t.request({
        method: "GET",
        url: `/api/assistant/links/${token}`,
        headers: { cookie: priya },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(
        "This link was already used. Ask the bot again if your account is not linked.",
      );
    });
  });

  describe("signed requests", () => {
    it("refuses a wrong signature, an old timestamp and a changed body with 401", async () => {
      const body = command("U0CONSULT", "status", "2/refused");
      const old = String(Math.floor(Date.now() / 1000) - 6 * 60);
      const cases = [
        slack("commands", body, { signature: `v0=${"0".repeat(64)}` }),
        slack("commands", body, {
          timestamp: old,
          signature: slackSignature(SIGNING_SECRET, old, body),
        }),
        slack("commands", body, {
          signature: slackSignature(SIGNING_SECRET, seconds(), `${body}&x=1`),
        }),
      ];
      for (const response of await Promise.all(cases)) expect(response.statusCode).toBe(401);
      const unsigned = await t.request({
        method: "POST",
        url: "/api/integrations/slack/commands",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: body,
      });
      expect(unsigned.statusCode).toBe(401);
      await t.settleOutbox();
      expect(answersTo("2/refused")).toEqual([]);
    });

    it("answers Slack's URL check with its challenge", async () => {
      const body = JSON.stringify({
        token: "x",
        challenge: "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P",
        type: "url_verification",
      });
      const response = await slack("events", body);
      expect(response.statusCode).toBe(200);
      expect(response.json().challenge).toBe(
        "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P",
      );
    });
  });

  describe("/cairn status", () => {
    it("answers a linked consultant with the project's health, due milestones and the week's done tasks, as Block Kit", async () => {
      const ids = await demoIds(t.db);
      const ack = await slack(
        "commands",
        command("U0CONSULT", "status Northwind Website Relaunch", "3/status"),
      );
      expect(ack.statusCode).toBe(200);
      expect(ack.json()).toEqual({
        response_type: "ephemeral",
        text: 'Looking into "status Northwind Website Relaunch"…',
      });
      await t.settleOutbox();
      const [posted] = answersTo("3/status");
      expect(posted?.headers["content-type"]).toMatch(/^application\/json/);
      const message = posted?.json as {
        response_type: string;
        text: string;
        blocks: { type: string; text?: { text: string } }[];
      };
      expect(message.response_type).toBe("ephemeral");
      const health = (
        await t.request({
          method: "GET",
          url: `/api/project-health/${ids.relaunch}`,
          headers: { cookie: consultant },
        })
      ).json();
      expect(message.text).toMatch(
        new RegExp(`^Northwind Website Relaunch: health ${health.overallScore} of 100`),
      );
      const texts = message.blocks.map((block) => block.text?.text ?? "");
      expect(texts[0]).toMatch(/^\*Northwind Website Relaunch: health \d+ of 100/);
      expect(texts.some((text) => text.startsWith("*Milestones due this week*\n"))).toBe(true);
      expect(texts.some((text) => /^\*Finished this week \(\d+\)\*\n/.test(text))).toBe(true);
      expect(message.blocks.some((block) => block.type === "actions")).toBe(true);
    });

    it("refuses the same question from a linked client of another company", async () => {
      await slack("commands", command("U0DANA", "status Northwind Website Relaunch", "4/other"));
      await t.settleOutbox();
      const [posted] = answersTo("4/other");
      expect(posted?.json.text).toBe(
        'I could not find a project called "northwind website relaunch" among yours.',
      );
      expect(JSON.stringify(posted?.json)).not.toMatch(/health \d+ of 100/);
    });

    it("sends an unlinked person only the link, privately", async () => {
      const response = await slack(
        "commands",
        command("U0STRANGER", "status Northwind Website Relaunch", "5/unlinked"),
      );
      expect(response.json().response_type).toBe("ephemeral");
      expect(response.json().text).toMatch(
        /link your account first: .*\/link-chat\/[A-Za-z0-9_-]{43} /,
      );
      await t.settleOutbox();
      expect(answersTo("5/unlinked")).toEqual([]);
    });
  });

  describe("actions and mentions", () => {
    it("moves a task when the Confirm button is clicked, once", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch, ids.users.consultant);
      await slack("commands", command("U0CONSULT", `move #${taskId} to review`, "6/move"));
      await t.settleOutbox();
      const proposal = answersTo("6/move")[0]?.json as {
        blocks: { type: string; elements?: { action_id: string; value: string }[] }[];
      };
      const buttons = proposal.blocks.find((block) => block.type === "actions")?.elements ?? [];
      expect(buttons.map((b) => b.action_id)).toEqual(["assistant_confirm", "assistant_cancel"]);
      const click = (path: string) =>
        new URLSearchParams({
          payload: JSON.stringify({
            type: "block_actions",
            user: { id: "U0CONSULT", username: "consultant", team_id: team },
            team: { id: team, domain: "acme" },
            response_url: `https://hooks.slack.com/actions/${team}/${path}`,
            actions: [
              {
                action_id: "assistant_confirm",
                block_id: "assistant_confirmation",
                value: buttons[0]?.value,
                type: "button",
              },
            ],
          }),
        }).toString();
      expect((await slack("interactions", click("7/yes"))).statusCode).toBe(200);
      await t.settleOutbox();
      expect(answersTo("7/yes")[0]?.json).toMatchObject({
        replace_original: true,
        text: expect.stringMatching(new RegExp(`^Moved #${taskId} `)),
      });
      const row = await t.db
        .selectFrom("tasks")
        .select("columnId")
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(row.columnId).toBe("review");
      await slack("interactions", click("8/again"));
      await t.settleOutbox();
      expect(answersTo("8/again")[0]?.json.text).toBe(
        "That action was already confirmed or cancelled.",
      );
    });

    it("answers an @mention privately through chat.postEphemeral with the bot token", async () => {
      const body = JSON.stringify({
        token: "x",
        team_id: team,
        api_app_id: "A0CAIRN",
        type: "event_callback",
        event_id: `Ev${kind}1`,
        event_time: 1700000000,
        event: {
          type: "app_mention",
          user: "U0CONSULT",
          text: "<@U0CAIRNBOT> what should I work on?",
          ts: "1700000000.000200",
          channel: "C0PROJECTS",
        },
      });
      const before = answersTo("/api/chat.postEphemeral").length;
      expect((await slack("events", body)).statusCode).toBe(200);
      await t.settleOutbox();
      const posted = answersTo("/api/chat.postEphemeral").slice(before);
      expect(posted).toHaveLength(1);
      expect(posted[0]?.headers.authorization).toBe(`Bearer ${FAKE_BOT_TOKEN}`);
      expect(posted[0]?.json).toMatchObject({ channel: "C0PROJECTS", user: "U0CONSULT" });
      expect(String(posted[0]?.json.text)).toMatch(
        /^(Start with #\d+ |Nothing open is assigned to you)/,
      );
    });
  });

  describe("Microsoft Teams", () => {
    let activityCount = 0;
    /** A signed activity as Teams sends it; `activity` sets its id and time (default: new, now). */
    function teams(
      text: string,
      aadObjectId: string,
      signature?: string,
      activity: { id?: string; timestamp?: string } = {},
    ) {
      activityCount += 1;
      const body = JSON.stringify({
        type: "message",
        id: activity.id ?? `14859834085${activityCount}`,
        timestamp: activity.timestamp ?? new Date().toISOString(),
        serviceUrl: "https://smba.trafficmanager.net/emea/",
        channelId: "msteams",
        from: { id: `29:${aadObjectId}`, name: "Sam", aadObjectId },
        conversation: { isGroup: true, id: "19:channel@thread.skype", tenantId: `tenant-${kind}` },
        text: `<at>Cairn</at> ${text}`,
        channelData: { tenant: { id: `tenant-${kind}` }, teamsTeamId: "19:team@thread.skype" },
      });
      return t.request({
        method: "POST",
        url: "/api/integrations/microsoft-teams/messages",
        headers: {
          "content-type": "application/json",
          authorization: `HMAC ${signature ?? teamsSignature(TEAMS_TOKEN, body)}`,
        },
        payload: body,
      });
    }

    it("links with a code from Cairn, then answers with an Adaptive Card; a wrong HMAC is a 401", async () => {
      expect((await teams("status", "aad-consultant", "bm90IHRoZSBzaWduYXR1cmU=")).statusCode).toBe(
        401,
      );
      const unlinked = await teams("status", "aad-consultant");
      expect(unlinked.json().text).toMatch(/^To use Cairn in Teams, link your account/);
      expect(unlinked.body).not.toContain("/link-chat/");
      const code = await t.request({
        method: "POST",
        url: "/api/assistant/links",
        headers: { cookie: consultant },
        payload: { platform: "microsoft-teams" },
      });
      const say = code.json().say as string;
      expect(say).toMatch(/^link [A-Z2-9]{8}$/);
      expect((await teams(say, "aad-consultant")).json().text).toBe(
        "Linked: ask me about your projects, or say help.",
      );
      expect((await teams(say, "aad-someone-else")).json().text).toBe(
        "That code is not valid any more: ask Cairn for a new one.",
      );
      const answer = await teams("status Northwind Website Relaunch", "aad-consultant");
      expect(answer.statusCode).toBe(200);
      const card = answer.json().attachments[0];
      expect(card.contentType).toBe("application/vnd.microsoft.card.adaptive");
      expect(card.content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
      expect(card.content.body[0].text).toMatch(/^Northwind Website Relaunch: health \d+ of 100/);
    });

    it("answers a signed message once, and not when its timestamp is old or ahead", async () => {
      const once = { id: "1700000000001" };
      expect((await teams("help", "aad-replayer", undefined, once)).statusCode).toBe(200);
      const again = await teams("help", "aad-replayer", undefined, once);
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toBe(
        "This message was answered already: it is not answered again.",
      );
      for (const offset of [-6 * 60_000, 6 * 60_000]) {
        const timestamp = new Date(Date.now() + offset).toISOString();
        const stale = await teams("help", "aad-replayer", undefined, { timestamp });
        expect(stale.statusCode, timestamp).toBe(401);
        expect(stale.json().error).toMatch(/timestamp is more than five minutes from now/);
      }
      const seen = await t.db.selectFrom("assistantSeenActivities").select("activityId").execute();
      expect(seen.filter((row) => row.activityId.endsWith("|1700000000001"))).toHaveLength(1);
    });
  });
});
