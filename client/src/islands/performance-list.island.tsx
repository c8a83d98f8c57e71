import type { ComponentProps } from "react";
import { PerformanceList } from "../features/plays/performance-list";
import { PageIsland } from "./page-island";

/** A play's performances, their tickets left kept live. */
export default function PerformanceListIsland(props: ComponentProps<typeof PerformanceList>) {
  return (
    <PageIsland>
      <PerformanceList {...props} />
    </PageIsland>
  );
}
