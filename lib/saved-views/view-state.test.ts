import { describe, expect, it } from "vitest";
import { readViewState, stateOfSearch } from "./view-state";

describe("readViewState", () => {
  it("keeps the known keys of a page, in its order", () => {
    const read = readViewState("reports", "density=comfortable&assetTypes=URL,PAGE&status=TODO");
    expect(read.params.toString()).toBe("status=TODO&assetTypes=URL%2CPAGE&density=comfortable");
    expect(read.ignored).toEqual([]);
  });

  it("shows a filter the console no longer knows, and a value the page refuses, as ignored", () => {
    const read = readViewState("reports", "status=TODO&walletKind=drainer&assetTypes=URL,nonsense");
    expect(read.params.toString()).toBe("status=TODO");
    expect(read.ignored.map((i) => [i.key, i.value])).toEqual([
      ["walletKind", "drainer"],
      ["assetTypes", "URL,nonsense"],
    ]);
    expect(read.ignored[0]!.reason).toBe("Not a filter of this page");
  });

  it("checks triage and takedown keys as their addresses do", () => {
    expect(readViewState("triage", "sla=breached,dueWithin24h&brand=7").ignored).toEqual([]);
    expect(readViewState("triage", "sla=late").ignored).toHaveLength(1);
    expect(readViewState("takedowns", "status=TODO&sort=created-asc&stale=true").ignored).toEqual([]);
    expect(readViewState("takedowns", "sort=sideways&id=5").ignored.map((i) => i.key)).toEqual(["sort", "id"]);
  });
});

describe("readViewState of /assets", () => {
  it("checks the reported list's keys as /assets reads its address; the tab is not part of a view", () => {
    expect(readViewState("assets", "state=blocked,escalated&liveness=ALIVE&from=2026-11-01T00:00:00.000Z&liveAgain=true&reached=blocked").ignored).toEqual([]);
    expect(readViewState("assets", "state=gone&tab=watchlist&from=yesterday").ignored.map((i) => i.key)).toEqual(["state", "tab", "from"]);
    // The console's own filters (lib/marks, kind asset).
    expect(readViewState("assets", "tag=kit-9&assignee=bob&snoozed=true").ignored).toEqual([]);
  });
});

describe("stateOfSearch", () => {
  it("takes only the view keys of the address (not the open report, not the organization)", () => {
    const search = new URLSearchParams("report=12&slug=acme&status=TODO&searchQuery=wallet");
    expect(stateOfSearch("reports", search, { density: "comfortable" })).toBe("status=TODO&searchQuery=wallet&density=comfortable");
    expect(stateOfSearch("triage", new URLSearchParams("proposal=4&sla=breached"))).toBe("sla=breached");
  });
});
