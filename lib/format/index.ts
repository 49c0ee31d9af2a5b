/** The one place that turns values into words. See docs/architecture.md ("Words"). */

export * from "./counts";
export * from "./duration";
export * from "./labels";
export * from "./number";
export * from "./relative";
export * from "./service-text";
export * from "./time";
export * from "./url";
