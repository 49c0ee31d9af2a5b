// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UnblockResultPanel } from "./unblock-result";

afterEach(cleanup);

describe("UnblockResultPanel with fields the service did not send", () => {
  it("says what was not sent and does not claim an outcome it was not told", () => {
    render(
      <UnblockResultPanel
        result={{ success: true, message: null, content: "https://x.example", disputeCreated: null, notSent: ["message", "disputeCreated"] }}
        onAgain={() => {}}
      />,
    );
    expect(screen.getByTestId("unblock-result").getAttribute("data-outcome")).toBe("unknown");
    expect(screen.getByRole("heading").textContent).toBe("Request accepted");
    expect(screen.getByTestId("result-message").textContent).toBe("not sent by the service");
    expect(screen.getByTestId("result-dispute").textContent).toBe("not sent by the service");
    expect(screen.getByTestId("result-content").textContent).toBe("https://x.example");
  });
});
