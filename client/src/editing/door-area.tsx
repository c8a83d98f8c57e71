import { Route, Routes } from "react-router";
import { RequireDoorAccount } from "./box-office/door/door-account";
import { DoorApp } from "./box-office/door/door-app";
import { DoorPerformances } from "./box-office/door/door-performances";

/**
 * The door app (`/box-office/door`), loaded only when it is opened: front-of-house volunteers
 * (the Door role), editors and admins admit people at a performance's door. A chunk of its own,
 * apart from the editors' area, small enough for a phone, and kept by its service worker so it
 * opens with no connection. No site header or footer: the door needs the whole screen.
 */
export default function DoorArea() {
  return (
    <RequireDoorAccount>
      <Routes>
        <Route index element={<DoorPerformances />} />
        <Route path=":performanceId" element={<DoorApp />} />
      </Routes>
    </RequireDoorAccount>
  );
}
