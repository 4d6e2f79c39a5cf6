import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MeetingNotices, useMeetingNotice } from "./meeting-notice";

afterEach(cleanup);

/** Card says its meeting's notice and, once, sets one. */
function Card({ id, say }: { id: string; say?: string }) {
  const [notice, setNotice] = useMeetingNotice(id);
  useEffect(() => {
    if (say) setNotice(say);
  }, [say, setNotice]);
  return <p data-testid={id}>{notice ?? "nothing"}</p>;
}

describe("useMeetingNotice", () => {
  it("keeps a meeting's notice when its card is drawn under another day", () => {
    const { rerender } = render(
      <MeetingNotices>
        <section key="monday">
          <Card id="b_1" say="Moved." />
          <Card id="b_2" />
        </section>
      </MeetingNotices>,
    );
    expect(screen.getByTestId("b_1").textContent).toBe("Moved.");
    rerender(
      <MeetingNotices>
        <section key="monday">
          <Card id="b_2" />
        </section>
        <section key="thursday">
          <Card id="b_1" />
        </section>
      </MeetingNotices>,
    );
    expect(screen.getByTestId("b_1").textContent).toBe("Moved.");
    expect(screen.getByTestId("b_2").textContent).toBe("nothing");
  });

  it("is the card's own outside a list, cleared when set to nothing", () => {
    const { rerender } = render(<Card id="b_1" say="Cancelled." />);
    expect(screen.getByTestId("b_1").textContent).toBe("Cancelled.");
    act(() => rerender(<Card id="b_1" say="" />));
    expect(screen.getByTestId("b_1").textContent).toBe("Cancelled.");
  });
});
