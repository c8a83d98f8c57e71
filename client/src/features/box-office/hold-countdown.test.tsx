import { act, render, screen } from "@testing-library/react";
import { RenderTimeProvider } from "../../lib/rendering/render-time";
import { HoldCountdown, minutesAndSeconds } from "./hold-countdown";

const START = Date.parse("2027-03-01T19:00:00.000Z");

beforeEach(() => jest.useFakeTimers({ now: START }));
afterEach(() => jest.useRealTimers());

function renderCountdown(secondsLeft: number) {
  const onWarning = jest.fn();
  const onEnd = jest.fn();
  render(
    <RenderTimeProvider now={START}>
      <HoldCountdown expiresAt={new Date(START + secondsLeft * 1000).toISOString()} onWarning={onWarning} onEnd={onEnd} />
    </RenderTimeProvider>,
  );
  return { onWarning, onEnd };
}

test("minutes and seconds read as a clock", () => {
  expect(minutesAndSeconds(582)).toBe("9:42");
  expect(minutesAndSeconds(59.2)).toBe("1:00");
  expect(minutesAndSeconds(-3)).toBe("0:00");
});

test("the countdown ticks each second, warns once at two minutes and ends once at zero", () => {
  const { onWarning, onEnd } = renderCountdown(582);
  expect(screen.getByText(/Your tickets are held for/)).toHaveTextContent("Your tickets are held for 9:42");
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByText(/Your tickets are held for/)).toHaveTextContent("9:40");
  expect(onWarning).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(460_000));
  expect(screen.getByText(/Your tickets are held for/)).toHaveTextContent("2:00");
  expect(onWarning).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(60_000));
  expect(onWarning).toHaveBeenCalledTimes(1);
  expect(onEnd).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText(/Your tickets are held for/)).toHaveTextContent("0:00");
  expect(onEnd).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(5000));
  expect(onEnd).toHaveBeenCalledTimes(1);
});

test("the ticking clock is not a live region: screen readers are not told every second", () => {
  renderCountdown(300);
  expect(screen.getByText(/Your tickets are held for/).closest("[aria-live]")).toBeNull();
  expect(screen.queryByRole("timer")).toBeNull();
});
