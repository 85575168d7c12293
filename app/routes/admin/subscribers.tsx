/** /admin/subscribers, the Subscribers tab: newsletter addresses, confirmed and waiting, with search, delete and CSV. */
import { SubscribersPanel } from "~/components/admin/subscribers/subscribers-panel";

export default function Subscribers() {
  return <SubscribersPanel />;
}
