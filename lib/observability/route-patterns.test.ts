import { describe, expect, it } from "vitest";
import { API_ROUTE_PATTERNS, OTHER_ROUTE, routeLabel } from "./route-patterns";

const ROUTE_FILES = Object.keys(import.meta.glob("/app/api/**/route.ts"));

describe("routeLabel", () => {
  it("lists every route file under app/api, and nothing else", () => {
    const fromFiles = ROUTE_FILES.map((file) => file.replace(/^\/app/, "").replace(/\/route\.ts$/, "")).sort();
    expect([...API_ROUTE_PATTERNS].sort()).toEqual(fromFiles);
  });

  it("labels a path by its route's pattern", () => {
    expect(routeLabel("/api/organization/reports")).toBe("/api/organization/reports");
    expect(routeLabel("/api/organization/asset-groups/12")).toBe("/api/organization/asset-groups/[groupId]");
    expect(routeLabel("/api/organization/asset-groups/zz%00x")).toBe("/api/organization/asset-groups/[groupId]");
    expect(routeLabel("/api/organization/proposals/9/review")).toBe("/api/organization/proposals/[proposalId]/review");
    expect(routeLabel("/api/session/")).toBe("/api/session");
    expect(routeLabel("/api/saved-views/default")).toBe("/api/saved-views/default");
    expect(routeLabel("/api/saved-views/view_abc")).toBe("/api/saved-views/[viewId]");
  });

  it("labels anything else `other`, so random paths add no series", () => {
    const labels = new Set<string>();
    for (let i = 0; i < 2000; i++) labels.add(routeLabel(`/api/${Math.random().toString(36).slice(2)}/${i}`));
    labels.add(routeLabel("/api/organization/asset-groups/1/2"));
    expect([...labels]).toEqual([OTHER_ROUTE]);
  });
});
