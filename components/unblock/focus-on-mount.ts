/** A ref callback: moves focus to a step's heading when it appears, so keyboard and screen reader users follow the flow. */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
