import { describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import type { LiveEvent } from "@/lib/bus/events";
import { orgKey } from "@/lib/testing/organization-keys";
import { mayReceive } from "./visibility";

const viewer: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };
const reviewer: Principal = { kind: "user", userId: 2, username: "reviewer", role: "reviewer" };
const admin: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
const wall: Principal = { kind: "wall", linkId: 1, name: "lobby" };
const reachable = new Set(["acme"]);

const EVENTS: LiveEvent[] = [
  { type: "triage.changed", organization: orgKey(""), cause: "claim" },
  { type: "reports.changed", organization: orgKey("acme"), assetIds: ["a1"] },
  { type: "snapshot.changed", organization: orgKey("") },
  { type: "takedowns.changed", organization: orgKey("acme") },
  { type: "alerts.changed" },
  { type: "webhook.received", eventType: "debug.test" },
];

const received = (principal: Principal, events = EVENTS) => events.filter((e) => mayReceive(principal, e, reachable)).map((e) => e.type);

describe("mayReceive", () => {
  it("tells an admin everything about the organizations the key reaches", () => {
    expect(received(admin)).toEqual(EVENTS.map((e) => e.type));
  });

  it("keeps the service's webhook deliveries from viewers and reviewers", () => {
    expect(received(viewer)).not.toContain("webhook.received");
    expect(received(reviewer)).not.toContain("webhook.received");
    expect(received(viewer)).toHaveLength(EVENTS.length - 1);
  });

  it("tells a wall-screen link only about the snapshot and the alerts it shows", () => {
    expect(received(wall)).toEqual(["snapshot.changed", "alerts.changed"]);
  });

  it("says nothing about an organization the key does not reach, whoever asks", () => {
    const other: LiveEvent[] = [
      { type: "triage.changed", organization: orgKey("globex"), cause: "walk" },
      { type: "snapshot.changed", organization: orgKey("globex") },
    ];
    for (const principal of [viewer, reviewer, admin, wall]) expect(received(principal, other)).toEqual([]);
  });
});
