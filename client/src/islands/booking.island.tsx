import { Route, Routes } from "react-router";
import { BookingPage } from "../features/box-office/booking-page";
import { PageIsland } from "./page-island";

/** The booking page's content: choosing tickets or seats, the hold, the buyer's details, the waitlist. */
export default function BookingIsland() {
  return (
    <PageIsland>
      <Routes>
        <Route path="book/:performanceId" element={<BookingPage />} />
      </Routes>
    </PageIsland>
  );
}
