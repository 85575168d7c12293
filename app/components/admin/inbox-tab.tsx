/** Inbox tab: what visitors send in. (Filled by the Visitor messages issue.) */
import { Inbox } from "lucide-react";
import { EmptyState } from "./empty-state";

export function InboxTab() {
  return <EmptyState icon={Inbox} title="No messages yet" />;
}
