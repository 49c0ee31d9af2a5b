"use client";

import { type ComponentProps, lazy, Suspense } from "react";
import type { ViewsBar } from "./views-bar";
import { ViewsBarFrame } from "./views-bar-frame";

// The bar's tabs and buttons come in the server's HTML, and its views only once the browser has
// asked for them: its code (the views, the menu, the dialogs' openers) is fetched as soon as this
// module runs, while the page hydrates, instead of before it, as the report list's rows are
// (bench/console/first-load.ts: /reports' first-load budget).
const loadViewsBar = () => import("./views-bar");
const ViewsBarCode = lazy(() => loadViewsBar().then((m) => ({ default: m.ViewsBar })));
if (typeof window !== "undefined") void loadViewsBar();

/** The views bar, hydrated once its code is here; drawn in the browser, the page's title and actions wait for nothing. */
export function LazyViewsBar(props: ComponentProps<typeof ViewsBar>) {
  return (
    <Suspense fallback={<ViewsBarFrame heading={props.heading} actions={props.actions} />}>
      <ViewsBarCode {...props} />
    </Suspense>
  );
}
