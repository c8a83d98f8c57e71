import type { ComponentProps } from "react";
import { MessageForm } from "../features/messages/message-form";
import { PageIsland } from "./page-island";

export default function MessageFormIsland(props: ComponentProps<typeof MessageForm>) {
  return (
    <PageIsland>
      <MessageForm {...props} />
    </PageIsland>
  );
}
