import { ticketStatus } from "../plays/performance.service";
import { PerformanceStatus } from "../plays/performance.types";
import { fewLeft } from "./sales.service";

describe("a sold performance's status from its tickets", () => {
  test("few left at a tenth of the tickets or ten tickets, whichever comes first; sold out at none", () => {
    expect([fewLeft(51, 500), fewLeft(50, 500), fewLeft(11, 60), fewLeft(10, 60), fewLeft(10, 10)]).toEqual([false, true, false, true, true]);
    expect(ticketStatus(PerformanceStatus.onsale, 11, 60)).toBe(PerformanceStatus.onsale);
    expect(ticketStatus(PerformanceStatus.onsale, 10, 60)).toBe(PerformanceStatus.fewleft);
    expect(ticketStatus(PerformanceStatus.fewleft, 0, 60)).toBe(PerformanceStatus.soldout);
    // An editor's soldout or fewleft gives way to the tickets; their cancelled and postponed win.
    expect(ticketStatus(PerformanceStatus.soldout, 60, 60)).toBe(PerformanceStatus.onsale);
    expect(ticketStatus(PerformanceStatus.cancelled, 60, 60)).toBe(PerformanceStatus.cancelled);
    expect(ticketStatus(PerformanceStatus.postponed, 0, 60)).toBe(PerformanceStatus.postponed);
  });
});
